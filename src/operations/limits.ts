/**
 * Operator limits (product.md §6): a maximum per payment and a per-user
 * daily total, counted per UTC day in the store.
 */
import type Keyv from "keyv";
import type { Store } from "../storage/types.ts";

export interface Limits {
  maxPaymentSat: number;
  dailyLimitSat: number;
}

export type LimitVerdict =
  | { ok: true }
  | { ok: false; reason: "per_payment"; limitSat: number }
  | { ok: false; reason: "daily"; limitSat: number; remainingSat: number };

/** Two days: long enough to outlive the UTC day it counts. */
const COUNTER_TTL_MS = 2 * 24 * 60 * 60_000;

/** The daily spending counters. Callers hold the user's lock around check-and-add. */
export class SpendingCounter {
  readonly #spent: Keyv<number>;
  readonly #now: () => number;

  constructor(store: Store, now: () => number = Date.now) {
    this.#spent = store.keyv<number>("spent");
    this.#now = now;
  }

  /** Whether `amountSat` may be sent now by `userId` under `limits`. */
  async check(userId: number, amountSat: number, limits: Limits): Promise<LimitVerdict> {
    if (amountSat > limits.maxPaymentSat) {
      return { ok: false, reason: "per_payment", limitSat: limits.maxPaymentSat };
    }
    const spent = (await this.#spent.get(this.#key(userId))) ?? 0;
    if (spent + amountSat > limits.dailyLimitSat) {
      return {
        ok: false,
        reason: "daily",
        limitSat: limits.dailyLimitSat,
        remainingSat: Math.max(0, limits.dailyLimitSat - spent),
      };
    }
    return { ok: true };
  }

  /** Adds (or, negative, gives back) `amountSat` to today's total. */
  async add(userId: number, amountSat: number): Promise<void> {
    const key = this.#key(userId);
    const spent = (await this.#spent.get(key)) ?? 0;
    await this.#spent.set(key, Math.max(0, spent + amountSat), COUNTER_TTL_MS);
  }

  #key(userId: number): string {
    return `${userId}:${new Date(this.#now()).toISOString().slice(0, 10)}`;
  }
}
