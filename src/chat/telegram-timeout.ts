/**
 * The error of a Bot API call that got no answer in time, on its own so the
 * logger can recognise it (src/known-errors.ts) without importing the fetch
 * layer that logs through it.
 */

/** A Bot API call that got no answer in time. */
export class TelegramTimeoutError extends Error {
  readonly method: string;
  readonly timeoutMs: number;
  constructor(method: string, timeoutMs: number) {
    super(`no answer from the Bot API to ${method} within ${timeoutMs} ms`);
    this.name = "TelegramTimeoutError";
    this.method = method;
    this.timeoutMs = timeoutMs;
  }
}
