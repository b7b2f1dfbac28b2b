/**
 * Shared arrangements for the group e2e tests (tips, group /lnurl, rate
 * limit): people, a supergroup, sandbox balances, buttons.
 */
import type { CallbackQuery, Chat, Update, User } from "grammy/types";
import { expect } from "vitest";
import type { TipEnv } from "../../src/chat/flows/tip-settle.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import type { TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  supergroupChat,
  type TelegramFake,
} from "../support/telegram-fake.ts";

export const alice = createUser(3001, "Alice", { username: "alice_ln" });
export const bob = createUser(3002, "Bob", { username: "bobby_sats" });
export const carol = createUser(3003, "Carol", { username: "carol_tips" });
export const mallory = createUser(3004, "Mallory");
/** A member the bot has not met before a test brings him in. */
export const dave = createUser(3005, "Dave");

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

/**
 * `users` are members of `chat` (the lounge by default), as getChatMember
 * answers: a press on a group card counts only from a member, and the fake
 * counts someone as one only once they posted there or were added.
 */
export function joinGroup(fake: TelegramFake, users: readonly User[], chat: Chat = lounge): void {
  for (const user of users) fake.setChatMember(chat, user, "member");
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

/**
 * Exactly `sat` moved from the first merchant to the second: their
 * balances now against `before`, their balances then.
 */
export function expectMoved(
  bot: TestBot,
  [from, to]: readonly [string, string],
  before: readonly number[],
  sat: number,
): void {
  expect([balanceOf(bot, from), balanceOf(bot, to)]).toEqual([
    (before[0] ?? 0) - sat,
    (before[1] ?? 0) + sat,
  ]);
}

/** The bot's answer to a button press (answerCallbackQuery), once there. */
export function answerOf(
  bot: TestBot,
  press: Update & { callback_query: CallbackQuery },
  timeoutMs = 10_000,
) {
  return bot.fake.waitFor(() => bot.fake.answerFor(press), timeoutMs, "the press's answer");
}

/** When a message's text was edited (editMessageText), in order. */
export function editTimes(message: Pick<FakeMessage, "edits"> | undefined): number[] {
  return (message?.edits ?? [])
    .filter((edit) => edit.replacedBy === "editMessageText")
    .map((edit) => edit.replacedAt);
}

/** Edits at least a second apart (Telegram's limit for one message; 10 ms of slack). */
export function expectAtMostOneEditPerSecond(times: readonly number[]): void {
  for (let i = 1; i < times.length; i++) {
    expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(990);
  }
}

/** The editMessageText calls Telegram refused as "message is not modified". */
export function notModifiedRefusals(fake: TelegramFake) {
  return fake
    .calls("editMessageText")
    .filter(
      (call) => call.response?.ok === false && /not modified/.test(call.response.description ?? ""),
    );
}

/** The names on a giveaway card's "Claimed n of m: A, B, and C" line (English). */
export function claimersOn(text: string): string[] {
  const names = /Claimed \d+ of \d+: (.+)/.exec(text)?.[1];
  return names ? names.split(/, and |, | and /) : [];
}

/** What the tip flows (settling, pledges, reaction tips' delivery) need of the running bot. */
export function tipEnvOf(bot: TestBot): TipEnv {
  return {
    deps: bot.app.deps,
    api: bot.app.bot.api,
    log: bot.app.deps.logger,
    botId: bot.fake.botInfo.id,
  };
}

/** The card a confirmed /giveaway question turns into (the same message), once it offers Claim. */
export function giveawayCard(
  fake: TelegramFake,
  question: FakeMessage,
  timeoutMs = 10_000,
): Promise<FakeMessage> {
  return fake.waitFor(
    () => {
      const shown = fake.message(question);
      return shown?.text?.includes("Press Claim") ? shown : undefined;
    },
    timeoutMs,
    "the card",
  );
}

/** Every text the bot showed in the lounge, edits included. */
export function loungeTexts(bot: TestBot): string[] {
  return bot.fake
    .botMessages(lounge.id)
    .flatMap((m) => [m.text, m.caption, ...m.edits.map((e) => e.text)])
    .filter((text): text is string => text !== undefined);
}
