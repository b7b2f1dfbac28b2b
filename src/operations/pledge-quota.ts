/**
 * How many pledges one member may make per UTC day (PLEDGES_PER_DAY). Each
 * pledge posts a group message naming its payer and notes a member who may
 * never have opened the bot, so making and cancelling pledges must not be a
 * way to flood a group or reach strangers. One store counter per member and
 * day, shared by every path that makes a pledge (the intents engine, the
 * flows' `pledge`) and by every replica; cancelling frees no slot.
 */
import type { Store } from "../storage/types.ts";

/** How long a day's count is kept (past the end of its UTC day). */
const COUNT_TTL_MS = 2 * 24 * 60 * 60_000;

/** The store counter of `payerId`'s pledges on the UTC day of `now`. */
function countKey(payerId: number, now: number): string {
  return `pledges-made:${payerId}:${new Date(now).toISOString().slice(0, 10)}`;
}

/** A slot taken for one pledge: `give()` returns it when the pledge could not be made after all. */
export interface PledgeSlot {
  give(): Promise<void>;
}

/**
 * Takes one of `payerId`'s pledges of the day; undefined when `perDay` are
 * made already (the count stays past the limit, so a flood keeps being
 * refused).
 */
export async function takePledgeSlot(
  store: Store,
  payerId: number,
  now: number,
  perDay: number,
): Promise<PledgeSlot | undefined> {
  const key = countKey(payerId, now);
  const made = await store.increment(key, 1, COUNT_TTL_MS);
  if (made > perDay) return undefined;
  return {
    give: async () => {
      await store.increment(key, -1, COUNT_TTL_MS).catch(() => undefined);
    },
  };
}
