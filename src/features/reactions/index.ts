/**
 * Reaction tips (issue 18): an opted-in member's emoji reaction on another
 * member's group message tips the amount they mapped to it in /settings,
 * with no button to press (the opt-in and the daily budget are the
 * consent), once an undo window (`REACTION_UNDO_SECONDS`) has passed:
 * taking the reaction back within it cancels the tip, and several
 * reactions within it are one tip, of the largest amount among the
 * reactions still there when it ends. A member tips a message by reactions
 * once. Updates apply in Telegram's order (`update_id`): one delivered
 * again after a lost handled mark changes nothing, and a reaction taken
 * back stays taken back. Reactions of anonymous admins and channels, to one's own message,
 * to a bot's message or to a message the bot never saw are ignored.
 *
 * This feature keeps the pending tips (pending.ts); delivery.ts sends
 * them. Telegram sends `message_reaction` updates in groups only to bots
 * that are administrators there: a member who turned reaction tips on and
 * uses a command in a group where the bot is not one is told so in
 * private, once.
 */

import type { Message } from "grammy/types";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { addedEmoji, emojisOf, tipAmount } from "../../chat/flows/reaction-rules.ts";
import { escapeHtml } from "../../chat/html.ts";
import type { IntentPolicy } from "../../operations/intents.ts";
import { MessageAuthors } from "./authors.ts";
import { PendingReactionTips, pendingKey, tippableAuthor } from "./pending.ts";

/** How long "this member was told the group cannot deliver reactions" is remembered (90 days). */
const TOLD_UNDELIVERABLE_MS = 90 * 24 * 60 * 60_000;
/** How long the bot's own admin status in a group is trusted (5 minutes). */
const ADMIN_STATUS_TTL_MS = 5 * 60_000;
/** How long a reaction waits for a pending tip being sent before it is ignored (it is too late anyway). */
const RECORD_WAIT_MS = 2_000;

export const reactionsFeature = new Composer<BotContext>();

/**
 * The policy of reaction tips' intents (kind "reaction"): the defaults, and
 * nothing to announce: a pending reaction tip stays in the store until its
 * delivery job (delivery.ts) has told its outcome, also for one the intent
 * sweeper carried on.
 */
export const reactionIntentPolicy: IntentPolicy = {};

// Remembers who wrote the group messages the bot sees, then lets every feature have them.
reactionsFeature.on("message", async (ctx, next) => {
  const chat = ctx.chat;
  if (chat.type === "group" || chat.type === "supergroup") {
    try {
      await new MessageAuthors(ctx.deps.store).learn(ctx.message);
    } catch (error) {
      ctx.log.warn({ err: error }, "could not remember a message's author");
    }
  }
  await next();
  if (chat.type === "group" || chat.type === "supergroup") {
    await tellIfReactionsUndeliverable(ctx, ctx.message).catch((error: unknown) =>
      ctx.log.warn({ err: error }, "could not check whether the group delivers reactions"),
    );
  }
});

// The bot's rights in a group changed (made admin, or no longer): ask again next time.
reactionsFeature.on("my_chat_member", async (ctx, next) => {
  await adminStatusCache(ctx)
    .delete(String(ctx.myChatMember.chat.id))
    .catch((error: unknown) => ctx.log.warn({ err: error }, "could not forget the admin status"));
  await next();
});

reactionsFeature.on("message_reaction", async (ctx) => {
  const update = ctx.messageReaction;
  const chat = update.chat;
  const reactor = update.user;
  if (chat.type !== "group" && chat.type !== "supergroup") return;
  // An anonymous admin or a channel reacted: nobody's money to tip with.
  if (update.actor_chat || !reactor || reactor.is_bot) return;
  const { deps } = ctx;
  const settings = (await deps.preferences.get(reactor.id)).reactionTips;
  if (!settings?.on) return;
  const key = pendingKey(chat.id, update.message_id, reactor.id);
  const pending = new PendingReactionTips(deps.store);
  const now = deps.now();
  const emojis = emojisOf(update.new_reaction);
  const updateId = ctx.update.update_id;
  await pending.withLock(key, RECORD_WAIT_MS, async () => {
    const record = await pending.get(key);
    if (record) {
      // An older update delivered again (its handled mark lost) must not undo a later change.
      if (record.lastUpdateId !== undefined && updateId <= record.lastUpdateId) return;
      // Within the window: the tip follows the reactions as they are when it ends.
      if (record.dueAt > now) await pending.save({ ...record, emojis, lastUpdateId: updateId });
      return;
    }
    // Taken back within its window: the updates from before that never tip it.
    const undone = await pending.undoneUpTo(key);
    if (undone !== undefined && updateId <= undone) return;
    const added = addedEmoji(update.old_reaction, update.new_reaction);
    if (tipAmount(added, settings.amounts) === undefined) return;
    // Tipped this message by a reaction before (also: this very update, redelivered).
    if ((await deps.steps.takenWith(`reaction-tipped:${key}`)) !== undefined) return;
    const recipient = tippableAuthor(
      await new MessageAuthors(deps.store).get(chat.id, update.message_id),
      reactor.id,
    );
    if (!recipient) {
      ctx.log.debug({ message_id: update.message_id }, "reaction to no member's message: ignored");
      return;
    }
    await pending.save({
      v: 1,
      key,
      chat: {
        id: chat.id,
        type: chat.type,
        title: chat.title,
        username: "username" in chat ? chat.username : undefined,
      },
      messageId: update.message_id,
      reactor: {
        id: reactor.id,
        firstName: reactor.first_name,
        lastName: reactor.last_name,
        username: reactor.username,
      },
      recipient,
      emojis,
      dueAt: now + deps.config.reactions.undoMs,
      lastUpdateId: updateId,
    });
    ctx.log.info({ message_id: update.message_id }, "reaction tip waiting out its undo window");
  });
});

/**
 * After a command in a group by a member who turned reaction tips on: when
 * the bot is not an administrator there, Telegram sends it no reactions,
 * so the member is told in private (once per group).
 */
async function tellIfReactionsUndeliverable(ctx: BotContext, message: Message): Promise<void> {
  const from = message.from;
  const first = message.entities?.[0];
  if (!from || message.sender_chat || first?.type !== "bot_command" || first.offset !== 0) return;
  const { deps } = ctx;
  if (!(await deps.preferences.get(from.id)).reactionTips?.on) return;
  const toldKey = `reaction-undeliverable-told:${message.chat.id}:${from.id}`;
  if ((await deps.steps.takenWith(toldKey)) !== undefined) return;
  if (await botIsAdmin(ctx, message.chat.id)) return;
  if (!(await deps.steps.take(toldKey, String(deps.now()), TOLD_UNDELIVERABLE_MS))) return;
  const title = ("title" in message.chat ? message.chat.title : undefined) ?? "";
  await ctx.api
    .sendMessage(
      from.id,
      ctx.tUser("reaction-group-cannot-deliver", { group: escapeHtml(title) }),
      {
        parse_mode: "HTML",
      },
    )
    .catch((error: unknown) =>
      ctx.log.info({ err: error, user_id: from.id }, "could not tell a member about reactions"),
    );
}

/** Whether the bot is an administrator of `chatId` (asked with getChatMember, briefly remembered). */
async function botIsAdmin(ctx: BotContext, chatId: number): Promise<boolean> {
  const cache = adminStatusCache(ctx);
  const known = await cache.get(String(chatId));
  if (known !== undefined) return known;
  const member = await ctx.api.getChatMember(chatId, ctx.me.id);
  const admin = member.status === "administrator" || member.status === "creator";
  await cache.set(String(chatId), admin, ADMIN_STATUS_TTL_MS);
  return admin;
}

function adminStatusCache(ctx: BotContext) {
  return ctx.deps.store.keyv<boolean>("bot-admin-status", { durable: false });
}
