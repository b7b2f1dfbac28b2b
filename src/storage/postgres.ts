/**
 * The PostgreSQL store, for several replicas: Keyv through the official
 * `@keyv/postgres` adapter (its `keyv` table), plus three tables of ours:
 * `bot_claims` (claims as `INSERT … ON CONFLICT DO NOTHING`-style upserts
 * that only take over an expired row), `bot_counters` (counters as upserts
 * that add to the stored value in the same statement), `bot_locks`
 * (leased locks) and `bot_ordered` (ordered indexes: a row per member, a
 * range read as one walk of the index `bot_ordered_by_score`; text in the
 * "C" collation, so equal scores order by bytes as on the other backends).
 *
 * Locks are lease rows rather than `pg_advisory_lock`: an advisory lock ties
 * up one pooled connection per held lock and lives exactly as long as that
 * session, whereas a lease row costs no connection while held and runs out
 * after `leaseMs` when its holder dies (crash, lost network, frozen VM) —
 * the same contract as the other backends. Lease and claim times are taken
 * from the database's clock, so replicas' clocks do not matter.
 *
 * Every statement commits on its own, and a commit counts once PostgreSQL
 * has flushed it to its log, so a claim, a counter change or a history entry
 * the store reported is kept through a power cut. That holds unless the
 * server's sessions run with `synchronous_commit = off` or the server with
 * `fsync = off`: both are read at start and refused (durability.ts).
 * `local`, `remote_write` and `remote_apply` all flush locally first, as `on` does.
 */
import KeyvPostgres, { type KeyvPostgresOptions } from "@keyv/postgres";
import Keyv from "keyv";
import pg from "pg";
import { checkedCounterArguments } from "./counters.ts";
import { type DurabilityProblem, enforceDurability, type StorageDurability } from "./durability.ts";
import { redactedUrl, StorageConnectionError } from "./errors.ts";
import { type LeaseBackend, LeaseLocks, type StorageLogger, StoreClosedError } from "./lock.ts";
import { namedIndexes, namespacedKeyvs } from "./namespaces.ts";
import { checkedMembers, checkedRange, type OrderedIndex } from "./ordered-index.ts";
import { deserializeStored, serializeStored } from "./serialize.ts";
import type { Store } from "./types.ts";

/** How often expired Keyv entries, claims and locks are deleted (ms). */
const SWEEP_INTERVAL_MS = 10 * 60_000;
const CONNECT_TIMEOUT_MS = 5_000;
/** Any constant: serialises schema creation when several replicas start at once. */
const MIGRATION_LOCK_ID = 0x7469_7062;

/** @keyv/postgres's own table, created here first so its adapters never race to create it. */
const KEYV_TABLE_DDL =
  "CREATE TABLE IF NOT EXISTS public.keyv (key VARCHAR(255) PRIMARY KEY, value TEXT)";
const SCHEMA_DDL = [
  KEYV_TABLE_DDL,
  `CREATE TABLE IF NOT EXISTS bot_claims (
     key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at TIMESTAMPTZ)`,
  `CREATE TABLE IF NOT EXISTS bot_counters (
     key TEXT PRIMARY KEY, value BIGINT NOT NULL, expires_at TIMESTAMPTZ)`,
  `CREATE TABLE IF NOT EXISTS bot_locks (
     key TEXT PRIMARY KEY, token TEXT NOT NULL, expires_at TIMESTAMPTZ NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS bot_ordered (
     name TEXT COLLATE "C" NOT NULL, key TEXT COLLATE "C" NOT NULL,
     member TEXT COLLATE "C" NOT NULL, score DOUBLE PRECISION NOT NULL,
     PRIMARY KEY (name, key, member))`,
  "CREATE INDEX IF NOT EXISTS bot_ordered_by_score ON bot_ordered (name, key, score, member)",
];

/** `now + ms` on the database's clock; NULL stays NULL (no expiry). */
const EXPIRES_AT = (parameter: string) =>
  `clock_timestamp() + ${parameter}::bigint * interval '1 millisecond'`;

export interface PostgresStoreOptions {
  /** `postgres://` or `postgresql://` URL (credentials allowed; never logged). */
  url: string;
  logger?: StorageLogger;
  /** Connections in the pool (default 10). */
  maxConnections?: number;
  /** STORAGE_DURABILITY (default "strict": refuse a server that may lose acknowledged commits). */
  durability?: StorageDurability;
}

/** The settings, as this store's sessions see them, that decide whether a reported commit survives a power cut. */
export interface PostgresDurabilitySettings {
  /** SHOW synchronous_commit: on, remote_apply, remote_write, local or off. */
  synchronousCommit: string;
  /** SHOW fsync: on or off. */
  fsync: string;
}

/**
 * Connects, creates the tables when missing and returns a Store
 * (`backend: "postgres"`). Fails with `StorageConnectionError` when the
 * database cannot be reached within 5 s, and (STORAGE_DURABILITY=strict)
 * with `StorageSettingsError` when it may lose commits it reported.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle pooled connection that breaks emits here; without a listener it would crash the process.
  pool.on("error", (error) => options.logger?.warn({ err: error }, "postgres connection error"));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StorageConnectionError(redactedUrl(options.url), error);
  }
  try {
    const settings = await durabilitySettings(pool);
    enforceDurability(
      postgresDurabilityProblem(settings),
      options.durability ?? "strict",
      options.logger,
    );
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  let closed = false;
  const query = async (sql: string, values?: unknown[]) => {
    if (closed) throw new StoreClosedError();
    return pool.query(sql, values);
  };

  const leases: LeaseBackend = {
    async acquire(key, token, leaseMs) {
      const result = await query(
        `INSERT INTO bot_locks (key, token, expires_at) VALUES ($1, $2, ${EXPIRES_AT("$3")})
         ON CONFLICT (key) DO UPDATE SET token = excluded.token, expires_at = excluded.expires_at
         WHERE bot_locks.expires_at <= clock_timestamp()`,
        [key, token, leaseMs],
      );
      return result.rowCount === 1;
    },
    async renew(key, token, leaseMs) {
      const result = await query(
        `UPDATE bot_locks SET expires_at = ${EXPIRES_AT("$3")} WHERE key = $1 AND token = $2`,
        [key, token, leaseMs],
      );
      return result.rowCount === 1;
    },
    async release(key, token) {
      // Not through `query`: a closing store gives its held leases back (LeaseLocks.close) after
      // it refused new work and before the pool ends.
      await pool.query("DELETE FROM bot_locks WHERE key = $1 AND token = $2", [key, token]);
    },
  };
  const locks = new LeaseLocks(leases, options.logger);
  const keyv = namespacedKeyvs(
    (namespace) =>
      new Keyv({
        store: new PooledKeyvPostgres({ uri: options.url, pool, isClosed: () => closed }),
        namespace,
        throwOnErrors: true,
        serialize: serializeStored,
        deserialize: deserializeStored,
      }),
  );

  const orderedIndex = namedIndexes(
    (name): OrderedIndex => ({
      async add(key, members) {
        const checked = checkedMembers(members);
        if (checked.length === 0) return;
        await query(
          `INSERT INTO bot_ordered (name, key, member, score)
           SELECT $1, $2, r.member, r.score FROM unnest($3::text[], $4::float8[]) AS r(member, score)
           ON CONFLICT (name, key, member) DO UPDATE SET score = excluded.score`,
          [name, key, checked.map((m) => m.member), checked.map((m) => m.score)],
        );
      },
      async remove(key, members) {
        if (members.length === 0) return;
        await query(
          "DELETE FROM bot_ordered WHERE name = $1 AND key = $2 AND member = ANY($3::text[])",
          [name, key, [...members]],
        );
      },
      async range(key, options) {
        const { limit, ascending, below, above } = checkedRange(options);
        const values: unknown[] = [name, key];
        const conditions = ["name = $1", "key = $2"];
        if (below !== undefined) {
          values.push(below);
          conditions.push(`score < $${values.length}::float8`);
        }
        if (above !== undefined) {
          values.push(above);
          conditions.push(`score > $${values.length}::float8`);
        }
        values.push(limit);
        const order = ascending ? "ASC" : "DESC";
        const result = await query(
          `SELECT member, score FROM bot_ordered WHERE ${conditions.join(" AND ")}
           ORDER BY score ${order}, member ${order} LIMIT $${values.length}`,
          values,
        );
        return (result.rows as Array<{ member: string; score: number }>).map((row) => ({
          member: row.member,
          score: Number(row.score),
        }));
      },
    }),
  );

  const sweep = () =>
    sweepExpired(query).catch((error: unknown) =>
      options.logger?.warn({ err: error }, "could not delete expired entries from the store"),
    );
  await sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    backend: "postgres",
    keyv,
    orderedIndex,
    async claim(key, value, ttlMs) {
      // Inserts, or takes over a row whose expiry has passed; a live claim is left alone.
      const result = await query(
        `INSERT INTO bot_claims (key, value, expires_at)
         VALUES ($1, $2, CASE WHEN $3::bigint IS NULL THEN NULL ELSE ${EXPIRES_AT("$3")} END)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
         WHERE bot_claims.expires_at IS NOT NULL AND bot_claims.expires_at <= clock_timestamp()`,
        [key, value, ttlMs === undefined ? null : Math.ceil(ttlMs)],
      );
      return result.rowCount === 1;
    },
    async readClaim(key) {
      const result = await query(
        `SELECT value FROM bot_claims
         WHERE key = $1 AND (expires_at IS NULL OR expires_at > clock_timestamp())`,
        [key],
      );
      const row = result.rows[0] as { value: string } | undefined;
      return row?.value;
    },
    async increment(key, delta, ttlMs) {
      const ttl = checkedCounterArguments(delta, ttlMs);
      // One statement: the row is locked while it is added to, so concurrent
      // increments queue up instead of overwriting each other; an expired row restarts from 0.
      const result = await query(
        `INSERT INTO bot_counters (key, value, expires_at)
         VALUES ($1, $2, CASE WHEN $3::bigint IS NULL THEN NULL ELSE ${EXPIRES_AT("$3")} END)
         ON CONFLICT (key) DO UPDATE SET
           value = CASE WHEN bot_counters.expires_at IS NOT NULL
                             AND bot_counters.expires_at <= clock_timestamp()
                        THEN excluded.value ELSE bot_counters.value + excluded.value END,
           expires_at = excluded.expires_at
         RETURNING value`,
        [key, delta, ttl ?? null],
      );
      return Number((result.rows[0] as { value: string }).value);
    },
    async readCounter(key) {
      const result = await query(
        `SELECT value FROM bot_counters
         WHERE key = $1 AND (expires_at IS NULL OR expires_at > clock_timestamp())`,
        [key],
      );
      const row = result.rows[0] as { value: string } | undefined;
      return row === undefined ? 0 : Number(row.value);
    },
    withLock(key, task, lockOptions) {
      return locks.run(key, task, lockOptions);
    },
    async ping() {
      await query("SELECT 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      await locks.close();
      await pool.end();
    },
  };
}

/**
 * What in these settings lets PostgreSQL lose a commit it reported, or
 * undefined when nothing does: `fsync = off` (nothing is flushed) or
 * `synchronous_commit = off` (a commit is reported before its flush).
 */
export function postgresDurabilityProblem(
  settings: PostgresDurabilitySettings,
): DurabilityProblem | undefined {
  if (settings.fsync === "off") {
    return {
      problem:
        "PostgreSQL does not flush its log to disk (fsync = off), so a power cut can undo payment claims it reported as written",
      fix: "set fsync = on in postgresql.conf",
    };
  }
  if (settings.synchronousCommit === "off") {
    return {
      problem:
        "PostgreSQL reports a commit before it is on disk (synchronous_commit = off), so a power cut can undo a payment claim",
      fix: "set synchronous_commit = on for the bot's database or role (ALTER DATABASE … SET synchronous_commit = on) or in postgresql.conf",
    };
  }
  return undefined;
}

/** The settings a pooled session runs with (server, database, role and URL options all apply). */
async function durabilitySettings(pool: pg.Pool): Promise<PostgresDurabilitySettings> {
  const result = await pool.query<{ synchronous_commit: string; fsync: string }>(
    "SELECT current_setting('synchronous_commit') AS synchronous_commit, current_setting('fsync') AS fsync",
  );
  const row = result.rows[0];
  return { synchronousCommit: row?.synchronous_commit ?? "", fsync: row?.fsync ?? "" };
}

async function migrate(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query("BEGIN");
    await connection.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
    for (const ddl of SCHEMA_DDL) await connection.query(ddl);
    await connection.query("COMMIT");
  } catch (error) {
    await connection.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

/**
 * Deletes expired rows. Keyv keeps expiry inside its serialised value, which
 * always ends with `,"expires":<epoch ms>}` when there is one (a nested value
 * cannot produce that ending), so the regular expression finds exactly those.
 */
async function sweepExpired(
  query: (sql: string, values?: unknown[]) => Promise<pg.QueryResult>,
): Promise<void> {
  await query(
    `DELETE FROM public.keyv
     WHERE value ~ '"expires":[0-9]+}$'
       AND substring(value from '"expires":([0-9]+)}$')::bigint <= $1`,
    [Date.now()],
  );
  await query("DELETE FROM bot_claims WHERE expires_at <= clock_timestamp()");
  await query("DELETE FROM bot_counters WHERE expires_at <= clock_timestamp()");
  await query("DELETE FROM bot_locks WHERE expires_at <= clock_timestamp()");
}

type PooledOptions = KeyvPostgresOptions & { pool: pg.Pool; isClosed: () => boolean };

/**
 * `@keyv/postgres` keeps one module-wide pool per URL and ends it on any
 * adapter's `disconnect()`, which would close every other store on that URL
 * in this process. This subclass runs the adapter's own SQL on the Store's
 * pool instead (its constructor calls `connect()`, after `opts` is set), and
 * leaves closing that pool to the Store.
 */
class PooledKeyvPostgres extends KeyvPostgres {
  constructor(options: PooledOptions) {
    super(options);
  }

  override async connect(): Promise<(sql: string, values?: unknown) => Promise<unknown[]>> {
    const { pool, isClosed } = this.opts as PooledOptions;
    return async (sql, values) => {
      if (isClosed()) throw new StoreClosedError();
      const result = await pool.query(sql, values as unknown[] | undefined);
      return result.rows;
    };
  }

  override async disconnect(): Promise<void> {}
}
