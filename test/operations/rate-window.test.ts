import { describe, expect, it } from "vitest";
import {
  admitCommand,
  RATE_WINDOW_MS,
  type RateState,
  type RateVerdict,
  RateWindow,
} from "../../src/operations/rate-window.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";

/** Runs commands at the given times; returns the verdicts. */
function run(times: number[], perWindow: number): string[] {
  let state: RateState | undefined;
  return times.map((at) => {
    const result = admitCommand(state, at, perWindow, 60_000);
    state = result.state;
    return result.verdict;
  });
}

describe("group command rate limit", () => {
  it("admits up to the limit, warns once, then drops", () => {
    expect(run([0, 1, 2, 3, 4], 3)).toEqual(["ok", "ok", "ok", "warn", "drop"]);
  });

  it("admits again once the oldest command left the window, and may warn again later", () => {
    expect(run([0, 10, 20, 30, 60_011, 60_012, 60_013, 60_014], 2)).toEqual([
      "ok",
      "ok",
      "warn",
      "drop",
      "ok",
      "ok",
      "warn",
      "drop",
    ]);
  });

  it("does not count refused commands towards the window", () => {
    // Drops at 59 s do not extend the wait: at 60.5 s both earlier hits have expired.
    expect(run([0, 500, 59_000, 59_000, 60_501], 2)).toEqual(["ok", "ok", "warn", "drop", "ok"]);
  });
});

describe("a rate window on the store", () => {
  it("counts per key and per window name, shared by every instance on the store", async () => {
    const store = openMemoryStore();
    const verdicts: RateVerdict[] = [];
    for (let at = 0; at < 4; at++) {
      // A new instance each time: the count lives in the store, as on two replicas.
      verdicts.push(await new RateWindow(store, "test-rate").admit("7", 1_000 + at, 2));
    }
    expect(verdicts).toEqual(["ok", "ok", "warn", "drop"]);
    expect(await new RateWindow(store, "test-rate").admit("8", 1_010, 2)).toBe("ok");
    expect(await new RateWindow(store, "other-rate").admit("7", 1_010, 2)).toBe("ok");
    expect(await new RateWindow(store, "test-rate").admit("7", 1_000 + RATE_WINDOW_MS + 2, 2)).toBe(
      "ok",
    );
  });
});

describe("a rate window counted atomically (the Mini App's calls)", () => {
  it("admits the limit at once, frees a refusal's count, and slides over the minute's edge", async () => {
    const store = openMemoryStore();
    const window = new RateWindow(store, "atomic-rate");
    const start = 100 * RATE_WINDOW_MS;
    const first = await Promise.all(
      Array.from({ length: 20 }, () => window.admitAtomically("7", start, 5)),
    );
    expect(first.filter(Boolean)).toHaveLength(5);
    // Refusals gave their counts back: the minute holds the five admitted calls only.
    expect(await store.readCounter(`atomic-rate:7:${start / RATE_WINDOW_MS}`)).toBe(5);
    expect(await window.admitAtomically("8", start, 5)).toBe(true);
    // A fifth into the next minute, 4/5 of the previous minute's 5 calls still count: one slot.
    const next = start + RATE_WINDOW_MS + RATE_WINDOW_MS / 5;
    expect(await window.admitAtomically("7", next, 5)).toBe(true);
    expect(await window.admitAtomically("7", next, 5)).toBe(false);
    // Two minutes on, the window is empty again.
    expect(await window.admitAtomically("7", start + 2 * RATE_WINDOW_MS + 1, 5)).toBe(true);
  });

  it("lets no call more through a burst that straddles the turn of a minute", async () => {
    const store = openMemoryStore();
    const window = new RateWindow(store, "atomic-turn");
    const turn = 200 * RATE_WINDOW_MS;
    const before = await Promise.all(
      Array.from({ length: 10 }, () => window.admitAtomically("7", turn - 1, 5)),
    );
    expect(before.filter(Boolean)).toHaveLength(5);
    // A millisecond into the next minute the previous one's five calls still all but fully count.
    const after = await Promise.all(
      Array.from({ length: 10 }, () => window.admitAtomically("7", turn + 1, 5)),
    );
    expect(after.filter(Boolean)).toHaveLength(0);
  });
});
