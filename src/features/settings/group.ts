/**
 * /settings in a group, for its admins: the language the bot speaks to
 * the group (src/i18n/chat-languages.ts), chosen with buttons, since under
 * privacy mode a bot gets button presses and commands in a group but not
 * typed answers. Anyone may see the menu an admin opened; only admins'
 * presses change anything. Each person's own settings stay in their
 * private chat.
 */
import { GrammyError, InlineKeyboard } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { isLanguage, LANGUAGE_CODES, LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { Voice } from "../../i18n/voices.ts";

/** Callback data of a language button: `group-settings:language:<code>`. */
const LANGUAGE_DATA = "group-settings:language:";

/**
 * True when the sender of this update may set the group's language: the
 * group's creator or an administrator (asked with getChatMember), or an
 * anonymous admin (a message sent on behalf of the group itself). A failed
 * check counts as no.
 */
export async function isGroupAdmin(ctx: BotContext): Promise<boolean> {
  const chat = ctx.chat;
  if (!chat || (chat.type !== "group" && chat.type !== "supergroup")) return false;
  if (ctx.msg?.sender_chat?.id === chat.id) return true;
  const userId = ctx.from?.id;
  if (userId === undefined) return false;
  try {
    const member = await ctx.api.getChatMember(chat.id, userId);
    return member.status === "creator" || member.status === "administrator";
  } catch (error) {
    ctx.log.warn({ err: error }, "could not check whether the sender is a group admin");
    return false;
  }
}

/** The group menu's text: the group's language, and who may change it. */
function groupMenuText(voice: Voice): string {
  return [
    voice.t("settings-title"),
    "",
    voice.t("settings-group-language", { language: LANGUAGES[voice.language] }),
    voice.t("settings-group-about"),
  ].join("\n");
}

/** The languages (the group's marked), and a link to the presser's own settings. */
function groupMenuKeyboard(ctx: BotContext, voice: Voice): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  LANGUAGE_CODES.forEach((code: Language, index) => {
    if (index > 0 && index % 2 === 0) keyboard.row();
    const name = LANGUAGES[code];
    keyboard.text(
      code === voice.language ? voice.t("settings-chosen-button", { label: name }) : name,
      `${LANGUAGE_DATA}${code}`,
    );
  });
  return keyboard.row().url(voice.t("common-open-private-chat"), deepLink(ctx, "settings"));
}

/** Answers an admin's /settings in a group with the group's menu. */
export async function showGroupSettings(ctx: BotContext): Promise<void> {
  const chatId = ctx.chat?.id;
  if (chatId === undefined) return;
  const voice = await ctx.deps.voices.forGroup(chatId);
  await ctx.reply(groupMenuText(voice), {
    parse_mode: "HTML",
    reply_markup: groupMenuKeyboard(ctx, voice),
    ...(ctx.msg
      ? { reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true } }
      : {}),
  });
}

/** The group menu's buttons. */
export const groupSettingsFeature = new Composer<BotContext>();

groupSettingsFeature.callbackQuery(/^group-settings:language:([A-Za-z-]{1,20})$/, async (ctx) => {
  const chatId = ctx.chat?.id;
  const choice = ctx.match[1];
  if (chatId === undefined || !isLanguage(choice)) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
    return;
  }
  if (!(await isGroupAdmin(ctx))) {
    await ctx.answerCallbackQuery({
      text: ctx.tUser("settings-group-admins-only"),
      show_alert: true,
    });
    return;
  }
  await ctx.deps.languages.chooseForGroup(chatId, choice);
  ctx.log.info({ language: choice }, "group language chosen");
  await ctx.answerCallbackQuery();
  // The menu now speaks the group's new language.
  const voice = await ctx.deps.voices.forGroup(chatId);
  try {
    await ctx.editMessageText(groupMenuText(voice), {
      parse_mode: "HTML",
      reply_markup: groupMenuKeyboard(ctx, voice),
    });
  } catch (error) {
    if (error instanceof GrammyError && /message is not modified/i.test(error.description)) return;
    ctx.log.debug({ err: error }, "group settings menu could not be edited");
  }
});
