/**
 * Translations: the Fluent files under src/locales/<language>/ (one file
 * per feature, the same files in every language), loaded once through
 * @grammyjs/i18n. `ctx.t` speaks the chat's language (the person's in a
 * private chat, the group's in a group); `ctx.tUser` speaks the language of
 * the person who sent the update, for what only they see (private notes,
 * button alerts); `Translations.for(language)` serves messages sent outside
 * an update (notifications, a sweeper's edits).
 *
 * Placeables are not wrapped in Unicode isolation marks (Telegram would
 * show them as stray characters in copied amounts and invoices). Values are
 * passed in already HTML-escaped where they hold user text.
 */
import { fileURLToPath } from "node:url";
import { I18n } from "@grammyjs/i18n";
import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";

/** Where the Fluent files are. */
export const LOCALES_DIR = fileURLToPath(new URL("../locales", import.meta.url));

/** Values a message takes: text (HTML-escaped by the caller) or numbers (formatted by Fluent per language). */
export type TranslationArgs = Record<string, string | number>;

/** A message id and its values → the text in one language. */
export type Translate = (id: string, args?: TranslationArgs) => string;

export class Translations {
  readonly i18n: I18n;

  constructor(directory: string = LOCALES_DIR) {
    this.i18n = new I18n({
      defaultLocale: DEFAULT_LANGUAGE,
      fluentBundleOptions: { useIsolating: false },
      // The language was found before (src/bot/voice.ts): the chat's.
      localeNegotiator: (ctx) => (ctx as { voice?: { language: string } }).voice?.language,
    });
    this.i18n.loadLocalesDirSync(directory);
  }

  /** The translator of one language. */
  for(language: Language): Translate {
    return (id, args) => this.i18n.t(language, id, args);
  }
}
