/**
 * A payment cut off by a crash, across replicas (issue 15, defect 10): two
 * bot processes in webhook mode share Redis and one gateway (a standalone
 * sandbox) behind a round-robin front. The replica holding a Pay press is
 * killed (SIGKILL) while the gateway is carrying the payment out (the
 * sandbox holds the request a few seconds, then pays). Nobody will ever
 * finish that send, so the bot must settle it for the payer: once the dead
 * holder's lease ran out, it becomes "unknown — not retried" (never sent
 * again), the confirmation message says so, a press on it answers with
 * that state, and /history shows it.
 *
 * Needs TEST_REDIS_URL (scripts/services.sh start); skipped, saying so, without it.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import {
  type Cluster,
  connectInChat,
  expectCleanExits,
  type IsolatedStore,
  isolatedRedis,
  REDIS_DBS,
  skippedWithout,
  startCluster,
} from "../replicas/support/cluster.ts";
import { logged, waitUntil } from "../server/support/processes.ts";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";
import { type ChildBot, describeExit } from "./support/child-bot.ts";
import {
  ANSWER_MS,
  buttonData,
  codeText,
  confirmData,
  isInterruptedOutcome,
} from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const REDIS_URL = process.env.TEST_REDIS_URL;
const WEBHOOK_SECRET = "replica-crash-secret-0123456789";
const SECRETS_KEY = randomBytes(32).toString("hex");
/**
 * The dead holder's chat lock and send lease (15 s each) run out, then a
 * redelivered press or the next sweep (every 5 s) settles the send.
 */
const SETTLED_WITHIN_MS = 45_000;

type User = ReturnType<typeof createUser>;

const title = REDIS_URL
  ? "a replica killed while the gateway carries out its payment (Redis)"
  : `a replica killed while the gateway carries out its payment${skippedWithout("TEST_REDIS_URL")}`;

describe.skipIf(!REDIS_URL)(title, () => {
  const tally = new Tally("replica-crash");
  const fake = new TelegramFake();
  let cluster: Cluster;
  let isolated: IsolatedStore | undefined;
  let sandbox: Sandbox;
  let replicas: ChildBot[] = [];
  const sendPayments = () => cluster?.sendPayments() ?? 0;

  beforeAll(async () => {
    // A database index of its own (storage suites use 0, the replica suite 11), emptied first.
    isolated = await isolatedRedis(REDIS_URL ?? "", REDIS_DBS.replicaCrash);
    cluster = await startCluster({
      fake,
      storeUrl: isolated.url,
      webhookSecret: WEBHOOK_SECRET,
      secretsKey: SECRETS_KEY,
      workDirPrefix: "lnbot-replica-crash-",
      // Longer than the sandbox holds the payment: the replica dies waiting, it does not time out.
      env: { GATEWAY_TIMEOUT_MS: "20000" },
    });
    ({ sandbox, replicas } = cluster);
  }, 60_000);

  afterAll(async () => {
    const exits = await cluster?.stop();
    await isolated?.drop();
    await tally.write();
    // The replicas still running at the end (the survivor, the restarted one) stop cleanly.
    if (exits) expectCleanExits(exits);
  }, 60_000);

  const connect = (user: User, creds: MerchantCredentials) => connectInChat(fake, user, creds);

  it("settles it as unknown — not retried: the confirmation says so, a press answers it, /history shows it", async () => {
    const alice = createUser(6301, "Alice");
    const bob = createUser(6302, "Bob");
    const aliceCreds = await sandbox.createMerchant({ balanceSat: 10_000 });
    const bobCreds = await sandbox.createMerchant({ balanceSat: 0 });
    await connect(alice, aliceCreds);
    await connect(bob, bobCreds);
    const bobChat = privateChat(bob);
    fake.sendText(bob, bobChat, "/invoice 1500 lunch");
    const invoice = codeText(await fake.nextBotMessage(bobChat.id, ANSWER_MS));
    const aliceChat = privateChat(alice);
    fake.sendText(alice, aliceChat, invoice);
    const confirm = await fake.nextBotMessage(aliceChat.id, ANSWER_MS);
    expect(confirm.text).toContain("Pay 1,500 sat?");
    const data = confirmData(confirm);

    // The gateway holds the payment 4 s, then carries it out (whether or not anyone still listens).
    sandbox.faults.add({ route: "sendPayment", latencyMs: 4_000, times: 1 });
    tally.add("faultsInjected");
    fake.pressButton(alice, confirm, data);
    let holder: ChildBot | undefined;
    await waitUntil(
      () => {
        holder = replicas.find((replica) => logged(replica, '"msg":"send admitted"'));
        return holder && sandbox.faults.list().length === 0;
      },
      ANSWER_MS,
      "a replica to admit the send and the gateway to receive it",
    );
    if (!holder) throw new Error("no replica admitted the send");
    const killed = holder;
    expect(describeExit(await killed.kill())).toBe("signal SIGKILL");
    tally.add("crashPoints");

    // The gateway paid it: once.
    await waitUntil(
      () => sandbox.merchant(bobCreds.merchantId)?.balanceSat === 1_500,
      ANSWER_MS,
      "the gateway to carry the payment out",
    );

    // The killed replica comes back (same folder, same store) beside the survivor.
    const restarted = await cluster.startReplica(killed === replicas[0] ? "a" : "b");
    replicas[replicas.indexOf(killed)] = restarted;
    cluster.setBackends();

    // Settled for the payer without anyone pressing again: the confirmation becomes the outcome.
    await waitUntil(
      () => isInterruptedOutcome(fake.message(confirm)?.text),
      SETTLED_WITHIN_MS,
      "the confirmation to show the outcome as unknown",
    );
    const shown = fake.message(confirm);
    expect(shown?.text).toContain("interrupted while sending");
    expect(shown?.text).toContain("not retried");
    expect(buttonData(shown ?? confirm)).toEqual([]);

    // A press on it (an old client still shows the button) answers with that state.
    const again = fake.pressButton(alice, confirm, data, { unchecked: true });
    await fake.waitFor(() => fake.answerFor(again), ANSWER_MS, "the press to be answered");
    expect(fake.answerFor(again)?.text).toMatch(/Outcome unknown — not retried/);
    expect(fake.answerFor(again)?.text).not.toMatch(/already handled/i);

    const asked = fake.sendText(alice, aliceChat, "/history");
    await fake.waitFor(
      () =>
        fake
          .botMessages(aliceChat.id)
          .find((m) => m.message_id > asked.message.message_id && /History/.test(m.text ?? "")),
      ANSWER_MS,
      "the history",
    );
    const history = fake
      .botMessages(aliceChat.id)
      .find((m) => m.message_id > asked.message.message_id && /History/.test(m.text ?? ""));
    expect(history?.text).toMatch(/❓ unknown — not retried/);
    expect(history?.text).toContain("Interrupted while sending: not retried");
    expect(history?.text).not.toMatch(/⏳ pending/);

    // Never sent again: one 4.1 request, the money moved once.
    expect(sendPayments()).toBe(1);
    expect(sandbox.merchant(aliceCreds.merchantId)?.balanceSat).toBe(10_000 - 1_500);
    expect(sandbox.merchant(bobCreds.merchantId)?.balanceSat).toBe(1_500);
    tally.add("paymentsMade");
    tally.add("duplicatesFound", Math.max(0, sendPayments() - 1));
  }, 120_000);
});
