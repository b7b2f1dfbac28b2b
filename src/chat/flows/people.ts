/**
 * Who and where, in words: members' display names and links to a message
 * in a group. Pure functions, no I/O.
 */
import type { Api } from "grammy";
import type { Chat, User } from "grammy/types";
import type { Logger } from "../../logger.ts";
import type { PersonName } from "../../operations/money-in.ts";

/** Longest name shown in a receipt or note (Telegram allows 64 + 64). */
const MAX_NAME = 40;

/** "First Last", trimmed to a readable length; not escaped. */
export function displayName(user: Pick<User, "first_name" | "last_name">): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(" ").trim() || "someone";
  return full.length > MAX_NAME ? `${full.slice(0, MAX_NAME - 1)}…` : full;
}

/** How a member is named in history: "@username" when they have one, else their name. */
export function historyName(user: Pick<User, "first_name" | "last_name" | "username">): string {
  return user.username ? `@${user.username}` : displayName(user);
}

/**
 * The https link base of a chat's messages (`<base>/<message id>`), or
 * undefined where Telegram has no message links (basic groups):
 * `https://t.me/<username>` for public supergroups, `https://t.me/c/<id>`
 * (the id without its -100 prefix) for private ones.
 */
export function messageLinkBase(
  chat: Pick<Chat, "id" | "type"> & { username?: string | undefined },
): string | undefined {
  if (chat.type !== "supergroup" && chat.type !== "channel") return undefined;
  if (chat.username) return `https://t.me/${chat.username}`;
  const digits = String(-chat.id);
  return digits.startsWith("100") && digits.length > 3
    ? `https://t.me/c/${digits.slice(3)}`
    : undefined;
}

/**
 * How a payer is named to the payee: from their private chat with the bot,
 * or undefined when Telegram will not say.
 */
export function payerNames(
  api: Api,
  logger: Logger,
): (userId: number) => Promise<PersonName | undefined> {
  return async (userId) => {
    try {
      const chat = await api.getChat(userId);
      if (chat.type !== "private") return undefined;
      return { display: displayName(chat), handle: historyName(chat) };
    } catch (error) {
      logger.info({ err: error, user_id: userId }, "could not read the payer's name");
      return undefined;
    }
  };
}
