/**
 * The fiat currencies users may see amounts in and type amounts in, their
 * symbols, and the default currency a language suggests. Pure data and
 * functions, no I/O.
 */

/** Every currency a user can choose in /settings, in the order the menu shows them. */
export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "CHF",
  "AUD",
  "JPY",
  "BRL",
  "RUB",
  "TRY",
  "IDR",
] as const;

export type Currency = (typeof CURRENCIES)[number];

const KNOWN: ReadonlySet<string> = new Set(CURRENCIES);

/** `code` as a Currency when it is one of ours (case-insensitive). */
export function asCurrency(code: string): Currency | undefined {
  const upper = code.toUpperCase();
  return KNOWN.has(upper) ? (upper as Currency) : undefined;
}

/**
 * Symbols and words people type for a currency, lower-cased. Only
 * unambiguous ones: a bare `$` is the US dollar (as every wallet reads it),
 * while `C$`, `CA$`, `A$` and `AU$` name the others; `¥` is the yen (the
 * yuan is not offered). Words that are also ordinary English words
 * ("real", "try") are left out or, for `TRY`, accepted in capitals only
 * (see `takeFiatAmount`), so "/invoice 5 try again" stays 5 sat.
 */
export const CURRENCY_WORDS: ReadonlyMap<string, Currency> = new Map<string, Currency>([
  ["$", "USD"],
  ["us$", "USD"],
  ["usd", "USD"],
  ["dollar", "USD"],
  ["dollars", "USD"],
  ["€", "EUR"],
  ["eur", "EUR"],
  ["euro", "EUR"],
  ["euros", "EUR"],
  ["£", "GBP"],
  ["gbp", "GBP"],
  ["c$", "CAD"],
  ["ca$", "CAD"],
  ["cad", "CAD"],
  ["chf", "CHF"],
  ["a$", "AUD"],
  ["au$", "AUD"],
  ["aud", "AUD"],
  ["¥", "JPY"],
  ["jpy", "JPY"],
  ["yen", "JPY"],
  ["r$", "BRL"],
  ["brl", "BRL"],
  ["reais", "BRL"],
  ["₽", "RUB"],
  ["rub", "RUB"],
  ["₺", "TRY"],
  ["try", "TRY"],
  ["rp", "IDR"],
  ["idr", "IDR"],
]);

/**
 * The currency a Telegram `language_code` suggests, or undefined when the
 * language alone does not tell (English, Spanish and Portuguese are spoken
 * with many currencies; the user picks one in /settings).
 */
export function defaultCurrencyFor(languageCode: string | undefined): Currency | undefined {
  const code = (languageCode ?? "").toLowerCase();
  const exact: Record<string, Currency> = {
    "en-us": "USD",
    "en-gb": "GBP",
    "en-ca": "CAD",
    "en-au": "AUD",
    "pt-br": "BRL",
    "de-ch": "CHF",
    "fr-ch": "CHF",
    "it-ch": "CHF",
    "es-es": "EUR",
    "pt-pt": "EUR",
  };
  if (exact[code]) return exact[code];
  const byLanguage: Record<string, Currency> = {
    de: "EUR",
    fr: "EUR",
    it: "EUR",
    nl: "EUR",
    ru: "RUB",
    tr: "TRY",
    id: "IDR",
    ja: "JPY",
  };
  return byLanguage[code.split("-")[0] ?? ""];
}
