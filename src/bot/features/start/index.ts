/**
 * /start and /help, with deep links (`/start connect`, `/start tip`). In a
 * group: a short answer with a button to the private chat, not the
 * private welcome.
 */
import { Composer, InlineKeyboard } from "grammy";
import type { BotContext } from "../../context.ts";
import { deepLink } from "../../flows/account.ts";
import { escapeHtml } from "../../html.ts";
import { commonTexts } from "../../texts.ts";
import { showSettings } from "../settings/index.ts";
import { tipWelcome } from "../tip/index.ts";
import { startTexts } from "./texts.ts";

export const startFeature = new Composer<BotContext>();

startFeature.command(["start", "help"], async (ctx) => {
  if (ctx.chat.type !== "private") {
    await ctx.reply(startTexts.group, {
      parse_mode: "HTML",
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
      reply_markup: new InlineKeyboard().url(commonTexts.openPrivateChat, deepLink(ctx, "help")),
    });
    return;
  }
  const payload = ctx.match.trim();
  if (ctx.chat.type === "private" && payload === "connect") {
    await ctx.conversation.enter("connect");
    return;
  }
  // Deep links from group hints ("open private chat") continue where the user meant to go.
  if (ctx.chat.type === "private" && (payload === "pay" || payload === "withdraw")) {
    await ctx.conversation.enter(payload, {});
    return;
  }
  if (ctx.chat.type === "private" && payload === "settings") {
    await showSettings(ctx);
    return;
  }
  if (payload === "tip") {
    await tipWelcome(ctx);
    return;
  }
  const name = escapeHtml(ctx.from?.first_name ?? "there");
  await ctx.reply(startTexts.welcome(name, ctx.deps.accounts.isSandbox), {
    parse_mode: "HTML",
    link_preview_options: { is_disabled: true },
  });
});
