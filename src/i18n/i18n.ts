/**
 * Translations: the Fluent files under src/locales/<language>/ (one file
 * per feature, the same files in every language), read into one
 * @fluent/bundle `FluentBundle` per language. `ctx.t` speaks the chat's
 * language (the person's in a private chat, the group's in a group);
 * `ctx.tUser` speaks the language of the person who sent the update, for
 * what only they see (private notes, button alerts);
 * `Translations.for(language)` serves messages sent outside an update
 * (notifications, a sweeper's edits).
 *
 * A language's files are read and parsed the first time it is spoken
 * (English first, the fallback for a message another language lacks), so
 * a bot whose users speak two languages never parses the other seven. A
 * translator looks its message up in its own bundle directly: no language
 * negotiation per text (which cost some 30 µs a text through
 * @grammyjs/i18n's `t`, against well under 1 µs here; bench/ANALYSIS.md).
 *
 * Placeables are not wrapped in Unicode isolation marks (Telegram would
 * show them as stray characters in copied amounts and invoices). Values are
 * passed in already HTML-escaped where they hold user text.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";

/** Where the Fluent files are. */
export const LOCALES_DIR = fileURLToPath(new URL("../locales", import.meta.url));

/** Values a message takes: text (HTML-escaped by the caller) or numbers (formatted by Fluent per language). */
export type TranslationArgs = Record<string, string | number>;

/** A message id and its values → the text in one language. */
export type Translate = (id: string, args?: TranslationArgs) => string;

/** Which Fluent files to read (default: every `.ftl` file of a language's folder). */
export interface TranslationsOptions {
  /** Only these file names, e.g. `["menu.ftl"]` for the command menus. */
  files?: readonly string[];
}

export class Translations {
  readonly #directory: string;
  readonly #files: readonly string[] | undefined;
  readonly #bundles = new Map<Language, FluentBundle>();
  readonly #translators = new Map<Language, Translate>();

  constructor(directory: string = LOCALES_DIR, options: TranslationsOptions = {}) {
    this.#directory = directory;
    this.#files = options.files;
  }

  /** The languages whose files have been read so far (for tests and diagnostics). */
  get loaded(): Language[] {
    return [...this.#bundles.keys()];
  }

  /** The translator of one language; its files are read on the first call. */
  for(language: Language): Translate {
    const known = this.#translators.get(language);
    if (known) return known;
    const fallback = this.#bundle(DEFAULT_LANGUAGE);
    const own = language === DEFAULT_LANGUAGE ? fallback : this.#bundle(language);
    const translate: Translate = (id, args) =>
      format(own, id, args) ??
      (own === fallback ? undefined : format(fallback, id, args)) ??
      `{${id}}`;
    this.#translators.set(language, translate);
    return translate;
  }

  #bundle(language: Language): FluentBundle {
    const known = this.#bundles.get(language);
    if (known) return known;
    const folder = path.join(this.#directory, language);
    const names =
      this.#files ??
      readdirSync(folder)
        .filter((name) => name.endsWith(".ftl"))
        .sort();
    const bundle = new FluentBundle(language, { useIsolating: false });
    for (const name of names) {
      const errors = bundle.addResource(
        new FluentResource(readFileSync(path.join(folder, name), "utf8")),
      );
      if (errors.length > 0) {
        throw new Error(`${language}/${name}: ${errors.map((error) => error.message).join("; ")}`);
      }
    }
    this.#bundles.set(language, bundle);
    return bundle;
  }
}

/** The message `path` ("id" or "id.attribute") of `bundle` with `args`, or undefined when it has none. */
function format(
  bundle: FluentBundle,
  path: string,
  args: TranslationArgs | undefined,
): string | undefined {
  const dot = path.indexOf(".");
  const id = dot === -1 ? path : path.slice(0, dot);
  const message = bundle.getMessage(id);
  if (!message) return undefined;
  const pattern = dot === -1 ? message.value : message.attributes[path.slice(dot + 1)];
  return pattern ? bundle.formatPattern(pattern, args) : undefined;
}
