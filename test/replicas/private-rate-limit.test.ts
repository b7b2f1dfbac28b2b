/**
 * The per-user limit in private chats (PRIVATE_ACTIONS_PER_MINUTE, 3 here)
 * holds across two replicas (`node src/main.ts` twice, webhook mode, one
 * store): a user whose messages the front splits between them is served 3
 * times a minute in all, and told once.
 *
 * Needs TEST_REDIS_URL / TEST_POSTGRES_URL (scripts/services.sh start);
 * each backend's suite is skipped, saying so, without its variable.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";
import {
  ANSWER_MS,
  type Cluster,
  expectCleanExits,
  type IsolatedStore,
  startCluster,
  storeBackends,
} from "./support/cluster.ts";

const erin = createUser(7_950, "Erin");

for (const backend of storeBackends({ redisDb: 10, postgresPrefix: "tipbot_private_limit" })) {
  describe.skipIf(!backend.baseUrl)(backend.title("the private-chat limit on two replicas"), () => {
    let cluster: Cluster;
    let store: IsolatedStore | undefined;

    beforeAll(async () => {
      store = await backend.isolate();
      cluster = await startCluster({
        fake: new TelegramFake(),
        storeUrl: store.url,
        webhookSecret: "private-limit-secret-0123456789",
        secretsKey: randomBytes(32).toString("hex"),
        workDirPrefix: "lnbot-private-limit-",
        env: { PRIVATE_ACTIONS_PER_MINUTE: "3" },
      });
    }, 60_000);

    afterAll(async () => {
      const exits = await cluster?.stop();
      await store?.drop();
      if (exits) expectCleanExits(exits);
    }, 60_000);

    it("serves 3 of 12 messages split over both replicas, and says so once", async () => {
      const { fake, front } = cluster;
      fake.openPrivateChat(erin);
      const chat = privateChat(erin);
      const ids = Array.from({ length: 12 }, () => fake.sendText(erin, chat, "/help").update_id);
      await fake.waitFor(
        () => ids.every((id) => fake.isConfirmed(id)),
        ANSWER_MS,
        "every update answered",
      );
      const backends = new Set(
        front.routed.filter((r) => ids.includes(r.updateId ?? -1)).map((r) => r.backend),
      );
      expect(backends.size).toBe(2);
      const texts = fake.botMessages(chat.id).map((m) => m.text ?? "");
      expect(texts.filter((text) => text.startsWith("⏳ Slow down"))).toHaveLength(1);
      expect(texts.filter((text) => !text.startsWith("⏳ Slow down"))).toHaveLength(3);
    });
  });
}
