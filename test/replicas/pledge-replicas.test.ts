/**
 * A pledge claimed on two replicas (`node src/main.ts` twice, webhook mode,
 * one Redis, one standalone sandbox gateway, a round-robin front): the same
 * claim delivered to both replicas at once, and a second claim racing it,
 * pay once. On a real gateway the member first hears how to set up (no
 * account is made for them), and the pledge waits.
 *
 * Needs TEST_REDIS_URL (scripts/services.sh start); skipped, saying so, without it.
 */
import { randomBytes } from "node:crypto";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import {
  ANSWER_MS,
  type Cluster,
  clusterIdle,
  connectInChat,
  expectCleanExits,
  type IsolatedStore,
  isolatedRedis,
  REDIS_DBS,
  skippedWithout,
  startCluster,
} from "./support/cluster.ts";

const WEBHOOK_SECRET = "pledge-replica-secret-0123456789";
const SECRETS_KEY = randomBytes(32).toString("hex");
/** A database index of its own (replicas.test.ts uses 11, replica-crash 12, the storage suites 0). */
const REDIS_DB = REDIS_DBS.pledgeReplicas;

const baseUrl = process.env.TEST_REDIS_URL;
const title = baseUrl
  ? "a pledge on two replicas sharing Redis"
  : `a pledge on two replicas sharing Redis${skippedWithout("TEST_REDIS_URL")}`;

describe.skipIf(!baseUrl)(title, () => {
  const fake = new TelegramFake();
  let cluster: Cluster | undefined;
  let isolated: IsolatedStore | undefined;
  let sandbox: Sandbox;
  let replicaUrls: string[] = [];
  const sendPayments = () => cluster?.sendPayments() ?? 0;

  beforeAll(async () => {
    isolated = await isolatedRedis(baseUrl ?? "", REDIS_DB);
    cluster = await startCluster({
      fake,
      storeUrl: isolated.url,
      webhookSecret: WEBHOOK_SECRET,
      secretsKey: SECRETS_KEY,
      workDirPrefix: "lnbot-pledge-replicas-",
      env: { GROUP_COMMANDS_PER_MINUTE: "50" },
    });
    ({ sandbox, replicaUrls } = cluster);
  }, 60_000);

  afterAll(async () => {
    const exits = await cluster?.stop();
    await isolated?.drop();
    if (exits) expectCleanExits(exits);
  }, 60_000);

  const connect = (user: ReturnType<typeof createUser>, creds: MerchantCredentials) =>
    connectInChat(fake, user, creds);

  function claimLink(message: FakeMessage): string {
    const keyboard = message.reply_markup as
      | { inline_keyboard?: Array<Array<{ url?: string }>> }
      | undefined;
    const url = keyboard?.inline_keyboard?.flat().find((b) => b.url)?.url;
    const payload = url ? new URL(url).searchParams.get("start") : null;
    if (!payload?.startsWith("claim_")) throw new Error(`no claim link on "${message.text}"`);
    return payload;
  }

  it("pays once when the same claim reaches both replicas, with a second claim racing it", async () => {
    const alice = createUser(7201, "Alice", { username: "alice_pl" });
    const carol = createUser(7203, "Carol");
    const group = supergroupChat(-1007200000001, "Replica Lounge");
    fake.openPrivateChat(alice);
    fake.openPrivateChat(carol);
    const aliceCreds = await sandbox.createMerchant({ balanceSat: 10_000 });
    await connect(alice, aliceCreds);

    const said = fake.sendText(carol, group, "gm").message;
    fake.sendText(alice, group, "/tip 500 thanks", { replyTo: said });
    const pledged = await fake.nextBotMessage(group.id, ANSWER_MS);
    expect(pledged.text).toContain("Alice pledged 500 sat to Carol — Carol, tap to claim");
    expect(pledged.text).not.toContain("test money");
    const link = claimLink(pledged);

    // A real gateway: no account is made for Carol; she is told how, and the pledge waits.
    const carolChat = privateChat(carol);
    fake.sendText(carol, carolChat, `/start ${link}`);
    const setUp = await fake.nextBotMessage(carol.id, ANSWER_MS);
    expect(setUp.text).toContain("To claim it, /connect your merchant account");
    expect(setUp.text).toContain("The pledge waits until");
    const carolCreds = await sandbox.createMerchant({ balanceSat: 0 });
    await connect(carol, carolCreds);

    const sendsBefore = sendPayments();
    const first = fake.sendText(carol, carolChat, `/start ${link}`);
    const second = fake.sendText(carol, carolChat, `/start ${link}`);
    const direct = await Promise.all(
      [first, second].flatMap((update: Update) =>
        replicaUrls.map((url) => fake.deliverToWebhook(update, { url: `${url}/telegram` })),
      ),
    );
    expect(direct.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await fake.waitFor(
      () => fake.message(pledged)?.text?.includes("Carol claimed 500 sat from Alice"),
      ANSWER_MS,
      "the pledge message shows the claim",
    );
    await fake.waitFor(
      () => fake.isConfirmed(first.update_id) && fake.isConfirmed(second.update_id),
      ANSWER_MS,
      "Telegram's own deliveries done",
    );
    // Any straggling press finishes before counting: both replicas idle.
    if (!cluster) throw new Error("the cluster did not start");
    await clusterIdle(cluster);

    expect(sendPayments() - sendsBefore).toBe(1);
    expect(sandbox.merchant(aliceCreds.merchantId)?.balanceSat).toBe(10_000 - 500);
    expect(sandbox.merchant(carolCreds.merchantId)?.balanceSat).toBe(500);
    const answers = fake
      .botMessages(carol.id)
      .slice(-2)
      .map((m) => m.text ?? "");
    expect(answers.filter((t) => t.includes("You claimed 500 sat from Alice"))).toHaveLength(1);
    expect(answers.filter((t) => /already claimed|being claimed right now/.test(t))).toHaveLength(
      1,
    );
  }, 90_000);
});
