/**
 * /settings in a private chat (deep link `/start settings`): a small menu
 * showing the language, the currency amounts are shown in (with the rate
 * in use and its age), the confirmation threshold for tips the user gives,
 * and the lightning address tips to them go to. Language and currency are
 * chosen from lists shown in the menu's place; the other values are asked
 * for in a conversation. The menu buttons always act on the presser's own
 * settings. In a group, an admin's /settings sets the group's language
 * (./group.ts); anyone else is pointed to the private chat.
 *
 * One menu stays live per user: a change edits that menu in place, in the
 * language in force after it (a typed answer also gets a one-line "Saved"
 * below it, where the user is looking), and a new /settings takes the
 * buttons off the previous menu.
 */

import { GrammyError, type InlineKeyboard } from "grammy";
import { reactionSettings } from "../../accounts/preferences.ts";
import { readTipAddress } from "../../bitcoin/lightning-address.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { askAmount, askText, type BotConversation } from "../../chat/flows/ask.ts";
import { mappingText, parseReactionAmounts } from "../../chat/flows/reaction-rules.ts";
import { inGroup, privateChatHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { isLanguage } from "../../i18n/languages.ts";
import { asCurrency } from "../../prices/currencies.ts";
import { groupSettingsFeature, isGroupAdmin, showGroupSettings } from "./group.ts";
import { GROUPS_DATA, groupPagesFeature, groupsView, rememberGroup } from "./groups.ts";
import {
  currencyKeyboard,
  languageKeyboard,
  MENU_DATA,
  type MenuState,
  menuKeyboard,
  menuState,
  menuText,
  NO_CURRENCY,
  TELEGRAM_LANGUAGE,
} from "./menu.ts";
import { mappingRefusal, REACTION_MENU_DATA } from "./reactions.ts";
import { tipAddressRefusal } from "./tip-address.ts";

/** Conversation id of the threshold question, for `createConversation`. */
export const SETTINGS_THRESHOLD_CONVERSATION = "settings-threshold";
/** Conversation id of the lightning address question, for `createConversation`. */
export const SETTINGS_ADDRESS_CONVERSATION = "settings-address";
/** Conversation id of the reaction tips questions (amounts, budget), for `createConversation`. */
export const SETTINGS_REACTIONS_CONVERSATION = "settings-reactions";

/** How long the bot remembers a user's live menu (30 days; after that a change sends a new one). */
const MENU_MEMORY_MS = 30 * 24 * 60 * 60_000;

/** Where a user's live settings menu is. */
interface MenuRef {
  chatId: number;
  messageId: number;
}

/** /settings and its menu buttons, in private chats and (the group's language) in groups. */
export const settingsFeature = new Composer<BotContext>();

settingsFeature.command("settings", async (ctx) => {
  if (inGroup(ctx) && (await isGroupAdmin(ctx))) {
    // Listed in their private /settings from now on (an anonymous admin has no private chat).
    if (ctx.from && !ctx.msg?.sender_chat && "title" in ctx.chat) {
      await rememberGroup(ctx, ctx.from.id, { id: ctx.chat.id, title: ctx.chat.title ?? "" });
    }
    await showGroupSettings(ctx);
    return;
  }
  if (ctx.chat.type !== "private") {
    await privateChatHint(ctx, ctx.t("settings-group-hint"), "settings");
    return;
  }
  await showSettings(ctx);
});

settingsFeature.use(groupSettingsFeature);
settingsFeature.use(groupPagesFeature);

const privateChats = settingsFeature.chatType("private");

// A press on a menu that a newer /settings replaced (from a client that still shows its buttons).
privateChats.callbackQuery(/^settings:/, async (ctx, next) => {
  const live = await menus(ctx).get(String(ctx.from.id));
  if (!live || (live.chatId === ctx.chat.id && live.messageId === ctx.msgId)) return next();
  await ctx.answerCallbackQuery({ text: ctx.tUser("settings-outdated-menu") });
  await ctx.editMessageReplyMarkup().catch(() => undefined);
});

/**
 * A menu button that asks a question replaces any question still open in
 * this chat (e.g. /invoice's amount), as a new command does: one question
 * at a time, the newest one.
 */
async function leaveOpenQuestions(ctx: BotContext): Promise<void> {
  await ctx.conversation.exitAll();
}

privateChats.callbackQuery(MENU_DATA.threshold, async (ctx) => {
  await ctx.answerCallbackQuery();
  await leaveOpenQuestions(ctx);
  await ctx.conversation.enter(SETTINGS_THRESHOLD_CONVERSATION, ctx.msgId);
});

privateChats.callbackQuery(MENU_DATA.address, async (ctx) => {
  await ctx.answerCallbackQuery();
  await leaveOpenQuestions(ctx);
  await ctx.conversation.enter(SETTINGS_ADDRESS_CONVERSATION, ctx.msgId);
});

privateChats.callbackQuery(MENU_DATA.always, async (ctx) => {
  await ctx.deps.preferences.update(ctx.from.id, { tipConfirmAboveSat: 0 });
  await ctx.answerCallbackQuery({ text: ctx.tUser("settings-always-confirm-saved") });
  await editMenu(ctx);
});

privateChats.callbackQuery(MENU_DATA.clear, async (ctx) => {
  await ctx.deps.preferences.update(ctx.from.id, { lightningAddress: undefined });
  await ctx.answerCallbackQuery({ text: ctx.tUser("settings-address-removed") });
  await editMenu(ctx);
});

privateChats.callbackQuery(MENU_DATA.board, async (ctx) => {
  const hidden = !(await ctx.deps.preferences.get(ctx.from.id)).hiddenOnBoard;
  await ctx.deps.preferences.update(ctx.from.id, { hiddenOnBoard: hidden });
  await ctx.answerCallbackQuery({
    text: ctx.tUser(hidden ? "settings-board-hidden-saved" : "settings-board-shown-saved"),
  });
  await editMenu(ctx);
});

// Reaction tips: on (with the defaults or the amounts set before), off, and their two questions.
privateChats.callbackQuery([REACTION_MENU_DATA.on, REACTION_MENU_DATA.off], async (ctx) => {
  const on = ctx.callbackQuery.data === REACTION_MENU_DATA.on;
  const settings = reactionSettings(await ctx.deps.preferences.get(ctx.from.id));
  await ctx.deps.preferences.update(ctx.from.id, { reactionTips: { ...settings, on } });
  await ctx.answerCallbackQuery({
    text: ctx.tUser(on ? "reaction-settings-turned-on" : "reaction-settings-turned-off"),
  });
  await editMenu(ctx);
});

privateChats.callbackQuery([REACTION_MENU_DATA.amounts, REACTION_MENU_DATA.budget], async (ctx) => {
  await ctx.answerCallbackQuery();
  const what = ctx.callbackQuery.data === REACTION_MENU_DATA.amounts ? "amounts" : "budget";
  await leaveOpenQuestions(ctx);
  await ctx.conversation.enter(SETTINGS_REACTIONS_CONVERSATION, ctx.msgId, what);
});

// The groups the presser manages, in place of the menu's buttons; Back brings those again.
privateChats.callbackQuery(GROUPS_DATA.list, async (ctx) => {
  await ctx.answerCallbackQuery();
  const view = await groupsView(ctx, ctx.from.id, MENU_DATA.back);
  await ctx
    .editMessageText(view.text, { parse_mode: "HTML", reply_markup: view.keyboard })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "group list not shown"));
});

// The language and currency lists take the place of the menu's buttons; Back brings those again.
privateChats.callbackQuery(MENU_DATA.languages, async (ctx) => {
  await ctx.answerCallbackQuery();
  await editMenu(ctx, languageKeyboard);
});

privateChats.callbackQuery(MENU_DATA.currencies, async (ctx) => {
  await ctx.answerCallbackQuery();
  await editMenu(ctx, currencyKeyboard);
});

privateChats.callbackQuery(MENU_DATA.back, async (ctx) => {
  await ctx.answerCallbackQuery();
  await editMenu(ctx);
});

privateChats.callbackQuery(/^settings:language:([A-Za-z-]{1,20})$/, async (ctx) => {
  const choice = ctx.match[1];
  if (choice !== TELEGRAM_LANGUAGE && !isLanguage(choice)) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
    return;
  }
  await ctx.deps.preferences.update(ctx.from.id, {
    language: choice === TELEGRAM_LANGUAGE ? undefined : choice,
  });
  await ctx.answerCallbackQuery();
  // Re-rendered with a fresh voice: the menu now speaks the language just chosen.
  await editMenu(ctx);
});

privateChats.callbackQuery(/^settings:currency:([A-Za-z]{1,10})$/, async (ctx) => {
  const choice = ctx.match[1] ?? "";
  const currency = choice === NO_CURRENCY ? NO_CURRENCY : asCurrency(choice);
  if (currency === undefined) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
    return;
  }
  await ctx.deps.preferences.update(ctx.from.id, { currency });
  await ctx.answerCallbackQuery();
  await editMenu(ctx);
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
async function showSettings(ctx: BotContext, notice?: string): Promise<void> {
  const userId = ctx.from?.id;
  if (userId === undefined || ctx.chat === undefined) return;
  const state = await menuState(ctx, userId);
  const text = menuText(state);
  const message = await ctx.reply(notice ? `${notice}\n\n${text}` : text, {
    parse_mode: "HTML",
    reply_markup: menuKeyboard(state),
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
  const state = await menuState(ctx, userId);
  if (messageId !== undefined && (await editMenuMessage(ctx, chatId, messageId, state))) {
    await ctx.reply(saved, { parse_mode: "HTML" });
    return;
  }
  await showSettings(ctx, saved);
}

/**
 * Edits menu `messageId` to show `state`, with the menu's own buttons or
 * `keyboard`'s; true when it shows them now (also when it already did:
 * Telegram then answers "message is not modified").
 */
async function editMenuMessage(
  ctx: BotContext,
  chatId: number,
  messageId: number,
  state: MenuState,
  keyboard: (state: MenuState) => InlineKeyboard = menuKeyboard,
): Promise<boolean> {
  try {
    await ctx.api.editMessageText(chatId, messageId, menuText(state), {
      parse_mode: "HTML",
      reply_markup: keyboard(state),
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

/** Edits the pressed menu to show the presser's settings as they are now. */
async function editMenu(
  ctx: BotContext,
  keyboard?: (state: MenuState) => InlineKeyboard,
): Promise<void> {
  const userId = ctx.from?.id;
  const chatId = ctx.chat?.id;
  const messageId = ctx.msgId;
  if (userId === undefined || chatId === undefined || messageId === undefined) return;
  await editMenuMessage(ctx, chatId, messageId, await menuState(ctx, userId), keyboard);
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
    ctx.t("settings-ask-threshold", { current: ctx.amount(current) }),
    maxSat,
  );
  await conversation.external(async (outside) => {
    const userId = outside.from?.id;
    if (userId === undefined) return;
    await outside.deps.preferences.update(userId, { tipConfirmAboveSat: amountSat });
    await afterChange(
      outside,
      menuMessageId ?? undefined,
      outside.t("settings-threshold-saved", { threshold: outside.amount(amountSat) }),
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
  const answer = await askText(conversation, ctx, ctx.t("settings-ask-address"), {
    validate: (text) => {
      const input = readTipAddress(text, { allowLocal });
      if (input.ok) return undefined;
      return input.reason === "local_host"
        ? ctx.t("settings-local-address")
        : ctx.t("settings-not-an-address");
    },
  });
  const input = readTipAddress(answer ?? "", { allowLocal });
  if (!input.ok) return;
  await conversation.external(async (outside) => {
    const userId = outside.from?.id;
    if (userId === undefined) return;
    // Judged as a pay code's URL is, its name resolved: nothing is saved when it may not be fetched.
    const refusal = await tipAddressRefusal(
      outside.deps.publicFetch,
      userId,
      input.address,
      outside.t,
    );
    if (refusal !== undefined) {
      await outside.reply(refusal, { parse_mode: "HTML" });
      return;
    }
    await outside.deps.preferences.update(userId, { lightningAddress: input.address });
    await afterChange(
      outside,
      menuMessageId ?? undefined,
      outside.t("settings-address-saved", { address: escapeHtml(input.address) }),
    );
  });
}

/** Asks for the emoji → amount mapping of reaction tips, or their daily budget, and saves it. */
export async function settingsReactionsConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  menuMessageId?: number | null,
  what?: "amounts" | "budget",
): Promise<void> {
  const { settings, maxSat } = await conversation.external(async (outside) => ({
    settings: reactionSettings(await outside.deps.preferences.get(outside.from?.id ?? 0)),
    maxSat: outside.deps.config.limits.maxPaymentSat,
  }));
  let change: typeof settings;
  if (what === "budget") {
    const budgetSat = await askAmount(
      conversation,
      ctx,
      ctx.t("reaction-settings-ask-budget", { budget: ctx.amount(settings.dailyBudgetSat) }),
      maxSat,
    );
    change = { ...settings, dailyBudgetSat: budgetSat };
  } else {
    const answer = await askText(
      conversation,
      ctx,
      ctx.t("reaction-settings-ask-amounts", {
        amounts: mappingText(settings.amounts, ctx.amount),
      }),
      {
        validate: (text) => {
          const input = parseReactionAmounts(text, maxSat);
          return input.ok ? undefined : mappingRefusal(ctx, input);
        },
      },
    );
    const input = parseReactionAmounts(answer ?? "", maxSat);
    if (!input.ok) return;
    change = { ...settings, amounts: input.amounts };
  }
  await conversation.external(async (outside) => {
    const userId = outside.from?.id;
    if (userId === undefined) return;
    await outside.deps.preferences.update(userId, { reactionTips: change });
    await afterChange(
      outside,
      menuMessageId ?? undefined,
      what === "budget"
        ? outside.t("reaction-settings-budget-saved", {
            budget: outside.amount(change.dailyBudgetSat),
          })
        : outside.t("reaction-settings-amounts-saved", {
            amounts: mappingText(change.amounts, outside.amount),
          }),
    );
  });
}
