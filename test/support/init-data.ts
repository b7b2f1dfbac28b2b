/**
 * Signs Mini App initData as Telegram does, for tests (the API tests and the
 * page's stand-in of Telegram's WebApp object). Written from Telegram's
 * documented scheme on node:crypto alone, apart from the bot's validator, so
 * a test of one checks the other.
 */
import { createHmac } from "node:crypto";

export interface InitDataFields {
  user: {
    id: number;
    first_name: string;
    last_name?: string;
    username?: string;
    language_code?: string;
  };
  /** Seconds since the epoch (default: now). */
  authDate?: number;
  queryId?: string;
  /** Further fields, signed as given (e.g. `start_param`, `chat_type`). */
  extra?: Record<string, string>;
}

/** Valid initData (a query string) for `fields`, signed with `botToken`. */
export function signInitData(botToken: string, fields: InitDataFields): string {
  const params = new URLSearchParams();
  params.set("auth_date", String(fields.authDate ?? Math.floor(Date.now() / 1000)));
  if (fields.queryId) params.set("query_id", fields.queryId);
  params.set("user", JSON.stringify(fields.user));
  for (const [key, value] of Object.entries(fields.extra ?? {})) params.set(key, value);
  const checkString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join("\n");
  const secret = createHmac("sha256", "WebAppData").update(botToken).digest();
  params.set("hash", createHmac("sha256", secret).update(checkString).digest("hex"));
  return params.toString();
}
