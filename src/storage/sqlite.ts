/**
 * The embedded default store: one SQLite file through Node's built-in
 * `node:sqlite` (no native build). WAL mode lets readers and the writer work
 * side by side, and `busy_timeout` makes a second process sharing the file
 * wait for a write instead of failing. Every statement is synchronous and
 * short, and no transaction stays open across an `await`. Keyv writes are
 * group-committed: those made in the same turn of the event loop share one
 * transaction.
 *
 * Nothing here waits for the disk on the event loop. Commits use
 * `synchronous=NORMAL`, which writes the log without flushing it; a claim
 * and a write to a durable namespace then resolve only once `WalSync` has
 * flushed the log on libuv's thread pool, so what they report is kept
 * through a power cut, as `synchronous=FULL` would keep it. Lock leases (a
 * lost lease is a free lock, as after its holder died) and namespaces opened
 * with `durable: false` resolve at commit: they survive a crash of the
 * process, and a power cut may lose their last writes. The log is copied
 * into the database file by a checkpoint on a worker thread
 * (checkpointer.ts), since a checkpoint flushes the database file.
 *
 * Tables: `keyv` (Keyv's entries, with an `expires` column so expired rows
 * can be swept), `claims`, `counters` and `locks` (the atomic operations of
 * `Store`), and `ordered` (ordered indexes: a row per member, read in score
 * order through the index `ordered_by_score`).
 */
import { EventEmitter } from "node:events";
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import Keyv, { type KeyvStoreAdapter } from "keyv";
import { Checkpointer } from "./checkpointer.ts";
import { checkedCounterArguments } from "./counters.ts";
import { StorageFileError } from "./errors.ts";
import { type LeaseBackend, LeaseLocks, type StorageLogger, StoreClosedError } from "./lock.ts";
import { namedIndexes, namespacedKeyvs } from "./namespaces.ts";
import {
  checkedMembers,
  checkedRange,
  type OrderedIndex,
  type RangeOptions,
  type ScoredMember,
} from "./ordered-index.ts";
import { deserializeStored, serializeStored } from "./serialize.ts";
import type { KeyvOptions, Store } from "./types.ts";
import { WalSync } from "./wal-sync.ts";

/** How long a write waits for another process's write to finish (ms). */
const BUSY_TIMEOUT_MS = 5_000;
/** How often expired Keyv entries, claims and locks are deleted (ms). */
const SWEEP_INTERVAL_MS = 10 * 60_000;
const SCHEMA_VERSION = 3;
/** Rows fetched per step when Keyv iterates a namespace. */
const ITERATION_BATCH = 100;
/** The write-ahead log is cut back to this size after a checkpoint (bytes). */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;

export interface SqliteStoreOptions {
  /** The database file; its folder is created (0700) when missing, the file is kept at 0600. */
  file: string;
  logger?: StorageLogger;
}

/** Opens (creating when needed) the SQLite store at `options.file` (`backend: "sqlite"`). */
export function openSqliteStore(options: SqliteStoreOptions): Store {
  let database: SqliteDatabase;
  try {
    database = new SqliteDatabase(options.file);
  } catch (error) {
    throw new StorageFileError(options.file, error);
  }
  const checkpointer = new Checkpointer(options.file, {
    busyTimeoutMs: BUSY_TIMEOUT_MS,
    onFailure(error) {
      options.logger?.error(
        { err: error },
        "the SQLite checkpoint thread failed; SQLite checkpoints by itself now",
      );
      database.checkpointAutomatically();
    },
    onCheckpointError(message) {
      options.logger?.warn({ error: message }, "could not checkpoint the SQLite write-ahead log");
    },
  });
  const locks = new LeaseLocks(database.leases, options.logger);
  const keyvOn = (durable: boolean) =>
    namespacedKeyvs(
      (namespace) =>
        new Keyv({
          store: new SqliteKeyvAdapter(database, durable),
          namespace,
          throwOnErrors: true,
          serialize: serializeStored,
          deserialize: deserializeStored,
        }),
    );
  const durableKeyv = keyvOn(true);
  const relaxedKeyv = keyvOn(false);
  const keyv = <T>(namespace: string, keyvOptions?: KeyvOptions): Keyv<T> =>
    keyvOptions?.durable === false ? relaxedKeyv<T>(namespace) : durableKeyv<T>(namespace);
  const sweep = () => {
    try {
      database.sweep(Date.now());
    } catch (error) {
      options.logger?.warn({ err: error }, "could not delete expired entries from the store");
    }
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();

  const orderedIndex = namedIndexes(
    (name): OrderedIndex => ({
      async add(key, members) {
        const checked = checkedMembers(members);
        if (checked.length === 0) return;
        await database.write(() => database.addMembers(name, key, checked), true);
      },
      async remove(key, members) {
        if (members.length === 0) return;
        await database.write(() => database.removeMembers(name, key, members), true);
      },
      async range(key, options) {
        return database.range(name, key, checkedRange(options));
      },
    }),
  );

  return {
    backend: "sqlite",
    keyv,
    orderedIndex,
    claim(key, value, ttlMs) {
      return database.claim(key, value, ttlMs, Date.now());
    },
    async readClaim(key) {
      return database.readClaim(key, Date.now());
    },
    async increment(key, delta, ttlMs) {
      const ttl = checkedCounterArguments(delta, ttlMs);
      return database.increment(key, delta, ttl, Date.now());
    },
    async readCounter(key) {
      return database.readCounter(key, Date.now());
    },
    withLock(key, task, lockOptions) {
      return locks.run(key, task, lockOptions);
    },
    async ping() {
      database.ping();
    },
    async close() {
      clearInterval(sweeper);
      await locks.close();
      await checkpointer.stop();
      await database.close();
    },
  };
}

/** Creates the file with owner-only permissions before SQLite opens it (SQLite gives its WAL files the same mode). */
function prepareFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  // An existing file keeps its mode on open; tighten it.
  chmodSync(file, 0o600);
}

/** A write waiting for the next group commit (see `SqliteDatabase.write`). */
interface QueuedWrite {
  work: () => unknown;
  /** Resolve only once the log is flushed to disk. */
  durable: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The connection and its prepared statements; every method is one atomic statement or transaction. */
class SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #statements: Map<string, StatementSync> = new Map();
  readonly #wal: WalSync;
  #queue: QueuedWrite[] = [];
  #open = true;

  constructor(file: string) {
    prepareFile(file);
    this.#db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
    // No automatic checkpoints here: the checkpointer's thread does them.
    this.#db.exec(`
      PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA wal_autocheckpoint = 0;
      PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT};
    `);
    // Beside the file SQLite actually opened (a symlink's target), where it keeps the log.
    const opened = this.#db.prepare("PRAGMA database_list").get()?.file;
    this.#wal = new WalSync(`${typeof opened === "string" && opened ? opened : file}-wal`);
    this.#transaction(() => {
      this.#db.exec(`
        CREATE TABLE IF NOT EXISTS keyv (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER);
        CREATE INDEX IF NOT EXISTS keyv_expires ON keyv (expires) WHERE expires IS NOT NULL;
        CREATE TABLE IF NOT EXISTS claims (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER);
        CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, value INTEGER NOT NULL, expires INTEGER);
        CREATE TABLE IF NOT EXISTS locks (key TEXT PRIMARY KEY, token TEXT NOT NULL, expires INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS claims_expires ON claims (expires) WHERE expires IS NOT NULL;
        CREATE INDEX IF NOT EXISTS counters_expires ON counters (expires) WHERE expires IS NOT NULL;
        CREATE TABLE IF NOT EXISTS ordered (
          name TEXT NOT NULL, key TEXT NOT NULL, member TEXT NOT NULL, score REAL NOT NULL,
          PRIMARY KEY (name, key, member)) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS ordered_by_score ON ordered (name, key, score, member);
        PRAGMA user_version = ${SCHEMA_VERSION};
      `);
    });
  }

  /**
   * The lease primitives of `LeaseLocks` on the `locks` table. Each is one
   * statement, so atomic, and goes through the group commit like the other
   * writes: under load the takes and releases of many chats' locks share one
   * transaction instead of paying a commit each (two per update); a lease is
   * not durable (a crash frees it when it expires anyway).
   */
  readonly leases: LeaseBackend = {
    acquire: (key, token, leaseMs) =>
      this.write(() => {
        const now = Date.now();
        const { changes } = this.#run(
          `INSERT INTO locks (key, token, expires) VALUES (?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET token = excluded.token, expires = excluded.expires
           WHERE locks.expires <= ?`,
          key,
          token,
          now + leaseMs,
          now,
        );
        return Number(changes) === 1;
      }, false),
    renew: (key, token, leaseMs) =>
      this.write(() => {
        const { changes } = this.#run(
          "UPDATE locks SET expires = ? WHERE key = ? AND token = ?",
          Date.now() + leaseMs,
          key,
          token,
        );
        return Number(changes) === 1;
      }, false),
    release: (key, token) =>
      this.write(() => {
        this.#run("DELETE FROM locks WHERE key = ? AND token = ?", key, token);
      }, false),
  };

  /**
   * Insert-if-absent, where an expired claim counts as absent: one statement,
   * so atomic across connections. Answers once the claim row is on disk.
   */
  async claim(
    key: string,
    value: string,
    ttlMs: number | undefined,
    now: number,
  ): Promise<boolean> {
    const { changes } = this.#run(
      `INSERT INTO claims (key, value, expires) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires
       WHERE claims.expires IS NOT NULL AND claims.expires <= ?`,
      key,
      value,
      ttlMs === undefined ? null : now + ttlMs,
      now,
    );
    // Also when taken already: the answer "taken" must not rest on a claim a power cut could undo.
    await this.#wal.sync();
    return Number(changes) === 1;
  }

  readClaim(key: string, now: number): string | undefined {
    const row = this.#get(
      "SELECT value FROM claims WHERE key = ? AND (expires IS NULL OR expires > ?)",
      key,
      now,
    );
    return row === undefined ? undefined : String(row.value);
  }

  /**
   * Adds `delta` in one upsert (an expired counter restarts from 0), so
   * atomic across connections; answers once the change is on disk, as a
   * claim does: a daily total a power cut could undo would let it be passed.
   */
  async increment(
    key: string,
    delta: number,
    ttlMs: number | undefined,
    now: number,
  ): Promise<number> {
    const row = this.#get(
      `INSERT INTO counters (key, value, expires) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         value = CASE WHEN counters.expires IS NOT NULL AND counters.expires <= ?
                      THEN excluded.value ELSE counters.value + excluded.value END,
         expires = excluded.expires
       RETURNING value`,
      key,
      delta,
      ttlMs === undefined ? null : now + ttlMs,
      now,
    );
    await this.#wal.sync();
    return Number(row?.value);
  }

  readCounter(key: string, now: number): number {
    const row = this.#get(
      "SELECT value FROM counters WHERE key = ? AND (expires IS NULL OR expires > ?)",
      key,
      now,
    );
    return row === undefined ? 0 : Number(row.value);
  }

  getEntry(key: string, now: number): string | undefined {
    const row = this.#get(
      "SELECT value FROM keyv WHERE key = ? AND (expires IS NULL OR expires > ?)",
      key,
      now,
    );
    return row === undefined ? undefined : String(row.value);
  }

  setEntry(key: string, value: string, expires: number | null): void {
    this.#run(
      `INSERT INTO keyv (key, value, expires) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
      key,
      value,
      expires,
    );
  }

  /** Deletes `keys`; the number that existed. */
  deleteEntries(keys: string[]): number {
    let deleted = 0;
    for (const key of keys) {
      deleted += Number(this.#run("DELETE FROM keyv WHERE key = ?", key).changes);
    }
    return deleted;
  }

  /**
   * Group commit: runs `work` (statements, no transaction of its own) in one
   * transaction with every other write queued during the same turn of the
   * event loop, and resolves once that transaction is committed and, when
   * `durable`, flushed to disk. Under load many users' writes share one
   * commit and one flush instead of paying one each; alone, a write waits
   * one `setImmediate`. Writes apply in the order they were queued.
   */
  write<T>(work: () => T, durable: boolean): Promise<T> {
    if (!this.#open) return Promise.reject(new StoreClosedError());
    const queued = Promise.withResolvers<T>();
    this.#queue.push({
      work,
      durable,
      resolve: queued.resolve as (value: unknown) => void,
      reject: queued.reject,
    });
    if (this.#queue.length === 1) setImmediate(() => this.#flush());
    return queued.promise;
  }

  #flush(): void {
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    if (!this.#open) {
      for (const entry of batch) entry.reject(new StoreClosedError());
      return;
    }
    const committed: Array<{ entry: QueuedWrite; result: unknown }> = [];
    try {
      const results = this.#transaction(() => batch.map((entry) => entry.work()));
      for (const [index, entry] of batch.entries()) {
        committed.push({ entry, result: results[index] });
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One write failed and took the batch down: redo each alone, so only it fails.
      for (const entry of batch) {
        try {
          committed.push({ entry, result: this.#transaction(entry.work) });
        } catch (alone) {
          entry.reject(alone);
        }
      }
    }
    const durable = committed.filter(({ entry }) => entry.durable);
    for (const { entry, result } of committed) if (!entry.durable) entry.resolve(result);
    if (durable.length === 0) return;
    this.#wal.sync().then(
      () => {
        for (const { entry, result } of durable) entry.resolve(result);
      },
      (error: unknown) => {
        for (const { entry } of durable) entry.reject(error);
      },
    );
  }

  /** Puts members into an ordered index (statements for `write`'s transaction). */
  addMembers(name: string, key: string, members: readonly ScoredMember[]): void {
    for (const { member, score } of members) {
      this.#run(
        `INSERT INTO ordered (name, key, member, score) VALUES (?, ?, ?, ?)
         ON CONFLICT (name, key, member) DO UPDATE SET score = excluded.score`,
        name,
        key,
        member,
        score,
      );
    }
  }

  /** Takes members out of an ordered index (statements for `write`'s transaction). */
  removeMembers(name: string, key: string, members: readonly string[]): void {
    for (const member of members) {
      this.#run("DELETE FROM ordered WHERE name = ? AND key = ? AND member = ?", name, key, member);
    }
  }

  /** One range of an ordered index: a single walk of `ordered_by_score` from the bound. */
  range(name: string, key: string, options: RangeOptions): ScoredMember[] {
    const conditions = ["name = ?", "key = ?"];
    const params: SQLInputValue[] = [name, key];
    if (options.below !== undefined) {
      conditions.push("score < ?");
      params.push(options.below);
    }
    if (options.above !== undefined) {
      conditions.push("score > ?");
      params.push(options.above);
    }
    const order = options.ascending ? "ASC" : "DESC";
    return this.#all(
      `SELECT member, score FROM ordered WHERE ${conditions.join(" AND ")}
       ORDER BY score ${order}, member ${order} LIMIT ?`,
      ...params,
      options.limit,
    ).map((row) => ({ member: String(row.member), score: Number(row.score) }));
  }

  /** Deletes every entry whose key starts with `prefix` (all entries when it is empty). */
  clearEntries(prefix: string): void {
    this.#run("DELETE FROM keyv WHERE key LIKE ? ESCAPE '\\'", `${escapeLike(prefix)}%`);
  }

  /** Up to `limit` live entries with keys starting with `prefix`, after `afterKey`, in key order. */
  entriesAfter(
    prefix: string,
    afterKey: string,
    limit: number,
    now: number,
  ): Array<{ key: string; value: string }> {
    return this.#all(
      `SELECT key, value FROM keyv
       WHERE key LIKE ? ESCAPE '\\' AND key > ? AND (expires IS NULL OR expires > ?)
       ORDER BY key LIMIT ?`,
      `${escapeLike(prefix)}%`,
      afterKey,
      now,
      limit,
    ).map((row) => ({ key: String(row.key), value: String(row.value) }));
  }

  sweep(now: number): void {
    this.#transaction(() => {
      this.#run("DELETE FROM keyv WHERE expires IS NOT NULL AND expires <= ?", now);
      this.#run("DELETE FROM claims WHERE expires IS NOT NULL AND expires <= ?", now);
      this.#run("DELETE FROM counters WHERE expires IS NOT NULL AND expires <= ?", now);
      this.#run("DELETE FROM locks WHERE expires <= ?", now);
    });
  }

  /** Throws when the store cannot keep what it is given (so /health reports it). */
  ping(): void {
    this.#get("SELECT 1 AS one");
    if (this.#wal.failure) throw this.#wal.failure;
  }

  /** Lets SQLite checkpoint by itself again (when the checkpointer's thread is gone). */
  checkpointAutomatically(): void {
    if (this.#open) this.#db.exec("PRAGMA wal_autocheckpoint = 1000");
  }

  async close(): Promise<void> {
    if (!this.#open) return;
    // Writes still queued are committed and flushed, not lost.
    this.#flush();
    this.#open = false;
    await this.#wal.close();
    this.#statements.clear();
    this.#db.close();
  }

  #statement(sql: string): StatementSync {
    if (!this.#open) throw new StoreClosedError();
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #run(sql: string, ...params: SQLInputValue[]) {
    return this.#statement(sql).run(...params);
  }

  #get(sql: string, ...params: SQLInputValue[]) {
    return this.#statement(sql).get(...params);
  }

  #all(sql: string, ...params: SQLInputValue[]) {
    return this.#statement(sql).all(...params);
  }

  /** BEGIN IMMEDIATE takes the write lock up front, so the transaction never fails half-way on a busy file. */
  #transaction<T>(work: () => T): T {
    if (!this.#open) throw new StoreClosedError();
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      // SQLite may already have rolled back (e.g. on SQLITE_FULL); the original error matters.
      try {
        this.#db.exec("ROLLBACK");
      } catch {}
      throw error;
    }
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Keyv's storage adapter on the `keyv` table. Keyv serialises values (with
 * their expiry) itself and prefixes keys with `namespace:`; the adapter stores
 * the string, keeps `expires` for sweeping, and treats expired rows as absent.
 * One adapter per Keyv instance, because Keyv sets `namespace` on its adapter.
 */
export class SqliteKeyvAdapter extends EventEmitter implements KeyvStoreAdapter {
  /** `dialect` tells Keyv this adapter can iterate. */
  readonly opts = { dialect: "sqlite", url: "sqlite://" };
  namespace?: string | undefined;
  readonly #database: SqliteDatabase;
  readonly #durable: boolean;

  /** `durable`: writes resolve once flushed to disk (see `SqliteDatabase.write`). */
  constructor(database: SqliteDatabase, durable: boolean) {
    super();
    this.#database = database;
    this.#durable = durable;
  }

  #write<T>(work: () => T): Promise<T> {
    return this.#database.write(work, this.#durable);
  }

  async get<Value>(key: string): Promise<Value | undefined> {
    return this.#database.getEntry(key, Date.now()) as Value | undefined;
  }

  async getMany<Value>(keys: string[]): Promise<Array<Value | undefined>> {
    const now = Date.now();
    return keys.map((key) => this.#database.getEntry(key, now) as Value | undefined);
  }

  async set(key: string, value: unknown, ttl?: number): Promise<boolean> {
    const text = serialized(value);
    const expires = expiresAt(ttl);
    await this.#write(() => this.#database.setEntry(key, text, expires));
    return true;
  }

  async setMany(entries: Array<{ key: string; value: unknown; ttl?: number }>): Promise<void> {
    const rows = entries.map((entry) => ({
      key: entry.key,
      value: serialized(entry.value),
      expires: expiresAt(entry.ttl),
    }));
    await this.#write(() => {
      for (const row of rows) this.#database.setEntry(row.key, row.value, row.expires);
    });
  }

  async delete(key: string): Promise<boolean> {
    return (await this.#write(() => this.#database.deleteEntries([key]))) > 0;
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    return (await this.#write(() => this.#database.deleteEntries(keys))) > 0;
  }

  async has(key: string): Promise<boolean> {
    return this.#database.getEntry(key, Date.now()) !== undefined;
  }

  async clear(): Promise<void> {
    const prefix = this.namespace ? `${this.namespace}:` : "";
    await this.#write(() => this.#database.clearEntries(prefix));
  }

  async *iterator<Value>(namespace?: string): AsyncGenerator<Array<string | Awaited<Value>>, void> {
    const prefix = namespace ? `${namespace}:` : "";
    let afterKey = "";
    for (;;) {
      const batch = this.#database.entriesAfter(prefix, afterKey, ITERATION_BATCH, Date.now());
      for (const entry of batch) yield [entry.key, entry.value as Awaited<Value>];
      const last = batch.at(-1);
      if (last === undefined || batch.length < ITERATION_BATCH) return;
      afterKey = last.key;
    }
  }

  /** The Store owns the connection and closes it in `Store.close()`. */
  async disconnect(): Promise<void> {}
}

function serialized(value: unknown): string {
  if (typeof value !== "string") {
    throw new TypeError("the SQLite Keyv adapter stores Keyv's serialised strings only");
  }
  return value;
}

function expiresAt(ttl: number | undefined): number | null {
  return typeof ttl === "number" && ttl > 0 ? Date.now() + ttl : null;
}
