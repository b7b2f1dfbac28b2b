/**
 * The private settings menu: its text and its keyboards (the menu itself,
 * and the language and currency lists shown in its place), for one reader.
 * Built from a fresh voice each time, so a menu re-rendered after a change
 * of language speaks the new one.
 */
import { InlineKeyboard } from "grammy";
import type { Preferences } from "../../accounts/preferences.ts";
import type { BotContext } from "../../chat/context.ts";
import { escapeHtml } from "../../chat/html.ts";
import { LANGUAGE_CODES, LANGUAGES, matchLanguage } from "../../i18n/languages.ts";
import { currencyOf, type Voice } from "../../i18n/voices.ts";
import { CURRENCIES, type Currency } from "../../prices/currencies.ts";
import type { Rates } from "../../prices/price-source.ts";
import { formatFiat } from "../../prices/rates.ts";
import { addReactionButtons, reactionMenuLine } from "./reactions.ts";

/** Callback data of the menu's buttons. */
export const MENU_DATA = {
  threshold: "settings:threshold",
  always: "settings:always",
  address: "settings:address",
  clear: "settings:clear",
  /** Shows or hides the user's name on /top. */
  board: "settings:board",
  languages: "settings:language",
  currencies: "settings:currency",
  back: "settings:back",
  /** `settings:language:<code>`, or `settings:language:telegram` to follow the Telegram app. */
  languagePrefix: "settings:language:",
  /** `settings:currency:<CODE>`, or `settings:currency:none`. */
  currencyPrefix: "settings:currency:",
} as const;

/** The value of `settings:language:` that follows the Telegram app's language (no choice stored). */
export const TELEGRAM_LANGUAGE = "telegram";
/** The value of `settings:currency:` that shows no currency. */
export const NO_CURRENCY = "none";

/** Everything one rendering of the menu needs. */
export interface MenuState {
  voice: Voice;
  prefs: Preferences;
  /** The language_code of the user's Telegram app (this update's, else the last one seen). */
  telegramCode: string | undefined;
  /** The currency amounts are shown in, if any. */
  currency: Currency | undefined;
  rates: Rates | undefined;
  now: number;
  /** Features add items to groups' pages: the menu lists the groups the reader manages. */
  groups: boolean;
}

/** Reads the menu's state for `userId` now (their voice as it is after any change just saved). */
export async function menuState(ctx: BotContext, userId: number): Promise<MenuState> {
  const ownCode = ctx.from?.id === userId ? ctx.from.language_code : undefined;
  const voice = await ctx.deps.voices.forUser(userId, ownCode);
  const prefs = await ctx.deps.preferences.get(userId);
  const telegramCode = ownCode ?? prefs.telegramLanguage;
  const currency = currencyOf(prefs.currency, voice.language, telegramCode);
  const rates = currency ? await ctx.deps.prices?.forDisplay() : undefined;
  const groups = ctx.sections.groupSettings.length > 0;
  return { voice, prefs, telegramCode, currency, rates, now: ctx.deps.now(), groups };
}

/** The menu's text. */
export function menuText(state: MenuState): string {
  const { voice, prefs } = state;
  const t = voice.t;
  const lines = [t("settings-title"), "", languageLine(state), ...currencyLines(state)];
  lines.push(
    prefs.tipConfirmAboveSat > 0
      ? t("settings-menu-threshold", { threshold: voice.amount(prefs.tipConfirmAboveSat) })
      : t("settings-menu-every-tip"),
    prefs.lightningAddress
      ? t("settings-menu-address", { address: escapeHtml(prefs.lightningAddress) })
      : t("settings-menu-no-address"),
    t(prefs.hiddenOnBoard ? "settings-menu-board-hidden" : "settings-menu-board-shown"),
  );
  lines.push(reactionMenuLine(voice, prefs));
  return lines.join("\n");
}

function languageLine({ voice, prefs, telegramCode }: MenuState): string {
  const language = LANGUAGES[voice.language];
  if (prefs.language !== undefined) return voice.t("settings-menu-language", { language });
  return matchLanguage(telegramCode)
    ? voice.t("settings-menu-language-telegram", { language })
    : voice.t("settings-menu-language-default", { language });
}

/** The currency, and the rate it is shown at (or that there is none now). */
function currencyLines({ voice, prefs, currency, rates, now }: MenuState): string[] {
  const t = voice.t;
  if (!currency) return [t("settings-menu-currency-none")];
  const named = { name: currencyName(currency, voice), code: currency };
  const line =
    prefs.currency === undefined
      ? t("settings-menu-currency-default", named)
      : t("settings-menu-currency", named);
  const perBtc = rates?.perBtc[currency];
  if (!rates || perBtc === undefined) return [line, t("settings-menu-no-rate")];
  const rate = {
    price: formatFiat(perBtc, currency, voice.language),
    minutes: Math.max(0, Math.floor((now - rates.fetchedAt) / 60_000)),
  };
  return [line, t(rates.test ? "settings-menu-test-rate" : "settings-menu-rate", rate)];
}

/** "US Dollar" in the reader's language (the code when the runtime has no name for it). */
function currencyName(currency: Currency, voice: Voice): string {
  return new Intl.DisplayNames(voice.language, { type: "currency" }).of(currency) ?? currency;
}

/** The menu's own keyboard: one row per setting. */
export function menuKeyboard({ voice, prefs, groups }: MenuState): InlineKeyboard {
  const t = voice.t;
  const keyboard = new InlineKeyboard()
    .text(t("settings-language-button"), MENU_DATA.languages)
    .text(t("settings-currency-button"), MENU_DATA.currencies)
    .row()
    .text(t("settings-threshold-button"), MENU_DATA.threshold);
  if (prefs.tipConfirmAboveSat > 0) {
    keyboard.text(t("settings-always-confirm-button"), MENU_DATA.always);
  }
  keyboard
    .row()
    .text(
      prefs.lightningAddress
        ? t("settings-change-address-button")
        : t("settings-set-address-button"),
      MENU_DATA.address,
    );
  if (prefs.lightningAddress) keyboard.text(t("settings-remove-address-button"), MENU_DATA.clear);
  keyboard
    .row()
    .text(
      t(prefs.hiddenOnBoard ? "settings-board-show-button" : "settings-board-hide-button"),
      MENU_DATA.board,
    );
  addReactionButtons(keyboard, voice, prefs);
  if (groups) keyboard.row().text(t("settings-groups-button"), "settings:groups");
  return keyboard;
}

/** Marks the option in force. */
function option(voice: Voice, label: string, chosen: boolean): string {
  return chosen ? voice.t("settings-chosen-button", { label }) : label;
}

/** The languages, each in its own name, then "as in my Telegram app" and Back. */
export function languageKeyboard({ voice, prefs }: MenuState): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  LANGUAGE_CODES.forEach((code, index) => {
    if (index > 0 && index % 2 === 0) keyboard.row();
    keyboard.text(
      option(voice, LANGUAGES[code], prefs.language === code),
      `${MENU_DATA.languagePrefix}${code}`,
    );
  });
  return keyboard
    .row()
    .text(
      option(voice, voice.t("settings-telegram-language-button"), prefs.language === undefined),
      `${MENU_DATA.languagePrefix}${TELEGRAM_LANGUAGE}`,
    )
    .row()
    .text(voice.t("settings-back-button"), MENU_DATA.back);
}

/** The currencies (four to a row), then "none" and Back; the one in force is marked. */
export function currencyKeyboard({ voice, currency }: MenuState): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  CURRENCIES.forEach((code, index) => {
    if (index > 0 && index % 4 === 0) keyboard.row();
    keyboard.text(option(voice, code, currency === code), `${MENU_DATA.currencyPrefix}${code}`);
  });
  return keyboard
    .row()
    .text(
      option(voice, voice.t("settings-no-currency-button"), currency === undefined),
      `${MENU_DATA.currencyPrefix}${NO_CURRENCY}`,
    )
    .row()
    .text(voice.t("settings-back-button"), MENU_DATA.back);
}
