/**
 * Pledged tips, end to end through the Bot API fake and the sandbox: a tip
 * to a member who cannot receive one becomes a pledge; the member claims it
 * through its deep link (paid exactly as a tip), the payer cancels it from
 * /history, or it expires; claims race each other, and money stays put
 * when the payer cannot pay.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Intents } from "../../src/operations/intents.ts";
import { Offers } from "../../src/operations/offers.ts";
import {
  alice,
  balanceOf,
  bob,
  buttonData,
  buttonUrl,
  carol,
  lounge,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot, type TestBotOptions } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

let bot: TestBot;
afterEach(async () => {
  await bot.stop();
});

async function start(options: TestBotOptions = {}): Promise<TestBot> {
  bot = await startTestBot({
    ...options,
    env: { TIP_COMMAND_DELETE_DELAY_MS: "20", GROUP_COMMANDS_PER_MINUTE: "50", ...options.env },
  });
  for (const user of [alice, bob, carol]) bot.fake.openPrivateChat(user);
  return bot;
}

/** Polls `condition` every 20 ms for at most 10 s. */
const within10s = (condition: () => boolean | Promise<boolean>, what: string) =>
  until(condition, what, 10_000);

/** The `start` payload of a message's URL button. */
function startPayload(message: FakeMessage): string {
  const url = buttonUrl(message);
  if (!url) throw new Error(`no URL button on "${message.text}"`);
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe("https://t.me/tip_test_bot");
  return link.searchParams.get("start") ?? "";
}

afterEach(() => links.clear());

/** Alice tips Carol (who has no account) in the lounge; returns the pledge message. */
async function alicePledgesToCarol(amount = 300, note = ""): Promise<FakeMessage> {
  const said = bot.fake.sendText(carol, lounge, "gm, here is a great idea").message;
  bot.fake.sendText(alice, lounge, `/tip ${amount}${note ? ` ${note}` : ""}`, { replyTo: said });
  const message = await bot.fake.nextBotMessage(lounge.id, 8_000);
  expect(message.reply_to_message_id).toBe(said.message_id);
  linkOf(message);
  return message;
}

describe("a tip to a member who cannot receive one", () => {
  it("becomes a pledge: a group message with a claim link, the payer told in private, nothing paid", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300, "for the idea");
    expect(message.text).toContain("Alice pledged 300 sat to Carol — Carol, tap to claim");
    expect(message.text).toContain("for the idea");
    expect(message.text).toContain("test money");
    expect(startPayload(message)).toMatch(/^claim_[A-Za-z0-9_-]{22}$/);
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("You pledged 300 sat to Carol in Lightning Lounge");
    expect(note.text).toContain("Nothing has left your account yet");
    // What Alice can do: pass the link on, or take the pledge back.
    expect(note.text).toMatch(
      /Claim link, to pass on to Carol: https:\/\/t\.me\/tip_test_bot\?start=claim_/,
    );
    expect(note.text).toContain("To take it back: /history.");
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await bot.app.deps.accounts.findExisting(carol.id)).toBeUndefined();
    const open = await bot.app.deps.offers.openOf(alice.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ kind: "pledge", forUserId: carol.id, shareSat: 300 });
  });
});

describe("a pledge is confirmed as the tip it promises", () => {
  it("a /tip above the tipper's threshold to a member without an account asks Confirm first", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const said = bot.fake.sendText(carol, lounge, "gm, here is a great idea").message;
    bot.fake.sendText(alice, lounge, "/tip 1500", { replyTo: said });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toContain("1,500 sat");
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    const pledged = await bot.fake.waitFor(
      () => bot.fake.botMessages(lounge.id).find((m) => m.text?.includes("pledged")),
      8_000,
      "the pledge message",
    );
    expect(pledged.text).toContain("Alice pledged 1,500 sat to Carol");
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect(balanceOf(bot, payer)).toBe(before);
  });
});

describe("a redelivered /tip that pledged", () => {
  it("pledges once, also when the process died before marking the update handled", async () => {
    await start();
    await merchantOf(bot, alice);
    const said = bot.fake.sendText(carol, lounge, "gm, here is a great idea").message;
    const update = bot.fake.sendText(alice, lounge, "/tip 300", { replyTo: said });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("pledged 300 sat");
    const handled = bot.app.deps.store.keyv("handled-updates");
    await within10s(
      async () => (await handled.get(String(update.update_id))) !== undefined,
      "the update handled",
    );
    // As if the process had died mid-handling: the update was never marked handled.
    await handled.delete(String(update.update_id));
    bot.fake.injectUpdate(update);
    await within10s(
      async () => (await handled.get(String(update.update_id))) !== undefined,
      "the redelivery handled",
    );
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect(bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("pledged"))).toHaveLength(
      1,
    );
  });
});

/** The pledge's id, from its claim link. */
function offerIdOf(message: FakeMessage): string {
  return linkOf(message).replace(/^claim_/, "");
}

/** The claim links of pledge messages, read while their button was there. */
const links = new Map<number, string>();

/** `user` opens the claim link of `message` in their private chat; returns the bot's answer. */
async function openLink(user: typeof carol, message: FakeMessage): Promise<FakeMessage> {
  bot.fake.sendText(user, privateChat(user), `/start ${linkOf(message)}`);
  return bot.fake.nextBotMessage(user.id, 8_000);
}

/** The start payload of a pledge message's claim link (remembered once read). */
function linkOf(message: FakeMessage): string {
  const known = links.get(message.message_id);
  if (known) return known;
  const payload = startPayload(message);
  links.set(message.message_id, payload);
  return payload;
}

/** Waits until the pledge message's text contains `text`. */
async function messageSays(message: FakeMessage, text: string): Promise<FakeMessage> {
  await within10s(() => bot.fake.message(message)?.text?.includes(text) === true, `"${text}"`);
  const now = bot.fake.message(message);
  if (!now) throw new Error("the pledge message is gone");
  return now;
}

describe("claiming a pledge", () => {
  it("pays the member it names exactly as a tip: group message edited, both told, once", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300, "for the idea");
    await bot.fake.nextBotMessage(alice.id, 8_000);

    const answer = await openLink(carol, message);
    expect(answer.text).toContain("You claimed 300 sat from Alice in Lightning Lounge");
    // Carol may never have used the bot: where to see it, and what else there is.
    expect(answer.text).toContain("/history lists it; /help shows what else I can do.");
    expect(answer.text).toContain("for the idea");
    const edited = await messageSays(message, "Carol claimed 300 sat from Alice");
    expect(edited.reply_markup).toBeUndefined();
    const paidNote = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(paidNote.text).toContain(
      "Carol claimed your pledge in Lightning Lounge: you paid 300 sat",
    );

    const carolMerchant = await merchantOf(bot, carol);
    expect(balanceOf(bot, payer)).toBe(before - 300);
    expect(balanceOf(bot, carolMerchant)).toBe(100_000 + 300);
    const received = (await bot.app.deps.ledger.page(carol.id, 0, 5)).operations[0];
    expect(received).toMatchObject({
      kind: "tip-received",
      amountSat: 300,
      counterpart: "@alice_ln",
    });
    const sent = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(sent).toMatchObject({ kind: "tip-sent", state: "sent", amountSat: 300 });
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);

    // The link again: nothing more is paid.
    expect((await openLink(carol, message)).text).toContain("You already claimed this pledge");
    expect(balanceOf(bot, payer)).toBe(before - 300);
  });

  it("pays once when the claim link is opened twice at once", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(400);
    const chat = privateChat(carol);
    bot.fake.sendText(carol, chat, `/start ${linkOf(message)}`);
    bot.fake.sendText(carol, chat, `/start ${linkOf(message)}`);
    const answers = [
      await bot.fake.nextBotMessage(carol.id, 8_000),
      await bot.fake.nextBotMessage(carol.id, 8_000),
    ].map((m) => m.text ?? "");
    expect(answers.filter((t) => t.includes("You claimed 400 sat"))).toHaveLength(1);
    expect(answers.filter((t) => /already claimed|being claimed right now/.test(t))).toHaveLength(
      1,
    );
    await messageSays(message, "Carol claimed 400 sat");
    expect(balanceOf(bot, payer)).toBe(before - 400);
    const sends = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations.filter(
      (op) => op.kind === "tip-sent",
    );
    expect(sends).toHaveLength(1);
  });

  it("refuses a member it does not name, and the payer's own press; nothing paid, still open", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(250);
    expect((await openLink(bob, message)).text).toContain(
      "This pledge is for Carol, not for you. Nothing was paid.",
    );
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("You pledged");
    expect((await openLink(alice, message)).text).toContain("This is your own pledge to Carol");
    expect(balanceOf(bot, payer)).toBe(before);
    expect(bot.fake.message(message)?.text).toContain("tap to claim");
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect((await openLink(carol, message)).text).toContain("You claimed 250 sat");
  });

  it("with too little money pays nothing, tells both, stays open; after a top-up it is paid", async () => {
    await start({ env: { SANDBOX_START_BALANCE_SAT: "1000" } });
    const payer = await merchantOf(bot, alice);
    // Pledged at once (a larger pledge asks Confirm, as the tip it promises would).
    await bot.app.deps.preferences.update(alice.id, { tipConfirmAboveSat: 5_000 });
    const message = await alicePledgesToCarol(1_500);
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "You pledged 1,500 sat",
    );

    const refused = await openLink(carol, message);
    expect(refused.text).toContain("Alice's pledge of 1,500 sat could not be paid right now");
    expect(refused.text).toContain("It stays open until");
    expect(refused.text).not.toMatch(/1,000|spendable|Insufficient/i);
    const payerNote = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(payerNote.text).toContain("Carol tried to claim your pledge of 1,500 sat");
    expect(payerNote.text).toContain("Nothing left your account");
    expect(payerNote.text).toContain("top up");
    expect(balanceOf(bot, payer)).toBe(1_000);
    expect(bot.fake.message(message)?.text).toContain("tap to claim");
    expect(buttonUrl(bot.fake.message(message))).toContain("start=claim_");
    for (const text of bot.fake.botMessages(lounge.id).map((m) => m.text ?? "")) {
      expect(text).not.toMatch(/could not be paid|Insufficient|1,000/);
    }

    // Bob tips Alice 600 (below the confirmation threshold): she can pay now.
    await merchantOf(bot, bob);
    const aliceSays = bot.fake.sendText(alice, lounge, "thanks all").message;
    bot.fake.sendText(bob, lounge, "/tip 600", { replyTo: aliceSays });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("Alice received 600");
    expect(balanceOf(bot, payer)).toBe(1_600);

    bot.fake.sendText(carol, privateChat(carol), `/start ${linkOf(message)}`);
    await messageSays(message, "Carol claimed 1,500 sat from Alice");
    expect(balanceOf(bot, payer)).toBe(100);
    expect(balanceOf(bot, await merchantOf(bot, carol))).toBe(1_000 + 1_500);
  });
});

describe("ending a pledge", () => {
  it("is cancelled by its payer from /history: group message edited, member told, link says so", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300);
    await bot.fake.nextBotMessage(alice.id, 8_000);

    bot.fake.sendText(alice, privateChat(alice), "/history");
    await bot.fake.nextBotMessage(alice.id, 8_000);
    const list = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(list.text).toContain("Your open pledges");
    expect(list.text).toContain("300 sat to Carol in Lightning Lounge");
    const data = `pledge-cancel:${offerIdOf(message)}`;
    expect(buttonData(list, "pledge-cancel:")).toBe(data);

    // Only the payer may cancel.
    const foreign = bot.fake.pressButton(carol, list, data);
    await within10s(() => bot.fake.answerFor(foreign) !== undefined, "the refusal");
    expect(bot.fake.answerFor(foreign)?.text).toContain("Only the person who pledged");
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);

    const press = bot.fake.pressButton(alice, list, data);
    await within10s(() => bot.fake.answerFor(press) !== undefined, "the answer");
    expect(bot.fake.answerFor(press)?.text).toContain("Pledge cancelled");
    const edited = await messageSays(message, "Alice cancelled the pledge of 300 sat to Carol");
    expect(edited.reply_markup).toBeUndefined();
    const told = await bot.fake.nextBotMessage(carol.id, 8_000);
    expect(told.text).toContain("Alice cancelled the pledge of 300 sat to you");
    await within10s(
      () => bot.fake.message(list)?.text?.includes("no open pledges") === true,
      "the list emptied",
    );

    expect((await openLink(carol, message)).text).toContain("Alice cancelled this pledge");
    expect(balanceOf(bot, payer)).toBe(before);
  });

  it("expires after PLEDGE_TTL_HOURS: group message edited, both told, link says so", async () => {
    // One hour on a clock the test moves; the offer sweeper looks every 100 ms (not 5 s).
    let clock = Date.now();
    await start({ env: { PLEDGE_TTL_HOURS: "1" }, now: () => clock, sweepEveryMs: 100 });
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300);
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("You pledged");
    clock += 61 * 60_000;
    // Carol has been seen (she wrote in the group) and has no account: she is told too.
    await messageSays(message, "The pledge of 300 sat from Alice to Carol expired unclaimed");
    expect(bot.fake.message(message)?.reply_markup).toBeUndefined();
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "Your pledge of 300 sat to Carol in Lightning Lounge expired unclaimed",
    );
    expect((await bot.fake.nextBotMessage(carol.id, 8_000)).text).toContain(
      "The pledge of 300 sat from Alice to you in Lightning Lounge expired",
    );
    expect((await openLink(carol, message)).text).toContain("This pledge expired");
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);
  });
});

describe("a claim whose send is in doubt or under way", () => {
  it.each([
    ["the connection dropped after the gateway paid", { dropAfterApply: true }],
    ["a gateway timeout (GATEWAY_TIMEOUT_MS 2 s)", { latencyMs: 2_600 }],
  ])("an unknown outcome (%s) is shown to both, never retried", async (_, fault) => {
    await start();
    const sandbox = sandboxOf(bot);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300);
    await bot.fake.nextBotMessage(alice.id, 8_000);

    sandbox.faults.add({ route: "sendPayment", ...fault, times: 1 });
    const answer = await openLink(carol, message);
    expect(answer.text).toContain("Alice's pledge of 300 sat was sent to you");
    expect(answer.text).toContain("It is not retried automatically");
    await messageSays(message, "Carol claimed 300 sat from Alice, but the outcome is unknown");
    expect(bot.fake.message(message)?.reply_markup).toBeUndefined();
    const payerNote = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(payerNote.text).toContain("the gateway did not confirm the payment");
    expect(payerNote.text).toContain("not retried automatically");
    const sent = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(sent).toMatchObject({ kind: "tip-sent", state: "unknown", amountSat: 300 });

    // Opening the link again sends nothing: the gateway pays once (a slow one, late), and only once.
    expect((await openLink(carol, message)).text).toContain("the gateway did not confirm it");
    await within10s(() => balanceOf(bot, payer) === before - 300, "the gateway's payment");
    // A second send would have been made and answered once the bot is idle.
    await bot.idle();
    expect(balanceOf(bot, payer)).toBe(before - 300);
    expect(
      (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations.filter(
        (op) => op.kind === "tip-sent",
      ),
    ).toHaveLength(1);
  });

  it("a cancel while the claim is being paid is too late: the claim is paid, the message says so", async () => {
    await start();
    const sandbox = sandboxOf(bot);
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300);
    await bot.fake.nextBotMessage(alice.id, 8_000);
    bot.fake.sendText(alice, privateChat(alice), "/history");
    await bot.fake.nextBotMessage(alice.id, 8_000);
    const list = await bot.fake.nextBotMessage(alice.id, 8_000);

    // The gateway takes a while to pay: Alice presses Cancel meanwhile.
    sandbox.faults.add({ route: "sendPayment", latencyMs: 1_200, times: 1 });
    bot.fake.sendText(carol, privateChat(carol), `/start ${linkOf(message)}`);
    await within10s(
      async () =>
        (await bot.app.deps.ledger.page(alice.id, 0, 1)).operations[0]?.state === "pending",
      "the claim's send under way",
    );
    const press = bot.fake.pressButton(alice, list, `pledge-cancel:${offerIdOf(message)}`);
    await within10s(() => bot.fake.answerFor(press) !== undefined, "the answer to Cancel");
    expect(bot.fake.answerFor(press)?.text).toContain("Too late: it is being claimed right now");
    expect((await bot.fake.nextBotMessage(carol.id, 8_000)).text).toContain(
      "You claimed 300 sat from Alice",
    );
    await messageSays(message, "Carol claimed 300 sat from Alice");
    expect(bot.fake.message(message)?.text).not.toContain("cancelled");
    expect(balanceOf(bot, payer)).toBe(before - 300);
  });
});

describe("a claim cut off before its send", () => {
  it("is not carried on by the member's next press once the payer cancelled: nothing paid, the message says so", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300);
    await bot.fake.nextBotMessage(alice.id, 8_000);
    // Carol's press takes the share in a process that dies before the send.
    const { deps } = bot.app;
    const dyingPayments = new Proxy(bot.app.payments, {
      get(target, key, receiver) {
        if (key === "execute" || key === "executeAs") {
          return () => Promise.reject(new Error("the process died here"));
        }
        const value = Reflect.get(target, key, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const dying: Offers = new Offers({
      store: deps.store,
      accounts: deps.accounts,
      logger: deps.logger,
      intents: () => dyingIntents,
    });
    const dyingIntents = new Intents({
      ...deps,
      gateway: bot.app.gateway,
      payments: dyingPayments,
      offers: dying,
    });
    await merchantOf(bot, carol);
    await expect(
      dying.claimShare(
        offerIdOf(message),
        { userId: carol.id, name: "Carol", handle: "@carol_tips" },
        { type: "account", recipientUserId: carol.id },
      ),
    ).rejects.toThrow("died");

    // Alice cancels: a claim is under way as far as anyone can tell.
    bot.fake.sendText(alice, privateChat(alice), "/history");
    await bot.fake.nextBotMessage(alice.id, 8_000);
    const list = await bot.fake.nextBotMessage(alice.id, 8_000);
    const press = bot.fake.pressButton(alice, list, `pledge-cancel:${offerIdOf(message)}`);
    await within10s(() => bot.fake.answerFor(press) !== undefined, "the answer to Cancel");
    expect(bot.fake.answerFor(press)?.text).toContain("Too late: it is being claimed right now");

    // Carol's next press does not carry the dead claim on.
    expect((await openLink(carol, message)).text).toContain("Alice cancelled this pledge");
    await messageSays(message, "Alice cancelled the pledge of 300 sat to Carol");
    expect(balanceOf(bot, payer)).toBe(before);
  });
});

describe("a pledge to a @username the bot has never seen (a /send)", () => {
  it("is claimed by whoever has that username when opening the link, and no one else", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const dave = createUser(3110, "Dave", { username: "Dave_New" });
    const impostor = createUser(3111, "Dave", { username: "dave_old" });
    bot.fake.sendText(alice, lounge, "/send 210 @dave_new");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    const message = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(message.text).toContain("Alice pledged 210 sat to @dave_new — @dave_new, tap to claim");
    linkOf(message);

    expect((await openLink(impostor, message)).text).toContain(
      "This pledge is for @dave_new, not for you",
    );
    expect((await openLink(dave, message)).text).toContain("You claimed 210 sat from Alice");
    await messageSays(message, "@dave_new claimed 210 sat from Alice");
    expect(balanceOf(bot, payer)).toBe(before - 210);
  });

  it("is refused over the payer's per-payment limit before anything is asked", async () => {
    await start({ env: { MAX_PAYMENT_SAT: "1000" } });
    await merchantOf(bot, alice);
    bot.fake.sendText(alice, lounge, "/send 5000 @dave_new");
    const refusal = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(refusal.text).toContain("above the limit of 1,000 sat per payment");
    expect(refusal.reply_markup).toBeUndefined();
    expect(await bot.app.deps.offers.openOf(alice.id)).toEqual([]);
  });
});

describe("pledges per member per day (PLEDGES_PER_DAY)", () => {
  it("making and cancelling frees none: past the day's number the next is refused, told in private, and the next day it is made", async () => {
    let clock = Date.parse("2026-03-10T09:00:00Z");
    await start({ env: { PLEDGES_PER_DAY: "2" }, now: () => clock });
    await merchantOf(bot, alice);
    for (const amount of [101, 102]) {
      const message = await alicePledgesToCarol(amount);
      expect(message.text).toContain(`Alice pledged ${amount} sat to Carol`);
      const ended = await bot.app.deps.offers.end(offerIdOf(message), alice.id, "cancelled");
      expect(ended.status).toBe("ended");
    }
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(0);

    const said = bot.fake.sendText(carol, lounge, "one more idea").message;
    bot.fake.sendText(alice, lounge, "/tip 103", { replyTo: said });
    const refused = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(refused.text).toContain("No pledge was made; I told you why in our private chat");
    expect(refused.text).not.toContain("Carol");
    await within10s(
      () => bot.fake.botMessages(alice.id).some((m) => m.text?.includes("up to 2 a day")),
      "Alice's private note",
    );
    const note = bot.fake.botMessages(alice.id).find((m) => m.text?.includes("up to 2 a day"));
    expect(note?.text).toContain("Your pledge of 103 sat to Carol was not made");
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(0);
    // Another member's pledges are their own.
    await merchantOf(bot, bob);
    bot.fake.sendText(bob, lounge, "/send 50 @dave_new");
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    bot.fake.pressButton(bob, ask, buttonData(ask, "send:ok:"));
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("Bob pledged 50 sat");

    // A new (UTC) day, a new count.
    clock += 24 * 60 * 60_000;
    expect((await alicePledgesToCarol(104)).text).toContain("Alice pledged 104 sat to Carol");
  });

  it("counts in the store, so pledges made at the same moment never pass the number", async () => {
    await start({ env: { PLEDGES_PER_DAY: "3" } });
    await merchantOf(bot, alice);
    // Eight /send questions to people never seen, then all eight Sends pressed at once.
    for (let i = 0; i < 8; i++) bot.fake.sendText(alice, lounge, `/send ${10 + i} @someone_${i}`);
    const questions = () =>
      bot.fake.botMessages(lounge.id).filter((m) => {
        try {
          return buttonData(m, "send:ok:") !== "";
        } catch {
          return false;
        }
      });
    await within10s(() => questions().length === 8, "eight questions");
    await Promise.all(
      questions().map((question) =>
        bot.fake.pressButton(alice, question, buttonData(question, "send:ok:")),
      ),
    );
    await within10s(
      () =>
        bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("up to 3 a day")).length ===
        5,
      "five refusals told in private",
    );
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(3);
  });
});
