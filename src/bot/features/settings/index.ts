/**
 * /settings in a private chat (deep link `/start settings`): a small menu
 * showing the language (English only, for now), the confirmation threshold
 * for tips the user gives, and the lightning address tips to them go to.
 * Changing a value asks for it in a conversation; the menu buttons always
 * act on the presser's own settings.
 *
 * One menu stays live per user: a change edits that menu in place (a typed
 * answer also gets a one-line "Saved" below it, where the user is looking),
 * and a new /settings takes the buttons off the previous menu.
 */
import { Composer, GrammyError, InlineKeyboard } from "grammy";
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

/** How long the bot remembers a user's live menu (30 days; after that a change sends a new one). */
const MENU_MEMORY_MS = 30 * 24 * 60 * 60_000;

/** Where a user's live settings menu is. */
interface MenuRef {
  chatId: number;
  messageId: number;
}

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

// A press on a menu that a newer /settings replaced (from a client that still shows its buttons).
privateChats.callbackQuery(/^settings:/, async (ctx, next) => {
  const live = await menus(ctx).get(String(ctx.from.id));
  if (!live || (live.chatId === ctx.chat.id && live.messageId === ctx.msgId)) return next();
  await ctx.answerCallbackQuery({ text: settingsTexts.outdatedMenu });
  await ctx.editMessageReplyMarkup().catch(() => undefined);
});

privateChats.callbackQuery("settings:threshold", async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.enter(SETTINGS_THRESHOLD_CONVERSATION, ctx.msgId);
});

privateChats.callbackQuery("settings:address", async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.enter(SETTINGS_ADDRESS_CONVERSATION, ctx.msgId);
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

function menus(ctx: BotContext) {
  // Losing a pointer only means the next change sends a new menu.
  return ctx.deps.store.keyv<MenuRef>("settings-menus", { durable: false });
}

/**
 * Sends the settings menu of the sender (with `notice` above it, e.g.
 * "Saved") and takes the buttons off the menu sent before, so only one
 * menu is live.
 */
export async function showSettings(ctx: BotContext, notice?: string): Promise<void> {
  const userId = ctx.from?.id;
  if (userId === undefined || ctx.chat === undefined) return;
  const prefs = await ctx.deps.preferences.get(userId);
  const text = settingsMenuText(prefs);
  const message = await ctx.reply(notice ? `${notice}\n\n${text}` : text, {
    parse_mode: "HTML",
    reply_markup: settingsKeyboard(prefs),
  });
  const previous = await menus(ctx).get(String(userId));
  await menus(ctx).set(
    String(userId),
    { chatId: ctx.chat.id, messageId: message.message_id },
    MENU_MEMORY_MS,
  );
  if (previous && previous.messageId !== message.message_id) {
    await ctx.api
      .editMessageReplyMarkup(previous.chatId, previous.messageId, {
        reply_markup: { inline_keyboard: [] },
      })
      .catch((error: unknown) =>
        ctx.log.debug({ err: error }, "previous settings menu not retired"),
      );
  }
}

/**
 * After a typed change: edits the menu in place (the one whose button was
 * pressed, else the user's live one) and says what was saved below the
 * answer. A menu that cannot be edited any more (deleted) is replaced by
 * a new one carrying the same notice.
 */
async function afterChange(
  ctx: BotContext,
  pressedMenuId: number | undefined,
  saved: string,
): Promise<void> {
  const userId = ctx.from?.id;
  const chatId = ctx.chat?.id;
  if (userId === undefined || chatId === undefined) return;
  const live = await menus(ctx).get(String(userId));
  const messageId = pressedMenuId ?? (live && live.chatId === chatId ? live.messageId : undefined);
  const prefs = await ctx.deps.preferences.get(userId);
  if (messageId !== undefined && (await editMenuMessage(ctx, chatId, messageId, prefs))) {
    await ctx.reply(saved, { parse_mode: "HTML" });
    return;
  }
  await showSettings(ctx, saved);
}

/**
 * Edits menu `messageId` to show `prefs`; true when it shows them now
 * (also when it already did: Telegram then answers "message is not modified").
 */
async function editMenuMessage(
  ctx: BotContext,
  chatId: number,
  messageId: number,
  prefs: Preferences,
): Promise<boolean> {
  try {
    await ctx.api.editMessageText(chatId, messageId, settingsMenuText(prefs), {
      parse_mode: "HTML",
      reply_markup: settingsKeyboard(prefs),
    });
    return true;
  } catch (error) {
    if (error instanceof GrammyError && /message is not modified/i.test(error.description)) {
      return true;
    }
    ctx.log.debug({ err: error }, "settings menu could not be edited");
    return false;
  }
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
  const chatId = ctx.chat?.id;
  const messageId = ctx.msgId;
  if (chatId === undefined || messageId === undefined) return;
  await editMenuMessage(ctx, chatId, messageId, prefs);
}

/** Asks for the tip confirmation threshold and saves it. */
export async function settingsThresholdConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  menuMessageId?: number | null,
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
    await afterChange(
      outside,
      menuMessageId ?? undefined,
      settingsTexts.thresholdSaved(formatSat(amountSat)),
    );
  });
}

/** Asks for the lightning address tips should go to and saves it. */
export async function settingsAddressConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  menuMessageId?: number | null,
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
    await afterChange(
      outside,
      menuMessageId ?? undefined,
      settingsTexts.addressSaved(escapeHtml(input.address)),
    );
  });
}
