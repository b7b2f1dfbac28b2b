/**
 * Inline mode end to end: `@bot …` typed in a chat the bot is not in,
 * through the Bot API fake (inline queries, chosen results, inline
 * messages) and the embedded sandbox.
 */

import type { User } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSandbox } from "../../src/sandbox/server.ts";
import { alice, balanceOf, bob, buttonData, carol, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  groupChat,
  privateChat,
  TelegramFake,
  type TelegramFakeOptions,
} from "../support/telegram-fake.ts";

/** A group the bot is not in: inline messages need no member bot. */
const cafe = groupChat(-5001, "Cafe");

let bot: TestBot;

async function startInlineBot(
  options: TelegramFakeOptions = {},
  now?: () => number,
): Promise<TestBot> {
  const fake = new TelegramFake({
    botInfo: { supports_inline_queries: true },
    inlineFeedback: true,
    ...options,
  });
  await fake.start();
  const started = await startTestBot({ fake, ...(now ? { now } : {}) });
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
      expect(answer.results.map((r) => r.id)).toEqual([
        "help:invoice",
        "help:send",
        "help:giveaway",
      ]);
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
    // The headline and its note are one paragraph, as on /invoice's card.
    expect(shown?.text).toMatch(/Invoice for 1,000 sat\n📝 coffee\n⏳ Expires in \d+ min/);
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

describe("the private welcome with inline mode on", () => {
  it("says what to type in any chat", async () => {
    bot = await startInlineBot();
    bot.fake.sendText(alice, privateChat(alice), "/start");
    const welcome = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(welcome.text).toContain(
      "In any chat, type @tip_test_bot 1000 coffee to post an invoice, or @tip_test_bot send 500",
    );
  });
});

describe("inline choices", () => {
  it("make one invoice per inline message, though the choice is delivered again", async () => {
    bot = await startInlineBot();
    await openBot(alice);
    const answer = await bot.fake.inlineQuery(alice, "2100 soup");
    const card = bot.fake.chooseInlineResult(alice, answer, "inv:2100", cafe);
    const id = card.inline_message_id ?? "";
    await bot.fake.waitFor(() => codeIn(bot.fake.inlineMessage(id)), 8_000, "the card");
    const { total } = await bot.app.deps.ledger.page(alice.id, 0, 10);
    // Telegram (or a replica after a crash) delivers the same choice as a new update.
    const again = bot.fake.injectUpdate({
      chosen_inline_result: {
        result_id: "inv:2100",
        from: alice,
        query: "2100 soup",
        inline_message_id: id,
      },
    });
    await bot.fake.waitFor(() => bot.fake.isConfirmed(again.update_id), 8_000, "the redelivery");
    // Handled: the bot says it had made this one already.
    await vi.waitFor(
      () =>
        expect(bot.logs.some((line) => line.includes("inline invoice already made"))).toBe(true),
      { timeout: 8_000 },
    );
    expect((await bot.app.deps.ledger.page(alice.id, 0, 10)).total).toBe(total);
    expect(bot.fake.inlineMessage(id)?.edits).toHaveLength(1);
  });

  it("stay a placeholder without inline feedback, whose button says what to do", async () => {
    bot = await startInlineBot({ inlineFeedback: false });
    await openBot(alice);
    await openBot(bob);
    const answer = await bot.fake.inlineQuery(alice, "1000 coffee");
    const card = bot.fake.chooseInlineResult(alice, answer, "inv:1000", cafe);
    const pressed = bot.fake.pressButton(bob, card, "inl:wait");
    await bot.fake.waitFor(() => bot.fake.answerFor(pressed), 8_000, "the answer");
    expect(bot.fake.answerFor(pressed)?.text).toBe(
      "This invoice is not ready yet. If this message has not changed within a minute, it was not created: ask the sender for a new one.",
    );
    expect((await bot.app.deps.ledger.page(alice.id, 0, 10)).total).toBe(0);
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

/** Alice offers `query` (e.g. "send 500 thanks") in the cafe; resolves with the open card. */
async function offerSend(query: string): Promise<FakeMessage> {
  const answer = await bot.fake.inlineQuery(alice, query);
  const [result] = answer.results;
  expect(result?.id).toMatch(/^send:/);
  const posted = bot.fake.chooseInlineResult(alice, answer, result?.id ?? "", cafe);
  const id = posted.inline_message_id ?? "";
  return bot.fake.waitFor(
    () => {
      const card = bot.fake.inlineMessage(id);
      return keyboardOf(card).some((b) => b.callback_data?.startsWith("inl:claim:")) && card;
    },
    8_000,
    "the send card with its Claim button",
  );
}

/** `user` presses `prefix`'s button on the card; resolves with the answer to the press. */
async function press(user: User, card: FakeMessage, prefix: string) {
  const update = bot.fake.pressButton(user, card, buttonData(card, prefix));
  return bot.fake.waitFor(
    () => bot.fake.answerFor(update),
    15_000,
    `the answer to ${user.first_name}`,
  );
}

describe("inline send", () => {
  let clock = Date.now();
  beforeEach(async () => {
    clock = Date.now();
    bot = await startInlineBot({}, () => clock);
    await openBot(alice);
  });

  it("says exactly what choosing it does, and needs an amount", async () => {
    const answer = await bot.fake.inlineQuery(alice, "send 500 thanks");
    expect(answer.results[0]).toMatchObject({
      id: "send:500",
      title: "Send 500 sat: first to claim",
    });
    expect((answer.results[0] as { description?: string }).description).toBe(
      "Sends 500 sat from your account to the first who claims it, at that moment (your limits apply). Open for a day.",
    );
    const bare = await bot.fake.inlineQuery(alice, "send");
    expect(bare.results[0]).toMatchObject({
      id: "refused",
      description: "Type an amount after send, e.g. send 500 thanks.",
    });
  });

  it("is paid once to the first of 20 members pressing Claim at the same moment", async () => {
    const members = Array.from({ length: 20 }, (_, i) => createUser(6001 + i, `Member${i + 1}`));
    for (const member of members) await bot.app.deps.accounts.find(member.id);
    const aliceMerchant = await merchantOf(bot, alice);
    const aliceBefore = balanceOf(bot, aliceMerchant);
    const before = await Promise.all(
      members.map(async (member) => balanceOf(bot, await merchantOf(bot, member))),
    );
    const card = await offerSend("send 500 thanks");
    expect(card.text).toContain("Alice sends 500 sat");
    expect(card.text).toContain("thanks");

    const answers = await Promise.all(members.map((member) => press(member, card, "inl:claim:")));
    const paid = answers.filter((a) => a.text?.startsWith("💰 You received 500 sat from Alice"));
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.text === "Someone else claimed it first.")).toHaveLength(19);
    const after = await Promise.all(
      members.map(async (member) => balanceOf(bot, await merchantOf(bot, member))),
    );
    const gains = after.map((value, i) => value - (before[i] ?? 0));
    expect(gains.filter((gain) => gain !== 0)).toEqual([500]);
    expect(balanceOf(bot, aliceMerchant)).toBe(aliceBefore - 500);
    const winner = members[gains.indexOf(500)];
    await bot.fake.waitFor(
      () => bot.fake.inlineMessage(card.inline_message_id ?? "")?.text?.includes("claimed 500 sat"),
      8_000,
      "the card to say claimed",
    );
    const claimed = bot.fake.inlineMessage(card.inline_message_id ?? "");
    expect(claimed?.text).toContain(`${winner?.first_name} claimed 500 sat from Alice`);
    expect(keyboardOf(claimed)).toEqual([]);
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("claimed your 500 sat")),
      8_000,
      "Alice's note",
    );
    expect(note.text).toContain(winner?.first_name ?? "?");
  });

  it("tells a press that comes after the claim that someone else claimed it first", async () => {
    for (const member of [bob, carol]) await bot.app.deps.accounts.find(member.id);
    const card = await offerSend("send 200");
    expect((await press(bob, card, "inl:claim:")).text).toBe("💰 You received 200 sat from Alice.");
    // Carol's press was on its way when Bob's claim paid and closed the send: under load any of
    // 20 presses at once can be handled after the winner's, and is told what happened.
    const late = bot.fake.pressButton(carol, card, buttonData(card, "inl:claim:"), {
      unchecked: true,
    });
    await bot.fake.waitFor(() => bot.fake.answerFor(late), 8_000, "Carol's late answer");
    expect(bot.fake.answerFor(late)?.text).toBe("Someone else claimed it first.");
  });

  it("shows the claim on the card even when Telegram refuses the winner's answer", async () => {
    await bot.app.deps.accounts.find(bob.id);
    const card = await offerSend("send 300");
    // The press was answered already (another delivery of it stopped its spinner) or too late:
    // Telegram refuses the answer, and the money has moved all the same.
    bot.fake.failNext("answerCallbackQuery", {
      status: 400,
      description:
        "Bad Request: query is too old and response timeout expired or query ID is invalid",
    });
    bot.fake.pressButton(bob, card, buttonData(card, "inl:claim:"));
    const claimed = await bot.fake.waitFor(
      () => {
        const shown = bot.fake.inlineMessage(card.inline_message_id ?? "");
        return shown?.text?.includes("Bob claimed 300 sat from Alice") && shown;
      },
      8_000,
      "the card to say claimed",
    );
    expect(keyboardOf(claimed)).toEqual([]);
    await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("claimed your 300 sat")),
      8_000,
      "Alice's note",
    );
  });

  it("answers a Claim at once while the member's own chat with the bot is busy", async () => {
    await bot.app.deps.accounts.find(bob.id);
    const card = await offerSend("send 250");
    // Bob's private chat holds his queue (a payment waiting for its reply, say): the Claim, an
    // inline press with no chat, is not queued behind it.
    await bot.app.deps.store.withLock(`chat:${bob.id}`, async () => {
      expect((await press(bob, card, "inl:claim:")).text).toBe(
        "💰 You received 250 sat from Alice.",
      );
    });
  });

  it("refuses the sender's own claim and cancels only for the sender", async () => {
    const card = await offerSend("send 700");
    expect((await press(alice, card, "inl:claim:")).text).toBe(
      "You cannot claim your own send. Press Cancel to take it back.",
    );
    await openBot(bob);
    expect((await press(bob, card, "inl:cancel:")).text).toBe("Only the sender can cancel this.");
    const aliceBefore = balanceOf(bot, await merchantOf(bot, alice));
    const claim = buttonData(card, "inl:claim:");
    expect((await press(alice, card, "inl:cancel:")).text).toBe("Cancelled: nothing was sent.");
    const cancelled = await bot.fake.waitFor(
      () => {
        const shown = bot.fake.inlineMessage(card.inline_message_id ?? "");
        return shown?.text?.includes("Cancelled by Alice: nothing was sent.") && shown;
      },
      8_000,
      "the card to say cancelled",
    );
    expect(keyboardOf(cancelled)).toEqual([]);
    // A stale app still showing Claim.
    const late = bot.fake.pressButton(bob, card, claim, { unchecked: true });
    await bot.fake.waitFor(() => bot.fake.answerFor(late), 8_000, "Bob's late answer");
    expect(bot.fake.answerFor(late)?.text).toBe("This send is no longer open.");
    expect(balanceOf(bot, await merchantOf(bot, alice))).toBe(aliceBefore);
  });

  it("expires after a day: the card says so and nothing is sent", async () => {
    const card = await offerSend("send 300 coffee");
    const claim = buttonData(card, "inl:claim:");
    const aliceBefore = balanceOf(bot, await merchantOf(bot, alice));
    clock += 24 * 60 * 60_000 + 60_000;
    await bot.fake.waitFor(
      () => bot.fake.inlineMessage(card.inline_message_id ?? "")?.text?.includes("Expired"),
      12_000,
      "the sweep to expire the card",
    );
    expect(keyboardOf(bot.fake.inlineMessage(card.inline_message_id ?? ""))).toEqual([]);
    await openBot(bob);
    const late = bot.fake.pressButton(bob, card, claim, { unchecked: true });
    await bot.fake.waitFor(() => bot.fake.answerFor(late), 8_000, "Bob's late answer");
    expect(bot.fake.answerFor(late)?.text).toBe("This send is no longer open.");
    expect(balanceOf(bot, await merchantOf(bot, alice))).toBe(aliceBefore);
  });

  it("sends a member without an account to set one up, and stays claimable until they do", async () => {
    const card = await offerSend("send 400");
    const claim = buttonData(card, "inl:claim:");
    const offerId = claim.slice("inl:claim:".length);
    const first = await press(carol, card, "inl:claim:");
    expect(first.url).toBe(`https://t.me/tip_test_bot?start=inlsend_${offerId}`);
    expect(await bot.app.deps.accounts.findExisting(carol.id)).toBeUndefined();
    const still = bot.fake.inlineMessage(card.inline_message_id ?? "");
    expect(keyboardOf(still).some((b) => b.callback_data?.startsWith("inl:claim:"))).toBe(true);

    // She opens the link: first what waits for her and what to do, then the welcome.
    bot.fake.sendText(carol, privateChat(carol), `/start inlsend_${offerId}`);
    await bot.fake.waitFor(
      () => bot.fake.botMessages(carol.id).length >= 2,
      8_000,
      "Carol's two answers",
    );
    const [waiting, welcome] = bot.fake.botMessages(carol.id);
    expect(waiting?.text).toContain("Alice sends 400 sat to the first who claims it");
    expect(waiting?.text).toContain(
      "Your account is ready: go back to the message and press its 🎁 button again to receive it.",
    );
    expect(waiting?.text).toContain("test money");
    expect(welcome?.text).toContain("Hi Carol");
    const carolBefore = balanceOf(bot, await merchantOf(bot, carol));
    expect((await press(carol, card, "inl:claim:")).text).toBe(
      "💰 You received 400 sat from Alice.",
    );
    expect(balanceOf(bot, await merchantOf(bot, carol))).toBe(carolBefore + 400);
  });
});

describe("inline send on a real gateway", () => {
  it("tells a newcomer what waits for them, then asks for their account; once connected, Claim pays", async () => {
    const gateway = await startSandbox({ port: 0 });
    try {
      const fake = new TelegramFake({
        botInfo: { supports_inline_queries: true },
        inlineFeedback: true,
      });
      await fake.start();
      const started = await startTestBot({
        fake,
        env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
      });
      const stop = started.stop;
      started.stop = async () => {
        await stop();
        await fake.close();
      };
      bot = started;
      const aliceCreds = await gateway.createMerchant({ balanceSat: 10_000 });
      const carolCreds = await gateway.createMerchant({ balanceSat: 0 });
      await bot.app.deps.accounts.connect(alice.id, aliceCreds);
      const card = await offerSend("send 700");
      const offerId = buttonData(card, "inl:claim:").slice("inl:claim:".length);
      const first = await press(carol, card, "inl:claim:");
      expect(first.url).toBe(`https://t.me/tip_test_bot?start=inlsend_${offerId}`);

      bot.fake.sendText(carol, privateChat(carol), `/start inlsend_${offerId}`);
      await bot.fake.waitFor(
        () => bot.fake.botMessages(carol.id).length >= 3,
        8_000,
        "the note, then /connect's first questions",
      );
      const [waiting, ...connect] = bot.fake.botMessages(carol.id);
      expect(waiting?.text).toBe(
        "🎁 Alice sends 700 sat to the first who claims it, and it is still open.\n" +
          "To receive it, connect your merchant account (I ask for it below) or set a lightning address in /settings, then go back to the message and press its 🎁 button again.",
      );
      expect(connect.map((m) => m.text).join("\n")).toContain("Send your merchant id");
      expect(gateway.merchant(aliceCreds.merchantId)?.balanceSat).toBe(10_000);

      await bot.app.deps.accounts.connect(carol.id, carolCreds);
      expect((await press(carol, card, "inl:claim:")).text).toBe(
        "💰 You received 700 sat from Alice.",
      );
      expect(gateway.merchant(carolCreds.merchantId)?.balanceSat).toBe(700);
    } finally {
      await bot.stop();
      await gateway.close();
    }
  });
});
