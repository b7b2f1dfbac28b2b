/**
 * The command menu, per scope (private chats, groups) and per language, from
 * the commands the features put in it (src/features/index.ts):
 * Telegram shows each user the menu of their app's language, and the one
 * without a language (English) to everyone else.
 */
import type { Api } from "grammy";
import type { BotCommand, LanguageCode } from "grammy/types";
import type { MenuCommand } from "../feature.ts";
import type { Translate, Translations } from "../i18n/i18n.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "../i18n/languages.ts";

/** The private menu in one language (`sandbox`: as the embedded sandbox shows it). */
export function privateCommands(
  t: Translate,
  sandbox: boolean,
  entries: readonly MenuCommand[],
): BotCommand[] {
  return inScope(entries, "private", sandbox, t);
}

/** The group menu in one language. */
export function groupCommands(
  t: Translate,
  sandbox: boolean,
  entries: readonly MenuCommand[],
): BotCommand[] {
  return inScope(entries, "group", sandbox, t);
}

/** One scope's commands, by rank. */
function inScope(
  entries: readonly MenuCommand[],
  scope: MenuCommand["scope"],
  sandbox: boolean,
  t: Translate,
): BotCommand[] {
  return entries
    .filter((entry) => entry.scope === scope && !(sandbox && entry.sandbox === "hidden"))
    .toSorted((a, b) => a.rank - b.rank)
    .map((entry) => ({
      command: entry.command,
      description: t(
        sandbox && typeof entry.sandbox === "object"
          ? entry.sandbox.description
          : `menu-${scope}-${entry.command}`,
      ),
    }));
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
  entries: readonly MenuCommand[],
): Promise<void> {
  const menus: Array<{ language: Language; languageCode?: LanguageCode }> = [
    { language: DEFAULT_LANGUAGE },
    ...LANGUAGE_CODES.map((language) => ({ language, languageCode: menuLanguageCode(language) })),
  ];
  for (const { language, languageCode } of menus) {
    const t = translations.for(language);
    const code = languageCode === undefined ? {} : { language_code: languageCode };
    await api.setMyCommands(privateCommands(t, sandbox, entries), {
      scope: { type: "all_private_chats" },
      ...code,
    });
    await api.setMyCommands(groupCommands(t, sandbox, entries), {
      scope: { type: "all_group_chats" },
      ...code,
    });
  }
}
