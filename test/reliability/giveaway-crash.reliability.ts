/**
 * A giveaway share cut off by a crash (issue 19, "Safety and load"): the bot
 * runs as its own process (`node src/main.ts`) on a real gateway (a
 * standalone sandbox in this process, so the gateway outlives the bot). Bob
 * presses Claim; his share is claimed and its payment reaches the gateway,
 * which holds it a few seconds and then carries it out; the bot is killed
 * (SIGKILL) while the gateway holds it. After the restart on the same data:
 *
 *   - the share is settled as unknown and never sent again (one 4.1 to Bob);
 *   - Bob and the creator are told privately, in the giveaway's words;
 *   - the card lists Bob's share as in doubt (❓), and it stays taken: the
 *     other share is paid to Carol, then the giveaway is complete and a late
 *     member hears every share is taken;
 *   - Bob pressing again hears his share's outcome is unknown.
 *
 * The killed process leaves its chat lock and send lease behind until they
 * run out (15 s each): the test fast-forwards them (expireLeases), as
 * crash.reliability.ts does; how long that takes by itself is checked there.
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
import { logged, waitUntil } from "../server/support/processes.ts";
import { createUser, supergroupChat, TelegramFake } from "../support/telegram-fake.ts";
import { type ChildBot, describeExit, endCrashSuite, startChildBot } from "./support/child-bot.ts";
import { expireLeases } from "./support/data-dir.ts";
import { ANSWER_MS, botMessageMatching } from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const SECRETS_KEY = randomBytes(32).toString("hex");
const CREATOR_BALANCE = 10_000;
/** The restarted bot's start-up sweep, or the one after it (every 5 s), settles the send. */
const SETTLED_WITHIN_MS = 20_000;

const alice = createUser(7401, "Alice");
const bob = createUser(7402, "Bob");
const carol = createUser(7403, "Carol");
const dave = createUser(7404, "Dave");
const group = supergroupChat(-1_001_740_000_000, "Crash Lounge");

describe("a giveaway share cut off by a crash while the gateway holds its payment", () => {
  const tally = new Tally("giveaway-crash");
  const fake = new TelegramFake();
  let sandbox: Sandbox;
  let root: string;
  let dataDir: string;
  let sendPayments: () => number = () => 0;
  const running: ChildBot[] = [];
  const creds = new Map<number, MerchantCredentials>();

  beforeAll(async () => {
    await fake.start();
    root = await mkdtemp(path.join(tmpdir(), "lnbot-giveaway-crash-"));
    dataDir = path.join(root, "data");
    await mkdir(dataDir);
    const counted = await countingSandbox();
    sandbox = counted.sandbox;
    sendPayments = counted.sendPayments;
    // Alice, Bob and Carol connected to the gateway (written before the bot first starts,
    // with its own AccountService and key: /connect is tested elsewhere). Dave has no account.
    const made = await connectInStore({ dataDir }, SECRETS_KEY, sandbox, [
      { id: alice.id, balanceSat: CREATOR_BALANCE },
      { id: bob.id, balanceSat: 0 },
      { id: carol.id, balanceSat: 0 },
    ]);
    for (const [id, account] of made) creds.set(id, account);
    for (const user of [alice, bob, carol]) fake.openPrivateChat(user);
    // Claims count only from members of the giveaway's group.
    for (const user of [alice, bob, carol, dave]) fake.setChatMember(group, user, "member");
  }, 30_000);

  afterAll(() => endCrashSuite({ running, fake, sandbox, root, tally }), 30_000);

  async function start(): Promise<ChildBot> {
    const child = await startChildBot({
      fake,
      dataDir,
      env: {
        SECRETS_KEY,
        GATEWAY_BASE_URL: sandbox.url,
        BITCOIN_NETWORK: "regtest",
        // Longer than the gateway holds the payment: the bot dies waiting, it does not time out.
        GATEWAY_TIMEOUT_MS: "20000",
      },
    });
    running.push(child);
    return child;
  }

  const balance = (user: { id: number }) =>
    sandbox.merchant(creds.get(user.id)?.merchantId ?? "")?.balanceSat;

  it("settles it as unknown, never sent again: Bob and the creator are told, the share stays taken, Bob's next press says so", async () => {
    const first = await start();
    fake.sendText(alice, group, "/giveaway 200 2");
    const question = await fake.nextBotMessage(group.id, ANSWER_MS);
    expect(question.text).toContain("2 × 100 sat");
    const confirm = fake.pressButton(alice, question, buttonData(question, "gw:ok:"));
    await fake.waitFor(() => fake.answerFor(confirm), ANSWER_MS, "the confirmation's answer");
    const card = await giveawayCard(fake, question);
    const claim = buttonData(card, "gw:c:");

    // The gateway holds Bob's payment 4 s, then carries it out, whoever still listens.
    sandbox.faults.add({ route: "sendPayment", latencyMs: 4_000, times: 1 });
    tally.add("faultsInjected");
    const bobPress = fake.pressButton(bob, card, claim);
    await waitUntil(
      () => logged(first, '"msg":"send admitted"') && sandbox.faults.list().length === 0,
      ANSWER_MS,
      "the share's send to be admitted and the gateway to receive it",
    );
    expect(describeExit(await first.kill())).toBe("signal SIGKILL");
    tally.add("crashPoints");
    expect(fake.answerFor(bobPress)).toBeUndefined();
    await waitUntil(() => balance(bob) === 100, ANSWER_MS, "the gateway to carry it out");
    expect(sendPayments()).toBe(1);

    // Restarted on the same data (the dead process's locks and leases run out first).
    expireLeases(dataDir);
    const restarted = await start();

    // Both are told privately, in the giveaway's words.
    const bobNote = await botMessageMatching(
      fake,
      bob.id,
      0,
      /Your share of the giveaway/,
      SETTLED_WITHIN_MS,
    );
    expect(bobNote.text).toContain("Crash Lounge");
    expect(bobNote.text).toContain("(100 sat)");
    expect(bobNote.text).toContain("was being sent when the bot was interrupted");
    expect(bobNote.text).toContain("not sent again");
    expect(bobNote.text).not.toContain("test money");
    const aliceNote = await botMessageMatching(
      fake,
      alice.id,
      0,
      /A share of your giveaway/,
      SETTLED_WITHIN_MS,
    );
    expect(aliceNote.text).toContain("100 sat to Bob");
    expect(aliceNote.text).toContain("not sent again");
    // The payer's default note is not sent besides it.
    expect(fake.botMessages(alice.id).filter((m) => /Outcome unknown/.test(m.text ?? ""))).toEqual(
      [],
    );
    // The card lists Bob's share as in doubt.
    await fake.waitFor(
      () => fake.message(card)?.text?.includes("Claimed 1 of 2: Bob ❓"),
      ANSWER_MS,
      "the card to show Bob's share in doubt",
    );

    // Bob presses again: his share's outcome is unknown; nothing is sent.
    const again = fake.pressButton(bob, card, claim);
    await fake.waitFor(() => fake.answerFor(again), ANSWER_MS, "Bob's second press answered");
    expect(fake.answerFor(again)?.text).toContain("outcome is unknown");
    // His balance shows whether it arrived (his history has no entry for a share in doubt).
    expect(fake.answerFor(again)?.text).toContain("/balance");

    // The share stays taken: Carol gets the other one, then the giveaway is complete.
    const carolPress = fake.pressButton(carol, card, claim);
    await fake.waitFor(() => fake.answerFor(carolPress), ANSWER_MS, "Carol's press answered");
    expect(fake.answerFor(carolPress)?.text).toBe("🎁 You received 100 sat!");
    await fake.waitFor(
      () => fake.message(card)?.text?.includes("All 2 shares are claimed"),
      ANSWER_MS,
      "the card's end",
    );
    expect(fake.message(card)?.text).toContain("Claimed 2 of 2: Bob ❓ and Carol");
    const davePress = fake.pressButton(dave, card, claim, { unchecked: true });
    await fake.waitFor(() => fake.answerFor(davePress), ANSWER_MS, "Dave's press answered");
    expect(fake.answerFor(davePress)?.text).toContain("every share is taken");

    // Never sent again: one 4.1 for Bob, one for Carol; Alice paid 200 in all.
    expect(sendPayments()).toBe(2);
    expect(balance(bob)).toBe(100);
    expect(balance(carol)).toBe(100);
    expect(balance(alice)).toBe(CREATOR_BALANCE - 200);
    expect(
      logged(restarted, '"msg":"giveaway share interrupted: outcome unknown, not sent again"'),
    ).toBe(true);
    tally.add("paymentsMade", sendPayments());
    tally.add("duplicatesFound", Math.max(0, sendPayments() - 2));
  }, 120_000);
});
