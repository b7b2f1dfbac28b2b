/**
 * Sending money, safely (docs/money-safety.md). A send is first *proposed*: stored
 * as a confirmation with an unguessable id that the Pay / Confirm button
 * carries. Executing it:
 *
 *   under the payer's lock:  stale? not the owner? already claimed? account changed?
 *                            → reserve the amount on today's total (atomic; refused over a limit)
 *                            → record "pending" in the ledger
 *                            → atomic claim `send:<id>` (insert-if-absent): the one guard
 *                              (the reservation is given back unless the claim is won)
 *   outside the lock:        gateway call(s), never retried
 *                            → the gateway's answer logged at once
 *                            → ledger updated to sent / failed / unknown, first of all,
 *                              tried again until the store answers (a store outage
 *                              never turns a known outcome into "unknown")
 *
 * A second press, a redelivered update, a restart or another replica finds
 * the claim and sends nothing.
 *
 * Whoever executes (or settles) a send holds its lease `sending:<id>` from
 * before the claim until the ledger has the outcome, renewing it while it
 * lives. A crash after the claim leaves a pending entry, listed in the index
 * of unsettled sends, whose lease then runs out: the sweeper (sweeper.ts),
 * a later press, or /history settles it as unknown — never re-sent — and
 * `onSettled` tells the payer.
 *
 * Presses are answered for their owner only: a used confirmation's owner is
 * kept in its claim (and in the ledger), so a stranger learns nothing of it.
 * A confirmation is bound to the account connection it was shown for.
 *
 * The lock only orders one user's presses; money safety does not rest on
 * it (a lease can lapse while its holder is paused, see lock.ts): the claim
 * and the limit's reservation are each one atomic step in the store.
 */

import { setTimeout as sleep } from "node:timers/promises";
import {
  type Account,
  type AccountIdentity,
  type AccountService,
  stillConnected,
} from "../accounts/accounts.ts";
import { decodeInvoice, InvoiceFormatError } from "../bitcoin/bolt11.ts";
import { decodeLnurl } from "../bitcoin/lnurl.ts";
import type { BitcoinNetwork } from "../bitcoin/network.ts";
import type { Gateway } from "../gateway/client.ts";
import { GatewayError } from "../gateway/errors.ts";
import type { GatewayAccountClient } from "../gateway/types.ts";
import type { Logger } from "../logger.ts";
import { type PublicFetch, PublicFetchError } from "../net/public-fetch.ts";
import { StoreClosedError } from "../storage/lock.ts";
import { LockTimeoutError, type Store } from "../storage/types.ts";
import { MemoizedRecords } from "../storage/update-memo.ts";
import { CONFIRMATION_TTL_MS } from "./confirmation.ts";
import { crashPoint } from "./crash-points.ts";
import { DueList } from "./due-list.ts";
import { newOperationId } from "./ids.ts";
import type {
  InvoiceProblem,
  Ledger,
  Operation,
  OperationFailure,
  OperationKind,
  RefusedHostReason,
} from "./ledger.ts";
import { type Limits, SpendingCounter } from "./limits.ts";

/** Where the money goes. */
export type SendTarget =
  /** A BOLT11 invoice, already decoded and shown to the user. */
  | { type: "bolt11"; invoice: string }
  /** An LNURL-pay code (also from a lightning address): 4.4 makes the invoice, then 4.1. */
  | { type: "lnurl"; lnurl: string }
  /** Another bot user's account: 4.2 on their account, then 4.1 from the payer's. */
  | { type: "account"; recipientUserId: number }
  /** An on-chain address, validated for the network: 4.3. */
  | { type: "onchain"; address: string };

export interface SendRequest {
  kind: Extract<OperationKind, "payment" | "withdrawal" | "tip-sent">;
  target: SendTarget;
  amountSat: number;
  /** Shown in history; for account targets also the invoice description. */
  description?: string | undefined;
  /** Who or where, for history ("@alice", "alice@example.com", "bcrt1q…"). */
  counterpart?: string | undefined;
  /** The fee the user was shown on top of the amount (on-chain), kept in history. */
  feeSat?: number | undefined;
}

export interface Confirmation {
  id: string;
  userId: number;
  chatId: number;
  request: SendRequest;
  createdAt: number;
  expiresAt: number;
  /** The message with the buttons, once sent. */
  messageId?: number | undefined;
  /** Free-form data the proposing feature needs afterwards (e.g. the tipped message). */
  context?: Record<string, string | number> | undefined;
  /**
   * The payer's account connection when this was shown (null: none). A
   * confirmation is carried out only from that same connection. Absent on
   * confirmations stored before this existed (accepted as before).
   */
  payerAccount?: AccountIdentity | null | undefined;
}

export type ExecuteResult =
  /** Expired, unknown, or (`account_changed`) shown for an account connection the payer no longer has. */
  | { status: "stale"; reason?: "account_changed" }
  | { status: "not_owner" }
  | { status: "already"; operation: Operation | undefined }
  | {
      status: "over_limit";
      limit: "per_payment" | "daily";
      limitSat: number;
      remainingSat?: number;
    }
  | { status: "cancelled" }
  | { status: "sent"; operation: Operation; confirmation: Confirmation }
  | { status: "failed"; operation: Operation; confirmation: Confirmation; error: SendFailure }
  | { status: "unknown"; operation: Operation; confirmation: Confirmation; error: unknown };

/** Why a send did not happen, certainly (nothing moved). */
export type SendFailure =
  | { kind: "gateway"; error: GatewayError }
  | {
      kind: "amount_mismatch";
      expectedSat: number;
      /** The invoice's amount rounded up to whole satoshi, undefined for none. */
      invoiceSat: number | undefined;
      /** Its exact millisatoshi (decimal text), when they are not whole satoshi. */
      invoiceMsat?: string;
    }
  | { kind: "bad_invoice"; problem: InvoiceProblem }
  | { kind: "no_recipient_account" }
  /** The pay code's host, judged right before the send, may not be fetched (nothing asked of the gateway). */
  | { kind: "refused_host"; host: string; reason: RefusedHostReason };

/**
 * A send claimed by an older version (claim without owner, taken without a
 * send lease) and still pending after this long was interrupted: mark it unknown.
 */
export const INTERRUPTED_AFTER_MS = 5 * 60_000;
/**
 * The lease on a send (`sending:<id>`), renewed by its live holder every
 * third of it: a holder that died stops renewing, and its send is settled
 * at the latest this long after (plus a sweep interval).
 */
export const SEND_LEASE_MS = 15_000;
/**
 * How long a press waits for a send another handler holds (a send under
 * way, or a dead holder's lease running out) before answering "in progress".
 */
export const PRESS_WAIT_MS = 3_000;
/** The first wait before writing a send's outcome again after a store error. */
const RECORD_RETRY_FIRST_MS = 100;
/** The longest wait between two tries of writing a send's outcome. */
const RECORD_RETRY_MAX_MS = 1_000;
/** Older versions split the index of unsettled sends in this many records (moved by due-list.ts). */
const UNSETTLED_SHARDS = 8;

export interface PaymentsDeps {
  store: Store;
  ledger: Ledger;
  accounts: AccountService;
  gateway: Gateway;
  network: BitcoinNetwork;
  limits: Limits;
  logger: Logger;
  now?: () => number;
  /** Metrics hook: called once per admitted send when its outcome is known; its exceptions are ignored. */
  onOutcome?: (event: SendOutcomeEvent) => void;
  /**
   * Called once when a send whose holder died is settled (now unknown, or
   * failed when it was never sent), to tell the payer; errors are logged.
   */
  onSettled?: (operation: Operation) => Promise<void> | void;
  /** The send lease (default `SEND_LEASE_MS`); tests shorten it. */
  sendLeaseMs?: number;
  /** How long a press waits for a send another handler holds (default `PRESS_WAIT_MS`); tests shorten it. */
  pressWaitMs?: number;
  /** Backoff of writing an outcome again while the store fails (default 100 ms doubling to 1 s). */
  recordRetry?: { firstMs?: number; maxMs?: number };
  /**
   * The request guard (its `check`): a pay code's host (a tip address's
   * too) is judged again right before the gateway is asked to fetch it, so
   * a name that pointed outside when it was read, or at /settings, and
   * inside now, is refused. Default: not checked (unit tests of the engine).
   */
  payCodeHosts?: Pick<PublicFetch, "check">;
}

/** How an admitted send ended: sent, failed (nothing moved) or unknown (not retried). */
export interface SendOutcomeEvent {
  kind: SendRequest["kind"];
  outcome: "sent" | "failed" | "unknown";
}

export class Payments {
  readonly #deps: PaymentsDeps;
  /** Read once per update: the send step stores it, then reads it back. */
  readonly #confirmations: MemoizedRecords<Confirmation>;
  readonly #counter: SpendingCounter;
  readonly #now: () => number;
  readonly #pressWaitMs: number;
  /** Claimed or recorded sends not yet settled: what the sweeper looks at. */
  readonly #unsettled: DueList;

  constructor(deps: PaymentsDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#pressWaitMs = deps.pressWaitMs ?? PRESS_WAIT_MS;
    this.#confirmations = new MemoizedRecords(
      deps.store.keyv<Confirmation>("confirmations"),
      "confirmations",
    );
    this.#counter = new SpendingCounter(deps.store, this.#now);
    this.#unsettled = new DueList(deps.store, "sends-unsettled", UNSETTLED_SHARDS);
  }

  /** Limits that apply before a confirmation is even shown (to `shares` payments of `amountSat`, default one). */
  async checkLimits(userId: number, amountSat: number, shares = 1) {
    return this.#counter.check(userId, amountSat, this.#deps.limits, shares);
  }

  /** What `userId` has spent today (UTC day) towards the daily limit. */
  async spentToday(userId: number): Promise<number> {
    return this.#counter.spent(userId);
  }

  /** Stores a confirmation for `request`; the id goes into the buttons' callback data. */
  async propose(
    userId: number,
    chatId: number,
    request: SendRequest,
    options: {
      ttlMs?: number;
      context?: Confirmation["context"];
      /** The account connection it was asked with, when that was earlier (default: now). */
      payerAccount?: AccountIdentity | null;
    } = {},
  ): Promise<Confirmation> {
    const payer = await this.#deps.accounts.find(userId);
    const now = this.#now();
    const ttlMs = Math.max(1_000, options.ttlMs ?? CONFIRMATION_TTL_MS);
    const confirmation: Confirmation = {
      id: newOperationId(),
      userId,
      chatId,
      request,
      createdAt: now,
      expiresAt: now + ttlMs,
      context: options.context,
      payerAccount:
        options.payerAccount !== undefined ? options.payerAccount : payer ? payer.identity : null,
    };
    await this.#confirmations.set(confirmation.id, confirmation, ttlMs);
    return confirmation;
  }

  /**
   * The intents engine's send step (intents.ts): stores the confirmation
   * `input.id` as given, unless it is there already or its send was claimed
   * (a resumed intent), and executes it for its payer. It is paid from the
   * account connection `input.payerAccount` (the one the intent was made
   * and confirmed with) or not at all.
   */
  async executeAs(input: {
    id: string;
    userId: number;
    chatId: number;
    request: SendRequest;
    payerAccount: AccountIdentity | null;
    messageId?: number | undefined;
  }): Promise<ExecuteResult> {
    const { id } = input;
    const unclaimed = (await this.#deps.store.readClaim(`send:${id}`)) === undefined;
    if (unclaimed && !(await this.#confirmations.get(id))) {
      const now = this.#now();
      await this.#confirmations.set(
        id,
        {
          id,
          userId: input.userId,
          chatId: input.chatId,
          request: input.request,
          createdAt: now,
          expiresAt: now + CONFIRMATION_TTL_MS,
          payerAccount: input.payerAccount,
          messageId: input.messageId,
        },
        CONFIRMATION_TTL_MS,
      );
    }
    return this.execute(id, input.userId);
  }

  /** Remembers which message shows the confirmation's buttons. */
  async attachMessage(id: string, messageId: number): Promise<void> {
    const confirmation = await this.#confirmations.get(id);
    if (!confirmation) return;
    const ttl = Math.max(1_000, confirmation.expiresAt - this.#now());
    await this.#confirmations.set(id, { ...confirmation, messageId }, ttl);
  }

  async get(id: string): Promise<Confirmation | undefined> {
    const confirmation = await this.#confirmations.get(id);
    return confirmation && confirmation.expiresAt > this.#now() ? confirmation : undefined;
  }

  /** True when the payer's account is no longer the connection `confirmation` was shown for. */
  async accountChanged(confirmation: Confirmation): Promise<boolean> {
    return !isShownAccount(confirmation, await this.#deps.accounts.find(confirmation.userId));
  }

  /** Cancel pressed: usable once, like Pay; a cancelled confirmation can never be paid. */
  async cancel(id: string, pressedBy: number): Promise<ExecuteResult> {
    const confirmation = await this.get(id);
    if (!confirmation) return this.#staleOrAlready(id, pressedBy);
    if (confirmation.userId !== pressedBy) return { status: "not_owner" };
    const claimed = await this.#deps.store.claim(`send:${id}`, `cancelled:${pressedBy}`);
    if (!claimed) return this.#alreadyAfterSettling(id, this.#pressWaitMs);
    await this.#confirmations.delete(id);
    return { status: "cancelled" };
  }

  /** Pay / Confirm pressed by `pressedBy`: sends at most once, whatever happens around it. */
  async execute(id: string, pressedBy: number): Promise<ExecuteResult> {
    const confirmation = await this.get(id);
    if (!confirmation) return this.#staleOrAlready(id, pressedBy);
    if (confirmation.userId !== pressedBy) return { status: "not_owner" };
    const result = await this.#withSendLease(id, this.#pressWaitMs, async () => {
      // Claimed already: sent, failed, or cut off by a crash (then settled now, never re-sent).
      if ((await this.#deps.store.readClaim(`send:${id}`)) !== undefined) {
        return { status: "already", operation: (await this.#settleHeld(id)).operation } as const;
      }
      const outcome = await this.#executeLeased(confirmation);
      if (
        outcome.status === "sent" ||
        outcome.status === "failed" ||
        outcome.status === "unknown"
      ) {
        // The outcome is recorded: a sweep takes a settled send off the index if this fails.
        // These outcomes come from a send this call admitted, and so indexed.
        await this.#unindex(id).catch((error: unknown) => {
          this.#deps.logger.warn({ err: error, operation_id: id }, "could not unindex a send");
        });
      }
      return outcome;
    });
    // Someone else holds the send (under way elsewhere, or its dead holder's lease not out yet).
    return result ?? { status: "already", operation: await this.#deps.ledger.get(id) };
  }

  /** `execute` once the send's lease is held and nothing claimed it yet. */
  async #executeLeased(confirmation: Confirmation): Promise<ExecuteResult> {
    const { id, request } = confirmation;
    const userId = confirmation.userId;

    // The day the amount counts on; a refund goes back to it, even after midnight.
    const spendingDay = this.#counter.today();
    const admitted = await this.#deps.store.withLock(
      `send-user:${userId}`,
      async () => {
        if ((await this.#deps.store.readClaim(`send:${id}`)) !== undefined) {
          return { status: "already", operation: await this.#deps.ledger.get(id) } as const;
        }
        // Paid from the account connection it was shown for, or not at all.
        const payer = await this.#deps.accounts.find(userId);
        if (!isShownAccount(confirmation, payer)) {
          await this.#confirmations.delete(id);
          return { status: "stale", reason: "account_changed" } as const;
        }
        // Read before the claim: a store error after it would make a send that never left "unknown".
        const recipient =
          request.target.type === "account"
            ? await this.#deps.accounts.find(request.target.recipientUserId)
            : undefined;
        const verdict = await this.#counter.reserve(
          userId,
          request.amountSat,
          this.#deps.limits,
          spendingDay,
        );
        if (!verdict.ok) {
          return {
            status: "over_limit",
            limit: verdict.reason,
            limitSat: verdict.limitSat,
            ...(verdict.reason === "daily" ? { remainingSat: verdict.remainingSat } : {}),
          } as const;
        }
        let operation: Operation;
        let claimed: boolean;
        try {
          await this.#index(id);
          operation = await this.#deps.ledger.record({
            id,
            userId,
            kind: request.kind,
            state: "pending",
            amountSat: request.amountSat,
            description: request.description,
            counterpart: request.counterpart,
            ...(request.feeSat !== undefined ? { feeSat: request.feeSat } : {}),
            message: confirmation.messageId
              ? { chatId: confirmation.chatId, messageId: confirmation.messageId }
              : undefined,
            spendingDay,
          });
          crashPoint("before-claim");
          // The owner is kept in the claim: a press after the confirmation is gone is still checked.
          claimed = await this.#deps.store.claim(`send:${id}`, `claimed:${this.#now()}:${userId}`);
        } catch (error) {
          // Not claimed by this press (or not known to be): it sends nothing, so counts nothing.
          await this.#giveBack(id, userId, request.amountSat, spendingDay);
          throw error;
        }
        if (!claimed) {
          // Cancelled since the check above: recorded, never sent; settled as such.
          await this.#giveBack(id, userId, request.amountSat, spendingDay);
          return { status: "already", operation: (await this.#settleHeld(id)).operation } as const;
        }
        return { status: "admitted", operation, payer, recipient } as const;
      },
      { leaseMs: 15_000 },
    );
    if (admitted.status !== "admitted") return admitted;
    crashPoint("after-claim");

    const log = this.#deps.logger.child({ operation_id: id, kind: request.kind });
    log.info({ target: request.target.type, amount_sat: request.amountSat }, "send admitted");
    const outcome = await this.#send(confirmation, admitted.payer, admitted.recipient).catch(
      (error: unknown): SendOutcome =>
        error instanceof GatewayError && error.nothingHappened
          ? { status: "failed", failure: { kind: "gateway", error } }
          : { status: "unknown", error },
    );
    crashPoint("after-send");
    // The gateway's answer, logged before anything else may fail: while the store does not
    // answer, this line and the memory of this process are where the outcome is.
    log.info(
      {
        outcome: outcome.status,
        ...(outcome.status === "failed" ? { failure: outcome.failure.kind } : {}),
      },
      "gateway answered the send",
    );
    try {
      this.#deps.onOutcome?.({ kind: request.kind, outcome: outcome.status });
    } catch {
      // Metrics must never change what happens to a payment.
    }
    // The outcome reaches the history before anything else of this send is done.
    const change = outcomeChange(outcome);
    crashPoint("before-ledger-update");
    const operation = (await this.#recordOutcome(id, userId, change, log)) ?? admitted.operation;
    // Cleanup only: the claim already refuses the confirmation, so a failure here changes nothing.
    await this.#confirmations.delete(id).catch((error: unknown) => {
      log.warn({ err: error }, "could not delete a used confirmation");
    });
    if (outcome.status === "sent") {
      log.info("send succeeded");
      return { status: "sent", operation, confirmation };
    }
    if (outcome.status === "failed") {
      await this.#giveBack(id, userId, request.amountSat, spendingDay);
      log.info({ failure: outcome.failure.kind, err: errorOf(outcome.failure) }, "send failed");
      return { status: "failed", operation, confirmation, error: outcome.failure };
    }
    log.warn({ err: outcome.error }, "send outcome unknown: not retried");
    return { status: "unknown", operation, confirmation, error: outcome.error };
  }

  /**
   * Writes a send's outcome to the history, trying again with backoff
   * (capped at `RECORD_RETRY_MAX_MS`) for as long as the store fails: an
   * outcome the gateway gave is never dropped for a store error. Meanwhile
   * the send's lease is renewed as soon as the store answers, and the
   * operation reads "pending" (being confirmed). Gives up only when the
   * store was closed (the process is stopping; the sweeper then settles it).
   */
  async #recordOutcome(
    id: string,
    userId: number,
    change: Pick<Operation, "state"> & Partial<Operation>,
    log: Logger,
  ): Promise<Operation | undefined> {
    const retry = this.#deps.recordRetry ?? {};
    const firstMs = retry.firstMs ?? RECORD_RETRY_FIRST_MS;
    const maxMs = retry.maxMs ?? RECORD_RETRY_MAX_MS;
    let delay = firstMs;
    for (let attempt = 1; ; attempt++) {
      try {
        const operation = await this.#deps.ledger.update(id, change, userId);
        if (attempt > 1) log.info({ state: change.state, attempts: attempt }, "outcome recorded");
        return operation;
      } catch (error) {
        if (error instanceof StoreClosedError) throw error;
        if (attempt === 1) {
          log.warn(
            { err: error, state: change.state },
            "could not record a send's outcome: trying again until the store answers",
          );
        }
        // Unref: a process stopping (SIGTERM) is not held up by this wait alone.
        await sleep(delay, undefined, { ref: false });
        delay = Math.min(maxMs, delay * 2);
      }
    }
  }

  /**
   * Settles sends a crash interrupted, among `operations` (/history runs it
   * on the page it shows): claimed but never finished, with nobody holding
   * the send → unknown (never re-sent); recorded but never claimed, with the
   * confirmation expired → failed (nothing was sent). Returns how many were changed.
   */
  async sweepInterrupted(operations: Operation[]): Promise<number> {
    let marked = 0;
    for (const op of operations) {
      // Invoices of ours (a voucher's too) wait for a payer, not for a send of ours.
      if (
        op.state !== "pending" ||
        op.kind === "invoice" ||
        op.kind === "voucher" ||
        op.kind === "tip-received"
      ) {
        continue;
      }
      const result = await this.#withSendLease(op.id, 0, () => this.#settleHeld(op.id));
      if (result?.settled) marked++;
    }
    return marked;
  }

  /**
   * Settles every send of the index of unsettled sends whose holder is gone
   * (its lease free), as `sweepInterrupted` does; sends under way are left
   * alone. Returns how many were settled. Safe to run on several replicas
   * at once (each send is settled under its lease, once).
   */
  async sweepUnsettled(): Promise<number> {
    let settled = 0;
    for await (const { id } of this.#unsettled.due()) {
      const result = await this.#withSendLease(id, 0, () => this.#settleHeld(id));
      if (result?.settled) settled++;
    }
    return settled;
  }

  /**
   * A press on a confirmation that is gone (sent, failed, cancelled or
   * expired). The owner check comes first, always: the owner is read from
   * the claim (or the ledger, for claims written before owners were kept);
   * a send cut off by a crash is settled on the way.
   */
  async #staleOrAlready(id: string, pressedBy: number): Promise<ExecuteResult> {
    const claim = parseClaim(await this.#deps.store.readClaim(`send:${id}`));
    if (claim === undefined) return { status: "stale" };
    const owner = claim.owner ?? (await this.#deps.ledger.get(id))?.userId;
    // No trace of whose it was (an old cancel): say no more than for an unknown id.
    if (owner === undefined) return { status: "stale" };
    if (owner !== pressedBy) return { status: "not_owner" };
    if (claim.kind === "expired") return { status: "stale" };
    return this.#alreadyAfterSettling(id, this.#pressWaitMs);
  }

  /** "already", after settling the send if its holder died (waiting up to `waitMs` for its lease). */
  async #alreadyAfterSettling(id: string, waitMs: number): Promise<ExecuteResult> {
    const result = await this.#withSendLease(id, waitMs, () => this.#settleHeld(id));
    return {
      status: "already",
      operation: result ? result.operation : await this.#deps.ledger.get(id),
    };
  }

  /**
   * Runs `task` holding the send's lease `sending:<id>`; undefined when
   * someone else holds it beyond `waitMs`. The lease only tells a live
   * holder from a dead one: money safety rests on the claim, not on it. If
   * a stalled store let a live holder's lease run out, a settler may mark
   * its send unknown (never re-send it); the holder then records the real outcome.
   */
  async #withSendLease<T>(
    id: string,
    waitMs: number,
    task: () => Promise<T>,
  ): Promise<T | undefined> {
    let started = false;
    try {
      return await this.#deps.store.withLock(
        `sending:${id}`,
        () => {
          started = true;
          return task();
        },
        { waitMs, leaseMs: this.#deps.sendLeaseMs ?? SEND_LEASE_MS },
      );
    } catch (error) {
      if (error instanceof LockTimeoutError && !started) return undefined;
      throw error;
    }
  }

  /**
   * With the send's lease held (so whoever held it before is gone or done):
   * a pending operation is settled for good. Claimed → unknown, never
   * re-sent; cancelled or expired → failed, nothing sent; not claimed with
   * its confirmation expired → claimed as expired, failed. The payer is told
   * through `onSettled`. A settled operation leaves the index.
   */
  /**
   * Takes a send that did not go out off the total of the day it was counted
   * on. A store error is logged, not thrown: the allowance then stays used
   * (the safe side), and the send's outcome is still recorded. (A send cut
   * off by a crash between its reservation and its claim keeps its
   * reservation for the day, on the same safe side.)
   */
  async #giveBack(id: string, userId: number, amountSat: number, day: string): Promise<void> {
    await this.#counter.add(userId, -amountSat, day).catch((error: unknown) => {
      this.#deps.logger.warn(
        { err: error, operation_id: id },
        "could not give a send's amount back to the daily total",
      );
    });
  }

  async #settleHeld(id: string): Promise<{ operation: Operation | undefined; settled: boolean }> {
    const operation = await this.#deps.ledger.get(id);
    if (operation?.state !== "pending") {
      await this.#unindex(id);
      return { operation, settled: false };
    }
    const claim = parseClaim(await this.#deps.store.readClaim(`send:${id}`));
    let change: Pick<Operation, "state" | "reason" | "failure">;
    if (claim === undefined) {
      // Recorded, then cut off before its claim: its owner may still press while it is usable.
      if (await this.get(id)) return { operation, settled: false };
      if (!(await this.#deps.store.claim(`send:${id}`, `expired:${operation.userId}`))) {
        return { operation, settled: false };
      }
      change = interruptedBeforeSend;
    } else if (claim.kind === "cancelled") {
      change = {
        state: "failed",
        reason: "Cancelled before sending; nothing was sent.",
        failure: { code: "cancelled_before_send" },
      };
    } else if (claim.kind === "expired") {
      change = interruptedBeforeSend;
    } else {
      // Claimed by a version without send leases: it may still be sending for a while.
      if (!claim.leased && this.#now() - claim.at < INTERRUPTED_AFTER_MS) {
        return { operation, settled: false };
      }
      change = {
        state: "unknown",
        reason: "Interrupted while sending; not retried. Check your balance.",
        failure: { code: "interrupted_while_sending" },
      };
    }
    const settled = (await this.#deps.ledger.update(id, change, operation.userId)) ?? {
      ...operation,
      ...change,
    };
    await this.#unindex(id);
    this.#deps.logger.warn(
      { operation_id: id, kind: operation.kind, state: settled.state },
      "interrupted send settled",
    );
    try {
      await this.#deps.onSettled?.(settled);
    } catch (error) {
      this.#deps.logger.warn({ err: error, operation_id: id }, "could not tell the payer");
    }
    return { operation: settled, settled: true };
  }

  /** Lists a send as unsettled (before its operation is recorded): one store write, no lock. */
  async #index(id: string): Promise<void> {
    await this.#unsettled.add(id, this.#now());
  }

  /** Removes a settled send from the index (nothing when it is not listed): one store write. */
  async #unindex(id: string): Promise<void> {
    await this.#unsettled.remove(id);
  }

  /** The gateway call(s); `recipient` is the payee's account for an account target (read before the claim). */
  async #send(
    confirmation: Confirmation,
    payer: Account | undefined,
    recipient: Account | undefined,
  ): Promise<SendOutcome> {
    const { request } = confirmation;
    if (!payer) {
      return { status: "failed", failure: { kind: "no_recipient_account" } };
    }
    const client = this.#deps.gateway.account(payer.credentials);
    const target = request.target;
    if (target.type === "onchain") {
      await client.sendOnchain(target.address, request.amountSat);
      return { status: "sent" };
    }
    let invoice: string;
    try {
      invoice = await this.#invoiceFor(target, request, client, recipient);
    } catch (error) {
      // Nothing was sent yet: whatever went wrong getting the invoice, no money moved.
      if (error instanceof GatewayError) {
        return { status: "failed", failure: { kind: "gateway", error } };
      }
      if (error instanceof NoRecipientError) {
        return { status: "failed", failure: { kind: "no_recipient_account" } };
      }
      if (error instanceof PublicFetchError) {
        const reason =
          error.kind === "loopback" ||
          error.kind === "private_network" ||
          error.kind === "not_https"
            ? error.kind
            : "unreachable";
        return { status: "failed", failure: { kind: "refused_host", host: error.host, reason } };
      }
      throw error;
    }
    // A given invoice is the one confirmed (its millisatoshi included, counted rounded up);
    // one the engine obtained must ask exactly the confirmed whole satoshi.
    const checked = this.#checkInvoice(invoice, request.amountSat, target.type !== "bolt11");
    if (checked.status === "failed") return checked;
    await this.#notePayment(confirmation, checked.paymentHash, target);
    await client.sendPayment(invoice);
    return { status: "sent", paymentHash: checked.paymentHash };
  }

  /**
   * Notes which send pays `paymentHash` (and through which pay code) before
   * 4.1: when the payee is a user of this bot and the code is their own,
   * their "paid" event (which may come before 4.1's answer) then names the
   * payer, and a tip's invoice is not taken for money received through a
   * pay code. Best effort: without the note only that announcement is less
   * precise, so a store failure here never stops a send.
   */
  async #notePayment(
    confirmation: Confirmation,
    paymentHash: string,
    target: Exclude<SendTarget, { type: "onchain" }>,
  ) {
    try {
      await this.#deps.ledger.notePayment(paymentHash, {
        operationId: confirmation.id,
        userId: confirmation.userId,
        toAccount: target.type === "account",
        ...(target.type === "lnurl" ? { payCode: target.lnurl } : {}),
      });
    } catch (error) {
      this.#deps.logger.warn(
        { err: error, operation_id: confirmation.id },
        "could not note the payment hash of a send",
      );
    }
  }

  /** The invoice to pay: given, from LNURL-pay (4.4) or made on the recipient's account (4.2). */
  async #invoiceFor(
    target: Exclude<SendTarget, { type: "onchain" }>,
    request: SendRequest,
    payerClient: GatewayAccountClient,
    recipient: Account | undefined,
  ): Promise<string> {
    if (target.type === "bolt11") return target.invoice;
    if (target.type === "lnurl") {
      await this.#checkPayCodeHost(target.lnurl);
      return payerClient.invoiceFromLnurl(target.lnurl, request.amountSat);
    }
    if (!recipient) throw new NoRecipientError();
    const created = await this.#deps.gateway
      .account(recipient.credentials)
      .createInvoice(request.amountSat, request.description ?? "");
    return created.invoice;
  }

  /**
   * Judges the pay code's URL with the request guard now, right before the
   * gateway fetches it (throws `PublicFetchError`): the shorter the time
   * between the bot's look and the gateway's, the less a name can change
   * its answer in between (docs/security.md).
   */
  async #checkPayCodeHost(lnurl: string): Promise<void> {
    const guard = this.#deps.payCodeHosts;
    if (!guard) return;
    let url: URL;
    try {
      url = decodeLnurl(lnurl);
    } catch {
      // Not a readable LNURL: the gateway cannot fetch it either, and says so.
      return;
    }
    await guard.check(url);
  }

  /**
   * The invoice about to be paid must be for the confirmed amount, on our
   * network, unexpired. `exact`: to the millisatoshi (`amountSat` × 1000);
   * else its amount rounded up to whole satoshi must be `amountSat`.
   */
  #checkInvoice(
    invoice: string,
    amountSat: number,
    exact: boolean,
  ): { status: "ok"; paymentHash: string } | { status: "failed"; failure: SendFailure } {
    let decoded: ReturnType<typeof decodeInvoice>;
    try {
      decoded = decodeInvoice(invoice, new Date(this.#now()));
    } catch (error) {
      const format = error instanceof InvoiceFormatError ? error.reason : undefined;
      return {
        status: "failed",
        failure: { kind: "bad_invoice", problem: { code: "unreadable", format } },
      };
    }
    if (decoded.network !== this.#deps.network) {
      return {
        status: "failed",
        failure: {
          kind: "bad_invoice",
          problem: {
            code: "wrong_network",
            invoiceNetwork: decoded.network,
            ourNetwork: this.#deps.network,
          },
        },
      };
    }
    const matches = exact
      ? decoded.amountMsat === BigInt(amountSat) * 1000n
      : decoded.amountSat === amountSat;
    if (!matches) {
      const fraction = decoded.amountMsat !== undefined && decoded.amountMsat % 1000n !== 0n;
      return {
        status: "failed",
        failure: {
          kind: "amount_mismatch",
          expectedSat: amountSat,
          invoiceSat: decoded.amountSat,
          ...(fraction ? { invoiceMsat: String(decoded.amountMsat) } : {}),
        },
      };
    }
    if (decoded.expiresAt.getTime() <= this.#now()) {
      return {
        status: "failed",
        failure: { kind: "bad_invoice", problem: { code: "expired" } },
      };
    }
    return { status: "ok", paymentHash: decoded.paymentHash };
  }
}

class NoRecipientError extends Error {}

/**
 * A `send:<id>` claim: `claimed:<at>:<owner>` (being sent or sent),
 * `cancelled:<owner>`, `expired:<owner>`. Claims written before owners
 * were kept read `claimed:<at>` and `cancelled`; anything unrecognised
 * counts as claimed for sending (never as "nothing was sent").
 */
type SendClaim =
  | { kind: "claimed"; at: number; owner: number | undefined; leased: boolean }
  | { kind: "cancelled"; owner: number | undefined }
  | { kind: "expired"; owner: number | undefined };

function parseClaim(value: string | undefined): SendClaim | undefined {
  if (value === undefined) return undefined;
  const [kind, ...rest] = value.split(":");
  const ownerOf = (text: string | undefined) =>
    text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
  if (kind === "cancelled" || kind === "expired") return { kind, owner: ownerOf(rest[0]) };
  const owner = kind === "claimed" ? ownerOf(rest[1]) : undefined;
  return { kind: "claimed", at: Number(rest[0]) || 0, owner, leased: owner !== undefined };
}

/** Whether `payer` is the account connection `confirmation` was shown for. */
function isShownAccount(confirmation: Confirmation, payer: Account | undefined): boolean {
  return stillConnected(confirmation.payerAccount, payer?.identity);
}

type SendOutcome =
  | { status: "sent"; paymentHash?: string | undefined }
  | { status: "failed"; failure: SendFailure }
  | { status: "unknown"; error: unknown };

function failureSummary(failure: SendFailure): string {
  switch (failure.kind) {
    case "gateway":
      return failure.error.gatewayMessage ?? failure.error.kind;
    case "amount_mismatch":
      return `invoice amount ${failure.invoiceMsat ? `${failure.invoiceMsat} msat` : `${failure.invoiceSat ?? "none"} sat`} differs from the confirmed ${failure.expectedSat} sat`;
    case "bad_invoice":
      return invoiceProblemSummary(failure.problem);
    case "no_recipient_account":
      return "no account to pay from or to";
    case "refused_host":
      return `the pay code's host ${failure.host} was refused right before the send (${failure.reason})`;
  }
}

function invoiceProblemSummary(problem: InvoiceProblem): string {
  switch (problem.code) {
    case "unreadable":
      return `the invoice does not decode${problem.format ? ` (${problem.format})` : ""}`;
    case "wrong_network":
      return `the invoice is for ${problem.invoiceNetwork}, not ${problem.ourNetwork}`;
    case "expired":
      return "the invoice has expired";
  }
}

/** What the history records of a send's outcome. */
function outcomeChange(outcome: SendOutcome): Pick<Operation, "state"> & Partial<Operation> {
  switch (outcome.status) {
    case "sent":
      return {
        state: "sent",
        ...(outcome.paymentHash ? { paymentHash: outcome.paymentHash } : {}),
      };
    case "failed":
      return {
        state: "failed",
        reason: failureSummary(outcome.failure),
        failure: failureRecord(outcome.failure),
      };
    case "unknown":
      return {
        state: "unknown",
        reason: "The gateway did not confirm the result; not retried.",
        failure: { code: "not_confirmed" },
      };
  }
}

/** A send that never left: its process stopped first. */
const interruptedBeforeSend = {
  state: "failed",
  reason: "Interrupted before sending; nothing was sent.",
  failure: { code: "interrupted_before_send" },
} as const satisfies Pick<Operation, "state" | "reason" | "failure">;

/** The failure as the ledger keeps it: data only (a gateway error's kind, code and words). */
function failureRecord(failure: SendFailure): OperationFailure {
  switch (failure.kind) {
    case "gateway": {
      const error = failure.error;
      return {
        code: "gateway",
        kind: error.kind,
        operation: error.operation,
        ...(error.status !== undefined ? { status: error.status } : {}),
        ...(error.grpcCode !== undefined ? { grpcCode: error.grpcCode } : {}),
        ...(error.gatewayMessage !== undefined ? { said: error.gatewayMessage.slice(0, 300) } : {}),
        ...(error.problem !== undefined ? { problem: error.problem } : {}),
      };
    }
    case "amount_mismatch":
      return {
        code: "amount_mismatch",
        expectedSat: failure.expectedSat,
        ...(failure.invoiceSat !== undefined ? { invoiceSat: failure.invoiceSat } : {}),
        ...(failure.invoiceMsat !== undefined ? { invoiceMsat: failure.invoiceMsat } : {}),
      };
    case "bad_invoice":
      return { code: "bad_invoice", problem: failure.problem };
    case "no_recipient_account":
      return { code: "no_recipient_account" };
    case "refused_host":
      return { code: "refused_host", host: failure.host, reason: failure.reason };
  }
}

function errorOf(failure: SendFailure): unknown {
  return failure.kind === "gateway" ? failure.error : undefined;
}
