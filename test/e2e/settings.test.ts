import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice, bob, buttonData, buttonUrl, lounge, merchantOf } from "../bot/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
  bot.fake.openPrivateChat(alice);
});
afterEach(async () => {
  await bot.stop();
});

const chat = privateChat(alice);

async function openMenu() {
  bot.fake.sendText(alice, chat, "/settings");
  return bot.fake.nextBotMessage(alice.id, 8_000);
}

describe("/settings", () => {
  it("shows language, tip threshold and lightning address with buttons to change them", async () => {
    const menu = await openMenu();
    expect(menu.text).toContain("Language: English");
    expect(menu.text).toContain("tips you give above 1,000 sat ask Confirm / Cancel first");
    expect(menu.text).toContain("Lightning address for tips: not set");
    expect(buttonData(menu, "settings:threshold")).toBe("settings:threshold");
    expect(buttonData(menu, "settings:address")).toBe("settings:address");
    expect(() => buttonData(menu, "settings:clear")).toThrow();
  });

  it("changes the threshold through a question, and tips follow it", async () => {
    bot.fake.pressButton(alice, await openMenu(), "settings:threshold");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("Now: 1,000 sat");
    bot.fake.sendText(alice, chat, "lots");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toMatch(/not an amount I understand/);
    bot.fake.sendText(alice, chat, "5k");
    const saved = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(saved.text).toContain("Saved");
    expect(saved.text).toContain("above 5,000 sat");
    expect((await bot.app.deps.preferences.get(alice.id)).tipConfirmAboveSat).toBe(5000);

    await merchantOf(bot, bob);
    const message = bot.fake.sendText(bob, lounge, "hello").message;
    bot.fake.sendText(alice, lounge, "/tip 2000", { replyTo: message });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "Bob received 2,000 sat",
    );

    bot.fake.pressButton(alice, saved, "settings:always");
    await bot.fake.waitFor(
      () => bot.fake.message(saved)?.text?.includes("every tip you give asks"),
      8_000,
      "the menu to say every tip asks",
    );
    bot.fake.sendText(alice, lounge, "/tip 10", { replyTo: message });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("Tip 10 sat to Bob?");
  });

  it("sets, re-asks for, keeps on /cancel, and removes the lightning address", async () => {
    bot.fake.pressButton(alice, await openMenu(), "settings:address");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("Send the lightning address");
    bot.fake.sendText(alice, chat, "alice at wallet");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("not a lightning address");
    bot.fake.sendText(alice, chat, "lightning:Alice@Wallet.Example");
    const saved = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(saved.text).toContain("Lightning address for tips: alice@wallet.example");
    expect((await bot.app.deps.preferences.get(alice.id)).lightningAddress).toBe(
      "alice@wallet.example",
    );

    bot.fake.pressButton(alice, saved, "settings:address");
    await bot.fake.nextBotMessage(alice.id);
    bot.fake.sendText(alice, chat, "/cancel");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toBe("Cancelled.");
    expect((await bot.app.deps.preferences.get(alice.id)).lightningAddress).toBe(
      "alice@wallet.example",
    );

    const press = bot.fake.pressButton(alice, saved, "settings:clear");
    await bot.fake.waitFor(
      () => bot.fake.message(saved)?.text?.includes("Lightning address for tips: not set"),
      8_000,
      "the menu to show no address",
    );
    expect(bot.fake.answerFor(press)?.text).toContain("Address removed");
    expect((await bot.app.deps.preferences.get(alice.id)).lightningAddress).toBeUndefined();
  });

  it("in a group points to the private chat; the deep link opens the menu there", async () => {
    bot.fake.sendText(alice, lounge, "/settings");
    const hint = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(hint.text).toContain("works in a private chat");
    expect(buttonUrl(hint)).toBe("https://t.me/tip_test_bot?start=settings");
    bot.fake.sendText(alice, chat, "/start settings");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("⚙️ Settings");
  });
});
