/**
 * Request and webhook signatures of the gateway contract (B.2 and B.7).
 * Pure functions over node:crypto; no I/O.
 */
import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  timingSafeEqual,
} from "node:crypto";

const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** Decodes a hex secret key to bytes; throws a message that never contains the key itself. */
export function secretKeyBytes(secretHex: string): Buffer {
  if (!HEX.test(secretHex)) {
    throw new Error("the secret key must be hexadecimal text with an even number of digits");
  }
  return Buffer.from(secretHex, "hex");
}

/** Secret keys made into KeyObjects once per owner (an HMAC over a raw key makes one each time). */
const keyObjects = new WeakMap<object, { hex: string; key: KeyObject }>();

/**
 * The KeyObject of `secretHex`, made once per `owner` (an object that lives
 * as long as the secret is in use: the credentials, a merchant record), so
 * nothing keeps the key longer than its owner; made again if the owner's
 * secret changed.
 */
export function signingKey(owner: object, secretHex: string): KeyObject {
  const known = keyObjects.get(owner);
  if (known?.hex === secretHex) return known.key;
  const key = createSecretKey(secretKeyBytes(secretHex));
  keyObjects.set(owner, { hex: secretHex, key });
  return key;
}

/**
 * The `X-gateway-api-signature` of one request (contract B.2):
 * hex(HMAC-SHA-512(secret, pathAndQuery ‖ SHA-256(nonce ‖ body))).
 * `pathAndQuery` starts at `/gateway` and is exactly what is sent; `body` is
 * the exact bytes sent (empty for GET). `secret`: the hex key, or its
 * KeyObject (`signingKey`), which spares making one per request.
 */
export function signRequest(
  secret: string | KeyObject,
  pathAndQuery: string,
  nonce: string,
  body: string | Uint8Array = "",
): string {
  const digest = createHash("sha256").update(nonce).update(body).digest();
  return createHmac("sha512", typeof secret === "string" ? secretKeyBytes(secret) : secret)
    .update(pathAndQuery)
    .update(digest)
    .digest("hex");
}

/** The `v1` value of a webhook signature (contract B.7): hex(HMAC-SHA-512(secret, `${t}.${body}`)). */
export function signWebhookBody(secretHex: string, timestampSec: number, rawBody: string): string {
  return createHmac("sha512", secretKeyBytes(secretHex))
    .update(`${timestampSec}.`)
    .update(rawBody)
    .digest("hex");
}

/** The whole `X-gateway-webhook-signature` header value: `t=<seconds>,v1=<hex>`. */
export function webhookSignatureHeader(
  secretHex: string,
  timestampSec: number,
  rawBody: string,
): string {
  return `t=${timestampSec},v1=${signWebhookBody(secretHex, timestampSec, rawBody)}`;
}

export type WebhookVerdict =
  | { ok: true; timestampSec: number }
  | { ok: false; reason: "malformed" | "too_old" | "bad_signature" };

/**
 * Verifies a webhook signature header in constant time and rejects a
 * timestamp more than `toleranceSec` (default 300 s) away from `nowSec`.
 */
export function verifyWebhookSignature(
  secretHex: string,
  header: string | undefined | null,
  rawBody: string,
  nowSec: number,
  toleranceSec = 300,
): WebhookVerdict {
  if (!header) return { ok: false, reason: "malformed" };
  let t: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(",")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === "t" && value && /^\d{1,12}$/.test(value)) t = Number(value);
    if (name === "v1" && value && /^[0-9a-f]{128}$/.test(value)) candidates.push(value);
  }
  if (t === undefined || candidates.length === 0) return { ok: false, reason: "malformed" };
  if (Math.abs(nowSec - t) > toleranceSec) return { ok: false, reason: "too_old" };
  const expected = Buffer.from(signWebhookBody(secretHex, t, rawBody), "hex");
  const match = candidates.some((c) => timingSafeEqual(Buffer.from(c, "hex"), expected));
  return match ? { ok: true, timestampSec: t } : { ok: false, reason: "bad_signature" };
}
