/**
 * Synthetic users talking to the bot through the Telegram fake, and the two
 * waits every flow needs: "the bot's next message in this chat that looks
 * like X" and "this message now looks like Y". Times are taken inside the
 * fake's change notification, i.e. when the fake has handled the bot's
 * request, before it answers it.
 */
import type { Chat, User } from "grammy/types";
import {
  createUser,
  type FakeMessage,
  privateChat,
  type TelegramFake,
} from "../../test/support/telegram-fake.ts";

/** One synthetic user and their private chat with the bot. */
export interface BenchUser {
  user: User;
  chat: Chat.PrivateChat;
}

/** `count` users with consecutive ids from `firstId`. */
export function benchUsers(firstId: number, count: number, name: string): BenchUser[] {
  return Array.from({ length: count }, (_, index) => {
    const user = createUser(firstId + index, `${name}${index}`);
    return { user, chat: privateChat(user) };
  });
}

/** A message and when (performance.now()) the fake saw it in the awaited state. */
export interface Seen {
  message: FakeMessage;
  at: number;
}

/** A flow step that did not get the expected answer. */
export class FlowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FlowError";
  }
}

/** Messages the bot may interleave (notes, edits) before the awaited one. */
const MAX_MESSAGES_SCANNED = 20;

/**
 * The bot's first message in `chatId` after message `afterId` that `accept`
 * takes. Message ids in a chat are dense, so the scan walks forward from
 * `afterId` and stops at the first id not yet used.
 */
export function nextBotMessage(
  fake: TelegramFake,
  chatId: number,
  afterId: number,
  accept: (message: FakeMessage) => boolean,
  timeoutMs: number,
  what: string,
): Promise<Seen> {
  let at = 0;
  return fake
    .waitFor(
      () => {
        for (let id = afterId + 1; id <= afterId + MAX_MESSAGES_SCANNED; id += 1) {
          const message = fake.message({ chat: { id: chatId }, message_id: id });
          if (!message) return undefined;
          if (message.sender === "bot" && accept(message)) {
            at = performance.now();
            return message;
          }
        }
        return undefined;
      },
      timeoutMs,
      what,
    )
    .then((message) => ({ message, at }));
}

/** Resolves once the message (e.g. a confirmation being edited) satisfies `accept`. */
export function messageState(
  fake: TelegramFake,
  ref: FakeMessage,
  accept: (message: FakeMessage) => boolean,
  timeoutMs: number,
  what: string,
): Promise<Seen> {
  let at = 0;
  return fake
    .waitFor(
      () => {
        const message = fake.message(ref);
        if (message && accept(message)) {
          at = performance.now();
          return message;
        }
        return undefined;
      },
      timeoutMs,
      what,
    )
    .then((message) => ({ message, at }));
}

/** The text of the first `code` entity of a caption or text (the invoice under a QR code). */
export function codeText(message: FakeMessage): string | undefined {
  const text = message.caption ?? message.text ?? "";
  const entity = message.entities?.find((candidate) => candidate.type === "code");
  return entity ? text.slice(entity.offset, entity.offset + entity.length) : undefined;
}

/** The callback data of the first inline button whose data starts with `prefix`. */
export function buttonData(message: FakeMessage, prefix: string): string | undefined {
  const markup = message.reply_markup as
    | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
    | undefined;
  for (const row of markup?.inline_keyboard ?? []) {
    for (const button of row) {
      if (button.callback_data?.startsWith(prefix)) return button.callback_data;
    }
  }
  return undefined;
}
