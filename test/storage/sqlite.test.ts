import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../src/storage/index.ts";
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
    return { url: undefined, dataDir };
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
    await first.keyv<string>("conversations").set("expiring", "state", 5);
    await first.keyv<string>("conversations").set("kept", "state");
    await first.claim("event:expiring", "x", 5);
    await first.claim("event:kept", "x");
    await first.close();
    await sleep(20);
    await (await openStore({ url, dataDir })).close();
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
});
