/**
 * A per-user rate limit in private chats: beyond
 * `config.privateChats.actionsPerMinute` messages and button presses a
 * minute, a user's updates are not handled, so one user cannot make the bot
 * create invoices, fetch pay codes or decode photos without bound, nor fill
 * the outgoing queue with answers. It guards new work, not answers to the
 * bot's own question: a press on a live confirmation (Pay, Send, Confirm,
 * Cancel) is neither counted nor refused (its one-use claims make repeats
 * harmless and cheap). A refused message is answered once a window (a
 * note); every refused press gets the note as its toast (the answer costs
 * no message, and a person pressing again learns why nothing happens).
 *
 * The same arithmetic and storage as the group limit (`RateWindow`): the
 * count lives in the store, so replicas share it, and a private chat's
 * updates are handled one at a time (`orderedOnce` orders a private chat as a whole), which
 * makes its read-then-write safe.
 */
import type { MiddlewareFn } from "grammy";
import { RateWindow } from "../../operations/rate-window.ts";
import type { BotContext } from "../context.ts";
import { isLiveConfirmationPress } from "./confirm.ts";

/** Middleware: the private-chat limit; updates elsewhere pass untouched. */
export function privateActionRateLimit(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const from = ctx.from;
    if (
      ctx.chat?.type !== "private" ||
      !from ||
      !(ctx.message || ctx.editedMessage || ctx.callbackQuery)
    ) {
      return next();
    }
    if (ctx.callbackQuery && (await isLiveConfirmationPress(ctx, from.id))) return next();
    const perMinute = ctx.deps.config.privateChats.actionsPerMinute;
    const verdict = await new RateWindow(ctx.deps.store, "private-action-rate").admit(
      String(from.id),
      ctx.deps.now(),
      perMinute,
    );
    if (verdict === "ok") return next();
    ctx.log.info({ user_id: from.id, verdict }, "private chat rate-limited");
    const note = ctx.t("rate-limit-private", { perMinute });
    if (ctx.callbackQuery) {
      // Every press is answered (Telegram shows a spinner until then), saying why and when.
      await ctx.answerCallbackQuery({ text: note });
      return;
    }
    if (verdict === "warn") await ctx.reply(note);
  };
}
