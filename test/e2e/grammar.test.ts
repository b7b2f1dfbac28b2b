/**
 * What a person types and what the bot makes of it (issue 16, items 9 and
 * 13): where an amount ends, units it does not know, a pasted on-chain
 * address or bitcoin: link, and the gateway's own reasons in one sentence.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(3001, "Alice", { username: "alice" });

/** The invoice in a photo's caption (its `code` entity). */
function invoiceIn(photo: FakeMessage): string {
  const code = photo.entities?.find((e) => e.type === "code");
  if (!code) throw new Error("no invoice in the caption");
  return (photo.caption ?? "").slice(code.offset, code.offset + code.length);
}

describe("where an amount ends", () => {
  it("/invoice 500 100 stickers bills 500 sat for “100 stickers”, not 500,100 sat", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice 500 100 stickers");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(photo.method).toBe("sendPhoto");
    expect(photo.caption).toContain("Invoice for 500 sat");
    expect(photo.caption).toContain("100 stickers");
    const decoded = decodeInvoice(invoiceIn(photo));
    expect(decoded.amountSat).toBe(500);
    expect(decoded.description).toBe("100 stickers");
  });

  it("still reads the thousands form as one number: /invoice 1 500 coffee and /invoice 500 100", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice 21 000 coffee");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(decodeInvoice(invoiceIn(photo))).toMatchObject({
      amountSat: 21_000,
      description: "coffee",
    });
    // Nothing follows: the whole argument is the amount (and the description is asked).
    bot.fake.sendText(alice, chat, "/invoice 500 100");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/What is it for/);
  });
});

describe("units the bot does not know", () => {
  it("/invoice 2m says m is not a unit (there is no comma), then asks again", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice 2m");
    const reason = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(reason.text).toMatch(/^“m” is not a unit I know\. Write sat, k .* or btc/);
    expect(reason.text).not.toMatch(/comma|two ways/);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/How much/);
    bot.fake.sendText(alice, chat, "5 usd");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
      /^“usd” is not a unit I know\./,
    );
    bot.fake.sendText(alice, chat, "5k");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/What is it for/);
  });

  it("/invoice 10 usd lunch is refused instead of billing 10 sat", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice 10 usd lunch");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
      /^“usd” is not a unit I know\./,
    );
    expect(bot.fake.calls("sendPhoto")).toHaveLength(0);
  });
});
