/** Conditions of raffles, giveaways and rain, read from words and judged on a member's record. */
import { describe, expect, it } from "vitest";
import {
  conditionLines,
  failedTimeCondition,
  hasConditions,
  takeConditions,
} from "../../src/chat/flows/conditions.ts";

const DAY = 24 * 60 * 60_000;

describe("takeConditions", () => {
  it("reads the conditions at the start and leaves the note", () => {
    expect(
      takeConditions(["member:7d", "--premium", "active:14", "for", "premium", "fans"]),
    ).toEqual({
      conditions: { memberDays: 7, premium: true, activeDays: 14 },
      rest: ["for", "premium", "fans"],
    });
    expect(takeConditions(["channel:@LN_news", "captcha"])).toEqual({
      conditions: { channel: "ln_news", captcha: true },
      rest: [],
    });
    expect(takeConditions(["thanks"])).toEqual({ conditions: {}, rest: ["thanks"] });
  });

  it("names a condition it cannot honour instead of taking it as a note", () => {
    expect(takeConditions(["member:0d"])).toEqual({ invalid: "member:0d" });
    expect(takeConditions(["active:999d"])).toEqual({ invalid: "active:999d" });
    expect(takeConditions(["channel:@x"])).toEqual({ invalid: "channel:@x" });
  });

  it("knows when nothing is asked", () => {
    expect(hasConditions({})).toBe(false);
    expect(hasConditions(undefined)).toBe(false);
    expect(hasConditions({ premium: true })).toBe(true);
    const t = (id: string, args?: Record<string, unknown>) =>
      `${id}${args ? JSON.stringify(args) : ""}`;
    expect(conditionLines({ t }, { memberDays: 7, channel: "a<b" })).toEqual([
      'condition-member{"days":7}',
      'condition-channel{"channel":"a&lt;b"}',
    ]);
  });
});

describe("time conditions", () => {
  const now = 100 * DAY;
  it("needs a first sighting old enough and a recent message", () => {
    const conditions = { memberDays: 7, activeDays: 3 };
    const judge = (firstSeen: number | undefined, lastActive: number | undefined) =>
      failedTimeCondition(conditions, { firstSeen, lastActive }, now);
    expect(judge(now - 8 * DAY, now - DAY)).toBeUndefined();
    expect(judge(now - 6 * DAY, now)).toBe("member");
    expect(judge(undefined, now)).toBe("member");
    expect(judge(now - 9 * DAY, now - 4 * DAY)).toBe("active");
    expect(judge(now - 9 * DAY, undefined)).toBe("active");
    expect(
      failedTimeCondition({}, { firstSeen: undefined, lastActive: undefined }, now),
    ).toBeUndefined();
  });
});
