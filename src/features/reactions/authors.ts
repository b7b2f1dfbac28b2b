/**
 * Who wrote which group message. `message_reaction` updates carry only the
 * chat and the message id, so the author of a reacted message is whoever
 * the bot saw write it: in privacy mode the commands and replies it gets
 * (and the messages those reply to), as an administrator every message.
 * Only the author is kept (never a message's text), for `AUTHOR_TTL_MS`.
 */
import type { Message, User } from "grammy/types";
import type { Store } from "../../storage/types.ts";

/** How long the author of a message is remembered (3 days: reactions come soon after). */
export const AUTHOR_TTL_MS = 3 * 24 * 60 * 60_000;

/** The author of a message: a member, or a chat (channel, anonymous admin) that no one can tip. */
export type MessageAuthor =
  | {
      kind: "user";
      id: number;
      isBot: boolean;
      firstName: string;
      lastName?: string | undefined;
      username?: string | undefined;
    }
  | { kind: "chat" };

/** The author of `message` as remembered, or undefined when it has none to tell. */
export function authorOf(message: Message): MessageAuthor | undefined {
  if (message.sender_chat) return { kind: "chat" };
  const from: User | undefined = message.from;
  if (!from) return undefined;
  return {
    kind: "user",
    id: from.id,
    isBot: from.is_bot,
    firstName: from.first_name,
    lastName: from.last_name,
    username: from.username,
  };
}

export class MessageAuthors {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  #keyv() {
    // Not durable: an author lost in a power cut only means a reaction to it tips nothing.
    return this.#store.keyv<MessageAuthor>("message-authors", { durable: false });
  }

  /** Remembers the authors of a group message and of the message it replies to. */
  async learn(message: Message): Promise<void> {
    const chatId = message.chat.id;
    const seen: Array<[number, MessageAuthor | undefined]> = [
      [message.message_id, authorOf(message)],
    ];
    if (message.reply_to_message) {
      seen.push([message.reply_to_message.message_id, authorOf(message.reply_to_message)]);
    }
    for (const [messageId, author] of seen) {
      if (author) await this.#keyv().set(`${chatId}:${messageId}`, author, AUTHOR_TTL_MS);
    }
  }

  async get(chatId: number, messageId: number): Promise<MessageAuthor | undefined> {
    return this.#keyv().get(`${chatId}:${messageId}`);
  }
}
