import { describe, expect, it } from "vitest";
import { createNonceSource } from "../../src/gateway/nonce.ts";

const NOW_MS = 1_732_262_400_000.123; // 2024-11-22, with microseconds

describe("nonce source (contract B.3)", () => {
  it("makes 19-digit nonces from the microsecond clock and the process tag", () => {
    const next = createNonceSource({ nowMs: () => NOW_MS, tag: 42 });
    expect(next()).toBe("1732262400000123042");
  });

  it("stays strictly increasing when the clock stands still, keeping its tag", () => {
    const next = createNonceSource({ nowMs: () => NOW_MS, tag: 7 });
    const nonces = Array.from({ length: 1000 }, () => BigInt(next()));
    for (let i = 1; i < nonces.length; i++) {
      expect(nonces[i]).toBeGreaterThan(nonces[i - 1] as bigint);
    }
    expect(nonces.every((n) => n % 1000n === 7n)).toBe(true);
  });

  it("stays strictly increasing when the clock goes backwards", () => {
    const readings = [NOW_MS, NOW_MS - 5_000, NOW_MS - 1, NOW_MS + 0.001, NOW_MS + 10];
    const next = createNonceSource({ nowMs: () => readings.shift() ?? NOW_MS, tag: 0 });
    const nonces = Array.from({ length: 5 }, () => BigInt(next()));
    expect(nonces.slice(1).every((n, i) => n > (nonces[i] as bigint))).toBe(true);
    // Once the clock is ahead again, nonces follow it.
    expect(nonces[4]).toBe(1_732_262_400_010_123_000n);
  });

  it("two sources with different tags never produce the same nonce", () => {
    const a = createNonceSource({ nowMs: () => NOW_MS, tag: 1 });
    const b = createNonceSource({ nowMs: () => NOW_MS, tag: 2 });
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      seen.add(a());
      seen.add(b());
    }
    expect(seen.size).toBe(400);
  });

  it("the default source gives 1–19 digits and stays below 2^63", () => {
    const next = createNonceSource();
    let previous = 0n;
    for (let i = 0; i < 100; i++) {
      const nonce = next();
      expect(nonce).toMatch(/^[1-9]\d{0,18}$/);
      expect(BigInt(nonce)).toBeGreaterThan(previous);
      expect(BigInt(nonce)).toBeLessThan(2n ** 63n);
      previous = BigInt(nonce);
    }
  });

  it("refuses to exceed 19 digits and a tag out of range", () => {
    const next = createNonceSource({ nowMs: () => 1e16, tag: 0 });
    expect(() => next()).toThrow(/19-digit/);
    expect(() => createNonceSource({ tag: 1000 })).toThrow(/0 to 999/);
  });
});
