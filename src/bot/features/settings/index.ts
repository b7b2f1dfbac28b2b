/**
 * /settings in a private chat (deep link `/start settings`): a small menu
 * showing the language (English only, for now), the confirmation threshold
 * for tips the user gives, and the lightning address tips to them go to.
 * Changing a value asks for it in a conversation; the menu buttons always
 * act on the presser's own settings.
 */
import { Composer, InlineKeyboard } from "grammy";
import type { Preferences } from "../../../accounts/preferences.ts";
import { formatSat } from "../../../bitcoin/amount.ts";
import type { BotContext, ConversationContext } from "../../context.ts";
import { askAmount, askText, type BotConversation } from "../../flows/ask.ts";
import { privateChatHint } from "../../flows/transient.ts";
import { escapeHtml } from "../../html.ts";
import { readTipAddress } from "./address.ts";
import { settingsTexts } from "./texts.ts";

/** Conversation id of the threshold question, for `createConversation`. */
export const SETTINGS_THRESHOLD_CONVERSATION = "settings-threshold";
/** Conversation id of the lightning address question, for `createConversation`. */
export const SETTINGS_ADDRESS_CONVERSATION = "settings-address";

/** /settings and its menu buttons. */
export const settingsFeature = new Composer<BotContext>();

settingsFeature.command("settings", async (ctx) => {
  if (ctx.chat.type !== "private") {
    await privateChatHint(ctx, settingsTexts.groupHint, "settings");
    return;
  }
  await showSettings(ctx);
});

const privateChats = settingsFeature.chatType("private");

privateChats.callbackQuery("settings:threshold", async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.enter(SETTINGS_THRESHOLD_CONVERSATION);
});

privateChats.callbackQuery("settings:address", async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.enter(SETTINGS_ADDRESS_CONVERSATION);
});

privateChats.callbackQuery("settings:always", async (ctx) => {
  const prefs = await ctx.deps.preferences.update(ctx.from.id, { tipConfirmAboveSat: 0 });
  await ctx.answerCallbackQuery({ text: settingsTexts.alwaysConfirmSaved });
  await editMenu(ctx, prefs);
});

privateChats.callbackQuery("settings:clear", async (ctx) => {
  const prefs = await ctx.deps.preferences.update(ctx.from.id, { lightningAddress: undefined });
  await ctx.answerCallbackQuery({ text: settingsTexts.addressRemoved });
  await editMenu(ctx, prefs);
});

/** Sends the settings menu of the sender (with `notice` above it, e.g. "Saved"). */
export async function showSettings(ctx: BotContext, notice?: string): Promise<void> {
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  const prefs = await ctx.deps.preferences.get(userId);
  const text = settingsMenuText(prefs);
  await ctx.reply(notice ? `${notice}\n\n${text}` : text, {
    parse_mode: "HTML",
    reply_markup: settingsKeyboard(prefs),
  });
}

/** The menu's text for `prefs`. */
export function settingsMenuText(prefs: Preferences): string {
  return settingsTexts.menu(
    prefs.tipConfirmAboveSat > 0 ? formatSat(prefs.tipConfirmAboveSat) : undefined,
    prefs.lightningAddress ? escapeHtml(prefs.lightningAddress) : undefined,
  );
}

function settingsKeyboard(prefs: Preferences): InlineKeyboard {
  const keyboard = new InlineKeyboard().text(settingsTexts.thresholdButton, "settings:threshold");
  if (prefs.tipConfirmAboveSat > 0) {
    keyboard.text(settingsTexts.alwaysConfirmButton, "settings:always");
  }
  keyboard
    .row()
    .text(
      prefs.lightningAddress ? settingsTexts.changeAddressButton : settingsTexts.setAddressButton,
      "settings:address",
    );
  if (prefs.lightningAddress) keyboard.text(settingsTexts.removeAddressButton, "settings:clear");
  return keyboard;
}

async function editMenu(ctx: BotContext, prefs: Preferences): Promise<void> {
  await ctx
    .editMessageText(settingsMenuText(prefs), {
      parse_mode: "HTML",
      reply_markup: settingsKeyboard(prefs),
    })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "settings menu unchanged"));
}

/** Asks for the tip confirmation threshold and saves it. */
export async function settingsThresholdConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
): Promise<void> {
  const { current, maxSat } = await conversation.external(async (outside) => {
    const userId = outside.from?.id ?? 0;
    return {
      current: (await outside.deps.preferences.get(userId)).tipConfirmAboveSat,
      maxSat: outside.deps.config.limits.maxPaymentSat,
    };
  });
  const amountSat = await askAmount(
    conversation,
    ctx,
    settingsTexts.askThreshold(formatSat(current)),
    maxSat,
  );
  await conversation.external(async (outside) => {
    const userId = outside.from?.id;
    if (userId === undefined) return;
    await outside.deps.preferences.update(userId, { tipConfirmAboveSat: amountSat });
    await showSettings(outside, settingsTexts.saved);
  });
}

/** Asks for the lightning address tips should go to and saves it. */
export async function settingsAddressConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
): Promise<void> {
  const allowLocal = await conversation.external((outside) => outside.deps.accounts.isSandbox);
  const answer = await askText(conversation, ctx, settingsTexts.askAddress, {
    validate: (text) => {
      const input = readTipAddress(text, { allowLocal });
      if (input.ok) return undefined;
      return input.reason === "local_host"
        ? settingsTexts.localAddress
        : settingsTexts.notAnAddress;
    },
  });
  const input = readTipAddress(answer ?? "", { allowLocal });
  if (!input.ok) return;
  await conversation.external(async (outside) => {
    const userId = outside.from?.id;
    if (userId === undefined) return;
    await outside.deps.preferences.update(userId, { lightningAddress: input.address });
    await showSettings(outside, settingsTexts.saved);
  });
}
