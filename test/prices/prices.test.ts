import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { defaultCurrencyFor } from "../../src/prices/currencies.ts";
import { parseFiatAmount, readDecimal, takeFiatAmount } from "../../src/prices/fiat-input.ts";
import { PriceSource } from "../../src/prices/price-source.ts";
import { fiatToSat, formatFiat, parseRates, satToFiat } from "../../src/prices/rates.ts";
import { SANDBOX_PRICES } from "../../src/sandbox/price-route.ts";
import { startSandbox } from "../../src/sandbox/server.ts";

describe("reading a price source's answer", () => {
  it("reads Yadio, mempool.space, blockchain.info and CoinGecko shapes", () => {
    expect(parseRates({ BTC: { USD: 91234.5, EUR: "84000", XYZ: 5 }, base: "BTC" })).toEqual({
      perBtc: { USD: 91234.5, EUR: 84000 },
      test: false,
    });
    expect(parseRates({ time: 1732262400, USD: 91234, EUR: 84000, JPY: 13_000_000 })).toEqual({
      perBtc: { USD: 91234, EUR: 84000, JPY: 13_000_000 },
      test: false,
    });
    expect(
      parseRates({ USD: { "15m": 91000, last: 91234.5, symbol: "$" }, RUB: { last: 8.5e6 } }),
    ).toEqual({ perBtc: { USD: 91234.5, RUB: 8.5e6 }, test: false });
    expect(
      parseRates({
        rates: {
          btc: { value: 1, type: "crypto" },
          usd: { value: 91234.5, type: "fiat" },
          idr: { value: 1.4e9, type: "fiat" },
        },
      }),
    ).toEqual({ perBtc: { USD: 91234.5, IDR: 1.4e9 }, test: false });
    expect(parseRates({ BTC: { USD: 1 }, test_rates: true })?.test).toBe(true);
  });

  it("refuses garbage: no object, no known currency, zero, negative, absurd or non-numeric prices", () => {
    for (const garbage of [
      null,
      "91234",
      [],
      {},
      { BTC: {} },
      { BTC: { USD: 0 } },
      { BTC: { USD: -5 } },
      { BTC: { USD: "lots" } },
      { BTC: { USD: 1e15 } },
      { BTC: { USD: Number.NaN } },
      { html: "<h1>502 Bad Gateway</h1>" },
    ]) {
      expect(parseRates(garbage)).toBeUndefined();
    }
  });
});

describe("conversions and display", () => {
  it("converts both ways and rounds to whole satoshi", () => {
    expect(satToFiat(1500, 68_000)).toBeCloseTo(1.02, 10);
    expect(fiatToSat(5, 100_000)).toBe(5000);
    expect(fiatToSat(2.5, 79_000)).toBe(3165);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_100_000_000 }),
        fc.double({ min: 1, max: 1e10, noNaN: true }),
        (sat, perBtc) => {
          const back = fiatToSat(satToFiat(sat, perBtc), perBtc);
          return Number.isSafeInteger(back) && Math.abs(back - sat) <= 1;
        },
      ),
    );
  });

  it("formats for the language, and tiny amounts as less than the smallest unit", () => {
    expect(formatFiat(1.02, "USD", "en")).toBe("$1.02");
    expect(formatFiat(1.02, "EUR", "de").replace(/\s/g, " ")).toBe("1,02 €");
    expect(formatFiat(153.4, "JPY", "en")).toBe("¥153");
    expect(formatFiat(0.0004, "USD", "en")).toBe("< $0.01");
  });

  it("suggests a currency only where the language tells", () => {
    expect(defaultCurrencyFor("de")).toBe("EUR");
    expect(defaultCurrencyFor("pt-br")).toBe("BRL");
    expect(defaultCurrencyFor("tr")).toBe("TRY");
    expect(defaultCurrencyFor("en")).toBeUndefined();
    expect(defaultCurrencyFor("es")).toBeUndefined();
    expect(defaultCurrencyFor(undefined)).toBeUndefined();
  });
});

describe("fiat amounts as people type them", () => {
  it("reads symbols and codes before or after the number", () => {
    for (const [text, currency, amount] of [
      ["5 usd", "USD", 5],
      ["$5", "USD", 5],
      ["5$", "USD", 5],
      ["5€", "EUR", 5],
      ["€5", "EUR", 5],
      ["5 EUR", "EUR", 5],
      ["2.50 gbp", "GBP", 2.5],
      ["R$ 10", "BRL", 10],
      ["50k rp", "IDR", 50_000],
      ["1 500 ₽", "RUB", 1500],
      ["100 TRY", "TRY", 100],
      ["usd 7", "USD", 7],
    ] as const) {
      expect(parseFiatAmount(text), text).toEqual({ ok: true, currency, amount });
    }
  });

  it("reads the decimal separator of the user's language, and refuses what could be read two ways", () => {
    expect(parseFiatAmount("2,50 €", ",")).toEqual({ ok: true, currency: "EUR", amount: 2.5 });
    expect(parseFiatAmount("1.500,50 €", ",")).toEqual({
      ok: true,
      currency: "EUR",
      amount: 1500.5,
    });
    expect(parseFiatAmount("1,500.50 usd")).toEqual({ ok: true, currency: "USD", amount: 1500.5 });
    expect(parseFiatAmount("1,500 usd")).toEqual({ ok: true, currency: "USD", amount: 1500 });
    expect(parseFiatAmount("1.500 €", ",")).toEqual({ ok: true, currency: "EUR", amount: 1500 });
    for (const [text, decimal] of [
      ["2,50 usd", "."],
      ["2.50 €", ","],
      ["1.500 usd", "."],
      ["1,500 €", ","],
      ["1,50,0 usd", "."],
    ] as const) {
      expect(parseFiatAmount(text, decimal), `${text} (${decimal})`).toMatchObject({
        ok: false,
        reason: "ambiguous",
      });
    }
    expect(parseFiatAmount("0 usd")).toMatchObject({ ok: false, reason: "zero" });
  });

  it("is no fiat amount without exactly one currency, or with ordinary words", () => {
    for (const text of [
      "500",
      "5 sat",
      "$5 usd",
      "5 try again",
      "5 trying",
      "usd",
      "5 real coffees",
    ]) {
      expect(parseFiatAmount(text), text).toBeUndefined();
    }
    expect(takeFiatAmount("5 try again")).toBeUndefined();
  });

  it("splits the amount from a description", () => {
    expect(takeFiatAmount("5€ coffee and cake")).toEqual({
      fiat: { ok: true, currency: "EUR", amount: 5 },
      rest: "coffee and cake",
    });
    expect(takeFiatAmount("$3")).toEqual({
      fiat: { ok: true, currency: "USD", amount: 3 },
      rest: "",
    });
  });

  it("reads any grouped or decimal number it writes itself", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const en = new Intl.NumberFormat("en", { minimumFractionDigits: 2 }).format(
            whole + cents / 100,
          );
          const de = new Intl.NumberFormat("de", { minimumFractionDigits: 2 }).format(
            whole + cents / 100,
          );
          const expected = whole + cents / 100;
          return (
            Math.abs((readDecimal(en, ".") as number) - expected) < 1e-6 &&
            Math.abs((readDecimal(de, ",") as number) - expected) < 1e-6
          );
        },
      ),
    );
  });
});

describe("the shared price source", () => {
  let server: Server | undefined;
  /** Lets held answers go (a test that failed before it let them go must not hold the close). */
  let releaseHeld: () => void = () => undefined;
  afterEach(async () => {
    releaseHeld();
    releaseHeld = () => undefined;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /**
   * A source on loopback answering what `answer` says, once its `hold` (if any) settles; counts
   * requests.
   */
  async function source(answer: () => { status: number; body: string; hold?: Promise<unknown> }) {
    const state = { requests: 0 };
    server = createServer((_req, res) => {
      state.requests += 1;
      const { status, body, hold } = answer();
      void Promise.resolve(hold).then(() => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    return { url: `http://127.0.0.1:${port}/rates`, state };
  }

  it("one request serves every user until the cache expires", async () => {
    let clock = 1_000_000;
    const { url, state } = await source(() => ({ status: 200, body: '{"BTC":{"USD":100000}}' }));
    const prices = new PriceSource({ url, now: () => clock });
    const all = await Promise.all(Array.from({ length: 20 }, () => prices.forInput("USD")));
    expect(all.every((rate) => rate?.perBtc === 100_000)).toBe(true);
    expect(state.requests).toBe(1);
    clock += 30_000;
    await prices.forDisplay();
    expect(state.requests).toBe(1);
    clock += 31_000;
    await prices.forInput("USD");
    expect(state.requests).toBe(2);
  });

  it("a source that fails, is slow or answers garbage gives no rate, and never throws", async () => {
    let clock = 1_000_000;
    let mode: "ok" | "down" | "slow" | "garbage" | "html" = "down";
    // The slow answer comes once the source's time limit has passed for the calls made "slow".
    const slowAnswers = Promise.withResolvers<void>();
    releaseHeld = () => slowAnswers.resolve();
    const { url } = await source(() =>
      mode === "ok"
        ? { status: 200, body: '{"BTC":{"EUR":90000}}' }
        : mode === "down"
          ? { status: 503, body: "" }
          : mode === "slow"
            ? { status: 200, body: '{"BTC":{"EUR":90000}}', hold: slowAnswers.promise }
            : mode === "garbage"
              ? { status: 200, body: '{"BTC":{"EUR":-1}}' }
              : { status: 200, body: "<html>oops</html>" },
    );
    const prices = new PriceSource({ url, timeoutMs: 200, ttlMs: 1000, now: () => clock });
    for (const next of ["down", "slow", "garbage", "html"] as const) {
      mode = next;
      clock += 2000;
      expect(await prices.forInput("EUR"), next).toBeUndefined();
      expect(await prices.forDisplay(), next).toBeUndefined();
      if (next === "slow") slowAnswers.resolve();
    }
    mode = "ok";
    clock += 2000;
    expect((await prices.forInput("EUR"))?.perBtc).toBe(90_000);
    expect(await prices.forInput("USD")).toBeUndefined();
  });

  it("keeps the last good rates for display, but never reads an amount at rates older than 10 minutes", async () => {
    let clock = 1_000_000;
    let up = true;
    const { url } = await source(() =>
      up ? { status: 200, body: '{"BTC":{"USD":100000}}' } : { status: 500, body: "" },
    );
    const prices = new PriceSource({ url, now: () => clock });
    expect((await prices.forInput("USD"))?.perBtc).toBe(100_000);
    up = false;
    clock += 9 * 60_000;
    expect((await prices.forInput("USD"))?.perBtc).toBe(100_000);
    clock += 2 * 60_000;
    expect(await prices.forInput("USD")).toBeUndefined();
    expect((await prices.forDisplay())?.perBtc.USD).toBe(100_000);
    clock += 60 * 60_000;
    expect(await prices.forDisplay()).toBeUndefined();
  });

  it("reads the embedded sandbox's fixed test rates", async () => {
    const sandbox = await startSandbox();
    try {
      const prices = new PriceSource({ url: `${sandbox.url}/prices` });
      const rate = await prices.forInput("USD");
      expect(rate).toMatchObject({ perBtc: SANDBOX_PRICES.USD, test: true });
      expect(Object.keys((await prices.forDisplay())?.perBtc ?? {})).toHaveLength(11);
    } finally {
      await sandbox.close();
    }
  });
});
