/**
 * A running bot's mark in its store: a counter `bot-running:<host>:<pid>`
 * whose expiry the bot pushes forward while it runs, and lets run out at
 * once when it stops. A counter is the one record every backend can give a
 * fresh expiry atomically (`increment(key, 0, ttl)`); a bot that dies
 * leaves a mark that runs out by itself within `ttlMs`. Tools that must not
 * run beside a bot (the store move) look for live marks.
 */
import { hostname } from "node:os";
import type { StorageLogger } from "./lock.ts";
import type { Store } from "./types.ts";

/** The key prefix of running marks (counters). */
export const RUNNING_MARK_PREFIX = "bot-running:";
/** How often the mark is renewed (ms). */
export const RUNNING_MARK_EVERY_MS = 15_000;
/** How long a mark outlives its last renewal (ms): a bot that died is forgotten after this. */
export const RUNNING_MARK_TTL_MS = 45_000;

export interface RunningMarkOptions {
  /** Default `<host>:<pid>`. */
  name?: string;
  everyMs?: number;
  ttlMs?: number;
  logger?: StorageLogger;
}

/**
 * Sets this process's running mark in `store` and renews it until `stop()`,
 * which lets it expire (a renewal that fails is logged and tried again at the
 * next turn: the mark is a courtesy to tools, never a lock the bot relies on).
 */
export async function keepRunningMark(
  store: Store,
  options: RunningMarkOptions = {},
): Promise<{ stop(): Promise<void> }> {
  const key = `${RUNNING_MARK_PREFIX}${options.name ?? `${hostname()}:${process.pid}`}`;
  const everyMs = options.everyMs ?? RUNNING_MARK_EVERY_MS;
  const ttlMs = options.ttlMs ?? RUNNING_MARK_TTL_MS;
  const renew = () =>
    store.increment(key, 0, ttlMs).then(
      () => undefined,
      (error: unknown) =>
        options.logger?.warn({ err: error }, "could not renew the running mark in the store"),
    );
  await store.increment(key, 0, ttlMs);
  const timer = setInterval(renew, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await store.increment(key, 0, 1).catch(() => undefined);
    },
  };
}
