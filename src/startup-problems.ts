/**
 * Failures an operator fixes in a setting, each as one line naming the
 * setting and the fix (start.ts prints it and exits 2, like a bad config).
 * Anything else is an outage or a bug and is logged with its detail.
 */
import { GrammyError } from "grammy";
import { SecretsKeyFileError } from "./accounts/secret-box.ts";
import type { Config } from "./config.ts";
import { StorageSettingsError } from "./storage/index.ts";

/** A Bot API refusal that a setting explains (the token, the API root, the webhook), or undefined. */
export function telegramRefusal(error: unknown): string | undefined {
  if (!(error instanceof GrammyError)) return undefined;
  switch (error.error_code) {
    case 401:
      return "TELEGRAM_BOT_TOKEN: Telegram refused this token (401 Unauthorized): copy the bot's current token from @BotFather and restart";
    case 404:
      return `TELEGRAM_API_ROOT: the Bot API server answered 404 Not Found to ${error.method}: give the server's root URL without a path (and check TELEGRAM_BOT_TOKEN)`;
    case 409:
      return "TELEGRAM_BOT_TOKEN: another process receives this bot's updates (409 Conflict): run one polling process per token, or BOT_MODE=webhook on every replica";
    case 400:
      if (error.method === "setWebhook") {
        return `WEBHOOK_URL: Telegram refused the webhook (${error.description}): use a public https URL on port 443, 80, 88 or 8443`;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** One line for a start-up failure a setting explains, or undefined. */
export function startupProblem(error: unknown, config: Config): string | undefined {
  const refusal = telegramRefusal(error);
  if (refusal) return refusal;
  // The store's server is set up so that it could lose claims (eviction, durability): the message names the setting.
  if (error instanceof StorageSettingsError) return `STORAGE_URL: ${error.message}`;
  if (error instanceof SecretsKeyFileError) return `SECRETS_KEY: ${error.message}`;
  if (!isSystemError(error) || error.syscall !== "listen") return undefined;
  // The two listeners have different ports (config refuses one port for both, 0 aside).
  const metrics = error.port !== undefined && error.port === config.metrics.port;
  const [portName, hostName] = metrics ? ["METRICS_PORT", "METRICS_HOST"] : ["PORT", "HOST"];
  const { host, port } = metrics ? config.metrics : config.http;
  switch (error.code) {
    case "EADDRINUSE":
      return `${portName}: port ${port} on ${host} is already in use: stop the process listening there or choose another ${portName}`;
    case "EACCES":
      return `${portName}: this process may not listen on port ${port}: choose a ${portName} above 1023`;
    case "EADDRNOTAVAIL":
      return `${hostName}: ${host} is not an address of this machine: use ${metrics ? "127.0.0.1, 0.0.0.0" : "0.0.0.0"} or one of its addresses`;
    default:
      return undefined;
  }
}

/** A failed system call; `listen` errors also carry the port. */
function isSystemError(error: unknown): error is NodeJS.ErrnoException & { port?: number } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string";
}
