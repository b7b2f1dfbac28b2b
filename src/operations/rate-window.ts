/**
 * A rate window: at most so many actions of one key per minute, counted in
 * the store so replicas share it. The chat's group and private limits, the
 * reaction tips count this way: the count is read then written, as the chat
 * handles one key's updates one at a time. The Mini App's calls of one user
 * arrive at the same instant (a page opening fires several), so they are
 * counted with the store's atomic counter instead (`admitAtomically`): a
 * read-then-write there let 16 to 25 of 100 simultaneous calls through a
 * limit of 5 on a network store. A limit, not a money step: nothing here is
 * one-use.
 */
import type { Store } from "../storage/types.ts";

/** The window the limit counts over (one minute). */
export const RATE_WINDOW_MS = 60_000;

/** What the store keeps per key. */
export interface RateState {
  /** When the actions inside the window arrived (ms), oldest first. */
  hits: number[];
  /** Whether the key was already told to slow down in this window. */
  warned: boolean;
}

/** "ok": admitted; "warn": the first refused one (say it once); "drop": refused silently. */
export type RateVerdict = "ok" | "warn" | "drop";

/**
 * Admits one more action at `now` under `perWindow` actions per
 * `windowMs` (default one minute): "ok" counts it; the first refused one
 * is "warn", later ones "drop" until the window frees up. Pure.
 */
export function admitCommand(
  state: RateState | undefined,
  now: number,
  perWindow: number,
  windowMs: number = RATE_WINDOW_MS,
): { verdict: RateVerdict; state: RateState } {
  const hits = (state?.hits ?? []).filter((at) => at > now - windowMs && at <= now);
  if (hits.length < perWindow) {
    return { verdict: "ok", state: { hits: [...hits, now], warned: false } };
  }
  const warned = state?.warned === true;
  return { verdict: warned ? "drop" : "warn", state: { hits, warned: true } };
}

/** One named rate window on the store (e.g. "webapp-rate"), counted per key. */
export class RateWindow {
  readonly #store: Store;
  readonly #name: string;

  constructor(store: Store, name: string) {
    this.#store = store;
    this.#name = name;
  }

  /** Counts one action of `key` at `now` under `perWindow` a minute; its verdict (see `admitCommand`). */
  async admit(key: string, now: number, perWindow: number): Promise<RateVerdict> {
    // Not durable: a counter lost in a power cut only forgives a few actions.
    const counters = this.#store.keyv<RateState>(this.#name, { durable: false });
    const { verdict, state } = admitCommand(await counters.get(key), now, perWindow);
    await counters.set(key, state, RATE_WINDOW_MS);
    return verdict;
  }

  /**
   * Admits one more action of `key` at `now` if fewer than `perWindow` were
   * admitted in the last `RATE_WINDOW_MS`, counting with the store's atomic
   * counter, so simultaneous calls (on any replica) never pass together.
   * The window slides by weighting the previous minute's count by how much
   * of it still lies inside the window (an estimate that assumes its calls
   * were spread evenly). A refused call takes its count back, so only
   * admitted calls fill the window.
   */
  async admitAtomically(key: string, now: number, perWindow: number): Promise<boolean> {
    const minute = Math.floor(now / RATE_WINDOW_MS);
    const elapsed = (now - minute * RATE_WINDOW_MS) / RATE_WINDOW_MS;
    const counter = (at: number) => `${this.#name}:${key}:${at}`;
    // Two windows' life: the current minute's count is read as "previous" during the next.
    const current = await this.#store.increment(counter(minute), 1, 2 * RATE_WINDOW_MS);
    const previous = await this.#store.readCounter(counter(minute - 1));
    // Within this minute the increments are distinct (1, 2, 3, …): at most the
    // free slots pass, however many calls arrive at once. A refusal gives its
    // count back; until it does, it only makes others wait, never lets one in.
    // The previous minute's share is rounded up: rounded down, a burst across
    // the minute's turn let one call more through (5 just before, then 4.99…
    // counted as 4 just after). The epsilon keeps a float's noise above a
    // whole count from taking a slot.
    const stillCounted = Math.ceil(previous * (1 - elapsed) - 1e-9);
    if (stillCounted + current <= perWindow) return true;
    await this.#store.increment(counter(minute), -1, 2 * RATE_WINDOW_MS);
    return false;
  }
}
