/** The catch-all: stale buttons are answered, stray private messages get a hint. */
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { takeClosedQuestion } from "../flows/ask.ts";
import { commonTexts } from "../texts.ts";

export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.on("callback_query", async (ctx) => {
  await ctx.answerCallbackQuery({ text: commonTexts.staleButton });
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
  await ctx.reply(commonTexts.questionWasClosed(closed.restart), {
    ...(ctx.chat.type === "private"
      ? {}
      : {
          reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
        }),
  });
});

fallbackFeature.chatType("private").on("message", async (ctx) => {
  await ctx.reply(
    "I did not understand that. Send /help to see what I can do, paste an invoice to pay it, or send a photo of a QR code.",
  );
});
