/**
 * Looking into the data folder a bot process left behind (the crash tests
 * open it while no bot runs, or read-only beside one): the embedded
 * sandbox's state file and the SQLite store's lock table.
 */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { PersistedState } from "../../../src/sandbox/state.ts";
import { readStateFile } from "../../../src/sandbox/state-store.ts";
import { DEFAULT_SQLITE_FILE } from "../../../src/storage/index.ts";

/** The embedded sandbox's state as last written to `<dataDir>/sandbox.sqlite`. */
export async function sandboxState(dataDir: string): Promise<PersistedState> {
  const file = path.join(dataDir, "sandbox.sqlite");
  const state = readStateFile(file);
  if (!state) throw new Error(`${file} holds no sandbox state`);
  return state;
}

/** One lock still held in the store: its key and milliseconds of lease left. */
export interface HeldLock {
  key: string;
  leaseLeftMs: number;
}

/** Locks whose lease has not run out yet (a dead holder's stay until it does). */
export function heldLocks(dataDir: string, now = Date.now()): HeldLock[] {
  const db = new DatabaseSync(path.join(dataDir, DEFAULT_SQLITE_FILE), { readOnly: true });
  try {
    const rows = db.prepare("SELECT key, expires FROM locks WHERE expires > ?").all(now) as Array<{
      key: string;
      expires: number;
    }>;
    return rows.map((row) => ({ key: row.key, leaseLeftMs: row.expires - now }));
  } finally {
    db.close();
  }
}

/**
 * Ends every lease in the store at once, as if they had all run out: what
 * happens by itself `leaseMs` after a holder dies. Only while no bot runs.
 */
export function expireLeases(dataDir: string): void {
  const db = new DatabaseSync(path.join(dataDir, DEFAULT_SQLITE_FILE));
  try {
    db.prepare("UPDATE locks SET expires = 0").run();
  } finally {
    db.close();
  }
}

/**
 * Whether the bot finished handling the update `updateId` (its de-duplication
 * mark is written when handling ends). Safe beside a running bot: SQLite in
 * WAL mode lets this reader look while the bot writes.
 */
export function updateHandled(dataDir: string, updateId: number): boolean {
  const db = new DatabaseSync(path.join(dataDir, DEFAULT_SQLITE_FILE), { readOnly: true });
  try {
    return (
      db.prepare("SELECT 1 AS found FROM keyv WHERE key = ?").get(`handled-updates:${updateId}`) !==
      undefined
    );
  } finally {
    db.close();
  }
}
