/**
 * Shared arrangements for the group e2e tests (tips, group /lnurl, rate
 * limit): people, a supergroup, sandbox balances, buttons.
 */
import type { User } from "grammy/types";
import type { Sandbox } from "../../src/sandbox/server.ts";
import type { TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, supergroupChat } from "../support/telegram-fake.ts";

export const alice = createUser(3001, "Alice", { username: "alice_ln" });
export const bob = createUser(3002, "Bob", { username: "bobby_sats" });
export const carol = createUser(3003, "Carol", { username: "carol_tips" });
export const mallory = createUser(3004, "Mallory");

/** A private supergroup: its message links look like t.me/c/1234567890/<id>. */
export const lounge = supergroupChat(-1001234567890, "Lightning Lounge");

export function sandboxOf(bot: TestBot): Sandbox {
  if (!bot.app.sandbox) throw new Error("expected the embedded sandbox");
  return bot.app.sandbox;
}

/** The user's sandbox merchant id (provisions the account, as their first command would). */
export async function merchantOf(bot: TestBot, user: User): Promise<string> {
  const account = await bot.app.deps.accounts.find(user.id);
  if (!account) throw new Error("no account");
  return account.credentials.merchantId;
}

export function balanceOf(bot: TestBot, merchantId: string): number {
  const state = sandboxOf(bot).merchant(merchantId);
  if (!state) throw new Error("unknown merchant");
  return state.balanceSat;
}

/** The bot itself as a user (for setChatMember). */
export function botUser(bot: TestBot): User {
  const info = bot.fake.botInfo;
  return { id: info.id, is_bot: true, first_name: info.first_name, username: info.username };
}

/** Callback data of the first button whose data starts with `prefix`. */
export function buttonData(message: FakeMessage | undefined, prefix: string): string {
  const data = buttons(message)
    .map((b) => b.callback_data)
    .find((d) => d?.startsWith(prefix));
  if (!data) throw new Error(`no button starting with ${prefix} on the message`);
  return data;
}

/** URL of the first URL button. */
export function buttonUrl(message: FakeMessage | undefined): string | undefined {
  return buttons(message).find((b) => b.url)?.url;
}

function buttons(
  message: FakeMessage | undefined,
): Array<{ text: string; callback_data?: string; url?: string }> {
  const keyboard = message?.reply_markup as
    | { inline_keyboard?: Array<Array<{ text: string; callback_data?: string; url?: string }>> }
    | undefined;
  return keyboard?.inline_keyboard?.flat() ?? [];
}
