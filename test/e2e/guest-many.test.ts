/**
 * Guest tips to several, end to end: `@bot 300 @ann @bob thanks` in a chat
 * the bot is not a member of, through the Bot API fake (guest messages,
 * the card's presses and edits) and the embedded sandbox. One card for
 * all, one intent per person, the total checked before anything moves,
 * one Confirm for the total in private, nobody paid twice.
 */
import { afterEach, describe, expect, it } from "vitest";
import { alice, balanceOf, bob, carol, merchantOf, sandboxOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  type FakeMessage,
  groupChat,
  privateChat,
  TelegramFake,
} from "../support/telegram-fake.ts";

/** A group the bot is not in. */
const elsewhere = groupChat(-6001, "Map Makers");

let bot: TestBot;

async function startGuestBot(env: Record<string, string> = {}): Promise<TestBot> {
  const fake = new TelegramFake({ botInfo: { supports_guest_queries: true } });
  await fake.start();
  const started = await startTestBot({ fake, env });
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

/** The user opens the bot (the sandbox makes their account; the bot learns their @username). */
async function openBot(user: typeof alice): Promise<void> {
  bot.fake.sendText(user, privateChat(user), "/start");
  await bot.fake.nextBotMessage(user.id, 8_000);
}

/** `from` summons the bot with `text` in the chat it is not in; resolves with the card's query id. */
async function summon(from: typeof alice, text: string): Promise<string> {
  const update = bot.fake.guestMessage(from, elsewhere, text);
  const queryId = update.guest_message.guest_query_id;
  await bot.fake.waitFor(() => bot.fake.guestAnswer(queryId), 8_000, "the card");
  return queryId;
}

function card(queryId: string): FakeMessage {
  const shown = bot.fake.guestAnswer(queryId);
  if (!shown) throw new Error("no card");
  return shown;
}

/** Waits until the card reads `text`. */
function cardSays(queryId: string, text: string): Promise<FakeMessage> {
  return bot.fake.waitFor(
    () => (bot.fake.guestAnswer(queryId)?.text?.includes(text) ? card(queryId) : undefined),
    8_000,
    `the card saying "${text}"`,
  );
}

function buttonsOf(message: FakeMessage | undefined) {
  const markup = message?.reply_markup as
    | { inline_keyboard?: Array<Array<{ text: string; url?: string; callback_data?: string }>> }
    | undefined;
  return markup?.inline_keyboard?.flat() ?? [];
}

function dataOf(message: FakeMessage | undefined, prefix: string): string {
  const data = buttonsOf(message).find((b) => b.callback_data?.startsWith(prefix))?.callback_data;
  if (!data) throw new Error(`no ${prefix} button on: ${message?.text}`);
  return data;
}

/** Presses and waits for the answer to the press. */
async function press(user: typeof alice, message: FakeMessage, data: string) {
  const pressed = bot.fake.pressButton(user, message, data, { unchecked: true });
  return bot.fake.waitFor(() => bot.fake.answerFor(pressed), 8_000, `the answer to ${data}`);
}

function sends(): number {
  return sandboxOf(bot)
    .gatewayRequests()
    .filter((request) => request.operation === "sendPayment").length;
}

describe("guest tips to several", () => {
  it("one card; Pay pays or pledges each on their own, names who got what, pays nobody twice; a claim shows", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    await openBot(bob);
    const [payer, bobs] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, bobs)];
    // Carol never opened the bot: she gets a pledge for her @username.
    const queryId = await summon(alice, "@tip_test_bot 200 @bobby_sats @carol_tips thanks all");
    expect(card(queryId).text).toContain(
      "⚡ Alice → Bob and @carol_tips · 200 sat each (400 sat in all)",
    );
    expect(card(queryId).text).toContain("thanks all");
    const pay = dataOf(card(queryId), "gst:pay:");
    expect((await press(bob, card(queryId), pay)).text).toMatch(/Only Alice/);

    expect((await press(alice, card(queryId), pay)).text).toMatch(/Paying/);
    const receipt = await cardSays(queryId, "@carol_tips: 200 sat pledged");
    expect(receipt.text).toContain("⚡ Alice tipped:");
    expect(receipt.text).toContain("✅ Bob: 200 sat");
    expect(receipt.text).not.toMatch(/balance|spendable/i);
    const claim = buttonsOf(receipt).find((b) => b.text === "🎁 Claim: @carol_tips")?.url ?? "";
    expect(claim).toMatch(/^https:\/\/t\.me\/tip_test_bot\?start=claim_/);
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 200);
    expect(balanceOf(bot, bobs)).toBe((before[1] ?? 0) + 200);
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(bob.id).find((m) => m.text?.includes("Map Makers")),
      8_000,
      "Bob's note",
    );
    expect(note.text).toContain("Alice");

    // Pressed again (a double press, a press after a crash): the same intents, nobody paid twice.
    await Promise.all([press(alice, receipt, pay), press(alice, receipt, pay)]);
    expect(sends()).toBe(1);
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 200);
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect(
      bot.fake.calls("sendMessage").filter((call) => call.params.chat_id === elsewhere.id),
    ).toEqual([]);

    // Carol claims: her line on the card says she got it, and her Claim button goes.
    bot.fake.sendText(carol, privateChat(carol), `/start ${claim.split("start=")[1]}`);
    const claimed = await cardSays(queryId, "✅ @carol_tips: 200 sat");
    expect(claimed.text).not.toContain("pledged");
    expect(buttonsOf(claimed)).toEqual([]);
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 400);
  });

  it("asks one Confirm for the total in private; a failure is named; a second Confirm pays nobody twice", async () => {
    bot = await startGuestBot();
    for (const user of [alice, bob, carol]) await openBot(user);
    const payer = await merchantOf(bot, alice);
    const [bobs, carols] = [await merchantOf(bot, bob), await merchantOf(bot, carol)];
    const before = [balanceOf(bot, payer), balanceOf(bot, bobs), balanceOf(bot, carols)];
    const queryId = await summon(alice, "@tip_test_bot 1500 @bobby_sats @carol_tips --split lunch");
    expect(card(queryId).text).toContain("750 sat each (1,500 sat in all)");
    const pay = dataOf(card(queryId), "gst:pay:");
    const answer = await press(alice, card(queryId), pay);
    expect(answer.url).toMatch(/^https:\/\/t\.me\/tip_test_bot\?start=gst_[A-Za-z0-9_-]{16}$/);
    expect(balanceOf(bot, payer)).toBe(before[0]);
    bot.fake.sendText(alice, privateChat(alice), `/start ${answer.url?.split("start=")[1]}`);
    const ask = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("each to Bob and Carol")),
      8_000,
      "the private confirmation",
    );
    expect(ask.text).toContain(
      "Tip 750 sat each to Bob and Carol (1,500 sat in all) in Map Makers?",
    );
    // The gateway refuses the first payment (Bob's) once.
    sandboxOf(bot).faults.add({ route: "sendPayment", status: 400, times: 1 });
    const confirm = dataOf(ask, "gstm:ok:");
    await Promise.all([press(alice, ask, confirm), press(alice, ask, confirm)]);
    const receipt = await cardSays(queryId, "Carol: 750 sat");
    expect(receipt.text).toContain("❌ Bob: not sent");
    expect(receipt.text).toContain("✅ Carol: 750 sat");
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("were not sent")),
      8_000,
      "the tipper's note",
    );
    expect(note.text).toContain("Bob:");
    // A later press, on the card or in private: nobody paid again, nobody paid twice.
    await press(alice, ask, confirm);
    await press(alice, receipt, pay);
    expect(sends()).toBe(2);
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 750);
    expect(balanceOf(bot, bobs)).toBe(before[1]);
    expect(balanceOf(bot, carols)).toBe((before[2] ?? 0) + 750);
  });

  it("counts the total on the limits before anything moves", async () => {
    // Each share (600) within the per-payment limit; the total (1,200) above what is left today.
    bot = await startGuestBot({ MAX_PAYMENT_SAT: "1000", DAILY_LIMIT_SAT: "1100" });
    await openBot(alice);
    await openBot(bob);
    const [payer, bobs] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, bobs)];
    const queryId = await summon(alice, "@tip_test_bot 600 @bobby_sats @carol_tips");
    const answer = await press(alice, card(queryId), dataOf(card(queryId), "gst:pay:"));
    expect(answer.text).toMatch(/Not sent/);
    const shown = await cardSays(queryId, "not sent, to anyone");
    expect(shown.text).not.toMatch(/1,100|left today/);
    expect(buttonsOf(shown)).toEqual([]);
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("in all was not sent")),
      8_000,
      "the tipper's note",
    );
    expect(note.text).toContain("Your tip of 1,200 sat in all was not sent, to anyone");
    expect(sends()).toBe(0);
    expect(balanceOf(bot, payer)).toBe(before[0]);
    expect(balanceOf(bot, bobs)).toBe(before[1]);
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);
  });

  it("Cancel ends a card to several and nothing moves", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    await openBot(bob);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const queryId = await summon(alice, "@tip_test_bot 100 @bobby_sats");
    const pay = dataOf(card(queryId), "gst:pay:");
    expect((await press(alice, card(queryId), dataOf(card(queryId), "gst:no:"))).text).toMatch(
      /Cancelled/,
    );
    await cardSays(queryId, "cancelled, nothing was sent");
    expect((await press(alice, card(queryId), pay)).text).toMatch(/Cancelled/);
    expect(balanceOf(bot, payer)).toBe(before);
  });

  it("refuses to tip oneself among several", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    const queryId = await summon(alice, "@tip_test_bot 100 @bobby_sats @alice_ln");
    expect(card(queryId).text).toContain("@alice_ln cannot be tipped here");
    expect(buttonsOf(card(queryId))).toEqual([]);
  });
});
