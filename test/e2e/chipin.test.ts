/** /chipin end to end: a goal reached, one that is not, and a committed payment that fails. */
import type { User } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { usernameDirectory } from "../../src/accounts/members.ts";
import {
  alice,
  answerOf,
  balanceOf,
  bob,
  buttonData,
  carol,
  dave,
  joinGroup,
  lounge,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { FAST_CARD_EDITS } from "../support/card-edits.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import type { FakeMessage } from "../support/telegram-fake.ts";

const WAIT_MS = 15_000;
let bot: TestBot | undefined;

afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

async function groupBot(now?: () => number): Promise<TestBot> {
  bot = await startTestBot({
    env: { GROUP_COMMANDS_PER_MINUTE: "100", ...FAST_CARD_EDITS },
    // With a clock the test moves past the deadline: sweeps every 100 ms (not 5 s) follow it.
    ...(now ? { now, sweepEveryMs: 100 } : {}),
  });
  for (const user of [alice, bob, carol, dave]) bot.fake.openPrivateChat(user);
  joinGroup(bot.fake, [alice, bob, carol, dave]);
  await usernameDirectory(bot.app.deps.store).learn(dave);
  await usernameDirectory(bot.app.deps.store).learn({ ...dave, username: "dave_dev" });
  return bot;
}

function current(test: TestBot, card: FakeMessage): FakeMessage {
  const now = test.fake.message(card);
  if (!now) throw new Error("the card is gone");
  return now;
}

async function cardShows(test: TestBot, card: FakeMessage, part: string): Promise<FakeMessage> {
  return test.fake.waitFor(
    () => (current(test, card).text?.includes(part) ? current(test, card) : undefined),
    WAIT_MS,
    `the card to show "${part}" (it shows: ${current(test, card).text})`,
  );
}

/** `member` presses Commit and confirms it in private. */
async function commit(test: TestBot, member: User, card: FakeMessage, data: string): Promise<void> {
  const press = test.fake.pressButton(member, card, data, { unchecked: true });
  expect((await answerOf(test, press)).text).toContain("to confirm in our private chat");
  const ask = await test.fake.nextBotMessage(member.id, WAIT_MS);
  expect(ask.text).toContain("Until then nothing moves");
  const ok = test.fake.pressButton(member, ask, buttonData(ask, "chip:y:"));
  expect((await answerOf(test, ok)).text).toContain("You are in");
}

describe("/chipin", () => {
  it("moves nothing until the goal is met, then pays each part once from each committer", async () => {
    const test = await groupBot();
    const [a, b, c, d] = await Promise.all(
      [alice, bob, carol, dave].map((u) => merchantOf(test, u)),
    );
    if (!a || !b || !c || !d) throw new Error("no merchants");
    const before = [a, b, c, d].map((m) => balanceOf(test, m));
    test.fake.sendText(carol, lounge, "/chipin 3000 @dave_dev 3 by 2d Laptop");
    const card = await test.fake.nextBotMessage(lounge.id, WAIT_MS);
    expect(card.text).toContain("Laptop for Dave: 3 × 1,000 sat, all or nothing");
    expect(card.text).toContain("Committed: 0 of 3.");
    const commitData = buttonData(card, "chip:c:");
    await commit(test, alice, card, commitData);
    await commit(test, bob, card, commitData);
    await cardShows(test, card, "Committed: 2 of 3. Alice and Bob");
    // Nothing moved yet; a commitment can be withdrawn.
    expect([a, b, d].map((m) => balanceOf(test, m))).toEqual([before[0], before[1], before[3]]);
    const withdrawn = await answerOf(
      test,
      test.fake.pressButton(bob, card, buttonData(card, "chip:w:"), { unchecked: true }),
    );
    expect(withdrawn.text).toContain("withdrawn");
    await cardShows(test, card, "Committed: 1 of 3.");
    await commit(test, bob, card, commitData);
    await commit(test, carol, card, commitData);
    const done = await cardShows(test, card, "Goal met: 3 of 3 paid.");
    expect(JSON.stringify(done.reply_markup ?? {})).not.toContain("chip:");
    expect([a, b, c, d].map((m) => balanceOf(test, m))).toEqual([
      (before[0] ?? 0) - 1_000,
      (before[1] ?? 0) - 1_000,
      (before[2] ?? 0) - 1_000,
      (before[3] ?? 0) + 3_000,
    ]);
    const note = await test.fake.waitFor(
      () => test.fake.botMessages(dave.id).find((m) => m.text?.includes("met its goal")),
      WAIT_MS,
      "Dave's note",
    );
    expect(note.text).toContain("3 of 3 paid Dave, 3,000 sat in all");
    // A press after the end commits nothing more.
    const late = await answerOf(
      test,
      test.fake.pressButton(alice, card, commitData, { unchecked: true }),
    );
    expect(late.text).toContain("no longer taking commitments");
  });

  it("moves nothing when the deadline passes without enough members, and tells everyone", async () => {
    let clock = Date.now();
    const test = await groupBot(() => clock);
    const [a, d] = await Promise.all([merchantOf(test, alice), merchantOf(test, dave)]);
    const before = [balanceOf(test, a), balanceOf(test, d)];
    test.fake.sendText(carol, lounge, "/chipin 2000 @dave_dev 2 by 1h Tent");
    const card = await test.fake.nextBotMessage(lounge.id, WAIT_MS);
    await commit(test, alice, card, buttonData(card, "chip:c:"));
    clock += 2 * 60 * 60_000;
    const expired = await cardShows(
      test,
      card,
      "The deadline passed without enough members: nothing moved.",
    );
    expect(JSON.stringify(expired.reply_markup ?? {})).not.toContain("chip:");
    for (const person of [alice, carol]) {
      const note = await test.fake.waitFor(
        () =>
          test.fake.botMessages(person.id).find((m) => m.text?.includes("did not reach its goal")),
        WAIT_MS,
        `${person.first_name}'s note`,
      );
      expect(note.text).toContain("1 of 2 committed");
    }
    expect([balanceOf(test, a), balanceOf(test, d)]).toEqual(before);
  });

  it("names a committed payment that fails, keeps the others paid, and charges nobody twice on a retry", async () => {
    const test = await groupBot();
    const [a, b, d] = await Promise.all([
      merchantOf(test, alice),
      merchantOf(test, bob),
      merchantOf(test, dave),
    ]);
    const sandbox = sandboxOf(test);
    test.fake.sendText(carol, lounge, "/chipin 1000 @dave_dev 2 Gift");
    const card = await test.fake.nextBotMessage(lounge.id, WAIT_MS);
    const commitData = buttonData(card, "chip:c:");
    await commit(test, bob, card, commitData);
    // Bob's balance is held (frozen) after he committed: the gateway refuses his payment.
    await sandbox.setFrozen(b, balanceOf(test, b));
    const [aBefore, dBefore] = [balanceOf(test, a), balanceOf(test, d)];
    await commit(test, alice, card, commitData);
    const done = await cardShows(test, card, "Goal met: 1 of 2 paid.");
    expect(done.text).toContain("Not paid: Bob");
    expect([balanceOf(test, a), balanceOf(test, d)]).toEqual([aBefore - 500, dBefore + 500]);
    const told = await test.fake.waitFor(
      () => test.fake.botMessages(bob.id).find((m) => m.text?.includes("was not paid")),
      WAIT_MS,
      "Bob told why",
    );
    expect(told.text).toContain("Nothing was taken");
    for (const person of [dave, carol]) {
      const note = await test.fake.waitFor(
        () => test.fake.botMessages(person.id).find((m) => m.text?.includes("met its goal")),
        WAIT_MS,
        `${person.first_name}'s note`,
      );
      expect(note.text).toContain("Not paid: Bob");
    }
    // Bob's money is back; he pays his part, once, however often he presses.
    await sandbox.setFrozen(b, 0);
    const pay = buttonData(current(test, card), "chip:p:");
    const first = test.fake.pressButton(bob, card, pay);
    expect((await answerOf(test, first)).text).toContain("Your part is paid");
    const again = await answerOf(test, test.fake.pressButton(bob, card, pay, { unchecked: true }));
    expect(again.text).toContain("Your part is paid");
    await cardShows(test, card, "Goal met: 2 of 2 paid.");
    expect(balanceOf(test, d)).toBe(dBefore + 1_000);
  });
});
