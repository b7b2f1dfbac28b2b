/**
 * /settings for issue 17: the language (each in its own name, or "as in my
 * Telegram app"), the currency with the rate in use, and in a group the
 * group's language, set by its admins only. Translations are mostly copies
 * of English for now: the Spanish folder's own settings title and greeting
 * show which folder a text came from.
 */
import type { Update, User } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { alice, bob, botUser, buttonData, lounge, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot, type TestBotOptions } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
} from "../support/telegram-fake.ts";

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

async function start(options: TestBotOptions = {}): Promise<TestBot> {
  bot = await startTestBot(options);
  return bot;
}

function labels(message: FakeMessage | undefined): string[] {
  const keyboard = message?.reply_markup as
    | { inline_keyboard?: Array<Array<{ text: string }>> }
    | undefined;
  return keyboard?.inline_keyboard?.flat().map((button) => button.text) ?? [];
}

function hasButton(message: FakeMessage | undefined, data: string): boolean {
  try {
    return buttonData(message, data) === data;
  } catch {
    return false;
  }
}

async function openMenu(running: TestBot, user: User): Promise<FakeMessage> {
  running.fake.openPrivateChat(user);
  running.fake.sendText(user, privateChat(user), "/settings");
  return running.fake.nextBotMessage(user.id, 8_000);
}

/** Presses `open` (a list), then `choice` in it, and waits for the menu to show `expected`. */
async function choose(
  running: TestBot,
  user: User,
  menu: FakeMessage,
  open: string,
  choice: string,
  expected: string,
): Promise<FakeMessage> {
  running.fake.pressButton(user, menu, open);
  await running.fake.waitFor(
    () => hasButton(running.fake.message(menu), choice),
    8_000,
    `the list with ${choice}`,
  );
  running.fake.pressButton(user, menu, choice);
  await running.fake.waitFor(
    () =>
      running.fake.message(menu)?.text?.includes(expected) &&
      hasButton(running.fake.message(menu), "settings:threshold"),
    8_000,
    `the menu to show ${expected}`,
  );
  const shown = running.fake.message(menu);
  if (!shown) throw new Error("the menu vanished");
  return shown;
}

describe("/settings: language", () => {
  it("lists the languages in their own names; Español switches the menu and the next /start, Telegram's app language undoes it", async () => {
    const running = await start();
    const chat = privateChat(alice);
    const menu = await openMenu(running, alice);
    expect(menu.text).toContain("⚙️ Settings");
    expect(menu.text).toContain("🌐 Language: English (the default)");

    running.fake.pressButton(alice, menu, "settings:language");
    await running.fake.waitFor(
      () => hasButton(running.fake.message(menu), "settings:language:es"),
      8_000,
      "the language list",
    );
    expect(labels(running.fake.message(menu))).toEqual([
      "English",
      "Español",
      "Português (Brasil)",
      "Deutsch",
      "Français",
      "Italiano",
      "Русский",
      "Türkçe",
      "Bahasa Indonesia",
      "✓ 📱 As in my Telegram app",
      "« Back",
    ]);

    running.fake.pressButton(alice, menu, "settings:language:es");
    await running.fake.waitFor(
      () => running.fake.message(menu)?.text?.includes("⚙️ Ajustes"),
      8_000,
      "the menu in Spanish",
    );
    // Edited in place, with the menu's own buttons back.
    expect(running.fake.message(menu)?.text).toContain("🌐 Idioma: Español");
    expect(hasButton(running.fake.message(menu), "settings:threshold")).toBe(true);
    expect((await running.app.deps.preferences.get(alice.id)).language).toBe("es");

    running.fake.sendText(alice, chat, "/start");
    expect((await running.fake.nextBotMessage(alice.id, 8_000)).text).toContain("¡Hola, Alice!");
    running.fake.sendText(alice, chat, "/settings");
    const second = await running.fake.nextBotMessage(alice.id, 8_000);
    expect(second.text).toContain("⚙️ Ajustes");

    await choose(
      running,
      alice,
      second,
      "settings:language",
      "settings:language:telegram",
      "⚙️ Settings",
    );
    expect((await running.app.deps.preferences.get(alice.id)).language).toBeUndefined();
    running.fake.sendText(alice, chat, "/start");
    expect((await running.fake.nextBotMessage(alice.id, 8_000)).text).toContain("Hi Alice!");
  });

  it("follows the Telegram app's language until one is chosen", async () => {
    const running = await start();
    const rosa = createUser(3201, "Rosa", { language_code: "es-MX" });
    const menu = await openMenu(running, rosa);
    expect(menu.text).toContain("⚙️ Ajustes");
    expect(menu.text).toContain("🌐 Idioma: Español (el de tu app de Telegram)");
    const chosen = await choose(
      running,
      rosa,
      menu,
      "settings:language",
      "settings:language:en",
      "⚙️ Settings",
    );
    expect(chosen.text).toContain("🌐 Language: English\n");
    running.fake.sendText(rosa, privateChat(rosa), "/start");
    expect((await running.fake.nextBotMessage(rosa.id, 8_000)).text).toContain("Hi Rosa!");
  });
});

describe("/settings: currency", () => {
  it("shows the chosen currency, its test rate and its age, and amounts beside sat; none takes them away", async () => {
    const running = await start();
    const chat = privateChat(alice);
    await merchantOf(running, alice);
    const menu = await openMenu(running, alice);
    expect(menu.text).toContain("💱 Currency: none (amounts in sat only)");
    expect(menu.text).not.toContain("1 BTC");

    const withUsd = await choose(
      running,
      alice,
      menu,
      "settings:currency",
      "settings:currency:USD",
      "US Dollar (USD)",
    );
    expect(withUsd.text).toContain("💱 Currency: US Dollar (USD)\n");
    // The sandbox's fixed test rate (src/sandbox/price-route.ts), read a moment ago.
    expect(withUsd.text).toContain("📈 1 BTC = $100,000.00 (sandbox test rate), just now");
    expect(withUsd.text).toContain("tips you give above 1,000 sat (≈ $1.00) ask");
    expect((await running.app.deps.preferences.get(alice.id)).currency).toBe("USD");

    running.fake.sendText(alice, chat, "/disconnect");
    expect((await running.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "now holding 100,000 sat (≈ $100.00), is replaced by a new one with 100,000 sat (≈ $100.00) of test money",
    );

    running.fake.sendText(alice, chat, "/settings");
    const second = await running.fake.nextBotMessage(alice.id, 8_000);
    running.fake.pressButton(alice, second, "settings:currency");
    await running.fake.waitFor(
      () => hasButton(running.fake.message(second), "settings:currency:none"),
      8_000,
      "the currency list",
    );
    expect(labels(running.fake.message(second))).toEqual([
      "✓ USD",
      "EUR",
      "GBP",
      "CAD",
      "CHF",
      "AUD",
      "JPY",
      "BRL",
      "RUB",
      "TRY",
      "IDR",
      "None (sat only)",
      "« Back",
    ]);
    running.fake.pressButton(alice, second, "settings:currency:none");
    await running.fake.waitFor(
      () => running.fake.message(second)?.text?.includes("Currency: none"),
      8_000,
      "no currency",
    );
    expect(running.fake.message(second)?.text).not.toContain("1 BTC");
    expect((await running.app.deps.preferences.get(alice.id)).currency).toBe("none");
    running.fake.sendText(alice, chat, "/disconnect");
    expect((await running.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "now holding 100,000 sat, is replaced",
    );
  });

  it("defaults to the language's currency, formatted the language's way", async () => {
    const running = await start();
    const greta = createUser(3202, "Greta", { language_code: "de" });
    const menu = await openMenu(running, greta);
    expect(menu.text).toContain("💱 Währung: Euro (EUR), passend zu deiner Sprache");
    // German numbers, and Intl's no-break space before the euro sign.
    expect(menu.text).toContain("📈 1 BTC = 92.000,00\u00a0€ (Sandbox-Testkurs), gerade eben");
    expect(menu.text).toContain("über 1.000 sat (≈ 0,92\u00a0€) kommt erst");
  });

  it("says in one line when there is no rate to show", async () => {
    const running = await start({ env: { PRICE_SOURCE_URL: "off" } });
    const menu = await openMenu(running, alice);
    const chosen = await choose(
      running,
      alice,
      menu,
      "settings:currency",
      "settings:currency:EUR",
      "Euro (EUR)",
    );
    expect(chosen.text).toContain(
      "💱 Currency: Euro (EUR)\n📈 No exchange rate right now: amounts show in sat only.\n",
    );
    expect(chosen.text).toContain("above 1,000 sat ask");
  });
});

describe("/settings in a group", () => {
  it("lets an admin set the group's language with buttons; a member gets the private-chat hint and cannot press", async () => {
    const running = await start();
    running.fake.setChatMember(lounge, alice, "administrator");
    running.fake.setChatMember(lounge, bob, "member");

    running.fake.sendText(bob, lounge, "/settings");
    const hint = await running.fake.nextBotMessage(lounge.id, 8_000);
    expect(hint.text).toContain("/settings works in a private chat");

    running.fake.sendText(alice, lounge, "/settings");
    const menu = await running.fake.nextBotMessage(lounge.id, 8_000);
    expect(menu.text).toContain("⚙️ Settings");
    expect(menu.text).toContain("🌐 Language in this group: English");
    expect(labels(menu)).toContain("Español");
    expect(labels(menu)).toContain("✓ English");

    const refused = running.fake.pressButton(bob, menu, "group-settings:language:es");
    await running.fake.waitFor(() => running.fake.answerFor(refused), 8_000, "bob's answer");
    expect(running.fake.answerFor(refused)).toMatchObject({
      text: "Only group admins can change the group's language.",
      show_alert: true,
    });
    expect(await running.app.deps.languages.ofGroup(lounge.id)).toBe("en");

    const press = running.fake.pressButton(alice, menu, "group-settings:language:es");
    await running.fake.waitFor(
      () => running.fake.message(menu)?.text?.includes("⚙️ Ajustes"),
      8_000,
      "the group menu in Spanish",
    );
    expect(running.fake.withheld(press)).toBeUndefined();
    expect(running.fake.message(menu)?.text).toContain("Idioma de este grupo: Español");
    expect(labels(running.fake.message(menu))).toContain("✓ Español");
    expect(await running.app.deps.languages.ofGroup(lounge.id)).toBe("es");
    // A member's own language is theirs: Bob's private chat stays English.
    expect(await running.app.deps.languages.ofUser(bob.id)).toBe("en");
  });

  it("counts an anonymous admin (a message sent as the group) as an admin", async () => {
    const running = await start();
    const anonymous: User = {
      id: 1087968824,
      is_bot: true,
      first_name: "Group",
      username: "GroupAnonymousBot",
    };
    await running.fake.waitFor(() => running.fake.calls("getUpdates")[0], 8_000, "the first poll");
    running.fake.sendText(bob, lounge, "hello");
    const message = {
      message_id: 900_001,
      date: Math.floor(Date.now() / 1000),
      chat: lounge,
      from: anonymous,
      sender_chat: lounge,
      text: "/settings",
      entities: [{ type: "bot_command", offset: 0, length: 9 }],
    } as NonNullable<Update["message"]>;
    running.fake.injectUpdate({ message });
    const menu = await running.fake.nextBotMessage(lounge.id, 8_000);
    expect(menu.text).toContain("🌐 Language in this group: English");
  });

  it("speaks the language of the member who added the bot, until an admin chooses", async () => {
    const running = await start();
    const group = supergroupChat(-1009990001, "Sala");
    const lucia = createUser(3203, "Lucía", { language_code: "es" });
    running.fake.setChatMember(group, lucia, "creator");
    running.fake.addChatMember(group, botUser(running), lucia);
    await running.fake.nextBotMessage(group.id, 8_000);
    expect(await running.app.deps.languages.ofGroup(group.id)).toBe("es");

    running.fake.sendText(lucia, group, "/settings");
    const menu = await running.fake.nextBotMessage(group.id, 8_000);
    expect(menu.text).toContain("⚙️ Ajustes");
    running.fake.pressButton(lucia, menu, "group-settings:language:de");
    await running.fake.waitFor(
      () => running.fake.message(menu)?.text?.includes(": Deutsch"),
      8_000,
      "the group language chosen",
    );
    expect(await running.app.deps.languages.ofGroup(group.id)).toBe("de");
  });
});
