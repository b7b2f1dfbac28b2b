/**
 * Checkpoints of SQLite write-ahead logs on a worker thread
 * (sqlite-checkpointer.ts). A checkpoint copies the log into the database
 * file and flushes that file to disk; done by the connection that commits
 * (SQLite's automatic checkpoint), the flush would block the event loop for
 * as long as the disk takes. Connections of a registered file set
 * `PRAGMA wal_autocheckpoint = 0`. One thread serves every file of the
 * process (the bot's store and the embedded sandbox's state): each thread
 * costs 10–20 MB. Only this side ends the thread, once no file is left.
 * The thread starts when the first checkpoint is due, one interval after a
 * file is registered: starting a Node thread takes 50–100 ms of CPU, which a
 * bot's start-up does not wait for then (bench/ANALYSIS.md, start-up).
 */
import { Worker } from "node:worker_threads";
import type {
  CheckpointerData,
  CheckpointerMessage,
  CheckpointerRequest,
} from "./sqlite-checkpointer.ts";

/** How often the thread checkpoints each file (ms). */
const CHECKPOINT_INTERVAL_MS = 1_000;
/** How long `stop` waits for the thread (ms). */
const STOP_LIMIT_MS = 5_000;

export interface CheckpointerOptions {
  /** How long the thread's connection waits for a lock (ms). Default 5 000. */
  busyTimeoutMs?: number;
  /**
   * How often the thread checkpoints each file, and how long after the first file it starts
   * (ms). Default 1 000. The thread serves every file: the file that starts it sets it.
   */
  intervalMs?: number;
  /** Checkpoints of the file stopped (the thread failed or could not open it): let SQLite checkpoint by itself again. */
  onFailure(error: Error): void;
  /** One checkpoint failed (the next one is tried as usual). */
  onCheckpointError?(message: string): void;
}

interface Registration {
  options: CheckpointerOptions;
  /** Set by `stop`: resolves once the thread closed the file's connection, or ended. */
  removed?: () => void;
}

/** The process's checkpoint thread while any file is registered. */
class CheckpointThread {
  /** The thread, once started (the first checkpoint is due one interval after the first file). */
  #worker: Worker | undefined;
  readonly #starting: NodeJS.Timeout;
  /** Requests made before the thread started, in order. */
  readonly #waiting: CheckpointerRequest[] = [];
  readonly #registrations = new Map<number, Registration>();
  readonly exited: Promise<void>;
  #exit: () => void = () => {};
  /** Set once the thread was told to end: it takes no new file. */
  ending = false;
  #hasExited = false;

  readonly #intervalMs: number;

  constructor(intervalMs: number) {
    this.#intervalMs = intervalMs;
    this.exited = new Promise((resolve) => {
      this.#exit = resolve;
    });
    this.#starting = setTimeout(() => this.#start(), intervalMs);
    // A store left open must not keep the process alive.
    this.#starting.unref();
  }

  #start(): void {
    const workerData: CheckpointerData = { intervalMs: this.#intervalMs };
    const worker = new Worker(new URL("./sqlite-checkpointer.ts", import.meta.url), {
      workerData,
      // It runs SQL only: a small heap is plenty.
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 },
    });
    this.#worker = worker;
    worker.unref();
    worker.on("message", (message: CheckpointerMessage) => this.#received(message));
    // An "error" is followed by "exit", which reports it to every file still registered.
    let failure: Error | undefined;
    worker.on("error", (error) => {
      failure = error;
    });
    worker.once("exit", () => {
      this.ending = true;
      this.#hasExited = true;
      const error = failure ?? new Error("the SQLite checkpoint thread ended");
      for (const registration of this.#registrations.values()) {
        if (registration.removed) registration.removed();
        else registration.options.onFailure(error);
      }
      this.#registrations.clear();
      this.#exit();
    });
    for (const request of this.#waiting.splice(0)) worker.postMessage(request);
  }

  add(id: number, file: string, options: CheckpointerOptions): void {
    this.#registrations.set(id, { options });
    this.#post({ type: "add", id, file, busyTimeoutMs: options.busyTimeoutMs ?? 5_000 });
  }

  /** Stops checkpointing the file `id`; ends the thread after its last file. */
  async remove(id: number): Promise<void> {
    const registration = this.#registrations.get(id);
    if (!registration || registration.removed) return;
    if (!this.#worker) {
      // Not started yet: the file was never opened by the thread, and will not be.
      this.#registrations.delete(id);
      const others = this.#waiting.filter((request) => !("id" in request) || request.id !== id);
      this.#waiting.splice(0, this.#waiting.length, ...others);
      if (this.#registrations.size === 0) {
        this.ending = true;
        clearTimeout(this.#starting);
        this.#hasExited = true;
        this.#exit();
      }
      return;
    }
    const removed = new Promise<void>((resolve) => {
      registration.removed = resolve;
    });
    this.#post({ type: "remove", id });
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_LIMIT_MS);
    });
    await Promise.race([removed, gaveUp]);
    if (this.#registrations.size === 0 || this.ending) {
      this.ending = true;
      this.#post({ type: "exit" });
      await Promise.race([this.exited, gaveUp]);
      // A thread stuck in a checkpoint past the limit: nothing else depends on it now.
      if (!this.#hasExited) await this.#worker.terminate();
    }
    clearTimeout(timer);
  }

  #received(message: CheckpointerMessage): void {
    const registration = this.#registrations.get(message.id);
    if (!registration) return;
    switch (message.type) {
      case "checkpoint-failed":
        registration.options.onCheckpointError?.(message.error);
        return;
      case "add-failed":
        registration.options.onFailure(new Error(message.error));
        return;
      case "removed":
        this.#registrations.delete(message.id);
        registration.removed?.();
        if (this.#registrations.size === 0) this.ending = true;
    }
  }

  #post(request: CheckpointerRequest): void {
    if (this.#worker) this.#worker.postMessage(request);
    else this.#waiting.push(request);
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
    if (!thread || thread.ending) {
      thread = new CheckpointThread(options.intervalMs ?? CHECKPOINT_INTERVAL_MS);
    }
    this.#thread = thread;
    this.#thread.add(this.#id, file, options);
  }

  /** Stops checkpointing the file once a checkpoint under way is done. */
  stop(): Promise<void> {
    this.#stopped ??= this.#thread.remove(this.#id);
    return this.#stopped;
  }
}
