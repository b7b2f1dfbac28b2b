/**
 * /connect and /disconnect on the embedded sandbox: there is nothing to
 * connect, and "disconnect" resets the test money, after a confirmation
 * only its asker may give, once.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice, balanceOf, bob, buttonData, lounge, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
  bot.fake.openPrivateChat(alice);
});
afterEach(async () => {
  await bot.stop();
});

const chat = privateChat(alice);

describe("/connect on the sandbox", () => {
  it("says plainly there is nothing to connect, also through the group's deep link", async () => {
    for (const command of ["/connect", "/start connect"]) {
      bot.fake.sendText(alice, chat, command);
      const answer = await bot.fake.nextBotMessage(alice.id, 8_000);
      expect(answer.text, command).toMatch(/sandbox gateway.*nothing to connect/s);
      expect(answer.text, command).toContain("/disconnect resets it to fresh test money");
    }
    // No three-step form was started: a merchant id is no answer to anything.
    bot.fake.sendText(alice, chat, "m-1");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).not.toMatch(/API key/);
    bot.fake.sendText(alice, lounge, "/connect");
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toMatch(/nothing to connect/);
  });
});

describe("/disconnect on the sandbox", () => {
  it("asks before resetting the test money, says what happens to the history, and resets once", async () => {
    const before = await merchantOf(bot, alice);
    // Some history: an invoice on the old account.
    bot.fake.sendText(alice, chat, "/invoice 1234 soup");
    await bot.fake.nextBotMessage(alice.id, 8_000);
    // The invoice is recorded right after its photo is sent.
    let historyBefore = 0;
    await until(async () => {
      historyBefore = (await bot.app.deps.ledger.page(alice.id, 0, 10)).total;
      return historyBefore > 0;
    }, "the invoice in the history");
    expect(historyBefore).toBe(1);
    await bot.app.sandbox?.fund(before, 1_000);

    bot.fake.sendText(alice, chat, "/disconnect");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toContain("Reset your test account?");
    expect(ask.text).toContain("now holding 101,000 sat");
    expect(ask.text).toContain("new one with 100,000 sat of test money");
    expect(ask.text).toContain("/history keeps the old account's operations");
    // Nothing happened yet.
    expect((await bot.app.deps.accounts.findExisting(alice.id))?.credentials.merchantId).toBe(
      before,
    );

    // Someone else (a forwarded copy, say) cannot press it.
    const stranger = bot.fake.pressButton(bob, ask, buttonData(ask, "reset:ok:"));
    await bot.fake.waitFor(() => bot.fake.answerFor(stranger), 8_000, "the stranger's answer");
    expect(bot.fake.answerFor(stranger)?.text).toMatch(/Only the person who asked/);
    expect((await bot.app.deps.accounts.findExisting(alice.id))?.credentials.merchantId).toBe(
      before,
    );

    const data = buttonData(ask, "reset:ok:");
    const presses = [1, 2].map(() => bot.fake.pressButton(alice, ask, data, { unchecked: true }));
    await bot.fake.waitFor(
      () => presses.every((press) => bot.fake.answerFor(press)),
      8_000,
      "both presses answered",
    );
    await bot.fake.waitFor(
      () => bot.fake.message(ask)?.text?.includes("was reset"),
      8_000,
      "the outcome",
    );
    const done = bot.fake.message(ask);
    expect(done?.text).toContain("it holds 100,000 sat of test money");
    expect(done?.text).toContain("/history still lists the old account's operations");
    expect(done?.reply_markup).toEqual({ inline_keyboard: [] });

    const after = await merchantOf(bot, alice);
    expect(after).not.toBe(before);
    expect(balanceOf(bot, after)).toBe(100_000);
    // Two presses, one reset.
    expect(bot.logs.join("").match(/sandbox account reset/g)).toHaveLength(1);
    expect((await bot.app.deps.ledger.page(alice.id, 0, 10)).total).toBe(historyBefore);

    bot.fake.sendText(alice, chat, "/balance");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "Spendable: 100,000 sat",
    );
  });

  it("Cancel keeps the account as it is", async () => {
    const before = await merchantOf(bot, alice);
    bot.fake.sendText(alice, chat, "/disconnect");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    const reset = buttonData(ask, "reset:ok:");
    bot.fake.pressButton(alice, ask, buttonData(ask, "reset:no:"));
    await bot.fake.waitFor(
      () => bot.fake.message(ask)?.text?.includes("Reset cancelled"),
      8_000,
      "the cancelled question",
    );
    expect(bot.fake.message(ask)?.text).toContain("your test account is unchanged");
    expect(await merchantOf(bot, alice)).toBe(before);
    // The Reset button is gone, and an old press changes nothing.
    const late = bot.fake.pressButton(alice, ask, reset, { unchecked: true });
    await bot.fake.waitFor(() => bot.fake.answerFor(late), 8_000, "the late press answered");
    expect(await merchantOf(bot, alice)).toBe(before);
  });
});
