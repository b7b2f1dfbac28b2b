/**
 * Start-up and graceful shutdown only: read the config, start the app, stop
 * it on SIGTERM/SIGINT within a bounded time. Run by main.ts.
 */
import { existsSync } from "node:fs";
import { startApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger, resolveLogFormat } from "./logger.ts";
import { stopOnSignals } from "./shutdown.ts";
import { startupProblem } from "./startup-problems.ts";

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

// Known secrets are also removed by value, wherever they would appear.
const secrets = [config.telegram.token, config.secretsKey];
if (config.mode.kind === "webhook") secrets.push(config.mode.secret);
if (config.metrics.token) secrets.push(config.metrics.token);
const logger = createLogger(config.logLevel, undefined, {
  secrets: secrets.filter((secret): secret is string => secret !== undefined),
  format: resolveLogFormat(config.logFormat),
});
// A signal during start-up ends the start: what was started is stopped again (startApp).
const starting = new AbortController();
const app = startApp(config, logger, { signal: starting.signal }).catch((error: unknown) => {
  if (starting.signal.aborted) {
    logger.info("start-up stopped");
    return undefined;
  }
  // A setting the operator must change: one line, like a bad config, and exit 2.
  const problem = startupProblem(error, config);
  if (problem) {
    console.error(`config: ${problem}`);
    process.exit(2);
  }
  logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
});

// Listening for signals from the start: one while the app comes up (waiting for Telegram or the
// store, say) stops the start cleanly; one once it runs stops the app.
stopOnSignals(
  logger,
  async () => {
    starting.abort();
    await (await app)?.stop();
  },
  SHUTDOWN_LIMIT_MS,
);
await app;
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
