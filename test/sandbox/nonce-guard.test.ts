/**
 * Replay protection in bounded memory (B.3): each nonce once per key, and
 * after the window folds, nothing at or below the low-water mark.
 */
import { describe, expect, it } from "vitest";
import { NonceGuard } from "../../src/sandbox/nonce-guard.ts";

describe("NonceGuard", () => {
  it("accepts each well-formed nonce once per API key", () => {
    const guard = new NonceGuard();
    expect(guard.accept("key-a", "1732262400000001")).toBe(true);
    expect(guard.accept("key-a", "1732262400000001")).toBe(false);
    expect(guard.accept("key-b", "1732262400000001")).toBe(true);
    // Out of order but unseen: fine while it is inside the window.
    expect(guard.accept("key-a", "1732262399999999")).toBe(true);
  });

  it("refuses nonces that are not 1 to 19 digits", () => {
    const guard = new NonceGuard();
    for (const nonce of ["", "a1", "12345678901234567890", " 1", "1 ", "+1"]) {
      expect(guard.accept("key", nonce), JSON.stringify(nonce)).toBe(false);
    }
    expect(guard.accept("key", "9999999999999999999")).toBe(true);
  });

  it("stays bounded: when the window folds, old nonces below the mark are refused", () => {
    const guard = new NonceGuard(8);
    for (let n = 100; n < 109; n++) expect(guard.accept("key", String(n))).toBe(true);
    // Nine accepted with a window of eight: the lower half (100–103) was folded.
    expect(guard.accept("key", "103")).toBe(false);
    expect(guard.accept("key", "50")).toBe(false);
    // Still remembered exactly above the mark.
    expect(guard.accept("key", "104")).toBe(false);
    expect(guard.accept("key", "108")).toBe(false);
    expect(guard.accept("key", "200")).toBe(true);
  });

  it("by default remembers 64 nonces per key: requests in flight out of order pass, an older straggler does not", () => {
    const guard = new NonceGuard();
    // 32 requests made in order, arriving in reverse (as many as a key has in flight at once).
    for (let n = 1031; n >= 1000; n--) expect(guard.accept("key", String(n))).toBe(true);
    for (let n = 1032; n < 1065; n++) expect(guard.accept("key", String(n))).toBe(true);
    // 65 accepted: the lower half (1000–1031) was folded into the mark.
    expect(guard.accept("key", "999")).toBe(false);
    expect(guard.accept("key", "1031")).toBe(false);
    expect(guard.accept("key", "1065")).toBe(true);
  });

  it("keeps each key's highest nonce across a restart", () => {
    const before = new NonceGuard();
    before.accept("key", "500");
    before.accept("key", "700");
    before.accept("key", "600");
    const after = new NonceGuard();
    after.restore(before.floors());
    expect(before.floors()).toEqual({ key: "700" });
    expect(after.accept("key", "700")).toBe(false);
    expect(after.accept("key", "650")).toBe(false);
    expect(after.accept("key", "701")).toBe(true);
    expect(after.accept("other", "1")).toBe(true);
  });
});
