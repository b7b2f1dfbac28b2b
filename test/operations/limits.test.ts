import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SpendingCounter } from "../../src/operations/limits.ts";
import { openStore } from "../../src/storage/index.ts";
import type { Store } from "../../src/storage/types.ts";

const limits = { maxPaymentSat: 10_000, dailyLimitSat: 10_000 };
let store: Store;
let clock = Date.parse("2026-11-22T12:00:00Z");

beforeEach(async () => {
  clock = Date.parse("2026-11-22T12:00:00Z");
  store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
});
afterEach(() => store.close());

describe("SpendingCounter", () => {
  it("lets no two reservations racing outside any lock pass the daily limit together", async () => {
    const counter = new SpendingCounter(store, () => clock);
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => counter.reserve(1, 4_000, limits)),
    );
    const passed = verdicts.filter((verdict) => verdict.ok).length;
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(2);
    // Refused reservations leave nothing behind.
    expect(await store.readCounter(`spent:1:2026-11-22`)).toBe(passed * 4_000);
    expect(await counter.check(1, 10_000 - passed * 4_000 + 1, limits)).toMatchObject({
      ok: false,
      reason: "daily",
      remainingSat: 10_000 - passed * 4_000,
    });
  });

  it("counts on the given day and gives back to it, whatever day it is now", async () => {
    const counter = new SpendingCounter(store, () => clock);
    const day = counter.today();
    expect(day).toBe("2026-11-22");
    expect(await counter.reserve(1, 6_000, limits, day)).toEqual({ ok: true });
    clock = Date.parse("2026-11-23T00:00:01Z");
    expect(await counter.reserve(1, 6_000, limits)).toEqual({ ok: true });
    await counter.add(1, -6_000, day);
    expect(await store.readCounter("spent:1:2026-11-22")).toBe(0);
    expect(await counter.check(1, 4_001, limits)).toMatchObject({ ok: false, remainingSat: 4_000 });
    expect(await counter.check(1, 4_000, limits)).toEqual({ ok: true });
  });

  it("refuses above the per-payment maximum without counting anything", async () => {
    const counter = new SpendingCounter(store, () => clock);
    expect(await counter.reserve(1, 10_001, limits)).toEqual({
      ok: false,
      reason: "per_payment",
      limitSat: 10_000,
    });
    expect(await store.readCounter("spent:1:2026-11-22")).toBe(0);
  });
});
