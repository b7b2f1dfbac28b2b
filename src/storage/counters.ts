/** Argument checks of `Store.increment`, the same for every backend. */

/**
 * Returns `ttlMs` as whole milliseconds (at least 1; undefined: no expiry).
 * Throws a RangeError when `delta` is not a safe integer or `ttlMs` is not
 * a positive finite number: a counter of satoshi takes whole numbers only.
 */
export function checkedCounterArguments(
  delta: number,
  ttlMs: number | undefined,
): number | undefined {
  if (!Number.isSafeInteger(delta)) {
    throw new RangeError(`a counter changes by whole numbers only, not ${delta}`);
  }
  if (ttlMs === undefined) return undefined;
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) {
    throw new RangeError(`a counter's ttlMs must be a positive number, not ${ttlMs}`);
  }
  return Math.max(1, Math.ceil(ttlMs));
}
