/**
 * Request nonces (contract B.3): decimal strings of at most 19 digits that
 * the gateway accepts only once per API key.
 *
 * A nonce is `microseconds since the epoch × 1000 + process tag`, where the
 * tag (0–999) is drawn at random once per source. Two processes sharing a key
 * can only collide if they drew the same tag AND read the same microsecond,
 * so nonces are unique across replicas in practice. Within one source every
 * nonce is strictly greater than the previous one even when the clock stands
 * still or goes backwards: the source then steps one microsecond past its
 * last nonce, keeping its tag. Today's values have 19 digits and stay below
 * 2^63 (a signed 64-bit integer on the gateway) until the year 2262.
 */
import { randomInt } from "node:crypto";
import { performance } from "node:perf_hooks";

const TAGS = 1000n;
const MAX_NONCE = 9_999_999_999_999_999_999n; // 19 digits (B.3)

/** Options of {@link createNonceSource}; the defaults suit production. */
export interface NonceSourceOptions {
  /**
   * Wall-clock time in milliseconds, fractions allowed. Default: the
   * process's high-resolution clock anchored at its start
   * (`performance.timeOrigin + performance.now()`), which has microsecond
   * resolution where `Date.now()` has only milliseconds.
   */
  nowMs?: () => number;
  /** This source's tag, an integer 0–999. Default: random. */
  tag?: number;
}

/**
 * Returns a function producing nonces (B.3): strings of 1 to 19 digits,
 * strictly increasing for this source, tagged per process (see the module
 * comment). Share one source per process and API key; the gateway client
 * creates one by default. Throws only if the clock reads beyond the year 2286,
 * where 19 digits no longer suffice.
 */
export function createNonceSource(options: NonceSourceOptions = {}): () => string {
  const nowMs = options.nowMs ?? (() => performance.timeOrigin + performance.now());
  const tag = options.tag ?? randomInt(Number(TAGS));
  if (!Number.isInteger(tag) || tag < 0 || tag >= Number(TAGS)) {
    throw new RangeError("the nonce tag must be an integer from 0 to 999");
  }
  const tagBig = BigInt(tag);
  let last = -1n;
  return () => {
    const micros = BigInt(Math.max(0, Math.floor(nowMs() * 1000)));
    let next = micros * TAGS + tagBig;
    // Same or earlier clock reading than last time: step past the last nonce,
    // in whole microseconds so the tag (the value modulo 1000) is kept.
    if (next <= last) next = last + TAGS;
    if (next > MAX_NONCE) {
      throw new RangeError("the clock is too far in the future for a 19-digit nonce");
    }
    last = next;
    return next.toString();
  };
}
