/**
 * Every record a store keeps, read and written in the same form whatever the
 * backend, for moving a store (move.ts). The bot writes only through `Store`,
 * so its whole key space is four kinds of record: Keyv entries (every
 * namespace, whatever feature owns it), claims, counters and members of
 * ordered indexes (every index, whatever owns it). Locks are
 * leases of running work and are never copied; they tell that a bot is at
 * work, as does the running mark (running-mark.ts).
 *
 * Values travel as the backend keeps them (Keyv's serialised text, sealed
 * secrets inside as they are): nothing is decrypted or re-encoded. Each
 * backend's module here mirrors the layout of its store module
 * (sqlite.ts, postgres.ts, redis.ts); the move tests open the moved store
 * through `Store` to prove the two agree.
 */
import { createHash } from "node:crypto";
import { StorageUrlError } from "./errors.ts";
import { openStore, parseStorageUrl } from "./index.ts";
import { RUNNING_MARK_PREFIX } from "./running-mark.ts";

/** The four kinds of record the bot keeps. */
export type RecordKind = "entry" | "claim" | "counter" | "ordered";

/** One record, backend-neutral. */
export interface StoredRecord {
  kind: RecordKind;
  /**
   * Entries: Keyv's full key `namespace:key`; claims and counters: the key
   * given to `Store`; members of an ordered index: `name:["key","member"]`
   * (see `orderedRecordKey`).
   */
  key: string;
  /** Entries and claims: the stored text; counters: the integer in decimal; members: the score. */
  value: string;
  /** Epoch ms after which the record no longer counts; undefined: kept for ever. */
  expiresAt: number | undefined;
}

/** A page of records and where the next page starts (undefined: there is none). */
export interface RecordPage {
  records: StoredRecord[];
  cursor: string | undefined;
}

/** How big a store is, for progress: records and bytes of keys and values (Redis: bytes unknown, 0). */
interface RecordTotals {
  records: number;
  bytes: number;
}

/** Raw access to a store's records for the move. */
export interface RecordSpace {
  /** "sqlite", "postgres" or "redis". */
  readonly backend: string;
  /** The store's place for messages, without credentials. */
  readonly where: string;
  /**
   * Up to about `limit` live records after `cursor` (undefined: from the
   * start), expired ones left out, running marks and locks never included.
   */
  scan(cursor: string | undefined, limit: number): Promise<RecordPage>;
  /**
   * Writes `records`; "replace" overwrites a record with the same key,
   * "keep" leaves an existing one as it is. Resolves once they are on disk.
   */
  write(records: StoredRecord[], mode: "replace" | "keep"): Promise<void>;
  /** An estimate of what `scan` will return, for progress. */
  totals(): Promise<RecordTotals>;
  /** What tells that a bot uses this store now: its live running marks and held locks, described. */
  activity(): Promise<string[]>;
  close(): Promise<void>;
}

/** The records a move never carries: running marks belong to the bot that set them. */
export function isRunningMark(record: Pick<StoredRecord, "kind" | "key">): boolean {
  return record.kind === "counter" && record.key.startsWith(RUNNING_MARK_PREFIX);
}

/** A member of the ordered index `name` under `key` as a record's key: `name:["key","member"]`. */
export function orderedRecordKey(name: string, key: string, member: string): string {
  return `${name}:${JSON.stringify([key, member])}`;
}

/** The index name, key and member of an `ordered` record's key (see `orderedRecordKey`). */
export function parseOrderedRecordKey(recordKey: string): {
  name: string;
  key: string;
  member: string;
} {
  const colon = recordKey.indexOf(":");
  const [key, member] = JSON.parse(recordKey.slice(colon + 1)) as [string, string];
  return { name: recordKey.slice(0, colon), key, member };
}

/** A score as a record's value: the shortest text that reads back as the same number, on every backend. */
export function scoreText(score: number | string): string {
  return String(Number(score));
}

/**
 * The group a record is counted in for the verification table: entries by
 * namespace, ordered indexes by name, claims and counters by the part of
 * their key before the first colon (`claim send`, `counter daily`,
 * `ordered history`), so a feature's new kind of record gets its own line
 * without being named here.
 */
export function recordGroup(record: Pick<StoredRecord, "kind" | "key">): string {
  const head = record.key.split(":", 1)[0] ?? "";
  return record.kind === "entry" ? `entry ${head}` : `${record.kind} ${head}`;
}

/** A record's fingerprint: kind, key, value and whether it expires (its remaining time drifts). */
export function recordHash(record: StoredRecord): Buffer {
  return createHash("sha256")
    .update(record.kind)
    .update("\0")
    .update(record.key)
    .update("\0")
    .update(record.value)
    .update(record.expiresAt === undefined ? "\0-" : "\0+")
    .digest();
}

/**
 * Keyv's expiry inside its serialised value (`…,"expires":<epoch ms>}` at
 * the very end when there is one), as PostgreSQL's sweep reads it.
 */
export function keyvExpiry(text: string): number | undefined {
  const match = /"expires":(\d+)}$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * Opens the records of the store `url` names (as STORAGE_URL; relative
 * SQLite paths resolve against `dataDir`). The store is first opened as the
 * bot opens it, so its tables exist and a server the bot would refuse
 * (Redis that may evict, a store that may lose writes) is refused here too.
 */
export async function openRecordSpace(url: string, dataDir: string): Promise<RecordSpace> {
  const target = parseStorageUrl(url, dataDir);
  if (target.backend === "memory") {
    throw new StorageUrlError("names memory:, which keeps nothing to move");
  }
  await (await openStore({ url, dataDir })).close();
  switch (target.backend) {
    case "sqlite": {
      const { openSqliteRecords } = await import("./records-sqlite.ts");
      return openSqliteRecords(target.file);
    }
    case "postgres": {
      const { openPostgresRecords } = await import("./records-postgres.ts");
      return openPostgresRecords(target.url);
    }
    case "redis": {
      const { openRedisRecords } = await import("./records-redis.ts");
      return openRedisRecords(target.url);
    }
  }
}
