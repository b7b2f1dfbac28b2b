/**
 * What the reliability and security suites do through the bot again and
 * again: make an invoice as a user, find the buttons of a confirmation,
 * look a user's sandbox account up, make fresh regtest addresses.
 */
import { randomBytes } from "node:crypto";
import { bech32 } from "bech32";
import type { Sandbox } from "../../../src/sandbox/server.ts";
import type { TestBot } from "../../support/harness.ts";
import { type FakeMessage, privateChat, type TelegramFake } from "../../support/telegram-fake.ts";

type User = Parameters<TelegramFake["sendText"]>[0];

/** Generous wait for one bot answer on a loaded 2-core machine (ms). */
export const ANSWER_MS = 10_000;

/** The `<code>` text of a message (the invoice or LNURL the bot shows), or throws. */
export function codeText(message: FakeMessage): string {
  const body = message.caption ?? message.text ?? "";
  const code = message.entities?.find((entity) => entity.type === "code");
  if (!code) throw new Error(`no <code> in the bot's message: ${body.slice(0, 80)}`);
  return body.slice(code.offset, code.offset + code.length);
}

/** Callback data of every inline button on a message (as currently shown, or as `markup`). */
export function buttonData(message: FakeMessage, markup: unknown = message.reply_markup): string[] {
  const keyboard = markup as
    | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
    | undefined;
  return (keyboard?.inline_keyboard ?? [])
    .flat()
    .flatMap((button) => (button.callback_data ? [button.callback_data] : []));
}

/** The Pay / Confirm button's data (`send:ok:<id>`) of a confirmation message, or throws. */
export function confirmData(message: FakeMessage): string {
  const data = buttonData(message).find((d) => d.startsWith("send:ok:"));
  if (!data) throw new Error(`no Pay/Confirm button on: ${(message.text ?? "").slice(0, 80)}`);
  return data;
}

/** `user` sends `/invoice <amount> <description>` privately; resolves with the invoice text. */
export async function invoiceVia(
  fake: TelegramFake,
  user: User,
  amount: string,
  description = "reliability",
): Promise<string> {
  const chat = privateChat(user);
  fake.sendText(user, chat, `/invoice ${amount} ${description}`);
  const photo = await fake.nextBotMessage(chat.id, ANSWER_MS);
  return codeText(photo);
}

/** The sandbox merchant id of a user of an in-process test bot (provisioned on first use). */
export async function merchantOf(bot: TestBot, userId: number): Promise<string> {
  const account = await bot.app.deps.accounts.find(userId);
  if (!account) throw new Error(`user ${userId} has no account`);
  return account.credentials.merchantId;
}

/** A merchant's balance in the sandbox, or throws for an unknown merchant. */
export function balanceOf(sandbox: Sandbox, merchantId: string): number {
  const merchant = sandbox.merchant(merchantId);
  if (!merchant) throw new Error(`the sandbox has no merchant ${merchantId}`);
  return merchant.balanceSat;
}

/** The embedded sandbox of an in-process test bot, or throws. */
export function sandboxOf(bot: TestBot): Sandbox {
  if (!bot.app.sandbox) throw new Error("expected the bot to run on the embedded sandbox");
  return bot.app.sandbox;
}

/** A fresh, valid regtest P2WPKH address (random witness program), so each test's sends are told apart. */
export function freshRegtestAddress(): string {
  return bech32.encode("bcrt", [0, ...bech32.toWords(randomBytes(20))]);
}

/**
 * How many requests of a gateway operation the bot made, counted from its
 * debug log lines ("gateway call", one per attempt): the bot-side count of
 * sends, which the gateway's own records cannot show when it refuses a repeat.
 */
export function gatewayAttempts(logLines: readonly string[], operation: string): number {
  let count = 0;
  for (const chunk of logLines) {
    for (const line of chunk.split("\n")) {
      if (line.includes('"msg":"gateway call"') && line.includes(`"operation":"${operation}"`)) {
        count++;
      }
    }
  }
  return count;
}

/**
 * Polls `probe` every 25 ms until it returns a truthy value, for state the
 * fake's own `waitFor` does not watch (the sandbox, the store). Rejects
 * after `timeoutMs`, naming `what`.
 */
export async function eventually<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The first bot message in `chatId` after the message `afterId` whose text
 * or caption matches `pattern` (other messages in between are skipped).
 */
export function botMessageMatching(
  fake: TelegramFake,
  chatId: number,
  afterId: number,
  pattern: RegExp,
  timeoutMs = ANSWER_MS,
): Promise<FakeMessage> {
  return fake.waitFor(
    () =>
      fake
        .botMessages(chatId)
        .find((m) => m.message_id > afterId && pattern.test(m.text ?? m.caption ?? "")),
    timeoutMs,
    `a bot message matching ${pattern} in chat ${chatId}`,
  );
}

/** The confirmation became the outcome of a send cut off by a crash: unknown, not retried, and why. */
export function isInterruptedOutcome(text: string | undefined): boolean {
  const shown = text ?? "";
  return (
    shown.startsWith("❓") &&
    shown.includes("unknown — not retried") &&
    shown.includes("The bot was interrupted while sending") &&
    !shown.includes("Expires in")
  );
}
