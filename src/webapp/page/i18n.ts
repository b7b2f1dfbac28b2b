/**
 * The page's texts: the user's language's webapp.ftl (sent by the API) in a
 * @fluent/bundle FluentBundle, English (bundled) for any message it lacks.
 * Numbers passed as values are formatted by Fluent in the user's language
 * (Intl.NumberFormat), so 1234 reads "1,234" in English and "1.234" in German.
 */
import { FluentBundle, FluentResource } from "@fluent/bundle";
import bootSources from "webapp-boot-texts";
import { DEFAULT_LANGUAGE, matchLanguage } from "../../i18n/languages.ts";
import english from "../../locales/en/webapp.ftl";

export type Args = Record<string, string | number>;

export interface Texts {
  /** The language, as a BCP 47 tag (en, de, pt-BR…). */
  language: string;
  t(id: string, args?: Args): string;
  /** An amount in satoshi with the language's digit grouping: "1.234 sat". */
  sat(amount: number): string;
  /** A number with the language's grouping. */
  number(value: number): string;
  /** A date and time in the language's format. */
  dateTime(at: string | number | Date): string;
  /** The same, short (for lists): day, month and time, no year. */
  shortDateTime(at: string | number | Date): string;
}

function bundle(language: string, source: string): FluentBundle {
  // No isolation marks: they would end up in copied amounts and invoices.
  const made = new FluentBundle(language, { useIsolating: false });
  made.addResource(new FluentResource(source));
  return made;
}

/** The texts of `language` from `source` (its webapp.ftl); English alone when no source is given. */
export function makeTexts(language: string, source?: string): Texts {
  const fallback = bundle("en", english);
  const own = source && language !== "en" ? bundle(language, source) : fallback;
  const format = (from: FluentBundle, id: string, args?: Args): string | undefined => {
    const message = from.getMessage(id);
    return message?.value ? from.formatPattern(message.value, args) : undefined;
  };
  const numbers = new Intl.NumberFormat(language);
  const dates = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const shortDates = new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });
  const t = (id: string, args?: Args) => format(own, id, args) ?? format(fallback, id, args) ?? id;
  return {
    language,
    t,
    sat: (amount) => t("app-sat", { amount }),
    number: (value) => numbers.format(value),
    dateTime: (at) => dates.format(new Date(at)),
    shortDateTime: (at) => shortDates.format(new Date(at)),
  };
}

/**
 * The texts shown before the API names the user's language (loading, and a
 * failure of the first call): in the language of `code` (Telegram's
 * language_code, or the browser's), English when it is none of ours.
 */
export function bootTexts(code: string | undefined): Texts {
  const language = matchLanguage(code) ?? DEFAULT_LANGUAGE;
  return makeTexts(language, bootSources[language]);
}
