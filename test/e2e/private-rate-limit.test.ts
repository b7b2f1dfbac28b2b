/**
 * The per-user limit in private chats (PRIVATE_ACTIONS_PER_MINUTE, 3 here):
 * beyond it a user's messages and presses are not handled (no invoice
 * made, no invoice or photo decoded), the first message over is answered
 * once, every press over it is told why on its button, other users are
 * served as before, and the user is served again once the minute is over
 * (the bot's clock is the test's). Presses on the bot's own live
 * confirmations are answers, not new work: never refused by the limit.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import { buttonData } from "../chat/group-fixture.ts";
import { gatewayAttempts } from "../reliability/support/flows.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { makeInvoice } from "../support/invoices.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const alice = createUser(79_001, "Alice");
const dave = createUser(79_004, "Dave");
const erin = createUser(79_005, "Erin");
const bob = createUser(79_002, "Bob");
const carol = createUser(79_003, "Carol");
const NOTE =
  "⏳ Slow down: at most 3 messages or button presses a minute. I am ignoring yours for a moment; try again in a minute.";

let bot: TestBot;
let now = Date.now();
beforeEach(async () => {
  now = Date.now();
  bot = await startTestBot({ env: { PRIVATE_ACTIONS_PER_MINUTE: "3" }, now: () => now });
  for (const user of [alice, bob, carol, dave, erin]) bot.fake.openPrivateChat(user);
});
afterEach(async () => {
  await bot.stop();
});

/** The Pay button's data on a confirmation. */
function confirmData(message: FakeMessage): string {
  const keyboard = message.reply_markup as
    | { inline_keyboard: Array<Array<{ callback_data?: string }>> }
    | undefined;
  const data = keyboard?.inline_keyboard[0]?.[0]?.callback_data;
  if (!data?.startsWith("send:ok:")) throw new Error("no Pay button on the message");
  return data;
}

/** Resolves once the bot has handled (and marked) every one of `updates`. */
async function handled(updates: ReadonlyArray<{ update_id: number }>): Promise<void> {
  const marks = bot.app.deps.store.keyv<number>("handled-updates", { durable: false });
  await until(
    async () =>
      (await Promise.all(updates.map((u) => marks.get(String(u.update_id))))).every(Boolean),
    `${updates.length} updates handled`,
  );
}

describe("the per-user limit in private chats", () => {
  it("refuses a flood beyond 3 a minute with one note, makes nothing of it, and serves others", async () => {
    const chat = privateChat(alice);
    for (const description of ["a", "b", "c"]) {
      bot.fake.sendText(alice, chat, `/invoice 1000 ${description}`);
      await bot.fake.nextBotMessage(chat.id, 8_000);
    }
    expect(gatewayAttempts(bot.logs, "createInvoice")).toBe(3);
    const answered = bot.fake.botMessages(chat.id).length;
    const invoice = makeInvoice({ network: "regtest", msat: 5_000_000n, description: "flood" });
    const flood = [
      ...Array.from({ length: 20 }, (_, i) =>
        bot.fake.sendText(alice, chat, `/invoice 1000 x${i}`),
      ),
      bot.fake.sendText(alice, chat, invoice),
      bot.fake.sendPhoto(alice, chat, renderQrPng(`lightning:${invoice}`)),
      bot.fake.sendText(alice, chat, "/balance"),
      ...Array.from({ length: 20 }, () => bot.fake.sendText(alice, chat, "/help")),
    ];
    // Another user meanwhile is served as usual.
    bot.fake.sendText(carol, privateChat(carol), "/balance");
    await handled(flood);
    const after = bot.fake.botMessages(chat.id).slice(answered);
    expect(after.map((m) => m.text)).toEqual([NOTE]);
    expect(gatewayAttempts(bot.logs, "createInvoice")).toBe(3);
    expect((await bot.fake.nextBotMessage(carol.id, 8_000)).text).toMatch(/Balance/);

    // A minute after the first of the three, the window has room again.
    now += 60_001;
    const before = bot.fake.botMessages(chat.id).length;
    await handled([bot.fake.sendText(alice, chat, "/balance")]);
    expect(
      bot.fake
        .botMessages(chat.id)
        .slice(before)
        .map((m) => m.text),
    ).toEqual([expect.stringMatching(/Balance/)]);
  });

  it("answers every press over the limit on the button with the note, and carries none out", async () => {
    const chat = privateChat(bob);
    bot.fake.sendText(bob, chat, "/settings");
    const menu = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(buttonData(menu, "settings:threshold")).toBe("settings:threshold");
    for (let i = 0; i < 2; i++) {
      bot.fake.sendText(bob, chat, "/help");
      await bot.fake.nextBotMessage(chat.id, 8_000);
    }
    const answered = bot.fake.botMessages(chat.id).length;
    const first = bot.fake.pressButton(bob, menu, "settings:threshold");
    const second = bot.fake.pressButton(bob, menu, "settings:threshold");
    await handled([first, second]);
    expect(bot.fake.answerFor(first)?.text).toBe(NOTE);
    expect(bot.fake.answerFor(second)?.text).toBe(NOTE);
    // No question asked, no message sent or edited.
    expect(bot.fake.botMessages(chat.id)).toHaveLength(answered);
    expect(bot.fake.calls("editMessageText")).toHaveLength(0);
  });

  it("never refuses a press on a live confirmation: Pay, again, and Cancel are answered as usual", async () => {
    // Erin makes three invoices (her own three actions); Dave pastes them (his three).
    const erinChat = privateChat(erin);
    const invoices: string[] = [];
    for (const description of ["a", "b", "c"]) {
      bot.fake.sendText(erin, erinChat, `/invoice 100 ${description}`);
      const photo = await bot.fake.nextBotMessage(erinChat.id, 8_000);
      const code = photo.entities?.find((e) => e.type === "code");
      invoices.push(
        (photo.caption ?? "").slice(code?.offset, (code?.offset ?? 0) + (code?.length ?? 0)),
      );
    }
    const chat = privateChat(dave);
    const asks = [];
    for (const invoice of invoices) {
      bot.fake.sendText(dave, chat, invoice);
      asks.push(await bot.fake.nextBotMessage(chat.id, 8_000));
    }
    const [first, second, third] = asks;
    if (!first || !second || !third) throw new Error("three confirmations expected");
    // The window is full: a new message is refused with the note.
    await handled([bot.fake.sendText(dave, chat, "/help")]);
    expect(bot.fake.botMessages(chat.id).at(-1)?.text).toBe(NOTE);

    const pay = confirmData(first);
    const presses = [1, 2, 3].map(() => bot.fake.pressButton(dave, first, pay));
    await handled(presses);
    await bot.fake.waitFor(() => bot.fake.message(first)?.text?.startsWith("✅"), 8_000, "paid");
    for (const press of presses) expect(bot.fake.answerFor(press)?.text).not.toBe(NOTE);
    expect(gatewayAttempts(bot.logs, "sendPayment")).toBe(1);

    const cancel = bot.fake.pressButton(
      dave,
      second,
      confirmData(second).replace("send:ok:", "send:no:"),
    );
    await handled([cancel]);
    expect(bot.fake.answerFor(cancel)?.text).not.toBe(NOTE);
    expect(bot.fake.message(second)?.text).toMatch(/cancelled/i);

    bot.fake.pressButton(dave, third, confirmData(third));
    await bot.fake.waitFor(() => bot.fake.message(third)?.text?.startsWith("✅"), 8_000, "paid");
    expect(gatewayAttempts(bot.logs, "sendPayment")).toBe(2);
  });
});
