import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@keyv/redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, StorageSettingsError } from "../../src/storage/index.ts";
import { openRedisStore } from "../../src/storage/redis.ts";
import {
  DURABLE_REDIS_ARGS,
  redisServerMissing,
  startPrivateRedis,
} from "../support/redis-server.ts";
import { until } from "../support/until.ts";
import { describeStoreContract } from "./contract.ts";

// Started by scripts/services.sh (CI does); without it the suite is listed as skipped.
const url = process.env.TEST_REDIS_URL;

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-redis-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describeStoreContract({
  name: "redis",
  shared: true,
  skipReason: url
    ? undefined
    : 'TEST_REDIS_URL is not set; run: eval "$(scripts/services.sh start)"',
  open: () => openStore({ url, dataDir }),
  get processTarget() {
    return {
      url,
      dataDir,
      async expireLock(key: string) {
        const client = createClient({ url: url ?? "" });
        await client.connect();
        try {
          // The lease is the key's time to live (src/storage/redis.ts keeps locks as lock:<key>).
          await client.pExpire(`lock:${key}`, 1);
        } finally {
          await client.quit();
        }
      },
    };
  },
});

describe.skipIf(!url)("redis connection", () => {
  it("comes back by itself after the server drops the connection", async () => {
    const warnings: string[] = [];
    const tag = Math.random().toString(36).slice(2, 10);
    const clientName = `reconnect-test-${tag}`;
    const store = await openRedisStore({
      url: url ?? "",
      clientName,
      logger: { warn: (_details, message) => warnings.push(message), error: () => undefined },
    });
    const admin = createClient({ url: url ?? "" });
    await admin.connect();
    try {
      expect(await store.claim(`reconnect:${tag}:1`, "x")).toBe(true);
      // Drop only this store's connection: other suites may share the server.
      const clients = String(await admin.sendCommand(["CLIENT", "LIST"]));
      const id = /id=(\d+) .*name=(\S+)/
        .exec(clients.split("\n").find((line) => line.includes(`name=${clientName} `)) ?? "")
        ?.at(1);
      expect(id).toBeDefined();
      await admin.sendCommand(["CLIENT", "KILL", "ID", id ?? ""]);
      // Bounded: the store retries with backoff capped at 2 s.
      await until(
        () =>
          store.claim(`reconnect:${tag}:2`, "x").then(
            () => true,
            () => false,
          ),
        "a claim after the connection dropped",
        15_000,
      );
      expect(await store.readClaim(`reconnect:${tag}:1`)).toBe("x");
      expect(warnings).toContain("redis connection error");
    } finally {
      await admin.close();
      await store.close();
    }
  });
});

// A Redis of the test's own: CONFIG SET on the shared TEST_REDIS_URL server would make every
// suite running beside it refuse to open its store for as long as the policy is changed.
const noRedisServer = redisServerMissing();

describe.skipIf(noRedisServer !== undefined)("redis settings", () => {
  it("refuses to start, in one line naming the setting, when Redis may evict keys", async () => {
    const server = await startPrivateRedis(DURABLE_REDIS_ARGS);
    const clientName = `settings-test-${Math.random().toString(36).slice(2, 10)}`;
    try {
      for (const policy of ["allkeys-lru", "volatile-ttl"]) {
        await server.admin.sendCommand(["CONFIG", "SET", "maxmemory-policy", policy]);
        const refused = await openRedisStore({ url: server.url, clientName }).then(
          async (store) => {
            await store.close();
            return undefined;
          },
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(StorageSettingsError);
        const message = (refused as Error).message;
        expect(message).toContain(`maxmemory-policy is "${policy}"`);
        expect(message).toContain("set maxmemory-policy noeviction");
        expect(message).not.toContain("\n");
      }
      // The refused stores left no connection open.
      expect(await clientCount(server.admin, clientName)).toBe(0);
      // With noeviction back, the store opens.
      await server.admin.sendCommand(["CONFIG", "SET", "maxmemory-policy", "noeviction"]);
      const store = await openRedisStore({ url: server.url });
      await store.close();
    } finally {
      await server.stop();
    }
  });
});

/** How many connections named `name` the server has. */
async function clientCount(
  admin: { sendCommand(args: string[]): Promise<unknown> },
  name: string,
): Promise<number> {
  const list = String(await admin.sendCommand(["CLIENT", "LIST"]));
  return list.split("\n").filter((line) => line.includes(`name=${name} `)).length;
}
