/**
 * The records of the SQLite store (sqlite.ts's tables `keyv`, `claims`,
 * `counters`, `ordered`; `locks` never), read in key order table by table
 * and written in large transactions flushed to disk (`synchronous = FULL`).
 */
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import {
  orderedRecordKey,
  parseOrderedRecordKey,
  type RecordKind,
  type RecordPage,
  type RecordSpace,
  type StoredRecord,
  scoreText,
} from "./records.ts";
import { RUNNING_MARK_PREFIX } from "./running-mark.ts";

const BUSY_TIMEOUT_MS = 5_000;
const TABLES: ReadonlyArray<{ kind: RecordKind; table: string }> = [
  { kind: "entry", table: "keyv" },
  { kind: "claim", table: "claims" },
  { kind: "counter", table: "counters" },
  { kind: "ordered", table: "ordered" },
];

/** Where a scan stands: the table's index in TABLES and the last key read there (`ordered`: its primary key as JSON). */
interface SqliteCursor {
  table: number;
  after: string;
}

/** Opens the SQLite file's records (its tables exist: `openRecordSpace` opened the store first). */
export function openSqliteRecords(file: string): RecordSpace {
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  db.exec(
    `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;`,
  );
  const all = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params);
  return {
    backend: "sqlite",
    where: file,
    async scan(cursor, limit) {
      let at: SqliteCursor = cursor
        ? (JSON.parse(cursor) as SqliteCursor)
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
          const members = all(
            `SELECT name, key, member, score FROM ordered WHERE (name, key, member) > (?, ?, ?)
             ORDER BY name, key, member LIMIT ?`,
            name,
            key,
            member,
            wanted,
          );
          for (const row of members) {
            const [n, k, m] = [String(row.name), String(row.key), String(row.member)];
            at = { table: at.table, after: JSON.stringify([n, k, m]) };
            records.push({
              kind,
              key: orderedRecordKey(n, k, m),
              value: scoreText(Number(row.score)),
              expiresAt: undefined,
            });
          }
          if (members.length < wanted) at = { table: at.table + 1, after: "" };
          continue;
        }
        const rows = all(
          `SELECT key, value, expires FROM ${table} WHERE key > ? ORDER BY key LIMIT ?`,
          at.after,
          wanted,
        );
        for (const row of rows) {
          const expires = row.expires === null ? undefined : Number(row.expires);
          const key = String(row.key);
          at = { table: at.table, after: key };
          if (expires !== undefined && expires <= now) continue;
          if (kind === "counter" && key.startsWith(RUNNING_MARK_PREFIX)) continue;
          records.push({ kind, key, value: String(row.value), expiresAt: expires });
        }
        if (rows.length < wanted) {
          at = { table: at.table + 1, after: "" };
        }
      }
      const page: RecordPage = {
        records,
        cursor: at.table < TABLES.length ? JSON.stringify(at) : undefined,
      };
      return page;
    },
    async write(records, mode) {
      const conflict = (columns: string) =>
        mode === "keep" ? "DO NOTHING" : `DO UPDATE SET ${columns}`;
      const entry = db.prepare(
        `INSERT INTO keyv (key, value, expires) VALUES (?, ?, ?)
         ON CONFLICT (key) ${conflict("value = excluded.value, expires = excluded.expires")}`,
      );
      const claim = db.prepare(
        `INSERT INTO claims (key, value, expires) VALUES (?, ?, ?)
         ON CONFLICT (key) ${conflict("value = excluded.value, expires = excluded.expires")}`,
      );
      const counter = db.prepare(
        `INSERT INTO counters (key, value, expires) VALUES (?, ?, ?)
         ON CONFLICT (key) ${conflict("value = excluded.value, expires = excluded.expires")}`,
      );
      const member = db.prepare(
        `INSERT INTO ordered (name, key, member, score) VALUES (?, ?, ?, ?)
         ON CONFLICT (name, key, member) ${conflict("score = excluded.score")}`,
      );
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const record of records) {
          const expires = record.expiresAt ?? null;
          if (record.kind === "ordered") {
            const { name, key, member: id } = parseOrderedRecordKey(record.key);
            member.run(name, key, id, Number(record.value));
          } else if (record.kind === "entry") entry.run(record.key, record.value, expires);
          else if (record.kind === "claim") claim.run(record.key, record.value, expires);
          else counter.run(record.key, Number(record.value), expires);
        }
        db.exec("COMMIT");
      } catch (error) {
        try {
          db.exec("ROLLBACK");
        } catch {}
        throw error;
      }
    },
    async totals() {
      const now = Date.now();
      let records = 0;
      let bytes = 0;
      for (const { kind, table } of TABLES) {
        const row =
          kind === "ordered"
            ? db
                .prepare(
                  `SELECT count(*) AS n, coalesce(sum(length(CAST(name AS BLOB)) + length(CAST(key AS BLOB)) + length(CAST(member AS BLOB)) + 8), 0) AS b
                   FROM ordered`,
                )
                .get()
            : db
                .prepare(
                  `SELECT count(*) AS n, coalesce(sum(length(CAST(key AS BLOB)) + length(CAST(value AS BLOB))), 0) AS b
                   FROM ${table} WHERE expires IS NULL OR expires > ?`,
                )
                .get(now);
        records += Number(row?.n ?? 0);
        bytes += Number(row?.b ?? 0);
      }
      return { records, bytes };
    },
    async activity() {
      const now = Date.now();
      const marks = all(
        "SELECT key FROM counters WHERE key LIKE ? AND (expires IS NULL OR expires > ?)",
        `${RUNNING_MARK_PREFIX}%`,
        now,
      ).map(
        (row) => `a bot marked ${String(row.key).slice(RUNNING_MARK_PREFIX.length)} as running`,
      );
      const locks = all("SELECT key FROM locks WHERE expires > ? LIMIT 5", now).map(
        (row) => `the lock "${String(row.key)}" is held`,
      );
      return [...marks, ...locks];
    },
    async close() {
      db.close();
    },
  };
}
