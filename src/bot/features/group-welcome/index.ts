/**
 * A short welcome when the bot is added to a group (a `my_chat_member`
 * update, which Telegram sends whatever the privacy mode): what it does
 * there, a button to set up in the private chat, and, while the bot may
 * not delete messages, what admins gain by allowing it. Only on joining:
 * a promotion or a change of rights says nothing.
 */
import { Composer, InlineKeyboard } from "grammy";
import type { ChatMember } from "grammy/types";
import type { BotContext } from "../../context.ts";
import { deepLink } from "../../flows/account.ts";
import { canDeleteMessages } from "../../flows/transient.ts";
import { groupWelcomeTexts } from "./texts.ts";

export const groupWelcomeFeature = new Composer<BotContext>();

groupWelcomeFeature.on("my_chat_member", async (ctx) => {
  const { chat, old_chat_member: before, new_chat_member: after } = ctx.myChatMember;
  if (chat.type !== "group" && chat.type !== "supergroup") return;
  if (isIn(before) || !isIn(after)) return;
  await ctx.reply(
    groupWelcomeTexts.welcome({
      sandbox: ctx.deps.accounts.isSandbox,
      mayDelete: canDeleteMessages(after),
    }),
    {
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard().url(groupWelcomeTexts.setUpButton, deepLink(ctx, "tip")),
    },
  );
});

/** True when this record makes its holder a member of the chat. */
function isIn(member: ChatMember): boolean {
  switch (member.status) {
    case "creator":
    case "administrator":
    case "member":
      return true;
    case "restricted":
      return member.is_member;
    default:
      return false;
  }
}
