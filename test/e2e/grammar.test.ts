/**
 * What a person types and what the bot makes of it (issue 16, items 9 and
 * 13): where an amount ends, units it does not know, a pasted on-chain
 * address or bitcoin: link, and the gateway's own reasons in one sentence.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
let sandbox: Sandbox;
beforeEach(async () => {
  bot = await startTestBot();
  if (!bot.app.sandbox) throw new Error("expected the embedded sandbox");
  sandbox = bot.app.sandbox;
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(3001, "Alice", { username: "alice" });
const bob = createUser(3002, "Bob", { username: "bob" });
const regtestAddress = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

/** The invoice in a photo's caption (its `code` entity). */
function invoiceIn(photo: FakeMessage): string {
  const code = photo.entities?.find((e) => e.type === "code");
  if (!code) throw new Error("no invoice in the caption");
  return (photo.caption ?? "").slice(code.offset, code.offset + code.length);
}

function buttonData(message: FakeMessage): string[] {
  const keyboard = message.reply_markup as
    | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
    | undefined;
  return (keyboard?.inline_keyboard ?? []).flat().map((button) => button.callback_data ?? "");
}

async function balanceOf(userId: number): Promise<number> {
  const account = await bot.app.deps.accounts.find(userId);
  const state = account && sandbox.merchant(account.credentials.merchantId);
  if (!state) throw new Error("no sandbox account");
  return state.balanceSat;
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

  it("still reads the thousands form as one number: /invoice 21 000 coffee and /invoice 500 100", async () => {
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
    bot.fake.sendText(alice, chat, "5 mbtc");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
      /^“mbtc” is not a unit I know\./,
    );
    bot.fake.sendText(alice, chat, "5k");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/What is it for/);
  });

  it("/invoice 10 usd lunch bills ten dollars in sat at the rate, never 10 sat", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice 10 usd lunch");
    const card = await bot.fake.nextBotMessage(chat.id, 8_000);
    // The sandbox's test rate: 1 BTC = $100,000, so $10 is 10,000 sat.
    expect(card.caption).toContain("Invoice for 10,000 sat");
    expect(card.caption).toContain("lunch ($10.00)");
    expect(card.caption).toContain("$10.00 = 10,000 sat at 1 BTC = $100,000.00 (test rate)");
  });
});

describe("a pasted on-chain address or bitcoin: link in private", () => {
  it("an address starts /withdraw with the address filled in and asks the amount", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/balance"); // opens the sandbox account
    await bot.fake.nextBotMessage(chat.id, 8_000);
    const before = await balanceOf(alice.id);
    bot.fake.sendText(alice, chat, regtestAddress);
    const hint = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(hint.text).toContain(regtestAddress);
    expect(hint.text).toMatch(/\/withdraw/);
    expect(hint.text).not.toMatch(/did not understand/);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/How much/);
    bot.fake.sendText(alice, chat, "5000");
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Send 5,000 sat");
    expect(confirm.text).toContain(regtestAddress);
    const ok = buttonData(confirm).find((data) => data.startsWith("send:ok:"));
    if (!ok) throw new Error("no Confirm button");
    bot.fake.pressButton(alice, confirm, ok);
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    expect(await balanceOf(alice.id)).toBe(before - 5_000 - sandbox.onchainFeeSat);
  });

  it("a bitcoin: link with an amount goes straight to the withdrawal's confirmation", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `bitcoin:${regtestAddress}?amount=0.0001&label=shop`);
    const hint = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(hint.text).toMatch(/\/withdraw/);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Send 10,000 sat");
    expect(buttonData(confirm).some((data) => data.startsWith("send:ok:"))).toBe(true);
  });

  it("an address of another network gets the reason instead of “I did not understand”", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
    const answer = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(answer.text).toMatch(/mainnet address/);
    expect(answer.text).not.toMatch(/did not understand/);
  });

  it("a unified bitcoin: link with a lightning invoice pays the invoice", async () => {
    const bobChat = privateChat(bob);
    bot.fake.sendText(bob, bobChat, "/invoice 700 tea");
    const invoice = invoiceIn(await bot.fake.nextBotMessage(bobChat.id, 8_000));
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `bitcoin:${regtestAddress}?lightning=${invoice}`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Pay 700 sat?");
    expect(confirm.text).toContain("tea");
  });

  it("other text still gets the general hint", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "hello there");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/did not understand/);
  });
});

describe("the gateway's reasons", () => {
  it("read as one sentence with one period", async () => {
    const chat = privateChat(alice);
    sandbox.faults.add({
      route: "createInvoice",
      status: 400,
      grpcCode: 9,
      message: "Invoice creation is paused for maintenance.",
      times: 1,
    });
    bot.fake.sendText(alice, chat, "/invoice 1000 tea");
    const answer = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(answer.text).toContain(
      "The gateway refused: “Invoice creation is paused for maintenance”.",
    );
    expect(answer.text).not.toMatch(/\.”\.|\.\./);
  });
});
