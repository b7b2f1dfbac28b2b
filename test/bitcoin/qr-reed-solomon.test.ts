import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { installFastReedSolomon, polynomialRemainder } from "../../src/bitcoin/qr-reed-solomon.ts";

interface PolynomialModule {
  mod(dividend: Uint8Array, divisor: Uint8Array): Uint8Array;
  generateECPolynomial(degree: number): Uint8Array;
}

/**
 * qrcode's own functions, the reference: a fresh copy of its source (not the module the bot
 * patches), read from the package and run as CommonJS.
 */
function originalPolynomial(): PolynomialModule {
  const require = createRequire(import.meta.url);
  const path = require.resolve("qrcode/lib/core/polynomial.js");
  const source = require("node:fs").readFileSync(path, "utf8") as string;
  const exports: Record<string, unknown> = {};
  const galoisField = require("qrcode/lib/core/galois-field.js") as unknown;
  new Function("exports", "require", source)(exports, () => galoisField);
  return exports as unknown as PolynomialModule;
}

const reference = originalPolynomial();

describe("polynomialRemainder", () => {
  it("gives qrcode's remainder for QR's generators and any data, zeros leading or not", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 30 }),
        fc.uint8Array({ minLength: 1, maxLength: 160 }),
        fc.nat({ max: 5 }),
        (degree, data, zeros) => {
          const generator = reference.generateECPolynomial(degree);
          // As the encoder pads it: the data, then `degree` zeros; sometimes leading zeros too.
          const dividend = new Uint8Array(zeros + data.length + degree);
          dividend.set(data, zeros);
          expect(Array.from(polynomialRemainder(dividend, generator))).toEqual(
            Array.from(reference.mod(dividend, generator)),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it("gives qrcode's remainder for divisors with zero coefficients and all-zero dividends", () => {
    const divisor = Uint8Array.of(1, 0, 7, 0, 0, 200);
    for (const dividend of [new Uint8Array(12), Uint8Array.of(0, 0, 5, 1, 2, 3, 4, 5, 6, 7)]) {
      expect(Array.from(polynomialRemainder(dividend, divisor))).toEqual(
        Array.from(reference.mod(dividend, divisor)),
      );
    }
  });
});

describe("installFastReedSolomon", () => {
  it("installs into a module of qrcode's shape, once, with generators equal to qrcode's", () => {
    const module = originalPolynomial();
    expect(installFastReedSolomon(module)).toBe(true);
    expect(installFastReedSolomon(module)).toBe(false);
    expect(module.mod).toBe(polynomialRemainder);
    for (const degree of [7, 10, 26, 30]) {
      expect(Array.from(module.generateECPolynomial(degree))).toEqual(
        Array.from(reference.generateECPolynomial(degree)),
      );
      // The kept generator is not the caller's to change.
      module.generateECPolynomial(degree).fill(0);
      expect(Array.from(module.generateECPolynomial(degree))).toEqual(
        Array.from(reference.generateECPolynomial(degree)),
      );
    }
  });

  it("leaves a module of another shape alone", () => {
    expect(installFastReedSolomon({ mod: () => new Uint8Array() })).toBe(false);
    expect(installFastReedSolomon(undefined)).toBe(false);
  });
});
