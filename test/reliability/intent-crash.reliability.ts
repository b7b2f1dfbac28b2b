/**
 * Intents cut off by a crash are carried to an outcome from the store (the
 * intent sweeper), never by Telegram delivering an update again: the bot
 * runs as its own process (`node src/main.ts`, long polling, SQLite) on a
 * gateway that outlives it, and is killed (SIGKILL) at an intent's crash
 * points (src/operations/crash-points.ts):
 *
 *   - a direct /tip, right after its decision, before anything is recorded;
 *   - a /tip's Confirm, at the same point;
 *   - a press on a tip jar (paid at once), at the same point;
 *   - a /rain between its two shares (the first sent, the second not yet
 *     decided).
 *
 * Each update that started it was confirmed to Telegram before the kill, so
 * none comes again. After the restart on the same data, with no new update,
 * each is carried on: the tip is sent once and the people told (notes, the
 * receipt, the confirmation message turned into it), the jar shows the
 * payment and its owner hears of it, the rain's second
 * share is sent, its receipt shows both paid and its sender hears the rain
 * was carried on. The killed process's leases are fast-forwarded
 * (expireLeases), as crash.reliability.ts does.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { IntentCrashPoint } from "../../src/operations/crash-points.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { buttonData } from "../chat/group-fixture.ts";
import { connectInStore, countingSandbox } from "../replicas/support/cluster.ts";
import { logged } from "../server/support/processes.ts";
import { createUser, supergroupChat, TelegramFake } from "../support/telegram-fake.ts";
import { type ChildBot, describeExit, endCrashSuite, startChildBot } from "./support/child-bot.ts";
import { expireLeases, updateHandled } from "./support/data-dir.ts";
import { ANSWER_MS, botMessageMatching, buttonData as flatButtons } from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const SECRETS_KEY = randomBytes(32).toString("hex");
const PAYER_BALANCE = 10_000;
/** The restarted bot's start-up sweep (its grace is 1 s here), or the next one 5 s later. */
const CARRIED_WITHIN_MS = 20_000;

const alice = createUser(7501, "Alice");
const bob = createUser(7502, "Bob");
const carol = createUser(7503, "Carol");
const group = supergroupChat(-1_001_750_000_000, "Restart Lounge");

describe("intents cut off by a killed process are carried on after the restart, with no new update", () => {
  const tally = new Tally("intent-crash");
  const fake = new TelegramFake();
  let sandbox: Sandbox;
  let root: string;
  let dataDir: string;
  let sendPayments: () => number = () => 0;
  const running: ChildBot[] = [];
  const creds = new Map<number, MerchantCredentials>();

  beforeAll(async () => {
    await fake.start();
    root = await mkdtemp(path.join(tmpdir(), "lnbot-intent-crash-"));
    dataDir = path.join(root, "data");
    await mkdir(dataDir);
    const counted = await countingSandbox();
    sandbox = counted.sandbox;
    sendPayments = counted.sendPayments;
    const made = await connectInStore({ dataDir }, SECRETS_KEY, sandbox, [
      { id: alice.id, balanceSat: PAYER_BALANCE },
      { id: bob.id, balanceSat: 0 },
      { id: carol.id, balanceSat: 0 },
    ]);
    for (const [id, account] of made) creds.set(id, account);
    for (const user of [alice, bob, carol]) {
      fake.openPrivateChat(user);
      fake.setChatMember(group, user, "member");
    }
    // An admin of the group, the bot sees every message (a rain's speakers).
    const me = fake.botInfo;
    fake.setChatMember(
      group,
      { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
      "administrator",
    );
  }, 30_000);

  afterAll(() => endCrashSuite({ running, fake, sandbox, root, tally }), 30_000);

  async function start(crashAt?: IntentCrashPoint): Promise<ChildBot> {
    const child = await startChildBot({
      fake,
      dataDir,
      env: {
        SECRETS_KEY,
        GATEWAY_BASE_URL: sandbox.url,
        BITCOIN_NETWORK: "regtest",
        INTENT_GRACE_SECONDS: "1",
        ...(crashAt ? { LNBOT_CRASH_AT: crashAt } : {}),
      },
    });
    running.push(child);
    return child;
  }

  /** Waits for the process to die at its crash point, then restarts the bot on the same data. */
  async function restartAfterCrash(child: ChildBot): Promise<ChildBot> {
    expect(describeExit(await child.exited)).toBe("signal SIGKILL");
    tally.add("crashPoints");
    expireLeases(dataDir);
    return start();
  }

  const balance = (user: { id: number }) =>
    sandbox.merchant(creds.get(user.id)?.merchantId ?? "")?.balanceSat;

  /** `user` says something in the group, handled by the bot before the next step. */
  async function say(user: typeof bob, text = "gm, here is an idea") {
    const update = fake.sendText(user, group, text);
    await fake.waitFor(
      () => updateHandled(dataDir, update.update_id),
      ANSWER_MS,
      "the message to be handled",
    );
    return update.message;
  }

  it("a direct /tip killed after its decision is sent once and told", async () => {
    const first = await start("intent-decided");
    const idea = await say(bob);
    const sentBefore = sendPayments();
    const tip = fake.sendText(alice, group, "/tip 21 nice one", { replyTo: idea });
    const restarted = await restartAfterCrash(first);
    // Telegram will not deliver it again: it was confirmed before the process died.
    expect(fake.isConfirmed(tip.update_id)).toBe(true);

    const receipt = await botMessageMatching(
      fake,
      group.id,
      0,
      /Bob received 21 sat/,
      CARRIED_WITHIN_MS,
    );
    expect(receipt.reply_to_message_id).toBe(idea.message_id);
    const toAlice = await botMessageMatching(fake, alice.id, 0, /You tipped Bob 21 sat/);
    expect(toAlice.text).toContain("Restart Lounge");
    await botMessageMatching(fake, bob.id, 0, /Alice tipped you 21 sat/);
    expect(sendPayments() - sentBefore).toBe(1);
    expect(balance(bob)).toBe(21);
    expect(logged(restarted, '"msg":"carrying on an intent a crash cut off"')).toBe(true);
    tally.add("paymentsMade", sendPayments() - sentBefore);
    await restarted.stop();
  }, 90_000);

  it("a /tip's Confirm killed after its decision is sent once, its confirmation becoming the receipt", async () => {
    const first = await start("intent-decided");
    const idea = await say(bob, "another idea");
    const sentBefore = sendPayments();
    const bobBefore = balance(bob) ?? 0;
    // Above the default threshold (1,000 sat): asked first.
    fake.sendText(alice, group, "/tip 2000", { replyTo: idea });
    const question = await botMessageMatching(fake, group.id, idea.message_id, /2,000 sat/);
    const press = fake.pressButton(alice, question, buttonData(question, "send:ok:"));
    const restarted = await restartAfterCrash(first);
    expect(fake.isConfirmed(press.update_id)).toBe(true);

    await fake.waitFor(
      () => fake.message(question)?.text?.includes("Bob received 2,000 sat"),
      CARRIED_WITHIN_MS,
      "the confirmation to become the receipt",
    );
    // Its buttons are gone with the question.
    expect(flatButtons(fake.message(question) ?? question)).toEqual([]);
    await botMessageMatching(fake, alice.id, 0, /You tipped Bob 2,000 sat/);
    await botMessageMatching(fake, bob.id, 0, /Alice tipped you 2,000 sat/);
    expect(sendPayments() - sentBefore).toBe(1);
    expect(balance(bob)).toBe(bobBefore + 2_000);
    tally.add("paymentsMade", sendPayments() - sentBefore);
    await restarted.stop();
  }, 90_000);

  it("a tip jar press killed after its decision is paid once: the jar's total and the owner's note", async () => {
    const first = await start("intent-decided");
    const ask = fake.sendText(bob, group, "/tipjar 5k new microphone");
    const jar = await botMessageMatching(fake, group.id, ask.message.message_id, /Tip jar of Bob/);
    const sentBefore = sendPayments();
    const bobBefore = balance(bob) ?? 0;
    // Under the default threshold (1,000 sat): paid at once.
    const press = fake.pressButton(alice, jar, buttonData(jar, "jar:").replace(/:\d+$/, ":100"));
    const restarted = await restartAfterCrash(first);
    expect(fake.isConfirmed(press.update_id)).toBe(true);

    await fake.waitFor(
      () => fake.message(jar)?.text?.includes("100 sat of 5,000 sat"),
      CARRIED_WITHIN_MS,
      "the jar to show the payment",
    );
    expect(fake.message(jar)?.text).toContain("From: Alice");
    await botMessageMatching(
      fake,
      bob.id,
      0,
      /Alice put 100 sat in your tip jar in Restart Lounge/,
    );
    expect(sendPayments() - sentBefore).toBe(1);
    expect(balance(bob)).toBe(bobBefore + 100);
    tally.add("paymentsMade", sendPayments() - sentBefore);
    await restarted.stop();
  }, 90_000);

  it("a /rain killed between its shares sends the rest, ends its receipt and tells its sender", async () => {
    const first = await start("work-between-intents");
    await say(bob, "gm");
    await say(carol, "gm");
    const sentBefore = sendPayments();
    const before = { bob: balance(bob) ?? 0, carol: balance(carol) ?? 0 };
    const ask = fake.sendText(alice, group, "/rain 200");
    const question = await botMessageMatching(fake, group.id, ask.message.message_id, /2 × 100/);
    const press = fake.pressButton(alice, question, buttonData(question, "rain:ok:"));
    const restarted = await restartAfterCrash(first);
    expect(fake.isConfirmed(press.update_id)).toBe(true);
    // One share went out before the kill; the receipt was left saying the other is being sent.
    expect(sendPayments() - sentBefore).toBe(1);

    await fake.waitFor(
      () => /Paid: (Carol and Bob|Bob and Carol)/.test(fake.message(question)?.text ?? ""),
      CARRIED_WITHIN_MS,
      "the rain's receipt to show both shares paid",
    );
    expect(fake.message(question)?.text).not.toContain("Sending");
    const note = await botMessageMatching(fake, alice.id, 0, /carried on/);
    expect(note.text).toContain("2 of 2");
    expect(note.text).toContain("Restart Lounge");
    expect(sendPayments() - sentBefore).toBe(2);
    expect(balance(bob)).toBe(before.bob + 100);
    expect(balance(carol)).toBe(before.carol + 100);
    expect(logged(restarted, '"msg":"resuming a rain a crash cut off"')).toBe(true);
    tally.add("paymentsMade", sendPayments() - sentBefore);
    tally.add("duplicatesFound", Math.max(0, sendPayments() - sentBefore - 2));
    await restarted.stop();
  }, 90_000);
});
