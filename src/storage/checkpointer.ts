/**
 * Checkpoints of an SQLite file's write-ahead log on a worker thread
 * (sqlite-checkpointer.ts). A checkpoint copies the log into the database
 * file and flushes it to disk; done by the connection that commits (SQLite's
 * automatic checkpoint), that flush would block the event loop for as long
 * as the disk takes. Connections of a file with a `Checkpointer` set
 * `PRAGMA wal_autocheckpoint = 0`.
 */
import { Worker } from "node:worker_threads";
import type { CheckpointerData, CheckpointerMessage } from "./sqlite-checkpointer.ts";

export interface CheckpointerOptions {
  /** How often to checkpoint (ms). Default 1 000. */
  intervalMs?: number;
  /** How long the thread's connection waits for a lock (ms). Default 5 000. */
  busyTimeoutMs?: number;
  /** The thread failed and checkpoints stopped: let SQLite checkpoint by itself again. */
  onFailure(error: Error): void;
  /** One checkpoint failed (the next one is tried as usual). */
  onCheckpointError?(message: string): void;
}

/** Runs checkpoints of `file` on a worker thread until `stop`. */
export class Checkpointer {
  readonly #worker: Worker;
  readonly #exited: Promise<unknown>;

  constructor(file: string, options: CheckpointerOptions) {
    const workerData: CheckpointerData = {
      file,
      intervalMs: options.intervalMs ?? 1_000,
      busyTimeoutMs: options.busyTimeoutMs ?? 5_000,
    };
    this.#worker = new Worker(new URL("./sqlite-checkpointer.ts", import.meta.url), {
      workerData,
    });
    // A file left open must not keep the process alive.
    this.#worker.unref();
    this.#exited = new Promise((resolve) => this.#worker.once("exit", resolve));
    this.#worker.on("message", (message: CheckpointerMessage) => {
      options.onCheckpointError?.(message.error);
    });
    this.#worker.on("error", (error) => options.onFailure(error));
  }

  /** Stops the thread once the checkpoint it may be running is done (terminated after 5 s). */
  async stop(): Promise<void> {
    this.#worker.postMessage("stop");
    const timeout = setTimeout(() => void this.#worker.terminate(), 5_000);
    await this.#exited;
    clearTimeout(timeout);
  }
}
