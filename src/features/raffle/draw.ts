/**
 * The raffle's rules, without Telegram: its arguments, its conditions, and
 * a draw anyone can check.
 *
 * The draw is committed before anyone enters: the card shows the SHA-256 of
 * a secret seed of 32 random bytes. At the draw the seed is revealed, and
 * the winners are the entrants whose HMAC-SHA256(seed, user id in decimal)
 * is smallest (compared as hex). Whoever knows the seed checks that it
 * matches the commitment and recomputes their own value: a winner's is at
 * most the card's cut-off, everyone else's above it (docs/raffles.md).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { type Conditions, takeConditions } from "../../chat/flows/conditions.ts";

/** Shortest and longest time until a draw. */
export const MIN_DRAW_MS = 60_000;
export const MAX_DRAW_MS = 7 * 24 * 60 * 60_000;
/** Most winners of one raffle. */
export const MAX_WINNERS = 100;
/** The words after the amount: `<winners> <duration> [conditions…] [note]`. */
export type RaffleArguments =
  | { ok: true; winners: number; durationMs: number; conditions: Conditions; note: string }
  | { ok: false; reason: "usage" | "winners" | "duration" | "condition"; detail?: string };

/** A duration such as `30m`, `1h`, `2d`, `1h30m`: milliseconds, or undefined. */
export function parseDuration(text: string): number | undefined {
  const match = /^(?:(\d{1,3})d)?(?:(\d{1,3})h)?(?:(\d{1,4})m)?$/i.exec(text);
  if (!match || text.length === 0) return undefined;
  const [, days = "0", hours = "0", minutes = "0"] = match;
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000;
}

/** Parses what follows the amount of /raffle. */
export function parseRaffleArguments(rest: string): RaffleArguments {
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const [winnersWord, durationWord, ...others] = words;
  if (winnersWord === undefined || durationWord === undefined)
    return { ok: false, reason: "usage" };
  if (!/^\d{1,4}$/.test(winnersWord)) return { ok: false, reason: "usage" };
  const winners = Number(winnersWord);
  if (winners < 1 || winners > MAX_WINNERS) return { ok: false, reason: "winners" };
  const durationMs = parseDuration(durationWord);
  if (durationMs === undefined) {
    // Seconds, or a number with no unit: a duration, just not one a raffle takes.
    return /^\d+s?$/i.test(durationWord)
      ? { ok: false, reason: "duration" }
      : { ok: false, reason: "usage" };
  }
  if (durationMs < MIN_DRAW_MS || durationMs > MAX_DRAW_MS)
    return { ok: false, reason: "duration" };
  const taken = takeConditions(others);
  if ("invalid" in taken) return { ok: false, reason: "condition", detail: taken.invalid };
  return {
    ok: true,
    winners,
    durationMs,
    conditions: taken.conditions,
    note: taken.rest.join(" "),
  };
}

/** A new secret seed (hex) and its commitment, the SHA-256 of the seed's bytes (hex). */
export function newSeed(): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString("hex");
  return { seed, commitment: commitmentOf(seed) };
}

/** The commitment to `seed` (hex): SHA-256 of its bytes, hex. */
export function commitmentOf(seed: string): string {
  return createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex");
}

/** One entrant's draw value: HMAC-SHA256 keyed with the seed's bytes, of their id in decimal (hex). */
export function drawValue(seed: string, userId: number): string {
  return createHmac("sha256", Buffer.from(seed, "hex")).update(String(userId)).digest("hex");
}

/**
 * The winners among `entrants`: the `count` with the smallest draw values,
 * smallest first, and the cut-off (the largest winning value; undefined
 * without entrants). Their order of entry plays no part.
 */
export function drawWinners<T extends { id: number }>(
  seed: string,
  entrants: readonly T[],
  count: number,
): { winners: T[]; cutoff: string | undefined } {
  const ranked = entrants
    .map((entrant) => ({ entrant, value: drawValue(seed, entrant.id) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, count);
  return { winners: ranked.map((row) => row.entrant), cutoff: ranked.at(-1)?.value };
}

/** Each winner's share of `totalSat`, whole sat (the remainder stays with the creator). */
export function shareOf(totalSat: number, winners: number): number {
  return Math.floor(totalSat / winners);
}
