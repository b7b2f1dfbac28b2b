/**
 * /rain end to end through the Bot API fake and the embedded sandbox:
 * recent speakers share the total, members without an account are
 * skipped, the sender's funds running out stops it, a double Confirm rains
 * once, and too few speakers is explained (privacy mode).
 */
import type { CallbackQuery, Update } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import {
  alice,
  balanceOf,
  bob,
  botUser,
  buttonData,
  carol,
  lounge,
  mallory,
  merchantOf,
} from "../bot/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser } from "../support/telegram-fake.ts";

const ANSWER_MS = 10_000;

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

async function answerOf(test: TestBot, press: Update & { callback_query: CallbackQuery }) {
  return test.fake.waitFor(() => test.fake.answerFor(press), ANSWER_MS, "the press's answer");
}

/** The bot is an admin of the lounge, so it sees every message (no privacy mode there). */
function chatAsAdminSees(test: TestBot): void {
  test.fake.setChatMember(lounge, botUser(test), "administrator");
}

describe("/rain", () => {
  it("shares among recent speakers, skips a member without an account, and rains once on a double Confirm", async () => {
    bot = await startTestBot();
    const test = bot;
    chatAsAdminSees(test);
    const aliceMerchant = await merchantOf(test, alice);
    const before = balanceOf(test, aliceMerchant);
    await merchantOf(test, bob);
    await merchantOf(test, carol);
    for (const member of [bob, carol, mallory, alice]) test.fake.sendText(member, lounge, "gm");

    test.fake.sendText(alice, lounge, "/rain 301 for the good vibes");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(question.text).toContain(
      "300 sat from your account: 3 × 100 sat to Mallory, Carol, Bob",
    );
    expect(question.text).toContain("remainder");
    const data = buttonData(question, "rain:ok:");
    expect(await answerOf(test, test.fake.pressButton(bob, question, data))).toMatchObject({
      show_alert: true,
    });
    const first = test.fake.pressButton(alice, question, data);
    const second = test.fake.pressButton(alice, question, data, { unchecked: true });
    expect((await answerOf(test, first)).text).toContain("Making it rain");
    expect((await answerOf(test, second)).text).toContain("already sent or cancelled");

    await test.fake.waitFor(
      () => {
        const text = test.fake.message(question)?.text ?? "";
        return text.includes("Paid: Carol, Bob") && !text.includes("Sending");
      },
      ANSWER_MS,
      "the receipt",
    );
    const receipt = test.fake.message(question)?.text ?? "";
    expect(receipt).toContain("Alice made it rain: 100 sat each");
    expect(receipt).toContain("Skipped, no account or lightning address yet: Mallory");
    expect(receipt).toContain("for the good vibes");
    expect(balanceOf(test, await merchantOf(test, bob))).toBe(100_100);
    expect(balanceOf(test, await merchantOf(test, carol))).toBe(100_100);
    expect(balanceOf(test, aliceMerchant)).toBe(before - 200);
    const bobHistory = (await test.app.deps.ledger.page(bob.id, 0, 5)).operations;
    expect(bobHistory.filter((op) => op.kind === "tip-received")).toHaveLength(1);
  });

  it("stops when the sender's funds run out, says so in the group, and tells the sender why privately", async () => {
    bot = await startTestBot({ env: { SANDBOX_START_BALANCE_SAT: "250" } });
    const test = bot;
    chatAsAdminSees(test);
    test.fake.openPrivateChat(alice);
    await merchantOf(test, alice);
    const dave = createUser(3005, "Dave");
    for (const member of [bob, carol, dave]) {
      await merchantOf(test, member);
      test.fake.sendText(member, lounge, "hello");
    }
    test.fake.sendText(alice, lounge, "/rain 300");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const press = test.fake.pressButton(alice, question, buttonData(question, "rain:ok:"));
    await answerOf(test, press);
    await test.fake.waitFor(
      () => test.fake.message(question)?.text?.includes("funds or limits ran out"),
      ANSWER_MS,
      "the stopped receipt",
    );
    const receipt = test.fake.message(question)?.text ?? "";
    expect(receipt).toContain("Paid: Dave, Carol");
    expect(receipt).toContain("Not sent: Bob");
    expect(receipt).not.toMatch(/50 sat|spend|balance/);
    const note = await test.fake.nextBotMessage(alice.id, ANSWER_MS);
    expect(note.text).toContain("stopped after 2 of 3 shares");
    expect(balanceOf(test, await merchantOf(test, bob))).toBe(250);
  });

  it("explains privacy mode when it knows too few speakers", async () => {
    bot = await startTestBot();
    const test = bot;
    await merchantOf(test, alice);
    // Privacy mode: the bot never sees this chatter.
    test.fake.sendText(bob, lounge, "hello everyone");
    test.fake.sendText(alice, lounge, "/rain 100");
    const answer = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(answer.text).toContain("no one to rain on");
    expect(answer.text).toContain("make me an admin");
  });
});
