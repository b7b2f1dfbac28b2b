/**
 * A rate window: at most so many actions of one key per minute, counted in
 * the store so replicas share it. The chat's group and private limits, the
 * reaction tips and the Mini App's calls all count this way. The count is
 * read then written, not claimed: the chat handles one key's updates one at
 * a time; a Mini App user's calls at the same instant may race, which only
 * forgives a call. A limit, not a money step: nothing here is one-use.
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
}
