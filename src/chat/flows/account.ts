/**
 * Finding the user's gateway account for a command, with the one clear
 * answer when there is none.
 */
import type { Account } from "../../accounts/accounts.ts";
import type { BotContext } from "../context.ts";

/** The sender's account, or undefined after telling them how to connect one. */
export async function requireAccount(ctx: BotContext): Promise<Account | undefined> {
  const userId = ctx.from?.id;
  if (userId === undefined) return undefined;
  const account = await ctx.deps.accounts.find(userId);
  if (!account) await ctx.reply(ctx.t("common-no-account"));
  return account;
}

/** True in private chats. */
export function isPrivate(ctx: BotContext): boolean {
  return ctx.chat?.type === "private";
}

/** A t.me deep link opening the private chat with `/start <payload>`. */
export function deepLink(ctx: BotContext, payload: string): string {
  return `https://t.me/${ctx.me.username}?start=${encodeURIComponent(payload)}`;
}
