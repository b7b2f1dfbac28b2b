/**
 * Errors raised while opening a store. Messages name STORAGE_URL and what to
 * do, and show a URL only without its credentials.
 */

/** STORAGE_URL is malformed or names a backend this bot does not have. */
export class StorageUrlError extends Error {
  constructor(problem: string) {
    super(
      `STORAGE_URL ${problem}; use sqlite:///absolute/path.sqlite, sqlite:relative/path.sqlite, memory:, redis://host:port, rediss://host:port or postgres://user@host:port/database (unset: an SQLite file in DATA_DIR)`,
    );
    this.name = "StorageUrlError";
  }
}

/** The store's server could not be reached when the bot started. */
export class StorageConnectionError extends Error {
  constructor(where: string, cause: unknown) {
    const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : "";
    super(
      `could not connect to the store at ${where}${reason}; check STORAGE_URL and that the server is running`,
      { cause },
    );
    this.name = "StorageConnectionError";
  }
}

/** The store's server is set up so that it could lose what the bot keeps there; the message names the setting. */
export class StorageSettingsError extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = "StorageSettingsError";
  }
}

/** The SQLite file could not be created or opened. */
export class StorageFileError extends Error {
  constructor(file: string, cause: unknown) {
    const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : "";
    super(
      `could not open the SQLite store ${file}${reason}; check that DATA_DIR (or the STORAGE_URL path) is writable by this user`,
      { cause },
    );
    this.name = "StorageFileError";
  }
}

/** The URL with any password replaced by `***`, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the configured STORAGE_URL";
  }
}

/**
 * The store's server did not confirm in time that a write reached its disk
 * (Redis: WAITAOF). The write may still be there; what depended on it (a
 * send) must not go ahead.
 */
export class StorageNotDurableError extends Error {
  constructor(what: string) {
    super(`${what}; the operation stops before anything is sent`);
    this.name = "StorageNotDurableError";
  }
}
