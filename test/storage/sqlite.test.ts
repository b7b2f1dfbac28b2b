import { type FileHandle, mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openStore } from "../../src/storage/index.ts";
import { until } from "../support/until.ts";
import { describeStoreContract } from "./contract.ts";

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-sqlite-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// The default: no STORAGE_URL, so every Store opens <dataDir>/bot.sqlite.
describeStoreContract({
  name: "sqlite",
  shared: true,
  open: () => openStore({ dataDir }),
  get processTarget() {
    return {
      url: undefined,
      dataDir,
      async expireLock(key: string) {
        const db = new DatabaseSync(path.join(dataDir, "bot.sqlite"));
        try {
          db.prepare("UPDATE locks SET expires = 0 WHERE key = ?").run(key);
        } finally {
          db.close();
        }
      },
    };
  },
});

describe("sqlite file", () => {
  it("is created readable by its owner only, in a folder only its owner can enter", async () => {
    const dir = path.join(dataDir, "fresh", "nested");
    const store = await openStore({ url: "sqlite:fresh/nested/bot.sqlite", dataDir });
    try {
      await store.keyv<string>("accounts").set("1", "sealed");
      const file = path.join(dir, "bot.sqlite");
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(`${file}-wal`)).mode & 0o777).toBe(0o600);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
    } finally {
      await store.close();
    }
  });

  it("writes lock leases and non-durable namespaces to the same file as the rest", async () => {
    const store = await openStore({ url: "sqlite:sync.sqlite", dataDir });
    try {
      const file = path.join(dataDir, "sync.sqlite");
      await store.keyv<number>("handled-updates", { durable: false }).set("1", 1);
      await store.keyv<string>("accounts").set("1", "sealed");
      await store.withLock("chat:1", async () => {
        const raw = new DatabaseSync(file, { readOnly: true });
        try {
          expect(raw.prepare("SELECT key FROM locks").all()).toEqual([{ key: "chat:1" }]);
          expect(raw.prepare("SELECT key FROM keyv ORDER BY key").all()).toEqual([
            { key: "accounts:1" },
            { key: "handled-updates:1" },
          ]);
        } finally {
          raw.close();
        }
      });
    } finally {
      await store.close();
    }
  });

  it("keeps non-durable writes across a restart of the process", async () => {
    const url = "sqlite:restart.sqlite";
    const first = await openStore({ url, dataDir });
    await first.keyv<number>("handled-updates", { durable: false }).set("7", 1);
    await first.close();
    const second = await openStore({ url, dataDir });
    try {
      expect(await second.keyv<number>("handled-updates", { durable: false }).get("7")).toBe(1);
      expect(await second.keyv<number>("handled-updates").get("7")).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("commits many concurrent writes, each visible once its promise resolves", async () => {
    const url = "sqlite:group.sqlite";
    const store = await openStore({ url, dataDir });
    const reader = new DatabaseSync(path.join(dataDir, "group.sqlite"), { readOnly: true });
    try {
      const settings = store.keyv<number>("settings");
      const count = () =>
        Number(
          reader.prepare("SELECT COUNT(*) AS n FROM keyv WHERE key LIKE 'settings:%'").get()?.n,
        );
      const writes = Array.from({ length: 200 }, (_, index) =>
        settings.set(String(index), index).then(() => count()),
      );
      // No write is on disk before its promise resolves; every one is after.
      expect(count()).toBe(0);
      const seen = await Promise.all(writes);
      expect(Math.min(...seen)).toBeGreaterThan(0);
      expect(count()).toBe(200);
      // Queued in order: the last of two writes to one key wins.
      await Promise.all([settings.set("0", 1), settings.delete("0"), settings.set("0", 2)]);
      expect(await settings.get("0")).toBe(2);
    } finally {
      reader.close();
      await store.close();
    }
  });

  it("commits writes still queued when the store closes", async () => {
    const url = "sqlite:closing.sqlite";
    const store = await openStore({ url, dataDir });
    const written = store.keyv<string>("accounts").set("9", "sealed");
    // Keyv reaches the store within microtasks, which queues the write for a
    // group commit in a setImmediate registered after this one: close first.
    const closed = new Promise((resolve) => setImmediate(() => resolve(store.close())));
    await closed;
    await expect(written).resolves.toBe(true);
    const again = await openStore({ url, dataDir });
    try {
      expect(await again.keyv<string>("accounts").get("9")).toBe("sealed");
    } finally {
      await again.close();
    }
  });

  it("deletes expired entries and claims from disk when a store opens", async () => {
    const url = "sqlite:sweep.sqlite";
    const first = await openStore({ url, dataDir });
    await first.keyv<string>("conversations").set("expiring", "state", 60_000);
    await first.keyv<string>("conversations").set("kept", "state");
    await first.claim("event:expiring", "x", 60_000);
    await first.claim("event:kept", "x");
    await first.close();
    // The minute's ttl is run out by moving this process's clock (SQLite's is it), not waited for.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await (await openStore({ url, dataDir })).close();
    } finally {
      vi.useRealTimers();
    }
    const raw = new DatabaseSync(path.join(dataDir, "sweep.sqlite"), { readOnly: true });
    try {
      const keys = (sql: string) =>
        raw
          .prepare(sql)
          .all()
          .map((row) => String(row.key));
      expect(keys("SELECT key FROM keyv ORDER BY key")).toEqual(["conversations:kept"]);
      expect(keys("SELECT key FROM claims ORDER BY key")).toEqual(["event:kept"]);
    } finally {
      raw.close();
    }
  });

  it("checkpoints the log into the database file on its worker thread", async () => {
    const url = "sqlite:checkpoint.sqlite";
    const file = path.join(dataDir, "checkpoint.sqlite");
    const store = await openStore({ url, dataDir });
    try {
      const before = (await stat(file)).size;
      const settings = store.keyv<string>("settings");
      await Promise.all(
        Array.from({ length: 500 }, (_, index) => settings.set(String(index), "x".repeat(200))),
      );
      // The bot's connection never checkpoints; only the worker can grow the file. Up to 30 s: a
      // bound for a worker that never does it, as starting the thread on a busy machine took 5 s.
      await until(
        async () => (await stat(file)).size > before + 100_000,
        "the worker's checkpoint",
        30_000,
      );
    } finally {
      await store.close();
    }
  });
});

describe("sqlite durability without blocking the event loop", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A spy on FileHandle.prototype.datasync, which flushes the write-ahead log. */
  async function spyOnFlush() {
    const handle = await open(path.join(dataDir, "probe"), "a");
    const prototype = Object.getPrototypeOf(handle) as FileHandle;
    await handle.close();
    return vi.spyOn(prototype, "datasync");
  }

  it("resolves claims and durable writes only after the log is flushed; leases and relaxed writes at commit", async () => {
    const store = await openStore({ url: "sqlite:flush.sqlite", dataDir });
    const gate = Promise.withResolvers<void>();
    try {
      // Warm up: the log exists and its handle is open.
      await store.keyv<string>("accounts").set("0", "x");
      const flush = await spyOnFlush();
      flush.mockImplementation(() => gate.promise);
      const settled: string[] = [];
      const claim = store.claim("pay:1", "x").then(() => settled.push("claim"));
      const durable = store
        .keyv<string>("accounts")
        .set("1", "sealed")
        .then(() => settled.push("durable"));
      const relaxed = store
        .keyv<number>("handled-updates", { durable: false })
        .set("1", 1)
        .then(() => settled.push("relaxed"));
      const locked = store.withLock("chat:1", async () => settled.push("lock"));
      await Promise.all([relaxed, locked]);
      // Once the flush the claim and the durable write wait for is under way (held by the gate):
      // anything their commit settled has settled, as the lock's release, which `locked` waited
      // for, was committed in a later turn of the event loop.
      await until(() => flush.mock.calls.length > 0, "the log's flush");
      expect(settled.sort()).toEqual(["lock", "relaxed"]);
      gate.resolve();
      await Promise.all([claim, durable]);
      expect(settled).toContain("claim");
      expect(settled).toContain("durable");
    } finally {
      gate.resolve(); // a failed check must not leave the close waiting for the held flush
      await store.close();
    }
  });

  it("after a failed flush refuses every claim and durable write, and fails its health check, until reopened", async () => {
    const url = "sqlite:flush-fails.sqlite";
    const store = await openStore({ url, dataDir });
    try {
      await store.keyv<string>("accounts").set("0", "x");
      const flush = await spyOnFlush();
      flush.mockRejectedValueOnce(Object.assign(new Error("EIO: i/o error"), { code: "EIO" }));
      await expect(store.claim("pay:2", "x")).rejects.toThrow(/could not flush/);
      // Linux forgets a write-back error once reported: a later flush proves nothing, so none is trusted.
      await expect(store.claim("pay:2", "x")).rejects.toThrow(/could not flush/);
      await expect(store.claim("pay:3", "x")).rejects.toThrow(/could not flush/);
      await expect(store.keyv<string>("accounts").set("3", "sealed")).rejects.toThrow(
        /could not flush/,
      );
      await expect(store.ping()).rejects.toThrow(/could not flush/);
      expect(flush).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
    }
    vi.restoreAllMocks();
    const reopened = await openStore({ url, dataDir });
    try {
      await reopened.ping();
      // The row of the refused claim was committed: the confirmation stays taken, never paid twice.
      expect(await reopened.claim("pay:2", "x")).toBe(false);
      expect(await reopened.claim("pay:4", "x")).toBe(true);
    } finally {
      await reopened.close();
    }
  });
});
