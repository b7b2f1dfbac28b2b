/**
 * Checkpoints of SQLite write-ahead logs on a worker thread
 * (sqlite-checkpointer.ts). A checkpoint copies the log into the database
 * file and flushes that file to disk; done by the connection that commits
 * (SQLite's automatic checkpoint), the flush would block the event loop for
 * as long as the disk takes. Connections of a registered file set
 * `PRAGMA wal_autocheckpoint = 0`. One thread serves every file of the
 * process (the bot's store and the embedded sandbox's state): each thread
 * costs 10–20 MB.
 */
import { Worker } from "node:worker_threads";
import type {
  CheckpointerData,
  CheckpointerMessage,
  CheckpointerRequest,
} from "./sqlite-checkpointer.ts";

/** How often the thread checkpoints each file (ms). */
const CHECKPOINT_INTERVAL_MS = 1_000;
/** How long `stop` waits for the thread before ending it (ms). */
const STOP_LIMIT_MS = 5_000;

export interface CheckpointerOptions {
  /** How long the thread's connection waits for a lock (ms). Default 5 000. */
  busyTimeoutMs?: number;
  /** The thread failed and checkpoints stopped: let SQLite checkpoint by itself again. */
  onFailure(error: Error): void;
  /** One checkpoint failed (the next one is tried as usual). */
  onCheckpointError?(message: string): void;
}

interface Registration {
  options: CheckpointerOptions;
  /** Resolves when the thread closed this file's connection (or ended). */
  removed?: () => void;
}

/** The process's checkpoint thread while any file is registered. */
class CheckpointThread {
  readonly worker: Worker;
  readonly registrations = new Map<number, Registration>();
  readonly exited: Promise<void>;

  constructor(onExit: () => void) {
    const workerData: CheckpointerData = { intervalMs: CHECKPOINT_INTERVAL_MS };
    this.worker = new Worker(new URL("./sqlite-checkpointer.ts", import.meta.url), {
      workerData,
      // It runs SQL only: a small heap is plenty.
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 },
    });
    // A store left open must not keep the process alive.
    this.worker.unref();
    this.worker.on("message", (message: CheckpointerMessage) => {
      const registration = this.registrations.get(message.id);
      if (message.type === "checkpoint-failed") {
        registration?.options.onCheckpointError?.(message.error);
        return;
      }
      this.registrations.delete(message.id);
      registration?.removed?.();
    });
    this.worker.on("error", (error) => {
      for (const { options } of this.registrations.values()) options.onFailure(error);
    });
    this.exited = new Promise((resolve) =>
      this.worker.once("exit", () => {
        onExit();
        for (const registration of this.registrations.values()) registration.removed?.();
        this.registrations.clear();
        resolve();
      }),
    );
  }

  post(request: CheckpointerRequest): void {
    this.worker.postMessage(request);
  }
}

let thread: CheckpointThread | undefined;
let nextId = 1;

/** Checkpoints `file` on the process's checkpoint thread until `stop`. */
export class Checkpointer {
  readonly #thread: CheckpointThread;
  readonly #id = nextId++;
  #stopped: Promise<void> | undefined;

  constructor(file: string, options: CheckpointerOptions) {
    const current =
      thread ??
      new CheckpointThread(() => {
        if (thread === current) thread = undefined;
      });
    thread = current;
    this.#thread = current;
    current.registrations.set(this.#id, { options });
    current.post({
      type: "add",
      id: this.#id,
      file,
      busyTimeoutMs: options.busyTimeoutMs ?? 5_000,
    });
  }

  /** Stops checkpointing the file once a checkpoint under way is done; the thread ends with its last file. */
  stop(): Promise<void> {
    this.#stopped ??= this.#stop();
    return this.#stopped;
  }

  async #stop(): Promise<void> {
    const current = this.#thread;
    const registration = current.registrations.get(this.#id);
    if (!registration) return;
    const removed = new Promise<void>((resolve) => {
      registration.removed = resolve;
    });
    const lastFile = current.registrations.size === 1;
    // The thread ends by itself after its last file: a new file then needs a new thread.
    if (lastFile && thread === current) thread = undefined;
    current.post({ type: "remove", id: this.#id });
    const limit = setTimeout(() => void current.worker.terminate(), STOP_LIMIT_MS);
    await removed;
    if (lastFile) await current.exited;
    clearTimeout(limit);
  }
}
