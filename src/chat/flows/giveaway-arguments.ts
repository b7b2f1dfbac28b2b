/**
 * `/giveaway` arguments and their bounds, read alike by the giveaway
 * command and its inline form (`@bot giveaway …`). Pure.
 */

/** Most members one giveaway pays (its card stays readable, its claims bounded). */
export const MAX_GIVEAWAY_SHARES = 1_000;

/** What `/giveaway` arguments say, read by `parseGiveawayArguments`. */
export type GiveawayArguments<T> =
  | { kind: "read"; total: T; count: number; note: string }
  /** No reading at all: the usage line. */
  | { kind: "usage" }
  /** More than one reading ("1 500 5": 1 sat for 500, or 1 500 sat for 5): never guessed. */
  | { kind: "ambiguous" };

/**
 * `/giveaway` arguments: the total (which may take two or three words,
 * "5 usd", "1 500"), then the count (the first number after the total),
 * then a note. Every way of cutting the words into a total that parses
 * and a count of at least 1 is tried: one reading is taken; several are
 * refused as ambiguous, since a space is both a thousands separator and
 * the end of the total ("1 500 5"). With no reading, the first total
 * refused says why (zero, over the limit), else the usage line.
 */
export async function parseGiveawayArguments<T extends { ok: boolean }>(
  text: string,
  parseTotal: (text: string) => Promise<T>,
): Promise<GiveawayArguments<T>> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const readings: Array<{ total: T; count: number; note: string }> = [];
  let firstRefusal: T | undefined;
  for (let split = 1; split <= Math.min(3, words.length - 1); split++) {
    const countWord = words[split] ?? "";
    if (!/^\d{1,7}$/.test(countWord) || Number(countWord) < 1) continue;
    const total = await parseTotal(words.slice(0, split).join(" "));
    if (!total.ok) {
      firstRefusal ??= total;
      continue;
    }
    readings.push({ total, count: Number(countWord), note: words.slice(split + 1).join(" ") });
  }
  const [reading, another] = readings;
  if (another) return { kind: "ambiguous" };
  if (reading) return { kind: "read", ...reading };
  if (firstRefusal) return { kind: "read", total: firstRefusal, count: 1, note: "" };
  return { kind: "usage" };
}
