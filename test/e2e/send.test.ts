/**
 * /send <amount> <@username | name@domain | lnurl> [note], end to end
 * through the Bot API fake and the sandbox gateway: a known member (group
 * and private chat), a @username never seen (a pledge), a lightning
 * address, an LNURL, bad inputs, a redelivered /send and a double press.
 */
import type { Update } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import type { SendPreview } from "../../src/webapp/api-types.ts";
import {
  alice,
  balanceOf,
  bob,
  buttonData,
  buttonUrl,
  expectMoved,
  lounge,
  loungeTexts,
  mallory,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { makeInvoice } from "../support/invoices.ts";
import { type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { api } from "../webapp/support.ts";

/** How long a restarted bot may take to handle a redelivered update (an event wait). */
const RESTART_MS = 30_000;

const HINT_DELAY_MS = 300;

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({
    env: {
      TIP_COMMAND_DELETE_DELAY_MS: "20",
      GROUP_HINT_DELETE_DELAY_MS: String(HINT_DELAY_MS),
      GROUP_COMMANDS_PER_MINUTE: "50",
    },
  });
  for (const user of [alice, bob, mallory]) bot.fake.openPrivateChat(user);
});
afterEach(async () => {
  await bot.stop();
});

/**
 * Bob uses the bot (in private: in a group, privacy mode keeps plain
 * messages from the bot), so it learns @bobby_sats.
 */
async function bobSpeaks(): Promise<void> {
  bot.fake.sendText(bob, privateChat(bob), "/balance");
  await bot.fake.nextBotMessage(bob.id, 8_000);
}

async function press(user: typeof alice, message: FakeMessage): Promise<void> {
  bot.fake.pressButton(user, message, buttonData(message, "send:ok:"));
}

/** The confirmation `ask` once it became the receipt (its text includes `text`). */
function receiptOn(ask: FakeMessage, text: string): Promise<FakeMessage> {
  return bot.fake.waitFor(
    () => {
      const shown = bot.fake.message(ask);
      return shown?.text?.includes(text) ? shown : undefined;
    },
    8_000,
    "the confirmation become the receipt",
  );
}

async function ledgerOf(userId: number) {
  return (await bot.app.deps.ledger.page(userId, 0, 10)).operations;
}

describe("/send to a member the bot knows", () => {
  it("in a group: asks the sender, pays on their press, public receipt, details in private", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    await bobSpeaks();
    bot.fake.sendText(alice, lounge, "/send 500 @bobby_sats for the slides");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toMatch(/^💸 Alice, send 500 sat to Bob \(@bobby_sats\)\?/);
    expect(ask.text).toContain("📝 for the slides");

    // Only the sender may press.
    const stranger = bot.fake.pressButton(mallory, ask, buttonData(ask, "send:ok:"));
    await bot.fake.waitFor(() => bot.fake.answerFor(stranger), 8_000, "the stranger's answer");
    expect(bot.fake.answerFor(stranger)?.text).toMatch(/Only the person who asked/);
    expect(balanceOf(bot, payer)).toBe(before[0]);

    await press(alice, ask);
    const receipt = await receiptOn(ask, "Bob received");
    expect(receipt.text).toContain("Bob received 500 sat in tips");
    expect(receipt.text).toContain("Alice (500 sat)");
    // One message: the confirmation is the receipt, and keeps the note.
    expect(receipt.text).toContain("📝 for the slides");
    expect(receipt.reply_markup).toEqual({ inline_keyboard: [] });
    expectMoved(bot, [payer, payee], before, 500);
    const toAlice = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(toAlice.text).toContain("You tipped Bob 500 sat in Lightning Lounge");
    const toBob = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(toBob.text).toContain("Alice tipped you 500 sat in Lightning Lounge");
    expect(toBob.text).toContain("for the slides");
    expect(bot.fake.botMessages(lounge.id).filter((m) => !m.deleted)).toHaveLength(1);

    expect((await ledgerOf(alice.id))[0]).toMatchObject({
      kind: "tip-sent",
      state: "sent",
      amountSat: 500,
      counterpart: "@bobby_sats",
    });
    expect((await ledgerOf(bob.id))[0]).toMatchObject({
      kind: "tip-received",
      amountSat: 500,
      counterpart: "@alice_ln",
    });
    // Nothing of Alice's account in the group.
    const spendable = balanceOf(bot, payer);
    for (const text of loungeTexts(bot)) {
      expect(text).not.toContain(spendable.toLocaleString("en-US"));
      expect(text).not.toMatch(/spendable|can spend/i);
    }
  });

  it("in a private chat: the confirmation becomes the receipt; the recipient is told and credited", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    await bobSpeaks();
    bot.fake.sendText(alice, privateChat(alice), "/send 300 @bobby_sats lunch");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toMatch(/^💸 Send 300 sat to Bob \(@bobby_sats\)\?/);
    expect(ask.text).toContain("📝 lunch");
    await press(alice, ask);
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("✅"), 8_000, "sent");
    expect(bot.fake.message(ask)?.text).toMatch(
      /^✅ Sent 300 sat to Bob \(@bobby_sats\)\n📝 lunch/,
    );
    expectMoved(bot, [payer, payee], before, 300);
    const toBob = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(toBob.text).toMatch(/^🎁 Alice sent you 300 sat\.\n📝 lunch/);
    const received = (await ledgerOf(bob.id)).filter((op) => op.kind === "tip-received");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ amountSat: 300, counterpart: "@alice_ln" });
  });

  it("in a private chat: a username the bot saw given up resolves to no one, never to its former holder", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    await bobSpeaks();
    // Bob takes another username; the bot sees him with it.
    const renamed = { ...bob, username: "bob_renamed" };
    bot.fake.sendText(renamed, privateChat(bob), "/balance");
    await bot.fake.nextBotMessage(bob.id, 8_000);

    bot.fake.sendText(alice, privateChat(alice), "/send 300 @bobby_sats");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toMatch(/^💸 Send 300 sat to @bobby_sats\?/);
    await press(alice, ask);
    await until(async () => (await bot.app.deps.offers.openOf(alice.id)).length === 1);
    expect((await bot.app.deps.offers.openOf(alice.id))[0]).toMatchObject({
      kind: "pledge",
      forUsername: "bobby_sats",
    });
    expect([balanceOf(bot, payer), balanceOf(bot, payee)]).toEqual(before);

    // His new name is his: the confirmation names him as seen, and he is paid.
    bot.fake.sendText(alice, privateChat(alice), "/send 40 @bob_renamed");
    const named = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("@bob_renamed")),
      8_000,
      "the confirmation",
    );
    expect(named.text).toMatch(/^💸 Send 40 sat to Bob \(@bob_renamed\)\?/);
    await press(alice, named);
    await until(() => balanceOf(bot, payee) === (before[1] ?? 0) + 40);
  });

  it("in a private chat, to a @username never seen: the question says it makes a pledge, and one message carries the link to pass on", async () => {
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/send 300 @never_seen_yet");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toMatch(/^💸 Send 300 sat to @never_seen_yet\?/);
    expect(ask.text).toContain(
      "🎁 @never_seen_yet has not used this bot yet, so this makes a pledge: nothing leaves your account now, I give you a claim link to pass on",
    );
    const shownBefore = bot.fake.botMessages(chat.id).length;
    await press(alice, ask);
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(chat.id).find((m) => m.text?.startsWith("💸 You pledged")),
      8_000,
      "the pledge's note",
    );
    expect(note.text).toMatch(/^💸 You pledged 300 sat to @never_seen_yet\./);
    expect(note.text).toContain(
      "@never_seen_yet cannot see this chat: pass this claim link on to them: https://t.me/",
    );
    await until(async () => (await bot.app.deps.offers.openOf(alice.id)).length === 1);
    // The question went, and the note is the one message: no card "tap to claim" here.
    const shown = bot.fake.botMessages(chat.id);
    expect(shown).toHaveLength(shownBefore);
    expect(shown.some((m) => m.text?.includes("tap to claim"))).toBe(false);
    expect(balanceOf(bot, payer)).toBe(before);
  });

  it("a member renamed back is not paid for the name they gave up, in the chat or the Mini App", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    // Bob is seen as @y_first, then @y_second, then @y_first again.
    for (const username of ["y_first", "y_second", "y_first"]) {
      bot.fake.sendText({ ...bob, username }, privateChat(bob), "/balance");
      await bot.fake.nextBotMessage(bob.id, 8_000);
    }
    const preview = await api<SendPreview>(bot, alice, "POST", "/send", {
      to: "@y_second",
      amountSat: 100,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ to: { label: "@y_second" }, pledge: true });

    bot.fake.sendText(alice, privateChat(alice), "/send 100 @y_second");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).not.toContain("Bob");
    await press(alice, ask);
    await until(async () => (await bot.app.deps.offers.openOf(alice.id)).length === 1);
    expect((await bot.app.deps.offers.openOf(alice.id))[0]).toMatchObject({
      kind: "pledge",
      forUsername: "y_second",
    });
    expect([balanceOf(bot, payer), balanceOf(bot, payee)]).toEqual(before);
  });

  it("pays the member the sender confirmed, even when the username changes hands before Send", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const impostor = await merchantOf(bot, mallory);
    const before = [balanceOf(bot, payer), balanceOf(bot, payee), balanceOf(bot, impostor)];
    await bobSpeaks();
    bot.fake.sendText(alice, privateChat(alice), "/send 300 @bobby_sats");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toMatch(/^💸 Send 300 sat to Bob \(@bobby_sats\)\?/);
    // Bob gives the name up and Mallory takes it, both seen by the bot, before Alice presses.
    bot.fake.sendText({ ...bob, username: "bob_renamed" }, privateChat(bob), "/balance");
    await bot.fake.nextBotMessage(bob.id, 8_000);
    bot.fake.sendText({ ...mallory, username: "bobby_sats" }, privateChat(mallory), "/balance");
    await bot.fake.nextBotMessage(mallory.id, 8_000);
    await press(alice, ask);
    await until(() => balanceOf(bot, payee) === (before[1] ?? 0) + 300);
    expect(balanceOf(bot, impostor)).toBe(before[2]);
  });

  it("takes a member mentioned by name (no username) as known", async () => {
    const payee = await merchantOf(bot, mallory);
    const before = balanceOf(bot, payee);
    const text = "/send 42 Mallory thanks";
    bot.fake.sendText(alice, lounge, text, {
      entities: [
        { type: "bot_command", offset: 0, length: 5 },
        { type: "text_mention", offset: 9, length: 7, user: mallory },
      ],
    });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toMatch(/^💸 Alice, send 42 sat to Mallory\?\n📝 thanks/);
    await press(alice, ask);
    expect((await receiptOn(ask, "Mallory received")).text).toContain("Mallory received 42 sat");
    expect(balanceOf(bot, payee)).toBe(before + 42);
  });

  it("checks the funds first and says why only in the sender's private chat", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    await bobSpeaks();
    const funds = balanceOf(bot, payer);
    bot.fake.sendText(alice, lounge, "/send 150k @bobby_sats");
    const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(answer.text).toBe("❌ Not sent; I told you why in our private chat. Nothing was paid.");
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your payment of 150,000 sat to Bob (@bobby_sats) was not sent");
    expect(note.text).toContain(`you can spend ${funds.toLocaleString("en-US")} sat`);
    expect(balanceOf(bot, payer)).toBe(funds);
    expect(await ledgerOf(alice.id)).toHaveLength(0);
  });
});

describe("/send to someone the bot cannot pay yet", () => {
  it("a @username never seen becomes a pledge: nothing moves, a claim link is posted", async () => {
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const totals = sandboxOf(bot).totals();
    bot.fake.sendText(alice, lounge, "/send 500 @nobody_seen welcome!");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    await press(alice, ask);
    const pledged = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(pledged.text).toContain("Alice pledged 500 sat to @nobody_seen");
    // The pledge's message replaces the question.
    await bot.fake.waitFor(() => bot.fake.message(ask)?.deleted, 8_000, "the question removed");
    expect(pledged.text).toContain("welcome!");
    expect(buttonUrl(pledged)).toMatch(/^https:\/\/t\.me\/tip_test_bot\?start=claim_[\w-]{22}$/);
    expect(balanceOf(bot, payer)).toBe(before);
    expect(sandboxOf(bot).totals().paidOutSat).toBe(totals.paidOutSat);
    const open = await bot.app.deps.offers.openOf(alice.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ kind: "pledge", shareSat: 500, forUsername: "nobody_seen" });
  });

  it("a known member with neither account nor address gets a pledge too", async () => {
    await merchantOf(bot, alice);
    bot.fake.sendText(mallory, privateChat(mallory), "hello");
    bot.fake.sendText(alice, lounge, "/send 64 Mallory", {
      entities: [
        { type: "bot_command", offset: 0, length: 5 },
        { type: "text_mention", offset: 9, length: 7, user: mallory },
      ],
    });
    await press(alice, await bot.fake.nextBotMessage(lounge.id, 8_000));
    const pledged = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(pledged.text).toContain("Alice pledged 64 sat to Mallory");
    const open = await bot.app.deps.offers.openOf(alice.id);
    expect(open[0]).toMatchObject({ forUserId: mallory.id, shareSat: 64 });
    expect(await bot.app.deps.accounts.findExisting(mallory.id)).toBeUndefined();
  });
});

describe("a pledge is confirmed as the payment it promises", () => {
  it("/send to a @username never seen asks Send / Cancel first: nothing is pledged before Send", async () => {
    await merchantOf(bot, alice);
    bot.fake.sendText(alice, lounge, "/send 500 @nobody_seen welcome!");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toMatch(/^💸 Alice, send 500 sat to @nobody_seen\?/);
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:no:"));
    await bot.fake.waitFor(
      () => bot.fake.message(ask)?.text?.includes("cancelled"),
      8_000,
      "cancelled",
    );
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);

    bot.fake.sendText(alice, privateChat(alice), "/send 70 @nobody_else");
    const privateAsk = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(privateAsk.text).toMatch(/^💸 Send 70 sat to @nobody_else\?/);
    await press(alice, privateAsk);
    await until(async () => (await bot.app.deps.offers.openOf(alice.id)).length === 1);
    const open = await bot.app.deps.offers.openOf(alice.id);
    expect(open[0]).toMatchObject({ kind: "pledge", shareSat: 70, forUsername: "nobody_else" });
  });
});

describe("/send to a lightning address or an LNURL", () => {
  it("pays a lightning address after Confirm, in a private chat", async () => {
    const sandbox = sandboxOf(bot);
    const wallet = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(wallet.merchantId, "carol");
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    bot.fake.sendText(alice, privateChat(alice), `/send 321 ${address} coffee`);
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toMatch(new RegExp(`^💸 Send 321 sat to ${escapeRegExp(address)}\\?`));
    expect(ask.text).toContain("accepts 1 sat to 100,000,000 sat");
    await press(alice, ask);
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("✅"), 8_000, "sent");
    expect(bot.fake.message(ask)?.text).toContain(`Sent 321 sat to ${address}`);
    expect(balanceOf(bot, wallet.merchantId)).toBe(321);
    expect(balanceOf(bot, payer)).toBe(before - 321);
    expect((await ledgerOf(alice.id))[0]).toMatchObject({
      kind: "payment",
      state: "sent",
      amountSat: 321,
      counterpart: address,
      description: "coffee",
    });
  });

  it("pays an LNURL in a group: the outcome names sender, amount and recipient", async () => {
    const sandbox = sandboxOf(bot);
    const wallet = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(wallet.merchantId, "erin");
    const lnurl = encodeLnurl(`${sandbox.url}/.well-known/lnurlp/erin`);
    await merchantOf(bot, alice);
    bot.fake.sendText(alice, lounge, `/send 700 ${lnurl}`);
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toMatch(new RegExp(`^💸 Alice, send 700 sat to ${escapeRegExp(address)}\\?`));
    await press(alice, ask);
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("✅"), 8_000, "sent");
    expect(bot.fake.message(ask)?.text).toMatch(
      new RegExp(`^✅ Alice sent 700 sat to ${escapeRegExp(address)}`),
    );
    expect(balanceOf(bot, wallet.merchantId)).toBe(700);
  });

  it("refuses an amount outside the pay code's range before asking", async () => {
    const sandbox = sandboxOf(bot);
    const wallet = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(wallet.merchantId, "dave");
    await merchantOf(bot, alice);
    bot.fake.sendText(alice, privateChat(alice), `/send 200000000 ${address}`);
    const refusal = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(refusal.text).toMatch(/above the limit|accepts 1 sat to 100,000,000 sat/);
    expect(refusal.reply_markup).toBeUndefined();
  });
});

describe("/send refuses what it cannot do, saying what to do instead", () => {
  it("no amount, a bad amount, an unknown target, self, a bot, an invoice, an anonymous admin", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    await bobSpeaks();
    const before = balanceOf(bot, payer);
    const cases: Array<[string, RegExp]> = [
      ["/send", /Write the amount, then whom: \/send 100 @username/],
      ["/send @bobby_sats 100", /Write the amount, then whom/],
      ["/send 100", /Write the amount, then whom/],
      ["/send 0 @bobby_sats", /more than zero/],
      ["/send 1,5 @bobby_sats", /two ways/],
      ["/send 2m @bobby_sats", /not a unit I know/],
      ["/send 100 bobby", /I cannot send to bobby: after the amount, write an @username/],
      ["/send 100 @alice_ln", /You cannot send to yourself/],
      ["/send 100 @tip_test_bot", /Bots cannot receive payments/],
      ["/send 2000001 @bobby_sats", /above the limit of 1,000,000 sat per payment/],
      [
        `/send 100 ${makeInvoice({ network: "regtest", msat: 100_000n, description: "x" })}`,
        /invoice.*\/pay/,
      ],
    ];
    for (const [text, expected] of cases) {
      bot.fake.sendText(alice, lounge, text);
      const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
      expect(answer.text, text).toMatch(expected);
      expect(answer.reply_markup, text).toBeUndefined();
    }
    const anonymous = {
      message_id: 900_001,
      date: Math.floor(Date.now() / 1000),
      chat: lounge,
      from: { id: 1087968824, is_bot: true, first_name: "Group", username: "GroupAnonymousBot" },
      sender_chat: lounge,
      text: "/send 100 @bobby_sats",
      entities: [{ type: "bot_command", offset: 0, length: 5 }],
    } as NonNullable<Update["message"]>;
    bot.fake.injectUpdate({ message: anonymous });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toMatch(/post as yourself/);

    expect(balanceOf(bot, payer)).toBe(before);
    expect(await ledgerOf(alice.id)).toHaveLength(0);
    // In a group the hints go away after a moment.
    await bot.fake.waitFor(
      () => bot.fake.botMessages(lounge.id).length === 0,
      8_000,
      "the hints removed",
    );
  });
});

describe("/send pays once", () => {
  it("a redelivered /send shows no second confirmation, and its press pays once", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    await bobSpeaks();
    const before = balanceOf(bot, payer);
    const update = bot.fake.sendText(alice, lounge, "/send 250 @bobby_sats");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    await until(
      async () =>
        (await bot.app.deps.store.keyv("handled-updates").get(String(update.update_id))) !==
        undefined,
      "the update handled",
    );

    await bot.restart();
    // As if the process had died mid-handling: the update was never marked handled.
    const handled = bot.app.deps.store.keyv("handled-updates");
    await handled.delete(String(update.update_id));
    bot.fake.injectUpdate(update);
    // A restarted bot on a busy machine (the whole suite at once) takes its time: wait for
    // the event, long enough for a cold start.
    // Polled: the resumption makes no Bot API call, which is all the fake's waitFor looks again at.
    await until(
      () => bot.logs.some((line) => line.includes("resuming a send after redelivery")),
      "the redelivery to be resumed",
      RESTART_MS,
    );
    await until(
      async () => (await handled.get(String(update.update_id))) !== undefined,
      "the redelivery handled",
      RESTART_MS,
    );
    const asks = bot.fake
      .botMessages(lounge.id)
      .filter((m) => m.text?.startsWith("💸 Alice, send"));
    expect(asks).toHaveLength(1);

    await press(alice, ask);
    expect((await receiptOn(ask, "Bob received")).text).toContain("Bob received 250 sat");
    expect(balanceOf(bot, payer)).toBe(before - 250);
    expect((await ledgerOf(alice.id)).filter((op) => op.kind === "tip-sent")).toHaveLength(1);
  }, 60_000);

  it("a redelivered /send that made a pledge makes no second one", async () => {
    await merchantOf(bot, alice);
    const update = bot.fake.sendText(alice, lounge, "/send 90 @nobody_seen");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    const sendPress = bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    const handled = bot.app.deps.store.keyv("handled-updates");
    // The press too, its handled mark lost: the pledge stands once.
    await until(
      async () => (await handled.get(String(sendPress.update_id))) !== undefined,
      "the press handled",
    );
    await handled.delete(String(sendPress.update_id));
    bot.fake.injectUpdate(sendPress);
    await until(
      async () => (await handled.get(String(update.update_id))) !== undefined,
      "the update handled",
    );
    await handled.delete(String(update.update_id));
    bot.fake.injectUpdate(update);
    await until(
      async () => (await handled.get(String(update.update_id))) !== undefined,
      "the redelivery handled",
    );
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect(bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("pledged"))).toHaveLength(
      1,
    );
  });

  it("two quick presses on Send pay once", async () => {
    const payer = await merchantOf(bot, alice);
    const payee = await merchantOf(bot, bob);
    await bobSpeaks();
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    bot.fake.sendText(alice, lounge, "/send 2k @bobby_sats");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    const data = buttonData(ask, "send:ok:");
    const presses = [1, 2].map(() => bot.fake.pressButton(alice, ask, data, { unchecked: true }));
    await bot.fake.waitFor(
      () => presses.every((p) => bot.fake.answerFor(p)),
      8_000,
      "both presses answered",
    );
    expect((await receiptOn(ask, "Bob received")).text).toContain("Bob received 2,000 sat");
    expectMoved(bot, [payer, payee], before, 2000);
    const received = (await ledgerOf(bob.id)).filter((op) => op.kind === "tip-received");
    expect(received).toHaveLength(1);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
