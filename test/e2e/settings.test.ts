import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Resolver } from "../../src/net/public-fetch.ts";
import { alice, bob, buttonData, buttonUrl, lounge, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat } from "../support/telegram-fake.ts";

/** The tip address's host is resolved at /settings: wallet.example answers a public address here. */
const lookup: Resolver = async (hostname) => {
  if (hostname !== "wallet.example")
    throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return [{ address: "203.0.114.7", family: 4 }];
};

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({ publicFetch: { lookup } });
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
    const menu = await openMenu();
    bot.fake.pressButton(alice, menu, "settings:threshold");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("Now: 1,000 sat");
    bot.fake.sendText(alice, chat, "lots");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toMatch(/not an amount I understand/);
    bot.fake.sendText(alice, chat, "5k");
    const saved = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(saved.text).toContain("Saved: tips you give above 5,000 sat ask Confirm / Cancel first");
    expect(bot.fake.message(menu)?.text).toContain("above 5,000 sat");
    expect((await bot.app.deps.preferences.get(alice.id)).tipConfirmAboveSat).toBe(5000);

    await merchantOf(bot, bob);
    const message = bot.fake.sendText(bob, lounge, "hello").message;
    bot.fake.sendText(alice, lounge, "/tip 2000", { replyTo: message });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "Bob received 2,000 sat",
    );

    bot.fake.pressButton(alice, menu, "settings:always");
    await bot.fake.waitFor(
      () => bot.fake.message(menu)?.text?.includes("every tip you give asks"),
      8_000,
      "the menu to say every tip asks",
    );
    bot.fake.sendText(alice, lounge, "/tip 10", { replyTo: message });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("Tip 10 sat to Bob?");
  });

  it("sets, re-asks for, keeps on /cancel, and removes the lightning address", async () => {
    const menu = await openMenu();
    bot.fake.pressButton(alice, menu, "settings:address");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("Send the lightning address");
    bot.fake.sendText(alice, chat, "alice at wallet");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("not a lightning address");
    bot.fake.sendText(alice, chat, "lightning:Alice@Wallet.Example");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toBe(
      "✅ Saved: tips to you go to alice@wallet.example.",
    );
    const saved = bot.fake.message(menu);
    expect(saved?.text).toContain("Lightning address for tips: alice@wallet.example");
    expect((await bot.app.deps.preferences.get(alice.id)).lightningAddress).toBe(
      "alice@wallet.example",
    );

    bot.fake.pressButton(alice, menu, "settings:address");
    await bot.fake.nextBotMessage(alice.id);
    bot.fake.sendText(alice, chat, "/cancel");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toBe("Cancelled.");
    expect((await bot.app.deps.preferences.get(alice.id)).lightningAddress).toBe(
      "alice@wallet.example",
    );

    const press = bot.fake.pressButton(alice, menu, "settings:clear");
    await bot.fake.waitFor(
      () => bot.fake.message(menu)?.text?.includes("Lightning address for tips: not set"),
      8_000,
      "the menu to show no address",
    );
    expect(bot.fake.answerFor(press)?.text).toContain("Address removed");
    expect((await bot.app.deps.preferences.get(alice.id)).lightningAddress).toBeUndefined();
  });

  it("a menu button that asks a question while another question is open replaces it, as a command does", async () => {
    // Found by the random-input walk: the press failed ("a conversation was already entered").
    const menu = await openMenu();
    bot.fake.sendText(alice, chat, "/invoice");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("How much should the invoice");
    const press = bot.fake.pressButton(alice, menu, "settings:address");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("Send the lightning address");
    expect(bot.fake.answerFor(press)).toBeDefined();
    bot.fake.sendText(alice, chat, "alice@wallet.example");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toBe(
      "✅ Saved: tips to you go to alice@wallet.example.",
    );
    expect(bot.logs.join("")).not.toContain('"level":50');
  });

  it("edits the one live menu in place; a new /settings takes the buttons off the old one", async () => {
    const liveMenus = () =>
      bot.fake
        .botMessages(alice.id)
        .filter((m) => JSON.stringify(m.reply_markup ?? {}).includes("settings:"));
    const menu = await openMenu();
    bot.fake.pressButton(alice, menu, "settings:threshold");
    await bot.fake.nextBotMessage(alice.id);
    bot.fake.sendText(alice, chat, "5k");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("Saved");
    expect(bot.fake.message(menu)?.text).toContain("tips you give above 5,000 sat ask");
    expect(bot.fake.message(menu)?.edits).toHaveLength(1);
    expect(liveMenus().map((m) => m.message_id)).toEqual([menu.message_id]);

    // The same value again: Telegram refuses an edit that changes nothing; the user still hears "Saved".
    bot.fake.pressButton(alice, menu, "settings:threshold");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("Now: 5,000 sat");
    bot.fake.sendText(alice, chat, "5000");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "Saved: tips you give above 5,000 sat",
    );
    expect(bot.fake.message(menu)?.edits).toHaveLength(1);
    expect(liveMenus().map((m) => m.message_id)).toEqual([menu.message_id]);

    const second = await openMenu();
    await bot.fake.waitFor(
      () => liveMenus().length === 1 && liveMenus()[0]?.message_id === second.message_id,
      8_000,
      "the first menu retired",
    );
    // A client still showing the old buttons: the press is answered and changes nothing.
    const stale = bot.fake.pressButton(alice, menu, "settings:always", { unchecked: true });
    await bot.fake.waitFor(() => bot.fake.answerFor(stale), 8_000, "the stale press answered");
    expect(bot.fake.answerFor(stale)?.text).toMatch(/replaced by a newer one/);
    expect((await bot.app.deps.preferences.get(alice.id)).tipConfirmAboveSat).toBe(5000);
    expect(liveMenus()).toHaveLength(1);
    bot.fake.pressButton(alice, second, "settings:always");
    await bot.fake.waitFor(
      () => bot.fake.message(second)?.text?.includes("every tip you give asks"),
      8_000,
      "the second menu edited",
    );
    expect(liveMenus()).toHaveLength(1);
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
