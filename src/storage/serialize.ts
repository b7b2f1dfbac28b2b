/**
 * Keyv's reading of stored values, faster. @keyv/serialize (Keyv's
 * default) writes a Buffer as the string ":base64:…" and escapes a string
 * that starts with ":" as "::…"; reading, it runs `JSON.parse` with a
 * reviver that undoes both on every value of every record, which costs
 * 3–5 times a plain parse (about 2.5 % of a payment's CPU in the profile,
 * bench/ANALYSIS.md). Only a text containing `"::` or `":base64:` can hold
 * such a string; any other is parsed plainly, to the same value.
 */
import { defaultDeserialize } from "@keyv/serialize";

/** Keyv's `deserialize`: the same values as @keyv/serialize's, without its reviver when none can apply. */
export function deserializeStored<T>(text: string): T {
  if (text.includes('"::') || text.includes('":base64:')) return defaultDeserialize(text) as T;
  return JSON.parse(text) as T;
}
