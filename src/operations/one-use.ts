/**
 * A feature's own one-use steps, kept by the engine: a card posted once per
 * command, a note told once per payment, a rain started once, a double tap
 * taken as one. Each is one atomic claim in the store (insert-if-absent, as
 * every money claim is), so a redelivered update, a second replica or a
 * restart finds the step taken. Features name their steps; they never
 * order the store's claims themselves.
 */
import type { Store } from "../storage/types.ts";

export class OneUseSteps {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  /** Takes `step` with `value`, kept `ttlMs`: true the first time, false once taken (by anyone). */
  take(step: string, value: string, ttlMs: number): Promise<boolean> {
    return this.#store.claim(step, value, ttlMs);
  }

  /** The value `step` was taken with, or undefined while it is free. */
  takenWith(step: string): Promise<string | undefined> {
    return this.#store.readClaim(step);
  }
}
