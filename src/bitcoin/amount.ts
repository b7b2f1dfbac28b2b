/**
 * The one amount parser and formatter every command uses (docs/commands.md).
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
 *   be meant; `1,500.5 btc` and `1 500 btc` are unambiguous.
 *
 * Refused as `unknown_unit`, naming the word: any other unit or multiplier
 * after the number (`2m`, `5 mbtc`, `1000msat`, `10 usd`). `m` in
 * particular is million, milli-bitcoin or millisatoshi depending on the
 * writer, so it is never guessed.
 *
 * After a command, an amount is followed by a description (`takeAmount`),
 * and a regular space is then both a thousands separator and the end of the
 * amount. There the space joins digits only in the thousands form nobody
 * reads otherwise (see `takeAmount`): `1 500 coffee` is 1 500 sat, but
 * `500 100 stickers` is 500 sat for "100 stickers".
 */

/** Satoshi in one bitcoin. */
export const SAT_PER_BTC = 100_000_000;

/** 21 million BTC in satoshi: the default upper bound of `parseAmount`. */
export const MAX_SUPPLY_SAT = 21_000_000 * SAT_PER_BTC;

/**
 * Why an amount was refused, for a one-line message to the user:
 * - `empty`: nothing was written;
 * - `not_a_number`: not an amount in any accepted form;
 * - `ambiguous`: a decimal comma or comma grouping with `btc` or `k` (see
 *   the module comment);
 * - `unknown_unit`: a number followed by a unit or multiplier other than
 *   `k`, `sat` or `btc` (carried in the result as written, for the message);
 * - `zero`, `negative`: not a positive amount;
 * - `fractional_sat`: not a whole number of satoshi (`0.5`, `0.000000001 btc`);
 * - `too_large`: above `maxSat` (carried in the result, for the message);
 * - `unsafe`: beyond Number.MAX_SAFE_INTEGER satoshi, far above any limit.
 */
export type AmountError =
  | "empty"
  | "not_a_number"
  | "ambiguous"
  | "unknown_unit"
  | "zero"
  | "negative"
  | "fractional_sat"
  | "too_large"
  | "unsafe";

/** A refused amount: why, with the limit or the unknown unit where that is the reason. */
export type AmountRefusal =
  | { ok: false; reason: Exclude<AmountError, "too_large" | "unknown_unit"> }
  | { ok: false; reason: "too_large"; maxSat: number }
  | {
      ok: false;
      reason: "unknown_unit";
      /** The unit as written, letters and currency signs only, at most 12 characters. */
      unit: string;
    };

/** Result of parsing an amount: a safe positive integer of satoshi, or why not. */
export type AmountResult = { ok: true; sat: number } | AmountRefusal;

/** Options of `parseAmount`, `takeAmount` and `parseBtcDecimal`. */
export interface AmountOptions {
  /** Largest acceptable amount in satoshi (inclusive). Default: `MAX_SUPPLY_SAT`. */
  maxSat?: number;
  /**
   * The decimal separator of the writer's language (default "."). With ",",
   * the roles of `.` and `,` swap: `1.500` is 1 500, `1,5k` is 1 500,
   * `0,001 btc` is 100 000 sat, and what is ambiguous in English is
   * ambiguous mirrored (`1.500 btc`).
   */
  decimal?: "." | ",";
}

/** `.` ↔ `,`, one for one (lengths unchanged, so positions still match the original). */
function swapSeparators(text: string): string {
  return text.replace(/[.,]/g, (c) => (c === "." ? "," : "."));
}

/** Longer text is refused before any work: no amount is written with 100 characters. */
const MAX_INPUT_LENGTH = 100;

/** Thousands separators besides the comma: space, no-break, thin and narrow no-break spaces. */
const SPACE = "[ \\u00a0\\u2009\\u202f]";

/**
 * A number: digits, grouped by threes with one kind of separator
 * (`\k<sep>`, so `1,500 000` is refused), and a decimal part.
 */
const NUMBER =
  `(?=\\.?\\d)(?<int>[1-9]\\d{0,2}(?:(?<sep>,|${SPACE})\\d{3}(?:\\k<sep>\\d{3})*)?|\\d*)` +
  `(?:\\.(?<frac>\\d*))?`;

/** The whole accepted grammar: sign, number, multiplier, unit. */
const AMOUNT_PATTERN = new RegExp(
  `^(?<sign>[-\\u2212])?${SPACE}*${NUMBER}` +
    `${SPACE}*(?<mult>k)?${SPACE}*(?<unit>sats?|satoshis?|btc|₿)?$`,
  "i",
);

/**
 * A number followed by a word of letters or currency signs (not followed by
 * a digit, so `1e3` is no unit): the word is the unit the writer meant.
 */
const NUMBER_THEN_WORD = new RegExp(
  `^[-\\u2212]?${SPACE}*${NUMBER}${SPACE}*(?<word>[\\p{L}\\p{Sc}]+)(?![\\p{N}])`,
  "iu",
);

/** Longest unit named back to the user. */
const MAX_UNIT_LENGTH = 12;

/**
 * Units and currencies that follow a number as a separate word but are not
 * ours: read as a description they would bill `10 usd` as 10 sat, so
 * `takeAmount` refuses them instead.
 */
const FOREIGN_UNITS = new Set([
  "m",
  "msat",
  "msats",
  "mbtc",
  "ubtc",
  "µbtc",
  "bit",
  "bits",
  "usd",
  "eur",
  "gbp",
  "chf",
  "jpy",
  "cad",
  "aud",
  "dollar",
  "dollars",
  "euro",
  "euros",
  "$",
  "€",
  "£",
  "¥",
]);

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
  const trimmed = options.decimal === "," ? swapSeparators(text.trim()) : text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, reason: "not_a_number" };
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match?.groups) {
    const unit = unknownUnit(trimmed);
    if (unit !== undefined) return { ok: false, reason: "unknown_unit", unit };
    const ambiguous = STARTS_LIKE_NUMBER.test(trimmed) && DECIMAL_COMMA.test(trimmed);
    return { ok: false, reason: ambiguous ? "ambiguous" : "not_a_number" };
  }
  const { sign, int = "", sep, frac, mult, unit } = match.groups;
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

/** At most this many words are read as one amount (`- 2 100 000 000 000 000 sat` is eight). */
const MAX_AMOUNT_WORDS = 8;

/**
 * Reads an amount at the start of a command's arguments, e.g.
 * `21k sats for coffee` → 21 000 sat and rest `for coffee`. The longest
 * run of leading words that forms an amount wins, except that a regular
 * space, which also ends the amount, joins digits only where no other
 * reading makes sense:
 * - when nothing follows (`500 100` → 500 100 sat), or a unit or `k`
 *   closes the number (`500 100 sat stickers` → 500 100 sat);
 * - in the thousands form with a head of one or two digits
 *   (`1 500 thanks` → 1 500, `21 000 000 dreams` → 21 000 000): nobody
 *   bills 1 sat for "500 thanks";
 * - for groups of `000` (`100 000 thanks` → 100 000): no description
 *   starts with 000.
 * Otherwise a whole number of three digits is the amount and the digits
 * after it start the description: `500 100 stickers` → 500 sat, rest
 * `100 stickers`. When in doubt the smaller amount is read, and the
 * description shows the rest. Grouping with a comma or a no-break, thin or
 * narrow space is deliberate and always joins (`500,100 stickers`).
 *
 * A currency or foreign unit after the number (`10 usd lunch`) is refused
 * as `unknown_unit` rather than billed in satoshi. When the first word
 * starts like a number but no prefix parses, that word is returned with
 * its refusal (`1,5 thanks` → `ambiguous`, `2m coffee` → `unknown_unit`).
 * Undefined when the text does not start with an amount at all (`coffee`,
 * empty text). `amountText` is always the start of the trimmed text and
 * `rest` what follows it, trimmed.
 */
export function takeAmount(text: string, options: AmountOptions = {}): TakenAmount | undefined {
  const original = text.trim();
  // Read with "." as the decimal point; what is returned is sliced from the original text.
  const trimmed = options.decimal === "," ? swapSeparators(original) : original;
  const english = { ...options, decimal: "." as const };
  const wordEnds = [...trimmed.matchAll(/\S+/g)].map((m) => m.index + m[0].length);
  for (let count = Math.min(MAX_AMOUNT_WORDS, wordEnds.length); count >= 1; count--) {
    const end = wordEnds[count - 1] ?? 0;
    const candidate = trimmed.slice(0, end);
    if (candidate.length > MAX_INPUT_LENGTH) continue;
    const groups = AMOUNT_PATTERN.exec(candidate)?.groups;
    if (!groups) continue;
    const rest = trimmed.slice(end).trim();
    const closed = groups.mult !== undefined || groups.unit !== undefined;
    const next = /^\S+/.exec(rest)?.[0];
    if (!closed && next !== undefined && FOREIGN_UNITS.has(next.toLowerCase())) {
      const unitEnd = end + trimmed.slice(end).indexOf(next) + next.length;
      return {
        amount: { ok: false, reason: "unknown_unit", unit: next.slice(0, MAX_UNIT_LENGTH) },
        amountText: original.slice(0, unitEnd),
        rest: original.slice(unitEnd).trim(),
      };
    }
    if (rest !== "" && !closed && groups.sep === " " && !thousandsForm(groups.int ?? "")) {
      continue;
    }
    return {
      amount: parseAmount(candidate, english),
      amountText: original.slice(0, end),
      rest: original.slice(end).trim(),
    };
  }
  const firstEnd = wordEnds[0];
  if (firstEnd === undefined || !STARTS_LIKE_NUMBER.test(trimmed)) return undefined;
  return {
    amount: parseAmount(trimmed.slice(0, firstEnd), english),
    amountText: original.slice(0, firstEnd),
    rest: original.slice(firstEnd).trim(),
  };
}

/**
 * Digits grouped by regular spaces that are one number even with a
 * description after them: a head of one or two digits, or groups of 000.
 */
function thousandsForm(int: string): boolean {
  const [head = "", ...groups] = int.split(" ");
  return head.length <= 2 || groups.every((group) => group === "000");
}

/** The unit written after a number when it is not one of ours, clipped; else undefined. */
function unknownUnit(text: string): string | undefined {
  const word = NUMBER_THEN_WORD.exec(text)?.groups?.word;
  if (word === undefined || AMOUNT_PATTERN.test(`1${word}`)) return undefined;
  return word.slice(0, MAX_UNIT_LENGTH);
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
