import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice, bob, buttonData, lounge, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
  bot.fake.openPrivateChat(alice);
  bot.fake.openPrivateChat(bob);
});
afterEach(async () => {
  await bot.stop();
});

async function historyOf(user: typeof alice) {
  bot.fake.sendText(user, privateChat(user), "/history");
  let message = await bot.fake.nextBotMessage(user.id, 8_000);
  // Skip private tip notes that arrived first.
  while (!message.text?.includes("History") && !message.text?.includes("No operations")) {
    message = await bot.fake.nextBotMessage(user.id, 8_000);
  }
  return message;
}

describe("/history", () => {
  it("shows a tip on both sides: sent by the tipper, received by the recipient", async () => {
    await merchantOf(bot, bob);
    const message = bot.fake.sendText(bob, lounge, "hello").message;
    bot.fake.sendText(alice, lounge, "/tip 640 thanks", { replyTo: message });
    await bot.fake.nextBotMessage(lounge.id, 8_000);

    const mine = await historyOf(alice);
    expect(mine.text).toContain("(1–1 of 1)");
    expect(mine.text).toContain("💸 Tip sent · 640 sat · ✅ sent");
    expect(mine.text).toContain("@bobby_sats");
    const theirs = await historyOf(bob);
    expect(theirs.text).toContain("🎁 Tip received · 640 sat · ✅ paid");
    expect(theirs.text).toContain("@alice_ln");
  });

  it("pages through older operations, newest first, with Older / Newer buttons", async () => {
    for (let i = 1; i <= 10; i++) {
      await bot.app.deps.ledger.record({
        id: `op-${i}`,
        userId: alice.id,
        kind: "invoice",
        state: i % 2 ? "paid" : "pending",
        amountSat: i * 100,
        description: `order ${i}`,
      });
    }
    const first = await historyOf(alice);
    expect(first.text).toContain("(1–8 of 10)");
    expect(first.text?.indexOf("order 10")).toBeLessThan(first.text?.indexOf("order 9") ?? 0);
    expect(first.text).not.toContain("order 2");
    bot.fake.pressButton(alice, first, buttonData(first, "hist:"));
    await bot.fake.waitFor(
      () => bot.fake.message(first)?.text?.includes("(9–10 of 10)"),
      8_000,
      "the second page",
    );
    const second = bot.fake.message(first);
    expect(second?.text).toContain("order 2");
    expect(second?.text).toContain("order 1");
    expect(second?.text).not.toContain("order 3");
    bot.fake.pressButton(alice, first, buttonData(second, "hist:"));
    await bot.fake.waitFor(
      () => bot.fake.message(first)?.text?.includes("(1–8 of 10)"),
      8_000,
      "back to the first page",
    );
  });
});
