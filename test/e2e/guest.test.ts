/**
 * Guest tips end to end: `@bot 500 thanks` as a reply in a chat the bot is
 * not a member of (Telegram's guest mode), through the Bot API fake (guest
 * messages, answerGuestQuery, the card's presses and edits) and the
 * embedded sandbox. The bot cannot write in that chat: every outcome is an
 * edit of its one card.
 */
import type { Update } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import { alice, balanceOf, bob, carol, merchantOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot, type TestBotOptions } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  groupChat,
  privateChat,
  TelegramFake,
  type TelegramFakeOptions,
  type UpdateMessage,
} from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

/** A group the bot is not in. */
const elsewhere = groupChat(-6001, "Map Makers");

let bot: TestBot;
let gateway: Sandbox | undefined;

async function startGuestBot(
  options: TelegramFakeOptions = {},
  bot: Omit<TestBotOptions, "fake"> = {},
): Promise<TestBot> {
  const fake = new TelegramFake({ botInfo: { supports_guest_queries: true }, ...options });
  await fake.start();
  const started = await startTestBot({ ...bot, fake });
  const stop = started.stop;
  started.stop = async () => {
    await stop();
    await fake.close();
  };
  return started;
}

afterEach(async () => {
  await bot.stop();
  await gateway?.close();
  gateway = undefined;
});

/** The user opens the bot (the sandbox makes their account on the welcome). */
async function openBot(user: typeof alice): Promise<void> {
  bot.fake.sendText(user, privateChat(user), "/start");
  await bot.fake.nextBotMessage(user.id, 8_000);
}

/** `user` posts in the chat the bot is not in (the bot gets nothing of it). */
function post(user: typeof bob, text = "here is the map"): UpdateMessage {
  const update = bot.fake.sendText(user, elsewhere, text);
  expect(bot.fake.withheld(update)).toBe("privacy_mode");
  return update.message;
}

type GuestUpdate = Update & { guest_message: UpdateMessage & { guest_query_id: string } };

/** `from` summons the bot with `text`, as a reply to `replyTo`; resolves with its card. */
async function summon(
  from: typeof alice,
  text: string,
  replyTo?: UpdateMessage,
): Promise<{ update: GuestUpdate; card: FakeMessage }> {
  const update = bot.fake.guestMessage(from, elsewhere, text, replyTo ? { replyTo } : {});
  const card = await bot.fake.waitFor(
    () => bot.fake.guestAnswer(update.guest_message.guest_query_id),
    8_000,
    "the bot's answer to the guest message",
  );
  return { update, card };
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
async function press(user: typeof alice, card: FakeMessage, data: string) {
  const pressed = bot.fake.pressButton(user, card, data, { unchecked: true });
  return bot.fake.waitFor(() => bot.fake.answerFor(pressed), 8_000, `the answer to ${data}`);
}

describe("guest tips", () => {
  it("posts a card only the tipper can press; Pay moves the amount once and edits the card", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    await openBot(bob);
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    const map = post(bob);
    const { update, card } = await summon(alice, "@tip_test_bot 500 thanks for the map", map);
    expect(card.text).toContain("⚡ Alice → Bob · 500 sat");
    expect(card.text).toContain("thanks for the map");
    expect(card.text).not.toMatch(/balance|spendable/i);
    expect(card.reply_to_message_id).toBe(update.guest_message.message_id);
    expect(buttonsOf(card).map((b) => b.text)).toEqual(["⚡ Pay", "Cancel"]);
    const pay = dataOf(card, "gst:pay:");

    // Bob may not pay Alice's tip, nor cancel it.
    expect((await press(bob, card, pay)).text).toBe("Only Alice can pay or cancel this tip.");
    expect((await press(bob, card, dataOf(card, "gst:no:"))).text).toMatch(/Only Alice/);
    expect(balanceOf(bot, payer)).toBe(before[0]);

    // Two quick presses, then a late one: one payment.
    const answers = await Promise.all([press(alice, card, pay), press(alice, card, pay)]);
    await bot.fake.waitFor(
      () => bot.fake.guestAnswer(update.guest_message.guest_query_id)?.text?.includes("paid"),
      8_000,
      "the card shows paid",
    );
    // The second press finds the first one's payment (done, or still under way).
    const texts = answers.map((a) => a.text ?? "");
    expect(texts.filter((text) => text === "Paid.")).toHaveLength(1);
    expect(texts.filter((text) => /already/.test(text))).toHaveLength(1);
    expect((await press(alice, card, pay)).text).toMatch(/paid already/);
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 500);
    expect(balanceOf(bot, payee)).toBe((before[1] ?? 0) + 500);
    const shown = bot.fake.guestAnswer(update.guest_message.guest_query_id);
    expect(shown?.text).toContain("✅ Alice → Bob · 500 sat · paid");
    expect(buttonsOf(shown)).toEqual([]);
    // Notes in private; nothing tried in the chat the bot is not in.
    const note = await bot.fake.waitFor(
      () => bot.fake.botMessages(bob.id).find((m) => m.text?.includes("tipped you")),
      8_000,
      "Bob's note",
    );
    expect(note.text).toContain("Alice tipped you 500 sat in Map Makers");
    expect(
      bot.fake.calls("sendMessage").filter((call) => call.params.chat_id === elsewhere.id),
    ).toEqual([]);
    expect((await bot.app.deps.ledger.page(alice.id, 0, 10)).total).toBe(1);
  });

  it("answers one card to a redelivered guest message, which pays once", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    await openBot(bob);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const { update, card } = await summon(alice, "@tip_test_bot 300", post(bob));
    // The same guest message again (a redelivery that another replica, or a restart, handles).
    bot.fake.injectUpdate({ guest_message: update.guest_message });
    await until(
      () => bot.logs.some((line) => line.includes("its card is posted already")),
      "the redelivery seen",
    );
    expect(bot.fake.calls("answerGuestQuery")).toHaveLength(1);
    await press(alice, card, dataOf(card, "gst:pay:"));
    expect(balanceOf(bot, payer)).toBe(before - 300);
  });

  it("says whom to reply to when the replied-to message is not someone else's", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    const someBot = { ...createUser(6100, "Weather"), is_bot: true };
    const asTheGroup = bot.fake.sendAnonymousText(elsewhere, "Rules: be kind").message;
    const cases: Array<[UpdateMessage | undefined, RegExp]> = [
      [undefined, /Reply to the message of the person you want to tip/],
      [post(alice, "my own words"), /You cannot tip yourself/],
      [bot.fake.sendText(someBot, elsewhere, "Sunny").message, /Bots cannot be tipped/],
      [asTheGroup, /sent on behalf of a chat/],
    ];
    for (const [replyTo, expected] of cases) {
      const { card } = await summon(alice, "@tip_test_bot 500", replyTo);
      expect(card.text).toMatch(expected);
      expect(buttonsOf(card)).toEqual([]);
    }
    expect((await bot.app.deps.ledger.page(alice.id, 0, 10)).total).toBe(0);
  });

  it("answers @bot alone, or words it cannot read, with a how-to", async () => {
    bot = await startGuestBot();
    for (const text of ["@tip_test_bot", "@tip_test_bot what can you do"]) {
      const { card } = await summon(carol, text, post(bob));
      expect(card.text).toContain("reply to their message with @tip_test_bot 500 thanks");
    }
  });

  it("Cancel ends the card and nothing moves; Pay after it is refused", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    await openBot(bob);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const { update, card } = await summon(alice, "@tip_test_bot 200", post(bob));
    const pay = dataOf(card, "gst:pay:");
    expect((await press(alice, card, dataOf(card, "gst:no:"))).text).toMatch(/Cancelled/);
    await bot.fake.waitFor(
      () =>
        bot.fake
          .guestAnswer(update.guest_message.guest_query_id)
          ?.text?.includes("cancelled, nothing was sent"),
      8_000,
      "the card shows cancelled",
    );
    expect((await press(alice, card, pay)).text).toMatch(/Cancelled/);
    expect(balanceOf(bot, payer)).toBe(before);
  });

  it("above the threshold, Pay opens the private confirmation; Confirm pays and edits the card", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    await openBot(bob);
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];
    const { update, card } = await summon(alice, "@tip_test_bot 5k great map", post(bob));
    const pay = dataOf(card, "gst:pay:");
    const answer = await press(alice, card, pay);
    expect(answer.url).toMatch(/^https:\/\/t\.me\/tip_test_bot\?start=gst_[A-Za-z0-9_-]{16}$/);
    expect(balanceOf(bot, payer)).toBe(before[0]);
    const payload = answer.url?.split("start=")[1] ?? "";
    bot.fake.sendText(alice, privateChat(alice), `/start ${payload}`);
    const ask = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("Tip 5,000 sat to Bob")),
      8_000,
      "the private confirmation",
    );
    expect(ask.text).toContain("Map Makers");
    const confirm = buttonsOf(ask).find((b) => b.callback_data?.startsWith("send:ok:"));
    bot.fake.pressButton(alice, ask, confirm?.callback_data ?? "");
    await bot.fake.waitFor(
      () => bot.fake.guestAnswer(update.guest_message.guest_query_id)?.text?.includes("paid"),
      8_000,
      "the card shows paid",
    );
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 5000);
    expect(balanceOf(bot, payee)).toBe((before[1] ?? 0) + 5000);
    // A press on the card now: paid already, nothing twice.
    expect((await press(alice, card, pay)).text).toMatch(/paid already/);
    expect(balanceOf(bot, payer)).toBe((before[0] ?? 0) - 5000);
  });

  it("pledges to a member without an account: the card grows Claim, and their claim pays once", async () => {
    bot = await startGuestBot();
    await openBot(alice);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const { update, card } = await summon(alice, "@tip_test_bot 400 for the idea", post(carol));
    const pay = dataOf(card, "gst:pay:");
    expect((await press(alice, card, pay)).text).toMatch(/waits for them to claim it/);
    const pledged = await bot.fake.waitFor(
      () => {
        const shown = bot.fake.guestAnswer(update.guest_message.guest_query_id);
        return shown?.text?.includes("waiting for Carol") ? shown : undefined;
      },
      8_000,
      "the card shows the pledge",
    );
    const claim = buttonsOf(pledged).find((b) => b.url)?.url ?? "";
    expect(claim).toMatch(/^https:\/\/t\.me\/tip_test_bot\?start=claim_[A-Za-z0-9_-]{22}$/);
    expect(buttonsOf(pledged).map((b) => b.text)).toEqual(["🎁 Claim"]);
    expect(balanceOf(bot, payer)).toBe(before);
    // A second press pledges nothing more.
    expect((await press(alice, card, pay)).text).toMatch(/already/);
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect(
      bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("waits until they claim it")),
    ).toHaveLength(1);

    bot.fake.sendText(carol, privateChat(carol), `/start ${claim.split("start=")[1]}`);
    const answer = await bot.fake.waitFor(
      () => bot.fake.botMessages(carol.id).find((m) => m.text?.includes("You claimed")),
      8_000,
      "Carol's claim",
    );
    expect(answer.text).toContain("You claimed 400 sat from Alice");
    expect(balanceOf(bot, payer)).toBe(before - 400);
    expect(balanceOf(bot, await merchantOf(bot, carol))).toBe(100_000 + 400);
    // The card no longer waits for Carol: it says she claimed it, and its Claim button goes.
    const claimed = await bot.fake.waitFor(
      () => {
        const shown = bot.fake.guestAnswer(update.guest_message.guest_query_id);
        return shown?.text?.includes("claimed") ? shown : undefined;
      },
      8_000,
      "the card shows the claim",
    );
    expect(claimed.text).toContain("✅ Alice → Carol · 400 sat · claimed");
    expect(claimed.text).not.toContain("waiting for");
    expect(buttonsOf(claimed)).toEqual([]);
  });

  it("a Confirm not pressed in time: the card loses its buttons, nothing moves", async () => {
    let now = Date.now();
    bot = await startGuestBot({}, { now: () => now });
    await openBot(alice);
    await openBot(bob);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const one = await summon(alice, "@tip_test_bot 5k great map", post(bob));
    const many = await summon(alice, "@tip_test_bot 3000 @bobby_sats");
    const pays = [dataOf(one.card, "gst:pay:"), dataOf(many.card, "gst:pay:")];
    for (const [index, summoned] of [one, many].entries()) {
      expect((await press(alice, summoned.card, pays[index] ?? "")).url).toMatch(/start=gst_/);
    }
    // The private confirmation (15 minutes) runs out unpressed.
    now += 16 * 60_000;
    for (const { update } of [one, many]) {
      const shown = await bot.fake.waitFor(
        () => {
          const card = bot.fake.guestAnswer(update.guest_message.guest_query_id);
          return card?.text?.includes("not confirmed in time") ? card : undefined;
        },
        12_000,
        "the card shows it expired",
      );
      expect(buttonsOf(shown)).toEqual([]);
    }
    expect(bot.fake.guestAnswer(one.update.guest_message.guest_query_id)?.text).toContain(
      "⌛ Alice → Bob · 5,000 sat · not confirmed in time, nothing was sent",
    );
    // A press that was on its way: still nothing.
    expect((await press(alice, one.card, pays[0] ?? "")).text).toMatch(/no longer available/);
    expect((await press(alice, many.card, pays[1] ?? "")).text).toMatch(/no longer available/);
    expect(balanceOf(bot, payer)).toBe(before);
  });

  it("a tipper without an account is sent to /connect, and the card waits for them", async () => {
    // A real gateway (a standalone sandbox over HTTP): accounts are connected, not made on use.
    gateway = await startSandbox({ port: 0 });
    bot = await startGuestBot(
      {},
      { env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" } },
    );
    const one = await summon(alice, "@tip_test_bot 500 thanks", post(bob));
    const many = await summon(alice, "@tip_test_bot 300 @bobby_sats @carol_tips");
    for (const { card } of [one, many]) {
      const answer = await press(alice, card, dataOf(card, "gst:pay:"));
      expect(answer.url).toBe("https://t.me/tip_test_bot?start=connect");
      expect(answer.text).toBeUndefined();
    }
    // Nothing decided: the cards still offer Pay, and nothing was asked of the gateway.
    for (const { update } of [one, many]) {
      const shown = bot.fake.guestAnswer(update.guest_message.guest_query_id);
      expect(buttonsOf(shown).map((b) => b.text)).toEqual(["⚡ Pay", "Cancel"]);
    }
    expect(await bot.app.deps.accounts.findExisting(alice.id)).toBeUndefined();
    expect((await bot.app.deps.ledger.page(alice.id, 0, 10)).total).toBe(0);
  });
});

describe("with guest mode off", () => {
  it("says so at start, and /tip by reply works as before", async () => {
    bot = await startGuestBot({ botInfo: { supports_guest_queries: false } });
    expect(bot.logs.join("")).toContain("guest mode is off");
    await bot.fake.waitFor(() => bot.fake.calls("getUpdates").length > 0, 8_000, "polling");
    expect(bot.fake.calls("getUpdates")[0]?.params.allowed_updates).toContain("guest_message");
    await openBot(alice);
    await openBot(bob);
    const group = groupChat(-6002, "Home");
    const said = bot.fake.sendText(bob, group, "gm").message;
    bot.fake.sendText(alice, group, "/tip 100", { replyTo: said });
    const receipt = await bot.fake.nextBotMessage(group.id, 8_000);
    expect(receipt.text).toContain("Bob received 100 sat");
  });

  it("says nothing of it when guest mode is on", async () => {
    bot = await startGuestBot();
    expect(bot.logs.join("")).not.toContain("guest mode is off");
  });
});
