/**
 * Messages that should not stay in a group: usage hints, refusals, "this
 * works in a private chat" pointers, cancelled and failed confirmations.
 * They are removed after a short delay (`GROUP_HINT_DELETE_DELAY_MS`), the
 * bot's own message always (Telegram lets a bot delete what it sent), the
 * member's command it answered only where the bot may delete members'
 * messages. Private chats keep everything: there it is the user's own record.
 *
 * Removal runs on a timer that does not hold the update nor keep the
 * process alive; a restart in between leaves the message in place, which
 * is harmless. Failures are only logged.
 */
import type { Api } from "grammy";
import type { ChatMember, InlineKeyboardMarkup, Message } from "grammy/types";
import type { Activity } from "../../activity.ts";
import type { Logger } from "../../logger.ts";
import type { BotContext } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { deepLink } from "./account.ts";

/** What removing a message later needs: no context, the update is long handled by then. */
export interface RemovalEnv {
  api: Api;
  log: Logger;
  botId: number;
  /** Counts the pending removal (tests wait for the bot to be idle). */
  activity?: Activity | undefined;
}

/** One message to remove: the bot's own, or a member's (then only with the right to delete). */
export interface RemovableMessage {
  messageId: number;
  fromBot: boolean;
}

/** True when this member record lets its holder delete others' messages. */
export function canDeleteMessages(member: ChatMember): boolean {
  if (member.status === "creator") return true;
  // Telegram always sends the flag for administrators; a missing one is read as allowed.
  return member.status === "administrator" && member.can_delete_messages !== false;
}

/**
 * After `delayMs`, deletes `messages` in `chatId`: the bot's own always, a
 * member's only when the bot (`botId`) may delete messages there (asked
 * with getChatMember at that moment). Returns at once.
 */
export function removeLater(
  env: RemovalEnv,
  chatId: number,
  messages: readonly RemovableMessage[],
  delayMs: number,
): void {
  if (messages.length === 0) return;
  const remove = () =>
    removeNow(env, chatId, messages).catch((error: unknown) =>
      env.log.debug({ err: error, chat_id: chatId }, "could not remove a transient message"),
    );
  if (env.activity) {
    env.activity.later(delayMs, remove);
    return;
  }
  setTimeout(() => void remove(), delayMs).unref();
}

async function removeNow(
  env: RemovalEnv,
  chatId: number,
  messages: readonly RemovableMessage[],
): Promise<void> {
  const own = messages.filter((m) => m.fromBot).map((m) => m.messageId);
  const theirs = messages.filter((m) => !m.fromBot).map((m) => m.messageId);
  if (theirs.length > 0 && canDeleteMessages(await env.api.getChatMember(chatId, env.botId))) {
    own.push(...theirs);
  }
  for (const messageId of own) {
    await env.api
      .deleteMessage(chatId, messageId)
      .catch((error: unknown) =>
        env.log.debug({ err: error, chat_id: chatId }, "transient message already gone"),
      );
  }
}

/** True in groups and supergroups. */
export function inGroup(ctx: BotContext): boolean {
  return ctx.chat?.type === "group" || ctx.chat?.type === "supergroup";
}

/**
 * In a group, removes `reply` (a message the bot sent) after the hint delay,
 * together with the member's message of this update (the command it
 * answers), where the bot may delete it. Does nothing in private chats.
 */
export function removeInGroupLater(
  ctx: BotContext,
  reply: Pick<Message, "message_id"> | undefined,
): void {
  const chatId = ctx.chat?.id;
  if (!inGroup(ctx) || chatId === undefined) return;
  const messages: RemovableMessage[] = [];
  if (reply) messages.push({ messageId: reply.message_id, fromBot: true });
  // A button press has no member's message: then only the bot's goes.
  if (ctx.message) messages.push({ messageId: ctx.message.message_id, fromBot: false });
  removeLater(
    { api: ctx.api, log: ctx.log, botId: ctx.me.id, activity: ctx.deps.activity },
    chatId,
    messages,
    ctx.deps.config.groups.hintDeleteDelayMs,
  );
}

/**
 * Replies with a hint (HTML) that, in a group, goes away after the hint
 * delay together with the command it answers. In a private chat it stays.
 * Only the asker needs it: while the group's queue is long it goes to their
 * private chat instead (`answerAsker`), where it stays.
 */
export async function replyHint(
  ctx: BotContext,
  html: string,
  keyboard?: InlineKeyboardMarkup,
): Promise<Message.TextMessage> {
  const { message, privately } = await answerAsker(ctx, html, keyboard);
  if (!privately) removeInGroupLater(ctx, message);
  return message;
}

/** A group with this many messages waiting for their turn has a long queue (a few seconds or more). */
export const LONG_GROUP_QUEUE = 3;

/**
 * Sends `html` (HTML), an answer only the asker needs (/top, /help, a
 * refused command): as a reply to their command, or, while the group's
 * queue of messages is long (Telegram lets a group have 20 a minute), in
 * their private chat under a line naming the group, which has a budget of
 * its own. A member who never opened the private chat (Telegram refuses)
 * gets it in the group, in its turn. `privately` says where it went.
 */
export async function answerAsker(
  ctx: BotContext,
  html: string,
  keyboard?: InlineKeyboardMarkup,
): Promise<{ message: Message.TextMessage; privately: boolean }> {
  const chat = ctx.chat;
  const asker = ctx.from;
  if (
    chat &&
    asker &&
    inGroup(ctx) &&
    !ctx.message?.sender_chat &&
    ctx.queuedFor(chat.id) >= LONG_GROUP_QUEUE
  ) {
    const title = ("title" in chat ? chat.title : undefined) ?? "";
    const heading = ctx.tUser("common-answered-privately", {
      group: `<b>${escapeHtml(title)}</b>`,
    });
    try {
      const message = await ctx.api.sendMessage(asker.id, `${heading}\n\n${html}`, {
        parse_mode: "HTML",
        link_preview_options: { is_disabled: true },
        ...(keyboard ? { reply_markup: keyboard } : {}),
      });
      ctx.log.info("group busy: answered the asker privately");
      return { message, privately: true };
    } catch (error) {
      ctx.log.debug({ err: error }, "asker not reachable privately: answering in the group");
    }
  }
  const message = await ctx.reply(html, {
    parse_mode: "HTML",
    link_preview_options: { is_disabled: true },
    ...(ctx.message && inGroup(ctx)
      ? {
          reply_parameters: {
            message_id: ctx.message.message_id,
            allow_sending_without_reply: true,
          },
        }
      : {}),
    ...(keyboard ? { reply_markup: keyboard } : {}),
  });
  return { message, privately: false };
}

/**
 * The group answer of a command that works in the private chat: `html`
 * with an "Open private chat" button whose deep link (`/start <payload>`)
 * continues there; removed later, as every hint.
 */
export async function privateChatHint(
  ctx: BotContext,
  html: string,
  payload: string,
): Promise<Message.TextMessage> {
  return replyHint(ctx, html, {
    inline_keyboard: [[{ text: ctx.t("common-open-private-chat"), url: deepLink(ctx, payload) }]],
  });
}
