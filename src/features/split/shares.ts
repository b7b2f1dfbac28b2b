/**
 * Reading `/split <amount> <members…> [--all] [what]` and dividing the
 * amount into whole-satoshi shares that add up exactly. Pure functions, no
 * I/O: the amount before the members is read by the shared amount parser,
 * usernames are resolved by the feature.
 */

import { USERNAME_PATTERN } from "../../accounts/members.ts";
import { parseAmount } from "../../bitcoin/amount.ts";

/** A member named in the command, with the share written for them (`@ann=20000`), if any. */
interface NamedMember {
  username: string;
  customSat?: number | undefined;
}

/** What follows the amount of a /split. */
export type SplitArguments =
  | {
      ok: true;
      members: NamedMember[];
      /** `--all`: only the named members are billed; the organiser pays no share. */
      all: boolean;
      /** An open bill: this many shares in all (the organiser's one of them). */
      openShares?: number | undefined;
      /** What the bill is for (may be empty). */
      note: string;
    }
  | { ok: false; reason: "bad_share"; word: string }
  | { ok: false; reason: "open_and_named" };

/** Most shares an open bill may have (its card stays readable). */
export const MAX_OPEN_SHARES = 50;
/** Most members one bill may name. */
export const MAX_NAMED = 50;

/**
 * Reads the members, `--all` and an open bill's count at the start of
 * `rest`; what follows is the note. `decimal` is the writer's decimal
 * separator, for custom shares.
 */
export function readSplitArguments(rest: string, decimal: "." | "," = "."): SplitArguments {
  const members: NamedMember[] = [];
  let all = false;
  let openShares: number | undefined;
  let text = rest.trim();
  for (;;) {
    const word = /^\S+/.exec(text)?.[0];
    if (word === undefined) break;
    const member = /^@([A-Za-z0-9_]+)(?:=(\S+))?$/.exec(word);
    if (member && USERNAME_PATTERN.test(member[1] ?? "")) {
      let customSat: number | undefined;
      if (member[2] !== undefined) {
        const amount = parseAmount(member[2], { decimal });
        if (!amount.ok) return { ok: false, reason: "bad_share", word };
        customSat = amount.sat;
      }
      const username = member[1] ?? "";
      const known = members.find((m) => m.username.toLowerCase() === username.toLowerCase());
      if (known) known.customSat = customSat ?? known.customSat;
      else members.push({ username, customSat });
    } else if (word === "--all" || word === "—all") {
      all = true;
    } else if (/^\d{1,3}$/.test(word) && openShares === undefined && members.length === 0) {
      openShares = Number(word);
    } else {
      break;
    }
    text = text.slice(word.length).trimStart();
  }
  if (openShares !== undefined && members.length > 0)
    return { ok: false, reason: "open_and_named" };
  return { ok: true, members, all, openShares, note: text };
}

/** One billed member's place in the plan, by the order they were named. */
export interface PlannedMember {
  customSat?: number | undefined;
}

/** The shares of a bill, or why it cannot be split so. */
export type SharePlan =
  | { ok: true; memberSat: number[]; organiserSat: number }
  | { ok: false; reason: "no_one" }
  /** A share would be under 1 sat. */
  | { ok: false; reason: "too_small" }
  /** The custom shares add up to more than the total. */
  | { ok: false; reason: "custom_over" }
  /** Every share is written out (and the organiser pays none): they must make the total. */
  | { ok: false; reason: "custom_mismatch"; sumSat: number };

/**
 * Divides `totalSat` among `members` and, unless `all`, the organiser (who
 * is not billed: their share is what they paid for themselves). Written
 * shares are kept; the rest is split evenly among the others, in whole
 * satoshi; the remainder of that division goes to the organiser's share,
 * or (with `all`) one satoshi each to the first members. The shares always
 * add up to `totalSat` exactly.
 */
export function planShares(
  totalSat: number,
  members: readonly PlannedMember[],
  all: boolean,
): SharePlan {
  if (members.length === 0) return { ok: false, reason: "no_one" };
  const customSum = members.reduce((sum, m) => sum + (m.customSat ?? 0), 0);
  if (customSum > totalSat) return { ok: false, reason: "custom_over" };
  const free = members.filter((m) => m.customSat === undefined).length;
  const takers = free + (all ? 0 : 1);
  const rest = totalSat - customSum;
  if (takers === 0) {
    return rest === 0
      ? { ok: true, memberSat: members.map((m) => m.customSat ?? 0), organiserSat: 0 }
      : { ok: false, reason: "custom_mismatch", sumSat: customSum };
  }
  const each = Math.floor(rest / takers);
  let remainder = rest - each * takers;
  if (free > 0 && each < 1) return { ok: false, reason: "too_small" };
  const memberSat = members.map((m) => {
    if (m.customSat !== undefined) return m.customSat;
    if (all && remainder > 0) {
      remainder--;
      return each + 1;
    }
    return each;
  });
  return { ok: true, memberSat, organiserSat: all ? 0 : each + remainder };
}

/**
 * An open bill of `shares` shares in all, the organiser's among them: the
 * others' share each, and the organiser's (with the remainder).
 */
export function planOpenShares(
  totalSat: number,
  shares: number,
): { ok: true; shareSat: number; organiserSat: number } | { ok: false; reason: "too_small" } {
  const each = Math.floor(totalSat / shares);
  if (each < 1 || shares < 2) return { ok: false, reason: "too_small" };
  return { ok: true, shareSat: each, organiserSat: totalSat - each * (shares - 1) };
}
