/**
 * A per-user rate limit in private chats: beyond
 * `config.privateChats.actionsPerMinute` messages and button presses a
 * minute, a user's updates are not handled, so one user cannot make the bot
 * create invoices, fetch pay codes or decode photos without bound, nor fill
 * the outgoing queue with answers. The first refused update is answered
 * once (a note, or a toast on the pressed button); the rest of the window
 * gets nothing (a press's spinner is stopped, which sends no message).
 *
 * The same arithmetic and storage as the group limit (`RateWindow`): the
 * count lives in the store, so replicas share it, and a private chat's
 * updates are handled one at a time (`orderedOnce` orders a private chat as a whole), which
 * makes its read-then-write safe.
 */
import type { MiddlewareFn } from "grammy";
import { RateWindow } from "../../operations/rate-window.ts";
import type { BotContext } from "../context.ts";

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
      // Every press is answered (Telegram shows a spinner until then); only the first says why.
      await ctx.answerCallbackQuery(verdict === "warn" ? { text: note } : {});
      return;
    }
    if (verdict === "warn") await ctx.reply(note);
  };
}
