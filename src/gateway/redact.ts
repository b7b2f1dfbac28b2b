/**
 * Makes text from the gateway safe to put in an error message or a log:
 * one short line, no account secrets, no whole invoices. Pure functions.
 */

/** Longest text kept from the gateway, in characters. */
export const MAX_GATEWAY_TEXT = 200;

// Anything that looks like a BOLT11 invoice or LNURL (`ln` + bech32 data).
// A gateway message may echo the invoice it refused; 12 characters are
// enough for an operator to recognise it.
const LIGHTNING_STRING = /\bln[0-9a-z]{20,}/gi;
const KEPT_PREFIX = 12;

/**
 * Returns `text` as one trimmed line of at most {@link MAX_GATEWAY_TEXT}
 * characters, with every occurrence of each of `secrets` (API key, secret
 * key, signature: values of 8 characters or more) replaced by `[redacted]`
 * and every BOLT11/LNURL-like string longer than 20 characters cut to its
 * first 12 characters followed by `…`.
 */
export function redactGatewayText(text: string, secrets: readonly string[] = []): string {
  let safe = text;
  for (const secret of secrets) {
    // Short values would match innocent text; keys and signatures are long.
    if (secret.length >= 8) safe = safe.split(secret).join("[redacted]");
  }
  safe = safe
    .replace(LIGHTNING_STRING, (match) => `${match.slice(0, KEPT_PREFIX)}…`)
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, " ")
    .trim();
  return safe.length > MAX_GATEWAY_TEXT ? `${safe.slice(0, MAX_GATEWAY_TEXT - 1)}…` : safe;
}
