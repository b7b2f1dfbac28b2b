/**
 * Replay protection for request nonces (contract B.3), per API key, in
 * bounded memory: the most recent accepted nonces are remembered exactly;
 * when that window is full its lower half is forgotten and everything at or
 * below the highest forgotten nonce is refused from then on (the low-water
 * mark). Clients make nonces from a clock, so only stragglers far behind a
 * key's newest requests are refused, never a fresh nonce.
 */

/**
 * Accepted nonces remembered per API key before the lower half is folded into
 * the low-water mark. A key's requests arrive out of order only by the few
 * that are in flight at once, so 64 is plenty; memory is what it costs: every
 * account of the sandbox has its key, and at 1024 a sandbox of 10,000 busy
 * accounts kept ten million nonces (a bot's heap grew with each request until
 * every key's window was full).
 */
export const DEFAULT_NONCE_WINDOW = 64;

/** A nonce as B.3 defines it: 1 to 19 decimal digits. */
export const NONCE_PATTERN = /^\d{1,19}$/;

interface KeyNonces {
  lowWater: bigint;
  recent: Set<bigint>;
  highest: bigint;
}

export class NonceGuard {
  readonly #window: number;
  readonly #keys = new Map<string, KeyNonces>();
  /** Keys whose highest nonce rose since the last `takeChangedFloors`. */
  #changed = new Set<string>();

  /** `window`: accepted nonces remembered exactly per key (default `DEFAULT_NONCE_WINDOW`, at least 2). */
  constructor(window = DEFAULT_NONCE_WINDOW) {
    this.#window = Math.max(2, Math.floor(window));
  }

  /**
   * Accepts `nonce` for `apiKey` once: false when it does not match
   * `NONCE_PATTERN`, was accepted before, or is at or below the key's
   * low-water mark. Accepting records it.
   */
  accept(apiKey: string, nonce: string): boolean {
    if (!NONCE_PATTERN.test(nonce)) return false;
    const value = BigInt(nonce);
    let entry = this.#keys.get(apiKey);
    if (!entry) {
      entry = { lowWater: -1n, recent: new Set(), highest: -1n };
      this.#keys.set(apiKey, entry);
    }
    if (value <= entry.lowWater || entry.recent.has(value)) return false;
    entry.recent.add(value);
    if (value > entry.highest) {
      entry.highest = value;
      this.#changed.add(apiKey);
    }
    if (entry.recent.size > this.#window) foldLowerHalf(entry);
    return true;
  }

  /**
   * What survives a restart: per key, the highest nonce accepted so far. The
   * exact window is not persisted (it would make every state write large);
   * after a restart the key continues above its highest nonce, which clock-
   * based nonces do anyway.
   */
  floors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [apiKey, entry] of this.#keys) {
      // `highest` is never below the low-water mark, which only rises to a remembered nonce.
      if (entry.highest >= 0n) result[apiKey] = entry.highest.toString();
    }
    return result;
  }

  /** `floors()` of the keys whose floor rose since the last call (what a commit must write). */
  takeChangedFloors(): Array<[apiKey: string, floor: string]> {
    const changed: Array<[string, string]> = [];
    for (const apiKey of this.#changed) {
      const entry = this.#keys.get(apiKey);
      if (entry && entry.highest >= 0n) changed.push([apiKey, entry.highest.toString()]);
    }
    this.#changed = new Set();
    return changed;
  }

  /** Restores `floors()` from an earlier run: each key refuses nonces at or below its floor. */
  restore(floors: Readonly<Record<string, string>>): void {
    for (const [apiKey, floor] of Object.entries(floors)) {
      if (!NONCE_PATTERN.test(floor)) continue;
      const value = BigInt(floor);
      this.#keys.set(apiKey, { lowWater: value, recent: new Set(), highest: value });
    }
  }
}

function foldLowerHalf(entry: KeyNonces): void {
  const sorted = [...entry.recent].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const dropped = sorted.slice(0, Math.floor(sorted.length / 2));
  const highestDropped = dropped.at(-1);
  if (highestDropped !== undefined && highestDropped > entry.lowWater) {
    entry.lowWater = highestDropped;
  }
  for (const value of dropped) entry.recent.delete(value);
}
