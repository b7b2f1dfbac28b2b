/**
 * A short welcome when the bot is added to a group (a `my_chat_member`
 * update, which Telegram sends whatever the privacy mode): what it does
 * there, a button to set up in the private chat, and, while the bot may
 * not delete messages, what admins gain by allowing it. Only on joining:
 * a promotion or a change of rights says nothing.
 *
 * The group speaks the language of the member who added the bot until an
 * admin chooses one in /settings: remembered here, and the welcome speaks it.
 */
import { Composer, InlineKeyboard } from "grammy";
import type { ChatMember } from "grammy/types";
import type { BotContext } from "../../context.ts";
import { deepLink } from "../../flows/account.ts";
import { canDeleteMessages } from "../../flows/transient.ts";

export const groupWelcomeFeature = new Composer<BotContext>();

groupWelcomeFeature.on("my_chat_member", async (ctx) => {
  const { chat, from, old_chat_member: before, new_chat_member: after } = ctx.myChatMember;
  if (chat.type !== "group" && chat.type !== "supergroup") return;
  if (isIn(before) || !isIn(after)) return;
  await ctx.deps.languages.addedBy(chat.id, from.language_code);
  const { t } = await ctx.deps.voices.forGroup(chat.id);
  const lines = [
    t("group-welcome-welcome"),
    canDeleteMessages(after) ? undefined : t("group-welcome-allow-delete"),
    ctx.deps.accounts.isSandbox ? t("common-test-money") : undefined,
  ];
  await ctx.reply(lines.filter((line) => line !== undefined).join("\n"), {
    parse_mode: "HTML",
    reply_markup: new InlineKeyboard().url(t("group-welcome-set-up-button"), deepLink(ctx, "tip")),
  });
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
