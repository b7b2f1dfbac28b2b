/**
 * The command menu, per scope (private chats, groups) and per language:
 * Telegram shows each user the menu of their app's language, and the one
 * without a language (English) to everyone else.
 */
import type { Api } from "grammy";
import type { BotCommand, LanguageCode } from "grammy/types";
import type { Translate, Translations } from "../i18n/i18n.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "../i18n/languages.ts";

/** The private menu's commands, in order; each described by `menu-private-<command>`. */
const PRIVATE_COMMANDS = [
  "invoice",
  "pay",
  "send",
  "balance",
  "history",
  "lnurl",
  "claim",
  "withdraw",
  "settings",
  "connect",
  "disconnect",
  "cancel",
  "help",
] as const;

/** The group menu's commands, in order; each described by `menu-group-<command>`. */
const GROUP_COMMANDS = [
  "tip",
  "send",
  "giveaway",
  "rain",
  "tipjar",
  "top",
  "invoice",
  "lnurl",
  "balance",
  "help",
] as const;

/**
 * The private menu in one language. In sandbox mode /connect is left out
 * (there is nothing to connect) and /disconnect is what it does there: a
 * reset of the test money.
 */
export function privateCommands(t: Translate, sandbox: boolean): BotCommand[] {
  return PRIVATE_COMMANDS.filter((command) => !(sandbox && command === "connect")).map(
    (command) => ({
      command,
      description: t(
        sandbox && command === "disconnect"
          ? "menu-private-disconnect-sandbox"
          : `menu-private-${command}`,
      ),
    }),
  );
}

/** The group menu in one language. */
export function groupCommands(t: Translate): BotCommand[] {
  return GROUP_COMMANDS.map((command) => ({ command, description: t(`menu-group-${command}`) }));
}

/**
 * Telegram's `language_code` for one of our languages: two letters (ISO
 * 639-1), so Brazilian Portuguese is "pt", which serves every Portuguese.
 */
export function menuLanguageCode(language: Language): LanguageCode {
  return (language.split("-")[0] ?? language) as LanguageCode;
}

/**
 * Sets the private and group command menus: the default one (English, for
 * languages we do not speak) and one per language we speak.
 */
export async function setCommandMenus(
  api: Api,
  sandbox: boolean,
  translations: Translations,
): Promise<void> {
  const menus: Array<{ language: Language; languageCode?: LanguageCode }> = [
    { language: DEFAULT_LANGUAGE },
    ...LANGUAGE_CODES.map((language) => ({ language, languageCode: menuLanguageCode(language) })),
  ];
  for (const { language, languageCode } of menus) {
    const t = translations.for(language);
    const code = languageCode === undefined ? {} : { language_code: languageCode };
    await api.setMyCommands(privateCommands(t, sandbox), {
      scope: { type: "all_private_chats" },
      ...code,
    });
    await api.setMyCommands(groupCommands(t), { scope: { type: "all_group_chats" }, ...code });
  }
}
