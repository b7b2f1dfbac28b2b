/**
 * A guest tip to several (`@bot 100 @bob @carol` in a chat the bot is not
 * in) cut off by a killed process: the bot runs as its own process (`node
 * src/main.ts`, long polling, SQLite) on a gateway that outlives it, and
 * is killed (SIGKILL) between the claim of the first share's payment and
 * its send (`after-claim`, src/operations/crash-points.ts). The press of
 * Pay was confirmed to Telegram before the kill, so it never comes again.
 * After the restart on the same data, with no new update and no press, the
 * card's tips are carried on from the store: the first share, whose send
 * may or may not have left, is "unknown — not retried" and never sent
 * again; the second is paid once; the card names both.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { connectInStore, countingSandbox } from "../replicas/support/cluster.ts";
import { logged } from "../server/support/processes.ts";
import { createUser, groupChat, supergroupChat, TelegramFake } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { type ChildBot, describeExit, startChildBot } from "./support/child-bot.ts";
import { expireLeases, updateHandled } from "./support/data-dir.ts";
import { botMessageMatching } from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const SECRETS_KEY = randomBytes(32).toString("hex");
/** The restarted bot's start-up sweep (its grace is 1 s here), or the next one 5 s later. */
const CARRIED_WITHIN_MS = 20_000;

const alice = createUser(7611, "Alice", { username: "alice_gcrash" });
const bob = createUser(7612, "Bob", { username: "bob_gcrash" });
const carol = createUser(7613, "Carol", { username: "carol_gcrash" });
/** Where the bot learns the @usernames. */
const group = supergroupChat(-1_001_761_000_000, "Crash Corner");
/** A chat the bot is not in: the card is a guest answer there. */
const elsewhere = groupChat(-7_610, "Map Makers");

describe("a guest tip to several killed between a share's claim and its send", () => {
  const tally = new Tally("guest-many-crash");
  const fake = new TelegramFake({ botInfo: { supports_guest_queries: true } });
  let sandbox: Sandbox;
  let root: string;
  let dataDir: string;
  let sendPayments: () => number = () => 0;
  const running: ChildBot[] = [];
  const creds = new Map<number, MerchantCredentials>();

  beforeAll(async () => {
    await fake.start();
    root = await mkdtemp(path.join(tmpdir(), "lnbot-guest-many-crash-"));
    dataDir = path.join(root, "data");
    await mkdir(dataDir);
    const counted = await countingSandbox();
    sandbox = counted.sandbox;
    sendPayments = counted.sendPayments;
    const made = await connectInStore({ dataDir }, SECRETS_KEY, sandbox, [
      { id: alice.id, balanceSat: 10_000 },
      { id: bob.id, balanceSat: 0 },
      { id: carol.id, balanceSat: 0 },
    ]);
    for (const [id, account] of made) creds.set(id, account);
    for (const user of [alice, bob, carol]) {
      fake.openPrivateChat(user);
      fake.setChatMember(group, user, "member");
    }
    const me = fake.botInfo;
    fake.setChatMember(
      group,
      { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
      "administrator",
    );
  }, 30_000);

  afterAll(async () => {
    const exits = await Promise.all(running.map((child) => child.stop()));
    await fake.close();
    await sandbox?.close();
    await rm(root, { recursive: true, force: true });
    await tally.write();
    expect(exits.filter((exit) => exit.signal !== "SIGKILL").map((exit) => exit.code)).toEqual(
      exits.filter((exit) => exit.signal !== "SIGKILL").map(() => 0),
    );
  }, 30_000);

  async function start(crashAt?: string): Promise<ChildBot> {
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

  const balance = (user: { id: number }) =>
    sandbox.merchant(creds.get(user.id)?.merchantId ?? "")?.balanceSat;

  /** `user` says something in the group (the bot learns their @username). */
  async function say(user: typeof bob, text: string) {
    const update = fake.sendText(user, group, text);
    // Polled: a plain message makes no Telegram call, so no call of the fake's would wake a wait
    // on it. A child process just started, on a loaded machine: its first poll may take a while.
    await until(
      () => updateHandled(dataDir, update.update_id),
      "the message to be handled",
      CARRIED_WITHIN_MS,
    );
  }

  it("pays each person at most once after the restart and names both on the card", async () => {
    const menusBefore = fake.calls("setMyCommands").length;
    const first = await start("after-claim");
    // The command menus go out first (20 calls through the outgoing queue): under load the
    // first updates wait behind them.
    await fake.waitFor(
      () => fake.calls("setMyCommands").length >= menusBefore + 20,
      CARRIED_WITHIN_MS,
      "the command menus set",
    );
    await say(bob, "gm");
    await say(carol, "gm");
    const summoned = fake.guestMessage(
      alice,
      elsewhere,
      `@${fake.botInfo.username} 100 @bob_gcrash @carol_gcrash thanks`,
    );
    const queryId = summoned.guest_message.guest_query_id;
    // Handled to the end: the card's record keeps its inline message id once the answer is posted.
    await until(
      () => updateHandled(dataDir, summoned.update_id),
      "the guest message to be handled",
      CARRIED_WITHIN_MS,
    );
    const card = fake.guestAnswer(queryId);
    if (!card) throw new Error("no card");
    const markup = card.reply_markup as
      | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
      | undefined;
    const pay = markup?.inline_keyboard
      ?.flat()
      .find((button) => button.callback_data?.startsWith("gst:pay:"))?.callback_data;
    if (!pay) throw new Error(`no Pay on the card: ${card.text}`);
    const sentBefore = sendPayments();
    const press = fake.pressButton(alice, card, pay);
    const answer = await fake.waitFor(
      () => fake.answerFor(press),
      CARRIED_WITHIN_MS,
      "Pay answered",
    );
    expect(answer.text).toMatch(/Paying/);
    expect(describeExit(await first.exited)).toBe("signal SIGKILL");
    tally.add("crashPoints");
    // Telegram will not deliver the press again: it was confirmed before the process died.
    expect(fake.isConfirmed(press.update_id)).toBe(true);
    expireLeases(dataDir);
    const restarted = await start();

    const receipt = await fake.waitFor(
      () => {
        const shown = fake.guestAnswer(queryId);
        return shown?.text?.includes("Carol: 100 sat") ? shown : undefined;
      },
      CARRIED_WITHIN_MS,
      "the card to name both",
    );
    expect(receipt.text).toContain("❓ Bob: unknown — not retried");
    expect(receipt.text).toContain("✅ Carol: 100 sat");
    await botMessageMatching(fake, carol.id, 0, /Alice tipped you 100 sat/, CARRIED_WITHIN_MS);
    // Bob's share was claimed but never sent (killed before the send): it is not sent now either.
    expect(sendPayments() - sentBefore).toBe(1);
    expect(balance(bob)).toBe(0);
    expect(balance(carol)).toBe(100);
    expect(logged(restarted, '"msg":"resuming a guest tip to several a crash cut off"')).toBe(true);
    tally.add("paymentsMade", sendPayments() - sentBefore);
    tally.add("duplicatesFound", Math.max(0, sendPayments() - sentBefore - 1));
    await restarted.stop();
  }, 90_000);
});
