/**
 * /split on two replicas (`node src/main.ts` twice, webhook mode, one store,
 * one standalone sandbox gateway): the same Pay my share press and the same
 * Confirm reaching both replicas at once, and again after the "handled"
 * mark of the update was lost, make one confirmation, one invoice and one
 * payment of the share. Runs on Redis and on PostgreSQL; each backend's
 * suite is skipped, saying so, without its variable (scripts/services.sh start).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { createUser, type FakeMessage, supergroupChat } from "../support/telegram-fake.ts";
import { ANSWER_MS, connectInChat, REDIS_DBS, storeBackends } from "./support/cluster.ts";
import { replicaSuite } from "./support/suite.ts";

for (const backend of storeBackends({
  redisDb: REDIS_DBS.splitReplicas,
  postgresPrefix: "tipbot_split_replicas",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("/split on two replicas"), () => {
    const suite = replicaSuite(backend, {
      workDirPrefix: "lnbot-split-replicas-",
      env: { GROUP_COMMANDS_PER_MINUTE: "50" },
    });
    const { fake, delivered, toBothReplicas, forgetHandled } = suite;
    const sendPayments = () => suite.cluster.sendPayments();
    const group = supergroupChat(-1007500000001, "Replica Diner");
    const olivia = createUser(7500, "Olivia", { username: "olivia_split" });
    const pete = createUser(7501, "Pete", { username: "pete_split" });
    const creds = new Map<number, MerchantCredentials>();

    beforeAll(async () => {
      const { sandbox } = suite.cluster;
      for (const user of [olivia, pete]) fake.setChatMember(group, user, "member");
      // Through /connect in chat: a private update of each, so the bot knows their @username.
      for (const user of [olivia, pete]) {
        const account = await sandbox.createMerchant({ balanceSat: user === olivia ? 0 : 5_000 });
        creds.set(user.id, account);
        await connectInChat(fake, user, account);
      }
    }, 60_000);

    function balance(user: { id: number }): number {
      const account = creds.get(user.id);
      const merchant = account && suite.cluster.sandbox.merchant(account.merchantId);
      if (!merchant) throw new Error("no account");
      return merchant.balanceSat;
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
      const invoices = account
        ? (suite.cluster.sandbox.merchant(account.merchantId)?.invoices ?? [])
        : [];
      expect(invoices.filter((invoice) => invoice.amountSat === 400)).toHaveLength(1);
    }, 60_000);
  });
}
