/**
 * Graceful shutdown for the two entry points (the bot and the standalone
 * sandbox): on SIGTERM or SIGINT run `stop` once, exit 0 when it finishes,
 * 1 when it fails or takes longer than `limitMs`. The bot's entry point
 * holds signals from its first line (holdSignals), so one that comes while
 * its modules load stops it too.
 */
import type { Logger } from "pino";

const SIGNALS = ["SIGTERM", "SIGINT"] as const;
/** A signal that came while the entry point was still loading (holdSignals), not yet acted on. */
let held: { signal: string | undefined; release: () => void } | undefined;

/**
 * Keeps SIGTERM and SIGINT from ending the process with the default action
 * while it loads its modules (before stopOnSignals is installed): the
 * first one is kept and acted on by stopOnSignals.
 */
export function holdSignals(): void {
  const record = (signal: string) => {
    if (held) held.signal ??= signal;
  };
  const listeners = SIGNALS.map((signal) => [signal, () => record(signal)] as const);
  for (const [signal, listener] of listeners) process.on(signal, listener);
  held = {
    signal: undefined,
    release: () => {
      for (const [signal, listener] of listeners) process.off(signal, listener);
    },
  };
}

/** Runs `stop` once on SIGTERM or SIGINT (or at once for one holdSignals kept). */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>, limitMs: number): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error("shutdown took too long: exiting");
      process.exit(1);
    }, limitMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  if (held) {
    held.release();
    const early = held.signal;
    held = undefined;
    if (early) shutdown(early);
  }
}
