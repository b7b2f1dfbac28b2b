/**
 * An intent's result as the Mini App's answer, shared by the features'
 * money routes: paid, failed (in the payer's words), unknown (never
 * retried), pending or pledged, or a refusal as an `ApiFailure`. The words
 * are the ones the chat uses (src/wording/).
 */
import type { Intent, IntentPerson, IntentRefusal, IntentResult } from "../operations/intents.ts";
import type { Operation } from "../operations/ledger.ts";
import type { Offer } from "../operations/offers.ts";
import { failureText } from "../wording/failures.ts";
import { escapeHtml } from "../wording/html.ts";
import { overLimitText } from "../wording/over-limit.ts";
import { type ApiCall, ApiFailure } from "./api.ts";
import type { PayOutcome } from "./api-types.ts";

/** A feature's "tell" steps for its intents from the app: its own notes into Telegram. */
export interface AppTellSteps {
  /** After a send went out; runs again for a press again, so it claims its own once. */
  sent?: (call: ApiCall, intent: Intent, operation: Operation) => Promise<void>;
  /** After a pledge was made instead (errors are logged, the pledge stands). */
  pledged?: (call: ApiCall, offer: Offer) => Promise<void>;
}

/** The caller as the payer of an intent: their first name, else their @username or id. */
export function payerOf(call: ApiCall): IntentPerson {
  const { user } = call;
  const name = user.firstName || (user.username ? `@${user.username}` : String(user.id));
  return { id: user.id, name, handle: user.username ? `@${user.username}` : name };
}

/**
 * The engine's result as the app's outcome, or the refusal as an error.
 * `tell` is the feature's steps after a send or a pledge (e.g. the note
 * the member paid gets); the payer is told by the answer itself.
 */
export async function intentOutcome(
  call: ApiCall,
  result: IntentResult,
  tell: AppTellSteps = {},
): Promise<PayOutcome> {
  const { voice } = call;
  switch (result.status) {
    case "sent":
      await tell.sent?.(call, result.intent, result.operation);
      return paid(result.operation);
    case "failed":
      return {
        outcome: "failed",
        reason: failureText(result.error, voice),
        historyId: result.operation.id,
      };
    case "unknown":
      return {
        outcome: "unknown",
        reason: voice.t("webapp-outcome-unknown"),
        historyId: result.operation.id,
      };
    case "already": {
      const op = result.operation;
      if (op?.state === "sent") await tell.sent?.(call, result.intent, op);
      return operationOutcome(call, op, result.intent.id);
    }
    case "pledged":
      await tell
        .pledged?.(call, result.offer)
        .catch((error: unknown) =>
          call.log.warn({ err: error, offer_id: result.offer.id }, "could not announce a pledge"),
        );
      return { outcome: "pledged" };
    case "refused":
      // The same invoice paid by another of the payer's payments (a quote, the chat): its outcome.
      if (result.refusal.reason === "paying_elsewhere") {
        const other = result.refusal.intentId;
        return operationOutcome(call, await call.deps.ledger.get(other), other);
      }
      throw refusalFailure(call, result.intent, result.refusal);
    case "over_limit":
      throw new ApiFailure(400, "over_limit", overLimitText(voice, result));
    case "requires_confirmation":
    case "cancelled":
    case "stale":
      throw new ApiFailure(409, "stale", voice.t("webapp-error-stale"));
    case "not_owner":
      throw new ApiFailure(404, "not_found");
  }
}

/** How a recorded send stands, as the app shows it (pending while it has no outcome yet). */
export function operationOutcome(
  call: ApiCall,
  op: Operation | undefined,
  intentId: string,
): PayOutcome {
  if (!op) return { outcome: "pending", historyId: intentId };
  switch (op.state) {
    case "sent":
      return paid(op);
    case "failed":
      return { outcome: "failed", ...(op.reason ? { reason: op.reason } : {}), historyId: op.id };
    case "unknown":
      return {
        outcome: "unknown",
        reason: call.voice.t("webapp-outcome-unknown"),
        historyId: op.id,
      };
    default:
      return { outcome: "pending", historyId: op.id };
  }
}

function paid(op: Operation): PayOutcome {
  return {
    outcome: "paid",
    ...(op.feeSat !== undefined ? { feeSat: op.feeSat } : {}),
    historyId: op.id,
  };
}

/** An intent refused before it was shown or sent, as the app's error (in the payer's words). */
export function refusalFailure(call: ApiCall, intent: Intent, refusal: IntentRefusal): ApiFailure {
  const { voice } = call;
  switch (refusal.reason) {
    case "no_account":
      return new ApiFailure(409, "not_connected", voice.t("webapp-error-not-connected"));
    case "over_limit":
      return new ApiFailure(400, "over_limit", overLimitText(voice, refusal));
    case "funds":
      return new ApiFailure(
        400,
        "funds",
        voice.t("pay-not-enough", { spendable: voice.amount(refusal.spendableSat) }),
      );
    case "pledges_per_day":
      return new ApiFailure(
        400,
        "pledges_per_day",
        voice.t("pledge-daily-limit-note", {
          amount: voice.amount(intent.amountSat),
          to: escapeHtml(toLabel(intent)),
          max: refusal.max,
        }),
      );
    case "cannot_receive":
    case "pledge_failed":
    case "paying_elsewhere":
    case "no_share":
    case "budget":
    case "closed":
      return new ApiFailure(400, "cannot_receive", voice.t("webapp-error-cannot-receive"));
  }
}

function toLabel(intent: Intent): string {
  const payee = intent.payee;
  if (payee.type === "member") return payee.person.handle;
  if (payee.type === "username") return `@${payee.username.replace(/^@/, "")}`;
  return payee.counterpart;
}
