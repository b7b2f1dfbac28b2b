import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AmountResult,
  formatBtc,
  formatSat,
  MAX_SUPPLY_SAT,
  parseAmount,
  parseBtcDecimal,
  SAT_PER_BTC,
  takeAmount,
} from "../../src/bitcoin/amount.ts";

const satoshi = fc.integer({ min: 1, max: MAX_SUPPLY_SAT });

/** `sat` as an exact decimal number of bitcoin, e.g. 1500 → "0.000015". */
function btcDecimal(sat: number): string {
  const whole = Math.floor(sat / SAT_PER_BTC);
  const fraction = String(sat % SAT_PER_BTC)
    .padStart(8, "0")
    .replace(/0+$/, "");
  return fraction === "" ? String(whole) : `${whole}.${fraction}`;
}

describe("parseAmount: the forms docs/commands.md promises", () => {
  it.each([
    ["1500", 1500],
    ["1 500", 1500],
    ["1,500", 1500],
    ["1.5k", 1500],
    ["21k sats", 21_000],
    ["21 sat", 21],
    ["21sats", 21],
    ["1 satoshi", 1],
    ["0.0001 btc", 10_000],
    ["0.0001 BTC", 10_000],
    ["0.0001BTC", 10_000],
    ["100 000 sat", 100_000],
    ["1\u202f500", 1500], // narrow no-break space, as some keyboards group
    ["1\u00a0500 sat", 1500],
    ["2 100 000 000 000 000", MAX_SUPPLY_SAT],
    ["1,000,000", 1_000_000],
    [".5k", 500],
    ["1.", 1],
    ["1.0 sat", 1],
    ["1 ₿", SAT_PER_BTC],
    ["21K", 21_000],
    ["  42  ", 42],
    ["1,500.5 btc", 150_050_000_000],
    ["1 500 btc", 150_000_000_000],
  ])("%j is %d sat", (text, sat) => {
    expect(parseAmount(text)).toEqual({ ok: true, sat });
  });

  it("converts bitcoin exactly, without float rounding", () => {
    expect(parseAmount("0.1 btc")).toEqual({ ok: true, sat: 10_000_000 });
    expect(parseAmount("0.3 btc")).toEqual({ ok: true, sat: 30_000_000 });
    expect(parseAmount("0.00000001 btc")).toEqual({ ok: true, sat: 1 });
    expect(parseAmount("20999999.99999999 btc")).toEqual({ ok: true, sat: MAX_SUPPLY_SAT - 1 });
    expect(parseAmount("1.1k")).toEqual({ ok: true, sat: 1100 });
  });
});

describe("parseAmount: refusals with a reason the bot can explain", () => {
  it.each<[string, AmountResult]>([
    ["", { ok: false, reason: "empty" }],
    ["   ", { ok: false, reason: "empty" }],
    ["abc", { ok: false, reason: "not_a_number" }],
    ["1e3", { ok: false, reason: "not_a_number" }],
    ["1 5", { ok: false, reason: "not_a_number" }],
    ["1.5.5", { ok: false, reason: "not_a_number" }],
    ["k", { ok: false, reason: "not_a_number" }],
    ["₿1", { ok: false, reason: "not_a_number" }],
    ["21k usd", { ok: false, reason: "not_a_number" }],
    ["0x10", { ok: false, reason: "not_a_number" }],
    ["0", { ok: false, reason: "zero" }],
    ["0.0 btc", { ok: false, reason: "zero" }],
    ["0k", { ok: false, reason: "zero" }],
    ["-5", { ok: false, reason: "negative" }],
    ["\u22125 sat", { ok: false, reason: "negative" }],
    ["- 0.001 btc", { ok: false, reason: "negative" }],
    ["0.5", { ok: false, reason: "fractional_sat" }],
    ["1.50 sat", { ok: false, reason: "fractional_sat" }],
    ["0.000000001 btc", { ok: false, reason: "fractional_sat" }],
    ["1.0001k", { ok: false, reason: "fractional_sat" }],
    ["21000001 btc", { ok: false, reason: "too_large", maxSat: MAX_SUPPLY_SAT }],
    ["99999999999999999999", { ok: false, reason: "unsafe" }],
  ])("%j → %j", (text, result) => {
    expect(parseAmount(text)).toEqual(result);
  });

  it.each([
    "1,5", // 1.5 to most of Europe
    "0,001 btc",
    "1,50",
    "1,5000",
    "1,500 btc", // 1 500 BTC or 1.5 BTC: a thousandfold difference
    "1,500k",
    "0,500",
    "1,500 000", // mixed separators
  ])("refuses %j as ambiguous instead of guessing", (text) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason: "ambiguous" });
  });

  it.each([
    ["2m", "m"], // million? milli-bitcoin? Neither: not a unit, and no comma involved
    ["2m sats", "m"],
    ["2M", "M"],
    ["2 m", "m"],
    ["5 mbtc", "mbtc"],
    ["1000msat", "msat"], // millisatoshi, not 1000 million sat
    ["10 usd", "usd"],
    ["10€", "€"],
    ["1.5 kilo", "kilo"],
    ["100 dollars", "dollars"],
  ])("names the unknown unit of %j (%j) instead of calling it ambiguous", (text, unit) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason: "unknown_unit", unit });
  });

  it("clips a long unknown unit to a readable length", () => {
    expect(parseAmount("5 bananasbananasbananas")).toEqual({
      ok: false,
      reason: "unknown_unit",
      unit: "bananasbanan",
    });
  });

  it("applies the account limit and tells it back", () => {
    expect(parseAmount("1 000", { maxSat: 1000 })).toEqual({ ok: true, sat: 1000 });
    expect(parseAmount("1 001", { maxSat: 1000 })).toEqual({
      ok: false,
      reason: "too_large",
      maxSat: 1000,
    });
    expect(parseAmount("0.001 btc", { maxSat: 50_000 })).toEqual({
      ok: false,
      reason: "too_large",
      maxSat: 50_000,
    });
  });

  it("rejects an invalid limit as a programming error", () => {
    expect(() => parseAmount("1", { maxSat: 0 })).toThrow(RangeError);
    expect(() => parseAmount("1", { maxSat: 1.5 })).toThrow(RangeError);
  });
});

describe("parseAmount properties", () => {
  it("never throws, and success is always a safe integer in 1..maxSat", () => {
    const amountish = fc
      .array(
        fc.constantFrom(..."0123456789.,-− \u00a0\u202fkKmMsatbcBTC₿xe_".split(""), "sats", "btc"),
        { maxLength: 24 },
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(
        fc.oneof(amountish, fc.string(), fc.string({ unit: "binary" })),
        fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: undefined }),
        (text, maxSat) => {
          const result = parseAmount(text, maxSat === undefined ? {} : { maxSat });
          if (result.ok) {
            expect(Number.isSafeInteger(result.sat)).toBe(true);
            expect(result.sat).toBeGreaterThanOrEqual(1);
            expect(result.sat).toBeLessThanOrEqual(maxSat ?? MAX_SUPPLY_SAT);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("reads formatSat and formatBtc output back to the same amount", () => {
    fc.assert(
      fc.property(satoshi, (sat) => {
        expect(parseAmount(formatSat(sat))).toEqual({ ok: true, sat });
        expect(parseAmount(formatBtc(sat))).toEqual({ ok: true, sat });
      }),
    );
  });

  it("reads any exact decimal of bitcoin as exactly that many satoshi", () => {
    fc.assert(
      fc.property(satoshi, (sat) => {
        expect(parseAmount(`${btcDecimal(sat)} btc`)).toEqual({ ok: true, sat });
        expect(parseBtcDecimal(btcDecimal(sat))).toEqual({ ok: true, sat });
      }),
    );
  });

  it("reads every grouping of the same digits as the same amount", () => {
    fc.assert(
      fc.property(satoshi, fc.constantFrom(",", " ", "\u00a0", "\u2009", "\u202f"), (sat, sep) => {
        const grouped = String(sat).replace(/\B(?=(\d{3})+$)/g, sep);
        expect(parseAmount(grouped)).toEqual({ ok: true, sat });
        expect(parseAmount(`${grouped} sats`)).toEqual({ ok: true, sat });
      }),
    );
  });

  it("reads k as thousands", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SUPPLY_SAT / 1000 }), (thousands) => {
        expect(parseAmount(`${thousands}k`)).toEqual({ ok: true, sat: thousands * 1000 });
      }),
    );
  });
});

describe("takeAmount: amount first, then a description", () => {
  it.each([
    ["21k sats for coffee", 21_000, "21k sats", "for coffee"],
    ["1 500 thanks", 1500, "1 500", "thanks"],
    ["21 000 000 dreams", 21_000_000, "21 000 000", "dreams"],
    ["100 000 thanks", 100_000, "100 000", "thanks"],
    ["1500", 1500, "1500", ""],
    ["500 100", 500_100, "500 100", ""],
    ["0.0001 btc lunch money", 10_000, "0.0001 btc", "lunch money"],
    ["100 2 coffees", 100, "100", "2 coffees"],
    ["  42   the answer ", 42, "42", "the answer"],
    // The thousands trap: a whole number of three digits, then a count.
    ["500 100 stickers", 500, "500", "100 stickers"],
    ["100 200 coffees", 100, "100", "200 coffees"],
    ["100 000 500 stickers", 100_000, "100 000", "500 stickers"],
    ["1500 100 stickers", 1500, "1500", "100 stickers"],
    // A unit or k closes the number, and deliberate grouping is one number.
    ["500 100 sat stickers", 500_100, "500 100 sat", "stickers"],
    ["500 100sats stickers", 500_100, "500 100sats", "stickers"],
    ["500\u00a0100 stickers", 500_100, "500\u00a0100", "stickers"],
    ["500\u202f100 stickers", 500_100, "500\u202f100", "stickers"],
    ["500,100 stickers", 500_100, "500,100", "stickers"],
  ])("%j → %d sat (%j), rest %j", (text, sat, amountText, rest) => {
    expect(takeAmount(text)).toEqual({ amount: { ok: true, sat }, amountText, rest });
  });

  it("refuses a currency or sub-unit after the amount instead of billing it in sat", () => {
    expect(takeAmount("10 usd for lunch")).toEqual({
      amount: { ok: false, reason: "unknown_unit", unit: "usd" },
      amountText: "10 usd",
      rest: "for lunch",
    });
    expect(takeAmount("500 100 EUR stickers")?.amount).toEqual({
      ok: false,
      reason: "unknown_unit",
      unit: "EUR",
    });
    expect(takeAmount("1000 msat")?.amount).toEqual({
      ok: false,
      reason: "unknown_unit",
      unit: "msat",
    });
    expect(takeAmount("2m coffee")).toEqual({
      amount: { ok: false, reason: "unknown_unit", unit: "m" },
      amountText: "2m",
      rest: "coffee",
    });
  });

  it("returns the refusal when the arguments start with a bad amount", () => {
    expect(takeAmount("1,5 thanks")).toEqual({
      amount: { ok: false, reason: "ambiguous" },
      amountText: "1,5",
      rest: "thanks",
    });
    expect(takeAmount("0 thanks")?.amount).toEqual({ ok: false, reason: "zero" });
    expect(takeAmount("-5 thanks")?.amount).toEqual({ ok: false, reason: "negative" });
    expect(takeAmount("5000 x", { maxSat: 1000 })?.amount).toEqual({
      ok: false,
      reason: "too_large",
      maxSat: 1000,
    });
  });

  it("is undefined when no amount was given", () => {
    expect(takeAmount("")).toBeUndefined();
    expect(takeAmount("   ")).toBeUndefined();
    expect(takeAmount("coffee beans")).toBeUndefined();
    expect(takeAmount("sats for you")).toBeUndefined();
  });

  it("splits any formatted amount from a following note", () => {
    const note = fc
      .array(fc.constantFrom(..."abcdefghij".split("")), { minLength: 1, maxLength: 8 })
      .map((letters) => letters.join(""));
    fc.assert(
      fc.property(satoshi, note, (sat, text) => {
        expect(takeAmount(`${formatSat(sat)} ${text}`)).toEqual({
          amount: { ok: true, sat },
          amountText: formatSat(sat),
          rest: text,
        });
      }),
    );
  });
});

describe("takeAmount: the grammar of a space inside an amount (properties)", () => {
  /** A description word that cannot be read as a unit, a multiplier or a currency. */
  const word = fc
    .array(fc.constantFrom(..."defghij".split("")), { minLength: 1, maxLength: 8 })
    .map((letters) => letters.join(""));
  const note = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
  const spaced = (sat: number, sep = " ") => String(sat).replace(/\B(?=(\d{3})+$)/g, sep);

  it("a whole number of three or more digits is the amount: digits after it start the description", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: MAX_SUPPLY_SAT }),
        fc.stringMatching(/^\d{1,7}$/),
        note,
        (sat, digits, text) => {
          // `100 000` is the one exception: a group of 000 cannot start a description.
          fc.pre(!(String(sat).length === 3 && digits === "000"));
          expect(takeAmount(`${sat} ${digits} ${text}`)).toEqual({
            amount: { ok: true, sat },
            amountText: String(sat),
            rest: `${digits} ${text}`,
          });
        },
      ),
    );
  });

  it("the thousands form with a one- or two-digit head (1 500, 21 000 000) is one number", () => {
    const thousandsForm = fc
      .integer({ min: 1000, max: MAX_SUPPLY_SAT })
      .filter((sat) => String(sat).length % 3 !== 0);
    fc.assert(
      fc.property(thousandsForm, note, (sat, text) => {
        expect(takeAmount(`${spaced(sat)} ${text}`)).toEqual({
          amount: { ok: true, sat },
          amountText: spaced(sat),
          rest: text,
        });
      }),
    );
  });

  it("groups of 000 continue a number of three digits (100 000 thanks)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 999 }),
        fc.integer({ min: 1, max: 3 }),
        note,
        (head, groups, text) => {
          const amountText = `${head}${" 000".repeat(groups)}`;
          expect(takeAmount(`${amountText} ${text}`)).toEqual({
            amount: { ok: true, sat: head * 1000 ** groups },
            amountText,
            rest: text,
          });
        },
      ),
    );
  });

  it("any amount grouped by spaces is one number when nothing or a unit follows it", () => {
    fc.assert(
      fc.property(
        satoshi,
        note,
        fc.constantFrom("sat", "sats", " sat", " sats"),
        (sat, text, unit) => {
          expect(takeAmount(spaced(sat))).toEqual({
            amount: { ok: true, sat },
            amountText: spaced(sat),
            rest: "",
          });
          expect(takeAmount(`${spaced(sat)}${unit} ${text}`)).toEqual({
            amount: { ok: true, sat },
            amountText: `${spaced(sat)}${unit}`,
            rest: text,
          });
        },
      ),
    );
  });

  it("a comma or a no-break, thin or narrow space always groups thousands", () => {
    fc.assert(
      fc.property(
        satoshi,
        fc.constantFrom(",", "\u00a0", "\u2009", "\u202f"),
        note,
        (sat, sep, text) => {
          expect(takeAmount(`${spaced(sat, sep)} ${text}`)?.amount).toEqual({ ok: true, sat });
        },
      ),
    );
  });

  it("the split loses nothing: amount text, then the rest, make up the arguments", () => {
    const part = fc.oneof(
      fc.stringMatching(/^\d{1,4}$/),
      fc.constantFrom("000", "k", "sat", "btc", "usd", "m", "1,5", "0.5", "-3", "1.5k"),
      word,
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 7 }), (parts) => {
        const text = parts.join(" ");
        const taken = takeAmount(text);
        if (taken === undefined) return;
        expect(text.startsWith(taken.amountText)).toBe(true);
        expect(taken.rest).toBe(text.slice(taken.amountText.length).trim());
      }),
    );
  });
});

describe("formatSat and formatBtc", () => {
  it("groups thousands with commas and always says sat", () => {
    expect(formatSat(1)).toBe("1 sat");
    expect(formatSat(999)).toBe("999 sat");
    expect(formatSat(1500)).toBe("1,500 sat");
    expect(formatSat(1_234_567)).toBe("1,234,567 sat");
    expect(formatSat(-1500)).toBe("-1,500 sat");
    expect(formatSat(0)).toBe("0 sat");
  });

  it("shows bitcoin with all eight decimals", () => {
    expect(formatBtc(1500)).toBe("0.00001500 BTC");
    expect(formatBtc(SAT_PER_BTC)).toBe("1.00000000 BTC");
    expect(formatBtc(MAX_SUPPLY_SAT)).toBe("21,000,000.00000000 BTC");
    expect(formatBtc(-1)).toBe("-0.00000001 BTC");
  });

  it("refuses non-integers as programming errors", () => {
    expect(() => formatSat(1.5)).toThrow(RangeError);
    expect(() => formatBtc(Number.NaN)).toThrow(RangeError);
  });
});

describe("parseBtcDecimal (BIP-21 amounts)", () => {
  it.each<[string, AmountResult]>([
    ["0.001", { ok: true, sat: 100_000 }],
    ["1", { ok: true, sat: SAT_PER_BTC }],
    [".5", { ok: true, sat: 50_000_000 }],
    ["", { ok: false, reason: "empty" }],
    ["0", { ok: false, reason: "zero" }],
    ["1,0", { ok: false, reason: "not_a_number" }],
    ["1e-3", { ok: false, reason: "not_a_number" }],
    ["-1", { ok: false, reason: "not_a_number" }],
    [" 1", { ok: false, reason: "not_a_number" }],
    ["0.000000001", { ok: false, reason: "fractional_sat" }],
  ])("%j → %j", (text, result) => {
    expect(parseBtcDecimal(text)).toEqual(result);
  });
});

describe("amounts in a language with a decimal comma", () => {
  const de = { decimal: "," as const };
  it("reads what a German writer means", () => {
    expect(parseAmount("1.500", de)).toEqual({ ok: true, sat: 1500 });
    expect(parseAmount("1,5k", de)).toEqual({ ok: true, sat: 1500 });
    expect(parseAmount("0,001 btc", de)).toEqual({ ok: true, sat: 100_000 });
    expect(parseAmount("1.500,5 btc", de)).toEqual({ ok: true, sat: 150_050_000_000 });
    expect(parseAmount("21 000", de)).toEqual({ ok: true, sat: 21_000 });
  });

  it("refuses, mirrored, what could be read two ways", () => {
    expect(parseAmount("1.500 btc", de)).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(parseAmount("1.5", de)).toMatchObject({ ok: false, reason: "ambiguous" });
    // The English reading stays as it was.
    expect(parseAmount("1.5k")).toEqual({ ok: true, sat: 1500 });
    expect(parseAmount("1,5")).toMatchObject({ ok: false, reason: "ambiguous" });
  });

  it("keeps the description as written", () => {
    expect(takeAmount("1,5k für Kaffee, danke.", de)).toEqual({
      amount: { ok: true, sat: 1500 },
      amountText: "1,5k",
      rest: "für Kaffee, danke.",
    });
    expect(takeAmount("2.100 Aufkleber", de)).toMatchObject({
      amount: { ok: true, sat: 2100 },
      rest: "Aufkleber",
    });
  });
});
