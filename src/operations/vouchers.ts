/**
 * Redeeming vouchers (LNURL-withdraw, LUD-03) into a user's own account.
 * Nothing leaves the user's account: the bot makes an invoice there (4.2)
 * and hands it to the voucher's service, which pays it. In order:
 *
 *   read the voucher (through the request guard)     → its callback, k1, range
 *   one-use claim `voucher:<key>#<attempt>`           (insert-if-absent; key = SHA-256 of callback and k1)
 *   invoice of the amount on the user's account (4.2)
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
 * attempt cut off by a crash before its callback is given up after
 * `CALLBACK_DEADLINE_MS`: its holder sends no callback later than that,
 * and only then may another attempt start.
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
  /** Attempts awaiting a payment, by `<key>#<attempt>`: what `expireDue` looks at. */
  readonly #open: Keyv<Record<string, { expiresAt: number }>>;
  /**
   * Voucher URL (its SHA-256: the URL itself is a bearer secret) → voucher
   * key: a used voucher's service may no longer say what it was.
   */
  readonly #links: Keyv<string>;

  constructor(deps: VouchersDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#attempts = deps.store.keyv<VoucherAttempt>("voucher-attempts");
    this.#open = deps.store.keyv<Record<string, { expiresAt: number }>>("vouchers-open");
    this.#links = deps.store.keyv<string>("voucher-links");
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
    const count = await this.#deps.store.readCounter(counterKey(key));
    return count === 0 ? undefined : this.#attempts.get(attemptId(key, count - 1));
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
    // In the history before the callback: the service may pay before it answers.
    const operation = await this.#deps.ledger.record({
      id: newOperationId(),
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
    await this.#listOpen(calling);

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
   * owners. Safe on several replicas: each entry changes once.
   */
  async expireDue(): Promise<Operation[]> {
    const now = this.#now();
    const expired: Operation[] = [];
    for (const [id, entry] of Object.entries(await this.#openEntries())) {
      if (entry.expiresAt > now) continue;
      const attempt = await this.#attempts.get(id);
      if (attempt?.operationId) {
        const ended = await this.#deps.ledger.updateIf(
          attempt.operationId,
          (current) => current.state === "pending",
          { state: "expired" },
        );
        const current = ended ?? (await this.#deps.ledger.get(attempt.operationId));
        await this.#save({ ...attempt, state: current?.state === "paid" ? "paid" : "expired" });
        if (ended) expired.push(ended);
      }
      await this.#unlistOpen(id);
    }
    return expired;
  }

  /** Takes the next attempt at the voucher, or says who holds it. */
  async #claim(
    key: string,
    input: RedeemRequest,
  ): Promise<
    { status: "claimed"; attempt: VoucherAttempt } | Extract<RedeemResult, { status: "taken" }>
  > {
    const store = this.#deps.store;
    const count = await store.readCounter(counterKey(key));
    const previous = count === 0 ? undefined : await this.#attempts.get(attemptId(key, count - 1));
    const now = this.#now();
    // An attempt counted but not found is one being written (or lost): never taken as done.
    if (count > 0 && (!previous || !mayRetry(previous, now))) {
      return {
        status: "taken",
        attempt: previous,
        yours: (previous?.userId ?? (await this.#ownerOf(key, count - 1))) === input.userId,
      };
    }
    const index = count;
    const won = await store.claim(
      `voucher:${attemptId(key, index)}`,
      JSON.stringify({ userId: input.userId, at: now }),
      VOUCHER_MEMORY_MS,
    );
    if (!won) {
      // Another attempt took this turn a moment ago (it may not have written its record yet).
      const holder = await this.#attempts.get(attemptId(key, index));
      const owner = holder?.userId ?? (await this.#ownerOf(key, index));
      return { status: "taken", attempt: holder, yours: owner === input.userId };
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

  /** Who holds the claim on attempt `index` (from the claim itself). */
  async #ownerOf(key: string, index: number): Promise<number | undefined> {
    return parseOwner(await this.#deps.store.readClaim(`voucher:${attemptId(key, index)}`));
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
    await this.#save({ ...attempt, state, ...(refusal ? { refusal } : {}) });
    await this.#unlistOpen(attemptId(attempt.voucherKey, attempt.attempt));
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

  async #openEntries(): Promise<Record<string, { expiresAt: number }>> {
    return (await this.#open.get("all")) ?? {};
  }

  /** Lists an attempt as awaiting its payment (one small record: vouchers are few). */
  async #listOpen(attempt: VoucherAttempt): Promise<void> {
    await this.#deps.store.withLock("vouchers-open", async () => {
      const entries = await this.#openEntries();
      entries[attemptId(attempt.voucherKey, attempt.attempt)] = {
        expiresAt: attempt.invoiceExpiresAt ?? this.#now() + DEFAULT_INVOICE_EXPIRY_MS,
      };
      await this.#open.set("all", entries);
    });
  }

  async #unlistOpen(id: string): Promise<void> {
    if (!(id in (await this.#openEntries()))) return;
    await this.#deps.store.withLock("vouchers-open", async () => {
      const entries = await this.#openEntries();
      delete entries[id];
      await this.#open.set("all", entries);
    });
  }
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

function parseOwner(claim: string | undefined): number | undefined {
  try {
    const parsed = JSON.parse(claim ?? "") as { userId?: unknown };
    return typeof parsed.userId === "number" ? parsed.userId : undefined;
  } catch {
    return undefined;
  }
}
