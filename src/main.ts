/**
 * Start-up and graceful shutdown only: read the config, start the app, stop
 * it on SIGTERM/SIGINT within a bounded time.
 */
import { existsSync } from "node:fs";
import { startApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 15_000;

if (existsSync(".env")) process.loadEnvFile(".env");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(`config: ${problem}`);
    process.exit(2);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
const app = await startApp(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
});

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const timer = setTimeout(() => {
    logger.error("shutdown took too long: exiting");
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  timer.unref();
  app.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    },
  );
};
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
