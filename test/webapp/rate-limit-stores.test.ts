/**
 * The Mini App's per-user limit holds on the network stores: 100 calls of
 * one user at the same instant, with a limit of 5 a minute, let exactly 5
 * through (a read-then-write of the count let 16 to 25 through). Each
 * backend's suite is skipped, saying so, without its variable
 * (scripts/services.sh start).
 */
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { type IsolatedStore, REDIS_DBS, storeBackends } from "../replicas/support/cluster.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser } from "../support/telegram-fake.ts";
import { api } from "./support.ts";

const alice = createUser(3_901, "Alice", { username: "alice", language_code: "en" });
const bob = createUser(3_902, "Bob", { username: "bob", language_code: "en" });

for (const backend of storeBackends({
  redisDb: REDIS_DBS.webappRateLimit,
  postgresPrefix: "tipbot_webapp_rate",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("the Mini App's per-user limit"), () => {
    let bot: TestBot | undefined;
    let store: IsolatedStore | undefined;
    afterEach(async () => {
      await bot?.stop();
      await store?.drop();
    });

    it("admits exactly 5 of 100 simultaneous calls, and not fewer to another user", async () => {
      store = await backend.isolate();
      bot = await startTestBot({
        env: {
          STORAGE_URL: store.url,
          SECRETS_KEY: randomBytes(32).toString("hex"),
          PRIVATE_ACTIONS_PER_MINUTE: "5",
        },
      });
      const started = bot;
      const statuses = await Promise.all(
        Array.from({ length: 100 }, () => api(started, alice, "GET", "/me").then((a) => a.status)),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(95);
      expect((await api(started, bob, "GET", "/me")).status).toBe(200);
    }, 60_000);
  });
}
