/**
 * The one amount parser and formatter every command uses (product.md §3).
 * Amounts are whole satoshi held in `number`: the whole supply (2.1e15 sat)
 * is below Number.MAX_SAFE_INTEGER, so they are exact. Parsing works on
 * decimal digits with bigint, never on floats, so `0.1 btc` is exactly
 * 10 000 000 sat. Pure functions, no I/O; nothing here throws on user input.
 *
 * Accepted forms (case-insensitive, spaces between the parts optional):
 * - digits, optionally grouped by threes with `,` or a space (regular,
 *   no-break, thin or narrow no-break): `1500`, `1,500`, `1 500`, `100 000`;
 *   a grouped number starts with 1-9 and uses one kind of separator;
 * - a `.` decimal point: `1.5k`, `0.0001 btc`, `.5k`;
 * - an optional `k` (thousand) multiplier: `21k`, `1.5k sats`;
 * - an optional unit: `sat`, `sats`, `satoshi`, `satoshis` (the default), or
 *   `btc` / `₿` (1 BTC = 100 000 000 sat).
 *
 * Refused on purpose, as `ambiguous`, because a wrong guess moves money:
 * - a decimal comma (`1,5`, `0,001 btc`): it reads as 1.5 in much of the
 *   world but as a thousands separator in the rest;
 * - comma grouping scaled by `btc` or `k` without a decimal point
 *   (`1,500 btc`, `1,500k`): 1 500 or 1.5 depending on the reader, a
 *   thousandfold difference. Plain `1,500` (sat) is 1 500, as 1.5 sat cannot
 *   be meant; `1,500.5 btc` and `1 500 btc` are unambiguous;
 * - an `m` multiplier (`2m`, `2m sats`, `5 mbtc`, `1000msat`): million,
 *   milli-bitcoin and millisatoshi are all in common use.
 */

/** Satoshi in one bitcoin. */
export const SAT_PER_BTC = 100_000_000;

/** 21 million BTC in satoshi: the default upper bound of `parseAmount`. */
export const MAX_SUPPLY_SAT = 21_000_000 * SAT_PER_BTC;

/**
 * Why an amount was refused, for a one-line message to the user:
 * - `empty`: nothing was written;
 * - `not_a_number`: not an amount in any accepted form;
 * - `ambiguous`: a decimal comma, comma grouping with `btc` or `k`, or an `m`
 *   multiplier (see the module comment);
 * - `zero`, `negative`: not a positive amount;
 * - `fractional_sat`: not a whole number of satoshi (`0.5`, `0.000000001 btc`);
 * - `too_large`: above `maxSat` (carried in the result, for the message);
 * - `unsafe`: beyond Number.MAX_SAFE_INTEGER satoshi, far above any limit.
 */
export type AmountError =
  | "empty"
  | "not_a_number"
  | "ambiguous"
  | "zero"
  | "negative"
  | "fractional_sat"
  | "too_large"
  | "unsafe";

/** Result of parsing an amount: a safe positive integer of satoshi, or why not. */
export type AmountResult =
  | { ok: true; sat: number }
  | { ok: false; reason: Exclude<AmountError, "too_large"> }
  | { ok: false; reason: "too_large"; maxSat: number };

/** Options of `parseAmount`, `takeAmount` and `parseBtcDecimal`. */
export interface AmountOptions {
  /** Largest acceptable amount in satoshi (inclusive). Default: `MAX_SUPPLY_SAT`. */
  maxSat?: number;
}

/** Longer text is refused before any work: no amount is written with 100 characters. */
const MAX_INPUT_LENGTH = 100;

/** Thousands separators besides the comma: space, no-break, thin and narrow no-break spaces. */
const SPACE = "[ \\u00a0\\u2009\\u202f]";

/**
 * The whole accepted grammar. Groups of three must all use the separator of
 * the first group (`\k<sep>`), so `1,500 000` is refused.
 */
const AMOUNT_PATTERN = new RegExp(
  `^(?<sign>[-\\u2212])?${SPACE}*` +
    `(?=\\.?\\d)(?<int>[1-9]\\d{0,2}(?:(?<sep>,|${SPACE})\\d{3}(?:\\k<sep>\\d{3})*)?|\\d*)` +
    `(?:\\.(?<frac>\\d*))?` +
    `${SPACE}*(?<mult>[km])?${SPACE}*(?<unit>sats?|satoshis?|btc|₿)?$`,
  "i",
);

/** A comma between digits that did not parse as thousands grouping: a decimal comma. */
const DECIMAL_COMMA = /\d,\d/;

/** Text that starts like a number, so a failed parse is reported instead of ignored. */
const STARTS_LIKE_NUMBER = /^[-\u2212]?\.?\d/;

/**
 * Parses a user-written amount into satoshi (forms in the module comment).
 * Never throws on any text; `ok: true` always carries a safe integer in
 * 1..`maxSat`. Throws `RangeError` only for an invalid `options.maxSat`.
 */
export function parseAmount(text: string, options: AmountOptions = {}): AmountResult {
  const maxSat = checkedMaxSat(options.maxSat);
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, reason: "not_a_number" };
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match?.groups) {
    const ambiguous = STARTS_LIKE_NUMBER.test(trimmed) && DECIMAL_COMMA.test(trimmed);
    return { ok: false, reason: ambiguous ? "ambiguous" : "not_a_number" };
  }
  const { sign, int = "", sep, frac, mult, unit } = match.groups;
  if (mult?.toLowerCase() === "m") return { ok: false, reason: "ambiguous" };
  const isBtc = unit !== undefined && /^(btc|₿)$/i.test(unit);
  // `1,500 btc` or `1,500k` is 1.5 to half the world: a thousandfold mistake.
  // A decimal point settles it (`1,500.5 btc`); plain satoshi cannot be 1.5.
  if (sep === "," && frac === undefined && (isBtc || mult !== undefined)) {
    return { ok: false, reason: "ambiguous" };
  }
  const digits = sep === undefined ? int : int.split(sep).join("");
  const unitSat = isBtc ? BigInt(SAT_PER_BTC) : 1n;
  const multiplier = mult === undefined ? 1n : 1000n;
  return decimalToSat(digits, frac ?? "", unitSat * multiplier, sign !== undefined, maxSat);
}

/**
 * Parses a plain decimal number of bitcoin as BIP-21 writes it (`0.001`,
 * `1`, `.5`; no sign, grouping, exponent or unit) into satoshi, exactly.
 * Same results and guarantees as `parseAmount`.
 */
export function parseBtcDecimal(text: string, options: AmountOptions = {}): AmountResult {
  const maxSat = checkedMaxSat(options.maxSat);
  if (text === "") return { ok: false, reason: "empty" };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, reason: "not_a_number" };
  const match = /^(?=\.?\d)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, reason: "not_a_number" };
  return decimalToSat(match[1] ?? "", match[2] ?? "", BigInt(SAT_PER_BTC), false, maxSat);
}

/** What `takeAmount` found at the start of a command's arguments. */
export interface TakenAmount {
  /** The parsed amount (possibly a refusal to show to the user). */
  amount: AmountResult;
  /** The text read as the amount, trimmed. */
  amountText: string;
  /** Everything after it, trimmed (a description or note; may be empty). */
  rest: string;
}

/** At most this many words are read as one amount (`100 000 000 sat` is four). */
const MAX_AMOUNT_WORDS = 6;

/**
 * Reads an amount at the start of a command's arguments, e.g.
 * `21k sats for coffee` → 21 000 sat and rest `for coffee`, or
 * `1 500 thanks` → 1 500 sat and rest `thanks`. The longest run of leading
 * words that forms an amount wins, so a following word of exactly three
 * digits is read as a thousands group (`100 200 coffees` → 100 200 sat).
 * When the first word starts like a number but no prefix parses, that word
 * is returned with its refusal (`1,5 thanks` → `ambiguous`). Undefined when
 * the text does not start with an amount at all (`coffee`, empty text).
 */
export function takeAmount(text: string, options: AmountOptions = {}): TakenAmount | undefined {
  const trimmed = text.trim();
  const wordEnds = [...trimmed.matchAll(/\S+/g)].map((m) => m.index + m[0].length);
  for (let count = Math.min(MAX_AMOUNT_WORDS, wordEnds.length); count >= 1; count--) {
    const end = wordEnds[count - 1] ?? 0;
    const candidate = trimmed.slice(0, end);
    if (candidate.length <= MAX_INPUT_LENGTH && AMOUNT_PATTERN.test(candidate)) {
      return {
        amount: parseAmount(candidate, options),
        amountText: candidate,
        rest: trimmed.slice(end).trim(),
      };
    }
  }
  const firstEnd = wordEnds[0];
  if (firstEnd === undefined || !STARTS_LIKE_NUMBER.test(trimmed)) return undefined;
  const first = trimmed.slice(0, firstEnd);
  return {
    amount: parseAmount(first, options),
    amountText: first,
    rest: trimmed.slice(firstEnd).trim(),
  };
}

/**
 * Formats satoshi as `1,500 sat`: comma thousands separators (ASCII, so it
 * copies and parses back with `parseAmount`), unit `sat` for every amount.
 * Negative amounts get a leading `-`. Throws `RangeError` for a non-safe-integer.
 */
export function formatSat(sat: number): string {
  checkedSat(sat);
  return `${sat < 0 ? "-" : ""}${groupThousands(String(Math.abs(sat)))} sat`;
}

/**
 * Formats satoshi as bitcoin with all eight decimals, e.g. `0.00001500 BTC`
 * or `1,234.50000000 BTC` (comma thousands separators; parses back with
 * `parseAmount`). Throws `RangeError` for a non-safe-integer.
 */
export function formatBtc(sat: number): string {
  checkedSat(sat);
  const abs = Math.abs(sat);
  const whole = Math.floor(abs / SAT_PER_BTC);
  const fraction = String(abs % SAT_PER_BTC).padStart(8, "0");
  return `${sat < 0 ? "-" : ""}${groupThousands(String(whole))}.${fraction} BTC`;
}

/**
 * Exact decimal → satoshi: `int.frac × unitSat`, refused unless it is a
 * whole, positive, safe number of satoshi not above `maxSat`.
 */
function decimalToSat(
  int: string,
  frac: string,
  unitSat: bigint,
  negative: boolean,
  maxSat: number,
): AmountResult {
  const numerator = BigInt(`${int}${frac}` || "0") * unitSat;
  if (numerator === 0n) return { ok: false, reason: "zero" };
  if (negative) return { ok: false, reason: "negative" };
  const denominator = 10n ** BigInt(frac.length);
  if (numerator % denominator !== 0n) return { ok: false, reason: "fractional_sat" };
  const sat = numerator / denominator;
  if (sat > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: "unsafe" };
  if (sat > BigInt(maxSat)) return { ok: false, reason: "too_large", maxSat };
  return { ok: true, sat: Number(sat) };
}

function checkedMaxSat(maxSat: number | undefined): number {
  if (maxSat === undefined) return MAX_SUPPLY_SAT;
  if (!Number.isSafeInteger(maxSat) || maxSat < 1) {
    throw new RangeError(`maxSat must be a positive safe integer, got ${maxSat}.`);
  }
  return maxSat;
}

function checkedSat(sat: number): void {
  if (!Number.isSafeInteger(sat)) {
    throw new RangeError(`An amount in satoshi must be a safe integer, got ${sat}.`);
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}
