/** Reading `/tip 300 @ann @bob @cy thanks all [--split]`: the names after the amount. */

/** The people named, whether the amount is split among them, and the note. */
export interface ManyWords {
  /** Usernames without "@", in the order written, each once (case-insensitively). */
  usernames: string[];
  split: boolean;
  note: string;
}

const NAME = /^@([A-Za-z0-9_]{3,32})$/;

/**
 * Reads what follows the amount: the @usernames it starts with, a
 * `--split` anywhere, and the rest as the note. Undefined when it names no
 * one (then it is an ordinary /tip's note).
 */
export function readManyWords(rest: string): ManyWords | undefined {
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const split = words.some((word) => word.toLowerCase() === "--split");
  const kept = words.filter((word) => word.toLowerCase() !== "--split");
  const usernames: string[] = [];
  let index = 0;
  for (; index < kept.length; index++) {
    const name = NAME.exec(kept[index] ?? "")?.[1];
    if (!name) break;
    if (!usernames.some((seen) => seen.toLowerCase() === name.toLowerCase())) usernames.push(name);
  }
  if (usernames.length === 0) return undefined;
  return { usernames, split, note: kept.slice(index).join(" ") };
}

/** Each one's share: `amount` each, or (`split`) `amount` shared out in whole satoshi (the rest unsent). */
export function shareOf(amountSat: number, people: number, split: boolean): number {
  return split ? Math.floor(amountSat / people) : amountSat;
}
