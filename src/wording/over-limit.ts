/**
 * What a refusal over a spending limit says, for a limit check before a
 * proposal (`checkLimits`), for a send the engine refused (`over_limit`) and
 * for an intent refused before it was shown.
 */
import type { Voice } from "../i18n/voices.ts";
import type { LimitVerdict } from "../operations/limits.ts";
import type { ExecuteResult } from "../operations/payments.ts";

/** A limit that was reached, as either the limit check or the payment engine says it. */
export type OverLimit =
  | Exclude<LimitVerdict, { ok: true }>
  | Extract<ExecuteResult, { status: "over_limit" }>
  | Pick<Extract<ExecuteResult, { status: "over_limit" }>, "limit" | "limitSat" | "remainingSat">;

/** True for the daily limit: what is left of it is the payer's own figure (private only). */
export function overDailyLimit(over: OverLimit): boolean {
  return ("limit" in over ? over.limit : over.reason) === "daily";
}

/**
 * The refusal in `voice`. The per-payment limit is the operator's, the same
 * for everyone (it may be said in a group); the daily one names what is
 * left of the payer's own limit, so pass a voice that speaks to them alone.
 */
export function overLimitText(voice: Pick<Voice, "t" | "amount">, over: OverLimit): string {
  return overDailyLimit(over)
    ? voice.t("confirm-over-daily", {
        limit: voice.amount(over.limitSat),
        remaining: voice.amount(("remainingSat" in over ? over.remainingSat : undefined) ?? 0),
      })
    : voice.t("confirm-over-per-payment", { limit: voice.amount(over.limitSat) });
}
