/**
 * The inline giveaway end to end: `@bot giveaway 1000 5 [note]` typed in a
 * chat the bot is not in, chosen (the creator's confirmation), then claimed
 * through callback queries on the inline message, through the Bot API fake
 * and the embedded sandbox.
 */
import type { User } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { readBoard } from "../../src/operations/board.ts";
import {
  alice,
  balanceOf,
  bob,
  buttonData,
  carol,
  dave,
  editTimes,
  expectAtMostOneEditPerSecond,
  mallory,
  merchantOf,
  notModifiedRefusals,
} from "../chat/group-fixture.ts";
import { FAST_CARD_EDITS } from "../support/card-edits.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  groupChat,
  privateChat,
  TelegramFake,
} from "../support/telegram-fake.ts";

/** A group the bot is not in: inline messages need no member bot. */
const cafe = groupChat(-5001, "Cafe");
const ANSWER_MS = 10_000;

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** A bot whose card edits come every 50 ms (FAST_CARD_EDITS) unless `env` says otherwise. */
async function startInlineBot(
  options: { now?: () => number; env?: Record<string, string>; sweepEveryMs?: number } = {},
): Promise<TestBot> {
  const fake = new TelegramFake({
    botInfo: { supports_inline_queries: true },
    inlineFeedback: true,
  });
  await fake.start();
  const started = await startTestBot({
    fake,
    ...options,
    env: { ...FAST_CARD_EDITS, ...options.env },
  });
  const stop = started.stop;
  started.stop = async () => {
    await stop();
    await fake.close();
  };
  return started;
}

/** The user opens the bot (the sandbox makes their account on the welcome). */
async function openBot(test: TestBot, user: User): Promise<void> {
  test.fake.sendText(user, privateChat(user), "/start");
  await test.fake.nextBotMessage(user.id, ANSWER_MS);
}

function keyboardOf(
  message: FakeMessage | undefined,
): Array<{ text: string; callback_data?: string }> {
  const markup = message?.reply_markup as
    | { inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>> }
    | undefined;
  return markup?.inline_keyboard?.flat() ?? [];
}

/** Alice chooses the giveaway result of `query` in the cafe; resolves with the card (Claim shown). */
async function offerGiveaway(test: TestBot, query: string): Promise<FakeMessage> {
  const answer = await test.fake.inlineQuery(alice, query, { chatType: "group" });
  const [result] = answer.results;
  expect(result?.id).toMatch(/^gw:/);
  const posted = test.fake.chooseInlineResult(alice, answer, result?.id ?? "", cafe);
  expect(posted.text).toContain("is being set up");
  const id = posted.inline_message_id ?? "";
  return test.fake.waitFor(
    () => {
      const card = test.fake.inlineMessage(id);
      return keyboardOf(card).some((b) => b.callback_data?.startsWith("gw:c:")) && card;
    },
    ANSWER_MS,
    "the giveaway card with its Claim button",
  );
}

/**
 * `user` presses the card's button whose data starts with `prefix`, or the
 * button `data` given (a stale app still showing a button that is gone); resolves with the answer.
 */
async function press(
  test: TestBot,
  user: User,
  card: FakeMessage,
  prefix: string,
  options: { data?: string } = {},
) {
  const update = options.data
    ? test.fake.pressButton(user, card, options.data, { unchecked: true })
    : test.fake.pressButton(user, card, buttonData(card, prefix));
  return test.fake.waitFor(
    () => test.fake.answerFor(update),
    ANSWER_MS,
    `the answer to ${user.first_name}`,
  );
}

/** The card as Telegram shows it now, once `text` appears in it. */
function cardSaying(test: TestBot, card: FakeMessage, text: string, timeoutMs = ANSWER_MS) {
  return test.fake.waitFor(
    () => {
      const shown = test.fake.inlineMessage(card.inline_message_id ?? "");
      return shown?.text?.includes(text) && shown;
    },
    timeoutMs,
    `the card to say "${text}"`,
  );
}

/** The card's edits at Telegram's pace (the default), for the tests that check it. */
const ONE_EDIT_A_SECOND = { TELEGRAM_EDIT_INTERVAL_MS: "1000" };

/** The times of the card's text edits (the placeholder's first), each at least a second apart. */
function expectCardEditsSpaced(test: TestBot, card: FakeMessage): void {
  const times = editTimes(test.fake.inlineMessage(card.inline_message_id ?? ""));
  expect(times.length).toBeGreaterThan(1);
  expectAtMostOneEditPerSecond(times);
}

describe("inline giveaway", () => {
  it("says exactly what choosing it does; an unclear query gets help, a user without an account the Set up button", async () => {
    bot = await startInlineBot();
    const test = bot;
    await openBot(test, alice);
    const answer = await test.fake.inlineQuery(alice, "giveaway 1000 5 thanks");
    expect(answer.results).toHaveLength(1);
    expect(answer.is_personal).toBe(true);
    const [result] = answer.results;
    expect(result).toMatchObject({
      id: "gw:200:5",
      title: "Giveaway: 5 × 200 sat, first to claim",
    });
    const description = (result as { description?: string }).description ?? "";
    expect(description).toContain(
      "Gives up to 1,000 sat from your account: 5 × 200 sat to the first 5 who claim",
    );
    expect(description).toContain("Ends after 60 min");
    expect(JSON.stringify(result)).not.toMatch(/balance/i);
    // An uneven split: the most that may leave is what the shares add up to.
    const uneven = await test.fake.inlineQuery(alice, "giveaway 1000 3");
    expect((uneven.results[0] as { description?: string }).description).toContain(
      "Gives up to 999 sat from your account: 3 × 333 sat",
    );
    // Nothing was made by typing.
    expect(await test.app.deps.offers.openOf(alice.id)).toEqual([]);

    for (const query of ["giveaway", "giveaway lots"]) {
      const unclear = await test.fake.inlineQuery(alice, query);
      expect(unclear.results.map((r) => r.id)).toEqual([
        "refused",
        "help:invoice",
        "help:send",
        "help:giveaway",
      ]);
      expect(unclear.results[0]).toMatchObject({
        description: "Type a total and how many after giveaway, e.g. giveaway 1000 5 thanks.",
      });
    }
    // "1 500 5" reads as 1 sat for 500 or 1,500 sat for 5: never guessed.
    const twoWays = await test.fake.inlineQuery(alice, "giveaway 1 500 5");
    expect(twoWays.results[0]).toMatchObject({
      id: "refused",
      description: "That reads two ways: write the total without spaces, e.g. giveaway 1500 5",
    });
    const tooSmall = await test.fake.inlineQuery(alice, "giveaway 3 5");
    expect((tooSmall.results[0] as { description?: string }).description).toContain(
      "cannot be split among 5 members",
    );
    const help = await test.fake.inlineQuery(alice, "");
    const giveawayHelp = help.results.find((r) => r.id === "help:giveaway");
    expect(giveawayHelp).toMatchObject({
      title: "Give to the first few: type giveaway, a total and how many",
    });

    const newcomer = await test.fake.inlineQuery(carol, "giveaway 1000 5");
    expect(newcomer.results).toEqual([]);
    expect(newcomer.button).toEqual({ text: "Set up: open the bot", start_parameter: "help" });
    expect(await test.app.deps.accounts.findExisting(carol.id)).toBeUndefined();
  });

  it("is claimed to the end by distinct members, paid from the creator's account, the card edited at most once a second", async () => {
    bot = await startInlineBot({ env: ONE_EDIT_A_SECOND });
    const test = bot;
    await openBot(test, alice);
    const aliceMerchant = await merchantOf(test, alice);
    const aliceBefore = balanceOf(test, aliceMerchant);
    const card = await offerGiveaway(test, "giveaway 1000 5 for the meetup");
    expect(card.text).toContain("Giveaway by Alice: 200 sat each for the first 5 members");
    expect(card.text).toContain("for the meetup");
    expect(card.text).toContain("test money");
    expect(keyboardOf(card).map((b) => b.callback_data?.slice(0, 5))).toEqual(["gw:c:", "gw:e:"]);
    const offers = await test.app.deps.offers.openOf(alice.id);
    expect(offers).toMatchObject([{ kind: "giveaway", shareSat: 200, shares: 5 }]);

    const claim = buttonData(card, "gw:c:");
    // The creator's own press is refused.
    expect((await press(test, alice, card, "gw:c:")).text).toBe(
      "You cannot claim your own giveaway.",
    );
    const erin = createUser(3006, "Erin");
    const members = [bob, carol, mallory, dave, erin];
    for (const member of members) await merchantOf(test, member);
    for (const member of members) {
      expect((await press(test, member, card, "gw:c:")).text).toBe(
        "🎁 You received 200 sat (test money)!",
      );
      if (member === bob) {
        expect((await press(test, bob, card, "gw:c:")).text).toContain("already claimed");
      }
    }
    const late = createUser(3999, "Late");
    expect((await press(test, late, card, "gw:c:", { data: claim })).text).toContain(
      "every share is taken",
    );
    for (const member of members) {
      expect(balanceOf(test, await merchantOf(test, member))).toBe(100_000 + 200);
    }
    expect(balanceOf(test, aliceMerchant)).toBe(aliceBefore - 1000);

    const ended = await cardSaying(test, card, "All 5 shares are claimed");
    expect(ended.text).toContain("Claimed 5 of 5: Bob, Carol, Mallory, Dave, and Erin");
    expect(keyboardOf(ended)).toEqual([]);
    expectCardEditsSpaced(test, card);
    // Every edit went by inline_message_id (the bot never learns the chat).
    const edits = test.fake.calls("editMessageText");
    expect(edits.length).toBeGreaterThan(0);
    for (const call of edits) expect(call.params.inline_message_id).toBe(card.inline_message_id);
    // Bob's history has the share; no leaderboard counts it (no group chat is known).
    const history = (await test.app.deps.ledger.page(bob.id, 0, 10)).operations;
    expect(history.some((op) => op.kind === "tip-received" && op.amountSat === 200)).toBe(true);
    for (const chatId of [cafe.id, alice.id]) {
      const board = await readBoard(test.app.deps.store, chatId, Date.now());
      expect(board.all.tippers).toEqual([]);
    }
  }, 60_000);

  it("pays exactly 5 of 30 members pressing Claim at the same moment", async () => {
    bot = await startInlineBot({ env: ONE_EDIT_A_SECOND });
    const test = bot;
    await openBot(test, alice);
    const aliceMerchant = await merchantOf(test, alice);
    const aliceBefore = balanceOf(test, aliceMerchant);
    const members = Array.from({ length: 30 }, (_, i) => createUser(7001 + i, `Member${i + 1}`));
    for (const member of members) await merchantOf(test, member);
    const card = await offerGiveaway(test, "giveaway 500 5");
    const claim = buttonData(card, "gw:c:");

    const presses = members.map((member) => test.fake.pressButton(member, card, claim));
    const answers = await Promise.all(
      presses.map((update) =>
        test.fake.waitFor(() => test.fake.answerFor(update), 60_000, "an answer"),
      ),
    );
    expect(answers.filter((a) => a.text === "🎁 You received 100 sat (test money)!")).toHaveLength(
      5,
    );
    expect(answers.filter((a) => a.text?.includes("every share is taken"))).toHaveLength(25);
    const gains = await Promise.all(
      members.map(async (member) => balanceOf(test, await merchantOf(test, member)) - 100_000),
    );
    expect(gains.filter((gain) => gain !== 0)).toEqual([100, 100, 100, 100, 100]);
    expect(balanceOf(test, aliceMerchant)).toBe(aliceBefore - 500);

    const ended = await cardSaying(test, card, "All 5 shares are claimed");
    expect(ended.text).toContain("Claimed 5 of 5");
    expectCardEditsSpaced(test, card);
    expect(notModifiedRefusals(test.fake)).toEqual([]);
  }, 120_000);

  it("is ended by its creator only; a later press hears it is over", async () => {
    bot = await startInlineBot();
    const test = bot;
    await openBot(test, alice);
    const aliceBefore = balanceOf(test, await merchantOf(test, alice));
    const card = await offerGiveaway(test, "giveaway 300 3");
    const claim = buttonData(card, "gw:c:");
    await merchantOf(test, bob);
    expect(await press(test, bob, card, "gw:e:")).toMatchObject({
      show_alert: true,
      text: "Only the member who started this giveaway can end it.",
    });
    expect(keyboardOf(test.fake.inlineMessage(card.inline_message_id ?? "")).length).toBe(2);
    expect((await press(test, alice, card, "gw:e:")).text).toBe(
      "Giveaway ended. Unclaimed shares stay in your account.",
    );
    const ended = await cardSaying(test, card, "Alice ended the giveaway");
    expect(keyboardOf(ended)).toEqual([]);
    expect((await press(test, bob, card, "gw:c:", { data: claim })).text).toBe(
      "This giveaway is over.",
    );
    expect(balanceOf(test, await merchantOf(test, bob))).toBe(100_000);
    expect(balanceOf(test, await merchantOf(test, alice))).toBe(aliceBefore);
  });

  it("expires after GIVEAWAY_TTL_MINUTES: the card says so and nothing more is paid", async () => {
    let clock = Date.now();
    // Sweeps every 100 ms (not 5 s): the expiry follows the clock's move at once.
    bot = await startInlineBot({
      now: () => clock,
      sweepEveryMs: 100,
      env: { GIVEAWAY_TTL_MINUTES: "30" },
    });
    const test = bot;
    await openBot(test, alice);
    const answer = await test.fake.inlineQuery(alice, "giveaway 300 3");
    expect((answer.results[0] as { description?: string }).description).toContain(
      "Ends after 30 min",
    );
    const card = await offerGiveaway(test, "giveaway 300 3");
    const claim = buttonData(card, "gw:c:");
    await merchantOf(test, bob);
    expect((await press(test, bob, card, "gw:c:")).text).toBe(
      "🎁 You received 100 sat (test money)!",
    );
    const aliceBefore = balanceOf(test, await merchantOf(test, alice));
    clock += 31 * 60_000;
    const expired = await cardSaying(test, card, "its time ran out", 15_000);
    expect(expired.text).toContain("Claimed 1 of 3: Bob");
    expect(keyboardOf(expired)).toEqual([]);
    await merchantOf(test, carol);
    expect((await press(test, carol, card, "gw:c:", { data: claim })).text).toBe(
      "This giveaway is over.",
    );
    expect(balanceOf(test, await merchantOf(test, carol))).toBe(100_000);
    expect(balanceOf(test, await merchantOf(test, alice))).toBe(aliceBefore);
  }, 30_000);

  it("ends when the creator's funds run out, and tells the creator privately", async () => {
    bot = await startInlineBot({ env: { SANDBOX_START_BALANCE_SAT: "500" } });
    const test = bot;
    await openBot(test, alice);
    const card = await offerGiveaway(test, "giveaway 1000 5");
    for (const member of [bob, carol]) {
      await merchantOf(test, member);
      expect((await press(test, member, card, "gw:c:")).text).toContain("You received 200 sat");
    }
    await merchantOf(test, mallory);
    expect((await press(test, mallory, card, "gw:c:")).text).toContain("funds or limits ran out");
    const ended = await cardSaying(test, card, "funds or limits ran out");
    expect(ended.text).toContain("Claimed 2 of 5: Bob and Carol");
    expect(ended.text).not.toMatch(/100 sat|balance/);
    expect(keyboardOf(ended)).toEqual([]);
    const note = await test.fake.waitFor(
      () => test.fake.botMessages(alice.id).find((m) => m.text?.includes("Your giveaway in")),
      ANSWER_MS,
      "Alice's note",
    );
    expect(note.text).toContain("Your giveaway in an inline message ended");
    expect(balanceOf(test, await merchantOf(test, mallory))).toBe(500);
  });

  it("stays a placeholder without inline feedback: nothing is offered, its button says what to do", async () => {
    bot = await startInlineBot();
    const test = bot;
    await openBot(test, alice);
    test.fake.setInlineFeedback(false);
    const answer = await test.fake.inlineQuery(alice, "giveaway 1000 5");
    const posted = test.fake.chooseInlineResult(alice, answer, "gw:200:5", cafe);
    await merchantOf(test, bob);
    const pressed = test.fake.pressButton(bob, posted, "inl:wait:giveaway");
    await test.fake.waitFor(() => test.fake.answerFor(pressed), ANSWER_MS, "the answer");
    expect(test.fake.answerFor(pressed)?.text).toBe(
      "This is not ready yet. If this message has not changed within a minute, nothing was offered: ask the sender again.",
    );
    expect(await test.app.deps.offers.openOf(alice.id)).toEqual([]);
  });

  it("pays a claimer who had no account (the sandbox makes one), and makes one giveaway per chosen message", async () => {
    bot = await startInlineBot();
    const test = bot;
    await openBot(test, alice);
    const card = await offerGiveaway(test, "giveaway 400 2");
    // The same choice delivered again (Telegram, or a replica after a crash).
    const again = test.fake.injectUpdate({
      chosen_inline_result: {
        result_id: "gw:200:2",
        from: alice,
        query: "giveaway 400 2",
        inline_message_id: card.inline_message_id ?? "",
      },
    });
    await test.fake.waitFor(() => test.fake.isConfirmed(again.update_id), ANSWER_MS, "redelivery");
    expect(await test.app.deps.accounts.findExisting(carol.id)).toBeUndefined();
    expect((await press(test, carol, card, "gw:c:")).text).toBe(
      "🎁 You received 200 sat (test money)!",
    );
    expect(balanceOf(test, await merchantOf(test, carol))).toBe(100_000 + 200);
    await cardSaying(test, card, "Claimed 1 of 2: Carol");
    expect(await test.app.deps.offers.openOf(alice.id)).toHaveLength(1);
  });
});
