/**
 * Calling the Mini App's API of a test bot over HTTP, as the page does:
 * `Authorization: tma <initData>` signed with the bot's token.
 */
import type { User } from "grammy/types";
import type { TestBot } from "../support/harness.ts";
import { signInitData } from "../support/init-data.ts";

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** initData for `user`, signed with `bot`'s token, dated `authDate` (default now). */
export function initDataFor(bot: TestBot, user: User, authDate?: number): string {
  return signInitData(bot.fake.token, {
    user: {
      id: user.id,
      first_name: user.first_name,
      ...(user.username ? { username: user.username } : {}),
      ...(user.language_code ? { language_code: user.language_code } : {}),
    },
    authDate: authDate ?? Math.floor(Date.now() / 1000),
    queryId: "AAHdF6IQAAAAAN0XohDhrOrc",
  });
}

/**
 * One call to `/app/api<path>`. `as`: the user (signed initData), a raw
 * Authorization header value, or null for none.
 */
export async function api<T = Record<string, unknown>>(
  bot: TestBot,
  as: User | { authorization: string } | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (as && "authorization" in as) headers.authorization = as.authorization;
  else if (as) headers.authorization = `tma ${initDataFor(bot, as)}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`http://127.0.0.1:${bot.app.httpPort}/app/api${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** The sandbox balance of `user`'s account (made on first use). */
export async function balanceOf(bot: TestBot, user: User): Promise<number> {
  const account = await bot.app.deps.accounts.find(user.id);
  if (!account) throw new Error("no account");
  const merchant = bot.app.sandbox?.merchant(account.credentials.merchantId);
  if (!merchant) throw new Error("unknown merchant");
  return merchant.balanceSat;
}
