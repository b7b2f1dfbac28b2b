/**
 * `/tip 300 @a @b thanks` end to end: one intent per person, one Confirm
 * for the total, the total checked against the limits before anything
 * moves, a partial failure named, nobody paid twice on a second press.
 */
import { afterEach, describe, expect, it } from "vitest";
import { tipManyIntentPolicy } from "../../src/features/tip/many.ts";
import {
  alice,
  balanceOf,
  bob,
  buttonData,
  carol,
  lounge,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import type { FakeMessage } from "../support/telegram-fake.ts";

let bot: TestBot;

async function start(env: Record<string, string> = {}): Promise<void> {
  bot = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "50", ...env } });
  for (const user of [alice, bob, carol]) bot.fake.openPrivateChat(user);
  // The bot learns @usernames from what members write.
  for (const user of [bob, carol]) {
    bot.fake.sendText(user, lounge, `/start@${bot.fake.botInfo.username}`);
    await bot.fake.nextBotMessage(lounge.id, 8_000);
  }
}

afterEach(async () => {
  await bot.stop();
});

/** Waits until `message` reads `text`. */
async function says(message: FakeMessage, text: string): Promise<FakeMessage> {
  return bot.fake.waitFor(
    () => (bot.fake.message(message)?.text?.includes(text) ? bot.fake.message(message) : undefined),
    8_000,
    `"${text}"`,
  );
}

describe("/tip to several people", () => {
  it("within the threshold: each paid or pledged on their own, one receipt naming who got what", async () => {
    await start();
    const [payer, bobs] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, bobs)];
    bot.fake.sendText(alice, lounge, "/tip 200 @bobby_sats @carol_tips thanks all");
    const receipt = await says(await bot.fake.nextBotMessage(lounge.id, 8_000), "tipped:");
    await says(receipt, "Carol");
    const shown = bot.fake.message(receipt);
    expect(shown?.text).toContain("✅ Bob: 200 sat");
    expect(shown?.text).toContain("⏳ Carol: 200 sat pledged");
    expect(shown?.text).toContain("thanks all");
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 200);
    expect(balanceOf(bot, bobs)).toBe((before[1] ?? 0) + 200);
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
  });

  it("asks one Confirm for the total; a failure is named, and a second press pays nobody twice", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const [bobs, carols] = [await merchantOf(bot, bob), await merchantOf(bot, carol)];
    const before = [balanceOf(bot, payer), balanceOf(bot, bobs), balanceOf(bot, carols)];
    bot.fake.sendText(alice, lounge, "/tip 1500 @bobby_sats @carol_tips --split lunch");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toContain("Tip 750 sat each to Bob, Carol (1,500 sat in all)?");
    expect(balanceOf(bot, payer)).toBe(before[0]);
    // The gateway refuses the first payment (Bob's) once.
    sandboxOf(bot).faults.add({ route: "sendPayment", status: 400, times: 1 });
    const data = buttonData(ask, "tipm:ok:");
    const presses = [1, 2].map(() => bot.fake.pressButton(alice, ask, data, { unchecked: true }));
    await bot.fake.waitFor(
      () => presses.every((press) => bot.fake.answerFor(press)),
      8_000,
      "both presses answered",
    );
    const receipt = await says(ask, "Carol: 750 sat");
    expect(receipt.text).toContain("❌ Bob: not sent");
    expect(receipt.text).toContain("✅ Carol: 750 sat");
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("were not sent")),
      8_000,
      "the tipper's note",
    );
    expect(note.text).toContain("Bob:");
    // A later press: the same intents, carried on, nobody paid again.
    bot.fake.pressButton(alice, ask, data, { unchecked: true });
    await bot.fake.waitFor(
      () => bot.fake.calls("answerCallbackQuery").length >= 3,
      8_000,
      "the third press answered",
    );
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 750);
    expect(balanceOf(bot, bobs)).toBe(before[1]);
    expect(balanceOf(bot, carols)).toBe((before[2] ?? 0) + 750);
    const sends = sandboxOf(bot)
      .gatewayRequests()
      .filter((request) => request.operation === "sendPayment");
    expect(sends).toHaveLength(2);
  });

  it("counts the total on the daily limit before anything moves", async () => {
    await start({ DAILY_LIMIT_SAT: "1000" });
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const before = balanceOf(bot, payer);
    bot.fake.sendText(alice, lounge, "/tip 600 @bobby_sats @carol_tips");
    const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(answer.text).toMatch(/not sent/i);
    expect(answer.text).not.toMatch(/1,000|left today/);
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your tip of 1,200 sat in all was not sent, to anyone");
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);
  });

  it("counts the total on the daily limit again when Confirm is pressed: spent since, nobody is paid", async () => {
    await start({ DAILY_LIMIT_SAT: "2000" });
    const payer = await merchantOf(bot, alice);
    const [bobs, carols] = [await merchantOf(bot, bob), await merchantOf(bot, carol)];
    // 1,500 in all fits the day when asked: one Confirm for the total.
    bot.fake.sendText(alice, lounge, "/tip 1500 @bobby_sats @carol_tips --split lunch");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toContain("(1,500 sat in all)?");
    // Before Confirm, 800 more goes out (within the threshold): 1,200 is left of the day.
    bot.fake.sendText(alice, lounge, "/tip 400 @bobby_sats @carol_tips coffee");
    await says(await bot.fake.nextBotMessage(lounge.id, 8_000), "Carol: 400 sat");
    const before = [balanceOf(bot, payer), balanceOf(bot, bobs), balanceOf(bot, carols)];
    const data = buttonData(ask, "tipm:ok:");
    const press = bot.fake.pressButton(alice, ask, data);
    await bot.fake.waitFor(() => bot.fake.answerFor(press), 8_000, "Confirm answered");
    const shown = await says(ask, "Nothing was paid");
    expect(shown.text).not.toMatch(/1,200|left today/);
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("not sent, to anyone")),
      8_000,
      "the tipper's note",
    );
    expect(note.text).toContain("Your tip of 1,500 sat in all was not sent, to anyone");
    await bot.idle();
    // Nobody paid: not Bob's share first and Carol's refused after it.
    expect([balanceOf(bot, payer), balanceOf(bot, bobs), balanceOf(bot, carols)]).toEqual(before);
    // Pressed again: still nothing.
    const again = bot.fake.pressButton(alice, ask, data, {
      unchecked: true,
    });
    await bot.fake.waitFor(() => bot.fake.answerFor(again), 8_000, "the second Confirm answered");
    await bot.idle();
    expect([balanceOf(bot, payer), balanceOf(bot, bobs), balanceOf(bot, carols)]).toEqual(before);
  });

  it("counts the total on the daily limit also when it is above the per-payment limit", async () => {
    // Each share (600) is within the per-payment limit, the total (1,200) above it and above
    // what is left of the day: nobody is paid, not even the first.
    await start({ MAX_PAYMENT_SAT: "1000", DAILY_LIMIT_SAT: "1100" });
    const payer = await merchantOf(bot, alice);
    const bobs = await merchantOf(bot, bob);
    const before = [balanceOf(bot, payer), balanceOf(bot, bobs)];
    bot.fake.sendText(alice, lounge, "/tip 600 @bobby_sats @carol_tips");
    const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(answer.text).toMatch(/not sent/i);
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your tip of 1,200 sat in all was not sent, to anyone");
    expect(balanceOf(bot, payer)).toBe(before[0]);
    expect(balanceOf(bot, bobs)).toBe(before[1]);
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);
  });

  it("tells the tipper privately of a share the engine carried on after a crash", async () => {
    await start();
    await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const update = bot.fake.sendText(alice, lounge, "/tip 100 @bobby_sats");
    await says(await bot.fake.nextBotMessage(lounge.id, 8_000), "Bob: 100 sat");
    const batch = `${Math.abs(lounge.id)}-${update.message.message_id}`;
    const share = await bot.app.deps.intents.resumeOrigin(`tip-many:${batch}:0`);
    if (!share || !("intent" in share) || !share.intent || !("operation" in share)) {
      throw new Error("no share");
    }
    const policy = tipManyIntentPolicy({
      deps: bot.app.deps,
      api: bot.app.bot.api,
      log: bot.app.deps.logger,
      botId: bot.fake.botInfo.id,
      botUsername: bot.fake.botInfo.username,
    });
    // As the sweeper announces an outcome it reached without Telegram.
    const operation = share.operation;
    if (!operation) throw new Error("no operation");
    await policy.announce?.({ status: "unknown", intent: share.intent, operation });
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your tip of 100 sat to Bob in Lightning Lounge");
    expect(note.text).toContain("not retried");
  });
});
