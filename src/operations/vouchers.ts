/**
 * Redeeming vouchers (LNURL-withdraw, LUD-03) into a user's own account.
 * Nothing leaves the user's account: the bot makes an invoice there (4.2)
 * and hands it to the voucher's service, which pays it. In order:
 *
 *   read the voucher (through the request guard)     → its callback, k1, range
 *   one-use claim `voucher:<key>#<attempt>`           (insert-if-absent; key = SHA-256 of callback and k1)
 *   invoice of the amount on the user's account (4.2)
 *   listed by its invoice's expiry (one record per attempt, in a bucket per minute)
 *   history: "pending", with the invoice's payment hash (the paid event finds it)
 *   callback `<callback>?k1=…&pr=<invoice>` (through the guard), once
 *   the service's verdict: OK → waits for the payment; ERROR → failed, in its words;
 *                          no readable answer → waits too (it may still pay)
 *   paid event (notifications) → "paid"; the invoice's expiry (sweeper) → "expired"
 *
 * A voucher is tried again only when its last attempt certainly brought
 * nothing: the invoice could not be made, the service refused, the
 * callback was refused by the guard before it left, or the invoice expired
 * unpaid. A second attempt at once (double paste, redelivered update,
 * another replica) loses the claim and is told what the first did. An
 * attempt cut off (a crash, a store error) before its callback is given up
 * after `CALLBACK_DEADLINE_MS`: its holder sends no callback later than
 * that, and only then may another attempt start. That holds wherever it was
 * cut off: after its claim and before its record or its count (the claim
 * itself says when it was taken), or before it was marked "calling". Once
 * "calling", its callback may have left: it holds the voucher until its
 * invoice expired unpaid (the sweeper, `expireDue`).
 */
import { createHash } from "node:crypto";
import type Keyv from "keyv";
import type { Account } from "../accounts/accounts.ts";
import { decodeTrustedInvoice } from "../bitcoin/bolt11.ts";
import {
  readWithdrawRequest,
  readWithdrawVerdict,
  type WithdrawRequest,
  WithdrawRequestError,
  type WithdrawRequestReason,
  withdrawCallbackUrl,
} from "../bitcoin/lnurl.ts";
import type { Gateway } from "../gateway/client.ts";
import type { Logger } from "../logger.ts";
import {
  type PublicFetch,
  PublicFetchError,
  type PublicFetchErrorKind,
} from "../net/public-fetch.ts";
import type { OrderedIndex, ScoredMember } from "../storage/ordered-index.ts";
import type { Store } from "../storage/types.ts";
import { newOperationId } from "./ids.ts";
import type { Ledger, Operation } from "./ledger.ts";

/** How long a voucher's attempts and claims are remembered (30 days). */
const VOUCHER_MEMORY_MS = 30 * 24 * 60 * 60_000;
/**
 * An attempt sends its callback within this long of its claim, or not at
 * all; an attempt still "claimed" after it was cut off, and another may start.
 */
export const CALLBACK_DEADLINE_MS = 5 * 60_000;
/** Expiry assumed for an invoice whose expiry cannot be read (BOLT #11's default, 1 h). */
const DEFAULT_INVOICE_EXPIRY_MS = 60 * 60_000;

/**
 * One attempt to redeem a voucher, as the store keeps it:
 * - claimed: the claim is won, no callback sent yet;
 * - calling: the invoice is made and in the history, the callback is (being) sent;
 * - accepted: the service said OK; its payment is awaited;
 * - unanswered: the service's answer could not be read; a payment may still come;
 * - refused: the service said ERROR (its words in `refusal`); nothing will come;
 * - failed: the invoice could not be made, or the guard refused the callback: nothing was sent;
 * - paid / expired: the payment came, or the invoice expired without it.
 */
export interface VoucherAttempt {
  voucherKey: string;
  attempt: number;
  userId: number;
  state:
    | "claimed"
    | "calling"
    | "accepted"
    | "unanswered"
    | "refused"
    | "failed"
    | "paid"
    | "expired";
  amountSat: number;
  host: string;
  claimedAt: number;
  /** The history entry, once the invoice is made. */
  operationId?: string | undefined;
  paymentHash?: string | undefined;
  invoiceExpiresAt?: number | undefined;
  /** The service's own words of an ERROR answer. */
  refusal?: string | undefined;
}

/** States after which the voucher may be tried again: this attempt brought, and will bring, nothing. */
const RETRYABLE: ReadonlySet<VoucherAttempt["state"]> = new Set(["refused", "failed", "expired"]);

/** True when the voucher may be tried again after `attempt` (none, or one that brought nothing). */
export function mayRetry(attempt: VoucherAttempt | undefined, now: number): boolean {
  return (
    attempt === undefined ||
    RETRYABLE.has(attempt.state) ||
    (attempt.state === "claimed" && now - attempt.claimedAt > CALLBACK_DEADLINE_MS)
  );
}

/** Why a voucher cannot be read: the guard's refusal or failure, or what its answer lacks. */
export type VoucherReadReason = PublicFetchErrorKind | WithdrawRequestReason;

/** A voucher read from its URL, or why not (`tag`: the kind of LNURL it is when it is no voucher). */
export type VoucherRead =
  | { ok: true; request: WithdrawRequest; host: string }
  | { ok: false; reason: VoucherReadReason; host: string; refusal?: string; tag?: string };

/** What became of a redemption. */
export type RedeemResult =
  /** The amount is outside the voucher's range: nothing happened. */
  | { status: "out_of_range" }
  /** Another attempt holds the voucher (or used it): `attempt` says how far it got, `yours` whose it is. */
  | { status: "taken"; attempt: VoucherAttempt | undefined; yours: boolean }
  /** The invoice could not be made (4.2): nothing was sent to the service. */
  | { status: "invoice_failed"; error: unknown }
  /** The guard refused the callback's address before anything was sent. */
  | { status: "callback_refused"; reason: PublicFetchErrorKind; host: string; operation: Operation }
  /** The attempt was held up past its deadline: the callback was not sent. */
  | { status: "not_sent"; operation: Operation }
  /** The service said OK: the payment is awaited (`operation` may be paid already). */
  | { status: "accepted"; operation: Operation }
  /** The service said ERROR, in its own words when it gave any. */
  | { status: "refused"; refusal: string | undefined; operation: Operation }
  /** No readable answer: the service may still pay until the invoice expires (`expiresAt`). */
  | { status: "unanswered"; operation: Operation; expiresAt: number };

export interface RedeemRequest {
  userId: number;
  account: Account;
  /** The voucher's URL (what was pasted or scanned), to know it again before it is read. */
  url: string;
  request: WithdrawRequest;
  /** The voucher's host, for history and logs. */
  host: string;
  amountSat: number;
  /** The message that shows the redemption, edited when it is paid or expires. */
  message?: Operation["message"];
}

export interface VouchersDeps {
  store: Store;
  ledger: Ledger;
  gateway: Gateway;
  publicFetch: PublicFetch;
  logger: Logger;
  now?: () => number;
}

export class Vouchers {
  readonly #deps: VouchersDeps;
  readonly #now: () => number;
  readonly #attempts: Keyv<VoucherAttempt>;
  /**
   * Attempts awaiting a payment, one record each, in buckets by the minute
   * their invoice expires (`<minute>:<slot>`): what `expireDue` looks at.
   * Each record expires by itself a while after its invoice did.
   */
  readonly #due: Keyv<DueEntry>;
  /** The last minute whose bucket `expireDue` went through (key "minute"). */
  readonly #swept: Keyv<number>;
  /**
   * Voucher URL (its SHA-256: the URL itself is a bearer secret) → voucher
   * key: a used voucher's service may no longer say what it was.
   */
  readonly #links: Keyv<string>;
  /**
   * The minutes that have a bucket (member and score: the minute), so a
   * sweep skips empty minutes in one read; a minute is put in before its
   * bucket's first entry, and taken out once swept.
   */
  readonly #minutes: OrderedIndex;
  /** True once this process knows no bucket is left unindexed (see #indexOld). */
  #indexedAll = false;

  constructor(deps: VouchersDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#attempts = deps.store.keyv<VoucherAttempt>("voucher-attempts");
    this.#due = deps.store.keyv<DueEntry>("vouchers-due");
    this.#swept = deps.store.keyv<number>("vouchers-due-swept");
    this.#links = deps.store.keyv<string>("voucher-links");
    this.#minutes = deps.store.orderedIndex("vouchers-due-minutes");
  }

  /**
   * Reads the voucher at `url` (LUD-03 step 3) through the request guard,
   * counted for `owner` (the user who gave it) when given. Never throws for
   * a bad voucher.
   */
  async read(url: URL, owner?: number): Promise<VoucherRead> {
    const host = url.host;
    let body: unknown;
    try {
      ({ body } = await this.#deps.publicFetch(
        url,
        owner !== undefined ? { owner: String(owner) } : {},
      ));
    } catch (error) {
      if (!(error instanceof PublicFetchError)) throw error;
      return { ok: false, reason: error.kind, host };
    }
    try {
      return { ok: true, request: readWithdrawRequest(body, host), host };
    } catch (error) {
      if (!(error instanceof WithdrawRequestError)) throw error;
      const tag =
        error.reason === "not_voucher" && body !== null && typeof body === "object"
          ? (body as { tag?: unknown }).tag
          : undefined;
      return {
        ok: false,
        reason: error.reason,
        host,
        ...(error.facts.refusal !== undefined ? { refusal: error.facts.refusal } : {}),
        ...(typeof tag === "string" ? { tag } : {}),
      };
    }
  }

  /** The latest attempt at this voucher through this bot, if any. */
  async lastAttempt(request: WithdrawRequest): Promise<VoucherAttempt | undefined> {
    return this.#lastAttemptOf(voucherKey(request));
  }

  /** The latest attempt at the voucher at `url` through this bot, if any (before reading it). */
  async lastAttemptAt(url: URL): Promise<VoucherAttempt | undefined> {
    const key = await this.#links.get(sha256(url.href));
    return key === undefined ? undefined : this.#lastAttemptOf(key);
  }

  async #lastAttemptOf(key: string): Promise<VoucherAttempt | undefined> {
    const count = await this.#turns(key);
    return count === 0 ? undefined : this.#attempts.get(attemptId(key, count - 1));
  }

  /**
   * How many attempts were claimed: the count, and past it every claim an
   * attempt took but did not count (cut off between its claim and its count).
   */
  async #turns(key: string): Promise<number> {
    const store = this.#deps.store;
    let count = await store.readCounter(counterKey(key));
    while ((await store.readClaim(`voucher:${attemptId(key, count)}`)) !== undefined) count += 1;
    return count;
  }

  /** Redeems `amountSat` of the voucher into `account` (see the module comment for the steps). */
  async redeem(input: RedeemRequest): Promise<RedeemResult> {
    const { request, amountSat, userId } = input;
    if (
      !Number.isSafeInteger(amountSat) ||
      amountSat < request.minSat ||
      amountSat > request.maxSat
    ) {
      return { status: "out_of_range" };
    }
    const key = voucherKey(request);
    const claimed = await this.#claim(key, input);
    if (claimed.status === "taken") return claimed;
    const attempt = claimed.attempt;
    const log = this.#deps.logger.child({ voucher: key.slice(0, 12), attempt: attempt.attempt });

    let created: { id: string; invoice: string };
    try {
      created = await this.#deps.gateway
        .account(input.account.credentials)
        // Read clipped to 200 UTF-16 units: at most 600 bytes, within BOLT #11's 639.
        .createInvoice(amountSat, request.description);
    } catch (error) {
      log.warn({ err: error }, "voucher: invoice could not be made; nothing sent to the service");
      await this.#save({ ...attempt, state: "failed" });
      return { status: "invoice_failed", error };
    }
    let invoiceExpiresAt: number;
    try {
      invoiceExpiresAt = decodeTrustedInvoice(created.invoice).expiresAt.getTime();
    } catch {
      invoiceExpiresAt = this.#now() + DEFAULT_INVOICE_EXPIRY_MS;
    }
    const operationId = newOperationId();
    // Listed before the history entry: an entry a crash leaves pending is still ended at expiry.
    await this.#listDue(attemptId(key, attempt.attempt), operationId, invoiceExpiresAt);
    // In the history before the callback: the service may pay before it answers.
    const operation = await this.#deps.ledger.record({
      id: operationId,
      userId,
      kind: "voucher",
      state: "pending",
      amountSat,
      description: request.description || undefined,
      counterpart: input.host,
      paymentHash: created.id,
      ...(input.message ? { message: input.message } : {}),
    });
    const calling: VoucherAttempt = {
      ...attempt,
      state: "calling",
      operationId: operation.id,
      paymentHash: created.id,
      invoiceExpiresAt,
    };
    await this.#save(calling);

    if (this.#now() - attempt.claimedAt > CALLBACK_DEADLINE_MS) {
      // Too late: another attempt may have started meanwhile. This one sends nothing.
      log.warn("voucher: callback deadline passed before sending; not sent");
      return { status: "not_sent", operation: await this.#end(calling, operation, "failed") };
    }
    const url = withdrawCallbackUrl(request.callback, request.k1, created.invoice);
    let body: unknown;
    try {
      ({ body } = await this.#deps.publicFetch(url));
    } catch (error) {
      if (!(error instanceof PublicFetchError)) throw error;
      if (
        error.kind === "loopback" ||
        error.kind === "private_network" ||
        error.kind === "not_https"
      ) {
        // Refused before connecting: the service never saw the invoice.
        log.info({ host: url.host, reason: error.kind }, "voucher: callback refused by the guard");
        return {
          status: "callback_refused",
          reason: error.kind,
          host: url.host,
          operation: await this.#end(calling, operation, "failed"),
        };
      }
      // It may have arrived: the service may still pay, until the invoice expires.
      log.warn({ host: url.host, reason: error.kind }, "voucher: callback not answered");
      await this.#save({ ...calling, state: "unanswered" });
      return {
        status: "unanswered",
        operation: await this.#fresh(operation),
        expiresAt: invoiceExpiresAt,
      };
    }
    const verdict = readWithdrawVerdict(body);
    if (verdict.ok) {
      log.info({ host: input.host }, "voucher: the service accepted the invoice");
      await this.#save({ ...calling, state: "accepted" });
      return { status: "accepted", operation: await this.#fresh(operation) };
    }
    if (verdict.reason === "not_lnurl") {
      log.warn({ host: input.host }, "voucher: the service's answer is not LNURL");
      await this.#save({ ...calling, state: "unanswered" });
      return {
        status: "unanswered",
        operation: await this.#fresh(operation),
        expiresAt: invoiceExpiresAt,
      };
    }
    const refusal = verdict.reason === "refused" ? verdict.refusal : undefined;
    log.info({ host: input.host }, "voucher: the service refused");
    return {
      status: "refused",
      refusal,
      operation: await this.#end(calling, operation, "refused", refusal),
    };
  }

  /**
   * Ends the attempts whose invoice expired unpaid: their history entries
   * turn "expired" (unless paid meanwhile) and are returned, to tell their
   * owners. Reads which minutes since its last run have a bucket in one
   * index read, and goes through those only, so a round after a long stop
   * or a clock jump costs what is due, not one read per minute passed. Safe
   * on several replicas: each entry changes once. `signal` stops a round
   * between two entries (at shutdown): what was ended so far is returned,
   * and the next round goes on where this one stopped (every step is
   * redone safely: an entry already expired is not ended twice).
   */
  async expireDue(signal?: AbortSignal): Promise<Operation[]> {
    await this.#moveOldList();
    const now = this.#now();
    const current = minuteOf(now);
    const stored = await this.#swept.get("minute");
    // Anything listed before this round (maybe by an earlier version, without the index).
    const listedBefore =
      !this.#indexedAll &&
      (stored !== undefined || (await this.#deps.store.readClaim(SWEEP_ORIGIN)) !== undefined);
    const swept = stored ?? (await this.#sweptFrom(current));
    const indexedTo = await this.#indexOld(swept, current, listedBefore);
    const last = Math.min(current, indexedTo);
    const expired: Operation[] = [];
    const minutes = await this.#minutes.range(MINUTES_KEY, {
      ascending: true,
      above: swept,
      below: last + 1,
      limit: MAX_MINUTES_PER_SWEEP,
    });
    for (const { score: minute } of minutes) {
      const slots = await this.#deps.store.readCounter(dueCounterKey(minute));
      for (let slot = 0; slot < slots; slot++) {
        if (signal?.aborted) return expired;
        const id = `${minute}:${slot}`;
        const entry = await this.#due.get(id);
        if (!entry || entry.expiresAt > now) continue;
        const ended = await this.#expire(entry);
        if (ended) expired.push(ended);
        await this.#due.delete(id);
      }
      // A bucket is done once its minute passed: entries are listed in a later minute than now.
      if (minute < current) {
        await this.#minutes.remove(MINUTES_KEY, [String(minute)]);
        await this.#swept.set("minute", minute);
      }
    }
    // The minutes between carry no bucket: passed at once (unless this round read only a page of them).
    const passed = Math.min(current - 1, last);
    if (minutes.length < MAX_MINUTES_PER_SWEEP && passed > swept) {
      await this.#swept.set(
        "minute",
        Math.max(passed, (await this.#swept.get("minute")) ?? passed),
      );
    }
    return expired;
  }

  /**
   * Buckets listed by an earlier version, which kept no index of minutes:
   * on a store such a version swept, the minutes from its last sweep to two
   * days ahead (beyond any invoice's expiry) are read one by one, at most
   * `OLD_MINUTES_PER_ROUND` a round, and those with a bucket put in the
   * index; returns the last minute known indexed (a round sweeps no
   * further). Once done, never again on this store; not at all on a store
   * where nothing was listed before its first sweep by this version (a
   * listing by this version first costs the scan once, needlessly but safely).
   */
  async #indexOld(swept: number, current: number, listedBefore: boolean): Promise<number> {
    if (this.#indexedAll) return Number.POSITIVE_INFINITY;
    const end = await this.#swept.get("old-end");
    if (end === undefined) {
      if (!listedBefore) {
        await this.#swept.set("old-end", 0);
        this.#indexedAll = true;
        return Number.POSITIVE_INFINITY;
      }
      await this.#swept.set("old-end", current + OLD_MINUTES_AHEAD);
      return this.#indexOld(swept, current, listedBefore);
    }
    const from = Math.max(swept, (await this.#swept.get("old-indexed")) ?? swept);
    if (from >= end) {
      this.#indexedAll = true;
      return Number.POSITIVE_INFINITY;
    }
    const to = Math.min(end, from + OLD_MINUTES_PER_ROUND);
    const found: ScoredMember[] = [];
    for (let minute = from + 1; minute <= to; minute++) {
      if ((await this.#deps.store.readCounter(dueCounterKey(minute))) > 0) {
        found.push({ member: String(minute), score: minute });
      }
    }
    if (found.length > 0) await this.#minutes.add(MINUTES_KEY, found);
    await this.#swept.set("old-indexed", to);
    this.#deps.logger.info({ from, to, found: found.length }, "voucher buckets indexed");
    return to;
  }

  /** One entry due: its history entry expired (unless paid), its attempt ended if it awaited a payment. */
  async #expire(entry: DueEntry): Promise<Operation | undefined> {
    const ended = await this.#deps.ledger.updateIf(
      entry.operationId,
      (current) => current.state === "pending",
      { state: "expired" },
    );
    const attempt = await this.#attempts.get(entry.attempt);
    if (attempt && AWAITING.has(attempt.state) && attempt.operationId === entry.operationId) {
      const current = ended ?? (await this.#deps.ledger.get(entry.operationId));
      await this.#save({ ...attempt, state: current?.state === "paid" ? "paid" : "expired" });
    }
    return ended;
  }

  /** Where the sweep starts on a store that never had one: the first minute anything was listed, or now. */
  async #sweptFrom(current: number): Promise<number> {
    const store = this.#deps.store;
    await store.claim(SWEEP_ORIGIN, String(current - 1));
    return Number(await store.readClaim(SWEEP_ORIGIN)) || current - 1;
  }

  /**
   * Moves the list an earlier version kept in one record (`vouchers-open`,
   * "all") to the buckets, once; the record is then deleted.
   */
  async #moveOldList(): Promise<void> {
    const old = this.#deps.store.keyv<Record<string, { expiresAt: number }>>("vouchers-open");
    const entries = await old.get("all");
    if (!entries) return;
    for (const [id, { expiresAt }] of Object.entries(entries)) {
      const attempt = await this.#attempts.get(id);
      if (attempt?.operationId) await this.#listDue(id, attempt.operationId, expiresAt);
    }
    await old.delete("all");
    this.#deps.logger.info({ count: Object.keys(entries).length }, "voucher list moved to buckets");
  }

  /**
   * Takes the next attempt at the voucher, or says who holds it. A turn
   * whose holder was cut off before its callback (its claim older than the
   * deadline, with no record or a record still "claimed") is passed over.
   */
  async #claim(
    key: string,
    input: RedeemRequest,
  ): Promise<
    { status: "claimed"; attempt: VoucherAttempt } | Extract<RedeemResult, { status: "taken" }>
  > {
    const store = this.#deps.store;
    const now = this.#now();
    let index = await this.#turns(key);
    for (let passed = 0; ; passed++) {
      if (index > 0) {
        const previous = await this.#turn(key, index - 1, now);
        if (!previous.over) return this.#taken(previous, input);
      }
      const won = await store.claim(
        `voucher:${attemptId(key, index)}`,
        JSON.stringify({ userId: input.userId, at: now }),
        VOUCHER_MEMORY_MS,
      );
      if (won) break;
      // Another attempt took this turn: a moment ago (it may not have written its record yet),
      // or long ago and was cut off.
      const holder = await this.#turn(key, index, now);
      if (!holder.over || passed >= MAX_TURNS_PASSED) return this.#taken(holder, input);
      index += 1;
    }
    const attempt: VoucherAttempt = {
      voucherKey: key,
      attempt: index,
      userId: input.userId,
      state: "claimed",
      amountSat: input.amountSat,
      host: input.host,
      claimedAt: now,
    };
    // The record first, the count after: whoever sees the count finds the record.
    await this.#save(attempt);
    await this.#links.set(sha256(new URL(input.url).href), key, VOUCHER_MEMORY_MS);
    await store.increment(counterKey(key), 1, VOUCHER_MEMORY_MS);
    return { status: "claimed", attempt };
  }

  /**
   * Turn `index` of a voucher as its record and claim tell it: `over` when it
   * brought and will bring nothing (or was never taken). A claim without a
   * record is one being written, or one cut off: over once the deadline passed.
   */
  async #turn(
    key: string,
    index: number,
    now: number,
  ): Promise<{ attempt: VoucherAttempt | undefined; owner: number | undefined; over: boolean }> {
    const attempt = await this.#attempts.get(attemptId(key, index));
    if (attempt) return { attempt, owner: attempt.userId, over: mayRetry(attempt, now) };
    const claim = parseClaim(await this.#deps.store.readClaim(`voucher:${attemptId(key, index)}`));
    return {
      attempt: undefined,
      owner: claim?.userId,
      over:
        claim === undefined || (claim.at !== undefined && now - claim.at > CALLBACK_DEADLINE_MS),
    };
  }

  #taken(
    turn: { attempt: VoucherAttempt | undefined; owner: number | undefined },
    input: RedeemRequest,
  ): Extract<RedeemResult, { status: "taken" }> {
    return { status: "taken", attempt: turn.attempt, yours: turn.owner === input.userId };
  }

  /**
   * Ends an attempt that brought nothing (the service refused, or the
   * callback never left): off the open list, its history entry failed
   * (unless a payment came after all). Returns the entry as it now is.
   */
  async #end(
    attempt: VoucherAttempt,
    operation: Operation,
    state: "refused" | "failed",
    refusal?: string,
  ): Promise<Operation> {
    // Its bucket entry stays: at expiry it finds the attempt ended and the entry not pending.
    await this.#save({ ...attempt, state, ...(refusal ? { refusal } : {}) });
    const ended = await this.#deps.ledger.updateIf(
      operation.id,
      (current) => current.state === "pending",
      { state: "failed", ...(refusal ? { reason: refusal } : {}) },
    );
    return ended ?? (await this.#fresh(operation));
  }

  async #fresh(operation: Operation): Promise<Operation> {
    return (await this.#deps.ledger.get(operation.id)) ?? operation;
  }

  async #save(attempt: VoucherAttempt): Promise<void> {
    await this.#attempts.set(
      attemptId(attempt.voucherKey, attempt.attempt),
      attempt,
      VOUCHER_MEMORY_MS,
    );
  }

  /**
   * Lists an attempt as awaiting its payment until `expiresAt`: one record in
   * the bucket of that minute (never one already swept), at a slot the
   * bucket's atomic counter hands out; both expire a day after the invoice.
   */
  async #listDue(attempt: string, operationId: string, expiresAt: number): Promise<void> {
    const now = this.#now();
    // A bucket later than the current minute: never one a sweep (maybe on another replica) passed.
    const minute = Math.max(minuteOf(expiresAt), minuteOf(now) + 1);
    const keepMs = (minute + 1) * 60_000 - now + DUE_KEEP_MS;
    // The first listing on a store marks where its first sweep starts (later ones find it taken).
    await this.#deps.store.claim(SWEEP_ORIGIN, String(minuteOf(now)));
    // In the index before the bucket's first entry: a sweep finds every bucket with an entry.
    await this.#minutes.add(MINUTES_KEY, [{ member: String(minute), score: minute }]);
    const slot = (await this.#deps.store.increment(dueCounterKey(minute), 1, keepMs)) - 1;
    await this.#due.set(`${minute}:${slot}`, { attempt, operationId, expiresAt }, keepMs);
  }
}

/** An attempt awaiting its payment, as its bucket lists it. */
interface DueEntry {
  /** `<voucher key>#<attempt>`. */
  attempt: string;
  operationId: string;
  /** The invoice's expiry (epoch ms). */
  expiresAt: number;
}

/** States in which an attempt awaits its payment. */
const AWAITING: ReadonlySet<VoucherAttempt["state"]> = new Set([
  "calling",
  "accepted",
  "unanswered",
]);
/** How long a bucket entry outlives its invoice (the sweep runs every few seconds: ample). */
const DUE_KEEP_MS = 24 * 60 * 60_000;
/** The most minutes with a bucket one sweep goes through; the next goes on. */
const MAX_MINUTES_PER_SWEEP = 24 * 60;
/** The one key of the index of minutes. */
const MINUTES_KEY = "all";
/** How far ahead an earlier version may have listed buckets (two days: beyond any invoice's expiry). */
const OLD_MINUTES_AHEAD = 2 * 24 * 60;
/** How many minutes of an earlier version's buckets one round reads (see #indexOld). */
const OLD_MINUTES_PER_ROUND = 240;
/** The claim holding the minute before anything was first swept. */
const SWEEP_ORIGIN = "vouchers-due-origin";
/** How many cut-off turns one attempt passes over before it gives up (and says taken). */
const MAX_TURNS_PASSED = 20;

function minuteOf(ms: number): number {
  return Math.floor(ms / 60_000);
}

function dueCounterKey(minute: number): string {
  return `vouchers-due:${minute}`;
}

/** The voucher's identity across users and replicas: SHA-256 of its callback and k1. */
export function voucherKey(request: Pick<WithdrawRequest, "callback" | "k1">): string {
  return sha256(`${request.callback}\n${request.k1}`);
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function attemptId(key: string, attempt: number): string {
  return `${key}#${attempt}`;
}

function counterKey(key: string): string {
  return `voucher-attempts:${key}`;
}

/** A voucher claim's value: who took it and when; undefined when there is none. */
function parseClaim(
  claim: string | undefined,
): { userId: number | undefined; at: number | undefined } | undefined {
  if (claim === undefined) return undefined;
  try {
    const parsed = JSON.parse(claim) as { userId?: unknown; at?: unknown };
    return {
      userId: typeof parsed.userId === "number" ? parsed.userId : undefined,
      at: typeof parsed.at === "number" ? parsed.at : undefined,
    };
  } catch {
    return { userId: undefined, at: undefined };
  }
}
