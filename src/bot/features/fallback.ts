/** The catch-all: stale buttons are answered, stray private messages get a hint. */
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { commonTexts } from "../texts.ts";

export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.on("callback_query", async (ctx) => {
  await ctx.answerCallbackQuery({ text: commonTexts.staleButton });
});

fallbackFeature.chatType("private").on("message", async (ctx) => {
  await ctx.reply(
    "I did not understand that. Send /help to see what I can do, paste an invoice to pay it, or send a photo of a QR code.",
  );
});
