/**
 * Durability of SQLite commits without blocking the event loop. In WAL mode
 * with `synchronous=NORMAL` a commit writes its frames to the write-ahead
 * log but does not flush it; `synchronous=FULL` would flush it inside the
 * commit, on the bot's only thread, where a busy disk holds every user up
 * for as long as the flush takes (60–470 ms seen on the benchmark machine).
 * Here the flush is an `fdatasync` of the log on libuv's thread pool after
 * the commit; a write counts as done only once a flush that started after
 * its commit has finished, which is the guarantee FULL gives.
 */
import { type FileHandle, open } from "node:fs/promises";

/** Flushes one SQLite database's write-ahead log to disk; flushes are shared by every commit made before they start. */
export class WalSync {
  readonly #walFile: string;
  #handle: Promise<FileHandle> | undefined;
  /** The flush under way. */
  #running: Promise<void> | undefined;
  /** The flush that starts when the running one ends, shared by every caller meanwhile. */
  #next: Promise<void> | undefined;

  /** `walFile`: the database's `-wal` file, which exists once a connection in WAL mode has written. */
  constructor(walFile: string) {
    this.#walFile = walFile;
  }

  /** Resolves once everything committed before the call is on disk; rejects when the flush failed. */
  sync(): Promise<void> {
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
    await this.#next?.catch(() => {});
    await this.#running?.catch(() => {});
    const handle = await this.#handle?.catch(() => undefined);
    this.#handle = undefined;
    await handle?.close();
  }

  #start(): Promise<void> {
    const running = this.#flush().finally(() => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
    return running;
  }

  async #flush(): Promise<void> {
    this.#handle ??= open(this.#walFile, "r");
    let handle: FileHandle;
    try {
      handle = await this.#handle;
    } catch (error) {
      this.#handle = undefined;
      throw error;
    }
    await handle.datasync();
  }
}
