/**
 * Conditions on /giveaway and /rain, end to end through the Bot API fake
 * and the embedded sandbox: a giveaway's Claim refused to a member who does
 * not meet them (on the press only), a captcha passed in private before
 * the share is paid; a rain shared only among the speakers who meet them.
 */
import type { User } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import {
  alice,
  answerOf,
  balanceOf,
  bob,
  buttonData,
  carol,
  giveawayCard,
  joinGroup,
  lounge,
  merchantOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const ANSWER_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

const premiumUser = (id: number, name: string): User =>
  Object.assign(createUser(id, name), { is_premium: true as const });

describe("conditions", () => {
  it("a giveaway for Premium members behind a captcha: others refused on the press, the check passed in private, then paid", async () => {
    bot = await startTestBot();
    const test = bot;
    const petra = premiumUser(3301, "Petra");
    joinGroup(test.fake, [alice, bob, petra]);
    const aliceMerchant = await merchantOf(test, alice);
    const petraMerchant = await merchantOf(test, petra);
    await merchantOf(test, bob);

    test.fake.sendText(alice, lounge, "/giveaway 200 2 premium captcha for the fans");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(question.text).toContain("Telegram Premium");
    expect(question.text).toContain("a quick check in private first");
    expect(question.text).toContain("for the fans");
    await answerOf(test, test.fake.pressButton(alice, question, buttonData(question, "gw:ok:")));
    const card = await giveawayCard(test.fake, question);
    expect(card.text).toContain("Telegram Premium");
    const claim = buttonData(card, "gw:c:");

    const refused = await answerOf(test, test.fake.pressButton(bob, card, claim));
    expect(refused).toMatchObject({ show_alert: true });
    expect(refused.text).toContain("Telegram Premium members");
    const asked = await answerOf(test, test.fake.pressButton(petra, card, claim));
    expect(asked.url).toMatch(/\?start=check_gw_/);
    expect(balanceOf(test, petraMerchant)).toBe(100_000);

    test.fake.openPrivateChat(petra);
    test.fake.sendText(petra, privateChat(petra), `/start ${asked.url?.split("start=")[1]}`);
    const puzzle = await test.fake.nextBotMessage(petra.id, ANSWER_MS);
    const shown = /tap (\S+)\./.exec(puzzle.text ?? "")?.[1] ?? "";
    const buttons = (
      puzzle.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard.flat();
    const right = buttons.find((button) => button.text === shown);
    if (!right) throw new Error("no right answer among the buttons");
    expect(
      (await answerOf(test, test.fake.pressButton(petra, puzzle, right.callback_data))).text,
    ).toContain("Check passed");
    await test.fake.waitFor(
      () => test.fake.message(puzzle)?.text?.includes("press the button again"),
      ANSWER_MS,
      "the check's message",
    );

    const paid = await answerOf(test, test.fake.pressButton(petra, card, claim));
    expect(paid.text).toContain("You received 100 sat");
    expect(balanceOf(test, petraMerchant)).toBe(100_100);
    expect(balanceOf(test, aliceMerchant)).toBe(99_900);
    // The group never reads who was refused, or why.
    const group = test.fake.messages(lounge.id).map((message) => message.text ?? "");
    expect(group.join("\n")).not.toContain("Premium members");
  });

  it("a rain shares only among the speakers who meet its conditions", async () => {
    let offset = -10 * DAY_MS;
    bot = await startTestBot({ now: () => Date.now() + offset });
    const test = bot;
    test.fake.setBotAdmin(lounge, true);
    const aliceMerchant = await merchantOf(test, alice);
    const bobMerchant = await merchantOf(test, bob);
    const carolMerchant = await merchantOf(test, carol);
    // Bob wrote here ten days ago; Carol is new.
    test.fake.sendText(bob, lounge, "gm");
    const steps = test.app.deps.steps;
    await until(
      async () => (await steps.takenWith(`member-seen:${lounge.id}:${bob.id}`)) !== undefined,
    );
    offset = 0;
    for (const member of [bob, carol]) {
      const update = test.fake.sendText(member, lounge, "hello");
      const handled = test.app.deps.store.keyv("handled-updates");
      await until(async () => (await handled.get(String(update.update_id))) !== undefined);
    }

    test.fake.sendText(alice, lounge, "/rain 300 member:7d thanks, regulars");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(question.text).toContain("1 × 300 sat to Bob");
    expect(question.text).toContain("known in this group for 7 days or more");
    expect(question.text).not.toContain("Carol");
    await answerOf(test, test.fake.pressButton(alice, question, buttonData(question, "rain:ok:")));
    await test.fake.waitFor(
      () => test.fake.message(question)?.text?.includes("Paid: Bob"),
      ANSWER_MS,
      "the receipt",
    );
    expect(balanceOf(test, bobMerchant)).toBe(100_300);
    expect(balanceOf(test, carolMerchant)).toBe(100_000);
    expect(balanceOf(test, aliceMerchant)).toBe(99_700);

    // No one meets them: said to the sender, nothing asked.
    test.fake.sendText(alice, lounge, "/rain 300 member:30d");
    expect((await test.fake.nextBotMessage(lounge.id, ANSWER_MS)).text).toContain(
      "meets the conditions",
    );
    test.fake.sendText(alice, lounge, "/rain 300 captcha");
    expect((await test.fake.nextBotMessage(lounge.id, ANSWER_MS)).text).toContain(
      "cannot take captcha",
    );
  });
});
