/**
 * Durability of SQLite commits without blocking the event loop. In WAL mode
 * with `synchronous=NORMAL` a commit writes its frames to the write-ahead
 * log but does not flush it; `synchronous=FULL` would flush it inside the
 * commit, on the bot's only thread, where a busy disk holds every user up
 * for as long as the flush takes (60–470 ms seen on the benchmark machine).
 * Here the flush is an `fdatasync` of the log on libuv's thread pool after
 * the commit; a write counts as done only once a flush that started after
 * its commit has finished, which is the guarantee FULL gives.
 *
 * A failed flush is final. Linux reports a write-back error once and marks
 * the lost pages clean, so a later flush would succeed without them; and
 * SQLite's recovery stops at the first damaged frame of the log, dropping
 * every commit after it. So after one failure every later `sync` fails too,
 * until the store is opened again (as PostgreSQL does on an fsync error).
 */
import { type FileHandle, open } from "node:fs/promises";

/** The write-ahead log could not be flushed: nothing written since is known to be on disk. */
export class WalFlushError extends Error {
  constructor(walFile: string, cause: unknown) {
    super(
      `could not flush the SQLite write-ahead log ${walFile} to disk: check the disk, then restart the bot`,
      { cause },
    );
    this.name = "WalFlushError";
  }
}

/** Flushes one SQLite database's write-ahead log to disk; flushes are shared by every commit made before they start. */
export class WalSync {
  readonly #walFile: string;
  #handle: Promise<FileHandle> | undefined;
  /** The flush under way. */
  #running: Promise<void> | undefined;
  /** The flush that starts when the running one ends, shared by every caller meanwhile. */
  #next: Promise<void> | undefined;
  /** Set by the first failed flush: every later sync fails with it. */
  #failure: WalFlushError | undefined;
  #closed = false;

  /** `walFile`: the database's `-wal` file, which exists once a connection in WAL mode has written. */
  constructor(walFile: string) {
    this.#walFile = walFile;
  }

  /** The flush failure that made this log unusable, if any. */
  get failure(): WalFlushError | undefined {
    return this.#failure;
  }

  /** Resolves once everything committed before the call is on disk; rejects when that is not known. */
  sync(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error("the write-ahead log is closed"));
    if (this.#next) return this.#next;
    const running = this.#running;
    if (!running) return this.#start();
    // The running flush may have started before the caller's commit: wait for the next one.
    const next = running
      .catch(() => {})
      .then(() => {
        this.#next = undefined;
        return this.#start();
      });
    this.#next = next;
    return next;
  }

  /** Waits for the flushes under way, then closes the log's file handle. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#next?.catch(() => {});
    await this.#running?.catch(() => {});
    const handle = await this.#handle?.catch(() => undefined);
    this.#handle = undefined;
    await handle?.close();
  }

  #start(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure);
    const running = this.#flush().finally(() => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
    return running;
  }

  async #flush(): Promise<void> {
    // Opening may fail for a reason that passes (nothing lost yet): retried next time.
    this.#handle ??= open(this.#walFile, "r+");
    let handle: FileHandle;
    try {
      handle = await this.#handle;
    } catch (error) {
      this.#handle = undefined;
      throw error;
    }
    try {
      await handle.datasync();
    } catch (error) {
      this.#failure ??= new WalFlushError(this.#walFile, error);
      throw this.#failure;
    }
  }
}
