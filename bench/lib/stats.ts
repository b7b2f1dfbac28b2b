/**
 * Small statistics for benchmark samples: percentiles by the nearest-rank
 * method (no interpolation, so p99 of 100 samples is the largest but one).
 */

/** Summary of a set of durations in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/**
 * The `p`-th percentile (0 < p ≤ 100) of `values` by nearest rank; NaN for
 * no values. Does not modify `values`.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return percentileOfSorted(sorted, p);
}

function percentileOfSorted(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** p50, p99, max and mean of `values` (all NaN when empty). */
export function summarize(values: readonly number[]): LatencySummary {
  if (values.length === 0) {
    return { count: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN, mean: Number.NaN };
  }
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentileOfSorted(sorted, 50),
    p99: percentileOfSorted(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: total / sorted.length,
  };
}

/** The median of `values`: the middle value, or the mean of the two middle ones (NaN when empty). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** `value` with `digits` decimals, or "–" for NaN/undefined. */
export function fixed(value: number | undefined, digits = 1): string {
  return value === undefined || Number.isNaN(value) ? "–" : value.toFixed(digits);
}
