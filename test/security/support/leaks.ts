/**
 * What the security suites look for: every form a leaked secret could take
 * (in a file or a log line), and the scan of log lines for secrets,
 * signatures and whole invoices.
 */
import type { MerchantCredentials } from "../../../src/gateway/types.ts";

/** Every form a leaked key or token could take, labelled: plain, hex, base64(url), raw bytes. */
export function secretForms(keys: MerchantCredentials, token: string): Array<[string, Buffer]> {
  const text = (label: string, value: string): Array<[string, Buffer]> => [
    [`${label} (plain)`, Buffer.from(value)],
    [`${label} (hex)`, Buffer.from(Buffer.from(value).toString("hex"))],
    [`${label} (base64)`, Buffer.from(Buffer.from(value).toString("base64"))],
    [`${label} (base64url)`, Buffer.from(Buffer.from(value).toString("base64url"))],
  ];
  const raw = Buffer.from(keys.secretKey, "hex");
  return [
    ...text(`API key of ${keys.merchantId}`, keys.apiKey),
    ...text(`secret key of ${keys.merchantId}`, keys.secretKey),
    [
      `secret key of ${keys.merchantId} (upper-case hex)`,
      Buffer.from(keys.secretKey.toUpperCase()),
    ],
    [`secret key of ${keys.merchantId} (raw bytes)`, raw],
    [`secret key of ${keys.merchantId} (raw, base64)`, Buffer.from(raw.toString("base64"))],
    [`secret key of ${keys.merchantId} (raw, base64url)`, Buffer.from(raw.toString("base64url"))],
    ["bot token", Buffer.from(token)],
  ];
}

/** Any whole BOLT11 invoice, not only the ones a session saw. */
export const WHOLE_BOLT11 = /\bln(bc|tb|tbs|bcrt)[0-9]*[munp]?1[02-9ac-hj-np-z]{100,}/i;

/**
 * What leaked in `lines`, one label per find: the text forms of `keys` and
 * `token`, any of `invoices`, a 128-hex-digit signature (request B.2 and
 * webhook B.7 signatures), any whole BOLT11 invoice.
 */
export function leaksIn(
  lines: readonly string[],
  keys: readonly MerchantCredentials[],
  token: string,
  invoices: readonly string[],
): string[] {
  const needles = keys
    .flatMap((k) => secretForms(k, token))
    .filter(([label]) => !label.includes("raw bytes"))
    .map(([label, bytes]) => [label, bytes.toString("utf8")] as const);
  if (keys.length === 0) needles.push(["bot token", token]);
  const leaks: string[] = [];
  for (const line of lines) {
    for (const [label, needle] of needles) if (line.includes(needle)) leaks.push(label);
    for (const invoice of invoices)
      if (line.toLowerCase().includes(invoice.toLowerCase())) leaks.push("an invoice");
    if (/[0-9a-f]{128}/i.test(line)) leaks.push("a 128-hex-digit signature");
    if (WHOLE_BOLT11.test(line)) leaks.push("a BOLT11 invoice");
  }
  return leaks;
}
