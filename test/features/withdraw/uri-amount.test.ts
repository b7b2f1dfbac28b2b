/**
 * A bitcoin: link whose amount is refused: the reason is said in words in
 * every language, never as its code.
 */
import { describe, expect, it } from "vitest";
import type { AmountError } from "../../../src/bitcoin/amount.ts";
import { readAddress } from "../../../src/features/withdraw/index.ts";
import { Translations } from "../../../src/i18n/i18n.ts";
import { LANGUAGE_CODES } from "../../../src/i18n/languages.ts";

const translations = new Translations();
const CODES: ReadonlyArray<AmountError | "duplicate"> = [
  "empty",
  "not_a_number",
  "ambiguous",
  "unknown_unit",
  "zero",
  "negative",
  "fractional_sat",
  "too_large",
  "unsafe",
  "duplicate",
];

describe("withdraw-uri-amount", () => {
  it.each(LANGUAGE_CODES)("%s: each reason in its own words, none as a code", (language) => {
    const t = translations.for(language);
    const unlisted = t("withdraw-uri-amount", { reason: "some_new_code" });
    expect(unlisted).not.toContain("some_new_code");
    for (const code of CODES) {
      const text = t("withdraw-uri-amount", { reason: code });
      expect(text, code).not.toBe(unlisted);
      expect(text, code).not.toContain("_");
    }
  });

  it("reads a link's refused amount in German and Russian", () => {
    const link = "bitcoin:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080?amount=1.5.0";
    const german = readAddress(link, "regtest", translations.for("de"));
    expect(german).toEqual({
      ok: false,
      reason: "Der Betrag in diesem bitcoin:-Link ist ungültig (keine Zahl).",
    });
    const russian = readAddress(link, "regtest", translations.for("ru"));
    expect(russian).toEqual({
      ok: false,
      reason: "Сумма в этой ссылке bitcoin: недействительна (не число).",
    });
  });
});
