/**
 * Sending money, safely (product.md §4). A send is first *proposed*: stored
 * as a confirmation with an unguessable id that the Pay / Confirm button
 * carries. Executing it:
 *
 *   under the payer's lock:  stale? not the owner? already claimed?
 *                            → reserve the amount on today's total (atomic; refused over a limit)
 *                            → record "pending" in the ledger
 *                            → atomic claim `send:<id>` (insert-if-absent): the one guard
 *                              (the reservation is given back unless the claim is won)
 *   outside the lock:        gateway call(s), never retried
 *                            → ledger updated to sent / failed / unknown
 *
 * A second press, a redelivered update, a restart or another replica finds
 * the claim and sends nothing. A crash after the claim but before the
 * ledger update leaves a pending entry that `sweepInterrupted` later marks
 * unknown; it is never re-sent.
 *
 * The lock only orders one user's presses; money safety does not rest on
 * it (a lease can lapse while its holder is paused, see lock.ts): the claim
 * and the limit's reservation are each one atomic step in the store.
 */
import type Keyv from "keyv";
import type { AccountService } from "../accounts/accounts.ts";
import { decodeInvoice, InvoiceFormatError } from "../bitcoin/bolt11.ts";
import type { BitcoinNetwork } from "../bitcoin/network.ts";
import type { Gateway } from "../gateway/client.ts";
import { GatewayError } from "../gateway/errors.ts";
import type { GatewayAccountClient } from "../gateway/types.ts";
import type { Logger } from "../logger.ts";
import type { Store } from "../storage/types.ts";
import { crashPoint } from "./crash-points.ts";
import { newOperationId } from "./ids.ts";
import type { Ledger, Operation, OperationKind } from "./ledger.ts";
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
}

export type ExecuteResult =
  | { status: "stale" }
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
  | { kind: "amount_mismatch"; expectedSat: number; invoiceSat: number | undefined }
  | { kind: "bad_invoice"; reason: string }
  | { kind: "no_recipient_account" };

/** How long a confirmation stays usable (default 15 min). */
export const CONFIRMATION_TTL_MS = 15 * 60_000;
/** A claimed send still pending after this long was interrupted (crash): mark it unknown. */
export const INTERRUPTED_AFTER_MS = 5 * 60_000;

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
}

/** How an admitted send ended: sent, failed (nothing moved) or unknown (not retried). */
export interface SendOutcomeEvent {
  kind: SendRequest["kind"];
  outcome: "sent" | "failed" | "unknown";
}

export class Payments {
  readonly #deps: PaymentsDeps;
  readonly #confirmations: Keyv<Confirmation>;
  readonly #counter: SpendingCounter;
  readonly #now: () => number;

  constructor(deps: PaymentsDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#confirmations = deps.store.keyv<Confirmation>("confirmations");
    this.#counter = new SpendingCounter(deps.store, this.#now);
  }

  /** Limits that apply before a confirmation is even shown. */
  async checkLimits(userId: number, amountSat: number) {
    return this.#counter.check(userId, amountSat, this.#deps.limits);
  }

  /** Stores a confirmation for `request`; the id goes into the buttons' callback data. */
  async propose(
    userId: number,
    chatId: number,
    request: SendRequest,
    options: { ttlMs?: number; context?: Confirmation["context"] } = {},
  ): Promise<Confirmation> {
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
    };
    await this.#confirmations.set(confirmation.id, confirmation, ttlMs);
    return confirmation;
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

  /** Cancel pressed: usable once, like Pay; a cancelled confirmation can never be paid. */
  async cancel(id: string, pressedBy: number): Promise<ExecuteResult> {
    const confirmation = await this.get(id);
    if (!confirmation) return this.#staleOrAlready(id);
    if (confirmation.userId !== pressedBy) return { status: "not_owner" };
    const claimed = await this.#deps.store.claim(`send:${id}`, "cancelled");
    if (!claimed) return { status: "already", operation: await this.#deps.ledger.get(id) };
    await this.#confirmations.delete(id);
    return { status: "cancelled" };
  }

  /** Pay / Confirm pressed by `pressedBy`: sends at most once, whatever happens around it. */
  async execute(id: string, pressedBy: number): Promise<ExecuteResult> {
    const confirmation = await this.get(id);
    if (!confirmation) return this.#staleOrAlready(id);
    if (confirmation.userId !== pressedBy) return { status: "not_owner" };
    const { request } = confirmation;
    const userId = confirmation.userId;

    // The day the amount counts on; a refund goes back to it, even after midnight.
    const spendingDay = this.#counter.today();
    const admitted = await this.#deps.store.withLock(
      `send-user:${userId}`,
      async () => {
        if ((await this.#deps.store.readClaim(`send:${id}`)) !== undefined) {
          return { status: "already", operation: await this.#deps.ledger.get(id) } as const;
        }
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
          operation = await this.#deps.ledger.record({
            id,
            userId,
            kind: request.kind,
            state: "pending",
            amountSat: request.amountSat,
            description: request.description,
            counterpart: request.counterpart,
            message: confirmation.messageId
              ? { chatId: confirmation.chatId, messageId: confirmation.messageId }
              : undefined,
            spendingDay,
          });
          crashPoint("before-claim");
          claimed = await this.#deps.store.claim(`send:${id}`, `claimed:${this.#now()}`);
        } catch (error) {
          // Not claimed by this press (or not known to be): it sends nothing, so counts nothing.
          await this.#giveBack(id, userId, request.amountSat, spendingDay);
          throw error;
        }
        if (!claimed) {
          await this.#giveBack(id, userId, request.amountSat, spendingDay);
          return { status: "already", operation: await this.#deps.ledger.get(id) } as const;
        }
        return { status: "admitted", operation } as const;
      },
      { leaseMs: 15_000 },
    );
    if (admitted.status !== "admitted") return admitted;
    crashPoint("after-claim");

    const log = this.#deps.logger.child({ operation_id: id, kind: request.kind });
    log.info({ target: request.target.type, amount_sat: request.amountSat }, "send admitted");
    const outcome = await this.#send(confirmation).catch(
      (error: unknown): SendOutcome =>
        error instanceof GatewayError && error.nothingHappened
          ? { status: "failed", failure: { kind: "gateway", error } }
          : { status: "unknown", error },
    );
    crashPoint("after-send");
    await this.#confirmations.delete(id);
    crashPoint("before-ledger-update");
    try {
      this.#deps.onOutcome?.({ kind: request.kind, outcome: outcome.status });
    } catch {
      // Metrics must never change what happens to a payment.
    }
    if (outcome.status === "sent") {
      const operation = await this.#deps.ledger.update(id, {
        state: "sent",
        ...(outcome.paymentHash ? { paymentHash: outcome.paymentHash } : {}),
      });
      log.info("send succeeded");
      return { status: "sent", operation: operation ?? admitted.operation, confirmation };
    }
    if (outcome.status === "failed") {
      await this.#giveBack(id, userId, request.amountSat, spendingDay);
      const operation = await this.#deps.ledger.update(id, {
        state: "failed",
        reason: failureSummary(outcome.failure),
      });
      log.info({ failure: outcome.failure.kind, err: errorOf(outcome.failure) }, "send failed");
      return {
        status: "failed",
        operation: operation ?? admitted.operation,
        confirmation,
        error: outcome.failure,
      };
    }
    const operation = await this.#deps.ledger.update(id, {
      state: "unknown",
      reason: "The gateway did not confirm the result; not retried.",
    });
    log.warn({ err: outcome.error }, "send outcome unknown: not retried");
    return {
      status: "unknown",
      operation: operation ?? admitted.operation,
      confirmation,
      error: outcome.error,
    };
  }

  /**
   * Settles sends a crash interrupted: claimed but never finished → unknown
   * (never re-sent); recorded but never claimed, with the confirmation
   * expired → failed (nothing was sent). Returns how many were changed.
   * /history runs it on the page it shows.
   */
  async sweepInterrupted(operations: Operation[]): Promise<number> {
    let marked = 0;
    for (const op of operations) {
      if (op.state !== "pending" || op.kind === "invoice" || op.kind === "tip-received") continue;
      if (this.#now() - op.updatedAt < INTERRUPTED_AFTER_MS) continue;
      const claim = await this.#deps.store.readClaim(`send:${op.id}`);
      if (claim?.startsWith("claimed:")) {
        await this.#deps.ledger.update(op.id, {
          state: "unknown",
          reason: "Interrupted while sending; not retried. Check your balance.",
        });
        marked++;
      } else if (claim === undefined && this.#now() - op.updatedAt > CONFIRMATION_TTL_MS) {
        // Written, never claimed, and its confirmation has expired: it can no longer be sent.
        await this.#deps.ledger.update(op.id, {
          state: "failed",
          reason: "Interrupted before sending; nothing was sent.",
        });
        marked++;
      }
    }
    return marked;
  }

  /**
   * Takes a send that did not go out off the total of the day it was counted
   * on. A store error is logged, not thrown: the allowance then stays used
   * (the safe side), and the send's outcome is still recorded.
   */
  async #giveBack(id: string, userId: number, amountSat: number, day: string): Promise<void> {
    await this.#counter.add(userId, -amountSat, day).catch((error: unknown) => {
      this.#deps.logger.warn(
        { err: error, operation_id: id },
        "could not give a send's amount back to the daily total",
      );
    });
  }

  async #staleOrAlready(id: string): Promise<ExecuteResult> {
    const claim = await this.#deps.store.readClaim(`send:${id}`);
    if (claim === undefined) return { status: "stale" };
    return { status: "already", operation: await this.#deps.ledger.get(id) };
  }

  async #send(confirmation: Confirmation): Promise<SendOutcome> {
    const { request } = confirmation;
    const payer = await this.#deps.accounts.find(confirmation.userId);
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
      invoice = await this.#invoiceFor(target, request, client);
    } catch (error) {
      // Nothing was sent yet: whatever went wrong getting the invoice, no money moved.
      if (error instanceof GatewayError) {
        return { status: "failed", failure: { kind: "gateway", error } };
      }
      if (error instanceof NoRecipientError) {
        return { status: "failed", failure: { kind: "no_recipient_account" } };
      }
      throw error;
    }
    const checked = this.#checkInvoice(invoice, request.amountSat);
    if (checked.status === "failed") return checked;
    await client.sendPayment(invoice);
    return { status: "sent", paymentHash: checked.paymentHash };
  }

  /** The invoice to pay: given, from LNURL-pay (4.4) or made on the recipient's account (4.2). */
  async #invoiceFor(
    target: Exclude<SendTarget, { type: "onchain" }>,
    request: SendRequest,
    payerClient: GatewayAccountClient,
  ): Promise<string> {
    if (target.type === "bolt11") return target.invoice;
    if (target.type === "lnurl")
      return payerClient.invoiceFromLnurl(target.lnurl, request.amountSat);
    const recipient = await this.#deps.accounts.find(target.recipientUserId);
    if (!recipient) throw new NoRecipientError();
    const created = await this.#deps.gateway
      .account(recipient.credentials)
      .createInvoice(request.amountSat, request.description ?? "");
    return created.invoice;
  }

  /** The invoice about to be paid must be for exactly the confirmed amount, on our network, unexpired. */
  #checkInvoice(
    invoice: string,
    amountSat: number,
  ): { status: "ok"; paymentHash: string } | { status: "failed"; failure: SendFailure } {
    let decoded: ReturnType<typeof decodeInvoice>;
    try {
      decoded = decodeInvoice(invoice, new Date(this.#now()));
    } catch (error) {
      const reason =
        error instanceof InvoiceFormatError ? error.message : "the invoice does not decode";
      return { status: "failed", failure: { kind: "bad_invoice", reason } };
    }
    if (decoded.network !== this.#deps.network) {
      return {
        status: "failed",
        failure: {
          kind: "bad_invoice",
          reason: `the invoice is for ${decoded.network}, not ${this.#deps.network}`,
        },
      };
    }
    if (decoded.amountSat !== amountSat) {
      return {
        status: "failed",
        failure: { kind: "amount_mismatch", expectedSat: amountSat, invoiceSat: decoded.amountSat },
      };
    }
    if (decoded.expiresAt.getTime() <= this.#now()) {
      return {
        status: "failed",
        failure: { kind: "bad_invoice", reason: "the invoice has expired" },
      };
    }
    return { status: "ok", paymentHash: decoded.paymentHash };
  }
}

class NoRecipientError extends Error {}

type SendOutcome =
  | { status: "sent"; paymentHash?: string | undefined }
  | { status: "failed"; failure: SendFailure }
  | { status: "unknown"; error: unknown };

function failureSummary(failure: SendFailure): string {
  switch (failure.kind) {
    case "gateway":
      return failure.error.gatewayMessage ?? failure.error.kind;
    case "amount_mismatch":
      return `invoice amount ${failure.invoiceSat ?? "none"} sat differs from the confirmed ${failure.expectedSat} sat`;
    case "bad_invoice":
      return failure.reason;
    case "no_recipient_account":
      return "no account to pay from or to";
  }
}

function errorOf(failure: SendFailure): unknown {
  return failure.kind === "gateway" ? failure.error : undefined;
}
