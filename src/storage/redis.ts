/**
 * The Redis store, for several replicas: Keyv through the official
 * `@keyv/redis` adapter (one per namespace), claims as
 * `SET key value NX PX ttl`, counters as `INCRBY` (with their expiry, in one
 * Lua script), locks as `SET NX PX lease` released and renewed by Lua
 * scripts that first check the holder's token. Expiry is Redis's own
 * (PX), measured by the server's clock, so replicas' clocks do not matter.
 *
 * Commands fail at once while the connection is down (no offline queue):
 * a money operation must get an error, not hang or run later by surprise.
 *
 * Claims, counters, locks and confirmations live only here, so Redis must
 * keep every key until it expires, through a restart and a power cut:
 * `maxmemory-policy noeviction` (checked at start: a store that may evict
 * keys is refused) and an append-only file (`appendonly yes`) whose every
 * acknowledged money write is on disk before the bot goes on. Where the
 * server has `WAITAOF` (Redis 7.2+), each claim, counter change and durable
 * Keyv write is followed by `WAITAOF 1 0`: the write resolves only once
 * Redis has fsynced it. Those writes go over a connection of their own,
 * since WAITAOF holds up every later command on its connection until the
 * next fsync (up to a second with `appendfsync everysec`). Without WAITAOF,
 * Redis must run with `appendfsync always`, which fsyncs before it answers.
 * A server that cannot give either is refused at start (durability.ts).
 */
import KeyvRedis, { createClient, Keyv, type RedisClientType } from "@keyv/redis";
import { checkedCounterArguments } from "./counters.ts";
import { type DurabilityProblem, enforceDurability, type StorageDurability } from "./durability.ts";
import {
  redactedUrl,
  StorageConnectionError,
  StorageNotDurableError,
  StorageSettingsError,
} from "./errors.ts";
import { type LeaseBackend, LeaseLocks, type StorageLogger, StoreClosedError } from "./lock.ts";
import { namedIndexes, namespacedKeyvs } from "./namespaces.ts";
import {
  checkedMembers,
  checkedRange,
  type OrderedIndex,
  type ScoredMember,
} from "./ordered-index.ts";
import { deserializeStored, serializeStored } from "./serialize.ts";
import type { KeyvOptions, Store } from "./types.ts";

/** Prefixes that keep claims, counters and locks apart from Keyv's `namespace::key` entries. */
const CLAIM_PREFIX = "claim:";
const COUNTER_PREFIX = "counter:";
const LOCK_PREFIX = "lock:";
/** Ordered indexes: a sorted set per name and key, `ordered:<name>:<key>`. */
export const ORDERED_PREFIX = "ordered:";
const CONNECT_TIMEOUT_MS = 5_000;
/** How long a write waits for WAITAOF to confirm it is on disk before it fails. */
export const DURABLE_WAIT_MS = 5_000;

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
  /** The connection's name in Redis's CLIENT LIST (default "lightning-tip-bot"; the WAITAOF connection adds "-writes"). */
  clientName?: string;
  /** STORAGE_DURABILITY (default "strict": refuse a server that may lose acknowledged writes). */
  durability?: StorageDurability;
}

/** The server settings that decide whether an acknowledged write survives a power cut. */
export interface RedisDurabilitySettings {
  /** INFO persistence `aof_enabled` (`appendonly yes`). */
  aofEnabled: boolean;
  /** CONFIG GET appendfsync: "always", "everysec" or "no"; undefined when CONFIG is refused. */
  appendfsync: string | undefined;
  /** The server answers WAITAOF (Redis 7.2+). */
  waitAof: boolean;
}

/**
 * Connects to Redis and returns a Store (`backend: "redis"`). Fails with
 * `StorageConnectionError` when the first connection cannot be made within
 * 5 s, and with `StorageSettingsError` when the server may evict keys or
 * (STORAGE_DURABILITY=strict) lose acknowledged writes; after start, a lost
 * connection is re-established with capped backoff.
 */
export async function openRedisStore(options: RedisStoreOptions): Promise<Store> {
  let closed = false;
  const isClosed = () => closed;
  const name = options.clientName ?? "lightning-tip-bot";
  const { client } = await connect(options, name, isClosed);
  let writes: Connection | undefined;
  try {
    const confirmation = await checkSettings(
      client,
      options.durability ?? "strict",
      options.logger,
    );
    if (confirmation === "waitaof") writes = await connect(options, `${name}-writes`, isClosed);
  } catch (error) {
    client.destroy();
    throw error;
  }
  // Durable writes go over the WAITAOF connection when there is one, else over the one connection.
  const writer = writes?.client ?? client;
  const confirmed = writes ? confirmingOnDisk(writes) : undefined;

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
  const keyvOn = (on: RedisClientType, confirm: (() => Promise<void>) | undefined) =>
    namespacedKeyvs((namespace) => {
      const adapter = new ClosableKeyvRedis(on, isClosed, confirm, {
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
        serialize: serializeStored,
        deserialize: deserializeStored,
      });
    });
  const durableKeyv = keyvOn(writer, confirmed);
  const relaxedKeyv = keyvOn(client, undefined);
  const keyv = <T>(namespace: string, keyvOptions?: KeyvOptions): Keyv<T> =>
    keyvOptions?.durable === false ? relaxedKeyv<T>(namespace) : durableKeyv<T>(namespace);
  const assertOpen = () => {
    if (closed) throw new StoreClosedError();
  };
  const orderedIndex = namedIndexes((name): OrderedIndex => {
    const setOf = (key: string) => `${ORDERED_PREFIX}${name}:${key}`;
    return {
      async add(key, members) {
        const checked = checkedMembers(members);
        if (checked.length === 0) return;
        assertOpen();
        await writer.sendCommand([
          "ZADD",
          setOf(key),
          ...checked.flatMap(({ member, score }) => [String(score), member]),
        ]);
        await confirmed?.();
      },
      async remove(key, members) {
        if (members.length === 0) return;
        assertOpen();
        await writer.sendCommand(["ZREM", setOf(key), ...members]);
        await confirmed?.();
      },
      async range(key, options) {
        const { limit, ascending, below, above } = checkedRange(options);
        assertOpen();
        const low = above === undefined ? "-inf" : `(${above}`;
        const high = below === undefined ? "+inf" : `(${below}`;
        const reply = await client.sendCommand([
          "ZRANGE",
          setOf(key),
          ...(ascending ? [low, high] : [high, low]),
          "BYSCORE",
          ...(ascending ? [] : ["REV"]),
          "LIMIT",
          "0",
          String(limit),
          "WITHSCORES",
        ]);
        return scoredMembers(reply);
      },
    };
  });

  return {
    backend: "redis",
    keyv,
    orderedIndex,
    async claim(key, value, ttlMs) {
      assertOpen();
      const reply = await writer.set(
        CLAIM_PREFIX + key,
        value,
        ttlMs === undefined
          ? { condition: "NX" }
          : { condition: "NX", expiration: { type: "PX", value: Math.max(1, Math.ceil(ttlMs)) } },
      );
      if (reply !== "OK") return false;
      await confirmed?.();
      return true;
    },
    async readClaim(key) {
      assertOpen();
      return (await client.get(CLAIM_PREFIX + key)) ?? undefined;
    },
    async increment(key, delta, ttlMs) {
      const ttl = checkedCounterArguments(delta, ttlMs);
      assertOpen();
      const reply = await writer.eval(INCREMENT_SCRIPT, {
        keys: [COUNTER_PREFIX + key],
        arguments: [String(delta), ttl === undefined ? "" : String(ttl)],
      });
      await confirmed?.();
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
      if (writer !== client) await writer.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      // The lease commands do not check `closed`: the held leases go back before the connections close.
      await locks.close();
      await Promise.all(
        [...new Set([client, writer])].map((connection) =>
          connection.close().catch(() => connection.destroy()),
        ),
      );
    },
  };
}

/** ZRANGE … WITHSCORES's reply (RESP2: member, score, member, …; RESP3: [member, score] pairs) as members. */
export function scoredMembers(reply: unknown): ScoredMember[] {
  if (!Array.isArray(reply)) return [];
  const members: ScoredMember[] = [];
  if (reply.every((item) => Array.isArray(item))) {
    for (const [member, score] of reply as Array<[unknown, unknown]>) {
      members.push({ member: String(member), score: Number(score) });
    }
    return members;
  }
  for (let index = 0; index + 1 < reply.length; index += 2) {
    members.push({ member: String(reply[index]), score: Number(reply[index + 1]) });
  }
  return members;
}

/** A client, and how many sockets it has opened so far (a reconnection opens a new one). */
interface Connection {
  client: RedisClientType;
  sockets(): number;
}

/** Creates and connects one client; a failed first connection is a `StorageConnectionError`. */
async function connect(
  options: RedisStoreOptions,
  name: string,
  isClosed: () => boolean,
): Promise<Connection> {
  let connectedOnce = false;
  let sockets = 0;
  const client: RedisClientType = createClient({
    url: options.url,
    name,
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
    if (connectedOnce && !isClosed())
      options.logger?.warn({ err: error }, "redis connection error");
  });
  client.on("connect", () => {
    sockets += 1;
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
  return { client, sockets: () => sockets };
}

/**
 * Returns `confirm()`, to be called right after a write on `writes`
 * answered: it resolves once Redis has fsynced that write (WAITAOF 1 0 on
 * the same connection covers every write sent before it there), and throws
 * `StorageNotDurableError` when Redis does not confirm within
 * `DURABLE_WAIT_MS`, or when the socket changed in between (a WAITAOF on a
 * new socket covers none of the old one's writes).
 */
function confirmingOnDisk(writes: Connection): () => Promise<void> {
  return async () => {
    const socket = writes.sockets();
    const reply = await writes.client.sendCommand(["WAITAOF", "1", "0", String(DURABLE_WAIT_MS)]);
    const fsynced = Array.isArray(reply) ? Number(reply[0]) : Number.NaN;
    if (writes.sockets() !== socket) {
      throw new StorageNotDurableError(
        "the connection to Redis was re-established between a write and its WAITAOF, so Redis cannot confirm that the write is on disk",
      );
    }
    if (!(fsynced >= 1)) {
      throw new StorageNotDurableError(
        `Redis did not confirm within ${DURABLE_WAIT_MS / 1000} s that a write reached its append-only file (WAITAOF)`,
      );
    }
  };
}

/**
 * Refuses a Redis that may evict keys: under memory pressure any policy but
 * `noeviction` deletes keys (`volatile-*` those with an expiry: claims of
 * events, locks, confirmations), and a deleted claim lets a payment be sent
 * twice. The policy is read from `INFO memory`, which managed services that
 * disable CONFIG still answer. Then checks durability (see
 * `redisDurabilityProblem`) and says how writes are confirmed: "waitaof"
 * (WAITAOF after each durable write) or "none" (Redis answers after its
 * fsync, or STORAGE_DURABILITY=relaxed accepted that it does not).
 */
async function checkSettings(
  client: RedisClientType,
  durability: StorageDurability,
  logger: StorageLogger | undefined,
): Promise<"waitaof" | "none"> {
  const policy = /^maxmemory_policy:(\S+)/m.exec(await client.info("memory"))?.[1];
  if (policy !== "noeviction") {
    throw new StorageSettingsError(
      policy === undefined
        ? "Redis does not report its maxmemory-policy, so it may evict keys (payment claims and locks); use a Redis that runs with maxmemory-policy noeviction"
        : `Redis may evict keys (payment claims and locks): its maxmemory-policy is "${policy}"; set maxmemory-policy noeviction on the Redis server (redis.conf or CONFIG SET)`,
    );
  }
  const settings: RedisDurabilitySettings = {
    aofEnabled: /^aof_enabled:1\b/m.test(await client.info("persistence")),
    appendfsync: await appendfsyncOf(client),
    waitAof: await answersWaitAof(client),
  };
  enforceDurability(redisDurabilityProblem(settings), durability, logger);
  // WAITAOF errs without an append-only file and never confirms with appendfsync no.
  return settings.waitAof && settings.aofEnabled && settings.appendfsync !== "no"
    ? "waitaof"
    : "none";
}

/**
 * What in these settings lets Redis lose a write it acknowledged, or
 * undefined when nothing does: no append-only file; with WAITAOF, an
 * append-only file Redis never fsyncs itself (`appendfsync no`); without
 * WAITAOF, anything but `appendfsync always` (including a setting CONFIG
 * does not show).
 */
export function redisDurabilityProblem(
  settings: RedisDurabilitySettings,
): DurabilityProblem | undefined {
  if (!settings.aofEnabled) {
    return {
      problem:
        "Redis keeps no append-only file (appendonly no), so a restart or power cut forgets payment claims",
      fix: "set appendonly yes on the Redis server",
    };
  }
  if (settings.waitAof) {
    return settings.appendfsync === "no"
      ? {
          problem:
            "Redis leaves flushing its append-only file to the system (appendfsync no), so it never confirms that a payment claim is on disk",
          fix: "set appendfsync everysec or always on the Redis server",
        }
      : undefined;
  }
  if (settings.appendfsync === "always") return undefined;
  const fix =
    "set appendfsync always on the Redis server (or run Redis 7.2 or later, whose WAITAOF the bot then waits for)";
  if (settings.appendfsync === undefined) {
    return {
      problem:
        "Redis does not show its appendfsync setting (CONFIG GET was refused) and has no WAITAOF (Redis 7.2 or later), so the bot cannot know that a payment claim is on disk when Redis answers",
      fix,
    };
  }
  return {
    problem: `Redis answers a write before it is on disk (appendfsync ${settings.appendfsync}) and has no WAITAOF (Redis 7.2 or later) to wait for it, so a power cut can undo a payment claim`,
    fix,
  };
}

/** CONFIG GET appendfsync, or undefined where CONFIG is refused (some managed services). */
async function appendfsyncOf(client: RedisClientType): Promise<string | undefined> {
  try {
    const reply: Record<string, string> = await client.configGet("appendfsync");
    return reply.appendfsync?.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Whether the server answers WAITAOF (Redis 7.2+); asking for nothing returns at once. */
async function answersWaitAof(client: RedisClientType): Promise<boolean> {
  try {
    await client.sendCommand(["WAITAOF", "0", "0", "1"]);
    return true;
  } catch {
    // Unknown command (older Redis), or refused (ACL, renamed): not usable either way.
    return false;
  }
}

/**
 * `@keyv/redis` reconnects a closed client on the next call; once the Store
 * is closed, its Keyv instances must fail instead of opening a connection
 * nobody closes. With `confirm`, every write resolves only once it is on
 * disk (durable namespaces over the WAITAOF connection).
 */
class ClosableKeyvRedis<T> extends KeyvRedis<T> {
  readonly #isClosed: () => boolean;
  readonly #confirm: (() => Promise<void>) | undefined;
  constructor(
    client: RedisClientType,
    isClosed: () => boolean,
    confirm: (() => Promise<void>) | undefined,
    options: ConstructorParameters<typeof KeyvRedis>[1],
  ) {
    super(client, options);
    this.#isClosed = isClosed;
    this.#confirm = confirm;
  }
  override async getClient() {
    if (this.#isClosed()) throw new StoreClosedError();
    return super.getClient();
  }
  override async set(key: string, value: string, ttl?: number): Promise<void> {
    await super.set(key, value, ttl);
    await this.#confirm?.();
  }
  override async setMany(entries: Parameters<KeyvRedis<T>["setMany"]>[0]): Promise<void> {
    await super.setMany(entries);
    await this.#confirm?.();
  }
  override async delete(key: string): Promise<boolean> {
    const deleted = await super.delete(key);
    await this.#confirm?.();
    return deleted;
  }
  override async deleteMany(keys: string[]): Promise<boolean> {
    const deleted = await super.deleteMany(keys);
    await this.#confirm?.();
    return deleted;
  }
  override async clear(): Promise<void> {
    await super.clear();
    await this.#confirm?.();
  }
  /** The Store owns the connection and closes it once. */
  override async disconnect(): Promise<void> {}
}
