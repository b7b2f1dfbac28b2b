/**
 * The application logger (pino, JSON lines on stdout). Known secret-bearing
 * fields are redacted wherever they appear; code must still never pass
 * tokens, keys, secrets or whole invoices to it.
 */
import { type Logger, pino } from "pino";

export type { Logger };

const REDACTED_PATHS = [
  "token",
  "*.token",
  "apiKey",
  "*.apiKey",
  "secretKey",
  "*.secretKey",
  "secret",
  "*.secret",
  "invoice",
  "*.invoice",
  "headers.authorization",
  'headers["x-gateway-api-key"]',
  'headers["x-gateway-api-signature"]',
];

/** Creates the root logger; `destination` defaults to stdout (tests pass a stream). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, base: undefined },
    destination,
  );
}
