/**
 * Operator limits (MAX_PAYMENT_SAT, DAILY_LIMIT_SAT): a maximum per payment and a per-user
 * daily total, counted per UTC day in the store.
 */
import type { Store } from "../storage/types.ts";

export interface Limits {
  maxPaymentSat: number;
  dailyLimitSat: number;
}

export type LimitVerdict =
  | { ok: true }
  | { ok: false; reason: "per_payment"; limitSat: number }
  | { ok: false; reason: "daily"; limitSat: number; remainingSat: number };

/** Two days: long enough to outlive the UTC day it counts, and a send that ends after midnight. */
const COUNTER_TTL_MS = 2 * 24 * 60 * 60_000;

/**
 * The daily spending totals, one atomic store counter per user and UTC day
 * (`Store.increment`): concurrent changes from any replica add up, and none
 * is erased by another's stale read. The total of a day is only ever
 * changed by a send counted on that day, so a send keeps its day key (see
 * `today`) and gives its amount back to that day, not to the day it failed on.
 */
export class SpendingCounter {
  readonly #store: Store;
  readonly #now: () => number;

  constructor(store: Store, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /** The day key a send made now counts on: the UTC date, "2026-11-22". */
  today(): string {
    return new Date(this.#now()).toISOString().slice(0, 10);
  }

  /**
   * Whether `shares` payments of `amountSat` each (default one) may be sent
   * now by `userId` under `limits`: each within the per-payment limit, all
   * of them within what is left of the day. Counts nothing (for before a
   * confirmation).
   */
  async check(
    userId: number,
    amountSat: number,
    limits: Limits,
    shares = 1,
  ): Promise<LimitVerdict> {
    if (amountSat > limits.maxPaymentSat) return perPayment(limits);
    const spent = Math.max(0, await this.#store.readCounter(this.#key(userId, this.today())));
    return spent + amountSat * shares > limits.dailyLimitSat ? daily(limits, spent) : { ok: true };
  }

  /**
   * Counts `amountSat` on `day`'s total when it fits under `limits`. Atomic
   * without any lock: the amount is added first and taken back at once when
   * the new total is over the limit, so two reservations racing each other
   * can never both pass it (under a race both may be refused; the user
   * presses again). A refused reservation leaves the total as it was.
   */
  async reserve(
    userId: number,
    amountSat: number,
    limits: Limits,
    day: string = this.today(),
  ): Promise<LimitVerdict> {
    if (amountSat > limits.maxPaymentSat) return perPayment(limits);
    const key = this.#key(userId, day);
    const total = await this.#store.increment(key, amountSat, COUNTER_TTL_MS);
    if (total <= limits.dailyLimitSat) return { ok: true };
    await this.#store.increment(key, -amountSat, COUNTER_TTL_MS);
    return daily(limits, total - amountSat);
  }

  /** What `userId` counted on `day` (default today), never below zero. */
  async spent(userId: number, day: string = this.today()): Promise<number> {
    return Math.max(0, await this.#store.readCounter(this.#key(userId, day)));
  }

  /** Adds (or, negative, gives back) `amountSat` to `day`'s total (default today), atomically. */
  async add(userId: number, amountSat: number, day: string = this.today()): Promise<void> {
    await this.#store.increment(this.#key(userId, day), amountSat, COUNTER_TTL_MS);
  }

  #key(userId: number, day: string): string {
    return `spent:${userId}:${day}`;
  }
}

function perPayment(limits: Limits): LimitVerdict {
  return { ok: false, reason: "per_payment", limitSat: limits.maxPaymentSat };
}

function daily(limits: Limits, spentSat: number): LimitVerdict {
  return {
    ok: false,
    reason: "daily",
    limitSat: limits.dailyLimitSat,
    remainingSat: Math.max(0, limits.dailyLimitSat - Math.max(0, spentSat)),
  };
}
