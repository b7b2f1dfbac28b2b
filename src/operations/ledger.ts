/**
 * The operations ledger: every money operation of a user, written before it
 * is sent and updated after (docs/money-safety.md), and the per-user history list
 * that /history pages through. Invoices are indexed by payment hash so a
 * gateway event can find the message to update.
 */
import type Keyv from "keyv";
import type { InvoiceErrorReason } from "../bitcoin/bolt11.ts";
import type { GatewayErrorKind, RequestProblem } from "../gateway/errors.ts";
import type { GatewayOperation } from "../gateway/types.ts";
import type { PublicFetchErrorKind } from "../net/public-fetch.ts";
import { LockLostError, type Store } from "../storage/types.ts";
import { MONEY_DIRECTION } from "./direction.ts";

export type OperationKind =
  | "invoice"
  | "payment"
  | "withdrawal"
  | "tip-sent"
  | "tip-received"
  /** Money that arrived through the user's pay code or lightning address (no invoice of ours). */
  | "received"
  /** A voucher (LNURL-withdraw) redeemed into the user's account: an invoice of ours its service pays. */
  | "voucher";

/**
 * - pending: written, the gateway call not answered yet (or an invoice not yet paid)
 * - sent: the gateway accepted the send
 * - paid: an invoice of ours was paid
 * - failed: the gateway refused; nothing moved
 * - unknown: the outcome could not be learnt; never retried automatically
 * - expired: an invoice of ours that was not paid before it expired (a voucher's)
 */
export type OperationState = "pending" | "sent" | "paid" | "failed" | "unknown" | "expired";

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
  /** A fee paid on top of `amountSat` (on-chain withdrawals), when known. */
  feeSat?: number | undefined;
  /** Payment hash of an invoice we created or paid. */
  paymentHash?: string | undefined;
  /** True when the amount is not known (a receipt whose event carried none): `amountSat` is then 0 and not shown. */
  amountUnknown?: boolean | undefined;
  /**
   * A plain-words reason when failed or unknown: English, for logs and
   * operators (a voucher's: its service's own words). What a person reads
   * is worded from `failure` where there is one.
   */
  reason?: string | undefined;
  /** Why it failed or is in doubt, as data the bot words in each reader's language. */
  failure?: OperationFailure | undefined;
  /** The chat message that shows this operation, to edit when its state changes. */
  message?: { chatId: number; messageId: number; hasPhoto?: boolean } | undefined;
  /** The inline message (inline mode, in a chat the bot may not be in) that shows it, edited by this id. */
  inlineMessageId?: string | undefined;
  /** A send's UTC day ("2026-11-22") its amount counts on towards the daily limit, and is given back to. */
  spendingDay?: string | undefined;
  createdAt: number;
  updatedAt: number;
}

/** Why an invoice about to be paid was refused before anything was sent. */
export type InvoiceProblem =
  /** It does not decode; `format` says how, when the decoder knew. */
  | { code: "unreadable"; format?: InvoiceErrorReason | undefined }
  /** It is for another bitcoin network than the bot's. */
  | { code: "wrong_network"; invoiceNetwork: string; ourNetwork: string }
  | { code: "expired" };

/** Why an operation failed or is in doubt: codes and facts, no sentence (the bot words them). */
export type OperationFailure =
  /** The gateway refused (or could not be asked): its kind and code, and its own words if any. */
  | {
      code: "gateway";
      kind: GatewayErrorKind;
      operation: GatewayOperation;
      status?: number | undefined;
      grpcCode?: number | undefined;
      said?: string | undefined;
      problem?: RequestProblem | undefined;
    }
  | {
      code: "amount_mismatch";
      expectedSat: number;
      invoiceSat?: number | undefined;
      invoiceMsat?: string | undefined;
    }
  | { code: "bad_invoice"; problem: InvoiceProblem }
  | { code: "no_recipient_account" }
  /** The pay code's host was refused by the request guard right before the send: nothing was sent. */
  | { code: "refused_host"; host: string; reason: RefusedHostReason }
  /** Sent, but the gateway never confirmed the outcome: not retried. */
  | { code: "not_confirmed" }
  /** The process stopped before the send left: nothing was sent. */
  | { code: "interrupted_before_send" }
  | { code: "cancelled_before_send" }
  /** The process stopped while the send was under way: not retried. */
  | { code: "interrupted_while_sending" };

/** Why a pay code's host was refused right before its send (the request guard's verdict). */
export type RefusedHostReason = Extract<
  PublicFetchErrorKind,
  "loopback" | "private_network" | "not_https" | "unreachable"
>;

/**
 * A send of the bot that pays the invoice with this payment hash, noted
 * before the payment leaves (the payee's "paid" event may arrive before the
 * gateway's answer to the payer).
 */
export interface PaymentByHash {
  /** The payer's operation. */
  operationId: string;
  userId: number;
  /** The invoice was made by the bot on another user's account (a tip): that flow announces it. */
  toAccount: boolean;
  /**
   * The LNURL pay code (or lightning address, as its LNURL) the send paid
   * through, when it was one: the payer is named to the payee only when it
   * is the payee's own code. Absent for an invoice pasted as it was.
   */
  payCode?: string | undefined;
}

/** How long a paid hash is remembered for the payee's event (the gateway's retries end long before). */
const PAYMENT_BY_HASH_TTL_MS = 30 * 24 * 60 * 60_000;

/**
 * How many operations each part of a user's history keeps (see
 * `HISTORY_PART`): older ones drop off the list and are deleted, except
 * pending and unknown ones, which stay until settled.
 */
export const HISTORY_LENGTH = 200;

/**
 * Which part of the history an operation is kept in: what the user did
 * ("own") or what others did to them ("received": anyone can send them any
 * number of tips). Each part keeps its own newest HISTORY_LENGTH entries,
 * so a flood of received entries only pushes out older received ones. A new
 * kind must be placed here (the compiler asks for it).
 */
const HISTORY_PART = {
  invoice: "own",
  payment: "own",
  withdrawal: "own",
  "tip-sent": "own",
  "tip-received": "received",
  received: "received",
  voucher: "own",
} as const satisfies Record<OperationKind, "own" | "received">;

/**
 * The history list holds ids, newest first, one list for both parts (so it
 * pages in order); a received entry is stored as `in:<id>` (ids never hold a
 * colon). Lists written before parts existed hold bare ids: counted as own.
 */
const RECEIVED_MARK = "in:";

function historyEntry(op: Pick<Operation, "id" | "kind">): string {
  return HISTORY_PART[op.kind] === "received" ? `${RECEIVED_MARK}${op.id}` : op.id;
}

function idOfEntry(entry: string): string {
  return entry.startsWith(RECEIVED_MARK) ? entry.slice(RECEIVED_MARK.length) : entry;
}

/**
 * Money still in doubt or in progress: never evicted, whatever its age. An
 * unpaid invoice of ours is no money in doubt (nothing left the account), so
 * it ages out like any settled entry; a late payment of it is still announced
 * as money received.
 */
function mustStay(op: Operation | undefined): boolean {
  return (op?.state === "pending" && op.kind !== "invoice") || op?.state === "unknown";
}

/** One UTC day's settled money of a person: paid in, and sent out with its fees. */
export interface DayTotals {
  /** The UTC day, "2026-11-22". */
  day: string;
  inSat: number;
  outSat: number;
}

/** Days of totals kept per person (the Mini App's chart shows 30). */
export const DAILY_TOTALS_DAYS = 31;

const DAY_MS = 86_400_000;

/**
 * A person's per-UTC-day totals, one record read whole by the chart:
 * `days` maps a day to [inSat, outSat]; days older than DAILY_TOTALS_DAYS
 * are dropped on each write, and the record expires when the person has
 * settled nothing for that long (it is then rebuilt from the history).
 */
interface TotalsRecord {
  days: Record<string, [inSat: number, outSat: number]>;
}

/** What an operation counts towards its day: settled money only (as the chart always showed it). */
function moneyOf(op: Operation | undefined): [inSat: number, outSat: number] {
  if (!op || op.amountUnknown) return [0, 0];
  const direction = MONEY_DIRECTION[op.kind];
  if (direction === "in" && op.state === "paid") return [op.amountSat, 0];
  if (direction === "out" && op.state === "sent") return [0, op.amountSat + (op.feeSat ?? 0)];
  return [0, 0];
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export class Ledger {
  readonly #store: Store;
  readonly #operations: Keyv<Operation>;
  readonly #history: Keyv<string[]>;
  readonly #invoices: Keyv<{ operationId: string }>;
  readonly #payments: Keyv<PaymentByHash>;
  readonly #totals: Keyv<TotalsRecord>;
  readonly #now: () => number;
  /** In-process listeners of changed operations (the Mini App's invoice status waits on them). */
  readonly #listeners = new Set<(op: Operation) => void>();

  constructor(store: Store, now: () => number = Date.now) {
    this.#store = store;
    this.#operations = store.keyv<Operation>("operations");
    this.#history = store.keyv<string[]>("history");
    this.#invoices = store.keyv<{ operationId: string }>("invoices");
    this.#payments = store.keyv<PaymentByHash>("payments-by-hash");
    this.#totals = store.keyv<TotalsRecord>("daily-totals");
    this.#now = now;
  }

  /** Writes a new operation (idempotent for the same id) and puts it at the top of the user's history. */
  async record(
    op: Omit<Operation, "createdAt" | "updatedAt"> & { createdAt?: number },
  ): Promise<Operation> {
    const now = this.#now();
    const full: Operation = { ...op, createdAt: op.createdAt ?? now, updatedAt: now };
    await this.#underHistoryLock(op.userId, async (signal) => {
      const existing = await this.#operations.get(op.id);
      const list = existing ? undefined : ((await this.#history.get(String(op.userId))) ?? []);
      let nextList: string[] | undefined;
      let dropped = new Set<string>();
      if (list) {
        const entry = historyEntry(full);
        nextList = [entry, ...list.filter((other) => idOfEntry(other) !== op.id)];
        dropped = await this.#evictable(nextList, entry.startsWith(RECEIVED_MARK));
      }
      const stored = existing ? { ...existing, ...full, createdAt: existing.createdAt } : full;
      const totals = await this.#totalsAfter(op.userId, existing, stored);
      signal.throwIfAborted();
      // Every write is started at once: a store that group-commits (SQLite)
      // writes them in one transaction, with one sync to disk instead of three.
      const writes: Array<Promise<unknown>> = [this.#operations.set(op.id, stored)];
      if (totals) writes.push(totals());
      if (nextList) {
        writes.push(
          this.#history.set(
            String(op.userId),
            dropped.size === 0 ? nextList : nextList.filter((other) => !dropped.has(other)),
          ),
        );
        for (const other of dropped) writes.push(this.#operations.delete(idOfEntry(other)));
      }
      if ((full.kind === "invoice" || full.kind === "voucher") && full.paymentHash) {
        writes.push(this.#invoices.set(full.paymentHash, { operationId: full.id }));
      }
      await Promise.all(writes);
    });
    return full;
  }

  /**
   * Runs a read-then-write of `userId`'s history under its lock. The work
   * checks the lock's signal before it writes; when the lease could not be
   * kept (another holder may come in), it stops there and is redone from
   * its reads under a new lease, so a write never rests on a stale read.
   */
  async #underHistoryLock<T>(
    userId: number,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#store.withLock(`history:${userId}`, work);
      } catch (error) {
        if (!(error instanceof LockLostError) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * The entries of one part of `list` (received or own) beyond its newest
   * HISTORY_LENGTH that may go: all but pending and unknown ones. Reads
   * only those operations, so a full history costs one or two reads.
   */
  async #evictable(list: string[], received: boolean): Promise<Set<string>> {
    const part = list.filter((entry) => entry.startsWith(RECEIVED_MARK) === received);
    const beyond = part.slice(HISTORY_LENGTH);
    if (beyond.length === 0) return new Set();
    const operations = await this.#operations.getMany(beyond.map(idOfEntry));
    return new Set(beyond.filter((_, index) => !mustStay(operations[index])));
  }

  /** Applies `change` to an operation; returns the updated one, or undefined when it is unknown. */
  async update(
    id: string,
    change: Partial<Omit<Operation, "id" | "userId" | "kind" | "createdAt">>,
  ): Promise<Operation | undefined> {
    const current = await this.#operations.get(id);
    if (!current) return undefined;
    const updated = await this.#underHistoryLock(current.userId, async (signal) => {
      const fresh = (await this.#operations.get(id)) ?? current;
      const next: Operation = { ...fresh, ...change, updatedAt: this.#now() };
      const totals = await this.#totalsAfter(current.userId, fresh, next);
      signal.throwIfAborted();
      await Promise.all([this.#operations.set(id, next), totals?.()]);
      return next;
    });
    this.#changed(updated);
    return updated;
  }

  /**
   * Calls `listener` with every operation this process changes from now on
   * (another replica's changes are not seen: readers poll the store too).
   * Returns the function that stops it.
   */
  onChange(listener: (op: Operation) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(op: Operation | undefined): void {
    if (!op) return;
    for (const listener of this.#listeners) {
      try {
        listener(op);
      } catch {
        // A listener's failure never changes what the ledger did.
      }
    }
  }

  /**
   * Applies `change` only when the operation, read under its history lock,
   * still passes `when` (e.g. still pending, so a late "paid" is never
   * overwritten); returns the updated operation, or undefined when unknown
   * or no longer passing.
   */
  async updateIf(
    id: string,
    when: (current: Operation) => boolean,
    change: Partial<Omit<Operation, "id" | "userId" | "kind" | "createdAt">>,
  ): Promise<Operation | undefined> {
    const current = await this.#operations.get(id);
    if (!current) return undefined;
    const updated = await this.#underHistoryLock(current.userId, async (signal) => {
      const fresh = (await this.#operations.get(id)) ?? current;
      if (!when(fresh)) return undefined;
      const next: Operation = { ...fresh, ...change, updatedAt: this.#now() };
      const totals = await this.#totalsAfter(current.userId, fresh, next);
      signal.throwIfAborted();
      await Promise.all([this.#operations.set(id, next), totals?.()]);
      return next;
    });
    this.#changed(updated);
    return updated;
  }

  /**
   * The write that moves `userId`'s daily totals from `before` to `after`
   * (one operation's change), or undefined when its money did not change.
   * Runs under the history lock, which guards the totals as it guards the
   * list. A person without totals yet (or whose record expired) gets them
   * rebuilt from the history first.
   */
  async #totalsAfter(
    userId: number,
    before: Operation | undefined,
    after: Operation,
  ): Promise<(() => Promise<unknown>) | undefined> {
    const [inBefore, outBefore] = moneyOf(before);
    const [inAfter, outAfter] = moneyOf(after);
    if (inBefore === inAfter && outBefore === outAfter) return undefined;
    const record =
      (await this.#totals.get(String(userId))) ?? (await this.#totalsFromHistory(userId));
    const day = utcDay(after.createdAt);
    const [inSat, outSat] = record.days[day] ?? [0, 0];
    record.days[day] = [inSat + inAfter - inBefore, outSat + outAfter - outBefore];
    return () => this.#writeTotals(userId, record);
  }

  /** The totals of the days still kept, counted from the operations in the history list. */
  async #totalsFromHistory(userId: number): Promise<TotalsRecord> {
    const record: TotalsRecord = { days: {} };
    const oldest = this.#oldestKeptDay();
    const ids = ((await this.#history.get(String(userId))) ?? []).map(idOfEntry);
    const operations = ids.length > 0 ? await this.#operations.getMany(ids) : [];
    for (const op of operations) {
      const [inSat, outSat] = moneyOf(op);
      if (!op || (inSat === 0 && outSat === 0)) continue;
      const day = utcDay(op.createdAt);
      if (day < oldest) continue;
      const [dayIn, dayOut] = record.days[day] ?? [0, 0];
      record.days[day] = [dayIn + inSat, dayOut + outSat];
    }
    return record;
  }

  #oldestKeptDay(): string {
    return utcDay(this.#now() - (DAILY_TOTALS_DAYS - 1) * DAY_MS);
  }

  /** Writes the record without the days no longer kept; it expires after the last kept day. */
  #writeTotals(userId: number, record: TotalsRecord): Promise<unknown> {
    const oldest = this.#oldestKeptDay();
    const days: TotalsRecord["days"] = {};
    for (const [day, totals] of Object.entries(record.days)) if (day >= oldest) days[day] = totals;
    return this.#totals.set(String(userId), { days }, DAILY_TOTALS_DAYS * DAY_MS);
  }

  /**
   * `userId`'s settled money in and out per UTC day over the last `days`
   * days (at most DAILY_TOTALS_DAYS), oldest first: one read of totals kept
   * as operations settle, whatever the length of the history. A person
   * without totals yet has them counted from the history once.
   */
  async dailyTotals(userId: number, days: number): Promise<DayTotals[]> {
    let record = await this.#totals.get(String(userId));
    if (!record) {
      record = await this.#underHistoryLock(userId, async (signal) => {
        const kept = await this.#totals.get(String(userId));
        if (kept) return kept;
        const counted = await this.#totalsFromHistory(userId);
        signal.throwIfAborted();
        await this.#writeTotals(userId, counted);
        return counted;
      });
    }
    const today = Date.parse(`${utcDay(this.#now())}T00:00:00Z`);
    const result: DayTotals[] = [];
    for (let back = Math.min(days, DAILY_TOTALS_DAYS) - 1; back >= 0; back--) {
      const day = utcDay(today - back * DAY_MS);
      const [inSat, outSat] = record.days[day] ?? [0, 0];
      result.push({ day, inSat, outSat });
    }
    return result;
  }

  async get(id: string): Promise<Operation | undefined> {
    return this.#operations.get(id);
  }

  /** The invoice operation (an invoice of ours, or a voucher's) with this payment hash. */
  async findInvoice(paymentHash: string): Promise<Operation | undefined> {
    const entry = await this.#invoices.get(paymentHash);
    return entry ? this.#operations.get(entry.operationId) : undefined;
  }

  /** Notes that a send of the bot is about to pay the invoice with `paymentHash`. */
  async notePayment(paymentHash: string, payment: PaymentByHash): Promise<void> {
    await this.#payments.set(paymentHash, payment, PAYMENT_BY_HASH_TTL_MS);
  }

  /** The send of the bot that paid (or is paying) the invoice with `paymentHash`, if any. */
  async findPayment(paymentHash: string): Promise<PaymentByHash | undefined> {
    return this.#payments.get(paymentHash);
  }

  /**
   * A page of the user's history, newest first, plus the total count: one
   * read of the list (bounded: HISTORY_LENGTH entries a part, plus money
   * in doubt) and one of the page's operations, however deep the page.
   */
  async page(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ operations: Operation[]; total: number }> {
    const ids = (await this.#history.get(String(userId))) ?? [];
    const slice = ids.slice(offset, offset + limit).map(idOfEntry);
    // One read for the page's operations (one query on SQLite and PostgreSQL, MGET on Redis).
    const found = slice.length > 0 ? await this.#operations.getMany(slice) : [];
    const operations = found.filter((op): op is Operation => op !== undefined);
    return { operations, total: ids.length };
  }
}
