/**
 * The logging surface the sandbox needs; a pino logger fits it. The sandbox
 * logs ids, hosts and statuses, never keys, secrets, signatures or invoices.
 */

/** Structured logger: an object of fields, then a message. */
export interface SandboxLogger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** A logger that drops everything: the default when none is given. */
export const silentLogger: SandboxLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};
