/** Suites running side by side never share a Redis database index (each flushes its own). */
import { expect, it } from "vitest";
import { REDIS_DBS } from "./cluster.ts";

it("gives each suite a Redis database of its own, among Redis's default 16, none the storage suites' 0", () => {
  const indexes = Object.values(REDIS_DBS);
  expect(new Set(indexes).size).toBe(indexes.length);
  for (const index of indexes) {
    expect(index).toBeGreaterThan(0);
    expect(index).toBeLessThan(16);
  }
});
