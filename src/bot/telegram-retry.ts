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
import { InputFile } from "grammy";
import nodeFetch from "node-fetch";

/** How many times a JSON call is re-sent. */
const MAX_RETRIES = 3;
/** The longest `retry_after` waited for; a longer one is answered with an apology instead. */
const MAX_RETRY_AFTER_S = 30;
const BASE_DELAY_MS = 250;

/** node-fetch's type: what grammY's `client.fetch` option expects. */
type Fetch = typeof nodeFetch;

/** grammY's own fetch (node-fetch, which accepts grammY's AbortSignal) with the retries above. */
export function retryingFetch(
  base: Fetch = nodeFetch,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Fetch {
  const retrying = async (...[input, init]: Parameters<Fetch>) => {
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
  return Object.assign(retrying, nodeFetch);
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
