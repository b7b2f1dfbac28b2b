import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Checkpointer } from "../../src/storage/checkpointer.ts";
import { until } from "../support/until.ts";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "checkpointer-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A WAL-mode file that never checkpoints by itself, with a writer connection. */
function walFile(name: string): { file: string; db: DatabaseSync; write(rows: number): void } {
  const file = path.join(dir, name);
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA wal_autocheckpoint = 0;
    CREATE TABLE IF NOT EXISTS t (v TEXT);
  `);
  const insert = db.prepare("INSERT INTO t (v) VALUES (?)");
  return {
    file,
    db,
    write(rows) {
      db.exec("BEGIN");
      for (let row = 0; row < rows; row++) insert.run("x".repeat(500));
      db.exec("COMMIT");
    },
  };
}

const size = async (file: string) => (await stat(file)).size;

/**
 * Checkpoints every 50 ms (the bot's are a second apart): what is proven is which files the
 * thread checkpoints and when it runs, not the interval; each test would wait two of them.
 */
const intervalMs = 50;

/**
 * Waits for `file` to grow past `bytes`; its size then. Up to 30 s: a bound for a thread that
 * never checkpoints, as starting the thread on a busy machine took 5 s (sqlite.test.ts).
 */
async function grownPast(file: string, bytes: number): Promise<number> {
  await until(async () => (await size(file)) > bytes, `${path.basename(file)} to grow`, 30_000);
  return size(file);
}

describe("Checkpointer", () => {
  it("checkpoints every registered file from one thread, until each is stopped", async () => {
    const first = walFile("first.sqlite");
    const second = walFile("second.sqlite");
    const failures: Error[] = [];
    const onFailure = (error: Error) => failures.push(error);
    const firstCheckpoints = new Checkpointer(first.file, { onFailure, intervalMs });
    const secondCheckpoints = new Checkpointer(second.file, { onFailure, intervalMs });
    try {
      first.write(400);
      second.write(400);
      const firstSize = await grownPast(first.file, 100_000);
      expect(firstSize).toBeGreaterThan(100_000);
      expect(await grownPast(second.file, 100_000)).toBeGreaterThan(100_000);

      await firstCheckpoints.stop();
      first.write(400);
      second.write(800);
      // Only the file still registered is checkpointed.
      expect(await grownPast(second.file, 400_000)).toBeGreaterThan(400_000);
      expect(await size(first.file)).toBe(firstSize);
      expect(failures).toEqual([]);
    } finally {
      await firstCheckpoints.stop();
      await secondCheckpoints.stop();
      first.db.close();
      second.db.close();
    }
  });

  it("starts a thread again after the last file stopped, and a second stop is harmless", async () => {
    const once = walFile("once.sqlite");
    const before = new Checkpointer(once.file, { onFailure: () => {}, intervalMs });
    await before.stop();
    await before.stop();
    const again = new Checkpointer(once.file, { onFailure: () => {}, intervalMs });
    try {
      once.write(400);
      expect(await grownPast(once.file, 100_000)).toBeGreaterThan(100_000);
    } finally {
      await again.stop();
      once.db.close();
    }
  });

  it("still checkpoints a new file after two were stopped at the same time", async () => {
    const a = walFile("a.sqlite");
    const b = walFile("b.sqlite");
    const c = walFile("c.sqlite");
    const failures: Error[] = [];
    const onFailure = (error: Error) => failures.push(error);
    await Promise.all([
      new Checkpointer(a.file, { onFailure, intervalMs }).stop(),
      new Checkpointer(b.file, { onFailure, intervalMs }).stop(),
    ]);
    const checkpoints = new Checkpointer(c.file, { onFailure, intervalMs });
    try {
      c.write(400);
      expect(await grownPast(c.file, 100_000)).toBeGreaterThan(100_000);
      expect(failures).toEqual([]);
    } finally {
      await checkpoints.stop();
      for (const opened of [a, b, c]) opened.db.close();
    }
  });

  it("reports a file it cannot open to that file's owner only", async () => {
    const good = walFile("good.sqlite");
    const goodFailures: Error[] = [];
    const badFailures: Error[] = [];
    const bad = new Checkpointer(path.join(dir, "missing", "folder", "x.sqlite"), {
      onFailure: (error) => badFailures.push(error),
      intervalMs,
    });
    const checkpoints = new Checkpointer(good.file, {
      onFailure: (error) => goodFailures.push(error),
      intervalMs,
    });
    try {
      good.write(400);
      expect(await grownPast(good.file, 100_000)).toBeGreaterThan(100_000);
      expect(badFailures).toHaveLength(1);
      expect(badFailures[0]?.message).toMatch(/unable to open/i);
      expect(goodFailures).toEqual([]);
    } finally {
      await bad.stop();
      await checkpoints.stop();
      good.db.close();
    }
  });
});
