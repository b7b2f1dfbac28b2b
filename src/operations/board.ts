/**
 * The leaderboard's records: every settled money movement paid in a group
 * (tips, tip jars; giveaways, rain and reaction tips call the same
 * function), added to per-group totals as it happens. No Telegram here.
 *
 * One record per group holds the all-time totals, the current week's
 * (ISO week, UTC) and the ids of the recent payments counted, written in
 * one piece under the group's board lock: counting the same payment twice
 * (a redelivered update, a settle run again) changes nothing, and /top
 * reads one record instead of scanning history. Memory stays bounded:
 * each side keeps at most `BOARD_PEOPLE` people (the smallest totals make
 * room for newcomers), the ids at most `REMEMBERED_PAYMENTS`.
 */
import type { Store } from "../storage/types.ts";

/** People kept per side (tippers, receivers) per period; the smallest totals leave first. */
export const BOARD_PEOPLE = 200;
/** Payment ids remembered per group to count each once. */
const REMEMBERED_PAYMENTS = 1_000;

/** A member as the board names them (plain text, escape before HTML). */
export interface BoardPerson {
  id: number;
  name: string;
}

/** One settled payment from one member to another in a group. */
export interface GroupPaymentEntry {
  chatId: number;
  from: BoardPerson;
  to: BoardPerson;
  sat: number;
  /** When it settled (ms since the epoch): decides the week it counts for. */
  at: number;
  /** The payment's operation id: counting it again changes nothing. */
  operationId: string;
}

/** What one member gave or received in a period. */
interface Tally {
  name: string;
  sat: number;
  count: number;
}

interface Period {
  /** Per member id. */
  tippers: Record<string, Tally>;
  receivers: Record<string, Tally>;
}

/** What the store keeps per group. */
export interface BoardRecord {
  v: 1;
  all: Period;
  /** The current week's totals; `week` names it ("2026-W48"). */
  week: Period & { week: string };
  /** Ids of the payments counted (the most recent ones). */
  counted: string[];
}

/** One line of a ranking. */
export interface Ranked {
  id: number;
  name: string;
  sat: number;
  count: number;
}

/** The rankings of a group: this week's and all time's, largest first. */
export interface Board {
  week: { tippers: Ranked[]; receivers: Ranked[] };
  all: { tippers: Ranked[]; receivers: Ranked[] };
}

/** "2026-W48": the ISO 8601 week (UTC) of `epochMs`. */
export function isoWeek(epochMs: number): string {
  const date = new Date(epochMs);
  const day = date.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  const thursday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 4 - day);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 24 * 60 * 60_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

function emptyPeriod(): Period {
  return { tippers: {}, receivers: {} };
}

/** A board with nothing counted, for the week of `now`. */
export function emptyBoard(now: number): BoardRecord {
  return { v: 1, all: emptyPeriod(), week: { ...emptyPeriod(), week: isoWeek(now) }, counted: [] };
}

/** `side` with `person` credited `sat`, at most `BOARD_PEOPLE` people (the smallest totals leave). */
function credit(
  side: Record<string, Tally>,
  person: BoardPerson,
  sat: number,
): Record<string, Tally> {
  const key = String(person.id);
  const before = side[key];
  const next = {
    ...side,
    [key]: { name: person.name, sat: (before?.sat ?? 0) + sat, count: (before?.count ?? 0) + 1 },
  };
  const keys = Object.keys(next);
  if (keys.length <= BOARD_PEOPLE) return next;
  const smallest = keys
    .filter((other) => other !== key)
    .reduce((a, b) => ((next[a]?.sat ?? 0) <= (next[b]?.sat ?? 0) ? a : b));
  delete next[smallest];
  return next;
}

function creditPeriod<P extends Period>(period: P, entry: GroupPaymentEntry): P {
  return {
    ...period,
    tippers: credit(period.tippers, entry.from, entry.sat),
    receivers: credit(period.receivers, entry.to, entry.sat),
  };
}

/**
 * `record` with `entry` counted (the same record when it was counted
 * before). A payment of an earlier week counts for all time only; one of a
 * later week starts that week afresh.
 */
export function countPayment(record: BoardRecord, entry: GroupPaymentEntry): BoardRecord {
  if (record.counted.includes(entry.operationId)) return record;
  const entryWeek = isoWeek(entry.at);
  const week =
    entryWeek > record.week.week
      ? creditPeriod({ ...emptyPeriod(), week: entryWeek }, entry)
      : entryWeek === record.week.week
        ? creditPeriod(record.week, entry)
        : record.week;
  return {
    v: 1,
    all: creditPeriod(record.all, entry),
    week,
    counted: [...record.counted, entry.operationId].slice(-REMEMBERED_PAYMENTS),
  };
}

function ranking(side: Record<string, Tally>): Ranked[] {
  return Object.entries(side)
    .map(([id, tally]) => ({ id: Number(id), ...tally }))
    .sort((a, b) => b.sat - a.sat || b.count - a.count || a.id - b.id);
}

/** The rankings of `record` as of `now` (a week that has passed shows empty). */
export function rankBoard(record: BoardRecord, now: number): Board {
  const current = record.week.week === isoWeek(now);
  return {
    week: current
      ? { tippers: ranking(record.week.tippers), receivers: ranking(record.week.receivers) }
      : { tippers: [], receivers: [] },
    all: { tippers: ranking(record.all.tippers), receivers: ranking(record.all.receivers) },
  };
}

function boards(store: Store) {
  return store.keyv<BoardRecord>("board");
}

/**
 * Counts a settled payment made in a group on that group's leaderboard.
 * Idempotent by `entry.operationId`; payments of no amount, to oneself or
 * outside a group (positive chat ids) are ignored. Call it once the money
 * moved, never before.
 */
export async function recordGroupPayment(
  deps: { store: Store },
  entry: GroupPaymentEntry,
): Promise<void> {
  if (entry.chatId >= 0 || entry.sat <= 0 || entry.from.id === entry.to.id) return;
  const key = String(entry.chatId);
  await deps.store.withLock(`board:${key}`, async (signal) => {
    const before = (await boards(deps.store).get(key)) ?? emptyBoard(entry.at);
    const after = countPayment(before, entry);
    if (after === before) return;
    signal.throwIfAborted();
    await boards(deps.store).set(key, after);
  });
}

/** The rankings of the group `chatId` as of `now`. */
export async function readBoard(store: Store, chatId: number, now: number): Promise<Board> {
  return rankBoard((await boards(store).get(String(chatId))) ?? emptyBoard(now), now);
}
