/**
 * When to retry a safe (GET) gateway call and how long to wait (contract
 * B.8). Pure functions; the client owns the loop.
 */

/** Retry settings of the gateway client; see {@link resolveRetryPolicy} for defaults. */
export interface RetryPolicy {
  /** Retries after the first attempt (so `limit + 1` attempts at most). */
  limit: number;
  /** Backoff base: the n-th retry waits up to `baseDelayMs × 2^(n−1)`. */
  baseDelayMs: number;
  /** Cap of every wait, including one asked for by `Retry-After`. */
  maxDelayMs: number;
}

/** Defaults: 2 retries, 250 ms base, 5 s cap. Negative or non-finite values are refused. */
export function resolveRetryPolicy(options: Partial<RetryPolicy> = {}): RetryPolicy {
  const policy: RetryPolicy = {
    limit: options.limit ?? 2,
    baseDelayMs: options.baseDelayMs ?? 250,
    maxDelayMs: options.maxDelayMs ?? 5_000,
  };
  if (!Number.isInteger(policy.limit) || policy.limit < 0 || policy.limit > 10) {
    throw new RangeError("retry.limit must be an integer from 0 to 10");
  }
  for (const [name, value] of [
    ["retry.baseDelayMs", policy.baseDelayMs],
    ["retry.maxDelayMs", policy.maxDelayMs],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`${name} must be a number of milliseconds, 0 or more`);
    }
  }
  return policy;
}

/** HTTP statuses worth retrying on a GET: rate limited or gateway trouble. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || (status >= 500 && status <= 599);
}

/**
 * Milliseconds a `Retry-After` header asks to wait: delay-seconds
 * (`"2"`, also `"1.5"`) or an HTTP date (relative to `nowMs`, never below 0).
 * `undefined` when the header is absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  nowMs: number,
): number | undefined {
  if (header == null) return undefined;
  const value = header.trim();
  if (value === "") return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/**
 * Wait before retry number `retry` (1 for the first retry): the gateway's
 * `Retry-After` when it gave one, else "full jitter" — a uniformly random
 * wait between 0 and `baseDelayMs × 2^(retry−1)` — so replicas that failed
 * together do not come back together. Always capped at `maxDelayMs`.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, policy.maxDelayMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}
