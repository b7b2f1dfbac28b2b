import type { ReactionType } from "grammy/types";
import { describe, expect, it } from "vitest";
import { DEFAULT_REACTION_AMOUNTS } from "../../../src/accounts/preferences.ts";
import {
  addedEmoji,
  emojisOf,
  mappingText,
  parseReactionAmounts,
  tipAmount,
} from "../../../src/chat/flows/reaction-rules.ts";
import { fitsBudget, OptInBudget } from "../../../src/operations/opt-in-budget.ts";
import { openMemoryStore } from "../../../src/storage/memory.ts";

const emoji = (...list: string[]) => list.map((e) => ({ type: "emoji", emoji: e }) as ReactionType);

describe("diffing reactions", () => {
  it("finds the emoji an update added, ignoring kept and removed ones", () => {
    expect(addedEmoji([], emoji("⚡"))).toEqual(["⚡"]);
    expect(addedEmoji(emoji("⚡"), emoji("⚡", "🔥"))).toEqual(["🔥"]);
    expect(addedEmoji(emoji("⚡", "🔥"), emoji("⚡"))).toEqual([]);
    expect(addedEmoji(emoji("👍"), emoji("❤"))).toEqual(["❤"]);
  });

  it("reads plain emoji only, without the variation selector", () => {
    const custom = { type: "custom_emoji", custom_emoji_id: "123" } as ReactionType;
    const paid = { type: "paid" } as ReactionType;
    expect(emojisOf([custom, paid, ...emoji("❤️")])).toEqual(["❤"]);
    expect(addedEmoji([], [custom, paid])).toEqual([]);
  });
});

describe("mapping reactions to amounts", () => {
  it("tips the largest mapped amount among the reactions, nothing for unmapped ones", () => {
    expect(tipAmount(["⚡"], DEFAULT_REACTION_AMOUNTS)).toBe(21);
    expect(tipAmount(["⚡", "🔥", "❤"], DEFAULT_REACTION_AMOUNTS)).toBe(100);
    expect(tipAmount(["❤️"], DEFAULT_REACTION_AMOUNTS)).toBe(10);
    expect(tipAmount(["👍", "🤔"], DEFAULT_REACTION_AMOUNTS)).toBeUndefined();
    expect(tipAmount([], DEFAULT_REACTION_AMOUNTS)).toBeUndefined();
  });

  it("reads a typed mapping of reactions and amounts", () => {
    expect(parseReactionAmounts("⚡ 21 🔥 100 ❤️ 10", 1_000_000)).toEqual({
      ok: true,
      amounts: { "⚡": 21, "🔥": 100, "❤": 10 },
    });
    expect(parseReactionAmounts("👍=5, 🏆: 1k", 1_000_000)).toEqual({
      ok: true,
      amounts: { "👍": 5, "🏆": 1000 },
    });
    expect(parseReactionAmounts("⚡21🔥100", 1_000_000)).toEqual({
      ok: true,
      amounts: { "⚡": 21, "🔥": 100 },
    });
  });

  it("refuses what is no reaction, a bad or too large amount, and nothing at all", () => {
    expect(parseReactionAmounts("🚀 21", 1_000_000)).toEqual({
      ok: false,
      reason: "not_a_reaction",
      emoji: "🚀",
    });
    expect(parseReactionAmounts("⚡ 21 🔥", 1_000_000)).toMatchObject({
      ok: false,
      reason: "bad_amount",
    });
    expect(parseReactionAmounts("⚡ 2000", 1_000)).toMatchObject({
      ok: false,
      reason: "bad_amount",
    });
    expect(parseReactionAmounts("⚡ 0", 1_000)).toMatchObject({ ok: false, reason: "bad_amount" });
    expect(parseReactionAmounts("hello", 1_000)).toMatchObject({ ok: false });
    expect(parseReactionAmounts("", 1_000)).toEqual({ ok: false, reason: "empty" });
  });

  it("writes a mapping largest first", () => {
    expect(mappingText(DEFAULT_REACTION_AMOUNTS, (sat) => `${sat} sat`)).toBe(
      "🔥 100 sat · ⚡ 21 sat · ❤ 10 sat",
    );
  });
});

describe("the daily reaction budget", () => {
  it("fits what stays within the budget", () => {
    expect(fitsBudget(0, 1_000, 1_000)).toBe(true);
    expect(fitsBudget(980, 21, 1_000)).toBe(false);
    expect(fitsBudget(-5, 21, 21)).toBe(true);
  });

  it("reserves atomically per member and day, refuses past the budget, gives back", async () => {
    let now = Date.parse("2026-11-24T10:00:00Z");
    const budget = new OptInBudget(openMemoryStore(), () => now);
    const day = budget.today();
    expect(await budget.reserve(1, 100, 150, day)).toBe(true);
    expect(await budget.reserve(1, 100, 150, day)).toBe(false);
    expect(await budget.spent(1)).toBe(100);
    // Racing reservations never both pass the budget.
    const raced = await Promise.all([
      budget.reserve(2, 100, 150, day),
      budget.reserve(2, 100, 150, day),
    ]);
    expect(raced.filter(Boolean).length).toBeLessThanOrEqual(1);
    await budget.giveBack(1, 100, day);
    expect(await budget.reserve(1, 150, 150, day)).toBe(true);
    // A new UTC day starts from nothing.
    now += 24 * 60 * 60_000;
    expect(await budget.spent(1)).toBe(0);
    expect(await budget.reserve(1, 150, 150, budget.today())).toBe(true);
  });
});
