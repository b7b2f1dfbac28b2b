/**
 * Group money (giveaway, rain) paid share by share from one member's
 * account: whether a share that was not paid means the payer's funds or
 * limits ran out (then no further share is tried), and the reason in the
 * payer's words for their private chat.
 */
import type { Voice } from "../../i18n/voices.ts";
import type { IntentResult } from "../../operations/intents.ts";
import type { ExecuteResult } from "../../operations/payments.ts";
import { failureText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import { escapeHtml } from "../html.ts";

/**
 * True when the payer's side refused: over a limit, or the gateway refused
 * the payer's own send (4.1: funds, most often). A failure on the
 * receiver's side (their invoice, their address) is not the payer's.
 */
export function payerRanOut(result: ExecuteResult | IntentResult): boolean {
  if (result.status === "over_limit") return true;
  if (result.status !== "failed") return false;
  // Only the gateway's own refusal of the payer's send: a dropped connection or a rate limit is
  // this one share's bad luck, not the payer's funds (and must not end it for everyone).
  return (
    result.error.kind === "gateway" &&
    result.error.error.operation === "sendPayment" &&
    result.error.error.kind === "rejected"
  );
}

/** Why, in the payer's voice (HTML, for their private chat only: it may carry their figures). */
export function payerReason(result: ExecuteResult | IntentResult, voice: Voice): string {
  if (result.status === "over_limit") return overLimitText(voice, result);
  if (result.status === "failed") return escapeHtml(failureText(result.error, voice));
  return "";
}
