/**
 * Fiat amounts as people type them: `5 usd`, `$5`, `5€`, `€5`, `5 eur`,
 * `2.50 gbp`, `R$ 10`, `50k rp`, `1.500,50 €`. Pure functions, no I/O.
 *
 * Exactly one currency marker (a symbol, code or word before or after the
 * number). The number may group thousands in threes with the separator the
 * user's language does not use for decimals (or a space), and carry a `k`.
 * Refused as `ambiguous`, never guessed (a wrong guess moves money):
 * - the other language's decimal separator (`2,50 usd` for an English
 *   reader, `2.50 €` for a German one);
 * - a decimal separator followed by exactly three digits (`1.500 usd`):
 *   1.5 or 1 500, and no currency here needs three decimals.
 */
import { CURRENCY_WORDS, type Currency } from "./currencies.ts";

/** The decimal separator of the user's language: "." (English…) or "," (German, Spanish…). */
export type DecimalSeparator = "." | ",";

export type FiatAmount =
  | { ok: true; currency: Currency; amount: number }
  | { ok: false; currency: Currency; reason: "ambiguous" | "zero" };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const MARKER = [...CURRENCY_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");

const SPACES = "\\u0020\\u00a0\\u2009\\u202f";
const NUMBER = `(?:\\d{1,3}(?:[${SPACES}]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)*|[.,]\\d+)`;

/** A fiat amount at the start of a text, then the rest (a description or note). */
const LEADING = new RegExp(
  `^\\s*(?:(${MARKER})[${SPACES}]*)?(${NUMBER})(k)?(?:[${SPACES}]*(${MARKER}))?(?=\\s|$)`,
  "iu",
);

/** The one currency a number carries, before or after it; undefined for none or two. */
function currencyOf(prefix: string | undefined, suffix: string | undefined): Currency | undefined {
  if ((prefix === undefined) === (suffix === undefined)) return undefined;
  const marker = prefix ?? suffix ?? "";
  // "try" is an English word: the Turkish lira's code counts in capitals only.
  if (marker.toLowerCase() === "try" && marker !== "TRY") return undefined;
  return CURRENCY_WORDS.get(marker.toLowerCase());
}

/** The value of a written number, or "ambiguous" (see the module comment). */
export function readDecimal(written: string, decimal: DecimalSeparator): number | "ambiguous" {
  const compact = written.replace(new RegExp(`[${SPACES}]`, "g"), "");
  const separators = [...compact.matchAll(/[.,]/g)].map((m) => ({ char: m[0], at: m.index }));
  if (separators.length === 0) return Number(compact);
  const last = separators.at(-1) as { char: string; at: number };
  const kinds = new Set(separators.map((s) => s.char));
  const groupsOk = (digits: string) =>
    digits
      .split(/[.,]/)
      .slice(1)
      .every((g) => g.length === 3);
  if (kinds.size === 2) {
    // `1,500.50` / `1.500,50`: the last separator is the decimal one, the others group by three.
    const whole = compact.slice(0, last.at);
    if (whole.includes(last.char) || !groupsOk(whole)) return "ambiguous";
    return Number(`${whole.replace(/[.,]/g, "")}.${compact.slice(last.at + 1)}`);
  }
  if (separators.length > 1) {
    // One kind, several times: thousands groups (`1,000,000`), never decimals.
    if (last.char === decimal || !groupsOk(compact)) return "ambiguous";
    return Number(compact.replace(/[.,]/g, ""));
  }
  const after = compact.length - last.at - 1;
  if (after === 3) {
    // `1,500` is 1 500 where `,` is no decimal separator; `1.500` there is 1.5 or 1 500.
    return last.char === decimal || last.at === 0
      ? "ambiguous"
      : Number(compact.replace(/[.,]/g, ""));
  }
  if (last.char !== decimal) return "ambiguous";
  return Number(compact.replace(",", "."));
}

/**
 * A fiat amount at the start of `text` and what follows it, or undefined
 * when `text` does not start with one (then it may be a satoshi amount).
 */
export function takeFiatAmount(
  text: string,
  decimal: DecimalSeparator = ".",
): { fiat: FiatAmount; rest: string } | undefined {
  const match = LEADING.exec(text);
  if (!match) return undefined;
  const [whole, prefix, number = "", kilo, suffix] = match;
  const currency = currencyOf(prefix, suffix);
  if (!currency) return undefined;
  const rest = text.slice(whole.length).trim();
  const value = readDecimal(number, decimal);
  if (value === "ambiguous" || !Number.isFinite(value)) {
    return { fiat: { ok: false, currency, reason: "ambiguous" }, rest };
  }
  const amount = kilo ? value * 1000 : value;
  if (amount <= 0) return { fiat: { ok: false, currency, reason: "zero" }, rest };
  return { fiat: { ok: true, currency, amount }, rest };
}

/** `text` as a whole fiat amount (nothing after it), or undefined when it is none. */
export function parseFiatAmount(
  text: string,
  decimal: DecimalSeparator = ".",
): FiatAmount | undefined {
  const taken = takeFiatAmount(text, decimal);
  return taken && taken.rest === "" ? taken.fiat : undefined;
}
