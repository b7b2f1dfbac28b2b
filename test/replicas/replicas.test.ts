/**
 * Two bot processes (`node src/main.ts`) in webhook mode, sharing one store
 * (Redis, then PostgreSQL) and one gateway (a standalone sandbox), behind a
 * round-robin front standing in for the load balancer. Telegram (the fake)
 * posts to the front. Proves what docs/money-safety.md and docs/operations.md promise across
 * replicas: one press of Pay, delivered to both, pays once; a conversation
 * whose answers land on alternate replicas keeps every answer.
 *
 * Needs TEST_REDIS_URL / TEST_POSTGRES_URL (scripts/services.sh start);
 * each backend's suite is skipped, saying so, without its variable.
 */
import type { CallbackQuery, Update } from "grammy/types";
import { describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { codeText, confirmData } from "../reliability/support/flows.ts";
import { parseExposition } from "../server/support/exposition.ts";
import { createUser, groupChat, privateChat, TelegramFake } from "../support/telegram-fake.ts";
import { ANSWER_MS, REDIS_DBS, storeBackends } from "./support/cluster.ts";
import { replicaSuite } from "./support/suite.ts";

type User = ReturnType<typeof createUser>;

for (const backend of storeBackends({
  redisDb: REDIS_DBS.replicas,
  postgresPrefix: "tipbot_replicas",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("two replicas"), () => {
    const suite = replicaSuite(backend, {
      // Inline mode and its feedback on, as BotFather's /setinline and /setinlinefeedback set them.
      fake: new TelegramFake({
        botInfo: { supports_inline_queries: true },
        inlineFeedback: true,
      }),
      workDirPrefix: "lnbot-replicas-",
    });

    /**
     * Accounts written into the store for the money tests: the /connect conversation
     * across replicas is the first test's; the others are about payments.
     */
    async function connectInStore(users: ReadonlyArray<{ user: User; balanceSat: number }>) {
      const made = await suite.connect(
        users.map(({ user, balanceSat }) => ({ id: user.id, balanceSat })),
      );
      for (const { user } of users) suite.fake.openPrivateChat(user);
      return made;
    }

    /** The replica the front gave each update of `updateIds` to, once all were delivered. */
    async function backendsOf(updateIds: number[]): Promise<number[]> {
      await suite.fake.waitFor(
        () => updateIds.every((id) => suite.fake.isConfirmed(id)),
        ANSWER_MS,
        "every update delivered",
      );
      return updateIds.map((id) => {
        const routed = suite.cluster.front.routed.find((r) => r.updateId === id);
        if (!routed) throw new Error(`update ${id} never went through the front`);
        expect(routed.status).toBe(200);
        return routed.backend;
      });
    }

    /** The /connect conversation, every answer checked; returns the update ids it sent. */
    async function connect(user: User, creds: MerchantCredentials): Promise<number[]> {
      const { fake } = suite;
      const chat = privateChat(user);
      const ids: number[] = [];
      const say = (text: string) => ids.push(fake.sendText(user, chat, text).update_id);
      say("/connect");
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/connect your merchant/);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/merchant id/);
      say(creds.merchantId);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/API key/);
      say(creds.apiKey);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/secret key/);
      say(creds.secretKey);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/Checking/);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/Connected merchant/);
      return ids;
    }

    async function sumOverReplicas(sample: string): Promise<number> {
      let total = 0;
      for (const url of suite.cluster.metricsUrls) {
        const samples = parseExposition(await (await fetch(`${url}/metrics`)).text());
        total += samples.get(sample) ?? 0;
      }
      return total;
    }

    it("keeps every answer of conversations whose updates alternate between the replicas", async () => {
      const { fake, sandbox } = suite.cluster;
      const carol = createUser(6101, "Carol");
      const chat = privateChat(carol);
      const creds = await sandbox.createMerchant({ balanceSat: 3_000 });
      const connectIds = await connect(carol, creds);

      const invoiceIds: number[] = [];
      invoiceIds.push(fake.sendText(carol, chat, "/invoice").update_id);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/How much/);
      invoiceIds.push(fake.sendText(carol, chat, "2.1k").update_id);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/What is it for/);
      invoiceIds.push(fake.sendText(carol, chat, "replicated soup").update_id);
      const photo = await fake.nextBotMessage(chat.id, ANSWER_MS);
      expect(photo.caption).toContain("Invoice for 2,100 sat");
      expect(photo.caption).toContain("replicated soup");
      expect(photo.caption).not.toContain("test money");

      // Each answer went to the other replica than the one before it.
      const handledBy = await backendsOf([...connectIds, ...invoiceIds]);
      expect(new Set(handledBy)).toEqual(new Set([0, 1]));
      for (let i = 1; i < handledBy.length; i += 1) {
        expect(handledBy[i], `update ${i} went to the same replica`).not.toBe(handledBy[i - 1]);
      }
      // The invoice really is on carol's gateway account (after /connect's 1 sat check).
      expect(sandbox.merchant(creds.merchantId)?.invoices.map((i) => i.amountSat)).toEqual([
        1, 2_100,
      ]);
    }, 60_000);

    it("pays once when the same Pay press reaches both replicas, with a second press racing it", async () => {
      const { cluster } = suite;
      const { fake, replicaUrls } = cluster;
      const alice = createUser(6201, "Alice");
      const bob = createUser(6202, "Bob");
      await connectInStore([
        { user: alice, balanceSat: 10_000 },
        { user: bob, balanceSat: 0 },
      ]);

      const bobChat = privateChat(bob);
      fake.sendText(bob, bobChat, "/invoice 1500 lunch");
      const invoice = codeText(await fake.nextBotMessage(bobChat.id, ANSWER_MS));
      const aliceChat = privateChat(alice);
      fake.sendText(alice, aliceChat, invoice);
      const confirm = await fake.nextBotMessage(aliceChat.id, ANSWER_MS);
      expect(confirm.text).toContain("Pay 1,500 sat?");
      const data = confirmData(confirm);
      const sendsBefore = cluster.sendPayments();

      // One press, delivered by Telegram (through the front) and again straight to
      // each replica at once; plus a second press of the same button, also to both.
      const press = fake.pressButton(alice, confirm, data);
      const again = fake.pressButton(alice, confirm, data, { unchecked: true });
      const direct = await Promise.all(
        [press, again].flatMap((update: Update & { callback_query: CallbackQuery }) =>
          replicaUrls.map((url) => fake.deliverToWebhook(update, { url: `${url}/telegram` })),
        ),
      );
      expect(direct.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      await fake.waitFor(
        () => fake.message(confirm)?.text?.startsWith("✅"),
        ANSWER_MS,
        "the confirmation shows the payment as sent",
      );
      await fake.waitFor(
        () => fake.isConfirmed(press.update_id) && fake.isConfirmed(again.update_id),
        ANSWER_MS,
        "Telegram's own deliveries done",
      );

      expect(cluster.sendPayments() - sendsBefore).toBe(1);
      expect(suite.balance(alice)).toBe(10_000 - 1_500);
      expect(suite.balance(bob)).toBe(1_500);
      // Each press was handled (and answered) exactly once, though delivered three times.
      const answers = [press, again].map((update) =>
        fake.callbackAnswers.filter((a) => a.callback_query_id === update.callback_query.id),
      );
      expect(answers.map((list) => list.length)).toEqual([1, 1]);
      // The paying press is told its outcome and the other "Already handled"; a press that
      // waited more than half a second (behind the other, or on a busy machine) had its spinner
      // stopped with an empty answer instead. Never two outcomes, never anything else.
      const texts = answers.flat().map((a) => a.text ?? "");
      for (const text of texts) expect(text).toMatch(/^$|Sending|✅|Paid|Already handled/);
      expect(texts.filter((text) => /Sending|✅|Paid/.test(text)).length).toBeLessThanOrEqual(1);
      expect(texts.filter((text) => /Already handled/.test(text)).length).toBeLessThanOrEqual(1);
      // The replicas' metrics agree: one send, one 4.1, across both.
      expect(await sumOverReplicas('tipbot_payments_total{kind="payment",outcome="sent"}')).toBe(1);
      expect(
        await sumOverReplicas('tipbot_gateway_calls_total{operation="sendPayment",outcome="ok"}'),
      ).toBe(1);
    }, 60_000);

    it("pays an inline send once when 20 presses of Claim land on both replicas at once", async () => {
      const { cluster } = suite;
      const { fake, replicaUrls } = cluster;
      const dave = createUser(6301, "Dave");
      const members = [6302, 6303, 6304, 6305].map((id) => createUser(id, `Member${id}`));
      await connectInStore([
        { user: dave, balanceSat: 5_000 },
        ...members.map((user) => ({ user, balanceSat: 0 })),
      ]);
      const answer = await fake.inlineQuery(dave, "send 700 fastest wins", {
        timeoutMs: ANSWER_MS,
      });
      const posted = fake.chooseInlineResult(dave, answer, "send:700", groupChat(-6300));
      const claimData = () => {
        const markup = fake.inlineMessage(posted.inline_message_id ?? "")?.reply_markup as
          | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
          | undefined;
        return markup?.inline_keyboard
          ?.flat()
          .map((button) => button.callback_data)
          .find((data) => data?.startsWith("inl:claim:"));
      };
      const data = await fake.waitFor(claimData, ANSWER_MS, "the send card's Claim button");
      const sendsBefore = cluster.sendPayments();

      // 20 presses from 4 members (5 each), each delivered by Telegram through the front and,
      // at the same moment, straight to one of the replicas in turn.
      const presses = Array.from({ length: 20 }, (_, i) =>
        fake.pressButton(members[i % members.length] ?? dave, posted, data),
      );
      const direct = await Promise.all(
        presses.map((press, i) =>
          fake.deliverToWebhook(press, { url: `${replicaUrls[i % 2]}/telegram` }),
        ),
      );
      expect(direct.every((answer) => answer.status === 200)).toBe(true);
      await fake.waitFor(
        () => presses.every((press) => fake.isConfirmed(press.update_id)),
        ANSWER_MS,
        "Telegram's own deliveries done",
      );
      // Twenty presses on two child processes: under a full suite's load the card's paced edit
      // comes after the presses' answers, so it gets more than one answer's time.
      await fake.waitFor(
        () => fake.inlineMessage(posted.inline_message_id ?? "")?.text?.includes("claimed 700 sat"),
        ANSWER_MS * 3,
        "the card to say claimed",
      );

      expect(cluster.sendPayments() - sendsBefore).toBe(1);
      expect(suite.balance(dave)).toBe(5_000 - 700);
      const received = members.map(suite.balance);
      expect(received.filter((balance) => balance !== 0)).toEqual([700]);
      const answers = presses.map((press) => fake.answerFor(press)?.text ?? "");
      expect(answers.filter((text) => text.startsWith("💰 You received 700 sat"))).toHaveLength(1);
    }, 90_000);
  });
}
