/**
 * Inline mode end to end: `@bot …` typed in a chat the bot is not in,
 * through the Bot API fake (inline queries, chosen results, inline
 * messages) and the embedded sandbox.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice, balanceOf, bob, buttonData, carol, merchantOf } from "../bot/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  type FakeMessage,
  groupChat,
  privateChat,
  TelegramFake,
  type TelegramFakeOptions,
} from "../support/telegram-fake.ts";

/** A group the bot is not in: inline messages need no member bot. */
const cafe = groupChat(-5001, "Cafe");

let bot: TestBot;

async function startInlineBot(options: TelegramFakeOptions = {}): Promise<TestBot> {
  const fake = new TelegramFake({
    botInfo: { supports_inline_queries: true },
    inlineFeedback: true,
    ...options,
  });
  await fake.start();
  const started = await startTestBot({ fake });
  const stop = started.stop;
  started.stop = async () => {
    await stop();
    await fake.close();
  };
  return started;
}

afterEach(async () => {
  await bot.stop();
});

/** The user opens the bot (the sandbox makes their account on the welcome). */
async function openBot(user: typeof alice): Promise<void> {
  bot.fake.sendText(user, privateChat(user), "/start");
  await bot.fake.nextBotMessage(user.id, 8_000);
}

function keyboardOf(message: FakeMessage | undefined): Array<{
  text: string;
  url?: string;
  callback_data?: string;
}> {
  const markup = message?.reply_markup as
    | { inline_keyboard?: Array<Array<{ text: string; url?: string; callback_data?: string }>> }
    | undefined;
  return markup?.inline_keyboard?.flat() ?? [];
}

function codeIn(message: FakeMessage | undefined): string {
  const entity = message?.entities?.find((e) => e.type === "code");
  const text = message?.text ?? message?.caption ?? "";
  return entity ? text.slice(entity.offset, entity.offset + entity.length) : "";
}

describe("inline mode", () => {
  beforeEach(async () => {
    bot = await startInlineBot();
  });

  it("offers a user without an account no results, a Set up button to the private chat", async () => {
    const answer = await bot.fake.inlineQuery(carol, "1000 coffee", { chatType: "group" });
    expect(answer.results).toEqual([]);
    expect(answer.is_personal).toBe(true);
    expect(answer.button).toEqual({ text: "Set up: open the bot", start_parameter: "help" });
    // A keystroke made no account.
    expect(await bot.app.deps.accounts.findExisting(carol.id)).toBeUndefined();
  });

  it("answers an empty or unclear query with help, and a refused amount with its reason", async () => {
    await openBot(alice);
    for (const query of ["", "coffee please"]) {
      const answer = await bot.fake.inlineQuery(alice, query);
      expect(answer.results.map((r) => r.id)).toEqual(["help:invoice"]);
      expect(answer).toMatchObject({ is_personal: true });
      expect(answer.cache_time).toBeLessThanOrEqual(10);
    }
    const refused = await bot.fake.inlineQuery(alice, "0 coffee");
    expect(refused.results[0]).toMatchObject({
      id: "refused",
      description: "The amount must be more than zero.",
    });
  });

  it("creates the invoice when chosen, gives its QR privately, and marks the card paid when Bob pays through the deep link", async () => {
    await openBot(alice);
    await openBot(bob);
    const answer = await bot.fake.inlineQuery(alice, "1000 coffee");
    expect(answer.results).toHaveLength(1);
    const [result] = answer.results;
    expect(result).toMatchObject({ title: "Invoice for 1,000 sat: coffee" });
    expect(JSON.stringify(result)).not.toMatch(/balance/i);
    const invoicesBefore = (await bot.app.deps.ledger.page(alice.id, 0, 10)).total;

    const card = bot.fake.chooseInlineResult(alice, answer, result?.id ?? "", cafe);
    expect(card.text).toContain("Invoice for 1,000 sat is being created");
    const id = card.inline_message_id ?? "";
    await bot.fake.waitFor(
      () => codeIn(bot.fake.inlineMessage(id)).startsWith("lnbcrt"),
      8_000,
      "the card with its invoice",
    );
    const shown = bot.fake.inlineMessage(id);
    expect(shown?.text).toContain("Invoice for 1,000 sat");
    expect(shown?.text).toContain("coffee");
    expect(shown?.text).toContain("test money");
    const buttons = keyboardOf(shown);
    const pay = buttons.find((b) => b.url)?.url ?? "";
    expect(pay).toMatch(/^https:\/\/t\.me\/tip_test_bot\?start=pay_[A-Za-z0-9_-]{22}$/);
    const operationId = pay.split("pay_")[1] ?? "";
    expect((await bot.app.deps.ledger.get(operationId))?.userId).toBe(alice.id);
    expect((await bot.app.deps.ledger.page(alice.id, 0, 10)).total).toBe(invoicesBefore + 1);

    // QR: Bob gets the photo in private; Carol, who never opened the bot, a link to it.
    const qr = buttonData(shown, "inl:qr:");
    const bobPress = bot.fake.pressButton(bob, shown ?? card, qr);
    await bot.fake.waitFor(() => bot.fake.answerFor(bobPress), 8_000, "the QR answer");
    expect(bot.fake.answerFor(bobPress)?.text).toBe("The QR code is in your private chat with me.");
    const photo = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(photo.photo).toBeDefined();
    expect(codeIn(photo)).toBe(codeIn(shown));
    const carolPress = bot.fake.pressButton(carol, shown ?? card, qr);
    await bot.fake.waitFor(() => bot.fake.answerFor(carolPress), 8_000, "Carol's answer");
    expect(bot.fake.answerFor(carolPress)?.url).toBe(
      `https://t.me/tip_test_bot?start=qr_${operationId}`,
    );

    // Pay: the deep link shows the usual confirmation; Bob pays.
    const bobBefore = balanceOf(bot, await merchantOf(bot, bob));
    bot.fake.sendText(bob, privateChat(bob), `/start pay_${operationId}`);
    const confirm = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(confirm.text).toContain("Pay 1,000 sat?");
    bot.fake.pressButton(bob, confirm, buttonData(confirm, "send:ok:"));
    await bot.fake.waitFor(
      () => bot.fake.inlineMessage(id)?.text?.includes("Paid: 1,000 sat"),
      8_000,
      "the card to say Paid",
    );
    const paid = bot.fake.inlineMessage(id);
    expect(paid?.text).toContain("✅");
    expect(paid?.text).toContain("coffee");
    expect(keyboardOf(paid)).toEqual([]);
    expect(balanceOf(bot, await merchantOf(bot, bob))).toBe(bobBefore - 1000);
    expect((await bot.app.deps.ledger.get(operationId))?.state).toBe("paid");
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("Received 1,000 sat")),
      8_000,
      "Alice's note",
    );
    expect(note.text).toContain("coffee");
  });
});

describe("inline mode at start-up", () => {
  it("logs one line when inline mode is off", async () => {
    bot = await startInlineBot({ botInfo: { supports_inline_queries: false } });
    expect(bot.logs.filter((line) => line.includes("inline mode is off"))).toHaveLength(1);
  });

  it("says nothing about it when it is on", async () => {
    bot = await startInlineBot();
    expect(bot.logs.some((line) => line.includes("inline mode is off"))).toBe(false);
  });
});
