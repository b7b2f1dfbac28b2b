/**
 * When the quiet bot gives memory back (src/memory-release.ts): only when
 * the event loop was quiet since the last check and RSS grew enough since
 * the last release, and never without V8's exposed collector.
 */
import { describe, expect, it } from "vitest";
import { type ExposedGc, MemoryRelease } from "../src/memory-release.ts";

const MIB = 2 ** 20;

/** A releaser over a scripted loop and RSS; the collector brings RSS down to `floor`. */
function scripted(withGc = true) {
  const state = { busy: 0, rss: 150 * MIB, floor: 120 * MIB };
  const calls: Parameters<ExposedGc>[0][] = [];
  const gc: ExposedGc = (options) => {
    calls.push(options);
    state.rss = state.floor;
  };
  const release = new MemoryRelease({
    gc: withGc ? gc : undefined,
    growthBytes: 16 * MIB,
    quietBelow: 0.05,
    rss: () => state.rss,
    busyShare: () => state.busy,
  });
  return { state, calls, release };
}

describe("MemoryRelease", () => {
  it("gives start-up's growth back at the first quiet check, with V8's memory-reducing collection", () => {
    const { state, calls, release } = scripted();
    state.busy = 0.6;
    expect(release.check()).toBe(false);
    state.busy = 0.01;
    expect(release.check()).toBe(true);
    expect(calls).toEqual([{ type: "major", flavor: "last-resort", execution: "sync" }]);
    expect(release.releases).toBe(1);
  });

  it("collects again only after RSS grew by the threshold since the last release, and only when quiet", () => {
    const { state, calls, release } = scripted();
    expect(release.check()).toBe(true);
    state.rss = 130 * MIB; // 10 MiB above what the release left: not worth a collection.
    expect(release.check()).toBe(false);
    state.rss = 140 * MIB;
    state.busy = 0.3; // Grown enough, but the bot is busy: no pause on its thread now.
    expect(release.check()).toBe(false);
    state.busy = 0;
    expect(release.check()).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("does nothing without the exposed collector, and starts no timer", () => {
    const { release } = scripted(false);
    expect(release.check()).toBe(false);
    release.start();
    release.stop();
    expect(release.releases).toBe(0);
  });
});
