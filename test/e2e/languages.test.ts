/**
 * Every language, end to end: /start, an invoice, a /pay confirmation and a
 * tip receipt come in the person's (or the group's) language, with numbers
 * written that language's way; switching language in /settings switches
 * the next question of an open conversation too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type Language } from "../../src/i18n/languages.ts";
import { buttonData } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
} from "../support/telegram-fake.ts";

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "100" }, commandMenus: true });
});
afterAll(async () => {
  await bot.stop();
});

/** 1,500 written as `language` writes a whole number (with Intl's separators). */
function fifteenHundred(language: Language): string {
  return new Intl.NumberFormat(language).format(1500);
}

function codeOf(message: FakeMessage): string {
  const body = message.caption ?? message.text ?? "";
  const entity = message.entities?.filter((e) => e.type === "code").at(-1);
  if (!entity) throw new Error("no <code> in the message");
  return body.slice(entity.offset, entity.offset + entity.length);
}

describe.each(LANGUAGE_CODES.map((language, index) => ({ language, index })))(
  "$language",
  ({ language, index }) => {
    const person = createUser(7100 + index * 2, "Ada", { language_code: language });
    const friend = createUser(7101 + index * 2, "Bo", { language_code: language });
    const t = () => bot.app.deps.voices.translations.for(language);

    it("/start, /invoice, a /pay confirmation and a tip receipt in the language", async () => {
      const english = bot.app.deps.voices.translations.for("en");
      const chat = privateChat(person);
      bot.fake.openPrivateChat(person);
      bot.fake.openPrivateChat(friend);

      bot.fake.sendText(person, chat, "/start");
      const welcome = await bot.fake.nextBotMessage(chat.id, 8_000);
      expect(welcome.source).toContain(t()("start-welcome-hello", { name: "Ada" }));
      if (language !== "en") {
        expect(welcome.source).not.toContain(english("start-welcome-hello", { name: "Ada" }));
      }

      bot.fake.sendText(person, chat, "/invoice 1500 tea");
      const card = await bot.fake.nextBotMessage(chat.id, 8_000);
      expect(card.caption).toContain(`${fifteenHundred(language)} sat`);
      const voice = await bot.app.deps.voices.forUser(person.id);
      expect(card.source).toContain(
        t()("invoice-headline-caption", { amount: voice.amount(1500) }),
      );

      bot.fake.sendText(friend, privateChat(friend), `/pay ${codeOf(card)}`);
      const confirm = await bot.fake.nextBotMessage(friend.id, 8_000);
      const friendVoice = await bot.app.deps.voices.forUser(friend.id);
      expect(confirm.text).toContain(`${fifteenHundred(language)} sat`);
      expect(buttonData(confirm, "send:ok:")).toBeTruthy();
      const payLabel = (confirm.reply_markup as { inline_keyboard: Array<Array<{ text: string }>> })
        .inline_keyboard[0]?.[0]?.text;
      expect(payLabel).toBe(friendVoice.t("pay-confirm-label"));

      // A group speaking this language: the receipt in it, satoshi only.
      const group = supergroupChat(-1007700000 - index, "Lounge");
      await bot.app.deps.languages.chooseForGroup(group.id, language);
      const said = bot.fake.sendText(friend, group, "/lnurl").message;
      await bot.fake.nextBotMessage(group.id, 8_000);
      bot.fake.sendText(person, group, "/tip 100", { replyTo: said });
      const receipt = await bot.fake.waitFor(
        () => bot.fake.botMessages(group.id).find((m) => m.reply_to_message_id === said.message_id),
        8_000,
        "the tip receipt",
      );
      const groupVoice = await bot.app.deps.voices.forGroup(group.id);
      expect(receipt.source).toContain(
        groupVoice.t("tip-receipt", {
          recipient: "Bo",
          total: groupVoice.amount(100),
          tippers: groupVoice.t("tip-tipper-share", {
            name: "Ada",
            amount: groupVoice.amount(100),
          }),
        }),
      );
      expect(receipt.text).not.toContain("≈");
    });

    it("the command menu in the language", () => {
      const code = language === "pt-BR" ? "pt" : language;
      const commands = bot.fake.commands({ type: "all_private_chats" }, code);
      expect(commands?.find((c) => c.command === "invoice")?.description).toBe(
        t()("menu-private-invoice"),
      );
    });
  },
);

describe("switching language", () => {
  it("in /settings switches the next question of an open conversation", async () => {
    const carla = createUser(7300, "Carla", { language_code: "en" });
    const chat = privateChat(carla);
    bot.fake.sendText(carla, chat, "/settings");
    const menu = await bot.fake.nextBotMessage(chat.id, 8_000);
    bot.fake.sendText(carla, chat, "/invoice");
    const english = bot.app.deps.voices.translations.for("en");
    const spanish = bot.app.deps.voices.translations.for("es");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toBe(
      english("invoice-ask-amount"),
    );
    // The old menu's buttons still work while the question is open.
    bot.fake.pressButton(carla, menu, "settings:language");
    const list = await bot.fake.waitFor(
      () => {
        const shown = bot.fake.message(menu);
        return shown && JSON.stringify(shown.reply_markup).includes("settings:language:es")
          ? shown
          : undefined;
      },
      8_000,
      "the language list",
    );
    bot.fake.pressButton(carla, list, "settings:language:es");
    await bot.fake.waitFor(
      () =>
        bot.fake.message(menu)?.text?.includes(spanish("settings-title").replace(/<\/?b>/g, "")),
      8_000,
      "the menu in Spanish",
    );
    bot.fake.sendText(carla, chat, "1500");
    const next = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(next.text).toContain(spanish("invoice-ask-description"));
  });
});
