/**
 * Retries of Telegram calls on 429 (honouring `retry_after` up to 30 s) and
 * 5xx, at most 3 times, done below grammY in its `fetch`. Why there and not
 * only with auto-retry on `bot.api`: calls made inside a conversation go
 * through a fresh Api that records each answer for replay; a failed answer
 * retried above that layer is recorded as a failure and every later replay
 * waits the backoff again while holding the chat. A retry inside `fetch` is
 * invisible to the recording. Only JSON calls can be re-sent from there
 * (an upload's body is a stream read once), so uploads keep auto-retry.
 * Network errors are not retried: they reach the error boundary.
 * With the outgoing queue (outgoing-queue.ts) below it, a 429 also pauses
 * that chat in the queue, so the resend waits its turn there.
 */
import { autoRetry } from "@grammyjs/auto-retry";
import type { Transformer } from "grammy";
import { HttpError, InputFile } from "grammy";
import { type Logger, redactSecrets } from "../logger.ts";
import { type TelegramFetch, telegramHttp } from "./telegram-http.ts";
import type { TelegramStatus } from "./telegram-status.ts";
import { TelegramTimeoutError } from "./telegram-timeout.ts";

export { TelegramTimeoutError };

/** How many times a JSON call is re-sent. */
const MAX_RETRIES = 3;
/** The longest `retry_after` waited for; a longer one is answered with an apology instead. */
export const MAX_RETRY_AFTER_S = 30;
const BASE_DELAY_MS = 250;

/** `base` (the outgoing queue, then the exchange of telegram-http.ts) with the retries above. */
export function retryingFetch(
  base: TelegramFetch,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): TelegramFetch {
  return async (input, init) => {
    const replayable = init?.body === undefined || typeof init.body === "string";
    for (let attempt = 0; ; attempt++) {
      const response = await base(input, init);
      if (!replayable || attempt >= MAX_RETRIES || init?.signal?.aborted) return response;
      if (response.status === 429) {
        const body = (await response
          .clone()
          .json()
          .catch(() => undefined)) as { parameters?: { retry_after?: unknown } } | undefined;
        const after = body?.parameters?.retry_after;
        if (typeof after !== "number" || after > MAX_RETRY_AFTER_S) return response;
        await sleep(after * 1000);
        continue;
      }
      if (response.status >= 500) {
        await sleep(BASE_DELAY_MS * 2 ** attempt);
        continue;
      }
      return response;
    }
  };
}

/** auto-retry for calls that upload a file (which `retryingFetch` cannot re-send). */
export function retryUploads(): Transformer {
  const retry = autoRetry({
    maxRetryAttempts: MAX_RETRIES,
    maxDelaySeconds: MAX_RETRY_AFTER_S,
    rethrowInternalServerErrors: false,
    rethrowHttpErrors: true,
  });
  return (prev, method, payload, signal) =>
    hasFile(payload) ? retry(prev, method, payload, signal) : prev(method, payload, signal);
}

function hasFile(payload: unknown): boolean {
  if (payload instanceof InputFile) return true;
  if (typeof payload !== "object" || payload === null) return false;
  return Object.values(payload).some(
    (value) => value instanceof InputFile || (Array.isArray(value) && value.some(hasFile)),
  );
}

export interface TelegramFetchOptions {
  /**
   * Longest wait for the answer to one request (until its headers arrive);
   * getUpdates gets its long-poll time on top. grammY's own limit (500 s)
   * would leave a bot behind a silent firewall waiting for minutes.
   */
  timeoutMs: number;
  /** Told the result of every request (for /health). */
  status?: TelegramStatus;
}

/**
 * The bottom of every Bot API request (bot.api, each update's api and the
 * conversations' own Api objects all use it): a time limit per request,
 * the result recorded in `status`, and the bot token taken out of the
 * errors of failed requests at the source. Below it is the exchange of
 * telegram-http.ts (`base`); node-fetch, which makes the first calls, says
 * `request to <apiRoot>/bot<token>/<method> failed, reason: …`; grammY
 * keeps that error, the conversations plugin stores it, and anything that
 * prints it (a library writing to stderr) would print the token.
 */
export function telegramFetch(
  options: TelegramFetchOptions,
  base: TelegramFetch = telegramHttp(),
): TelegramFetch {
  return async (input, init) => {
    const method = methodOf(
      String(typeof input === "object" && "url" in input ? input.url : input),
    );
    const limitMs = options.timeoutMs + (method === "getUpdates" ? longPollMs(init?.body) : 0);
    const controller = new AbortController();
    const caller = init?.signal ?? undefined;
    const abort = () => controller.abort();
    if (caller?.aborted) controller.abort();
    else caller?.addEventListener("abort", abort);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limitMs);
    try {
      // node-fetch takes any signal whose class is named AbortSignal, as Node's is; undici any.
      const signal = controller.signal as unknown as NonNullable<typeof init>["signal"];
      const response = await base(input, { ...init, signal });
      options.status?.answered(method, response.status);
      return response;
    } catch (error) {
      // A request the caller cancelled (polling stopped) says nothing about Telegram.
      if (timedOut || !caller?.aborted) options.status?.failed(method);
      if (timedOut) throw new TelegramTimeoutError(method, limitMs);
      throw withoutToken(error);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener("abort", abort);
    }
  };
}

/** The Bot API method of a request URL (`…/bot<token>/<method>`). */
function methodOf(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.slice(path.lastIndexOf("/") + 1);
}

/** getUpdates' long-poll time (its `timeout` parameter, seconds) in ms. */
function longPollMs(body: unknown): number {
  if (typeof body !== "string") return 0;
  try {
    const timeout = (JSON.parse(body) as { timeout?: unknown }).timeout;
    return typeof timeout === "number" && timeout > 0 ? timeout * 1000 : 0;
  } catch {
    return 0;
  }
}

function withoutToken(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  try {
    error.message = redactSecrets(error.message);
    if (typeof error.stack === "string") error.stack = redactSecrets(error.stack);
  } catch {
    // A frozen error keeps its text; the logger removes the token when it writes it.
  }
  return error;
}

/**
 * Calls retried for as long as Telegram cannot be reached: nobody is
 * waiting for their answer, and repeating them is harmless (start-up's
 * getMe and webhook set-up, and long polling).
 */
const RETRIED_WHILE_UNREACHABLE = new Set(["getMe", "getUpdates", "deleteWebhook", "setWebhook"]);

export interface UnreachableRetryOptions {
  logger: Logger;
  /** Wait after the first failure (default 1 s), doubled after each further one... */
  firstDelayMs?: number;
  /** ...up to this (default 30 s). */
  maxDelayMs?: number;
  now?: () => number;
}

/**
 * Retries the calls in {@link RETRIED_WHILE_UNREACHABLE} while Telegram
 * gives no answer (network error, timeout) or a server error (5xx), or
 * asks to wait (429): each failed attempt is logged (the error without the
 * token) with when the next one comes, and a recovery is logged once.
 * Other refusals (401, 409, 400…) are returned at once (a refused poll
 * logged: the runner does not say it). Without it grammY
 * retries getMe silently for up to 20 minutes between attempts, and the
 * runner's getUpdates retries double without limit and print to stderr.
 * An abort of `signal` (polling stopped) ends the waiting.
 */
export function retryWhileUnreachable(options: UnreachableRetryOptions): Transformer {
  const firstDelayMs = options.firstDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const now = options.now ?? Date.now;
  const log = options.logger;
  return async (prev, method, payload, signal) => {
    if (!RETRIED_WHILE_UNREACHABLE.has(method)) return prev(method, payload, signal);
    let failures = 0;
    let firstFailureAt = 0;
    for (;;) {
      let retryAfterMs: number | undefined;
      let failure: Record<string, unknown>;
      let thrown: unknown;
      let answer: Awaited<ReturnType<typeof prev>> | undefined;
      try {
        // After a failure, poll without waiting: a long poll would hide Telegram's
        // return (in the log and /health) until it ends, up to 30 s later.
        const attempt =
          failures > 0 && method === "getUpdates"
            ? { ...(payload as object), timeout: 0 }
            : payload;
        answer = await prev(method, attempt as typeof payload, signal);
        if (answer.ok || (answer.error_code < 500 && answer.error_code !== 429)) {
          // The runner runs silent: a refused poll is said here (start-up's are reported by main.ts).
          if (!answer.ok && method === "getUpdates") {
            log.warn(
              { method, error_code: answer.error_code, description: answer.description },
              `Telegram refused ${method}`,
            );
          }
          if (failures > 0) {
            log.info(
              { method, failed_attempts: failures, down_ms: now() - firstFailureAt },
              "Telegram reachable again",
            );
          }
          return answer;
        }
        const after = answer.parameters?.retry_after;
        if (answer.error_code === 429 && typeof after === "number") retryAfterMs = after * 1000;
        failure = { error_code: answer.error_code, description: answer.description };
      } catch (error) {
        if (signal?.aborted || !(error instanceof HttpError)) throw error;
        thrown = error;
        failure = { err: error };
      }
      failures += 1;
      if (failures === 1) firstFailureAt = now();
      const delayMs = retryAfterMs ?? Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - 1));
      log.warn(
        {
          method,
          attempt: failures,
          ...failure,
          retry_in_ms: delayMs,
          next_retry_at: new Date(now() + delayMs).toISOString(),
        },
        `Telegram unreachable: ${method} failed, next attempt in ${formatDelay(delayMs)}`,
      );
      await pause(delayMs, signal);
      if (signal?.aborted) {
        if (answer) return answer;
        throw thrown;
      }
    }
  };
}

function formatDelay(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

/** What `pause` needs of an abort signal (grammY's is a polyfill's, not Node's). */
interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

/** Waits `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignalLike | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done);
  });
}
