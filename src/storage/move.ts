/**
 * Moves everything a store keeps to another store (any two of SQLite,
 * PostgreSQL and Redis): every Keyv entry, claim and counter with the time
 * it has left, whatever feature wrote it (records.ts). Values are copied as
 * stored, so the same SECRETS_KEY opens the moved accounts.
 *
 * Safety: it refuses while a bot uses either store (running marks, held
 * locks) and refuses a target that holds records unless told to merge
 * (then a record already on the target is kept, and a different value there
 * fails the check). Page by page, the cursor is saved in a state file after
 * the page is on the target's disk: stopped (signal) or killed, the same
 * command resumes after the last saved page (pages are written as upserts,
 * so a page written twice is harmless). At the end both stores are read in
 * full: records per group and a checksum of every value, as a table; any
 * difference fails with the keys named.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { parseStorageUrl } from "./index.ts";
import {
  openRecordSpace,
  type RecordSpace,
  recordGroup,
  recordHash,
  type StoredRecord,
} from "./records.ts";

/** Records read and written per page (default). */
export const MOVE_PAGE_SIZE = 2_000;
/** Records expiring this soon after the check starts are left out of it on both sides (ms). */
export const VERIFY_MARGIN_MS = 60_000;
/** Keys named per group when a check fails. */
const KEYS_NAMED = 20;

export interface MoveOptions {
  /** STORAGE_URL of the store to copy from. */
  from: string;
  /** STORAGE_URL of the store to copy to. */
  to: string;
  /** DATA_DIR: where relative SQLite paths resolve. */
  dataDir: string;
  /** Add to a target that already holds records (default false: refuse it). */
  merge?: boolean;
  /** The file that keeps the move's progress between runs; removed once the move is checked. */
  stateFile: string;
  pageSize?: number;
  /** Aborting stops after the page being written, with the progress saved. */
  signal?: AbortSignal;
  /** Called after every page. */
  onProgress?: (progress: MoveProgress) => void;
  /** Called once the copy is done and the check begins. */
  onVerifying?: () => void;
}

/** How far a move has come. */
export interface MoveProgress {
  records: number;
  bytes: number;
  /** The source's estimate (records never shrink below `records`). */
  totalRecords: number;
  /** 0 when the source cannot tell (Redis). */
  totalBytes: number;
  /** Estimated time left (ms), from this run's pace; undefined until there is one. */
  leftMs: number | undefined;
}

/** One line of the check's table. */
export interface VerificationRow {
  group: string;
  sourceRecords: number;
  targetRecords: number;
  sourceChecksum: string;
  targetChecksum: string;
  ok: boolean;
}

/** A key the check found different. */
export interface MoveDifference {
  group: string;
  key: string;
  problem: "missing on the target" | "different on the target" | "only on the target";
}

export type MoveResult =
  | { status: "stopped"; progress: MoveProgress }
  | {
      status: "done";
      progress: MoveProgress;
      rows: VerificationRow[];
      differences: MoveDifference[];
      ok: boolean;
    };

/** The move will not start; the message says why and what to do. */
export class MoveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MoveRefusedError";
  }
}

/** What the state file keeps. */
interface MoveState {
  from: string;
  to: string;
  merge: boolean;
  cursor: string | undefined;
  done: boolean;
  records: number;
  bytes: number;
}

/** Copies `from` to `to`, or resumes the copy the state file describes; then checks both. */
export async function moveStore(options: MoveOptions): Promise<MoveResult> {
  if (options.from.trim() === options.to.trim()) {
    throw new MoveRefusedError("--from and --to name the same store");
  }
  const from = parseStorageUrl(options.from, options.dataDir);
  // Opening a missing SQLite file would create an empty store and "move" nothing.
  if (from.backend === "sqlite" && !existsSync(from.file)) {
    throw new MoveRefusedError(`there is no SQLite store at ${from.file} (--from)`);
  }
  const source = await openRecordSpace(options.from, options.dataDir);
  let target: RecordSpace | undefined;
  try {
    target = await openRecordSpace(options.to, options.dataDir);
    if (source.backend === target.backend && source.where === target.where) {
      throw new MoveRefusedError("--from and --to name the same store");
    }
    return await run(options, source, target);
  } finally {
    await source.close();
    await target?.close();
  }
}

async function run(
  options: MoveOptions,
  source: RecordSpace,
  target: RecordSpace,
): Promise<MoveResult> {
  const merge = options.merge ?? false;
  for (const [role, space] of [
    ["source", source],
    ["target", target],
  ] as const) {
    const activity = await space.activity();
    if (activity.length > 0) {
      throw new MoveRefusedError(
        `a bot is using the ${role} store (${space.backend} ${space.where}): ${activity.join("; ")}. Stop every bot on it first (a mark or lock of a bot that died runs out within a minute)`,
      );
    }
  }
  let state = await readState(options.stateFile);
  if (
    state &&
    (state.from !== source.where || state.to !== target.where || state.merge !== merge)
  ) {
    throw new MoveRefusedError(
      `${options.stateFile} belongs to another move (${state.from} → ${state.to}${state.merge ? ", merge" : ""}); finish that one, or delete the file to start afresh`,
    );
  }
  if (!state) {
    if ((await source.scan(undefined, 1)).records.length === 0) {
      throw new MoveRefusedError(
        `the source store (${source.backend} ${source.where}) holds no records: check --from`,
      );
    }
    const first = await target.scan(undefined, 1);
    if (first.records.length > 0 && !merge) {
      throw new MoveRefusedError(
        `the target store (${target.backend} ${target.where}) already holds records; pass --merge to add to them (a record already there is kept), or empty it first`,
      );
    }
    state = {
      from: source.where,
      to: target.where,
      merge,
      cursor: undefined,
      done: false,
      records: 0,
      bytes: 0,
    };
    await writeState(options.stateFile, state);
  }

  const totals = await source.totals();
  const pageSize = options.pageSize ?? MOVE_PAGE_SIZE;
  const startedAt = performance.now();
  const startRecords = state.records;
  const progress = (): MoveProgress => {
    const moved = (state as MoveState).records - startRecords;
    const elapsed = performance.now() - startedAt;
    const total = Math.max(totals.records, (state as MoveState).records);
    return {
      records: (state as MoveState).records,
      bytes: (state as MoveState).bytes,
      totalRecords: total,
      totalBytes: totals.bytes,
      leftMs: moved > 0 ? ((total - (state as MoveState).records) * elapsed) / moved : undefined,
    };
  };
  while (!state.done) {
    if (options.signal?.aborted) return { status: "stopped", progress: progress() };
    const page = await source.scan(state.cursor, pageSize);
    await target.write(page.records, merge ? "keep" : "replace");
    state = {
      ...state,
      cursor: page.cursor,
      done: page.cursor === undefined,
      records: state.records + page.records.length,
      bytes: state.bytes + page.records.reduce((sum, record) => sum + recordBytes(record), 0),
    };
    await writeState(options.stateFile, state);
    options.onProgress?.(progress());
  }

  options.onVerifying?.();
  const check = await verify(source, target, merge);
  if (check.ok) await rm(options.stateFile, { force: true });
  return { status: "done", progress: progress(), ...check };
}

function recordBytes(record: StoredRecord): number {
  return Buffer.byteLength(record.key) + Buffer.byteLength(record.value);
}

/** Per group: records and the sum of their fingerprints (order does not matter). */
type Summary = Map<string, { records: number; sum: bigint }>;

const MASK = (1n << 64n) - 1n;

async function eachRecord(
  space: RecordSpace,
  cutoff: number,
  visit: (record: StoredRecord) => void,
): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await space.scan(cursor, MOVE_PAGE_SIZE);
    for (const record of page.records) {
      if (record.expiresAt !== undefined && record.expiresAt <= cutoff) continue;
      visit(record);
    }
    cursor = page.cursor;
  } while (cursor !== undefined);
}

async function summarize(space: RecordSpace, cutoff: number): Promise<Summary> {
  const summary: Summary = new Map();
  await eachRecord(space, cutoff, (record) => {
    const group = recordGroup(record);
    const line = summary.get(group) ?? { records: 0, sum: 0n };
    line.records += 1;
    line.sum = (line.sum + recordHash(record).readBigUInt64BE(0)) & MASK;
    summary.set(group, line);
  });
  return summary;
}

/** Both stores read in full: a table per group, and the differing keys of every group that differs. */
async function verify(
  source: RecordSpace,
  target: RecordSpace,
  merge: boolean,
): Promise<{ rows: VerificationRow[]; differences: MoveDifference[]; ok: boolean }> {
  const cutoff = Date.now() + VERIFY_MARGIN_MS;
  const [from, to] = [await summarize(source, cutoff), await summarize(target, cutoff)];
  const groups = [...new Set([...from.keys(), ...to.keys()])].sort();
  const hex = (sum: bigint | undefined) => (sum ?? 0n).toString(16).padStart(16, "0");
  const rows = groups.map((group): VerificationRow => {
    const a = from.get(group);
    const b = to.get(group);
    return {
      group,
      sourceRecords: a?.records ?? 0,
      targetRecords: b?.records ?? 0,
      sourceChecksum: hex(a?.sum),
      targetChecksum: hex(b?.sum),
      ok: (a?.records ?? 0) === (b?.records ?? 0) && a?.sum === b?.sum,
    };
  });
  const suspect = new Set(rows.filter((row) => !row.ok).map((row) => row.group));
  if (suspect.size === 0) return { rows, differences: [], ok: true };

  // Keyed comparison of the groups that differ (with --merge, extra target records are fine).
  const expected = new Map<string, string>();
  await eachRecord(source, cutoff, (record) => {
    const group = recordGroup(record);
    if (suspect.has(group))
      expected.set(`${record.kind}\0${record.key}`, recordHash(record).toString("hex"));
  });
  const differences: MoveDifference[] = [];
  await eachRecord(target, cutoff, (record) => {
    const group = recordGroup(record);
    if (!suspect.has(group)) return;
    const id = `${record.kind}\0${record.key}`;
    const hash = expected.get(id);
    if (hash === undefined) {
      if (!merge) differences.push({ group, key: record.key, problem: "only on the target" });
      return;
    }
    expected.delete(id);
    if (hash !== recordHash(record).toString("hex")) {
      differences.push({ group, key: record.key, problem: "different on the target" });
    }
  });
  for (const id of expected.keys()) {
    const [kind = "", key = ""] = id.split("\0");
    differences.push({
      group: recordGroup({ kind: kind as StoredRecord["kind"], key }),
      key,
      problem: "missing on the target",
    });
  }
  const failing = new Set(differences.map((difference) => difference.group));
  for (const row of rows) if (merge && !row.ok && !failing.has(row.group)) row.ok = true;
  return { rows, differences, ok: differences.length === 0 && rows.every((row) => row.ok) };
}

/** The differences to print: at most `KEYS_NAMED` per group and problem, and how many more. */
export function namedDifferences(differences: MoveDifference[]): string[] {
  const lines: string[] = [];
  const seen = new Map<string, number>();
  for (const difference of differences) {
    const bucket = `${difference.group}\0${difference.problem}`;
    const count = (seen.get(bucket) ?? 0) + 1;
    seen.set(bucket, count);
    if (count <= KEYS_NAMED)
      lines.push(`${difference.problem}: ${difference.key} (${difference.group})`);
  }
  for (const [bucket, count] of seen) {
    if (count > KEYS_NAMED) {
      const [group, problem] = bucket.split("\0");
      lines.push(`… and ${count - KEYS_NAMED} more ${problem} (${group})`);
    }
  }
  return lines;
}

/** The check's table as text, one line per group and a total. */
export function verificationTable(rows: VerificationRow[]): string {
  const header = ["records of", "source", "target", "source checksum", "target checksum", ""];
  const lines = rows.map((row) => [
    row.group,
    String(row.sourceRecords),
    String(row.targetRecords),
    row.sourceChecksum,
    row.targetChecksum,
    row.ok ? "ok" : "DIFFERENT",
  ]);
  const total = (pick: (row: VerificationRow) => number) =>
    String(rows.reduce((sum, row) => sum + pick(row), 0));
  lines.push([
    "all",
    total((row) => row.sourceRecords),
    total((row) => row.targetRecords),
    "",
    "",
    rows.every((row) => row.ok) ? "ok" : "DIFFERENT",
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => (line[column] ?? "").length)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) =>
          column === 0 || column >= 3
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function readState(file: string): Promise<MoveState | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return JSON.parse(text) as MoveState;
}

/** Written aside and renamed, so a kill leaves the old state or the new one, never half. */
async function writeState(file: string, state: MoveState): Promise<void> {
  const aside = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(aside, JSON.stringify(state), { mode: 0o600 });
  await rename(aside, file);
}
