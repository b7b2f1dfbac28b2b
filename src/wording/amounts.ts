/**
 * Amounts in words: why a typed amount was refused (satoshi or fiat), and
 * a fiat conversion as a confirmation shows it. Used by the chat and the
 * Mini App alike; the reading itself is src/prices/amount-input.ts.
 */
import type { AmountError, AmountRefusal } from "../bitcoin/amount.ts";
import type { Voice } from "../i18n/voices.ts";
import {
  type AmountInput,
  type FiatRefusal,
  type FiatUsed,
  isFiatRefusal,
} from "../prices/amount-input.ts";
import { formatFiat } from "../prices/rates.ts";

/**
 * The user-facing one-line reason for a refused amount (plain text), in
 * `voice`'s language. Pass the refusal itself to name an unknown unit; a
 * bare reason gets the generic sentence.
 */
export function amountReason(
  refusal: AmountError | AmountRefusal,
  maxSat: number,
  voice: Pick<Voice, "t" | "amount">,
): string {
  const reason = typeof refusal === "string" ? refusal : refusal.reason;
  if (reason === "too_large") {
    return voice.t("common-amount-reasons-too-large", { max: voice.amount(maxSat) });
  }
  if (reason === "unknown_unit") {
    const unit =
      typeof refusal !== "string" && refusal.reason === "unknown_unit" ? refusal.unit : undefined;
    return unit
      ? voice.t("common-amount-reasons-unknown-unit", { unit })
      : voice.t("common-amount-reasons-unknown-unit-unnamed");
  }
  return voice.t(`common-amount-reasons-${reason.replaceAll("_", "-")}`);
}

/**
 * The one-line reason for a refused amount of any kind: a satoshi amount
 * (`amountReason`) or a fiat one (no rate, ambiguous, below one satoshi).
 */
export function amountInputReason(
  input: Exclude<AmountInput, { ok: true }>,
  maxSat: number,
  voice: Pick<Voice, "t" | "amount">,
): string {
  return isFiatRefusal(input) ? fiatRefusalText(voice, input) : amountReason(input, maxSat, voice);
}

/** A refused fiat amount in one sentence of the reader's language. */
export function fiatRefusalText(voice: Pick<Voice, "t">, refusal: FiatRefusal): string {
  switch (refusal.reason) {
    case "no_rate":
      return voice.t("amount-no-rate");
    case "fiat_ambiguous":
      return voice.t("amount-fiat-ambiguous");
    case "fiat_zero":
      return voice.t("amount-fiat-zero");
  }
}

/**
 * The conversion as the confirmation shows it, in the reader's language:
 * "5.00 € = 5,435 sat at 1 BTC = 92,000.00 € (test rate)".
 */
export function conversionText(voice: Voice, fiat: FiatUsed, sat: number): string {
  return voice.t(fiat.test ? "amount-conversion-test" : "amount-conversion", {
    fiat: formatFiat(fiat.amount, fiat.currency, voice.language),
    sat: voice.sat(sat),
    rate: formatFiat(fiat.perBtc, fiat.currency, voice.language),
  });
}

/** The fiat amount alone, for an invoice's description: "5.00 €". */
export function fiatText(voice: Voice, fiat: FiatUsed): string {
  return formatFiat(fiat.amount, fiat.currency, voice.language);
}
