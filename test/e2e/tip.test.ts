import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  alice,
  balanceOf,
  bob,
  botUser,
  buttonData,
  buttonUrl,
  carol,
  expectMoved,
  lounge,
  loungeTexts,
  mallory,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

let bot: TestBot;
beforeEach(async () => {
  // The rate limit has its own test (tip-group.test.ts): here it stays out of the way.
  bot = await startTestBot({
    env: { TIP_COMMAND_DELETE_DELAY_MS: "20", GROUP_COMMANDS_PER_MINUTE: "50" },
  });
  for (const user of [alice, bob, carol, mallory]) bot.fake.openPrivateChat(user);
});
afterEach(async () => {
  await bot.stop();
});

/** No group message shows a figure of `merchantId`'s account or a gateway reason about it. */
function expectNoFiguresInLounge(spendableSat: number): void {
  const figures = [String(spendableSat), spendableSat.toLocaleString("en-US")];
  for (const text of loungeTexts(bot)) {
    for (const figure of figures) expect(text).not.toContain(figure);
    expect(text).not.toMatch(/spendable|Insufficient|can spend|left today/i);
  }
}

/** `user` writes something in the lounge; returns the message to reply to. */
function say(user: typeof bob, text = "gm, here is a great idea") {
  return bot.fake.sendText(user, lounge, text).message;
}

describe("/tip by reply", () => {
  it("moves exactly the amount to the recipient's account, posts a receipt and notes both", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    const idea = say(bob);
    bot.fake.sendText(alice, lounge, "/tip 500 great idea", { replyTo: idea });

    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 500 sat in tips");
    expect(receipt.text).toContain("Alice (500 sat)");
    expect(receipt.text).toContain("test money");
    expect(receipt.reply_to_message_id).toBe(idea.message_id);
    expectMoved(bot, [payer, payee], before, 500);

    const toAlice = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(toAlice.text).toContain("You tipped Bob 500 sat in Lightning Lounge");
    const toBob = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(toBob.text).toContain("Alice tipped you 500 sat in Lightning Lounge");
    expect(toBob.text).toContain("great idea");
    const link = toBob.entities?.find((e) => e.type === "text_link");
    expect(link?.url).toBe(`https://t.me/c/1234567890/${idea.message_id}`);

    const sent = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(sent).toMatchObject({ kind: "tip-sent", state: "sent", amountSat: 500 });
    const received = (await bot.app.deps.ledger.page(bob.id, 0, 5)).operations[0];
    expect(received).toMatchObject({
      kind: "tip-received",
      state: "paid",
      amountSat: 500,
      counterpart: "@alice_ln",
      description: "great idea",
    });
  });

  it("pays through the lightning address the recipient set in /settings", async () => {
    const sandbox = sandboxOf(bot);
    const wallet = await sandbox.createMerchant();
    const address = await sandbox.setLightningAddress(wallet.merchantId, "bob");
    expect(address).toMatch(/^bob@127\.0\.0\.1:\d+$/);

    const bobChat = privateChat(bob);
    bot.fake.sendText(bob, bobChat, "/settings");
    const menu = await bot.fake.nextBotMessage(bob.id, 8_000);
    bot.fake.pressButton(bob, menu, "settings:address");
    expect((await bot.fake.nextBotMessage(bob.id)).text).toContain("Send the lightning address");
    bot.fake.sendText(bob, bobChat, address);
    expect((await bot.fake.nextBotMessage(bob.id)).text).toContain(address);

    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    bot.fake.sendText(alice, lounge, "/tip 700", { replyTo: say(bob) });
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 700 sat");
    expect(balanceOf(bot, payer)).toBe(before - 700);
    expect(balanceOf(bot, wallet.merchantId)).toBe(700);
    // Bob never got an account with the bot: the money went to his address.
    expect(await bot.app.deps.accounts.findExisting(bob.id)).toBeUndefined();
    const sent = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(sent?.counterpart).toBe(`@bobby_sats (${address})`);
    const received = (await bot.app.deps.ledger.page(bob.id, 0, 5)).operations[0];
    expect(received).toMatchObject({ kind: "tip-received", amountSat: 700 });
  });

  it("pledges to a recipient with neither account nor address (a claim link) and pays nothing yet", async () => {
    const payer = await merchantOf(bot, alice);
    const totals = sandboxOf(bot).totals();
    const before = balanceOf(bot, payer);
    const message = say(carol);
    bot.fake.sendText(alice, lounge, "/tip 300", { replyTo: message });
    const pledged = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(pledged.text).toContain("Alice pledged 300 sat to Carol — Carol, tap to claim");
    expect(buttonUrl(pledged)).toMatch(/^https:\/\/t\.me\/tip_test_bot\?start=claim_/);
    expect(balanceOf(bot, payer)).toBe(before);
    expect(sandboxOf(bot).totals().paidOutSat).toBe(totals.paidOutSat);
    expect(await bot.app.deps.accounts.findExisting(carol.id)).toBeUndefined();

    // Carol follows the link: on the sandbox her account is made, and the next tip arrives.
    bot.fake.sendText(carol, privateChat(carol), "/start tip");
    expect((await bot.fake.nextBotMessage(carol.id, 8_000)).text).toContain(
      "Your test account is ready",
    );
    bot.fake.sendText(alice, lounge, "/tip 300", { replyTo: message });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "Carol received 300 sat",
    );
    expect(balanceOf(bot, payer)).toBe(before - 300);
  });

  it("refuses tips without a reply, to yourself, to a bot, with a bad amount or over the limit", async () => {
    await merchantOf(bot, bob);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const own = say(alice);
    const cases: Array<[string, typeof own | undefined, RegExp]> = [
      // The next step either way: reply, or pay without one.
      [
        "/tip 100",
        undefined,
        /Reply to the message of the person.*Without a reply: \/send 100 @username\./s,
      ],
      ["/tip 100", own, /cannot tip yourself/],
      ["/tip", say(bob), /Reply to someone's message with \/tip 100/],
      ["/t 0", say(bob), /more than zero/],
      ["/tip 1,5", say(bob), /two ways/],
      ["/tip 2000001", say(bob), /above the limit of 1,000,000 sat per payment/],
    ];
    for (const [text, replyTo, expected] of cases) {
      bot.fake.sendText(alice, lounge, text, replyTo ? { replyTo } : {});
      const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
      expect(answer.text, text).toMatch(expected);
    }
    const botMessage = bot.fake.botMessages(lounge.id)[0];
    if (!botMessage) throw new Error("no bot message in the group");
    bot.fake.sendText(alice, lounge, "/tip 100", { replyTo: botMessage });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toMatch(/Bots cannot/);
    bot.fake.sendText(alice, privateChat(alice), "/tip 100");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toMatch(/works in groups/);
    expect(balanceOf(bot, payer)).toBe(before);
    expect((await bot.app.deps.ledger.page(alice.id, 0, 5)).total).toBe(0);
  });

  it("asks above the threshold: a stranger's press is refused, two quick presses pay once", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    bot.fake.sendText(alice, lounge, "/tip 2k for the slides", { replyTo: say(bob) });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toContain("Tip 2,000 sat to Bob?");
    expect(ask.text).toContain("for the slides");
    const data = buttonData(ask, "send:ok:");

    const stranger = bot.fake.pressButton(mallory, ask, data);
    await bot.fake.waitFor(() => bot.fake.answerFor(stranger), 8_000, "the stranger's answer");
    expect(bot.fake.answerFor(stranger)?.text).toMatch(/Only the person who asked/);
    expect(balanceOf(bot, payer)).toBe(before[0]);

    const presses = [1, 2].map(() => bot.fake.pressButton(alice, ask, data, { unchecked: true }));
    await bot.fake.waitFor(
      () => presses.every((press) => bot.fake.answerFor(press)),
      8_000,
      "both presses answered",
    );
    // One message: the confirmation becomes the receipt, the note kept on it, no buttons.
    const receipt = await bot.fake.waitFor(
      () =>
        bot.fake.message(ask)?.text?.includes("Bob received") ? bot.fake.message(ask) : undefined,
      8_000,
      "the confirmation become the receipt",
    );
    expect(receipt.text).toContain("Bob received 2,000 sat");
    expect(receipt.text).toContain("for the slides");
    expect(receipt.reply_markup).toEqual({ inline_keyboard: [] });
    expect(receipt.deleted).toBe(false);
    expect(
      bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("received")),
    ).toHaveLength(1);
    // It did not flash an outcome first: one edit, from the question to the receipt.
    expect(receipt.edits.filter((edit) => edit.replacedBy === "editMessageText")).toHaveLength(1);
    expectMoved(bot, [payer, payee], before, 2000);
    const received = await bot.app.deps.ledger.page(bob.id, 0, 5);
    expect(received.operations.filter((op) => op.kind === "tip-received")).toHaveLength(1);
  });

  it("a confirmed tip whose announcement failed after the send is finished, once, when the press comes again", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    bot.fake.sendText(alice, lounge, "/tip 2k thanks", { replyTo: say(bob) });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    // Telegram fails right after the send: the receipt and a note cannot be shown.
    bot.fake.failNext("editMessageText", { status: 400, description: "Bad Request: boom" });
    bot.fake.failNext("sendMessage", { status: 400, description: "Bad Request: boom" });
    const press = bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    // Polled: the log is not the fake's, so the fake's waitFor would look only at its next call.
    await until(
      () => bot.logs.some((line) => line.includes("could not announce a tip")),
      "the announcement to fail",
      8_000,
    );
    expectMoved(bot, [payer, payee], before, 2000);
    const received = async () =>
      (await bot.app.deps.ledger.page(bob.id, 0, 5)).operations.filter(
        (op) => op.kind === "tip-received",
      );
    // Bob's history is the engine's: written with the send, before the feature speaks.
    expect(await received()).toHaveLength(1);

    // As after a crash: the press was never marked handled, and Telegram delivers it again.
    const handled = bot.app.deps.store.keyv("handled-updates");
    await until(async () => (await handled.get(String(press.update_id))) !== undefined);
    await handled.delete(String(press.update_id));
    bot.fake.injectUpdate(press);
    const receipt = await bot.fake.waitFor(
      () => bot.fake.botMessages(lounge.id).find((m) => m.text?.includes("Bob received")),
      8_000,
      "the receipt",
    );
    expect(receipt.text).toContain("Bob received 2,000 sat in tips");
    const notes = (user: typeof alice, text: string) =>
      bot.fake.botMessages(user.id).filter((m) => m.text?.includes(text));
    await bot.fake.waitFor(
      () =>
        notes(alice, "You tipped Bob").length === 1 && notes(bob, "Alice tipped you").length === 1,
      8_000,
      "both notes",
    );
    expect(await received()).toHaveLength(1);
    // Sent once, whatever the presses.
    expectMoved(bot, [payer, payee], before, 2000);

    // Once more: nothing new (the hooks are idempotent).
    await until(async () => (await handled.get(String(press.update_id))) !== undefined);
    await handled.delete(String(press.update_id));
    bot.fake.injectUpdate(press);
    await until(async () => (await handled.get(String(press.update_id))) !== undefined);
    expect(
      bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("Bob received")),
    ).toHaveLength(1);
    expect(await received()).toHaveLength(1);
    expect(bot.fake.botMessages(bob.id)).toHaveLength(1);
  });

  it("a receipt and notes that could not be sent before a restart are sent after it, once", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    // Telegram refuses the receipt and both notes; then the process stops.
    bot.fake.failNext("sendMessage", { status: 400, description: "Bad Request: boom" }, 3);
    const idea = say(bob);
    bot.fake.sendText(alice, lounge, "/tip 300 kept for later", { replyTo: idea });
    // Polled: the log is not the fake's, so the fake's waitFor would look only at its next call.
    await until(
      () => bot.logs.some((line) => line.includes("could not announce a tip")),
      "the announcement to fail",
      8_000,
    );
    expectMoved(bot, [payer, payee], before, 300);
    // What is left to do is in the store, not only in this process's memory.
    const tipSent = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations.find(
      (op) => op.kind === "tip-sent",
    );
    expect(tipSent).toBeDefined();
    const pending = () => bot.app.deps.store.keyv("tip-announcements").get(tipSent?.id ?? "");
    expect(await pending()).toBeDefined();
    expect(bot.fake.botMessages(lounge.id)).toHaveLength(0);

    await bot.restart();
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 300 sat in tips");
    expect(receipt.reply_to_message_id).toBe(idea.message_id);
    const notes = (user: typeof alice, text: string) =>
      bot.fake.botMessages(user.id).filter((m) => m.text?.includes(text));
    await bot.fake.waitFor(
      () =>
        notes(alice, "You tipped Bob").length === 1 && notes(bob, "Alice tipped you").length === 1,
      8_000,
      "both notes",
    );
    expect(notes(bob, "Alice tipped you")[0]?.text).toContain("kept for later");
    await until(async () => (await pending()) === undefined, "the announcement done");
    // Finished by the sweep at start-up (which logs once its round is over), each once.
    await until(
      () => bot.logs.some((line) => line.includes("tip announcements")),
      "the sweep's line",
      8_000,
    );
    expect(bot.fake.botMessages(lounge.id)).toHaveLength(1);
    expect(notes(alice, "You tipped Bob")).toHaveLength(1);
    expectMoved(bot, [payer, payee], before, 300);
  });

  it("Cancel on a tip's confirmation says the tip was cancelled, and nothing moves", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const before = balanceOf(bot, payer);
    bot.fake.sendText(alice, lounge, "/tip 2k thanks", { replyTo: say(bob) });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:no:"));
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("🚫"), 8_000, "cancel");
    const outcome = bot.fake.message(ask)?.text ?? "";
    expect(outcome).toMatch(/^🚫 Tip of 2,000 sat to Bob cancelled\./);
    expect(outcome).toContain("Nothing was sent.");
    expect(outcome).not.toContain("Tip 2,000 sat to Bob?");
    expect(balanceOf(bot, payer)).toBe(before);
  });

  it("checks funds before showing a Tip button, and says why only in the tipper's private chat", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const funds = balanceOf(bot, payer);
    bot.fake.sendText(alice, lounge, "/tip 150k big thanks", { replyTo: say(bob) });
    const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(answer.text).toContain("The tip was not sent");
    expect(answer.reply_markup).toBeUndefined();
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your tip of 150,000 sat to Bob in Lightning Lounge was not sent");
    expect(note.text).toContain(`you can spend ${funds.toLocaleString("en-US")} sat`);
    expect(balanceOf(bot, payer)).toBe(funds);
    expect((await bot.app.deps.ledger.page(alice.id, 0, 5)).total).toBe(0);
    expectNoFiguresInLounge(funds);
  });

  it("a confirmed tip the gateway refuses: the group sees it was not sent, the reason goes private", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    bot.fake.sendText(alice, lounge, "/tip 2k", { replyTo: say(bob) });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    const funds = balanceOf(bot, payer);
    await sandboxOf(bot).setFrozen(payer, funds - 1_500);
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("❌"), 8_000, "refusal");
    const outcome = bot.fake.message(ask)?.text ?? "";
    expect(outcome).toMatch(/^❌ Tip of 2,000 sat to Bob not sent\./);
    expect(outcome).toContain("I told you why in our private chat");
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toMatch(/^❌ Tip of 2,000 sat to Bob not sent: .*1500 sat spendable/s);
    expect(balanceOf(bot, payer)).toBe(funds);
    expectNoFiguresInLounge(1_500);
  });

  it("a direct tip that fails while the tipper blocked the bot keeps the reason out of the group", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const funds = balanceOf(bot, payer);
    await sandboxOf(bot).setFrozen(payer, funds - 50);
    bot.fake.blockBot(alice);
    bot.fake.sendText(alice, lounge, "/tip 100", { replyTo: say(bob) });
    const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(answer.text).toContain("The tip was not sent");
    expect(answer.text).toContain("/history");
    expectNoFiguresInLounge(50);
    const failed = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(failed).toMatchObject({ kind: "tip-sent", state: "failed", amountSat: 100 });
    expect(failed?.reason).toMatch(/50 sat spendable/);
  });

  it("what is left of the tipper's daily limit is said in private, not in the group", async () => {
    await bot.stop();
    bot = await startTestBot({
      env: {
        TIP_COMMAND_DELETE_DELAY_MS: "20",
        GROUP_COMMANDS_PER_MINUTE: "50",
        DAILY_LIMIT_SAT: "3500",
      },
    });
    for (const user of [alice, bob]) bot.fake.openPrivateChat(user);
    await merchantOf(bot, bob);
    bot.fake.sendText(alice, lounge, "/tip 2k", { replyTo: say(bob) });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    for (let i = 0; i < 2; i++) {
      bot.fake.sendText(alice, lounge, "/tip 1000", { replyTo: say(bob) });
      expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("Bob received");
      expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("You tipped Bob");
    }
    // Pressed when the day's tips leave 1,500 sat of the limit: refused at the press.
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    await bot.fake.waitFor(
      () => bot.fake.message(ask)?.text?.includes("daily limit"),
      8_000,
      "the refusal at the press",
    );
    expect(bot.fake.message(ask)?.text).toContain("I told you more in our private chat");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "daily limit of 3,500 sat (left today: 1,500 sat)",
    );
    // Refused before sending: the same, for a tip without confirmation.
    bot.fake.sendText(alice, lounge, "/tip 1600", { replyTo: say(bob) });
    const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(answer.text).toContain("The tip was not sent; I told you why in our private chat");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "left today: 1,500 sat",
    );
    expectNoFiguresInLounge(1_500);
  });

  it("keeps one receipt per tipped message, edited as a second tipper joins", async () => {
    await merchantOf(bot, bob);
    const idea = say(bob);
    bot.fake.sendText(alice, lounge, "/tip 100", { replyTo: idea });
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 100 sat");
    bot.fake.sendText(carol, lounge, "/tip 250 same here", { replyTo: idea });
    await bot.fake.waitFor(
      () => bot.fake.message(receipt)?.text?.includes("350 sat"),
      8_000,
      "the receipt to show 350 sat",
    );
    expect(bot.fake.message(receipt)?.text).toContain("Alice (100 sat) and Carol (250 sat)");
    bot.fake.sendText(alice, lounge, "/tip 50", { replyTo: idea });
    await bot.fake.waitFor(
      () => bot.fake.message(receipt)?.text?.includes("400 sat"),
      8_000,
      "the receipt to show 400 sat",
    );
    expect(bot.fake.message(receipt)?.text).toContain("Alice (150 sat) and Carol (250 sat)");
    const receipts = bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("received"));
    expect(receipts).toHaveLength(1);
  });

  it("a redelivered /tip pays once, also when the process died before marking it handled", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const before = balanceOf(bot, payer);
    const update = bot.fake.sendText(alice, lounge, "/tip 300", { replyTo: say(bob) });
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(balanceOf(bot, payer)).toBe(before - 300);
    await bot.fake.nextBotMessage(alice.id, 8_000);

    await bot.restart();
    bot.fake.injectUpdate(update);
    // Polled: the log is not the fake's, so the fake's waitFor would look only at its next call.
    await until(
      () => bot.logs.some((line) => line.includes("update already handled")),
      "the redelivery to be dropped",
      8_000,
    );
    // As if the process had died mid-handling: the update was never marked handled.
    const handled = bot.app.deps.store.keyv("handled-updates");
    await handled.delete(String(update.update_id));
    bot.fake.injectUpdate(update);
    await until(async () => (await handled.get(String(update.update_id))) !== undefined);
    expect(balanceOf(bot, payer)).toBe(before - 300);
    expect(bot.fake.message(receipt)?.text).toContain("Bob received 300 sat");
    expect(
      bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("received")),
    ).toHaveLength(1);
    expect(bot.fake.botMessages(alice.id)).toHaveLength(1);
    expect(bot.logs.some((line) => line.includes("resuming a tip after redelivery"))).toBe(true);
  });

  it("removes the /tip command after a moment where the bot may delete messages, not elsewhere", async () => {
    await merchantOf(bot, bob);
    const plain = bot.fake.sendText(alice, lounge, "/tip 10", { replyTo: say(bob) }).message;
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    await bot.fake.waitFor(() => bot.fake.calls("getChatMember").length > 0, 8_000, "the check");
    expect(bot.fake.message(plain)?.deleted).toBe(false);

    bot.fake.setChatMember(lounge, botUser(bot), "administrator");
    const removed = bot.fake.sendText(alice, lounge, "/tip 20", { replyTo: say(bob) }).message;
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    await bot.fake.waitFor(() => bot.fake.message(removed)?.deleted, 8_000, "the /tip removed");
    expect(bot.fake.message(plain)?.deleted).toBe(false);
  });

  it("still tips when the recipient blocked the bot (Telegram answers 403)", async () => {
    const payee = await merchantOf(bot, bob);
    const before = balanceOf(bot, payee);
    bot.fake.blockBot(bob);
    bot.fake.sendText(alice, lounge, "/tip 42", { replyTo: say(bob) });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("Bob received 42 sat");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("You tipped Bob");
    expect(balanceOf(bot, payee)).toBe(before + 42);
  });

  it("tells the tipper privately why a tip failed, and an unknown outcome is not retried", async () => {
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const sandbox = sandboxOf(bot);
    const funds = balanceOf(bot, payer);
    await sandbox.setFrozen(payer, funds);
    bot.fake.sendText(alice, lounge, "/tip 100", { replyTo: say(bob) });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "The tip was not sent",
    );
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your tip of 100 sat to Bob in Lightning Lounge was not sent");
    expect(note.text).toContain("Nothing left your account");
    expect(balanceOf(bot, payer)).toBe(funds);
    await sandbox.setFrozen(payer, 0);

    sandbox.faults.add({ route: "sendPayment", dropAfterApply: true, times: 1 });
    bot.fake.sendText(alice, lounge, "/tip 200", { replyTo: say(bob) });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("outcome is unknown");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "not retried automatically",
    );
    const ops = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations;
    expect(ops[0]).toMatchObject({ kind: "tip-sent", state: "unknown", amountSat: 200 });
    expect(ops[1]).toMatchObject({ kind: "tip-sent", state: "failed", amountSat: 100 });
    expect(sandbox.faults.list()).toHaveLength(0);
  });
});
