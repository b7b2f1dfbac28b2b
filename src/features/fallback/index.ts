/** The catch-all: stale buttons are answered, stray private messages get a hint. */
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { takeClosedQuestion } from "../../chat/flows/ask.ts";

export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.on("callback_query", async (ctx) => {
  await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
});

/**
 * An answer to a question closed after too many unusable answers: say so and
 * how to start again (in a group, only a reply to the bot can be one).
 */
fallbackFeature.on("message", async (ctx, next) => {
  const repliesToBot = ctx.msg.reply_to_message?.from?.id === ctx.me.id;
  if (ctx.chat.type !== "private" && !repliesToBot) return next();
  const closed = await takeClosedQuestion(ctx);
  if (!closed) return next();
  await ctx.reply(ctx.t("common-question-was-closed", { restart: closed.restart ?? "none" }), {
    ...(ctx.chat.type === "private"
      ? {}
      : {
          reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
        }),
  });
});

fallbackFeature.chatType("private").on("message", async (ctx) => {
  await ctx.reply(ctx.t("fallback-not-understood"));
});
