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
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@keyv/redis";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import { type ChildBot, startChildBot } from "../reliability/support/child-bot.ts";
import { httpUrlOf } from "../server/support/processes.ts";
import { RoundRobinFront } from "../server/support/round-robin-front.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
  TelegramFake,
} from "../support/telegram-fake.ts";

const WEBHOOK_SECRET = "pledge-replica-secret-0123456789";
const SECRETS_KEY = randomBytes(32).toString("hex");
const ANSWER_MS = 10_000;
/** A database index of its own (replicas.test.ts uses 11, replica-crash 12, the storage suites 0). */
const REDIS_DB = 13;

const baseUrl = process.env.TEST_REDIS_URL;
const title = baseUrl
  ? "a pledge on two replicas sharing Redis"
  : `a pledge on two replicas sharing Redis (skipped: TEST_REDIS_URL is not set; run: eval "$(scripts/services.sh start)")`;

async function flush(url: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  await client.flushDb();
  await client.close();
}

describe.skipIf(!baseUrl)(title, () => {
  let fake: TelegramFake;
  let front: RoundRobinFront;
  let sandbox: Sandbox;
  let replicaUrls: string[] = [];
  const replicas: ChildBot[] = [];
  let storeUrl = "";
  let workDir = "";
  let sendPayments = 0;

  beforeAll(async () => {
    const url = new URL(baseUrl ?? "");
    url.pathname = `/${REDIS_DB}`;
    storeUrl = url.toString();
    await flush(storeUrl);
    workDir = await mkdtemp(path.join(tmpdir(), "lnbot-pledge-replicas-"));
    sandbox = await startSandbox({
      port: 0,
      logger: {
        debug: (fields, message) => {
          if (
            message === "gateway request" &&
            (fields as { operation?: string }).operation === "sendPayment"
          ) {
            sendPayments += 1;
          }
        },
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
    });
    front = new RoundRobinFront();
    const frontUrl = await front.start();
    fake = new TelegramFake();
    await fake.start();
    const env = {
      BOT_MODE: "webhook",
      WEBHOOK_URL: `${frontUrl}/telegram`,
      WEBHOOK_SECRET,
      STORAGE_URL: storeUrl,
      SECRETS_KEY,
      GATEWAY_BASE_URL: sandbox.url,
      BITCOIN_NETWORK: "regtest",
      GROUP_COMMANDS_PER_MINUTE: "50",
    };
    const children = await Promise.all(
      ["a", "b"].map(async (name) => {
        await mkdir(path.join(workDir, name));
        return startChildBot({ fake, dataDir: path.join(workDir, name, "data"), env });
      }),
    );
    replicas.push(...children);
    replicaUrls = children.map(httpUrlOf);
    front.setBackends(replicaUrls);
  }, 60_000);

  afterAll(async () => {
    const exits = await Promise.all(replicas.map((replica) => replica.stop()));
    await fake?.close();
    await front?.close();
    await sandbox?.close();
    if (storeUrl) await flush(storeUrl);
    if (workDir) await rm(workDir, { recursive: true, force: true });
    expect(exits.map((exit) => exit.code)).toEqual(exits.map(() => 0));
  }, 60_000);

  /** The /connect conversation, every answer checked. */
  async function connect(user: ReturnType<typeof createUser>, creds: MerchantCredentials) {
    const chat = privateChat(user);
    const next = async (expected: RegExp) =>
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(expected);
    fake.sendText(user, chat, "/connect");
    await next(/connect your merchant/);
    await next(/merchant id/);
    fake.sendText(user, chat, creds.merchantId);
    await next(/API key/);
    fake.sendText(user, chat, creds.apiKey);
    await next(/secret key/);
    fake.sendText(user, chat, creds.secretKey);
    await next(/Checking/);
    await next(/Connected merchant/);
  }

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

    const sendsBefore = sendPayments;
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
    // Let any straggling press finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(sendPayments - sendsBefore).toBe(1);
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
