/**
 * The worker thread of checkpointer.ts: checkpoints the write-ahead log of
 * every SQLite file registered with it into the file, every `intervalMs`,
 * each on a connection of its own. One thread serves the whole process; it
 * ends when its owner says so.
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

/** What the thread is started with. */
export interface CheckpointerData {
  intervalMs: number;
}

/** From the owner: start or stop checkpointing a file (known by a registration id), or end. */
export type CheckpointerRequest =
  | { type: "add"; id: number; file: string; busyTimeoutMs: number }
  | { type: "remove"; id: number }
  | { type: "exit" };

/**
 * To the owner: a file's connection is closed; the file could not be opened
 * (it is not checkpointed); one checkpoint failed (the next is tried as usual).
 */
export type CheckpointerMessage =
  | { type: "removed"; id: number }
  | { type: "add-failed"; id: number; error: string }
  | { type: "checkpoint-failed"; id: number; error: string };

const { intervalMs } = workerData as CheckpointerData;
const databases = new Map<number, DatabaseSync>();

function post(message: CheckpointerMessage): void {
  parentPort?.postMessage(message);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function close(id: number): void {
  try {
    databases.get(id)?.close();
  } catch {
    // Nothing to lose: this connection only checkpoints.
  }
  databases.delete(id);
}

const timer = setInterval(() => {
  for (const [id, database] of databases) {
    try {
      // PASSIVE: copies what no reader still needs, never waits for readers or the writer.
      database.exec("PRAGMA wal_checkpoint(PASSIVE)");
    } catch (error) {
      post({ type: "checkpoint-failed", id, error: errorText(error) });
    }
  }
}, intervalMs);

parentPort?.on("message", (request: CheckpointerRequest) => {
  switch (request.type) {
    case "add":
      try {
        const database = new DatabaseSync(request.file, { timeout: request.busyTimeoutMs });
        databases.set(request.id, database);
        database.exec("PRAGMA wal_autocheckpoint = 0; PRAGMA synchronous = NORMAL;");
      } catch (error) {
        // This file only: the others go on being checkpointed.
        close(request.id);
        post({ type: "add-failed", id: request.id, error: errorText(error) });
      }
      return;
    case "remove":
      close(request.id);
      post({ type: "removed", id: request.id });
      return;
    case "exit":
      clearInterval(timer);
      for (const id of [...databases.keys()]) close(id);
      parentPort?.close();
  }
});
