/**
 * Paid entry killed between the payment and the approval: the bot runs as
 * its own process (`node src/main.ts`, long polling, SQLite) on a gateway
 * that outlives it, and is killed (SIGKILL) right after the owner's "paid"
 * event marked the newcomer's ticket paid, before the join request was
 * approved. After the restart on the same data, with no new event, the
 * ticket is carried on from the store (the feature's sweep): the newcomer
 * is let in once and both are told once; the event delivered again to the
 * restarted bot changes nothing.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { parseSecretsKey, SecretBox } from "../../src/accounts/secret-box.ts";
import { createGateway } from "../../src/gateway/client.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { openStore } from "../../src/storage/index.ts";
import { countingSandbox } from "../replicas/support/cluster.ts";
import { httpUrlOf } from "../server/support/processes.ts";
import { createUser, supergroupChat, TelegramFake } from "../support/telegram-fake.ts";
import { type ChildBot, describeExit, endCrashSuite, startChildBot } from "./support/child-bot.ts";
import { expireLeases } from "./support/data-dir.ts";
import { ANSWER_MS, codeText } from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const SECRETS_KEY = randomBytes(32).toString("hex");
/** The restarted bot's start-up sweep, or the next one 5 s later. */
const CARRIED_WITHIN_MS = 20_000;

const olga = createUser(7601, "Olga", { username: "olga_crash" });
const nina = createUser(7602, "Nina", { username: "nina_crash" });
const club = supergroupChat(-1_001_760_000_000, "Crash Club");

describe("paid entry killed between the payment and the approval", () => {
  const tally = new Tally("entry-crash");
  const fake = new TelegramFake();
  let sandbox: Sandbox;
  let root: string;
  let dataDir: string;
  let owner: MerchantCredentials;
  let eventsPath = "";
  const running: ChildBot[] = [];

  beforeAll(async () => {
    await fake.start();
    root = await mkdtemp(path.join(tmpdir(), "lnbot-entry-crash-"));
    dataDir = path.join(root, "data");
    await mkdir(dataDir);
    sandbox = (await countingSandbox()).sandbox;
    owner = await sandbox.createMerchant({ balanceSat: 0 });
    const store = await openStore({ dataDir });
    try {
      const accounts = new AccountService({
        store,
        box: new SecretBox(parseSecretsKey(SECRETS_KEY)),
        eventsUrl: (token) => `/gateway-events/${token}`,
      });
      eventsPath = accounts.eventsUrlFor(await accounts.connect(olga.id, owner)) ?? "";
    } finally {
      await store.close();
    }
    fake.setChatMember(club, olga, "creator");
    fake.setAdministrator(club, { id: fake.botInfo.id, is_bot: true, first_name: "Tip Bot" });
    fake.openPrivateChat(olga);
  }, 30_000);

  afterAll(() => endCrashSuite({ running, fake, sandbox, root, tally }), 30_000);

  /** Starts the bot; `events` (default true): Olga's gateway posts her events to it. */
  async function start(crashAt?: string, events = true): Promise<ChildBot> {
    const child = await startChildBot({
      fake,
      dataDir,
      env: {
        SECRETS_KEY,
        GATEWAY_BASE_URL: sandbox.url,
        BITCOIN_NETWORK: "regtest",
        ...(crashAt ? { LNBOT_CRASH_AT: crashAt } : {}),
      },
    });
    running.push(child);
    if (events) await sandbox.setWebhook(owner.merchantId, `${httpUrlOf(child)}${eventsPath}`);
    return child;
  }

  const count = (chatId: number, pattern: RegExp) =>
    fake.botMessages(chatId).filter((m) => pattern.test(m.text ?? m.caption ?? "")).length;

  it("is let in once after the restart, told once, with no new event", async () => {
    const first = await start("feature:entry:paid-not-approved");
    fake.sendText(olga, club, "/entry 2100");
    const door = await fake.nextBotMessage(olga.id, ANSWER_MS);
    const link = /https:\/\/t\.me\/\+\S+/.exec(door.text ?? "")?.[0];
    if (!link) throw new Error("no link");
    fake.requestToJoin(nina, link);
    const invoiceMessage = await fake.nextBotMessage(nina.id, ANSWER_MS);
    const wallet = await sandbox.createMerchant({ balanceSat: 10_000 });
    await createGateway({ baseUrl: sandbox.url })
      .account(wallet)
      .sendPayment(codeText(invoiceMessage));

    expect(describeExit(await first.exited)).toBe("signal SIGKILL");
    tally.add("crashPoints");
    expect(fake.calls("approveChatJoinRequest")).toHaveLength(0);
    expireLeases(dataDir);
    // No event reaches the restarted bot (the gateway's retries go nowhere): only the store.
    await sandbox.setWebhook(owner.merchantId, undefined);
    const restarted = await start(undefined, false);

    await fake.waitFor(() => count(nina.id, /You're in/) === 1, CARRIED_WITHIN_MS, "let in");
    expect((await fake.pendingJoinRequest(club, nina)) === undefined).toBe(true);
    await fake.waitFor(
      () => count(olga.id, /paid 2,100 sat and joined Crash Club/) === 1,
      ANSWER_MS,
      "the owner's note",
    );

    // The event delivered again to the restarted bot changes nothing.
    await sandbox.setWebhook(owner.merchantId, `${httpUrlOf(restarted)}${eventsPath}`);
    const [event] = sandbox.merchant(owner.merchantId)?.events ?? [];
    await sandbox.redeliverEvent(event?.id ?? "");
    await sandbox.webhooksIdle();
    expect(sandbox.merchant(owner.merchantId)?.events[0]?.status).toBe("delivered");
    expect(fake.calls("approveChatJoinRequest").filter((call) => call.response?.ok)).toHaveLength(
      1,
    );
    expect(count(nina.id, /You're in/)).toBe(1);
    expect(count(olga.id, /joined Crash Club/)).toBe(1);
    await restarted.stop();
  }, 90_000);
});
