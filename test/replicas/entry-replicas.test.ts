/**
 * Paid entry on two replicas (`node src/main.ts` twice, webhook mode, one
 * shared store, one standalone sandbox gateway): a join request reaching
 * both replicas at once gets one invoice; the owner's "paid" event applied
 * on one replica and delivered again to the other lets the newcomer in
 * once, and each of them is told once.
 *
 * Runs on Redis and on PostgreSQL. Needs TEST_REDIS_URL / TEST_POSTGRES_URL
 * (scripts/services.sh start); each backend's suite is skipped, saying so, without its variable.
 */
import { randomBytes } from "node:crypto";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { parseSecretsKey, SecretBox } from "../../src/accounts/secret-box.ts";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { createGateway } from "../../src/gateway/client.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { openStore } from "../../src/storage/index.ts";
import {
  createUser,
  type FakeMessage,
  supergroupChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import {
  ANSWER_MS,
  type Cluster,
  expectCleanExits,
  type IsolatedStore,
  REDIS_DBS,
  startCluster,
  storeBackends,
} from "./support/cluster.ts";

const WEBHOOK_SECRET = "entry-replicas-secret-0123456789";
const SECRETS_KEY = randomBytes(32).toString("hex");
/** A database index of its own (see cluster.ts for the others). */
const REDIS_DB = REDIS_DBS.entryReplicas;

for (const backend of storeBackends({
  redisDb: REDIS_DB,
  postgresPrefix: "tipbot_entry_replicas",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("paid entry on two replicas"), () => {
    let isolated: IsolatedStore | undefined;
    let cluster: Cluster | undefined;
    const fake = new TelegramFake();
    let sandbox: Sandbox;
    let replicaUrls: string[] = [];
    let owner: MerchantCredentials;
    let eventsPath = "";

    const club = supergroupChat(-1007500000001, "Replica Club");
    const olga = createUser(7501, "Olga", { username: "olga_rep" });
    const nina = createUser(7502, "Nina", { username: "nina_rep" });

    beforeAll(async () => {
      isolated = await backend.isolate();
      cluster = await startCluster({
        fake,
        storeUrl: isolated.url,
        webhookSecret: WEBHOOK_SECRET,
        secretsKey: SECRETS_KEY,
        workDirPrefix: "lnbot-entry-replicas-",
      });
      ({ sandbox, replicaUrls } = cluster);
      // Olga's own account, connected in the replicas' store; her gateway posts its events to
      // the path of her account's events token (the replica is chosen per delivery below).
      owner = await sandbox.createMerchant({ balanceSat: 0 });
      const store = await openStore({ url: isolated.url, dataDir: cluster.workDir });
      try {
        const accounts = new AccountService({
          store,
          box: new SecretBox(parseSecretsKey(SECRETS_KEY)),
          eventsUrl: (token) => `/gateway-events/${token}`,
        });
        const account = await accounts.connect(olga.id, owner);
        eventsPath = accounts.eventsUrlFor(account) ?? "";
      } finally {
        await store.close();
      }
      fake.setChatMember(club, olga, "creator");
      fake.setAdministrator(club, {
        id: fake.botInfo.id,
        is_bot: true,
        first_name: fake.botInfo.first_name,
      });
      fake.openPrivateChat(olga);
    }, 90_000);

    afterAll(async () => {
      const exits = await cluster?.stop();
      await isolated?.drop();
      if (exits) expectCleanExits(exits);
    }, 60_000);

    /** The same update straight to both replicas at once (beside Telegram's own delivery). */
    async function toBothReplicas(update: Update): Promise<void> {
      const answers = await Promise.all(
        replicaUrls.map((url) => fake.deliverToWebhook(update, { url: `${url}/telegram` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    }

    /** Forgets that this update was handled, as a lost non-durable write would. */
    async function forgetHandled(updateId: number): Promise<void> {
      if (!isolated || !cluster) throw new Error("not started");
      const store = await openStore({ url: isolated.url, dataDir: cluster.workDir });
      try {
        const handled = store.keyv<number>("handled-updates", { durable: false });
        expect(await handled.get(String(updateId))).toBe(1);
        await handled.delete(String(updateId));
      } finally {
        await store.close();
      }
    }

    function count(chatId: number, pattern: RegExp): number {
      return fake.botMessages(chatId).filter((m) => pattern.test(m.text ?? m.caption ?? "")).length;
    }

    it("one invoice for a request reaching both replicas; let in once for an event applied on each", async () => {
      fake.sendText(olga, club, "/entry 2100");
      const link = /https:\/\/t\.me\/\+\S+/.exec(
        (await fake.nextBotMessage(olga.id, ANSWER_MS)).text ?? "",
      )?.[0];
      if (!link) throw new Error("no link");

      const request = fake.requestToJoin(nina, link);
      await toBothReplicas(request);
      await fake.waitFor(
        () => count(nina.id, /To join Replica Club/) > 0,
        ANSWER_MS,
        "the invoice",
      );
      await fake.waitFor(() => fake.isConfirmed(request.update_id), ANSWER_MS, "delivered");
      // The "handled" mark of an update is not durable: lost, only the feature's one-use step
      // stands between the request and a second invoice.
      await forgetHandled(request.update_id);
      await toBothReplicas(request);
      expect(count(nina.id, /To join Replica Club/)).toBe(1);
      const invoiceMessage = fake.botMessages(nina.id)[0] as FakeMessage;
      const entity = invoiceMessage.entities?.find((e) => e.type === "code");
      const invoice = (invoiceMessage.caption ?? "").slice(
        entity?.offset ?? 0,
        (entity?.offset ?? 0) + (entity?.length ?? 0),
      );
      expect(decodeInvoice(invoice).amountSat).toBe(2100);

      // Paid from an outside wallet: the event reaches replica a…
      await sandbox.setWebhook(owner.merchantId, `${replicaUrls[0]}${eventsPath}`);
      const wallet = await sandbox.createMerchant({ balanceSat: 10_000 });
      await createGateway({ baseUrl: sandbox.url }).account(wallet).sendPayment(invoice);
      await fake.waitFor(() => count(nina.id, /You're in/) === 1, ANSWER_MS, "let in");
      await sandbox.webhooksIdle();
      // …and is delivered again to replica b.
      await sandbox.setWebhook(owner.merchantId, `${replicaUrls[1]}${eventsPath}`);
      const [event] = sandbox.merchant(owner.merchantId)?.events ?? [];
      await sandbox.redeliverEvent(event?.id ?? "");
      await sandbox.webhooksIdle();
      expect(sandbox.merchant(owner.merchantId)?.events[0]?.status).toBe("delivered");

      const approvals = fake.calls("approveChatJoinRequest");
      expect(approvals.filter((call) => call.response?.ok)).toHaveLength(1);
      expect(approvals).toHaveLength(1);
      expect(count(nina.id, /You're in/)).toBe(1);
      expect(count(olga.id, /paid 2,100 sat and joined Replica Club/)).toBe(1);
      expect(fake.pendingJoinRequest(club, nina)).toBeUndefined();
    }, 90_000);
  });
}
