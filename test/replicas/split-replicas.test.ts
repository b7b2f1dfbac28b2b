/**
 * /split on two replicas (`node src/main.ts` twice, webhook mode, one store,
 * one standalone sandbox gateway): the same Pay my share press and the same
 * Confirm reaching both replicas at once, and again after the "handled"
 * mark of the update was lost, make one confirmation, one invoice and one
 * payment of the share. Runs on Redis and on PostgreSQL; each backend's
 * suite is skipped, saying so, without its variable (scripts/services.sh start).
 */
import { randomBytes } from "node:crypto";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { openStore, type Store } from "../../src/storage/index.ts";
import {
  createUser,
  type FakeMessage,
  supergroupChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import {
  ANSWER_MS,
  type Cluster,
  connectInChat,
  expectCleanExits,
  type IsolatedStore,
  REDIS_DBS,
  startCluster,
  storeBackends,
} from "./support/cluster.ts";

const WEBHOOK_SECRET = "split-replica-secret-0123456789";
const SECRETS_KEY = randomBytes(32).toString("hex");
/** A database index of its own (see money-features.test.ts for the others). */
const REDIS_DB = REDIS_DBS.splitReplicas;

for (const backend of storeBackends({
  redisDb: REDIS_DB,
  postgresPrefix: "tipbot_split_replicas",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("/split on two replicas"), () => {
    let isolated: IsolatedStore | undefined;
    let cluster: Cluster | undefined;
    const fake = new TelegramFake();
    let sandbox: Sandbox;
    let store: Store | undefined;
    let replicaUrls: string[] = [];
    const sendPayments = () => cluster?.sendPayments() ?? 0;
    const group = supergroupChat(-1007500000001, "Replica Diner");
    const olivia = createUser(7500, "Olivia", { username: "olivia_split" });
    const pete = createUser(7501, "Pete", { username: "pete_split" });
    const creds = new Map<number, MerchantCredentials>();

    beforeAll(async () => {
      isolated = await backend.isolate();
      cluster = await startCluster({
        fake,
        storeUrl: isolated.url,
        webhookSecret: WEBHOOK_SECRET,
        secretsKey: SECRETS_KEY,
        workDirPrefix: "lnbot-split-replicas-",
        env: { GROUP_COMMANDS_PER_MINUTE: "50" },
      });
      ({ sandbox, replicaUrls } = cluster);
      store = await openStore({ url: isolated.url, dataDir: cluster.workDir });
      for (const user of [olivia, pete]) fake.setChatMember(group, user, "member");
      for (const user of [olivia, pete]) {
        const account = await sandbox.createMerchant({ balanceSat: user === olivia ? 0 : 5_000 });
        creds.set(user.id, account);
        await connectInChat(fake, user, account);
      }
    }, 90_000);

    afterAll(async () => {
      await store?.close();
      const exits = await cluster?.stop();
      await isolated?.drop();
      if (exits) expectCleanExits(exits);
    }, 60_000);

    function balance(user: { id: number }): number {
      const account = creds.get(user.id);
      const merchant = account && sandbox.merchant(account.merchantId);
      if (!merchant) throw new Error("no account");
      return merchant.balanceSat;
    }

    async function delivered(updateIds: number[]): Promise<void> {
      await fake.waitFor(
        () => updateIds.every((id) => fake.isConfirmed(id)),
        ANSWER_MS,
        "Telegram's own deliveries done",
      );
    }

    async function toBothReplicas(update: Update): Promise<void> {
      const answers = await Promise.all(
        replicaUrls.map((url) => fake.deliverToWebhook(update, { url: `${url}/telegram` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    }

    async function forgetHandled(updateIds: number[]): Promise<void> {
      const handled = store?.keyv<number>("handled-updates", { durable: false });
      if (!handled) throw new Error("no store");
      for (const id of updateIds) await handled.delete(String(id));
    }

    function buttonData(message: FakeMessage, prefix: string): string {
      const markup = fake.message(message)?.reply_markup as
        | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
        | undefined;
      const data = markup?.inline_keyboard
        ?.flat()
        .map((button) => button.callback_data)
        .find((d) => d?.startsWith(prefix));
      if (!data) throw new Error(`no "${prefix}" button on "${message.text}"`);
      return data;
    }

    it("one press and one Confirm reaching both replicas, twice, pay the share once", async () => {
      const before = [balance(pete), balance(olivia)];
      const sendsBefore = sendPayments();
      const command = fake.sendText(olivia, group, "/split 800 @pete_split Dinner");
      await delivered([command.update_id]);
      const card = await fake.waitFor(
        () => fake.botMessages(group.id).find((m) => m.text?.includes("Dinner")),
        ANSWER_MS,
        "the card",
      );

      const press = fake.pressButton(pete, card, buttonData(card, "split:p:"));
      await toBothReplicas(press);
      await delivered([press.update_id]);
      await forgetHandled([press.update_id]);
      await toBothReplicas(press);
      const confirmations = fake
        .botMessages(pete.id)
        .filter((m) => m.text?.includes("Pay your share"));
      expect(confirmations.map((m) => `${m.message_id}: ${m.text}`)).toHaveLength(1);
      const confirmation = confirmations[0] as FakeMessage;

      const ok = fake.pressButton(pete, confirmation, buttonData(confirmation, "send:ok:"));
      await toBothReplicas(ok);
      await delivered([ok.update_id]);
      await forgetHandled([ok.update_id]);
      await toBothReplicas(ok);
      await fake.waitFor(
        () => fake.message(card)?.text?.includes("Settled ✓"),
        ANSWER_MS,
        "the card to say Settled",
      );
      expect(sendPayments() - sendsBefore).toBe(1);
      expect([balance(pete), balance(olivia)]).toEqual([
        (before[0] ?? 0) - 400,
        (before[1] ?? 0) + 400,
      ]);
      // One invoice for the share on Olivia's account (besides /connect's connection check).
      const account = creds.get(olivia.id);
      const invoices = account ? (sandbox.merchant(account.merchantId)?.invoices ?? []) : [];
      expect(invoices.filter((invoice) => invoice.amountSat === 400)).toHaveLength(1);
    }, 60_000);
  });
}
