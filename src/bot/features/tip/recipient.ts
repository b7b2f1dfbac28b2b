/**
 * Who a /tip is for (the author of the replied-to message) and how the
 * money reaches them: their lightning address from /settings, their own
 * account with the bot, or not at all.
 */
import type { Message, User } from "grammy/types";
import { parsePayTarget } from "../../../bitcoin/lnurl.ts";
import type { SendTarget } from "../../../operations/payments.ts";
import type { BotDeps } from "../../context.ts";

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

/**
 * The message `command` really replies to. In forum topics a message that
 * is no reply still points at the topic's first message: that is no reply.
 */
export function repliedMessage(command: Message): Message | undefined {
  const replied = command.reply_to_message;
  if (!replied || replied.forum_topic_created) return undefined;
  if (command.is_topic_message && replied.message_id === command.message_thread_id) {
    return undefined;
  }
  return replied;
}

/** Where a tip to a member goes. */
export type TipRoute =
  /** Their lightning address (4.4 then 4.1). */
  | { via: "address"; address: string; lnurl: string }
  /** An invoice on their own account (4.2 then 4.1). */
  | { via: "account" }
  | { via: "none" };

/** A route that reaches the member. */
export type ReachingTipRoute = Exclude<TipRoute, { via: "none" }>;

/**
 * How a tip reaches `userId`. A lightning address set in /settings wins:
 * it is the member's explicit choice for tips (on the sandbox everyone who
 * ever used the bot has an account, so the address would otherwise never be
 * used). Then an account that already exists; none is ever made here.
 */
export async function tipRoute(deps: BotDeps, userId: number): Promise<TipRoute> {
  const { lightningAddress } = await deps.preferences.get(userId);
  if (lightningAddress) {
    try {
      const target = parsePayTarget(lightningAddress);
      if (target) return { via: "address", address: lightningAddress, lnurl: target.lnurl };
    } catch {
      // A stored address that no longer parses is ignored, as if unset.
    }
  }
  return (await deps.accounts.findExisting(userId)) ? { via: "account" } : { via: "none" };
}

/** Where the payment engine sends money for a member, and how history names them. */
export interface TipDestination {
  target: SendTarget;
  /** Their handle, with the lightning address when the money goes there. */
  counterpart: string;
}

/**
 * The payment engine's target for money that reaches `userId` by `route`
 * (an LNURL for their address, else their account), with `handle` as
 * history's name for them.
 */
export function tipDestination(
  route: ReachingTipRoute,
  userId: number,
  handle: string,
): TipDestination {
  return route.via === "address"
    ? { target: { type: "lnurl", lnurl: route.lnurl }, counterpart: `${handle} (${route.address})` }
    : { target: { type: "account", recipientUserId: userId }, counterpart: handle };
}
