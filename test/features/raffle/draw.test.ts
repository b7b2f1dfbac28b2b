/** The raffle's rules without Telegram: arguments, conditions, and the draw anyone can check. */
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  commitmentOf,
  drawValue,
  drawWinners,
  newSeed,
  parseDuration,
  parseRaffleArguments,
} from "../../../src/features/raffle/draw.ts";

const DAY = 24 * 60 * 60_000;

describe("raffle arguments", () => {
  it("reads winners, the time to the draw, conditions and a note", () => {
    expect(
      parseRaffleArguments("3 1h member:7d active:14 channel:@LN_news premium captcha pizza night"),
    ).toEqual({
      ok: true,
      winners: 3,
      durationMs: 60 * 60_000,
      conditions: {
        memberDays: 7,
        activeDays: 14,
        channel: "ln_news",
        premium: true,
        captcha: true,
      },
      note: "pizza night",
    });
    expect(parseRaffleArguments("1 2d")).toMatchObject({ ok: true, conditions: {}, note: "" });
  });

  it("refuses what it cannot honour, saying which part", () => {
    expect(parseRaffleArguments("")).toEqual({ ok: false, reason: "usage" });
    expect(parseRaffleArguments("0 1h")).toEqual({ ok: false, reason: "winners" });
    expect(parseRaffleArguments("101 1h")).toEqual({ ok: false, reason: "winners" });
    expect(parseRaffleArguments("2 30s")).toEqual({ ok: false, reason: "duration" });
    expect(parseRaffleArguments("2 8d")).toEqual({ ok: false, reason: "duration" });
    expect(parseRaffleArguments("2 soon")).toEqual({ ok: false, reason: "usage" });
    expect(parseRaffleArguments("2 1h member:0d")).toMatchObject({
      ok: false,
      reason: "condition",
    });
    expect(parseRaffleArguments("2 1h channel:@x")).toMatchObject({
      ok: false,
      reason: "condition",
    });
  });

  it("reads durations in days, hours and minutes", () => {
    expect(parseDuration("90m")).toBe(90 * 60_000);
    expect(parseDuration("1h30m")).toBe(90 * 60_000);
    expect(parseDuration("2d")).toBe(2 * DAY);
    expect(parseDuration("")).toBeUndefined();
    expect(parseDuration("h")).toBeUndefined();
  });
});

describe("the draw", () => {
  it("commits to the seed with SHA-256 of its bytes, and ranks by HMAC-SHA256(seed, id)", () => {
    const { seed, commitment } = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment).toBe(createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex"));
    expect(commitmentOf(seed)).toBe(commitment);
    expect(drawValue(seed, 42)).toBe(
      createHmac("sha256", Buffer.from(seed, "hex")).update("42").digest("hex"),
    );
  });

  it("picks the smallest values whatever the order of entry, and names the cut-off", () => {
    const seed = "00".repeat(32);
    const entrants = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id }));
    const forward = drawWinners(seed, entrants, 3);
    const backward = drawWinners(seed, [...entrants].reverse(), 3);
    expect(backward.winners).toEqual(forward.winners);
    const values = entrants.map((entrant) => drawValue(seed, entrant.id)).sort();
    expect(forward.winners.map((winner) => drawValue(seed, winner.id))).toEqual(values.slice(0, 3));
    expect(forward.cutoff).toBe(values[2]);
    // Everyone wins when there are fewer entrants than winners; nobody without entrants.
    expect(drawWinners(seed, entrants.slice(0, 2), 5).winners).toHaveLength(2);
    expect(drawWinners(seed, [], 5)).toEqual({ winners: [], cutoff: undefined });
  });
});
