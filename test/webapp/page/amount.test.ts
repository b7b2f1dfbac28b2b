/** Amounts typed into the Mini App's page. */
import { describe, expect, it } from "vitest";
import { parseSat } from "../../../src/webapp/page/amount.ts";

describe("parseSat", () => {
  it("reads whole satoshi, grouped by threes in any language's way", () => {
    expect(parseSat("1500")).toBe(1500);
    expect(parseSat(" 21000 ")).toBe(21_000);
    expect(parseSat("21,000")).toBe(21_000);
    expect(parseSat("21.000")).toBe(21_000);
    expect(parseSat("1 000 000")).toBe(1_000_000);
    expect(parseSat("1\u202f000")).toBe(1000);
    expect(parseSat("1'000")).toBe(1000);
  });

  it("refuses fractions, zero, signs, words and stray grouping", () => {
    for (const text of [
      "",
      "0",
      "000",
      "-5",
      "1.5",
      "12,34",
      "1,0000",
      "5k",
      "abc",
      "1e3",
      "1 2",
    ]) {
      expect(parseSat(text), text).toBeUndefined();
    }
  });
});
