/**
 * The operations ledger: every money operation of a user, written before it
 * is sent and updated after (docs/money-safety.md), and the per-user history
 * that /history and the Mini App page through. Invoices are indexed by
 * payment hash so a gateway event can find the message to update.
 *
 * The history is complete (nothing ages out) and each page costs the same
 * whatever its depth: every operation takes the next position in its
 * person's history (1, 2, 3, …, under the history lock), and the store's
 * ordered index `history` lists the positions per person, so a page is one
 * range read of the index and one read of the page's operations. The same
 * index keeps, under other keys of the person, the positions of each
 * filter the Mini App offers (money in, money out, pending, unknown).
 */
import type Keyv from "keyv";
import type { InvoiceErrorReason } from "../bitcoin/bolt11.ts";
import type { GatewayErrorKind, RequestProblem } from "../gateway/errors.ts";
import type { GatewayOperation } from "../gateway/types.ts";
import type { PublicFetchErrorKind } from "../net/public-fetch.ts";
import type { OrderedIndex, ScoredMember } from "../storage/ordered-index.ts";
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
  /** Its place in its person's history: 1 for their first operation (set by the ledger; given ones are ignored). */
  historyPosition?: number | undefined;
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
 * The parts of a person's history a page can be asked for: all of it, money
 * in or out (by kind), or what is pending or unknown now (by state).
 */
export type HistoryFilter = "all" | "in" | "out" | "pending" | "unknown";

/** The states with a filter of their own: an operation is listed there while in that state. */
const STATE_FILTERS = new Set<OperationState>(["pending", "unknown"]);

/** The ordered index's key of a person's filter: the user id for all of it, `<id>:<filter>` for a part. */
function indexKey(userId: number, filter: HistoryFilter): string {
  return filter === "all" ? String(userId) : `${userId}:${filter}`;
}

/** The filters (all included) an operation is listed under in its state. */
function filtersOf(op: Pick<Operation, "kind" | "state">): HistoryFilter[] {
  const filters: HistoryFilter[] = ["all", MONEY_DIRECTION[op.kind]];
  if (STATE_FILTERS.has(op.state)) filters.push(op.state as HistoryFilter);
  return filters;
}

/**
 * The history list that versions before the ordered index kept per person (Keyv
 * namespace `history`): ids, newest first, a received entry as `in:<id>`.
 * It is moved into the index on the person's first read or write.
 */
const LEGACY_RECEIVED_MARK = "in:";

function idOfLegacyEntry(entry: string): string {
  return entry.startsWith(LEGACY_RECEIVED_MARK) ? entry.slice(LEGACY_RECEIVED_MARK.length) : entry;
}

/** Operations read at a time when the daily totals are counted from the history. */
const TOTALS_BATCH = 200;

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
  readonly #index: OrderedIndex;
  readonly #legacyLists: Keyv<string[]>;
  readonly #invoices: Keyv<{ operationId: string }>;
  readonly #payments: Keyv<PaymentByHash>;
  readonly #totals: Keyv<TotalsRecord>;
  readonly #now: () => number;
  /** In-process listeners of changed operations (the Mini App's invoice status waits on them). */
  readonly #listeners = new Set<(op: Operation) => void>();

  constructor(store: Store, now: () => number = Date.now) {
    this.#store = store;
    this.#operations = store.keyv<Operation>("operations");
    this.#index = store.orderedIndex("history");
    this.#legacyLists = store.keyv<string[]>("history");
    this.#invoices = store.keyv<{ operationId: string }>("invoices");
    this.#payments = store.keyv<PaymentByHash>("payments-by-hash");
    this.#totals = store.keyv<TotalsRecord>("daily-totals");
    this.#now = now;
  }

  /**
   * Writes a new operation (idempotent for the same id: a second call
   * updates it in place) and puts it at the top of the user's history.
   */
  async record(
    op: Omit<Operation, "createdAt" | "updatedAt"> & { createdAt?: number },
  ): Promise<Operation> {
    const now = this.#now();
    const { historyPosition: _ignored, ...given } = op;
    let full: Operation = { ...given, createdAt: op.createdAt ?? now, updatedAt: now };
    await this.#underHistoryLock(op.userId, async (signal) => {
      const existing = await this.#operations.get(op.id);
      let stored: Operation;
      if (existing) {
        stored = {
          ...existing,
          ...full,
          createdAt: existing.createdAt,
          historyPosition: existing.historyPosition,
        };
      } else {
        const top = await this.#topPosition(op.userId, signal);
        full = { ...full, historyPosition: top + 1 };
        stored = full;
      }
      const totals = await this.#totalsAfter(op.userId, existing, stored, signal);
      signal.throwIfAborted();
      // Every write is started at once: a store that group-commits (SQLite)
      // writes them in one transaction, with one sync to disk instead of several.
      const writes: Array<Promise<unknown>> = [
        this.#operations.set(op.id, stored),
        ...this.#listingWrites(existing, stored),
      ];
      if (totals) writes.push(totals());
      if ((full.kind === "invoice" || full.kind === "voucher") && full.paymentHash) {
        writes.push(this.#invoices.set(full.paymentHash, { operationId: full.id }));
      }
      await Promise.all(writes);
    });
    return full;
  }

  /**
   * The index writes that move an operation from the filters it was listed
   * under (`before`, undefined for a new one) to those of `after`: a new
   * one enters all of its filters; a change of state moves it between the
   * state filters. Nothing for an operation without a position (one that
   * never was in a history list of an older version).
   */
  #listingWrites(before: Operation | undefined, after: Operation): Array<Promise<unknown>> {
    const position = after.historyPosition;
    if (position === undefined) return [];
    const was = new Set(before ? filtersOf(before) : []);
    const is = new Set(filtersOf(after));
    const writes: Array<Promise<unknown>> = [];
    for (const filter of is) {
      if (!was.has(filter)) {
        writes.push(
          this.#index.add(indexKey(after.userId, filter), [{ member: after.id, score: position }]),
        );
      }
    }
    for (const filter of was) {
      if (!is.has(filter))
        writes.push(this.#index.remove(indexKey(after.userId, filter), [after.id]));
    }
    return writes;
  }

  /**
   * The position of the newest entry of `userId`'s history (0 when empty),
   * under the history lock; a list of an older version is moved into the
   * index first.
   */
  async #topPosition(userId: number, signal: AbortSignal): Promise<number> {
    const [top] = await this.#index.range(indexKey(userId, "all"), { limit: 1 });
    if (top) return top.score;
    return this.#moveLegacyList(userId, signal);
  }

  /**
   * Moves `userId`'s history list of an older version (if any) into the
   * ordered index, under the history lock, and returns its length (the top
   * position). The oldest entry gets position 1. Written in an order that
   * makes a cut-off move safe to redo: the operations (with their
   * positions) and the filters first, then the whole list, in one write,
   * under the key the first read looks at, and the old list deleted last.
   */
  async #moveLegacyList(userId: number, signal: AbortSignal): Promise<number> {
    const list = await this.#legacyLists.get(String(userId));
    if (!list) return 0;
    if (list.length === 0) {
      await this.#legacyLists.delete(String(userId));
      return 0;
    }
    const ids = [...new Set(list.map(idOfLegacyEntry))];
    const operations = await this.#operations.getMany(ids);
    const all: ScoredMember[] = [];
    const parts = new Map<HistoryFilter, ScoredMember[]>();
    const writes: Array<Promise<unknown>> = [];
    for (const [index, id] of ids.entries()) {
      const position = ids.length - index;
      all.push({ member: id, score: position });
      const op = operations[index];
      if (!op) continue;
      writes.push(this.#operations.set(id, { ...op, historyPosition: position }));
      for (const filter of filtersOf(op)) {
        if (filter === "all") continue;
        const members = parts.get(filter) ?? [];
        members.push({ member: id, score: position });
        parts.set(filter, members);
      }
    }
    for (const [filter, members] of parts) {
      writes.push(this.#index.add(indexKey(userId, filter), members));
    }
    signal.throwIfAborted();
    await Promise.all(writes);
    signal.throwIfAborted();
    await this.#index.add(indexKey(userId, "all"), all);
    await this.#legacyLists.delete(String(userId));
    return ids.length;
  }

  /**
   * Moves an older version's list of `userId` into the index when their
   * history reads empty: one read more, for an empty history only.
   */
  async #movedIfListed(userId: number): Promise<boolean> {
    if (!(await this.#legacyLists.has(String(userId)))) return false;
    const top = await this.#underHistoryLock(userId, (signal) => this.#topPosition(userId, signal));
    return top > 0;
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
   * Applies `change` to an operation; returns the updated one, or undefined
   * when it is unknown. `owner`: its user when the caller knows it, which
   * saves reading the operation outside the history lock to find whose lock
   * to take (a wrong one is noticed under the lock and the change redone).
   */
  async update(
    id: string,
    change: Partial<Omit<Operation, "id" | "userId" | "kind" | "createdAt">>,
    owner?: number,
  ): Promise<Operation | undefined> {
    return this.#changeWhere(id, undefined, change, owner);
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
    return this.#changeWhere(id, when, change, undefined);
  }

  /** `update` and `updateIf`: the change made under the owner's history lock, on the operation read there. */
  async #changeWhere(
    id: string,
    when: ((current: Operation) => boolean) | undefined,
    change: Partial<Omit<Operation, "id" | "userId" | "kind" | "createdAt">>,
    owner: number | undefined,
  ): Promise<Operation | undefined> {
    let userId = owner ?? (await this.#operations.get(id))?.userId;
    for (;;) {
      if (userId === undefined) return undefined;
      const lockedFor: number = userId;
      const result = await this.#underHistoryLock(lockedFor, async (signal) => {
        const fresh = await this.#operations.get(id);
        // Operations are never deleted: a missing one never was, or the hint named the wrong user.
        if (!fresh || fresh.userId !== lockedFor) return { owner: fresh?.userId };
        if (when && !when(fresh)) return { updated: undefined };
        const next: Operation = {
          ...fresh,
          ...change,
          historyPosition: fresh.historyPosition,
          updatedAt: this.#now(),
        };
        const totals = await this.#totalsAfter(lockedFor, fresh, next, signal);
        signal.throwIfAborted();
        await Promise.all([
          this.#operations.set(id, next),
          ...this.#listingWrites(fresh, next),
          totals?.(),
        ]);
        return { updated: next };
      });
      if ("updated" in result) {
        this.#changed(result.updated);
        return result.updated;
      }
      if (result.owner === undefined || result.owner === lockedFor) return undefined;
      userId = result.owner;
    }
  }

  /**
   * The write that moves `userId`'s daily totals from `before` to `after`
   * (one operation's change), or undefined when its money did not change.
   * Runs under the history lock, which guards the totals as it guards the
   * history's positions. A person without totals yet (or whose record expired) gets them
   * rebuilt from the history first.
   */
  async #totalsAfter(
    userId: number,
    before: Operation | undefined,
    after: Operation,
    signal: AbortSignal,
  ): Promise<(() => Promise<unknown>) | undefined> {
    const [inBefore, outBefore] = moneyOf(before);
    const [inAfter, outAfter] = moneyOf(after);
    if (inBefore === inAfter && outBefore === outAfter) return undefined;
    const record =
      (await this.#totals.get(String(userId))) ?? (await this.#totalsFromHistory(userId, signal));
    const day = utcDay(after.createdAt);
    const [inSat, outSat] = record.days[day] ?? [0, 0];
    record.days[day] = [inSat + inAfter - inBefore, outSat + outAfter - outBefore];
    return () => this.#writeTotals(userId, record);
  }

  /**
   * The totals of the days still kept, counted from the history, newest
   * first, until a batch holds nothing as recent (under the history lock).
   */
  async #totalsFromHistory(userId: number, signal: AbortSignal): Promise<TotalsRecord> {
    const record: TotalsRecord = { days: {} };
    const oldest = this.#oldestKeptDay();
    let below = (await this.#topPosition(userId, signal)) + 1;
    for (;;) {
      const listed = await this.#index.range(indexKey(userId, "all"), {
        limit: TOTALS_BATCH,
        below,
      });
      const operations =
        listed.length > 0 ? await this.#operations.getMany(listed.map((m) => m.member)) : [];
      let recent = false;
      for (const op of operations) {
        if (!op) continue;
        const day = utcDay(op.createdAt);
        if (day < oldest) continue;
        recent = true;
        const [inSat, outSat] = moneyOf(op);
        if (inSat === 0 && outSat === 0) continue;
        const [dayIn, dayOut] = record.days[day] ?? [0, 0];
        record.days[day] = [dayIn + inSat, dayOut + outSat];
      }
      const last = listed.at(-1);
      if (!recent || !last || listed.length < TOTALS_BATCH) return record;
      below = last.score;
    }
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
        const counted = await this.#totalsFromHistory(userId, signal);
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
   * A page of the user's history, newest first, `offset` entries down from
   * the newest, plus the total count: one range read of the index (two
   * below the first page, which reads the top first) and one read of the
   * page's operations, however deep the page.
   */
  async page(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ operations: Operation[]; total: number }> {
    const key = indexKey(userId, "all");
    let listed: ScoredMember[];
    let total: number;
    if (offset === 0) {
      listed = await this.#index.range(key, { limit });
      total = listed[0]?.score ?? 0;
    } else {
      total = (await this.#index.range(key, { limit: 1 }))[0]?.score ?? 0;
      listed =
        total > offset ? await this.#index.range(key, { limit, below: total - offset + 1 }) : [];
    }
    if (total === 0 && (await this.#movedIfListed(userId))) return this.page(userId, offset, limit);
    return { operations: await this.#operationsOf(listed), total };
  }

  /**
   * A page of one part of the user's history (see HistoryFilter), newest
   * first, starting below position `before` (undefined: from the newest):
   * one range read of the index and one read of the page's operations,
   * whatever the filter and the depth. `next` is where the following page
   * starts, undefined when there is none.
   */
  async pageBefore(
    userId: number,
    options: { filter: HistoryFilter; before?: number | undefined; limit: number },
  ): Promise<{ operations: Operation[]; next: number | undefined }> {
    // One more than asked tells whether a next page exists.
    const listed = await this.#index.range(indexKey(userId, options.filter), {
      limit: options.limit + 1,
      below: options.before,
    });
    if (
      listed.length === 0 &&
      options.before === undefined &&
      (await this.#movedIfListed(userId))
    ) {
      return this.pageBefore(userId, options);
    }
    const shown = listed.slice(0, options.limit);
    return {
      operations: await this.#operationsOf(shown),
      next: listed.length > options.limit ? shown.at(-1)?.score : undefined,
    };
  }

  /** The operations the index lists, in its order, in one read (one query on SQL, MGET on Redis). */
  async #operationsOf(listed: readonly ScoredMember[]): Promise<Operation[]> {
    if (listed.length === 0) return [];
    const found = await this.#operations.getMany(listed.map((entry) => entry.member));
    return found.filter((op): op is Operation => op !== undefined);
  }
}
