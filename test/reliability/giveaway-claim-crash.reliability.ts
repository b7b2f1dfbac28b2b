/**
 * A giveaway share whose claim was taken and whose send never left: the bot
 * runs as its own process (`node src/main.ts`) on a standalone sandbox, and
 * is killed (SIGKILL) at the crash point `before-claim`: Bob's press made
 * the share's intent (its origin, the member's claim), took the share and
 * wrote the send to history, but the send was not claimed and nothing
 * reached the gateway. After the restart on the same data, with no new
 * press from anyone:
 *
 *   - the share is carried to its outcome from the store: sent to Bob once
 *     (it never left, so this is no retry), never twice;
 *   - Bob hears of it in private (his press was never answered), and the
 *     card lists him;
 *   - Bob pressing again is told he claimed already; nothing more is sent.
 *
 * The killed process leaves its chat lock and send lease behind until they
 * run out: the test fast-forwards them (expireLeases), as
 * giveaway-crash.reliability.ts does.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { buttonData, giveawayCard } from "../chat/group-fixture.ts";
import { connectInStore, countingSandbox } from "../replicas/support/cluster.ts";
import { waitUntil } from "../server/support/processes.ts";
import { createUser, supergroupChat, TelegramFake } from "../support/telegram-fake.ts";
import {
  type ChildBot,
  describeExit,
  endCrashSuite,
  exitWithin,
  startChildBot,
} from "./support/child-bot.ts";
import { expireLeases } from "./support/data-dir.ts";
import { ANSWER_MS, botMessageMatching } from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const SECRETS_KEY = randomBytes(32).toString("hex");
const CREATOR_BALANCE = 10_000;
/** The restarted bot's start-up sweep, or the one after it, carries the share on. */
const CARRIED_WITHIN_MS = 20_000;

const alice = createUser(7501, "Alice");
const bob = createUser(7502, "Bob");
const group = supergroupChat(-1_001_750_000_000, "Claim Crash Lounge");

describe("a giveaway share claimed, its process killed before the send", () => {
  const tally = new Tally("giveaway-claim-crash");
  const fake = new TelegramFake();
  let sandbox: Sandbox;
  let root: string;
  let dataDir: string;
  let sendPayments: () => number = () => 0;
  const running: ChildBot[] = [];
  const creds = new Map<number, MerchantCredentials>();

  beforeAll(async () => {
    await fake.start();
    root = await mkdtemp(path.join(tmpdir(), "lnbot-giveaway-claim-crash-"));
    dataDir = path.join(root, "data");
    await mkdir(dataDir);
    const counted = await countingSandbox();
    sandbox = counted.sandbox;
    sendPayments = counted.sendPayments;
    const made = await connectInStore({ dataDir }, SECRETS_KEY, sandbox, [
      { id: alice.id, balanceSat: CREATOR_BALANCE },
      { id: bob.id, balanceSat: 0 },
    ]);
    for (const [id, account] of made) creds.set(id, account);
    for (const user of [alice, bob]) fake.openPrivateChat(user);
    for (const user of [alice, bob]) fake.setChatMember(group, user, "member");
  }, 30_000);

  afterAll(() => endCrashSuite({ running, fake, sandbox, root, tally }), 30_000);

  async function start(crashAt?: string): Promise<ChildBot> {
    const child = await startChildBot({
      fake,
      dataDir,
      env: {
        SECRETS_KEY,
        GATEWAY_BASE_URL: sandbox.url,
        BITCOIN_NETWORK: "regtest",
        // The intent sweeper leaves a decided intent to its process this long (short here).
        INTENT_GRACE_SECONDS: "1",
        ...(crashAt ? { LNBOT_CRASH_AT: crashAt } : {}),
      },
    });
    running.push(child);
    return child;
  }

  const balance = (user: { id: number }) =>
    sandbox.merchant(creds.get(user.id)?.merchantId ?? "")?.balanceSat;

  it("is carried to its outcome after the restart without a new press: sent once, Bob told", async () => {
    const first = await start("before-claim");
    fake.sendText(alice, group, "/giveaway 200 2");
    const question = await fake.nextBotMessage(group.id, ANSWER_MS);
    const confirm = fake.pressButton(alice, question, buttonData(question, "gw:ok:"));
    await fake.waitFor(() => fake.answerFor(confirm), ANSWER_MS, "the confirmation's answer");
    const card = await giveawayCard(fake, question);
    const claim = buttonData(card, "gw:c:");

    // Bob's press dies between his share's claim and its send.
    fake.pressButton(bob, card, claim);
    const exit = await exitWithin(first, ANSWER_MS);
    expect(exit && describeExit(exit), "the bot to die at the crash point").toBe("signal SIGKILL");
    tally.add("crashPoints");
    expect(sendPayments()).toBe(0);

    expireLeases(dataDir);
    await start();

    // Nobody presses anything: the store carries the share on.
    await waitUntil(() => balance(bob) === 100, CARRIED_WITHIN_MS, "Bob's share to be sent");
    const note = await botMessageMatching(fake, bob.id, 0, /100 sat/, CARRIED_WITHIN_MS);
    expect(note.text).toContain("Claim Crash Lounge");
    await fake.waitFor(
      () => fake.message(card)?.text?.includes("Claimed 1 of 2: Bob"),
      ANSWER_MS,
      "the card to list Bob",
    );

    // Bob presses again: claimed already, nothing more is sent.
    const again = fake.pressButton(bob, card, claim);
    await fake.waitFor(() => fake.answerFor(again), ANSWER_MS, "Bob's second press answered");
    expect(fake.answerFor(again)?.text).toContain("already claimed");
    expect(sendPayments()).toBe(1);
    expect(balance(bob)).toBe(100);
    expect(balance(alice)).toBe(CREATOR_BALANCE - 100);
    tally.add("paymentsMade", sendPayments());
    tally.add("duplicatesFound", Math.max(0, sendPayments() - 1));
  }, 90_000);
});
