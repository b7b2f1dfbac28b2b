/**
 * Exchange rates: what a price source answers, read into "price of one
 * bitcoin in each currency", and the conversions and display built on it.
 * Pure functions, no I/O; nothing here throws on a source's answer.
 *
 * Shapes read (the operator may point PRICE_SOURCE_URL at any of them):
 * - Yadio `GET https://api.yadio.io/exrates/BTC` (the default):
 *   `{"BTC": {"USD": 91234.5, …}, "base": "BTC", "timestamp": …}`;
 * - mempool.space `GET /api/v1/prices`: `{"time": …, "USD": 91234, "EUR": …}`
 *   (USD, EUR, GBP, CAD, CHF, AUD, JPY only);
 * - blockchain.info `GET /ticker`: `{"USD": {"last": 91234.5, …}, …}`
 *   (no IDR);
 * - CoinGecko `GET /api/v3/exchange_rates`:
 *   `{"rates": {"usd": {"value": 91234.5, "type": "fiat"}, …}}`;
 * - the embedded sandbox's `GET /prices`: Yadio's shape plus
 *   `"test_rates": true` (fixed rates, never market prices).
 */
import { SAT_PER_BTC } from "../bitcoin/amount.ts";
import { asCurrency, type Currency } from "./currencies.ts";

/** Price of one bitcoin in each currency the source gave (positive, finite). */
export type PricePerBtc = Partial<Record<Currency, number>>;

export interface ParsedRates {
  perBtc: PricePerBtc;
  /** The source marks these as test rates (the sandbox). */
  test: boolean;
}

/**
 * A bitcoin price this far from every real one is garbage, not a market
 * move: below 1 unit or above 10^12 units of any of our currencies (the
 * rupiah price of a bitcoin is about 10^9).
 */
const MIN_PRICE = 1;
const MAX_PRICE = 1e12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function price(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" &&
    Number.isFinite(number) &&
    number >= MIN_PRICE &&
    number <= MAX_PRICE
    ? number
    : undefined;
}

/** Keeps the entries of `table` that are our currencies with a sane price. */
function collect(
  table: Record<string, unknown>,
  read: (value: unknown) => unknown = (v) => v,
): PricePerBtc {
  const perBtc: PricePerBtc = {};
  for (const [code, value] of Object.entries(table)) {
    const currency = asCurrency(code);
    const amount = currency ? price(read(value)) : undefined;
    if (currency && amount !== undefined) perBtc[currency] = amount;
  }
  return perBtc;
}

/** Reads a source's JSON answer; undefined when it is none of the known shapes or holds no usable price. */
export function parseRates(json: unknown): ParsedRates | undefined {
  if (!isRecord(json)) return undefined;
  const test = json.test_rates === true;
  let perBtc: PricePerBtc;
  if (isRecord(json.BTC)) {
    perBtc = collect(json.BTC);
  } else if (isRecord(json.rates)) {
    perBtc = collect(json.rates, (entry) =>
      isRecord(entry) && entry.type === "fiat" ? entry.value : undefined,
    );
  } else if (isRecord(json.USD) || isRecord(json.EUR)) {
    perBtc = collect(json, (entry) => (isRecord(entry) ? entry.last : undefined));
  } else {
    perBtc = collect(json);
  }
  return Object.keys(perBtc).length > 0 ? { perBtc, test } : undefined;
}

/** `sat` in `currency` at `perBtc` (the price of one bitcoin). */
export function satToFiat(sat: number, perBtc: number): number {
  return (sat / SAT_PER_BTC) * perBtc;
}

/** `amount` of a currency in whole satoshi at `perBtc`, rounded to the nearest. */
export function fiatToSat(amount: number, perBtc: number): number {
  return Math.round((amount / perBtc) * SAT_PER_BTC);
}

/** Formatters by locale and currency (at most languages × currencies): costly to build, reused. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * `value` as money in `locale`: `$1.02`, `1,02 €`, `¥153`. An amount
 * below the currency's smallest unit shows as "< $0.01" rather than "$0.00".
 */
export function formatFiat(value: number, currency: Currency, locale = "en"): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const smallest = 10 ** -digits;
  if (value > 0 && value < smallest) return `< ${format.format(smallest)}`;
  return format.format(value);
}
