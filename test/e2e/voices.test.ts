/**
 * Who hears what in whose voice, for tips, /balance and /history: the group
 * receipt speaks the group's language in satoshi only; each private note
 * speaks its reader's language and currency. The texts are still English in
 * every language, so the voice shows in how numbers are written (German
 * "100.000") and in the fiat figure (the sandbox's test rates).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lounge, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";

/** German: amounts as "1.500 sat (≈ 0,95 €)". */
const anna = createUser(3101, "Anna", { username: "anna_de", language_code: "de" });
/** American English: amounts as "1,500 sat (≈ $1.02)". */
const sam = createUser(3102, "Sam", { username: "sam_us", language_code: "en-US" });

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
  for (const user of [anna, sam]) bot.fake.openPrivateChat(user);
});
afterEach(async () => {
  await bot.stop();
});

/**
 * `user` talks to the bot once in private, so it learns their Telegram
 * language (a member it never heard from is spoken to in English).
 */
async function introduce(user: typeof sam): Promise<void> {
  bot.fake.sendText(user, privateChat(user), "/help");
  await bot.fake.nextBotMessage(user.id, 8_000);
}

describe("voices", () => {
  it("a tip: the receipt in the group's voice (satoshi only), each note in its reader's", async () => {
    await merchantOf(bot, anna);
    await merchantOf(bot, sam);
    await introduce(sam);
    const idea = bot.fake.sendText(sam, lounge, "an idea").message;
    bot.fake.sendText(anna, lounge, "/tip 500 danke", { replyTo: idea });

    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Sam received 500 sat in tips");
    expect(receipt.text).not.toContain("≈");

    const toAnna = await bot.fake.nextBotMessage(anna.id, 8_000);
    expect(toAnna.text).toMatch(
      /Du hast Sam in Lightning Lounge 500 sat \(≈ [^)]*€\) Trinkgeld gegeben/,
    );
    const toSam = await bot.fake.nextBotMessage(sam.id, 8_000);
    expect(toSam.text).toMatch(/Anna tipped you 500 sat \(≈ \$[^)]*\) in Lightning Lounge/);
  });

  it("/balance and /history speak the person's language and currency", async () => {
    await merchantOf(bot, anna);
    bot.fake.sendText(anna, privateChat(anna), "/balance");
    const balance = await bot.fake.nextBotMessage(anna.id, 8_000);
    // The sandbox's start balance, written the German way, with euros beside it.
    expect(balance.text).toMatch(/Verfügbar: \d{1,3}(\.\d{3})+ sat \(≈ [^)]*€\)/);

    await merchantOf(bot, sam);
    await introduce(sam);
    const idea = bot.fake.sendText(sam, lounge, "an idea").message;
    bot.fake.sendText(anna, lounge, "/tip 900", { replyTo: idea });
    await bot.fake.nextBotMessage(sam.id, 8_000);
    bot.fake.sendText(sam, privateChat(sam), "/history");
    const history = await bot.fake.nextBotMessage(sam.id, 8_000);
    expect(history.text).toMatch(/🎁 Tip received · 900 sat \(≈ \$[^)]*\) · ✅ paid/);
    // Dates keep one form in every language.
    // The date as the reader's language writes it (Nov 24, 2026 4:37 AM), in UTC.
    expect(history.text).toMatch(
      /\n {3}[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}\s?[AP]M UTC · @anna_de/,
    );
  });
});
