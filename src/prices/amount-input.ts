/**
 * An amount as a person types it anywhere one is asked: satoshi or bitcoin
 * in the language's number format (src/bitcoin/amount.ts), or a fiat amount
 * (`5 usd`, `$5`, `5€`, src/prices/fiat-input.ts) converted to whole
 * satoshi at the current rate. What is then confirmed and paid is the
 * satoshi figure; the fiat amount and the rate used travel with it only to
 * be shown. Rates older than the price source's input limit (10 min) are
 * never used, and no source means a clear sentence asking for satoshi.
 */
import { type AmountRefusal, takeAmount } from "../bitcoin/amount.ts";
import { decimalSeparatorOf } from "../i18n/languages.ts";
import type { Voice } from "../i18n/voices.ts";
import type { Currency } from "./currencies.ts";
import { takeFiatAmount } from "./fiat-input.ts";
import type { PriceSource } from "./price-source.ts";
import { fiatToSat } from "./rates.ts";

/** The fiat amount a satoshi figure was converted from, and the rate used. */
export interface FiatUsed {
  amount: number;
  currency: Currency;
  /** One bitcoin's price in `currency` when converted. */
  perBtc: number;
  /** The sandbox's fixed test rate. */
  test: boolean;
}

/** Why a fiat amount was refused (satoshi refusals are `AmountRefusal`s). */
export type FiatRefusal =
  | { ok: false; reason: "no_rate"; currency: Currency }
  | { ok: false; reason: "fiat_ambiguous"; currency: Currency }
  | { ok: false; reason: "fiat_zero"; currency: Currency };

export type AmountInput =
  | { ok: true; sat: number; fiat?: FiatUsed | undefined }
  | AmountRefusal
  | FiatRefusal;

export interface AmountInputOptions {
  maxSat: number;
  /** The reader's language decides the decimal separator. */
  voice: Voice;
  /** Without a source, fiat amounts are refused with `no_rate`. */
  prices: PriceSource | undefined;
}

/**
 * Reads an amount at the start of `text` (a command's arguments): the
 * amount, the text it was read from, and what follows. Undefined when the
 * text does not start with an amount.
 */
export async function takeAmountInput(
  text: string,
  options: AmountInputOptions,
): Promise<{ input: AmountInput; amountText: string; rest: string } | undefined> {
  const decimal = decimalSeparatorOf(options.voice.language);
  const fiat = takeFiatAmount(text, decimal);
  if (fiat) {
    const amountText = text
      .trim()
      .slice(0, text.trim().length - fiat.rest.length)
      .trim();
    if (!fiat.fiat.ok) {
      const reason = fiat.fiat.reason === "zero" ? "fiat_zero" : "fiat_ambiguous";
      return {
        input: { ok: false, reason, currency: fiat.fiat.currency },
        amountText,
        rest: fiat.rest,
      };
    }
    const input = await convert(fiat.fiat.amount, fiat.fiat.currency, options);
    return { input, amountText, rest: fiat.rest };
  }
  const taken = takeAmount(text, { maxSat: options.maxSat, decimal });
  return taken && { input: taken.amount, amountText: taken.amountText, rest: taken.rest };
}

/** `text` as one whole amount (an answer to "How much?"). */
export async function parseAmountInput(
  text: string,
  options: AmountInputOptions,
): Promise<AmountInput> {
  const taken = await takeAmountInput(text, options);
  if (!taken) return { ok: false, reason: text.trim() === "" ? "empty" : "not_a_number" };
  if (taken.rest !== "" && taken.input.ok) return { ok: false, reason: "not_a_number" };
  return taken.input;
}

async function convert(
  amount: number,
  currency: Currency,
  options: AmountInputOptions,
): Promise<AmountInput> {
  const rate = await options.prices?.forInput(currency);
  if (!rate) return { ok: false, reason: "no_rate", currency };
  const sat = fiatToSat(amount, rate.perBtc);
  if (sat < 1) return { ok: false, reason: "fiat_zero", currency };
  if (sat > options.maxSat) return { ok: false, reason: "too_large", maxSat: options.maxSat };
  return { ok: true, sat, fiat: { amount, currency, perBtc: rate.perBtc, test: rate.test } };
}

/** Whether a refusal is about fiat (else it is a satoshi `AmountRefusal`). */
export function isFiatRefusal(input: AmountInput): input is FiatRefusal {
  return (
    !input.ok &&
    (input.reason === "no_rate" ||
      input.reason === "fiat_ambiguous" ||
      input.reason === "fiat_zero")
  );
}
