/**
 * Checks the `initData` Telegram hands a Mini App (the raw query string),
 * per Telegram's documented scheme: secret = HMAC-SHA256(key "WebAppData",
 * bot token); hash = hex HMAC-SHA256(secret, the data-check string: every
 * field but `hash`, as `key=value`, sorted, joined by "\n").
 *
 * Hand-written on node:crypto rather than with `@telegram-apps/init-data-node`:
 * that package (2.0.10) compares the hash with `!==` (not in constant time)
 * and reads the clock itself, where this check needs an injected clock and a
 * bound on dates from the future. The scheme is a dozen lines.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The person who opened the app, as initData's `user` field names them. */
export interface InitDataUser {
  id: number;
  firstName: string;
  username: string | undefined;
  languageCode: string | undefined;
}

export type InitDataCheck =
  | { ok: true; user: InitDataUser; authDate: number }
  | { ok: false; reason: "missing" | "malformed" | "signature" | "expired" | "future" };

export interface InitDataOptions {
  /** Oldest accepted `auth_date`, in seconds of age (default 3600). */
  maxAgeSeconds?: number;
  /** How far in the future an `auth_date` may be (clock skew), in seconds (default 60). */
  skewSeconds?: number;
}

/** The HMAC key Telegram derives from the bot token for Mini App data. */
export function webAppSecret(botToken: string): Buffer {
  return createHmac("sha256", "WebAppData").update(botToken).digest();
}

/** The data-check string of `params`: every field but `hash`, `key=value`, sorted by key. */
export function dataCheckString(params: URLSearchParams): string {
  const lines: string[] = [];
  for (const [key, value] of params) if (key !== "hash") lines.push(`${key}=${value}`);
  return lines.sort().join("\n");
}

/**
 * Validates `raw` initData signed for `botToken` at `nowMs`: the hash, its
 * age (≤ `maxAgeSeconds`, default one hour), not from the future beyond
 * `skewSeconds`, and a `user` with a numeric id. Never throws.
 */
export function checkInitData(
  raw: string | undefined,
  botToken: string,
  nowMs: number,
  options: InitDataOptions = {},
): InitDataCheck {
  if (!raw) return { ok: false, reason: "missing" };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const hash = params.get("hash");
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash) || params.getAll("hash").length !== 1) {
    return { ok: false, reason: "malformed" };
  }
  const expected = createHmac("sha256", webAppSecret(botToken))
    .update(dataCheckString(params))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, "hex"))) {
    return { ok: false, reason: "signature" };
  }
  const authDate = Number(params.get("auth_date"));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return { ok: false, reason: "malformed" };
  const ageSeconds = nowMs / 1000 - authDate;
  if (ageSeconds > (options.maxAgeSeconds ?? 3600)) return { ok: false, reason: "expired" };
  if (-ageSeconds > (options.skewSeconds ?? 60)) return { ok: false, reason: "future" };
  const user = parseUser(params.get("user"));
  if (!user) return { ok: false, reason: "malformed" };
  return { ok: true, user, authDate };
}

function parseUser(text: string | null): InitDataUser | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const id = record.id;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return undefined;
  const text_ = (key: string) => (typeof record[key] === "string" ? record[key] : undefined);
  return {
    id,
    firstName: text_("first_name") ?? "",
    username: text_("username"),
    languageCode: text_("language_code"),
  };
}
