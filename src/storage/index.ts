/**
 * Opens the store STORAGE_URL names. Redis and PostgreSQL modules load only
 * when used, so the embedded default pulls in no network client.
 */
import path from "node:path";
import type { StorageDurability } from "./durability.ts";
import { StorageUrlError } from "./errors.ts";
import type { StorageLogger } from "./lock.ts";
import { openMemoryStore } from "./memory.ts";
import { openSqliteStore } from "./sqlite.ts";
import type { Store } from "./types.ts";

export type { StorageDurability } from "./durability.ts";
export {
  StorageConnectionError,
  StorageFileError,
  StorageNotDurableError,
  StorageSettingsError,
  StorageUrlError,
} from "./errors.ts";
export type { LockOptions, StorageLogger } from "./lock.ts";
export { StoreClosedError } from "./lock.ts";
export { InvalidNamespaceError } from "./namespaces.ts";
export type { OrderedIndex, RangeOptions, ScoredMember } from "./ordered-index.ts";
export { type KeyvOptions, LockLostError, LockTimeoutError, type Store } from "./types.ts";

/** The SQLite file used when STORAGE_URL is unset, inside DATA_DIR. */
export const DEFAULT_SQLITE_FILE = "bot.sqlite";

export interface OpenStoreOptions {
  /** STORAGE_URL; undefined or empty: the SQLite file `<dataDir>/bot.sqlite`. */
  url?: string | undefined;
  /** DATA_DIR: home of the default SQLite file and of relative `sqlite:` paths. */
  dataDir: string;
  /** Receives connection trouble and lock warnings (never credentials). */
  logger?: StorageLogger | undefined;
  /**
   * STORAGE_DURABILITY for Redis and PostgreSQL (default "strict": refuse a
   * server that may lose a write it acknowledged; "relaxed": warn). SQLite
   * always waits for its disk; `memory:` keeps nothing.
   */
  durability?: StorageDurability | undefined;
}

/** Where a STORAGE_URL points, before anything is opened. */
export type StorageTarget =
  | { backend: "sqlite"; file: string }
  | { backend: "memory" }
  | { backend: "redis"; url: string }
  | { backend: "postgres"; url: string };

/**
 * Reads STORAGE_URL:
 * - unset or empty → SQLite at `<dataDir>/bot.sqlite`
 * - `sqlite:///absolute/path` → that file; `sqlite:relative/path` → relative to `dataDir`
 * - `memory:` → in-process only (tests, trying things out)
 * - `redis://…`, `rediss://…` → Redis; `postgres://…`, `postgresql://…` → PostgreSQL
 * Anything else throws `StorageUrlError` (which never repeats the URL, as it may hold a password).
 */
export function parseStorageUrl(url: string | undefined, dataDir: string): StorageTarget {
  const trimmed = url?.trim() ?? "";
  if (trimmed === "") {
    return { backend: "sqlite", file: path.resolve(dataDir, DEFAULT_SQLITE_FILE) };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  switch (scheme) {
    case "sqlite":
      return { backend: "sqlite", file: sqlitePath(trimmed.slice("sqlite:".length), dataDir) };
    case "memory":
      return { backend: "memory" };
    case "redis":
    case "rediss":
      return { backend: "redis", url: checkedServerUrl(trimmed) };
    case "postgres":
    case "postgresql":
      return { backend: "postgres", url: checkedServerUrl(trimmed) };
    case undefined:
      throw new StorageUrlError("has no scheme");
    default:
      throw new StorageUrlError(`has an unknown scheme "${scheme}:"`);
  }
}

function sqlitePath(rest: string, dataDir: string): string {
  let file: string;
  if (rest.startsWith("//")) {
    // sqlite:///abs/path has an empty host; sqlite://name/… would silently mean something else.
    file = rest.slice(2);
    if (!file.startsWith("/")) {
      throw new StorageUrlError(
        "names an SQLite host; write sqlite:///absolute/path (three slashes)",
      );
    }
  } else {
    file = rest;
  }
  try {
    file = decodeURIComponent(file);
  } catch {
    throw new StorageUrlError("has a badly escaped SQLite path");
  }
  if (file === "" || file.endsWith("/")) throw new StorageUrlError("names no SQLite file");
  return path.resolve(dataDir, file);
}

function checkedServerUrl(url: string): string {
  try {
    if (new URL(url).hostname === "") throw new Error("no host");
  } catch {
    throw new StorageUrlError("is not a valid server URL");
  }
  return url;
}

/**
 * Opens the store STORAGE_URL names (see `parseStorageUrl`). Redis and
 * PostgreSQL are connected (and PostgreSQL's tables created) before this
 * resolves; they fail with `StorageConnectionError` when unreachable, and
 * with `StorageSettingsError` when Redis may evict keys or (strict
 * durability) either server may lose a write it acknowledged.
 * The caller closes the store with `store.close()`.
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const target = parseStorageUrl(options.url, options.dataDir);
  const logger = options.logger ? { logger: options.logger } : {};
  const durability = options.durability ?? "strict";
  switch (target.backend) {
    case "sqlite":
      return openSqliteStore({ file: target.file, ...logger });
    case "memory":
      return openMemoryStore({ ...logger });
    case "redis": {
      const { openRedisStore } = await import("./redis.ts");
      return openRedisStore({ url: target.url, durability, ...logger });
    }
    case "postgres": {
      const { openPostgresStore } = await import("./postgres.ts");
      return openPostgresStore({ url: target.url, durability, ...logger });
    }
  }
}
