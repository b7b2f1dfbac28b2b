/**
 * Questions and edits as Telegram delivers them (privacy mode on in groups,
 * as for every bot): a question in a group is answered by a reply, /pay
 * takes the photo it asks for, a closed question says so, and an edited
 * command is answered as a new one, except sends.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import { ANSWER_TIMEOUT_MS } from "../../src/chat/flows/ask.ts";
import { alice, balanceOf, bob, botUser, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { type FakeMessage, privateChat, supergroupChat } from "../support/telegram-fake.ts";

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestBot> {
  bot = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "50", ...env } });
  return bot;
}

const cafe = supergroupChat(-1009876543210, "Cafe");

function callbackData(message: FakeMessage | undefined): string[] {
  const keyboard = message?.reply_markup as
    | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
    | undefined;
  return (keyboard?.inline_keyboard ?? [])
    .flat()
    .map((button) => button.callback_data ?? "")
    .filter(Boolean);
}

/** The invoice text in an invoice photo's caption. */
function invoiceIn(photo: FakeMessage): string {
  const code = photo.entities?.find((entity) => entity.type === "code");
  if (!code || !photo.caption) throw new Error("no invoice in the caption");
  return photo.caption.slice(code.offset, code.offset + code.length);
}

describe("a question asked in a group", () => {
  it("is a selective force_reply to the asker, whose reply answers it; another member's reply does not", async () => {
    const { fake } = await start();
    fake.sendText(alice, cafe, "/invoice");
    const amountQuestion = await fake.nextBotMessage(cafe.id, 8_000);
    expect(amountQuestion.text).toMatch(/How much/);
    expect(fake.forceReplyShownTo(amountQuestion, alice)).toBe(true);
    expect(fake.forceReplyShownTo(amountQuestion, bob)).toBe(false);

    // Bob replies by hand: it reaches the bot (a reply to it) but is not Alice's answer.
    fake.sendText(bob, cafe, "5", { replyTo: amountQuestion });
    fake.replyToForceReply(alice, amountQuestion, "2100");
    const descriptionQuestion = await fake.nextBotMessage(cafe.id, 8_000);
    expect(descriptionQuestion.text).toMatch(/What is it for/);
    expect(fake.forceReplyShownTo(descriptionQuestion, alice)).toBe(true);

    fake.replyToForceReply(alice, descriptionQuestion, "pizza");
    const photo = await fake.nextBotMessage(cafe.id, 8_000);
    expect(photo.caption).toContain("Invoice for 2,100 sat");
    expect(photo.caption).toContain("pizza");
  });

  it("can be skipped with /skip where it offers Skip (no button fits beside a force reply)", async () => {
    const { fake } = await start();
    fake.sendText(alice, cafe, "/invoice");
    fake.replyToForceReply(alice, await fake.nextBotMessage(cafe.id, 8_000), "1000");
    const descriptionQuestion = await fake.nextBotMessage(cafe.id, 8_000);
    expect(descriptionQuestion.text).toContain("/skip");
    fake.sendText(alice, cafe, "/skip");
    const photo = await fake.nextBotMessage(cafe.id, 8_000);
    expect(photo.caption).toContain("Invoice for 1,000 sat");
  });

  it("takes only replies as answers, also where the bot reads everything (as an admin)", async () => {
    const { fake } = await start();
    fake.setChatMember(cafe, botUser(bot as TestBot), "administrator");
    fake.sendText(alice, cafe, "/invoice");
    const amountQuestion = await fake.nextBotMessage(cafe.id, 8_000);
    const chatter = fake.sendText(alice, cafe, "brb, getting coffee");
    expect(fake.withheld(chatter)).toBeUndefined();
    fake.replyToForceReply(alice, amountQuestion, "1500");
    // The next thing the bot says is the next question: the chatter was no answer.
    expect((await fake.nextBotMessage(cafe.id, 8_000)).text).toMatch(/What is it for/);
  });
});

describe("/pay", () => {
  it("takes a photo of a QR code as the answer to its question", async () => {
    const { fake } = await start();
    const bobChat = privateChat(bob);
    fake.sendText(bob, bobChat, "/invoice 1500 lunch");
    const invoice = invoiceIn(await fake.nextBotMessage(bobChat.id, 8_000));

    const chat = privateChat(alice);
    fake.sendText(alice, chat, "/pay");
    expect((await fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/photo of a QR code/);
    fake.sendPhoto(alice, chat, renderQrPng(`LIGHTNING:${invoice.toUpperCase()}`));
    const confirmation = await fake.waitFor(
      () =>
        fake
          .botMessages(chat.id)
          .find((message) => callbackData(message).some((data) => data.startsWith("send:ok:"))),
      8_000,
      "a confirmation with a Pay button",
    );
    expect(confirmation.text).toContain("1,500 sat");
    const payer = await merchantOf(bot as TestBot, alice);
    const before = balanceOf(bot as TestBot, payer);
    fake.pressButton(alice, confirmation, callbackData(confirmation)[0] ?? "");
    await fake.waitFor(
      () => balanceOf(bot as TestBot, payer) === before - 1500,
      8_000,
      "the payment from the photo",
    );
  });
});

describe("a question that ends", () => {
  it("says it was closed after five unusable answers, and says so again to a late answer", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    fake.sendText(alice, chat, "/invoice");
    await fake.nextBotMessage(chat.id, 8_000);
    for (const wrong of ["0", "-5", "lots", "1,5", "0"]) {
      fake.sendText(alice, chat, wrong);
      await fake.nextBotMessage(chat.id, 8_000);
    }
    const closing = fake.botMessages(chat.id).at(-1);
    expect(closing?.text).toMatch(/more than zero/);
    expect(closing?.text).toMatch(/closed/);
    expect(closing?.text).toContain("/invoice");

    fake.sendText(alice, chat, "1000");
    const late = await fake.nextBotMessage(chat.id, 8_000);
    expect(late.text).not.toMatch(/did not understand/);
    expect(late.text).toMatch(/closed/);
    expect(late.text).toContain("/invoice");
  });

  it("tells a late answer that the question timed out, and how to start again", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    fake.sendText(alice, chat, "/invoice");
    await fake.nextBotMessage(chat.id, 8_000);
    // Only the clock moves: the bot's timers and the fake's keep real time.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + ANSWER_TIMEOUT_MS + 60_000);
      fake.sendText(alice, chat, "1000");
      const late = await fake.nextBotMessage(chat.id, 8_000);
      expect(late.text).toMatch(/stopped waiting/);
      expect(late.text).toContain("/invoice");
    } finally {
      vi.useRealTimers();
    }
    // The question is over: a new answer gets the usual hint.
    fake.sendText(alice, chat, "2000");
    expect((await fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/did not understand/);
  });

  it("re-asks with its Skip button when a sticker comes instead of an answer", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    fake.sendText(alice, chat, "/invoice 700");
    const question = await fake.nextBotMessage(chat.id, 8_000);
    expect(callbackData(question)).toEqual(["ask:skip"]);
    fake.sendSticker(alice, chat);
    const again = await fake.nextBotMessage(chat.id, 8_000);
    expect(again.text).toBe(question.text);
    expect(callbackData(again)).toEqual(["ask:skip"]);
    fake.pressButton(alice, again, "ask:skip");
    const photo = await fake.nextBotMessage(chat.id, 8_000);
    expect(photo.caption).toContain("Invoice for 700 sat");
  });
});

describe("an edited message", () => {
  it("edited command: answered as a new command", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const command = fake.sendText(alice, chat, "/invoice 100 typo");
    expect((await fake.nextBotMessage(chat.id, 8_000)).caption).toContain("Invoice for 100 sat");
    fake.editText(alice, command.message, "/invoice 1000 fixed");
    const photo = await fake.nextBotMessage(chat.id, 8_000);
    expect(photo.caption).toContain("Invoice for 1,000 sat");
    expect(photo.caption).toContain("fixed");
  });

  it("edited command during a question: leaves the question and runs as new", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const command = fake.sendText(alice, chat, "/invoice");
    expect((await fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/How much/);
    fake.editText(alice, command.message, "/invoice 500 tea");
    const photo = await fake.nextBotMessage(chat.id, 8_000);
    expect(photo.caption).toContain("Invoice for 500 sat");
    expect(photo.caption).toContain("tea");
  });

  it("edited /tip in a group: pays nothing more, and says to send it again", async () => {
    const { fake } = await start({ TIP_COMMAND_DELETE_DELAY_MS: "60000" });
    for (const user of [alice, bob]) fake.openPrivateChat(user);
    const [payer, payee] = [
      await merchantOf(bot as TestBot, alice),
      await merchantOf(bot as TestBot, bob),
    ];
    const before = [balanceOf(bot as TestBot, payer), balanceOf(bot as TestBot, payee)];
    const idea = fake.sendText(bob, cafe, "a great idea").message;
    const tip = fake.sendText(alice, cafe, "/tip 100", { replyTo: idea });
    expect((await fake.nextBotMessage(cafe.id, 8_000)).text).toContain("100 sat");
    fake.editText(alice, tip.message, "/tip 1000");
    const answer = await fake.nextBotMessage(cafe.id, 8_000);
    expect(answer.text).toMatch(/edited/i);
    expect(answer.text).toContain("/tip");
    expect(answer.reply_to_message_id).toBe(tip.message.message_id);
    expect([balanceOf(bot as TestBot, payer), balanceOf(bot as TestBot, payee)]).toEqual([
      (before[0] ?? 0) - 100,
      (before[1] ?? 0) + 100,
    ]);
  });

  it("edited /pay: shows no new confirmation; the earlier one still pays only what it shows", async () => {
    const { fake } = await start();
    const bobChat = privateChat(bob);
    fake.sendText(bob, bobChat, "/invoice 300 first");
    const first = invoiceIn(await fake.nextBotMessage(bobChat.id, 8_000));
    fake.sendText(bob, bobChat, "/invoice 3000 second");
    const second = invoiceIn(await fake.nextBotMessage(bobChat.id, 8_000));

    const chat = privateChat(alice);
    const command = fake.sendText(alice, chat, `/pay ${first}`);
    const confirmation = await fake.nextBotMessage(chat.id, 8_000);
    expect(callbackData(confirmation)[0]).toMatch(/^send:ok:/);
    fake.editText(alice, command.message, `/pay ${second}`);
    const answer = await fake.nextBotMessage(chat.id, 8_000);
    expect(answer.text).toMatch(/edited/i);
    expect(answer.text).toContain("/pay");
    expect(callbackData(answer)).toEqual([]);

    const payer = await merchantOf(bot as TestBot, alice);
    const before = balanceOf(bot as TestBot, payer);
    fake.pressButton(alice, confirmation, callbackData(confirmation)[0] ?? "");
    await fake.waitFor(
      () => balanceOf(bot as TestBot, payer) === before - 300,
      8_000,
      "the first invoice to be paid",
    );
    // The outcome's edit takes the confirmation's buttons away; no other message has any.
    await fake.waitFor(
      () => callbackData(fake.message(confirmation) ?? confirmation).length === 0,
      8_000,
      "the outcome's edit",
    );
    expect(
      fake.botMessages(chat.id).filter((message) => callbackData(message).length > 0),
    ).toHaveLength(0);
  });

  it("edit of an answer already given does not disturb the conversation", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    fake.sendText(alice, chat, "/invoice");
    await fake.nextBotMessage(chat.id, 8_000);
    const amount = fake.sendText(alice, chat, "100");
    expect((await fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/What is it for/);
    const edit = fake.editText(alice, amount.message, "5000");
    await fake.waitFor(() => fake.isConfirmed(edit.update_id), 8_000, "the edit delivered");
    fake.sendText(alice, chat, "tea");
    const photo = await fake.nextBotMessage(chat.id, 8_000);
    expect(photo.caption).toContain("Invoice for 100 sat");
    expect(photo.caption).toContain("tea");
  });
});
