/**
 * Exclusive locks with a lease, shared by every backend. A backend only
 * supplies three atomic primitives on a lock record (take when free or
 * expired, extend, release — each checked against the holder's token); this
 * module adds what is the same everywhere: an in-process queue per key (so
 * callers inside one process wait on a promise instead of polling the store),
 * polling with capped backoff and jitter for holders in other processes, the
 * wait deadline, and lease renewal while the task still runs (so only a holder
 * that died stops renewing and loses the lock after its lease).
 *
 * A lease cannot make a live holder stop: a holder whose renewals fail (the
 * store unreachable, the process paused) keeps running while its lease runs
 * out, and then a second holder may take the lock. So each task gets an
 * AbortSignal that aborts (with `LockLostError`) while a quarter of the lease
 * is still left when no renewal has extended it, or at once when a renewal
 * finds the lock taken. A task checks it before it writes what the lock
 * guards and stops there; it is then done before anyone else can hold the
 * lock. A pause longer than that margin between the check and the write
 * still slips through, so money safety never rests on a lock alone: it rests
 * on the store's atomic claims and counters (see Store.withLock).
 */
import { randomUUID } from "node:crypto";
import { LockLostError, LockTimeoutError } from "./types.ts";

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

/** How long a closing store waits for its held leases to be given back (ms), by default. */
const RELEASE_ON_CLOSE_MS = 1_000;

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
  /** Locks held by tasks of this process: stopping one ends its renewals and timers. */
  readonly #held = new Set<HeldLease>();
  readonly #releaseOnCloseMs: number;
  #closed = false;

  /** `releaseOnCloseMs`: how long `close` waits for the held leases' releases (default 1 s). */
  constructor(
    backend: LeaseBackend,
    logger?: StorageLogger,
    options: { releaseOnCloseMs?: number } = {},
  ) {
    this.#backend = backend;
    this.#logger = logger;
    this.#releaseOnCloseMs = options.releaseOnCloseMs ?? RELEASE_ON_CLOSE_MS;
  }

  /**
   * `Store.withLock`: waits its turn in this process, then for the shared
   * lock, runs `task` with a signal that aborts when the lease can no longer
   * be vouched for (see the module comment), releases.
   */
  async run<T>(
    key: string,
    task: (signal: AbortSignal) => Promise<T>,
    options: LockOptions = {},
  ): Promise<T> {
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
      const requestedAt = await this.#acquire(key, token, leaseMs, deadline, waitMs);
      const held = this.#hold(key, token, leaseMs, requestedAt);
      try {
        return await task(held.signal);
      } finally {
        held.stop();
        // Once closed, `close` gave the lease back (the backend may be gone by now).
        if (!this.#closed)
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

  /**
   * Stops lease renewals (aborting the signals of running tasks), refuses
   * new locks, and gives the held leases back while the backend is still
   * open (a process that stops gracefully does not make the others wait its
   * leases out, as a crashed one does). The tasks' signals abort before
   * the release is sent, so a task that checks its signal before it writes
   * (as every task must, see the module comment) writes nothing after it;
   * one that does not is no worse off than after a lost lease. A release
   * that does not answer within `releaseOnCloseMs` is left to run out by
   * itself. Await it before closing the backend's connection.
   */
  async close(): Promise<void> {
    this.#closed = true;
    const held = [...this.#held];
    for (const lease of held) {
      lease.lose(new StoreClosedError());
      lease.stop();
    }
    if (held.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#releaseOnCloseMs);
      timer.unref();
    });
    await Promise.race([
      Promise.allSettled(held.map((lease) => this.#backend.release(lease.key, lease.token))),
      late,
    ]);
    clearTimeout(timer);
  }

  /** Takes the lock; resolves with the local time the winning request was sent (the lease runs from no earlier). */
  async #acquire(
    key: string,
    token: string,
    leaseMs: number,
    deadline: number,
    waitMs: number,
  ): Promise<number> {
    let delay = POLL_FIRST_MS;
    for (;;) {
      if (this.#closed) throw new StoreClosedError();
      const requestedAt = Date.now();
      if (await this.#backend.acquire(key, token, leaseMs)) return requestedAt;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new LockTimeoutError(key, waitMs);
      // Jitter keeps several waiting processes from polling in lockstep.
      await sleep(Math.min(remaining, delay * (0.5 + Math.random())));
      delay = Math.min(POLL_MAX_MS, delay * 2);
    }
  }

  /**
   * Keeps the lease renewed every third of it, and aborts the task's signal
   * once the lease is no longer safely ours: a quarter of it before it could
   * run out counted from the last request that extended it (sent at or
   * before the store set the expiry, so this is never late by the store's
   * clock), or at once when a renewal finds the lock taken.
   */
  #hold(key: string, token: string, leaseMs: number, requestedAt: number): HeldLease {
    const controller = new AbortController();
    const margin = Math.floor(leaseMs / 4);
    let guard: NodeJS.Timeout | undefined;
    const armUntil = (validUntil: number) => {
      clearTimeout(guard);
      guard = setTimeout(
        () => {
          this.#logger?.error(
            { lock: key, leaseMs },
            "a lock's lease could not be renewed: its task is told to stop",
          );
          held.lose(new LockLostError(key));
        },
        Math.max(0, validUntil - margin - Date.now()),
      );
      // Timers of a lock alone must not keep the process alive.
      guard.unref();
    };
    const renewal = setInterval(
      () => {
        const sentAt = Date.now();
        this.#backend.renew(key, token, leaseMs).then(
          (still) => {
            if (controller.signal.aborted) return;
            if (still) return armUntil(sentAt + leaseMs);
            this.#logger?.error(
              { lock: key, leaseMs },
              "a lock's lease ran out while its task was still running; raise leaseMs",
            );
            held.lose(new LockLostError(key));
            clearInterval(renewal);
          },
          (error: unknown) =>
            this.#logger?.warn({ err: error, lock: key }, "could not renew a lock's lease"),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    const held: HeldLease = {
      key,
      token,
      signal: controller.signal,
      lose(reason) {
        // Renewals go on while the task winds down (unless the lock is gone): they keep others out longer.
        if (!controller.signal.aborted) controller.abort(reason);
        clearTimeout(guard);
      },
      stop: () => {
        clearInterval(renewal);
        clearTimeout(guard);
        this.#held.delete(held);
      },
    };
    armUntil(requestedAt + leaseMs);
    this.#held.add(held);
    return held;
  }
}

/** A lock a task of this process holds. */
interface HeldLease {
  readonly key: string;
  /** This holder's token: a release names it, so a taken-over lock is left alone. */
  readonly token: string;
  /** Aborts when the lease can no longer be vouched for. */
  readonly signal: AbortSignal;
  /** Aborts the signal with `reason`. */
  lose(reason: Error): void;
  /** Ends renewals and timers (the task is over). */
  stop(): void;
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
