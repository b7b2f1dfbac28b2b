import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "@keyv/redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../src/storage/index.ts";
import { openRedisStore } from "../../src/storage/redis.ts";
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
    return { url, dataDir };
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
    const admin = createClient({ url });
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
      let recovered = false;
      for (let attempt = 0; attempt < 50 && !recovered; attempt += 1) {
        recovered = await store.claim(`reconnect:${tag}:2`, "x").then(
          () => true,
          () => false,
        );
        if (!recovered) await sleep(100);
      }
      expect(recovered).toBe(true);
      expect(await store.readClaim(`reconnect:${tag}:1`)).toBe("x");
      expect(warnings).toContain("redis connection error");
    } finally {
      await admin.close();
      await store.close();
    }
  });
});
