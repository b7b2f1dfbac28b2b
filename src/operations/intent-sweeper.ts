/**
 * The sweeper of intents under way: once its origin is claimed and its
 * decision taken (direct, or Confirm pressed), an intent is carried to an
 * outcome from the store, never by waiting for Telegram to deliver an
 * update again. A process that died after the decision (SIGKILL, power cut,
 * a replica lost) leaves the intent listed as under way; every
 * `intervalMs`, and once at start-up, this sweeper carries on each one
 * older than `graceMs` (so a live process is not raced) and has its kind's
 * policy announce the outcome (`Intents.sweepUnderWay`). A feature's own
 * work that makes several intents (a rain's shares) is resumed the same
 * way. On several replicas one sweeps at a time (a store lock); each entry
 * is carried under its own lease and announced under a one-use claim, so an
 * overlap neither sends nor tells twice.
 */
import type { Activity } from "../activity.ts";
import type { Logger } from "../logger.ts";
import { LockTimeoutError, type Store } from "../storage/types.ts";
import type { Intents } from "./intents.ts";
import { PeriodicJob } from "./periodic-job.ts";

/** How often the sweeper looks (default of `IntentSweeperOptions.intervalMs`). */
export const INTENT_SWEEP_INTERVAL_MS = 5_000;
/**
 * How long an intent under way is left to its live process before the
 * sweeper carries it on (default of `IntentSweeperOptions.graceMs`): longer
 * than a send waits for the gateway, so only a dead process's is taken.
 */
export const INTENT_SWEEP_GRACE_MS = 60_000;

export interface IntentSweeperOptions {
  intents: Pick<Intents, "sweepUnderWay">;
  store: Store;
  logger: Logger;
  /** Time between sweeps (default `INTENT_SWEEP_INTERVAL_MS`). */
  intervalMs?: number | undefined;
  /** Age of an entry before it is carried on (default `INTENT_SWEEP_GRACE_MS`). */
  graceMs?: number | undefined;
  /** Counts each round, so tests can wait until the bot is idle. */
  activity?: Activity | undefined;
}

export class IntentSweeper {
  readonly #options: IntentSweeperOptions;
  readonly #job: PeriodicJob;

  constructor(options: IntentSweeperOptions) {
    this.#options = options;
    this.#job = new PeriodicJob(
      async () => {
        const carried = await this.sweepOnce();
        if (carried > 0) this.#options.logger.info({ carried }, "intents under way carried on");
      },
      options.intervalMs ?? INTENT_SWEEP_INTERVAL_MS,
      options.activity,
    );
  }

  /** Sweeps at once, then every interval until `stop`. The timer never keeps the process alive. */
  start(): void {
    this.#job.start();
  }

  /** Stops sweeping and waits for a sweep under way (before the store closes). */
  async stop(): Promise<void> {
    await this.#job.stop();
  }

  /**
   * One sweep, unless another replica is sweeping (then 0). Resolves with
   * how many entries were carried on; failures are logged, never thrown.
   */
  async sweepOnce(): Promise<number> {
    const { store, intents, logger } = this.#options;
    const graceMs = this.#options.graceMs ?? INTENT_SWEEP_GRACE_MS;
    try {
      return await store.withLock("intent-sweeper", () => intents.sweepUnderWay(graceMs), {
        waitMs: 0,
        leaseMs: 30_000,
      });
    } catch (error) {
      if (error instanceof LockTimeoutError) return 0;
      logger.warn({ err: error }, "sweeping intents failed; trying again later");
      return 0;
    }
  }
}
