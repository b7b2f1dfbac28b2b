import { describe, expect, it } from "vitest";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { ChatLanguages } from "../../src/i18n/chat-languages.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { Voices } from "../../src/i18n/voices.ts";
import { openStore } from "../../src/storage/index.ts";
import { overDailyLimit, overLimitText } from "../../src/wording/over-limit.ts";

const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
const preferences = new PreferenceService(store);
const voices = new Voices({
  translations: new Translations(),
  languages: new ChatLanguages(store, preferences),
  preferences,
});
const english = voices.voice("en", undefined, undefined);

describe("the refusal over a spending limit", () => {
  it("names the per-payment limit alone, from the limit check and from the engine alike", () => {
    const checked = overLimitText(english, { ok: false, reason: "per_payment", limitSat: 5000 });
    const refused = overLimitText(english, {
      status: "over_limit",
      limit: "per_payment",
      limitSat: 5000,
    });
    expect(checked).toBe(refused);
    expect(checked).toContain(english.amount(5000));
    expect(checked).toBe(english.t("confirm-over-per-payment", { limit: english.amount(5000) }));
  });

  it("names the daily limit and what is left of it (nothing, when the engine does not say)", () => {
    const checked = { ok: false, reason: "daily", limitSat: 9000, remainingSat: 1200 } as const;
    expect(overDailyLimit(checked)).toBe(true);
    expect(overLimitText(english, checked)).toBe(
      english.t("confirm-over-daily", {
        limit: english.amount(9000),
        remaining: english.amount(1200),
      }),
    );
    const refused = { status: "over_limit", limit: "daily", limitSat: 9000 } as const;
    expect(overDailyLimit(refused)).toBe(true);
    expect(overLimitText(english, refused)).toContain(english.amount(0));
    expect(overDailyLimit({ ok: false, reason: "per_payment", limitSat: 1 })).toBe(false);
  });
});
