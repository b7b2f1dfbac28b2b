import { describe, expect, it } from "vitest";
import {
  isRetryableStatus,
  parseRetryAfter,
  resolveRetryPolicy,
  retryDelayMs,
} from "../../src/gateway/retry-policy.ts";

describe("retry policy", () => {
  it("defaults to 2 retries, 250 ms base, 5 s cap", () => {
    expect(resolveRetryPolicy()).toEqual({ limit: 2, baseDelayMs: 250, maxDelayMs: 5000 });
    expect(() => resolveRetryPolicy({ limit: -1 })).toThrow(/retry.limit/);
    expect(() => resolveRetryPolicy({ maxDelayMs: Number.NaN })).toThrow(/retry.maxDelayMs/);
  });

  it("waits with full jitter under an exponential ceiling, capped", () => {
    const policy = resolveRetryPolicy({ baseDelayMs: 100, maxDelayMs: 300 });
    expect(retryDelayMs(policy, 1, undefined, () => 0.999)).toBe(99);
    expect(retryDelayMs(policy, 2, undefined, () => 0.5)).toBe(100);
    expect(retryDelayMs(policy, 5, undefined, () => 0.999)).toBe(299);
    expect(retryDelayMs(policy, 3, undefined, () => 0)).toBe(0);
  });

  it("prefers the gateway's Retry-After, still capped", () => {
    const policy = resolveRetryPolicy({ maxDelayMs: 5000 });
    expect(retryDelayMs(policy, 1, 2000, () => 0)).toBe(2000);
    expect(retryDelayMs(policy, 1, 60_000, () => 0)).toBe(5000);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2024-11-22T08:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter("Fri, 22 Nov 2024 08:00:10 GMT", now)).toBe(10_000);
    expect(parseRetryAfter("Fri, 22 Nov 2024 07:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("retries rate limits and gateway trouble, not refusals", () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404].some(isRetryableStatus)).toBe(false);
  });
});
