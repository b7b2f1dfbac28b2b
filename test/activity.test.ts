import { describe, expect, it } from "vitest";
import { Activity } from "../src/activity.ts";

describe("the bot's activity count", () => {
  it("is busy while tracked work runs, also when it fails, and idle after", async () => {
    const activity = new Activity();
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const done = activity.track(new Promise<void>((resolve) => (finish = resolve)));
    const failed = activity.track(new Promise<void>((_, reject) => (fail = reject)));
    expect(activity.idle()).toBe(false);
    finish();
    await done;
    expect(activity.idle()).toBe(false);
    fail(new Error("boom"));
    await expect(failed).rejects.toThrow("boom");
    expect(activity.idle()).toBe(true);
  });

  it("counts a begun piece of work once, however often it is ended", () => {
    const activity = new Activity();
    const first = activity.begin();
    const second = activity.begin();
    first();
    first();
    expect(activity.idle()).toBe(false);
    second();
    expect(activity.idle()).toBe(true);
  });

  it("waits for a timer up to the longest delay asked, then for what the timer started", async () => {
    const activity = new Activity();
    let finish!: () => void;
    const fired = new Promise<void>((resolveFired) => {
      activity.later(20, () => {
        resolveFired();
        return new Promise<void>((resolve) => (finish = resolve));
      });
    });
    activity.later(60_000, async () => {});
    expect(activity.idle(1_000)).toBe(false);
    expect(activity.idle(10)).toBe(true);
    await fired;
    // The timer ran; the work it started is still under way.
    expect(activity.idle(1_000)).toBe(false);
    expect(activity.describe()).toContain("1 piece(s) of work");
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(activity.idle(1_000)).toBe(true);
    // The minute-long timer is still set: idle only for a caller that does not wait for it.
    expect(activity.idle()).toBe(false);
  });
});
