/**
 * Every language says everything English says, with the same placeholders,
 * in Telegram HTML that parses, within Telegram's length limits even with
 * long values in every placeholder.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type Entry,
  type Expression,
  Message,
  type Pattern,
  type PatternElement,
  parse,
  Term,
} from "@fluent/syntax";
import { describe, expect, it } from "vitest";
import { LOCALES_DIR, Translations } from "../../src/i18n/i18n.ts";
import { LANGUAGE_CODES } from "../../src/i18n/languages.ts";
import { parseTelegramHtml } from "../support/telegram-fake/html.ts";

/** Telegram's limits: a message's text, and a photo's caption (ids ending in `-caption`). */
const TEXT_LIMIT = 4096;
const CAPTION_LIMIT = 1024;

interface Parsed {
  /** Placeholders (`{ $name }`) by message id, attributes as `id.attr`. */
  placeholders: Map<string, Set<string>>;
  /** Terms and messages each message references. */
  files: string[];
}

function variablesIn(pattern: Pattern | null, into: Set<string>): void {
  const visitExpression = (expression: Expression): void => {
    switch (expression.type) {
      case "VariableReference":
        into.add(expression.id.name);
        break;
      case "SelectExpression":
        visitExpression(expression.selector);
        for (const variant of expression.variants) variablesIn(variant.value, into);
        break;
      case "FunctionReference":
        for (const arg of expression.arguments.positional) visitExpression(arg);
        break;
      default:
        break;
    }
  };
  for (const element of pattern?.elements ?? ([] as PatternElement[])) {
    if (element.type === "Placeable") visitExpression(element.expression);
  }
}

function read(language: string): Parsed {
  const dir = path.join(LOCALES_DIR, language);
  const files = readdirSync(dir).filter((name) => name.endsWith(".ftl"));
  const placeholders = new Map<string, Set<string>>();
  for (const file of files) {
    const resource = parse(readFileSync(path.join(dir, file), "utf8"), { withSpans: false });
    const junk = resource.body.filter((entry: Entry) => entry.type === "Junk");
    expect(junk, `${language}/${file} has Fluent syntax errors`).toEqual([]);
    for (const entry of resource.body) {
      if (!(entry instanceof Message) && !(entry instanceof Term)) continue;
      const id = entry instanceof Term ? `-${entry.id.name}` : entry.id.name;
      expect(placeholders.has(id), `${language}: ${id} is defined twice`).toBe(false);
      const names = new Set<string>();
      variablesIn(entry.value, names);
      placeholders.set(id, names);
      for (const attribute of entry.attributes) {
        const own = new Set<string>();
        variablesIn(attribute.value, own);
        placeholders.set(`${id}.${attribute.id.name}`, own);
      }
    }
  }
  return { placeholders, files };
}

/** A long but realistic value for each placeholder (names up to 64 characters, invoices of ~600). */
function longValue(name: string): string | number {
  if (/invoice|lnurl|code|link|url/i.test(name)) return "lnbc".padEnd(600, "x");
  if (/address/i.test(name)) return "bc1q".padEnd(90, "x");
  if (/count|number|^n$/i.test(name)) return 9_999;
  return "W".repeat(100);
}

const english = read("en");

describe("translations", () => {
  it("has English and the eight other languages", () => {
    expect(LANGUAGE_CODES).toEqual(["en", "es", "pt-BR", "de", "fr", "it", "ru", "tr", "id"]);
    expect(english.placeholders.size).toBeGreaterThan(0);
  });

  for (const language of LANGUAGE_CODES.filter((code) => code !== "en")) {
    it(`${language}: the same files and message ids as English, with the same placeholders`, () => {
      const other = read(language);
      expect(other.files.sort()).toEqual(english.files.sort());
      expect([...other.placeholders.keys()].sort()).toEqual(
        [...english.placeholders.keys()].sort(),
      );
      for (const [id, names] of english.placeholders) {
        expect([...(other.placeholders.get(id) ?? [])].sort(), `${language}: ${id}`).toEqual(
          [...names].sort(),
        );
      }
    });
  }

  it("every text in every language is Telegram HTML within Telegram's limits, with long values", () => {
    const translations = new Translations();
    for (const language of LANGUAGE_CODES) {
      const t = translations.for(language);
      for (const [id, names] of english.placeholders) {
        if (id.startsWith("-")) continue;
        const args = Object.fromEntries([...names].map((name) => [name, longValue(name)]));
        const text = t(id, args);
        expect(text, `${language}: ${id} is missing`).not.toBe(id);
        expect(text.trim(), `${language}: ${id} is empty`).not.toBe("");
        let visible = "";
        expect(() => {
          visible = parseTelegramHtml(text).text;
        }, `${language}: ${id} is not valid Telegram HTML`).not.toThrow();
        const limit = id.endsWith("-caption") ? CAPTION_LIMIT : TEXT_LIMIT;
        expect(visible.length, `${language}: ${id} is too long`).toBeLessThanOrEqual(limit);
        expect(text, `${language}: ${id} has an isolation mark`).not.toMatch(/[\u2068\u2069]/);
      }
    }
  });
});
