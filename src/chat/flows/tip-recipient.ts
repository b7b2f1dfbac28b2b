/**
 * Who a reply tip is for (/tip in a group, @bot as a guest anywhere): the
 * author of the replied-to message (how the money
 * reaches them is the engine's, src/operations/payees.ts).
 */
import type { Message, User } from "grammy/types";
import { repliedMessage } from "./replies.ts";

/** The member being tipped, or why there is none. */
export type TipRecipient =
  | { ok: true; user: User; messageId: number }
  | { ok: false; reason: "no_reply" | "self" | "bot" | "on_behalf_of_chat" };

/**
 * The author of the message `command` replies to. Messages posted as a
 * channel or an anonymous admin (`sender_chat`) have no member behind them.
 */
export function tipRecipient(command: Message, tipperId: number): TipRecipient {
  const replied = repliedMessage(command);
  if (!replied) return { ok: false, reason: "no_reply" };
  if (replied.sender_chat) return { ok: false, reason: "on_behalf_of_chat" };
  const user = replied.from;
  if (!user) return { ok: false, reason: "no_reply" };
  if (user.is_bot) return { ok: false, reason: "bot" };
  if (user.id === tipperId) return { ok: false, reason: "self" };
  return { ok: true, user, messageId: replied.message_id };
}
