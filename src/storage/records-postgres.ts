/**
 * The records of the PostgreSQL store (postgres.ts's tables `keyv`,
 * `bot_claims`, `bot_counters`, `bot_ordered`; `bot_locks` never), read in
 * key order table by table and written a page per statement. Keyv entries carry their expiry
 * inside the value only; claims' and counters' expiry is taken as the time
 * left on the database's clock, so neither side's clock matters.
 */
import pg from "pg";
import { redactedUrl } from "./errors.ts";
import {
  keyvExpiry,
  orderedRecordKey,
  parseOrderedRecordKey,
  type RecordKind,
  type RecordSpace,
  type StoredRecord,
  scoreText,
} from "./records.ts";
import { RUNNING_MARK_PREFIX } from "./running-mark.ts";

const TABLES: ReadonlyArray<{ kind: RecordKind; table: string }> = [
  { kind: "entry", table: "public.keyv" },
  { kind: "claim", table: "bot_claims" },
  { kind: "counter", table: "bot_counters" },
  { kind: "ordered", table: "bot_ordered" },
];

interface PostgresCursor {
  table: number;
  after: string;
}

/** `expires_at` as milliseconds left, on the database's clock (NULL: no expiry). */
const LEFT_MS =
  "CASE WHEN expires_at IS NULL THEN NULL ELSE floor(extract(epoch FROM expires_at - clock_timestamp()) * 1000) END";
const LIVE = "(expires_at IS NULL OR expires_at > clock_timestamp())";
/** Milliseconds left → `expires_at` on the database's clock. */
const EXPIRES_FROM_LEFT =
  "CASE WHEN r.left_ms IS NULL THEN NULL ELSE clock_timestamp() + r.left_ms * interval '1 millisecond' END";

/** Opens the PostgreSQL database's records (its tables exist: `openRecordSpace` opened the store first). */
export function openPostgresRecords(url: string): RecordSpace {
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => undefined);
  return {
    backend: "postgres",
    where: redactedUrl(url),
    async scan(cursor, limit) {
      let at: PostgresCursor = cursor
        ? (JSON.parse(cursor) as PostgresCursor)
        : { table: 0, after: "" };
      const now = Date.now();
      const records: StoredRecord[] = [];
      while (at.table < TABLES.length && records.length < limit) {
        const { kind, table } = TABLES[at.table] as (typeof TABLES)[number];
        const wanted = limit - records.length;
        if (kind === "ordered") {
          const [name = "", key = "", member = ""] = at.after
            ? (JSON.parse(at.after) as string[])
            : [];
          // The primary key's order ("C" collation), so its index serves every page.
          const { rows } = await pool.query<{
            name: string;
            key: string;
            member: string;
            score: number;
          }>(
            `SELECT name, key, member, score FROM bot_ordered
             WHERE (name, key, member) > ($1, $2, $3) ORDER BY name, key, member LIMIT $4`,
            [name, key, member, wanted],
          );
          for (const row of rows) {
            at = { table: at.table, after: JSON.stringify([row.name, row.key, row.member]) };
            records.push({
              kind,
              key: orderedRecordKey(row.name, row.key, row.member),
              value: scoreText(row.score),
              expiresAt: undefined,
            });
          }
          if (rows.length < wanted) at = { table: at.table + 1, after: "" };
          continue;
        }
        // The database's own order of keys, so the primary key's index serves every page.
        const sql =
          kind === "entry"
            ? `SELECT key, value, NULL AS left_ms, true AS live FROM ${table}
               WHERE key > $1 ORDER BY key LIMIT $2`
            : `SELECT key, value::text AS value, ${LEFT_MS} AS left_ms, ${LIVE} AS live FROM ${table}
               WHERE key > $1 ORDER BY key LIMIT $2`;
        const { rows } = await pool.query<{
          key: string;
          value: string;
          left_ms: string | null;
          live: boolean;
        }>(sql, [at.after, wanted]);
        for (const row of rows) {
          at = { table: at.table, after: row.key };
          if (!row.live) continue;
          if (kind === "counter" && row.key.startsWith(RUNNING_MARK_PREFIX)) continue;
          const expiresAt =
            kind === "entry"
              ? keyvExpiry(row.value)
              : row.left_ms === null
                ? undefined
                : now + Number(row.left_ms);
          if (expiresAt !== undefined && expiresAt <= now) continue;
          records.push({ kind, key: row.key, value: row.value, expiresAt });
        }
        if (rows.length < wanted) at = { table: at.table + 1, after: "" };
      }
      return {
        records,
        cursor: at.table < TABLES.length ? JSON.stringify(at) : undefined,
      };
    },
    async write(records, mode) {
      const now = Date.now();
      const of = (kind: RecordKind) => records.filter((record) => record.kind === kind);
      const entries = of("entry");
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        if (entries.length > 0) {
          await client.query(
            `INSERT INTO public.keyv (key, value)
             SELECT * FROM unnest($1::text[], $2::text[])
             ON CONFLICT (key) ${mode === "keep" ? "DO NOTHING" : "DO UPDATE SET value = excluded.value"}`,
            [entries.map((record) => record.key), entries.map((record) => record.value)],
          );
        }
        const members = of("ordered").map((record) => ({
          ...parseOrderedRecordKey(record.key),
          score: Number(record.value),
        }));
        if (members.length > 0) {
          await client.query(
            `INSERT INTO bot_ordered (name, key, member, score)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[])
             ON CONFLICT (name, key, member) ${mode === "keep" ? "DO NOTHING" : "DO UPDATE SET score = excluded.score"}`,
            [
              members.map((m) => m.name),
              members.map((m) => m.key),
              members.map((m) => m.member),
              members.map((m) => m.score),
            ],
          );
        }
        for (const [kind, table, type] of [
          ["claim", "bot_claims", "text"],
          ["counter", "bot_counters", "bigint"],
        ] as const) {
          const rows = of(kind);
          if (rows.length === 0) continue;
          await client.query(
            `INSERT INTO ${table} (key, value, expires_at)
             SELECT r.key, r.value, ${EXPIRES_FROM_LEFT}
             FROM unnest($1::text[], $2::${type}[], $3::bigint[]) AS r(key, value, left_ms)
             ON CONFLICT (key) ${mode === "keep" ? "DO NOTHING" : "DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at"}`,
            [
              rows.map((record) => record.key),
              rows.map((record) => record.value),
              rows.map((record) =>
                record.expiresAt === undefined ? null : Math.max(1, record.expiresAt - now),
              ),
            ],
          );
        }
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async totals() {
      let records = 0;
      let bytes = 0;
      for (const { kind, table } of TABLES) {
        const { rows } = await pool.query<{ n: string; b: string }>(
          kind === "ordered"
            ? `SELECT count(*) AS n, coalesce(sum(octet_length(name) + octet_length(key) + octet_length(member) + 8), 0) AS b FROM ${table}`
            : `SELECT count(*) AS n, coalesce(sum(octet_length(key) + octet_length(value::text)), 0) AS b FROM ${table}`,
        );
        records += Number(rows[0]?.n ?? 0);
        bytes += Number(rows[0]?.b ?? 0);
      }
      return { records, bytes };
    },
    async activity() {
      const marks = await pool.query<{ key: string }>(
        `SELECT key FROM bot_counters WHERE key LIKE $1 AND ${LIVE}`,
        [`${RUNNING_MARK_PREFIX}%`],
      );
      const locks = await pool.query<{ key: string }>(
        "SELECT key FROM bot_locks WHERE expires_at > clock_timestamp() LIMIT 5",
      );
      return [
        ...marks.rows.map(
          (row) => `a bot marked ${row.key.slice(RUNNING_MARK_PREFIX.length)} as running`,
        ),
        ...locks.rows.map((row) => `the lock "${row.key}" is held`),
      ];
    },
    async close() {
      await pool.end();
    },
  };
}
