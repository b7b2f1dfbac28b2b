/**
 * The command menu Telegram shows: per scope (private chats, groups) and
 * per language (each language we speak, by its two-letter Telegram code,
 * and the default without a language, in English).
 */
import { afterEach, describe, expect, it } from "vitest";
import { Translations } from "../../src/i18n/i18n.ts";
import { LANGUAGE_CODES } from "../../src/i18n/languages.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

const PRIVATE = { type: "all_private_chats" };
const GROUPS = { type: "all_group_chats" };

describe("the command menu", () => {
  it("is set for each scope in each of our languages, and in English without a language", async () => {
    bot = await startTestBot({ commandMenus: true });
    const fake = bot.fake;
    const translations = new Translations();
    const codes = LANGUAGE_CODES.map((language) => ({
      language,
      code: language === "pt-BR" ? "pt" : language,
    }));
    const last = codes.at(-1)?.code ?? "";
    await fake.waitFor(() => fake.commands(GROUPS, last), 8_000, "the last group menu");

    const english = translations.for("en");
    expect(fake.commands(PRIVATE)).toContainEqual({
      command: "pay",
      description: english("menu-private-pay"),
    });
    expect(fake.commands(GROUPS)?.[0]).toEqual({
      command: "tip",
      description: english("menu-group-tip"),
    });
    expect(fake.commands(GROUPS)?.map((c) => c.command)).toEqual(
      expect.arrayContaining(["send", "giveaway", "rain", "tipjar", "top"]),
    );
    for (const { language, code } of codes) {
      const t = translations.for(language);
      const privateMenu = fake.commands(PRIVATE, code);
      const groupMenu = fake.commands(GROUPS, code);
      // The same commands as the default menu, described in the language.
      expect(
        privateMenu?.map((c) => c.command),
        code,
      ).toEqual(fake.commands(PRIVATE)?.map((c) => c.command));
      expect(
        groupMenu?.map((c) => c.command),
        code,
      ).toEqual(fake.commands(GROUPS)?.map((c) => c.command));
      for (const { command, description } of groupMenu ?? []) {
        expect(description, `${code} /${command}`).toBe(t(`menu-group-${command}`));
      }
      // The sandbox rule in every language: no /connect, and /disconnect resets the test money.
      expect(privateMenu?.map((c) => c.command)).not.toContain("connect");
      expect(privateMenu).toContainEqual({
        command: "disconnect",
        description: t("menu-private-disconnect-sandbox"),
      });
      expect(privateMenu).toContainEqual({
        command: "history",
        description: t("menu-private-history"),
      });
    }
    // Nothing under a code Telegram does not know ("pt-BR" is not a language_code).
    expect(fake.commands(PRIVATE, "pt-BR")).toBeUndefined();
  });
});
