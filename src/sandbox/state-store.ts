/**
 * Durable storage of the sandbox state in an SQLite file (Node's built-in
 * `node:sqlite`), written incrementally: each commit writes only the records
 * that changed since the last one, in one transaction, so its cost follows
 * the change, not the size of the state (rewriting one JSON document took
 * ~20 ms per commit at 10 000 merchants and grew with every invoice kept).
 *
 * Commits are grouped: every `commit()` made in one turn of the event loop
 * shares the next transaction, and each resolves once that transaction is
 * committed. WAL mode with `synchronous=NORMAL`: a commit survives a crash of
 * the process; only an OS crash or power cut may lose the last ones, which
 * is acceptable for a gateway of test money. Checkpoints run on a worker
 * thread (storage/checkpointer.ts), so the embedded sandbox never makes the
 * bot's event loop wait for the disk. The file and its WAL are owner-only (0600, folder 0700): they hold
 * the merchants' secret keys.
 *
 * Tables: `meta` (network, node key, totals) and `records` (one row per
 * merchant, invoice, payment, receipt, event, voucher, address name, paid-out hash and
 * nonce floor, as JSON; rowid keeps the order of payments, receipts and
 * events). A state file of the earlier JSON format is imported once.
 */
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
} from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { Checkpointer } from "../storage/checkpointer.ts";
import {
  type PersistedState,
  parsePersistedState,
  SandboxStateError,
  validatePersistedState,
} from "./state.ts";

/** The kinds of record kept one per row. */
export type RecordKind =
  | "merchant"
  | "invoice"
  | "payment"
  | "receipt"
  | "event"
  | "voucher"
  | "address"
  | "paidOut"
  | "nonceFloor";

/** A record's new value, or `undefined` when it was deleted. */
export interface RecordChange {
  kind: RecordKind;
  id: string;
  value: unknown;
}

/** What one commit writes: the changed records and the (small) whole meta part. */
export interface StateChanges {
  records: RecordChange[];
  meta: Pick<PersistedState, "network" | "nodePrivateKey" | "totals">;
}

const SCHEMA_VERSION = 1;

export class StateStore {
  readonly path: string;
  readonly #db: DatabaseSync;
  readonly #collect: () => StateChanges;
  readonly #checkpointer: Checkpointer;
  #waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  #scheduled = false;
  #open = true;

  /** A JSON document found at `path` itself, set aside as `<path>.imported` for `read`. */
  readonly #jsonAtPath: PersistedState | undefined;

  /** Opens (creating when needed) the state file; `collect` gives each commit its changes. */
  constructor(file: string, collect: () => StateChanges) {
    this.path = file;
    this.#collect = collect;
    // An earlier version's JSON document at this very path: validated first
    // (a damaged one stops here with nothing changed), then set aside.
    if (isJsonFile(file)) {
      this.#jsonAtPath = parsePersistedState(readFileSync(file, "utf8"), file);
      renameSync(file, `${file}.imported`);
    }
    this.#db = openDatabase(file);
    this.#checkpointer = new Checkpointer(file, {
      // Without the thread, SQLite checkpoints by itself again (the log stays bounded).
      onFailure: () => {
        if (this.#open) this.#db.exec("PRAGMA wal_autocheckpoint = 1000");
      },
    });
  }

  /**
   * The state in the file, or undefined for a new file. A JSON state file of
   * the earlier format (at this path, or beside it with a `.json` extension)
   * is imported the first time and renamed `<name>.imported`.
   */
  read(): PersistedState | undefined {
    const stored = this.#readRows();
    if (stored) return stored;
    if (this.#jsonAtPath) {
      this.#write(everything(this.#jsonAtPath));
      return this.#jsonAtPath;
    }
    const legacy = takeLegacyJson(this.path);
    if (!legacy) return undefined;
    this.#write(everything(legacy.state));
    if (!legacy.file.endsWith(".imported")) renameSync(legacy.file, `${legacy.file}.imported`);
    return legacy.state;
  }

  /** Resolves once a write that began after this call is committed. */
  commit(): Promise<void> {
    if (!this.#open) return Promise.reject(new Error("the sandbox state file is closed"));
    const done = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#flush());
    }
    return done;
  }

  /** Writes every change not yet written (queued commits included) and closes the file. */
  async close(): Promise<void> {
    if (!this.#open) return;
    try {
      this.#closeFile();
    } finally {
      // The checkpointer's connection closes last: SQLite then folds the log into the file.
      await this.#checkpointer.stop();
    }
  }

  #closeFile(): void {
    const batch = this.#waiters;
    this.#waiters = [];
    try {
      this.#write(this.#collect());
      for (const waiter of batch) waiter.resolve();
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
      throw error;
    } finally {
      this.#open = false;
      this.#db.close();
    }
  }

  #flush(): void {
    this.#scheduled = false;
    if (!this.#open) return;
    const batch = this.#waiters;
    this.#waiters = [];
    if (batch.length === 0) return;
    try {
      this.#write(this.#collect());
      for (const waiter of batch) waiter.resolve();
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  /** The write statements, prepared on the first write: compiling them per commit cost more than the writes. */
  #statements: { upsert: StatementSync; remove: StatementSync; setMeta: StatementSync } | undefined;

  /** The meta values as this connection last committed them, to skip rewriting the same. */
  readonly #metaWritten = new Map<string, string>();

  #write(changes: StateChanges): void {
    this.#statements ??= {
      upsert: this.#db.prepare(
        `INSERT INTO records (kind, id, value) VALUES (?, ?, ?)
         ON CONFLICT (kind, id) DO UPDATE SET value = excluded.value`,
      ),
      remove: this.#db.prepare("DELETE FROM records WHERE kind = ? AND id = ?"),
      setMeta: this.#db.prepare(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ),
    };
    const { upsert, remove, setMeta } = this.#statements;
    // The network and node key never change, the totals not on every commit.
    const written = new Map<string, string>();
    for (const [key, value] of Object.entries(changes.meta)) {
      const text = JSON.stringify(value);
      if (this.#metaWritten.get(key) !== text) written.set(key, text);
    }
    if (written.size === 0 && changes.records.length === 0) return;
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      for (const [key, text] of written) setMeta.run(key, text);
      for (const change of changes.records) {
        if (change.value === undefined) remove.run(change.kind, change.id);
        else upsert.run(change.kind, change.id, JSON.stringify(change.value));
      }
      this.#db.exec("COMMIT");
      for (const [key, text] of written) this.#metaWritten.set(key, text);
    } catch (error) {
      try {
        this.#db.exec("ROLLBACK");
      } catch {}
      throw error;
    }
  }

  #readRows(): PersistedState | undefined {
    return readRows(this.#db, this.path);
  }
}

/**
 * Reads the state of a sandbox state file without opening it for writing
 * (for tools and tests looking at what a sandbox left behind).
 */
export function readStateFile(file: string): PersistedState | undefined {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return readRows(db, file);
  } finally {
    db.close();
  }
}

function openDatabase(file: string): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, "a", 0o600));
    chmodSync(file, 0o600);
    db = new DatabaseSync(file, { timeout: 5_000 });
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA wal_autocheckpoint = 0;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS records (
        kind TEXT NOT NULL, id TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (kind, id)
      );
      PRAGMA user_version = ${SCHEMA_VERSION};
    `);
    return db;
  } catch (cause) {
    db?.close();
    throw new SandboxStateError(
      `The sandbox state file ${file} cannot be opened as an SQLite database: restore it from a backup or move it away to start empty.`,
      { cause },
    );
  }
}

function readRows(db: DatabaseSync, file: string): PersistedState | undefined {
  let meta: Map<string, string>;
  let rows: Array<{ kind: string; id: string; value: string }>;
  try {
    meta = new Map(
      db
        .prepare("SELECT key, value FROM meta")
        .all()
        .map((row) => [String(row.key), String(row.value)]),
    );
    rows = db
      .prepare("SELECT kind, id, value FROM records ORDER BY rowid")
      .all()
      .map((row) => ({ kind: String(row.kind), id: String(row.id), value: String(row.value) }));
  } catch (cause) {
    throw new SandboxStateError(
      `The sandbox state file ${file} is damaged: restore it from a backup or move it away to start empty.`,
      { cause },
    );
  }
  if (meta.size === 0) return undefined;
  const document: Record<string, unknown> = {
    version: 1,
    merchants: [],
    invoices: [],
    payments: [],
    receipts: [],
    events: [],
    vouchers: [],
    addresses: {},
    paidOut: {},
    nonceFloors: {},
  };
  const lists: Partial<Record<RecordKind, string>> = {
    merchant: "merchants",
    invoice: "invoices",
    payment: "payments",
    receipt: "receipts",
    event: "events",
    voucher: "vouchers",
  };
  const maps: Partial<Record<RecordKind, string>> = {
    address: "addresses",
    paidOut: "paidOut",
    nonceFloor: "nonceFloors",
  };
  try {
    for (const [key, value] of meta) document[key] = JSON.parse(value);
    for (const row of rows) {
      const kind = row.kind as RecordKind;
      const list = lists[kind];
      const map = maps[kind];
      const value: unknown = JSON.parse(row.value);
      if (list) (document[list] as unknown[]).push(value);
      else if (map) (document[map] as Record<string, unknown>)[row.id] = value;
    }
  } catch (cause) {
    throw new SandboxStateError(
      `The sandbox state file ${file} holds a record that is not valid JSON: restore it from a backup or move it away to start empty.`,
      { cause },
    );
  }
  return validatePersistedState(document, file);
}

/** Every record of `state`, for importing a whole document. */
function everything(state: PersistedState): StateChanges {
  const records: RecordChange[] = [
    ...state.merchants.map((value) => ({ kind: "merchant" as const, id: value.id, value })),
    ...state.invoices.map((value) => ({ kind: "invoice" as const, id: value.paymentHash, value })),
    ...state.payments.map((value) => ({ kind: "payment" as const, id: value.id, value })),
    ...state.receipts.map((value) => ({ kind: "receipt" as const, id: value.id, value })),
    ...state.events.map((value) => ({ kind: "event" as const, id: value.id, value })),
    ...state.vouchers.map((value) => ({ kind: "voucher" as const, id: value.id, value })),
    ...entries("address", state.addresses),
    ...entries("paidOut", state.paidOut),
    ...entries("nonceFloor", state.nonceFloors),
  ];
  const { network, nodePrivateKey, totals } = state;
  return { records, meta: { network, nodePrivateKey, totals } };
}

function entries(kind: RecordKind, map: Record<string, SQLInputValue>): RecordChange[] {
  return Object.entries(map).map(([id, value]) => ({ kind, id, value }));
}

/** True when `file` exists and holds a JSON document (an earlier version's state file). */
function isJsonFile(file: string): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(file, "r");
  } catch {
    return false;
  }
  try {
    const head = Buffer.alloc(64);
    const length = readSync(descriptor, head, 0, head.length, 0);
    return head.subarray(0, length).toString("utf8").trimStart().startsWith("{");
  } finally {
    closeSync(descriptor);
  }
}

/**
 * A JSON state document to import into the new (empty) file `file`, read
 * and validated: `<name>.json` beside it (the earlier default name), or one
 * that stood at this path and was set aside as `<file>.imported` by a start
 * that stopped before importing it.
 */
function takeLegacyJson(file: string): { file: string; state: PersistedState } | undefined {
  const parsed = path.parse(file);
  const candidates = [path.join(parsed.dir, `${parsed.name}.json`), `${file}.imported`];
  for (const candidate of candidates) {
    if (candidate === file) continue;
    let text: string;
    try {
      text = readFileSync(candidate, "utf8");
    } catch {
      continue;
    }
    return { file: candidate, state: parsePersistedState(text, candidate) };
  }
  return undefined;
}
