/**
 * An in-memory Store for tests and throwaway runs: Keyv's own Map store per
 * namespace, claims, counters, locks and ordered indexes in Maps (a range
 * sorts its key's members: fine for tests, not for millions). Everything is lost when the process
 * ends, and nothing is shared with other processes.
 */
import Keyv from "keyv";
import { checkedCounterArguments } from "./counters.ts";
import { type LeaseBackend, LeaseLocks, type StorageLogger, StoreClosedError } from "./lock.ts";
import { namedIndexes, namespacedKeyvs } from "./namespaces.ts";
import {
  checkedMembers,
  checkedRange,
  compareMembers,
  type OrderedIndex,
  type ScoredMember,
} from "./ordered-index.ts";
import type { Store } from "./types.ts";

interface Expiring<V> {
  value: V;
  /** Epoch ms after which the entry no longer counts; undefined: never. */
  expires: number | undefined;
}

/** A Map that refuses use once its store is closed, so a closed memory store fails like the others. */
class ClosableMap<K, V> extends Map<K, V> {
  readonly #isClosed: () => boolean;
  constructor(isClosed: () => boolean) {
    super();
    this.#isClosed = isClosed;
  }
  #check(): void {
    if (this.#isClosed()) throw new StoreClosedError();
  }
  override get(key: K): V | undefined {
    this.#check();
    return super.get(key);
  }
  override set(key: K, value: V): this {
    this.#check();
    return super.set(key, value);
  }
  override has(key: K): boolean {
    this.#check();
    return super.has(key);
  }
  override delete(key: K): boolean {
    this.#check();
    return super.delete(key);
  }
}

function live<V>(entry: Expiring<V> | undefined, now: number): entry is Expiring<V> {
  return entry !== undefined && (entry.expires === undefined || entry.expires > now);
}

/** Opens an in-memory Store (`backend: "memory"`). */
export function openMemoryStore(options: { logger?: StorageLogger } = {}): Store {
  let closed = false;
  const isClosed = () => closed;
  const claims = new Map<string, Expiring<string>>();
  const leases = new Map<string, Expiring<string>>();
  const counters = new Map<string, Expiring<number>>();

  const leaseBackend: LeaseBackend = {
    async acquire(key, token, leaseMs) {
      const now = Date.now();
      if (live(leases.get(key), now)) return false;
      leases.set(key, { value: token, expires: now + leaseMs });
      return true;
    },
    async renew(key, token, leaseMs) {
      const lease = leases.get(key);
      if (!lease || lease.value !== token) return false;
      lease.expires = Date.now() + leaseMs;
      return true;
    },
    async release(key, token) {
      if (leases.get(key)?.value === token) leases.delete(key);
    },
  };
  const locks = new LeaseLocks(leaseBackend, options.logger);
  const keyv = namespacedKeyvs(
    (namespace) =>
      new Keyv({
        store: new ClosableMap<string, unknown>(isClosed),
        namespace,
        throwOnErrors: true,
      }),
  );
  const assertOpen = () => {
    if (closed) throw new StoreClosedError();
  };
  const orderedIndex = namedIndexes((): OrderedIndex => {
    const keys = new Map<string, Map<string, number>>();
    return {
      async add(key, members) {
        const checked = checkedMembers(members);
        assertOpen();
        const set = keys.get(key) ?? new Map<string, number>();
        for (const { member, score } of checked) set.set(member, score);
        keys.set(key, set);
      },
      async remove(key, members) {
        assertOpen();
        const set = keys.get(key);
        for (const member of members) set?.delete(member);
        if (set?.size === 0) keys.delete(key);
      },
      async range(key, options) {
        const { limit, ascending = false, below, above } = checkedRange(options);
        assertOpen();
        const found: ScoredMember[] = [];
        for (const [member, score] of keys.get(key) ?? []) {
          if (below !== undefined && !(score < below)) continue;
          if (above !== undefined && !(score > above)) continue;
          found.push({ member, score });
        }
        return found.sort((a, b) => compareMembers(a, b, ascending)).slice(0, limit);
      },
    };
  });

  return {
    backend: "memory",
    keyv,
    orderedIndex,
    async claim(key, value, ttlMs) {
      assertOpen();
      const now = Date.now();
      if (live(claims.get(key), now)) return false;
      claims.set(key, { value, expires: ttlMs === undefined ? undefined : now + ttlMs });
      return true;
    },
    async readClaim(key) {
      assertOpen();
      const entry = claims.get(key);
      return live(entry, Date.now()) ? entry.value : undefined;
    },
    async increment(key, delta, ttlMs) {
      const ttl = checkedCounterArguments(delta, ttlMs);
      assertOpen();
      const now = Date.now();
      const entry = counters.get(key);
      const value = (live(entry, now) ? entry.value : 0) + delta;
      counters.set(key, { value, expires: ttl === undefined ? undefined : now + ttl });
      return value;
    },
    async readCounter(key) {
      assertOpen();
      const entry = counters.get(key);
      return live(entry, Date.now()) ? entry.value : 0;
    },
    withLock(key, task, lockOptions) {
      return locks.run(key, task, lockOptions);
    },
    async ping() {
      assertOpen();
    },
    async close() {
      closed = true;
      await locks.close();
    },
  };
}
