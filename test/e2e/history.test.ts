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

  it("reaches a page ten thousand operations back, with its buttons", async () => {
    // 10,020 operations as the ledger keeps them (written straight to the store: recording
    // each through the ledger would take minutes here).
    const { store } = bot.app.deps;
    const total = 10_020;
    const ops = Array.from({ length: total }, (_, i) => ({
      key: `deep-${i + 1}`,
      value: {
        id: `deep-${i + 1}`,
        userId: alice.id,
        kind: "payment" as const,
        state: "sent" as const,
        amountSat: 1,
        description: `old ${i + 1}`,
        historyPosition: i + 1,
        createdAt: Date.now() - (total - i) * 60_000,
        updatedAt: Date.now(),
      },
    }));
    await store.keyv("operations").setMany(ops);
    const listed = ops.map((op) => ({ member: op.key, score: op.value.historyPosition }));
    await store.orderedIndex("history").add(String(alice.id), listed);
    await store.orderedIndex("history").add(`${alice.id}:out`, listed);
    const first = await historyOf(alice);
    expect(first.text).toContain("(1–8 of 10,020)");
    // A client that asks for this page (the Older button of the page above it).
    bot.fake.pressButton(alice, first, "hist:10000", { unchecked: true });
    await bot.fake.waitFor(
      () => bot.fake.message(first)?.text?.includes("(10,001–10,008 of 10,020)"),
      8_000,
      "the page ten thousand back",
    );
    const deep = bot.fake.message(first);
    expect(deep?.text).toContain("old 20");
    expect(deep?.text).toContain("old 13");
    expect(deep?.text).not.toContain("old 21");
    expect(deep?.text).not.toContain("old 12");
    // Newer and Older lead from there (buttonData throws when a button is missing).
    expect(buttonData(deep, "hist:9992")).toBe("hist:9992");
    bot.fake.pressButton(alice, first, buttonData(deep, "hist:10008"));
    await bot.fake.waitFor(
      () => bot.fake.message(first)?.text?.includes("(10,009–10,016 of 10,020)"),
      8_000,
      "the next older page",
    );
  });
});
