/**
 * Keyv's writing and reading of stored values, faster. @keyv/serialize
 * (Keyv's default) writes a Buffer as the string ":base64:…" and escapes a
 * string that starts with ":" as "::…". It writes through a recursive
 * function that builds the text by concatenation, several times slower than
 * `JSON.stringify` (3 % of the bot's busy time in a profile of /invoice,
 * /pay and /balance, bench/ANALYSIS.md); reading, it runs `JSON.parse` with
 * a reviver that undoes both escapes on every value of every record, which
 * costs 3–5 times a plain parse. Here each side takes the plain path when
 * the text shows that no escape can apply, and Keyv's own otherwise, so
 * what is stored and read back is the same text and the same values.
 */
import { defaultDeserialize, defaultSerialize } from "@keyv/serialize";

/**
 * In `JSON.stringify`'s text (no spaces), a string value that starts with
 * ":" begins right after `[`, `,` or `:` (or opens the text); a Buffer is its
 * `toJSON` object. A quote inside a string is escaped, so neither pattern can
 * come from a string's content. A key starting with ":" also matches, which
 * only sends the value to Keyv's own writer.
 */
const NEEDS_KEYV_WRITER = /(?:^|[[,:])":|"type":"Buffer"/;

/**
 * Keyv's `serialize`: the text @keyv/serialize writes, through one
 * `JSON.stringify` when the value holds no Buffer and no string starting
 * with ":". (A function inside an array is dropped by Keyv's writer and
 * written as `null` here: stored values are data, never functions.)
 */
export function serializeStored(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined || NEEDS_KEYV_WRITER.test(text)) return defaultSerialize(value);
  return text;
}

/** Keyv's `deserialize`: the same values as @keyv/serialize's, without its reviver when none can apply. */
export function deserializeStored<T>(text: string): T {
  if (text.includes('"::') || text.includes('":base64:')) return defaultDeserialize(text) as T;
  return JSON.parse(text) as T;
}
