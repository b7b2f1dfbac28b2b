/** /cancel leaves any conversation and says so. */
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";

export const cancelFeature = new Composer<BotContext>();

cancelFeature.command("cancel", async (ctx) => {
  const active = Object.keys(ctx.conversation.active()).length > 0;
  await ctx.conversation.exitAll();
  await ctx.reply(ctx.t(active ? "common-cancelled" : "common-nothing-to-cancel"));
});

/** A Cancel button on any question or confirmation that is not a money confirmation. */
cancelFeature.callbackQuery("ask:cancel", async (ctx) => {
  await ctx.conversation.exitAll();
  await ctx.answerCallbackQuery({ text: ctx.tUser("common-cancelled") });
  await ctx.editMessageReplyMarkup().catch(() => undefined);
});
