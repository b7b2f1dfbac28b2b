/**
 * Store reads done once per update. Handling one update reads the same few
 * records several times over (the sender's preferences for the language,
 * the currency and a tip's threshold; their account in the feature and
 * again in the payment engine; the group's language): each read is a
 * query, a JSON parse and, for an account, two decryptions. Inside
 * `withUpdateMemo` the first read of a key is kept and the later ones get
 * it; a write through the same service replaces it.
 *
 * Nothing outlives the update: the memo closes when its handling ends, so
 * work the update started that runs later (a note sent after a delay, a
 * timer) reads the store again, and a change made on another replica is
 * seen by the next update. Outside an update (sweepers, gateway events)
 * every read goes to the store.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type Keyv from "keyv";

interface Memo {
  open: boolean;
  reads: Map<string, Promise<unknown>>;
}

const scope = new AsyncLocalStorage<Memo>();

/** Runs `work` (one update's handling) with reads memoized until it settles. */
export async function withUpdateMemo<T>(work: () => Promise<T>): Promise<T> {
  const memo: Memo = { open: true, reads: new Map() };
  try {
    return await scope.run(memo, work);
  } finally {
    memo.open = false;
    memo.reads.clear();
  }
}

function current(): Memo | undefined {
  const memo = scope.getStore();
  return memo?.open ? memo : undefined;
}

/** `read()` once per `key` within the current update (every time outside one); a failed read is not kept. */
export function memoRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = current();
  if (!memo) return read();
  const known = memo.reads.get(key);
  if (known) return known as Promise<T>;
  const pending = read();
  memo.reads.set(key, pending);
  pending.catch(() => {
    if (memo.reads.get(key) === pending) memo.reads.delete(key);
  });
  return pending;
}

/** After writing `key`: the rest of the update reads `value`. */
export function memoWrite(key: string, value: unknown): void {
  current()?.reads.set(key, Promise.resolve(value));
}

/** After a write whose result is not at hand: the rest of the update reads the store again. */
export function memoForget(key: string): void {
  current()?.reads.delete(key);
}

/**
 * A Keyv namespace read once per update: `get` goes through `memoRead`,
 * and `set` and `delete` write through, so the rest of the update reads
 * what was written (a failed write forgets the key: the store is read
 * again). Only for records nothing else changes while one update that
 * reads them runs (what a chat's own turn changes, or what is set once),
 * since a change from elsewhere is seen by the next update only.
 */
export class MemoizedRecords<T> {
  readonly #keyv: Keyv<T>;
  readonly #name: string;

  /** `name` keeps this namespace's keys apart from the other memoized reads (e.g. "intents"). */
  constructor(keyv: Keyv<T>, name: string) {
    this.#keyv = keyv;
    this.#name = name;
  }

  /** The record `key`, read once per update. */
  get(key: string): Promise<T | undefined> {
    return memoRead(this.#memoKey(key), () => this.#keyv.get(key));
  }

  /** Writes `value` under `key` (Keyv's `ttl`, ms); the rest of the update reads it. */
  async set(key: string, value: T, ttl?: number): Promise<void> {
    const memoKey = this.#memoKey(key);
    memoForget(memoKey);
    await this.#keyv.set(key, value, ttl);
    memoWrite(memoKey, value);
  }

  /** Deletes `key`; the rest of the update reads it as absent. True when it existed. */
  async delete(key: string): Promise<boolean> {
    const memoKey = this.#memoKey(key);
    memoForget(memoKey);
    const existed = await this.#keyv.delete(key);
    memoWrite(memoKey, undefined);
    return existed;
  }

  #memoKey(key: string): string {
    return `${this.#name}:${key}`;
  }
}
