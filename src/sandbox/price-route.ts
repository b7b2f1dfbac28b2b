/**
 * `GET /prices` of the sandbox: fixed test exchange rates (never market
 * prices), in the shape of the bot's default price source (Yadio's
 * `{"BTC": {…}}`) and marked `"test_rates": true`, so the embedded default
 * shows and reads fiat amounts with no internet. Not part of the gateway
 * contract; needs no authentication (rates are public anyway).
 */
import type { Answer } from "./http.ts";

/** One bitcoin in each currency, at round test prices. */
export const SANDBOX_PRICES: Readonly<Record<string, number>> = {
  USD: 100_000,
  EUR: 92_000,
  GBP: 79_000,
  CAD: 140_000,
  CHF: 88_000,
  AUD: 155_000,
  JPY: 15_000_000,
  BRL: 550_000,
  RUB: 9_000_000,
  TRY: 3_400_000,
  IDR: 1_600_000_000,
};

export function priceAnswer(now: number): Answer {
  return {
    status: 200,
    body: { BTC: SANDBOX_PRICES, base: "BTC", timestamp: now, test_rates: true },
  };
}
