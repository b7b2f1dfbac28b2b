/**
 * The SQLite store deletes expired rows when it opens (before the bot
 * polls) and every ten minutes on the event loop. That sweep must find them
 * through an index: a full scan reads every stored user's rows (with a
 * million users, the claims of their payments alone took ~50 ms of every
 * start-up and of every sweep; see bench/ANALYSIS.md, "Scale").
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openStore } from "../../src/storage/index.ts";

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-sqlite-sweep-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Tables that hold only what is in use right now (a lock per chat being handled), not per stored user. */
const SMALL_TABLES = new Set(["locks"]);

describe("sqlite sweep of expired rows", () => {
  it("reads no table of stored data in full: every DELETE it runs at open goes through an index", async () => {
    const prepare = vi.spyOn(DatabaseSync.prototype, "prepare");
    const file = path.join(dataDir, "bot.sqlite");
    let sweepStatements: string[];
    try {
      const store = await openStore({ dataDir });
      sweepStatements = prepare.mock.calls
        .map(([sql]) => sql.trim())
        .filter((sql) => /^DELETE\s+FROM\b/i.test(sql));
      await store.close();
    } finally {
      prepare.mockRestore();
    }
    // keyv, claims (and any table added later) are swept when the store opens.
    expect(sweepStatements.map((sql) => /^DELETE\s+FROM\s+(\w+)/i.exec(sql)?.[1])).toEqual(
      expect.arrayContaining(["keyv", "claims"]),
    );

    const raw = new DatabaseSync(file, { readOnly: true });
    try {
      for (const sql of sweepStatements) {
        const table = /^DELETE\s+FROM\s+(\w+)/i.exec(sql)?.[1] ?? "";
        if (SMALL_TABLES.has(table)) continue;
        const plan = raw
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 0))
          .map((row) => String(row.detail));
        expect({ sql, plan }).toEqual({
          sql,
          plan: expect.arrayContaining([
            expect.stringMatching(new RegExp(`^SEARCH ${table} USING`)),
          ]),
        });
        expect(plan.some((step) => step.startsWith(`SCAN ${table}`))).toBe(false);
      }
    } finally {
      raw.close();
    }
  });

  it("still deletes exactly the expired claims, and keeps claims made without a time limit", async () => {
    const store = await openStore({ url: "sqlite:claims.sqlite", dataDir });
    try {
      expect(await store.claim("send:kept", "claimed:1")).toBe(true);
      expect(await store.claim("note:soon", "1", 1)).toBe(true);
      expect(await store.claim("note:later", "1", 60_000)).toBe(true);
    } finally {
      await store.close();
    }
    // Opening sweeps, here half a minute later by this process's clock (SQLite's is it), moved
    // rather than waited for; read the file itself so an expired row cannot hide behind the read filter.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 30_000);
      await (await openStore({ url: "sqlite:claims.sqlite", dataDir })).close();
    } finally {
      vi.useRealTimers();
    }
    const raw = new DatabaseSync(path.join(dataDir, "claims.sqlite"), { readOnly: true });
    try {
      expect(raw.prepare("SELECT key FROM claims ORDER BY key").all()).toEqual([
        { key: "note:later" },
        { key: "send:kept" },
      ]);
    } finally {
      raw.close();
    }
  });
});
