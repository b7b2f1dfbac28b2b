/**
 * Exclusive locks with a lease, shared by every backend. A backend only
 * supplies three atomic primitives on a lock record (take when free or
 * expired, extend, release — each checked against the holder's token); this
 * module adds what is the same everywhere: an in-process queue per key (so
 * callers inside one process wait on a promise instead of polling the store),
 * polling with capped backoff and jitter for holders in other processes, the
 * wait deadline, and lease renewal while the task still runs (so only a holder
 * that died stops renewing and loses the lock after its lease).
 */
import { randomUUID } from "node:crypto";
import { LockTimeoutError } from "./types.ts";

/** The atomic operations a backend offers on a lock record keyed by `key`. */
export interface LeaseBackend {
  /** Takes the lock for `token` when nobody holds it or the holder's lease ran out; true when taken. */
  acquire(key: string, token: string, leaseMs: number): Promise<boolean>;
  /** Extends the lease to `leaseMs` from now if `token` still holds it; false when it was lost. */
  renew(key: string, token: string, leaseMs: number): Promise<boolean>;
  /** Releases the lock if `token` still holds it (a taken-over lock is left alone). */
  release(key: string, token: string): Promise<void>;
}

/** Where lock trouble that cannot be thrown to a caller is reported. */
export interface StorageLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Options of one `withLock` call; see `Store.withLock`. */
export interface LockOptions {
  /** How long to wait for the lock before `LockTimeoutError` (default 30 s). */
  waitMs?: number;
  /** How long the lock outlives a holder that stopped renewing it (default 60 s). */
  leaseMs?: number;
}

export const DEFAULT_LOCK_WAIT_MS = 30_000;
export const DEFAULT_LOCK_LEASE_MS = 60_000;

/** Polling bounds while another process holds the lock. */
const POLL_FIRST_MS = 5;
const POLL_MAX_MS = 100;

/** Thrown by `withLock` and the other operations once the store was closed. */
export class StoreClosedError extends Error {
  constructor() {
    super("the store is closed; open a new one with openStore()");
    this.name = "StoreClosedError";
  }
}

/**
 * Runs tasks under leased locks on one backend. Not re-entrant: taking the
 * same key again inside its own task waits for itself until `waitMs`.
 */
export class LeaseLocks {
  readonly #backend: LeaseBackend;
  readonly #logger: StorageLogger | undefined;
  /** Per key, a promise that settles when the last queued caller of this process is done. */
  readonly #tails = new Map<string, Promise<void>>();
  readonly #renewals = new Set<NodeJS.Timeout>();
  #closed = false;

  constructor(backend: LeaseBackend, logger?: StorageLogger) {
    this.#backend = backend;
    this.#logger = logger;
  }

  /** `Store.withLock`: waits its turn in this process, then for the shared lock, runs `task`, releases. */
  async run<T>(key: string, task: () => Promise<T>, options: LockOptions = {}): Promise<T> {
    if (this.#closed) throw new StoreClosedError();
    const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
    // Whole milliseconds, at least 1: Redis PX and Postgres intervals take integers.
    const leaseMs = Math.max(1, Math.ceil(options.leaseMs ?? DEFAULT_LOCK_LEASE_MS));
    const deadline = Date.now() + waitMs;

    const previous = this.#tails.get(key);
    const turn = Promise.withResolvers<void>();
    // The next caller waits for both us and everyone before us, so a caller
    // that gives up early never lets the one behind it overtake a live holder.
    const tail = previous ? previous.then(() => turn.promise) : turn.promise;
    this.#tails.set(key, tail);
    try {
      if (previous && !(await settlesWithin(previous, deadline - Date.now()))) {
        throw new LockTimeoutError(key, waitMs);
      }
      const token = randomUUID();
      await this.#acquire(key, token, leaseMs, deadline, waitMs);
      const renewal = this.#keepRenewing(key, token, leaseMs);
      try {
        return await task();
      } finally {
        clearInterval(renewal);
        this.#renewals.delete(renewal);
        await this.#backend.release(key, token).catch((error: unknown) => {
          // The lease will run out by itself; the caller's result matters more.
          this.#logger?.warn({ err: error, lock: key }, "could not release a lock");
        });
      }
    } finally {
      turn.resolve();
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }

  /** Stops lease renewals and refuses new locks; held leases then run out by themselves. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#renewals) clearInterval(timer);
    this.#renewals.clear();
  }

  async #acquire(
    key: string,
    token: string,
    leaseMs: number,
    deadline: number,
    waitMs: number,
  ): Promise<void> {
    let delay = POLL_FIRST_MS;
    for (;;) {
      if (this.#closed) throw new StoreClosedError();
      if (await this.#backend.acquire(key, token, leaseMs)) return;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new LockTimeoutError(key, waitMs);
      // Jitter keeps several waiting processes from polling in lockstep.
      await sleep(Math.min(remaining, delay * (0.5 + Math.random())));
      delay = Math.min(POLL_MAX_MS, delay * 2);
    }
  }

  #keepRenewing(key: string, token: string, leaseMs: number): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        this.#backend.renew(key, token, leaseMs).then(
          (held) => {
            if (!held) {
              this.#logger?.error(
                { lock: key, leaseMs },
                "a lock's lease ran out while its task was still running; raise leaseMs",
              );
              clearInterval(timer);
              this.#renewals.delete(timer);
            }
          },
          (error: unknown) =>
            this.#logger?.warn({ err: error, lock: key }, "could not renew a lock's lease"),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    // A renewal alone must not keep the process alive.
    timer.unref();
    this.#renewals.add(timer);
    return timer;
  }
}

/** True when `promise` settles within `ms` milliseconds. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms <= 0) {
    // Still let an already-settled predecessor through.
    return Promise.race([promise.then(() => true), Promise.resolve().then(() => false)]);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
