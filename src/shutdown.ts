/**
 * Graceful shutdown for the two entry points (the bot and the standalone
 * sandbox): on SIGTERM or SIGINT run `stop` once, exit 0 when it finishes,
 * 1 when it fails or takes longer than `limitMs`.
 */
import type { Logger } from "pino";

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
}
