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
import { InlineKeyboard } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { isIn } from "../../chat/flows/card-press.ts";
import { canDeleteMessages } from "../../chat/flows/transient.ts";

export const groupWelcomeFeature = new Composer<BotContext>();

groupWelcomeFeature.on("my_chat_member", async (ctx) => {
  const { chat, old_chat_member: before, new_chat_member: after } = ctx.myChatMember;
  if (chat.type !== "group" && chat.type !== "supergroup") return;
  if (isIn(before) || !isIn(after)) return;
  await speakAddersLanguage(ctx, chat.id);
  const t = ctx.t;
  const lines = [
    t("group-welcome-welcome"),
    canDeleteMessages(after) ? undefined : t("group-welcome-allow-delete"),
    // Telegram sends reactions only to admin bots: reaction tips need it.
    after.status === "administrator" || after.status === "creator"
      ? undefined
      : t("reaction-group-needs-admin"),
    ctx.deps.accounts.isSandbox ? t("common-test-money") : undefined,
  ];
  await ctx.reply(lines.filter((line) => line !== undefined).join("\n"), {
    parse_mode: "HTML",
    reply_markup: new InlineKeyboard().url(t("group-welcome-set-up-button"), deepLink(ctx, "tip")),
  });
});

/**
 * The group speaks the language of the admin who added the bot (until an
 * admin chooses one with /settings), from this welcome on. A store that
 * cannot be written leaves the welcome in the language found before.
 */
async function speakAddersLanguage(ctx: BotContext, chatId: number): Promise<void> {
  try {
    await ctx.deps.languages.addedBy(chatId, ctx.myChatMember?.from.language_code);
    const voice = await ctx.deps.voices.forGroup(chatId);
    ctx.voice = voice;
    ctx.t = voice.t;
    ctx.amount = voice.amount;
  } catch (error) {
    ctx.log.warn({ err: error }, "could not record the language of the member who added the bot");
  }
}
