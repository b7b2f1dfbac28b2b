/**
 * The per-user limit in private chats (PRIVATE_ACTIONS_PER_MINUTE, 3 here)
 * holds across two replicas (`node src/main.ts` twice, webhook mode, one
 * store): a user whose messages the front splits between them is served 3
 * times a minute in all, and told once. A member pasting more invoices
 * than that and pressing Pay again and again on the confirmations the bot
 * showed them has every press answered (a press on a live confirmation is
 * an answer, not new work), each invoice paid once; a refused press is
 * told why on its button.
 *
 * Needs TEST_REDIS_URL / TEST_POSTGRES_URL (scripts/services.sh start);
 * each backend's suite is skipped, saying so, without its variable.
 */
import { describe, expect, it } from "vitest";
import { createGateway } from "../../src/gateway/client.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import { ANSWER_MS, REDIS_DBS, storeBackends } from "./support/cluster.ts";
import { replicaSuite } from "./support/suite.ts";

const erin = createUser(7_950, "Erin");
const frank = createUser(7_951, "Frank");
const gina = createUser(7_952, "Gina");
const NOTE =
  "⏳ Slow down: at most 3 messages or button presses a minute. I am ignoring yours for a moment; try again in a minute.";

for (const backend of storeBackends({
  redisDb: REDIS_DBS.privateRateLimit,
  postgresPrefix: "tipbot_private_limit",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("the private-chat limit on two replicas"), () => {
    const suite = replicaSuite(backend, {
      workDirPrefix: "lnbot-private-limit-",
      env: { PRIVATE_ACTIONS_PER_MINUTE: "3" },
    });

    it("serves 3 of 12 messages split over both replicas, and says so once", async () => {
      const { fake, front } = suite.cluster;
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

    it("answers every Pay press on live confirmations past the limit, and pays each invoice once", async () => {
      const { fake, front, sandbox } = suite.cluster;
      const made = await suite.connect([
        { id: frank.id, balanceSat: 10_000 },
        { id: gina.id, balanceSat: 0 },
      ]);
      const payee = made.get(gina.id) as MerchantCredentials;
      const gateway = createGateway({ baseUrl: sandbox.url, timeoutMs: 5_000 }).account(payee);
      fake.openPrivateChat(frank);
      const chat = privateChat(frank);
      const before = suite.cluster.sendPayments();
      // The settings menu and two pasted invoices fill the window (3 a minute here); a third paste is refused.
      fake.sendText(frank, chat, "/settings");
      const menu = await fake.nextBotMessage(chat.id, ANSWER_MS);
      const asks: FakeMessage[] = [];
      for (let i = 0; i < 2; i++) {
        const { invoice } = await gateway.createInvoice(100 + i, `replica limit ${i}`);
        fake.sendText(frank, chat, invoice);
        asks.push(await fake.nextBotMessage(chat.id, ANSWER_MS));
      }
      const extra = await gateway.createInvoice(200, "one too many");
      fake.sendText(frank, chat, extra.invoice);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toBe(NOTE);

      // Pay pressed three times on each, as an impatient person would.
      const presses = asks.flatMap((ask) =>
        [1, 2, 3].map(() => fake.pressButton(frank, ask, payData(ask))),
      );
      for (const ask of asks) {
        await fake.waitFor(
          () => fake.message(ask)?.text?.startsWith("✅"),
          ANSWER_MS,
          "each confirmation paid",
        );
      }
      await fake.waitFor(
        () => presses.every((press) => fake.isConfirmed(press.update_id)),
        ANSWER_MS,
        "every press answered",
      );
      const backends = new Set(
        front.routed
          .filter((r) => presses.some((press) => press.update_id === r.updateId))
          .map((r) => r.backend),
      );
      expect(backends.size).toBe(2);
      for (const press of presses) expect(fake.answerFor(press)?.text).not.toBe(NOTE);
      expect(suite.cluster.sendPayments() - before).toBe(2);
      expect(sandbox.merchant(payee.merchantId)?.balanceSat).toBe(100 + 101);

      // Another button is new work: refused while the window is full, and told why, each time.
      const menuPresses = [1, 2].map(() => fake.pressButton(frank, menu, "settings:threshold"));
      await fake.waitFor(
        () => menuPresses.every((press) => fake.isConfirmed(press.update_id)),
        ANSWER_MS,
        "both presses answered",
      );
      for (const press of menuPresses) expect(fake.answerFor(press)?.text).toBe(NOTE);
    });
  });
}

/** The Pay button's data on a confirmation. */
function payData(message: FakeMessage): string {
  const keyboard = message.reply_markup as
    | { inline_keyboard: Array<Array<{ callback_data?: string }>> }
    | undefined;
  const data = keyboard?.inline_keyboard[0]?.[0]?.callback_data;
  if (!data?.startsWith("send:ok:")) throw new Error("no Pay button on the message");
  return data;
}
