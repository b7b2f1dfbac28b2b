import { createRequire } from "node:module";
import fc from "fast-check";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { createQrModules, penalty, type QrErrorCorrection } from "../../src/bitcoin/qr-mask.ts";

interface BitMatrix {
  size: number;
  data: Uint8Array;
  get(row: number, column: number): number;
}
/** qrcode's own penalty rules, the reference the fast scorer must agree with. */
const reference = createRequire(import.meta.url)("qrcode/lib/core/mask-pattern.js") as {
  getPenaltyN1(matrix: BitMatrix): number;
  getPenaltyN2(matrix: BitMatrix): number;
  getPenaltyN3(matrix: BitMatrix): number;
  getPenaltyN4(matrix: BitMatrix): number;
};

const LEVELS: QrErrorCorrection[] = ["L", "M", "Q", "H"];
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
/** Uppercase invoice-like URIs (alphanumeric mode) of many lengths, hence many versions. */
const invoiceUri = fc
  .array(fc.constantFrom(...BECH32), { minLength: 1, maxLength: 900 })
  .map((chars) => `LIGHTNING:LNBC${chars.join("").toUpperCase()}`);
/** Mixed text (byte mode), as lightning addresses and other payloads. */
const anyText = fc.string({ minLength: 1, maxLength: 300 });

describe("createQrModules", () => {
  it("returns exactly the symbol QRCode.create makes, mask choice included", () => {
    fc.assert(
      fc.property(fc.oneof(invoiceUri, anyText), fc.constantFrom(...LEVELS), (text, level) => {
        const expected = QRCode.create(text, { errorCorrectionLevel: level }).modules;
        const actual = createQrModules(text, level);
        expect(actual.size).toBe(expected.size);
        expect(Buffer.from(actual.modules).equals(Buffer.from(expected.data))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("takes segments as QRCode.create does", () => {
    const text = "LIGHTNING:LNBC1QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
    const segments = [{ data: text, mode: "alphanumeric" as const }];
    const expected = QRCode.create(segments, { errorCorrectionLevel: "M" }).modules.data;
    expect(Buffer.from(createQrModules(segments, "M").modules).equals(Buffer.from(expected))).toBe(
      true,
    );
  });

  it("throws what QRCode.create throws for text too long for any version", () => {
    expect(() => createQrModules("x".repeat(8000), "M")).toThrow(/too big|amount of data/i);
  });
});

describe("penalty", () => {
  it("scores every mask of a symbol as qrcode's four rules do", () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 7 }), (text, mask) => {
        const symbol = QRCode.create(text, {
          errorCorrectionLevel: "M",
          maskPattern: mask as QRCode.QRCodeMaskPattern,
        }).modules;
        const expected =
          reference.getPenaltyN1(symbol) +
          reference.getPenaltyN2(symbol) +
          reference.getPenaltyN3(symbol) +
          reference.getPenaltyN4(symbol);
        expect(penalty(symbol.data, symbol.size)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it("scores random grids of any size as the reference does, lines of one word or several", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 140 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(2, 3, 8),
        (size, seed, darkOneIn) => {
          let state = seed;
          const grid = Uint8Array.from({ length: size * size }, () => {
            state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
            return (state >>> 16) % darkOneIn === 0 ? 1 : 0;
          });
          const matrix = {
            size,
            data: grid,
            get: (row: number, column: number) => grid[row * size + column] ?? 0,
          };
          const expected =
            reference.getPenaltyN1(matrix) +
            reference.getPenaltyN2(matrix) +
            reference.getPenaltyN3(matrix) +
            reference.getPenaltyN4(matrix);
          expect(penalty(grid, size)).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("scores hand-made grids: runs, 2×2 blocks, the finder-like pattern and the balance", () => {
    // 11 × 11, all light: 22 runs of 11 (9 each), 100 blocks (3 each), 100 % light (10 × 10).
    expect(penalty(new Uint8Array(121), 11)).toBe(22 * 9 + 100 * 3 + 100);
    // Row 0 holds 1011101 0000 (finder-like, light after): one N3 (40) over the all-light case,
    // which loses the row's 11-run and gains runs and blocks as counted by the reference.
    const grid = new Uint8Array(121);
    for (const [index, module] of [1, 0, 1, 1, 1, 0, 1].entries()) grid[index] = module;
    const matrix = {
      size: 11,
      data: grid,
      get: (row: number, column: number) => grid[row * 11 + column] ?? 0,
    };
    const expected =
      reference.getPenaltyN1(matrix) +
      reference.getPenaltyN2(matrix) +
      reference.getPenaltyN3(matrix) +
      reference.getPenaltyN4(matrix);
    expect(reference.getPenaltyN3(matrix)).toBe(40);
    expect(penalty(grid, 11)).toBe(expected);
  });

  it("stops early at a bound it has reached, returning at least the bound", () => {
    const symbol = QRCode.create("lightning:alice@example.com", {
      errorCorrectionLevel: "M",
    }).modules;
    const full = penalty(symbol.data, symbol.size);
    expect(penalty(symbol.data, symbol.size, full + 1)).toBe(full);
    expect(penalty(symbol.data, symbol.size, 50)).toBeGreaterThanOrEqual(50);
  });
});
