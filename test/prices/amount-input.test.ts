import { describe, expect, it } from "vitest";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { ChatLanguages } from "../../src/i18n/chat-languages.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { Voices } from "../../src/i18n/voices.ts";
import { parseAmountInput, takeAmountInput } from "../../src/prices/amount-input.ts";
import type { Currency } from "../../src/prices/currencies.ts";
import type { PriceSource, Rate } from "../../src/prices/price-source.ts";
import { openStore } from "../../src/storage/index.ts";
import { conversionText } from "../../src/wording/amounts.ts";

const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
const preferences = new PreferenceService(store);
const voices = new Voices({
  translations: new Translations(),
  languages: new ChatLanguages(store, preferences),
  preferences,
});
const english = voices.voice("en", undefined, undefined);
const german = voices.voice("de", undefined, undefined);

/** A price source answering fixed rates, or none. */
function prices(perBtc: Partial<Record<Currency, number>>, test = false): PriceSource {
  return {
    async forInput(currency: Currency): Promise<Rate | undefined> {
      const rate = perBtc[currency];
      return rate === undefined ? undefined : { currency, perBtc: rate, fetchedAt: 0, test };
    },
  } as unknown as PriceSource;
}

describe("amounts typed in fiat or satoshi", () => {
  const options = {
    maxSat: 1_000_000,
    voice: english,
    prices: prices({ USD: 100_000, EUR: 92_000 }),
  };

  it("converts fiat at the rate to whole satoshi, and keeps what follows as the description", async () => {
    expect(await takeAmountInput("5€ coffee", options)).toEqual({
      input: {
        ok: true,
        sat: 5435,
        fiat: { amount: 5, currency: "EUR", perBtc: 92_000, test: false },
      },
      amountText: "5€",
      rest: "coffee",
    });
    expect(await parseAmountInput("$2", options)).toMatchObject({ ok: true, sat: 2000 });
  });

  it("reads satoshi as before, in the language's number format", async () => {
    expect(await parseAmountInput("1,500", options)).toEqual({ ok: true, sat: 1500 });
    expect(await parseAmountInput("1.500", { ...options, voice: german })).toEqual({
      ok: true,
      sat: 1500,
    });
    expect(await takeAmountInput("500 100 stickers", options)).toMatchObject({
      input: { ok: true, sat: 500 },
      rest: "100 stickers",
    });
  });

  it("refuses with a reason: no rate, ambiguous, below one satoshi, above the limit", async () => {
    expect(await parseAmountInput("5 usd", { ...options, prices: undefined })).toEqual({
      ok: false,
      reason: "no_rate",
      currency: "USD",
    });
    expect(await parseAmountInput("5 gbp", options)).toMatchObject({ reason: "no_rate" });
    expect(await parseAmountInput("2,50 usd", options)).toMatchObject({ reason: "fiat_ambiguous" });
    expect(await parseAmountInput("0.0001 usd", options)).toMatchObject({ reason: "fiat_zero" });
    expect(await parseAmountInput("5000 usd", options)).toMatchObject({ reason: "too_large" });
    expect(english.t("amount-no-rate")).toBe(
      "I cannot read exchange rates right now: give the amount in sat.",
    );
  });

  it("shows the conversion with the rate used, marked when it is a test rate", () => {
    const fiat = { amount: 5, currency: "EUR" as const, perBtc: 92_000, test: true };
    expect(conversionText(english, fiat, 5435)).toBe(
      "€5.00 = 5,435 sat at 1 BTC = €92,000.00 (test rate)",
    );
    expect(conversionText(german, { ...fiat, test: false }, 5435).replace(/\s/g, " ")).toBe(
      "5,00 € = 5.435 sat zum Kurs 1 BTC = 92.000,00 €",
    );
  });
});
