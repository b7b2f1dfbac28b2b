/**
 * The worker thread of checkpointer.ts: checkpoints the write-ahead log of
 * every SQLite file registered with it into the file, every `intervalMs`,
 * each on a connection of its own. One thread serves the whole process.
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

/** What the thread is started with. */
export interface CheckpointerData {
  intervalMs: number;
}

/** From the owner: start or stop checkpointing a file, known by a registration id. */
export type CheckpointerRequest =
  | { type: "add"; id: number; file: string; busyTimeoutMs: number }
  | { type: "remove"; id: number };

/** To the owner: a file's connection is closed, or one checkpoint failed (the next is tried as usual). */
export type CheckpointerMessage =
  | { type: "removed"; id: number }
  | { type: "checkpoint-failed"; id: number; error: string };

const { intervalMs } = workerData as CheckpointerData;
const databases = new Map<number, DatabaseSync>();

function post(message: CheckpointerMessage): void {
  parentPort?.postMessage(message);
}

const timer = setInterval(() => {
  for (const [id, database] of databases) {
    try {
      // PASSIVE: copies what no reader still needs, never waits for readers or the writer.
      database.exec("PRAGMA wal_checkpoint(PASSIVE)");
    } catch (error) {
      post({
        type: "checkpoint-failed",
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}, intervalMs);

parentPort?.on("message", (request: CheckpointerRequest) => {
  if (request.type === "add") {
    const database = new DatabaseSync(request.file, { timeout: request.busyTimeoutMs });
    database.exec("PRAGMA wal_autocheckpoint = 0; PRAGMA synchronous = NORMAL;");
    databases.set(request.id, database);
    return;
  }
  databases.get(request.id)?.close();
  databases.delete(request.id);
  post({ type: "removed", id: request.id });
  if (databases.size === 0) {
    // Nothing left to do: end the thread (the owner starts a new one when needed).
    clearInterval(timer);
    parentPort?.close();
  }
});
