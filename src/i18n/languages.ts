/**
 * The languages the bot speaks, each named in itself (for the /settings
 * menu), and how a Telegram `language_code` maps onto them. Data and
 * functions, no I/O.
 */

/** Every language with a complete set of Fluent files under src/locales/<code>/. */
export const LANGUAGES = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  ru: "Русский",
  tr: "Türkçe",
  id: "Bahasa Indonesia",
} as const;

export type Language = keyof typeof LANGUAGES;

/** The language of last resort, and the source every translation follows. */
export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** Whether `code` is exactly one of ours (as stored in preferences). */
export function isLanguage(code: unknown): code is Language {
  return typeof code === "string" && Object.hasOwn(LANGUAGES, code);
}

/**
 * The language for a Telegram `language_code` ("de", "pt-br", "en-GB"):
 * an exact match first, then the base language (any Portuguese is served
 * in Brazilian Portuguese); undefined when we do not speak it.
 */
export function matchLanguage(code: string | undefined): Language | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  const exact = LANGUAGE_CODES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split(/[-_]/)[0];
  if (base === "pt") return "pt-BR";
  return LANGUAGE_CODES.find((language) => language === base);
}

/** Each language's separator, found once (building an Intl formatter costs tens of µs). */
const decimalSeparators = new Map<Language, "." | ",">();

/** The decimal separator people of `language` write ("." or ","). */
export function decimalSeparatorOf(language: Language): "." | "," {
  let separator = decimalSeparators.get(language);
  if (!separator) {
    const part = new Intl.NumberFormat(language)
      .formatToParts(1.5)
      .find((p) => p.type === "decimal");
    separator = part?.value === "," ? "," : ".";
    decimalSeparators.set(language, separator);
  }
  return separator;
}
