/**
 * Per-update plumbing: ordering and de-duplication, and the error boundary
 * that always answers the user and the button.
 */
import type { MiddlewareFn } from "grammy";
import { LockTimeoutError } from "../storage/types.ts";
import type { BotContext } from "./context.ts";
import { commonTexts } from "./texts.ts";

/** How long a handled update id is remembered, to drop redeliveries (1 day). */
const HANDLED_TTL_MS = 24 * 60 * 60_000;

/**
 * Handles the updates of one chat one at a time, across every replica
 * sharing the store (conversations lose answers otherwise), and handles an
 * update id once: a redelivered update that was already handled is dropped.
 * The id is marked after handling, so an update whose handling crashed is
 * handled again on redelivery; money operations have their own claims.
 */
export function orderedOnce(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const chatKey = ctx.chat?.id ?? ctx.from?.id;
    const updateKey = String(ctx.update.update_id);
    // Not durable: a mark lost in a power cut means a redelivered update is
    // handled again, which money claims already make safe.
    const handled = ctx.deps.store.keyv<number>("handled-updates", { durable: false });
    const run = async () => {
      if (await handled.get(updateKey)) {
        ctx.log.info("update already handled: dropped");
        return;
      }
      try {
        await next();
      } finally {
        await handled.set(updateKey, 1, HANDLED_TTL_MS);
      }
    };
    if (chatKey === undefined) return run();
    try {
      // A short lease: a live holder renews it, a crashed one frees the chat within seconds.
      await ctx.deps.store.withLock(`chat:${chatKey}`, run, { waitMs: 30_000, leaseMs: 15_000 });
    } catch (error) {
      if (!(error instanceof LockTimeoutError)) throw error;
      ctx.log.warn({ err: error }, "chat busy: update not handled");
      if (ctx.callbackQuery) {
        await ctx.answerCallbackQuery({ text: commonTexts.busy }).catch(() => undefined);
      }
      if (ctx.chat) await ctx.reply(commonTexts.busy).catch(() => undefined);
    }
  };
}

/**
 * Catches what a feature throws: logs the detail, answers a pressed button
 * and tells the user in one sentence that nothing was paid.
 */
export function errorBoundary(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.log.error({ err: error }, "feature failed");
      if (ctx.callbackQuery) {
        await ctx.answerCallbackQuery({ text: commonTexts.buttonError }).catch(() => undefined);
      }
      if (ctx.chat) {
        await ctx.reply(commonTexts.unexpectedError).catch((replyError: unknown) => {
          ctx.log.error({ err: replyError }, "could not tell the user about an error");
        });
      }
    }
  };
}
