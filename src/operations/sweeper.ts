/**
 * The sweeper of unsettled sends: a send whose process died after its
 * claim (SIGKILL, power cut, OOM) is never finished by that process, and
 * no press may ever come. Every `intervalMs`, and once at start-up, the
 * sweeper settles such sends (`Payments.sweepUnsettled`: unknown, never
 * re-sent, and the payer told), at the latest an interval after their
 * lease ran out. On several replicas one sweeps at a time (a store lock);
 * the others skip that round, and each send is settled under its own lease
 * anyway, so an overlap could not settle one twice.
 */
import type { Activity } from "../activity.ts";
import type { Logger } from "../logger.ts";
import { LockTimeoutError, type Store } from "../storage/types.ts";
import type { Payments } from "./payments.ts";
import { PeriodicJob } from "./periodic-job.ts";

/** How often the sweeper looks (default of `SendSweeperOptions.intervalMs`). */
export const SWEEP_INTERVAL_MS = 5_000;

export interface SendSweeperOptions {
  /** The sweep; `signal` aborts when the sweeper stops or loses its lock (a long sweep may end early). */
  payments: { sweepUnsettled(signal: AbortSignal): ReturnType<Payments["sweepUnsettled"]> };
  store: Store;
  logger: Logger;
  /** Time between sweeps (default `SWEEP_INTERVAL_MS`). */
  intervalMs?: number | undefined;
  /**
   * The store lock one sweeping replica holds (default "send-sweeper"), and
   * what is swept, for the log (default "unsettled sends"). The same sweeper
   * ends expired offers (src/operations/offers.ts) with its own lock.
   */
  lockKey?: string;
  what?: string;
  /**
   * After a sweep that failed (the store not answering), how long sweeping
   * pauses (default 0). The send sweeper pauses a send lease: a live holder
   * whose lease ran out during a store outage then records the outcome it
   * kept before a sweep could settle its send as unknown.
   */
  quietAfterFailureMs?: number;
  now?: () => number;
  /** Counts each round, so tests can wait until the bot is idle. */
  activity?: Activity | undefined;
}

export class SendSweeper {
  readonly #options: SendSweeperOptions;
  readonly #job: PeriodicJob;
  /** When a sweep last failed. */
  #failedAt: number | undefined;
  /** Aborted by `stop`: a sweep under way may end between two steps. */
  readonly #stopping = new AbortController();

  constructor(options: SendSweeperOptions) {
    this.#options = options;
    this.#job = new PeriodicJob(
      async () => {
        const settled = await this.sweepOnce();
        if (settled > 0) this.#options.logger.info({ settled, what: this.#what }, "swept");
      },
      options.intervalMs ?? SWEEP_INTERVAL_MS,
      options.activity,
    );
  }

  get #what(): string {
    return this.#options.what ?? "unsettled sends";
  }

  /** Sweeps at once, then every interval until `stop`. The timer never keeps the process alive. */
  start(): void {
    this.#job.start();
  }

  /** Stops sweeping and waits for a sweep under way (before the store closes). */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await this.#job.stop();
  }

  /**
   * One sweep, unless another replica is sweeping (then 0). Resolves with
   * how many sends were settled; failures are logged, never thrown.
   */
  async sweepOnce(): Promise<number> {
    const { store, payments, logger } = this.#options;
    const now = this.#options.now ?? Date.now;
    const quietMs = this.#options.quietAfterFailureMs ?? 0;
    if (this.#failedAt !== undefined && now() - this.#failedAt < quietMs) return 0;
    try {
      return await store.withLock(
        this.#options.lockKey ?? "send-sweeper",
        (signal) => payments.sweepUnsettled(AbortSignal.any([signal, this.#stopping.signal])),
        {
          waitMs: 0,
          leaseMs: 30_000,
        },
      );
    } catch (error) {
      if (error instanceof LockTimeoutError) return 0;
      this.#failedAt = now();
      logger.warn({ err: error, what: this.#what }, "sweeping failed; trying again later");
      return 0;
    }
  }
}
