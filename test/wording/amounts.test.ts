import { describe, expect, it } from "vitest";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { ChatLanguages } from "../../src/i18n/chat-languages.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { Voices } from "../../src/i18n/voices.ts";
import { openStore } from "../../src/storage/index.ts";
import { amountInputReason, conversionText, fiatText } from "../../src/wording/amounts.ts";

const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
const preferences = new PreferenceService(store);
const voices = new Voices({
  translations: new Translations(),
  languages: new ChatLanguages(store, preferences),
  preferences,
});
const english = voices.voice("en", undefined, undefined);
const german = voices.voice("de", undefined, undefined);

describe("a refused amount in words", () => {
  it("names the largest amount for one too large, in the reader's language", () => {
    const reason = amountInputReason(
      { ok: false, reason: "too_large", maxSat: 5000 },
      5000,
      german,
    );
    expect(reason).toBe(german.t("common-amount-reasons-too-large", { max: german.amount(5000) }));
    expect(reason).not.toBe(
      amountInputReason({ ok: false, reason: "too_large", maxSat: 5000 }, 5000, english),
    );
  });

  it("asks for satoshi when a fiat amount has no rate", () => {
    expect(
      amountInputReason({ ok: false, reason: "no_rate", currency: "EUR" }, 5000, english),
    ).toBe(english.t("amount-no-rate"));
  });

  it("names the unit it does not know", () => {
    const reason = amountInputReason(
      { ok: false, reason: "unknown_unit", unit: "bananas" },
      5000,
      english,
    );
    expect(reason).toContain("bananas");
  });
});

describe("a fiat conversion in words", () => {
  it("shows the fiat amount, the satoshi and the rate, marked when it is the test rate", () => {
    const fiat = { amount: 5, currency: "EUR", perBtc: 92_000, test: true } as const;
    expect(fiatText(english, fiat)).toBe("€5.00");
    const text = conversionText(english, fiat, 5435);
    expect(text).toBe(
      english.t("amount-conversion-test", {
        fiat: "€5.00",
        sat: english.sat(5435),
        rate: "€92,000.00",
      }),
    );
    expect(text).not.toBe(conversionText(english, { ...fiat, test: false }, 5435));
  });
});

describe("dates in the reader's language, in UTC", () => {
  // 2026-03-04 23:30 UTC: already the 5th east of UTC, still the 4th in UTC.
  const at = Date.UTC(2026, 2, 4, 23, 30);

  it("writes the date and the time apart, in UTC, as the language writes them", () => {
    expect(english.date(at)).toBe("Mar 4, 2026");
    expect(english.time(at)).toBe("11:30 PM");
    expect(german.date(at)).toBe("04.03.2026");
    expect(german.time(at)).toBe("23:30");
  });

  it("keeps its formatters: the same answers on every call, for every date", () => {
    const later = Date.UTC(2027, 0, 1, 0, 5);
    expect([english.date(later), english.time(later)]).toEqual(["Jan 1, 2027", "12:05 AM"]);
    expect(english.date(at)).toBe("Mar 4, 2026");
  });
});
