/**
 * Start-up and graceful shutdown only: read the config, start the app, stop
 * it on SIGTERM/SIGINT within a bounded time. Run by main.ts.
 */
import { existsSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { startApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger, resolveLogFormat } from "./logger.ts";
import { stopOnSignals } from "./shutdown.ts";
import { startupProblem } from "./startup-problems.ts";

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 15_000;
/** How long a signal during start-up waits for the app to finish coming up, to stop it cleanly. */
const STARTING_GRACE_MS = 2_000;

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
const starting = startApp(config, logger).catch((error: unknown) => {
  // A setting the operator must change: one line, like a bad config, and exit 2.
  const problem = startupProblem(error, config);
  if (problem) {
    console.error(`config: ${problem}`);
    process.exit(2);
  }
  logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
});

// Listening for signals from the start: a SIGTERM right as the app comes up (its "started"
// line is written just before it is handed over) stops it cleanly; one while it still waits
// for Telegram or the store ends the process without waiting longer.
stopOnSignals(
  logger,
  async () => {
    const app = await Promise.race([starting, delay(STARTING_GRACE_MS).then(() => undefined)]);
    await app?.stop();
  },
  SHUTDOWN_LIMIT_MS,
);
await starting;
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
