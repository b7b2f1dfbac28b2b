/**
 * The store behind the bot: Keyv for plain key-value data (settings,
 * conversation state, history) plus the few atomic operations money safety
 * needs, which Keyv itself does not offer. One implementation per backend
 * (embedded SQLite through node:sqlite, in-memory for tests, Redis, Postgres).
 */
import type Keyv from "keyv";
import type { OrderedIndex } from "./ordered-index.ts";

export interface Store {
  /** Human-readable backend name for logs and /health: "sqlite", "memory", "redis", "postgres". */
  readonly backend: string;

  /**
   * A Keyv instance whose keys live under `namespace` in this store.
   * Values are JSON-serialisable. Instances are cached per namespace.
   * `durable: false` marks data whose last writes may be lost in a power cut
   * without harm (marks of handled updates, rate counters): a backend may
   * then skip flushing each write to disk. Ask the same way every time.
   */
  keyv<T = unknown>(namespace: string, options?: KeyvOptions): Keyv<T>;

  /**
   * Atomic insert-if-absent: stores `value` under `key` and returns true only
   * for the one caller that created it; every later or concurrent caller (in
   * any process sharing the store) gets false. `ttlMs` (default: forever)
   * lets a claim expire. This is the single guard against paying twice.
   */
  claim(key: string, value: string, ttlMs?: number): Promise<boolean>;

  /** The value a claim was made with, or undefined when there is none (or it expired). */
  readClaim(key: string): Promise<string | undefined>;

  /**
   * Atomically adds `delta` (a safe integer, negative to take away) to the
   * counter `key` and returns its new value; a missing or expired counter
   * starts from 0. Concurrent calls from any process sharing the store never
   * lose one another's change (Redis INCRBY, SQL `SET value = value + ?`),
   * unlike a read-then-write through Keyv. The counter then expires `ttlMs`
   * after this call (default: never). Counters have their own key space,
   * apart from claims and Keyv namespaces.
   */
  increment(key: string, delta: number, ttlMs?: number): Promise<number>;

  /** A counter's value: 0 when there is none (or it expired). */
  readCounter(key: string): Promise<number>;

  /**
   * Runs `task` while holding an exclusive lock on `key` across every process
   * sharing the store (per-chat ordering). Waits for the lock up to
   * `waitMs` (default 30 s) and throws `LockTimeoutError` after; the lock
   * expires by itself after `leaseMs` (default 60 s) if its holder died.
   *
   * The lease is renewed while `task` runs; `signal` aborts (reason:
   * `LockLostError`) when it can no longer be: a task checks it before
   * writing what the lock guards, and stops (see lock.ts). Even so a long
   * pause of the holder can let a second holder in, so money safety never
   * rests on a lock alone: the uses are payments' `send-user` (ordering; the
   * claim and the daily-limit reservation are atomic), the ledger's
   * `history` (checks the signal and redoes its write under a new lease),
   * and `chat` ordering, tip receipts and sandbox account provisioning
   * (ordering and counts on screen: no money).
   */
  withLock<T>(
    key: string,
    task: (signal: AbortSignal) => Promise<T>,
    options?: { waitMs?: number; leaseMs?: number },
  ): Promise<T>;

  /**
   * The ordered index `name` (a plain name, as a Keyv namespace): members
   * under a key, read a range at a time in score order by the backend's
   * own index (see ordered-index.ts). Its own key space, apart from Keyv
   * namespaces, claims and counters. Instances are cached per name.
   */
  orderedIndex(name: string): OrderedIndex;

  /** Throws when the backend cannot be reached (used by /health). */
  ping(): Promise<void>;

  /** Closes connections and files; the store is unusable after. */
  close(): Promise<void>;
}

/** Options of `Store.keyv`. */
export interface KeyvOptions {
  /** Default true: every write reaches the disk before it resolves. */
  durable?: boolean;
}

export class LockTimeoutError extends Error {
  constructor(key: string, waitMs: number) {
    super(`could not take the lock "${key}" within ${waitMs} ms`);
    this.name = "LockTimeoutError";
  }
}

/** The reason a task's lock signal aborts: its lease could not be kept, so another holder may soon take the lock. */
export class LockLostError extends Error {
  constructor(key: string) {
    super(`the lease of the lock "${key}" could not be kept; the task must stop and may be redone`);
    this.name = "LockLostError";
  }
}
