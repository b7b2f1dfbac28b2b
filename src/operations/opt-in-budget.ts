/**
 * A payer's own daily budget for sends that ask no Confirm because they
 * opted in beforehand (reaction tips today): one atomic store counter per
 * member and UTC day, reserved before such a send is sent or pledged, and
 * given back when it did not go out (or its pledge ended unpaid), as the
 * daily limit of `SpendingCounter` is.
 */
import type { Store } from "../storage/types.ts";

/** Two days: outlives the UTC day it counts and a tip that ends after midnight. */
const COUNTER_TTL_MS = 2 * 24 * 60 * 60_000;

export class OptInBudget {
  readonly #store: Store;
  readonly #now: () => number;

  constructor(store: Store, now: () => number) {
    this.#store = store;
    this.#now = now;
  }

  /** The UTC day a reaction tip made now counts on. */
  today(): string {
    return new Date(this.#now()).toISOString().slice(0, 10);
  }

  /**
   * Counts `amountSat` on `day`'s reaction total when it fits `budgetSat`;
   * false (and nothing counted) when it does not. Atomic: added first,
   * taken back at once when the total passed the budget.
   */
  async reserve(
    userId: number,
    amountSat: number,
    budgetSat: number,
    day: string,
  ): Promise<boolean> {
    const key = this.#key(userId, day);
    const total = await this.#store.increment(key, amountSat, COUNTER_TTL_MS);
    if (fitsBudget(total - amountSat, amountSat, budgetSat)) return true;
    await this.#store.increment(key, -amountSat, COUNTER_TTL_MS);
    return false;
  }

  /** Gives `amountSat` back to `day`'s total (a reaction tip that was not sent). */
  async giveBack(userId: number, amountSat: number, day: string): Promise<void> {
    await this.#store.increment(this.#key(userId, day), -amountSat, COUNTER_TTL_MS);
  }

  /** What `userId` tipped by reactions on `day`. */
  async spent(userId: number, day: string = this.today()): Promise<number> {
    return Math.max(0, await this.#store.readCounter(this.#key(userId, day)));
  }

  #key(userId: number, day: string): string {
    return `reaction-spent:${userId}:${day}`;
  }
}

/** Whether `amountSat` more fits a budget of `budgetSat` with `spentSat` already tipped by reactions today. */
export function fitsBudget(spentSat: number, amountSat: number, budgetSat: number): boolean {
  return Math.max(0, spentSat) + amountSat <= budgetSat;
}
