/**
 * The store goes away while a payment is at the gateway (issue 43): two
 * bot processes in webhook mode share a Redis, then a PostgreSQL, of this
 * suite's own, and one gateway (a standalone sandbox holding the payment a
 * few seconds). The store is stopped the moment the send has left, members
 * press buttons on both replicas during the outage, and the store is
 * started again on the same data and port. What must hold:
 *
 * - the gateway's answer is not lost: the payment ends "sent" in the
 *   history and on the payer's confirmation, never "unknown", and nothing
 *   in the payer's chat invites a repeat;
 * - every press during the outage is answered at once (storage
 *   unreachable, nothing done, in the presser's language);
 * - nothing is paid twice: each confirmation is paid once, after recovery
 *   for the one pressed during the outage.
 *
 * Runs its own redis-server / PostgreSQL (Debian's packages); a backend
 * whose server is not installed is skipped, saying so.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Cluster,
  connectInStore,
  expectCleanExits,
  startCluster,
} from "../replicas/support/cluster.ts";
import { logged, waitUntil } from "../server/support/processes.ts";
import {
  type CallbackAnswer,
  createUser,
  type FakeMessage,
  privateChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import { ANSWER_MS, codeText, confirmData } from "./support/flows.ts";
import { available, ownPostgres, ownRedis, type StoreServer } from "./support/store-server.ts";
import { Tally } from "./support/tally.ts";

const WEBHOOK_SECRET = "store-outage-secret-0123456789";
const SECRETS_KEY = randomBytes(32).toString("hex");
/** What "answered at once" means for a press during the outage. */
const PRESS_ANSWERED_MS = 1_000;
/** How long the gateway holds the payment: the store is down for all of it. */
const GATEWAY_HOLD_MS = 4_000;

type User = ReturnType<typeof createUser>;
type Press = ReturnType<TelegramFake["pressButton"]>;

for (const backend of ["Redis", "PostgreSQL"] as const) {
  const title = `the store stopped while a payment is at the gateway, two replicas on ${backend}`;
  describe.skipIf(!available[backend])(
    available[backend] ? title : `${title} (skipped: its server is not installed)`,
    () => {
      const tally = new Tally(`store-outage-${backend.toLowerCase()}`);
      const fake = new TelegramFake();
      let server: StoreServer | undefined;
      let cluster: Cluster | undefined;

      beforeAll(async () => {
        server = backend === "Redis" ? await ownRedis() : await ownPostgres();
        cluster = await startCluster({
          fake,
          storeUrl: server.url,
          webhookSecret: WEBHOOK_SECRET,
          secretsKey: SECRETS_KEY,
          workDirPrefix: "lnbot-store-outage-",
          // Longer than the sandbox holds the payment: the send is answered, never timed out.
          env: { GATEWAY_TIMEOUT_MS: "20000" },
        });
      }, 90_000);

      afterAll(async () => {
        // The store first: replicas stop cleanly only with it back (it is, unless a step failed).
        await server?.start().catch(() => undefined);
        const exits = await cluster?.stop();
        await server?.remove();
        await tally.write();
        if (exits) expectCleanExits(exits);
      }, 60_000);

      it("the held payment ends sent, every press during the outage is answered at once, nothing is paid twice", async () => {
        if (!cluster || !server) throw new Error("not set up");
        const { sandbox, replicas, replicaUrls } = cluster;
        const store = server;
        const alice = createUser(6401, "Alice");
        const bob = createUser(6402, "Bob");
        // Carol speaks German: her press during the outage is answered in German.
        const carol = createUser(6403, "Carol", { language_code: "de" });
        const creds = await connectInStore(
          { url: store.url, dataDir: cluster.workDir },
          SECRETS_KEY,
          sandbox,
          [
            { id: alice.id, balanceSat: 10_000 },
            { id: bob.id, balanceSat: 0 },
            { id: carol.id, balanceSat: 10_000 },
          ],
        );
        const bobMerchant = creds.get(bob.id)?.merchantId ?? "";
        const bobBalance = () => sandbox.merchant(bobMerchant)?.balanceSat;

        // Alice and Carol each have a confirmation to pay one of Bob's invoices.
        const aliceConfirm = await confirmationToPay(
          fake,
          alice,
          await invoiceOf(fake, bob, 1_500),
        );
        expect(aliceConfirm.text).toContain("Pay 1,500 sat?");
        const carolConfirm = await confirmationToPay(
          fake,
          carol,
          await invoiceOf(fake, bob, 1_000),
        );
        const carolData = confirmData(carolConfirm);

        // The gateway holds Alice's payment, then carries it out.
        sandbox.faults.add({ route: "sendPayment", latencyMs: GATEWAY_HOLD_MS, times: 1 });
        tally.add("faultsInjected");
        const aliceData = confirmData(aliceConfirm);
        fake.pressButton(alice, aliceConfirm, aliceData);
        let holder: (typeof replicas)[number] | undefined;
        await waitUntil(
          () => {
            holder = replicas.find((replica) => logged(replica, '"msg":"send admitted"'));
            return holder && sandbox.faults.list().length === 0;
          },
          ANSWER_MS,
          "a replica to admit the send and the gateway to receive it",
        );
        if (!holder) throw new Error("no replica admitted the send");

        // The store goes away the moment the send has left.
        await store.stop();
        tally.add("faultsInjected");

        // Presses during the outage, each delivered to both replicas at once: Carol's Pay,
        // and Alice's Pay again (her first is still at the gateway).
        const outagePresses: Array<{ press: Press; at: number }> = [];
        const deliveries: Array<Promise<{ status: number }>> = [];
        const pressBoth = (user: User, message: FakeMessage, data: string) => {
          const press = fake.pressButton(user, message, data);
          outagePresses.push({ press, at: Date.now() });
          for (const url of replicaUrls) {
            deliveries.push(fake.deliverToWebhook(press, { url: `${url}/telegram` }));
          }
          return press;
        };
        const carolPress = pressBoth(carol, carolConfirm, carolData);
        const alicePress = pressBoth(alice, aliceConfirm, aliceData);
        for (const { press, at } of outagePresses) {
          const answer = await fake.waitFor(
            () => fake.answerFor(press),
            ANSWER_MS,
            "a press during the outage to be answered",
          );
          expect(answer.at - at).toBeLessThan(PRESS_ANSWERED_MS);
        }
        expect(fake.answerFor(carolPress)?.text).toContain(
          "Ich erreiche meinen Speicher gerade nicht",
        );
        // Alice's press waits behind her own send on its replica (spinner stopped), or is told
        // the storage is unreachable on the other: never that something went wrong.
        expect(fake.answerFor(alicePress)?.text ?? "").not.toMatch(/went wrong|unknown/i);

        // The gateway paid while the store was down; the holder logged its answer at once and
        // keeps trying to record it.
        await waitUntil(() => bobBalance() === 1_500, ANSWER_MS, "the gateway to pay Alice's send");
        const paidBy = holder;
        await waitUntil(
          () =>
            logged(paidBy, '"outcome":"sent","msg":"gateway answered the send"') &&
            logged(paidBy, "could not record a send's outcome"),
          ANSWER_MS,
          "the holder to log the gateway's answer and fail to record it",
        );
        expect(fake.message(aliceConfirm)?.text).not.toMatch(/unknown|went wrong/i);

        // The store comes back on the same data.
        await store.start();

        // The held payment ends sent on the confirmation and in the history.
        await fake.waitFor(
          () => /Paid 1,500 sat/.test(fake.message(aliceConfirm)?.text ?? ""),
          30_000,
          "Alice's confirmation to show the payment as paid",
        );
        const aliceChat = privateChat(alice);
        const asked = fake.sendText(alice, aliceChat, "/history");
        const history = await fake.waitFor(
          () =>
            fake
              .botMessages(aliceChat.id)
              .find((m) => m.message_id > asked.message.message_id && /History/.test(m.text ?? "")),
          30_000,
          "Alice's history",
        );
        expect(history.text).toMatch(/✅ sent/);
        expect(history.text).not.toMatch(/unknown|⏳ pending/);

        // Every direct delivery was answered 200 (a press during the outage was answered; it
        // need not come again), the one waiting behind the send once it was over.
        const statuses = (await Promise.all(deliveries)).map((delivery) => delivery.status);
        expect(statuses).toEqual(statuses.map(() => 200));

        // Carol presses again, as she was told: her payment is made once (Telegram's own
        // delivery of her earlier press, through the front, may have made it already).
        await fake.waitFor(
          () => fake.isConfirmed(carolPress.update_id),
          30_000,
          "Telegram's own delivery of Carol's press",
        );
        const again = fake.pressButton(carol, carolConfirm, carolData, { unchecked: true });
        await fake.waitFor(() => fake.answerFor(again), 30_000, "Carol's press after the outage");
        await waitUntil(() => bobBalance() === 2_500, 30_000, "Carol's payment");

        // Nothing in Alice's chat invites a repeat or calls the payment unknown.
        for (const message of fake.botMessages(aliceChat.id)) {
          expect(message.text ?? "").not.toMatch(/unknown|went wrong|try again/i);
        }
        const aliceAnswers = fake.callbackAnswers.filter((answer: CallbackAnswer) =>
          [alicePress.callback_query.id].includes(answer.callback_query_id),
        );
        for (const answer of aliceAnswers) expect(answer.text ?? "").not.toMatch(/went wrong/i);

        // Paid once each: two 4.1 requests, the money moved once per confirmation.
        expect(cluster.sendPayments()).toBe(2);
        expect(bobBalance()).toBe(2_500);
        expect(sandbox.merchant(creds.get(alice.id)?.merchantId ?? "")?.balanceSat).toBe(8_500);
        expect(sandbox.merchant(creds.get(carol.id)?.merchantId ?? "")?.balanceSat).toBe(9_000);
        tally.add("paymentsMade", 2);
        tally.add("duplicatesFound", Math.max(0, cluster.sendPayments() - 2));
      }, 180_000);
    },
  );
}

/** `user` makes an invoice with /invoice in their private chat; resolves with its text. */
async function invoiceOf(fake: TelegramFake, user: User, amountSat: number): Promise<string> {
  const chat = privateChat(user);
  fake.sendText(user, chat, `/invoice ${amountSat} outage`);
  return codeText(await fake.nextBotMessage(chat.id, ANSWER_MS));
}

/** `user` pastes `invoice` privately; resolves with the confirmation asking to pay it. */
async function confirmationToPay(
  fake: TelegramFake,
  user: User,
  invoice: string,
): Promise<FakeMessage> {
  const chat = privateChat(user);
  fake.sendText(user, chat, invoice);
  return fake.nextBotMessage(chat.id, ANSWER_MS);
}
