/**
 * Emoji reactions for the Bot API fake: what a `message_reaction` update
 * looks like when a member changes their reactions on a message, and who
 * gets it. Telegram sends these updates only to bots that asked for them in
 * `allowed_updates`, and in groups only to bots that are administrators.
 */
import type { Chat, MessageReactionUpdated, ReactionType, User } from "grammy/types";

/** Reactions as the Bot API lists them: each emoji once, in the order given. */
export function emojiReactions(emoji: readonly string[]): ReactionType[] {
  return [...new Set(emoji)].map((e) => ({ type: "emoji", emoji: e }) as ReactionType);
}

/**
 * The update for `actor` (a user, or `anonymous`: a chat acting for them,
 * as an anonymous admin or a channel) changing its reactions on message
 * `messageId` of `chat` from `before` to `after`.
 */
export function reactionUpdate(options: {
  chat: Chat;
  messageId: number;
  actor: User | { anonymous: Chat };
  before: readonly string[];
  after: readonly string[];
  date: number;
}): MessageReactionUpdated {
  const { chat, messageId, actor } = options;
  return {
    chat,
    message_id: messageId,
    ...("anonymous" in actor ? { actor_chat: actor.anonymous } : { user: actor }),
    date: options.date,
    old_reaction: emojiReactions(options.before),
    new_reaction: emojiReactions(options.after),
  } as MessageReactionUpdated;
}

/** Whether the bot, with `botStatus` in `chat`, gets its reaction updates (Telegram: admins only in groups). */
export function botGetsReactions(chat: Chat, botStatus: string | undefined): boolean {
  if (chat.type !== "group" && chat.type !== "supergroup") return true;
  return botStatus === "administrator" || botStatus === "creator";
}
