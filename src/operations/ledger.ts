/**
 * The operations ledger: every money operation of a user, written before it
 * is sent and updated after (product.md §4), and the per-user history list
 * that /history pages through. Invoices are indexed by payment hash so a
 * gateway event can find the message to update.
 */
import type Keyv from "keyv";
import type { Store } from "../storage/types.ts";

export type OperationKind = "invoice" | "payment" | "withdrawal" | "tip-sent" | "tip-received";

/**
 * - pending: written, the gateway call not answered yet (or an invoice not yet paid)
 * - sent: the gateway accepted the send
 * - paid: an invoice of ours was paid
 * - failed: the gateway refused; nothing moved
 * - unknown: the outcome could not be learnt; never retried automatically
 */
export type OperationState = "pending" | "sent" | "paid" | "failed" | "unknown";

export interface Operation {
  id: string;
  userId: number;
  kind: OperationKind;
  state: OperationState;
  amountSat: number;
  /** Invoice description, tip note or similar, shown in history. */
  description?: string | undefined;
  /** Who or where: "@alice", "alice@example.com", an address, a shortened invoice. */
  counterpart?: string | undefined;
  /** Payment hash of an invoice we created or paid. */
  paymentHash?: string | undefined;
  /** A plain-words reason when failed or unknown. */
  reason?: string | undefined;
  /** The chat message that shows this operation, to edit when its state changes. */
  message?: { chatId: number; messageId: number; hasPhoto?: boolean } | undefined;
  /** A send's UTC day ("2026-11-22") its amount counts on towards the daily limit, and is given back to. */
  spendingDay?: string | undefined;
  createdAt: number;
  updatedAt: number;
}

/** How many operations a user's history keeps (older ones drop off the list). */
export const HISTORY_LENGTH = 200;

export class Ledger {
  readonly #store: Store;
  readonly #operations: Keyv<Operation>;
  readonly #history: Keyv<string[]>;
  readonly #invoices: Keyv<{ operationId: string }>;
  readonly #now: () => number;

  constructor(store: Store, now: () => number = Date.now) {
    this.#store = store;
    this.#operations = store.keyv<Operation>("operations");
    this.#history = store.keyv<string[]>("history");
    this.#invoices = store.keyv<{ operationId: string }>("invoices");
    this.#now = now;
  }

  /** Writes a new operation (idempotent for the same id) and puts it at the top of the user's history. */
  async record(
    op: Omit<Operation, "createdAt" | "updatedAt"> & { createdAt?: number },
  ): Promise<Operation> {
    const now = this.#now();
    const full: Operation = { ...op, createdAt: op.createdAt ?? now, updatedAt: now };
    await this.#store.withLock(`history:${op.userId}`, async () => {
      const existing = await this.#operations.get(op.id);
      const list = existing ? undefined : ((await this.#history.get(String(op.userId))) ?? []);
      // Every write is started at once: a store that group-commits (SQLite)
      // writes them in one transaction, with one sync to disk instead of three.
      const writes: Array<Promise<unknown>> = [
        this.#operations.set(
          op.id,
          existing ? { ...existing, ...full, createdAt: existing.createdAt } : full,
        ),
      ];
      if (list) {
        const next = [op.id, ...list.filter((id) => id !== op.id)];
        const dropped = next.splice(HISTORY_LENGTH);
        writes.push(this.#history.set(String(op.userId), next));
        for (const id of dropped) writes.push(this.#operations.delete(id));
      }
      if (full.kind === "invoice" && full.paymentHash) {
        writes.push(this.#invoices.set(full.paymentHash, { operationId: full.id }));
      }
      await Promise.all(writes);
    });
    return full;
  }

  /** Applies `change` to an operation; returns the updated one, or undefined when it is unknown. */
  async update(
    id: string,
    change: Partial<Omit<Operation, "id" | "userId" | "kind" | "createdAt">>,
  ): Promise<Operation | undefined> {
    const current = await this.#operations.get(id);
    if (!current) return undefined;
    return this.#store.withLock(`history:${current.userId}`, async () => {
      const fresh = (await this.#operations.get(id)) ?? current;
      const next: Operation = { ...fresh, ...change, updatedAt: this.#now() };
      await this.#operations.set(id, next);
      return next;
    });
  }

  async get(id: string): Promise<Operation | undefined> {
    return this.#operations.get(id);
  }

  /** The invoice operation with this payment hash. */
  async findInvoice(paymentHash: string): Promise<Operation | undefined> {
    const entry = await this.#invoices.get(paymentHash);
    return entry ? this.#operations.get(entry.operationId) : undefined;
  }

  /** A page of the user's history, newest first, plus the total count. */
  async page(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ operations: Operation[]; total: number }> {
    const ids = (await this.#history.get(String(userId))) ?? [];
    const slice = ids.slice(offset, offset + limit);
    const operations = (await Promise.all(slice.map((id) => this.#operations.get(id)))).filter(
      (op): op is Operation => op !== undefined,
    );
    return { operations, total: ids.length };
  }
}
