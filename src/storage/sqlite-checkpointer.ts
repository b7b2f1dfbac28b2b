/**
 * Worker thread of the SQLite store: checkpoints the write-ahead log into
 * the database file every `intervalMs`, on a connection of its own. A
 * checkpoint flushes the database file to disk; run by the bot's
 * connection (SQLite's automatic checkpoint) that flush would block the
 * event loop. Stops, closing its connection, on the message "stop".
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

/** What the store passes as `workerData`. */
export interface CheckpointerData {
  file: string;
  intervalMs: number;
  busyTimeoutMs: number;
}

/** What the worker posts back: a checkpoint that failed (the store logs it). */
export interface CheckpointerMessage {
  type: "checkpoint-failed";
  error: string;
}

const { file, intervalMs, busyTimeoutMs } = workerData as CheckpointerData;
const database = new DatabaseSync(file, { timeout: busyTimeoutMs });
database.exec(`PRAGMA wal_autocheckpoint = 0; PRAGMA synchronous = NORMAL;`);

const timer = setInterval(() => {
  try {
    // PASSIVE: copies what no reader still needs, never waits for readers or the writer.
    database.exec("PRAGMA wal_checkpoint(PASSIVE)");
  } catch (error) {
    const message: CheckpointerMessage = {
      type: "checkpoint-failed",
      error: error instanceof Error ? error.message : String(error),
    };
    parentPort?.postMessage(message);
  }
}, intervalMs);

parentPort?.on("message", (message: unknown) => {
  if (message !== "stop") return;
  clearInterval(timer);
  database.close();
  parentPort?.close();
});
