/**
 * The Redis store, for several replicas: Keyv through the official
 * `@keyv/redis` adapter (one per namespace, all on one connection), claims as
 * `SET key value NX PX ttl`, counters as `INCRBY` (with their expiry, in one
 * Lua script), locks as `SET NX PX lease` released and renewed by Lua
 * scripts that first check the holder's token. Expiry is Redis's own
 * (PX), measured by the server's clock, so replicas' clocks do not matter.
 *
 * Commands fail at once while the connection is down (no offline queue):
 * a money operation must get an error, not hang or run later by surprise.
 *
 * Claims, counters, locks and confirmations live only here, so Redis must
 * keep every key until it expires: `maxmemory-policy noeviction` (checked at
 * start: a store that may evict keys is refused) and AOF persistence
 * (`appendonly yes`, warned about at start when off).
 */
import KeyvRedis, { createClient, Keyv, type RedisClientType } from "@keyv/redis";
import { checkedCounterArguments } from "./counters.ts";
import { redactedUrl, StorageConnectionError, StorageSettingsError } from "./errors.ts";
import { type LeaseBackend, LeaseLocks, type StorageLogger, StoreClosedError } from "./lock.ts";
import { namespacedKeyvs } from "./namespaces.ts";
import { deserializeStored } from "./serialize.ts";
import type { Store } from "./types.ts";

/** Prefixes that keep claims, counters and locks apart from Keyv's `namespace::key` entries. */
const CLAIM_PREFIX = "claim:";
const COUNTER_PREFIX = "counter:";
const LOCK_PREFIX = "lock:";
const CONNECT_TIMEOUT_MS = 5_000;

/** Deletes the lock only if the caller's token still holds it. */
const RELEASE_SCRIPT = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end`;
/** Extends the lease only if the caller's token still holds it. */
const RENEW_SCRIPT = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) else return 0 end`;
/** INCRBY and the counter's new expiry (none when ARGV[2] is empty) as one atomic step. */
const INCREMENT_SCRIPT = `local value = redis.call("INCRBY", KEYS[1], ARGV[1])
if ARGV[2] == "" then redis.call("PERSIST", KEYS[1]) else redis.call("PEXPIRE", KEYS[1], ARGV[2]) end
return value`;

export interface RedisStoreOptions {
  /** `redis://` or `rediss://` URL (credentials allowed; never logged). */
  url: string;
  logger?: StorageLogger;
  /** The connection's name in Redis's CLIENT LIST (default "lightning-tip-bot"). */
  clientName?: string;
}

/**
 * Connects to Redis and returns a Store (`backend: "redis"`). Fails with
 * `StorageConnectionError` when the first connection cannot be made within
 * 5 s; after that, a lost connection is re-established with capped backoff.
 */
export async function openRedisStore(options: RedisStoreOptions): Promise<Store> {
  let connectedOnce = false;
  let closed = false;
  const client: RedisClientType = createClient({
    url: options.url,
    name: options.clientName ?? "lightning-tip-bot",
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Give up on the very first connection (start-up must fail clearly);
      // later, retry forever with backoff capped at 2 s.
      reconnectStrategy: (retries: number, cause: Error) =>
        connectedOnce ? Math.min(50 * 2 ** retries, 2_000) : cause,
    },
  });
  // Every KeyvRedis adapter listens on the one client; that is expected.
  client.setMaxListeners(0);
  client.on("error", (error: unknown) => {
    if (connectedOnce && !closed) options.logger?.warn({ err: error }, "redis connection error");
  });
  client.on("ready", () => {
    connectedOnce = true;
  });
  try {
    await client.connect();
  } catch (error) {
    // A failed first connection has usually closed the client already.
    if (client.isOpen) client.destroy();
    throw new StorageConnectionError(redactedUrl(options.url), error);
  }
  try {
    await checkSettings(client, options.logger);
  } catch (error) {
    client.destroy();
    throw error;
  }

  const leases: LeaseBackend = {
    async acquire(key, token, leaseMs) {
      const reply = await client.set(LOCK_PREFIX + key, token, {
        condition: "NX",
        expiration: { type: "PX", value: leaseMs },
      });
      return reply === "OK";
    },
    async renew(key, token, leaseMs) {
      const reply = await client.eval(RENEW_SCRIPT, {
        keys: [LOCK_PREFIX + key],
        arguments: [token, String(leaseMs)],
      });
      return reply === 1;
    },
    async release(key, token) {
      await client.eval(RELEASE_SCRIPT, { keys: [LOCK_PREFIX + key], arguments: [token] });
    },
  };
  const locks = new LeaseLocks(leases, options.logger);
  const keyv = namespacedKeyvs((namespace) => {
    const adapter = new ClosableKeyvRedis(client, () => closed, {
      namespace,
      throwOnErrors: true,
      throwOnConnectError: true,
    });
    // The adapter prefixes keys itself (`namespace::key`), as @keyv/redis's createKeyv does.
    return new Keyv({
      store: adapter,
      namespace,
      useKeyPrefix: false,
      throwOnErrors: true,
      deserialize: deserializeStored,
    });
  });
  const assertOpen = () => {
    if (closed) throw new StoreClosedError();
  };

  return {
    backend: "redis",
    keyv,
    async claim(key, value, ttlMs) {
      assertOpen();
      const reply = await client.set(
        CLAIM_PREFIX + key,
        value,
        ttlMs === undefined
          ? { condition: "NX" }
          : { condition: "NX", expiration: { type: "PX", value: Math.max(1, Math.ceil(ttlMs)) } },
      );
      return reply === "OK";
    },
    async readClaim(key) {
      assertOpen();
      return (await client.get(CLAIM_PREFIX + key)) ?? undefined;
    },
    async increment(key, delta, ttlMs) {
      const ttl = checkedCounterArguments(delta, ttlMs);
      assertOpen();
      const reply = await client.eval(INCREMENT_SCRIPT, {
        keys: [COUNTER_PREFIX + key],
        arguments: [String(delta), ttl === undefined ? "" : String(ttl)],
      });
      return Number(reply);
    },
    async readCounter(key) {
      assertOpen();
      const value = await client.get(COUNTER_PREFIX + key);
      return value === null ? 0 : Number(value);
    },
    withLock(key, task, lockOptions) {
      return locks.run(key, task, lockOptions);
    },
    async ping() {
      assertOpen();
      await client.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      locks.close();
      await client.close().catch(() => client.destroy());
    },
  };
}

/**
 * Refuses a Redis that may evict keys: under memory pressure any policy but
 * `noeviction` deletes keys (`volatile-*` those with an expiry: claims of
 * events, locks, confirmations), and a deleted claim lets a payment be sent
 * twice. The policy is read from `INFO memory`, which managed services that
 * disable CONFIG still answer. Warns when AOF persistence is off.
 */
async function checkSettings(client: RedisClientType, logger: StorageLogger | undefined) {
  const policy = /^maxmemory_policy:(\S+)/m.exec(await client.info("memory"))?.[1];
  if (policy !== "noeviction") {
    throw new StorageSettingsError(
      policy === undefined
        ? "Redis does not report its maxmemory-policy, so it may evict keys (payment claims and locks); use a Redis that runs with maxmemory-policy noeviction"
        : `Redis may evict keys (payment claims and locks): its maxmemory-policy is "${policy}"; set maxmemory-policy noeviction on the Redis server (redis.conf or CONFIG SET)`,
    );
  }
  if (/^aof_enabled:0\b/m.test(await client.info("persistence"))) {
    logger?.warn(
      {},
      "Redis runs without AOF persistence (appendonly no): a restart of Redis loses the latest payment claims; set appendonly yes",
    );
  }
}

/**
 * `@keyv/redis` reconnects a closed client on the next call; once the Store
 * is closed, its Keyv instances must fail instead of opening a connection nobody closes.
 */
class ClosableKeyvRedis<T> extends KeyvRedis<T> {
  readonly #isClosed: () => boolean;
  constructor(
    client: RedisClientType,
    isClosed: () => boolean,
    options: ConstructorParameters<typeof KeyvRedis>[1],
  ) {
    super(client, options);
    this.#isClosed = isClosed;
  }
  override async getClient() {
    if (this.#isClosed()) throw new StoreClosedError();
    return super.getClient();
  }
  /** The Store owns the connection and closes it once. */
  override async disconnect(): Promise<void> {}
}
