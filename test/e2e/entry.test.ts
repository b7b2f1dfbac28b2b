/**
 * Paid entry end to end, through the Bot API fake (join requests, invite
 * links, rights) and the embedded sandbox (the owner's invoices, payments
 * from a member's account or an outside wallet, the paid events): turning
 * it on and each refusal; a newcomer who pays from their account, from an
 * outside wallet, or not in time; an admin who decides first; a redelivered
 * paid event; a restart between the payment and the approval; monthly
 * memberships reminded, renewed early, removed after the grace day and let
 * back in within a paid period.
 */
import type { User } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { EntryBook } from "../../src/features/entry/book.ts";
import { buttonData, merchantOf, sandboxOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
} from "../support/telegram-fake.ts";
import { api } from "../webapp/support.ts";

const DAY = 24 * 60 * 60_000;
const olga = createUser(5001, "Olga", { username: "olga_owner" });
const nina = createUser(5002, "Nina", { username: "nina_new" });
const omar = createUser(5003, "Omar", { username: "omar_mod" });
const club = supergroupChat(-1005550001, "Paid Club");

let bot: TestBot;
let clock: number;

/**
 * Sweep rounds every 100 ms instead of 5 s: the tests move the clock past a payment's deadline,
 * a reminder or a membership's end, and the entry sweep acts on it at its next round.
 */
const SWEEP_EVERY_MS = 100;

beforeEach(async () => {
  clock = Date.now();
  bot = await startTestBot({ now: () => clock, sweepEveryMs: SWEEP_EVERY_MS });
});
afterEach(async () => {
  await bot.stop();
});

function botUser(): User {
  const info = bot.fake.botInfo;
  return { id: info.id, is_bot: true, first_name: info.first_name, username: info.username };
}

/** The group with Olga as its creator and the bot an admin with every right. */
function setUpGroup(): void {
  bot.fake.setChatMember(club, olga, "creator");
  bot.fake.setAdministrator(club, botUser());
  bot.fake.openPrivateChat(olga);
}

/** Olga turns paid entry on with `args`; returns the link the bot sent her. */
async function turnOn(args: string): Promise<string> {
  bot.fake.sendText(olga, club, `/entry ${args}`);
  const answer = await bot.fake.nextBotMessage(club.id, 8_000);
  expect(answer.text).toMatch(/Paid entry is on/);
  const linkMessage = await bot.fake.nextBotMessage(olga.id, 8_000);
  const link = /https:\/\/t\.me\/\+\S+/.exec(linkMessage.text ?? "")?.[0];
  if (!link) throw new Error("no link in the owner's message");
  return link;
}

/** The invoice in a photo's caption (its code entity). */
function invoiceIn(message: FakeMessage): string {
  const entity = message.entities?.find((e) => e.type === "code");
  const caption = message.caption ?? "";
  if (!entity) throw new Error("no invoice in the message");
  return caption.slice(entity.offset, entity.offset + entity.length);
}

/** The first bot message to `user` after their first `since` matching `pattern` (text or caption). */
async function newMessage(user: User, since: number, pattern: RegExp): Promise<FakeMessage> {
  const find = () =>
    bot.fake
      .botMessages(user.id)
      .slice(since)
      .find((m) => pattern.test(m.text ?? m.caption ?? ""));
  await bot.fake.waitFor(() => find() !== undefined, 12_000, `${pattern} to ${user.first_name}`);
  const found = find();
  if (!found) throw new Error("not found");
  return found;
}

/** `user` asks to join through `link`; returns the invoice photo the bot wrote them. */
async function knock(user: User, link: string): Promise<FakeMessage> {
  const since = bot.fake.botMessages(user.id).length;
  bot.fake.requestToJoin(user, link);
  const message = await newMessage(user, since, /./);
  expect(message.method).toBe("sendPhoto");
  return message;
}

/** The confirmation `user` gets after pressing "Pay from my account" on `invoice`. */
async function pressPay(user: User, invoice: FakeMessage): Promise<FakeMessage> {
  const since = bot.fake.botMessages(user.id).length;
  bot.fake.pressButton(user, invoice, buttonData(invoice, "entry:pay:"));
  return newMessage(user, since, /\?/);
}

/** Pays `invoice` from a new outside wallet of the sandbox. */
async function payFromOutside(invoice: string): Promise<void> {
  const payer = await sandboxOf(bot).createMerchant({ balanceSat: 50_000 });
  await bot.app.gateway.account(payer).sendPayment(invoice);
}

async function statusIn(user: User): Promise<string> {
  return (await bot.app.bot.api.getChatMember(club.id, user.id)).status;
}

/**
 * How long a message the entry sweep sends is waited for: a round that reminds makes an invoice
 * and renders its QR code, which at a twentieth of a core (a loaded full run) took the wait past
 * 12 s. A wait, not a bound: no promise is made on when.
 */
const SWEEP_WAIT_MS = 30_000;

async function textsTo(user: User, pattern: RegExp, count = 1, waitMs = 12_000): Promise<string[]> {
  const matching = () =>
    bot.fake.botMessages(user.id).filter((m) => pattern.test(m.text ?? m.caption ?? ""));
  await bot.fake.waitFor(
    () => matching().length >= count,
    waitMs,
    `${pattern} to ${user.first_name}`,
  );
  return matching().map((m) => m.text ?? m.caption ?? "");
}

describe("/entry: turning paid entry on", () => {
  it("refuses a member, an anonymous admin, a bot without rights and a bad amount, each with the reason", async () => {
    bot.fake.setChatMember(club, olga, "creator");
    bot.fake.setChatMember(club, omar, "member");
    bot.fake.openPrivateChat(olga);

    bot.fake.sendText(omar, club, "/entry 2100");
    expect((await bot.fake.nextBotMessage(club.id, 8_000)).text).toMatch(
      /Only the group's creator or an admin who may invite users/,
    );
    bot.fake.sendAnonymousText(club, "/entry 2100");
    const anonymous = (await bot.fake.nextBotMessage(club.id, 8_000)).text ?? "";
    expect(anonymous).toMatch(/as yourself/);
    expect(anonymous).toMatch(/\/settings in a private chat/);

    bot.fake.sendText(olga, club, "/entry 2100 monthly");
    const missing = (await bot.fake.nextBotMessage(club.id, 8_000)).text ?? "";
    expect(missing).toMatch(/not on yet/);
    expect(missing).toMatch(/my right to invite users/);
    expect(missing).toMatch(/my right to ban users/);

    bot.fake.setAdministrator(club, botUser(), { can_restrict_members: false });
    bot.fake.sendText(olga, club, "/entry 2100 monthly");
    const onlyBan = (await bot.fake.nextBotMessage(club.id, 8_000)).text ?? "";
    expect(onlyBan).toMatch(/my right to ban users/);
    expect(onlyBan).not.toMatch(/invite users/);

    bot.fake.sendText(olga, club, "/entry 0");
    expect((await bot.fake.nextBotMessage(club.id, 8_000)).text).toMatch(/more than zero/);
    bot.fake.sendText(olga, club, "/entry 2000001");
    expect((await bot.fake.nextBotMessage(club.id, 8_000)).text).toMatch(/limit/);
    bot.fake.sendText(olga, club, "/entry lots");
    expect((await bot.fake.nextBotMessage(club.id, 8_000)).text).toMatch(/Set the price of entry/);
    bot.fake.sendText(olga, club, "/entry");
    expect((await bot.fake.nextBotMessage(club.id, 8_000)).text).toMatch(/Paid entry is off here/);
    expect(bot.fake.calls("createChatInviteLink")).toHaveLength(0);
  });

  it("makes a door that asks to join, named after the price, sent to the admin in private", async () => {
    setUpGroup();
    bot.fake.sendText(olga, club, "/entry 2100");
    const answer = await bot.fake.nextBotMessage(club.id, 8_000);
    expect(answer.text).toBe(
      "🚪 Paid entry is on: 2,100 sat, paid to @olga_owner's account. @olga_owner got the link in a private chat.",
    );
    const [call] = bot.fake.calls("createChatInviteLink");
    expect(call?.params).toMatchObject({
      creates_join_request: true,
      name: "Paid entry · 2,100 sat",
    });
    const linkMessage = await bot.fake.nextBotMessage(olga.id, 8_000);
    expect(linkMessage.text).toMatch(/The door of Paid Club: https:\/\/t\.me\/\+/);
    expect(linkMessage.text).toMatch(/other links keep working as they are/);

    bot.fake.sendText(olga, club, "/entry");
    expect((await bot.fake.nextBotMessage(club.id, 8_000)).text).toMatch(
      /Paid entry: 2,100 sat, paid to @olga_owner/,
    );
    bot.fake.sendText(olga, club, "/entry off");
    expect((await bot.fake.nextBotMessage(club.id, 8_000)).text).toMatch(/no new invoices/);
  });
});

describe("turning it on from private /settings → the group → Paid entry", () => {
  /** Olga's private /settings → My groups → Paid Club: the group's page. */
  async function groupPage(): Promise<FakeMessage> {
    const before = bot.fake.botMessages(olga.id).length;
    bot.fake.sendText(olga, privateChat(olga), "/settings");
    const menu = await newMessage(olga, before, /Settings/);
    bot.fake.pressButton(olga, menu, "settings:groups");
    await bot.fake.waitFor(() => /My groups/.test(menu.text ?? ""), 8_000, "the group list");
    const since = bot.fake.botMessages(olga.id).length;
    bot.fake.pressButton(olga, menu, buttonData(menu, `settings:group:${club.id}`));
    return newMessage(olga, since, /Paid Club: group settings/);
  }

  /** Presses Paid entry on the group's page: the item's own message. */
  async function entryItem(page: FakeMessage): Promise<FakeMessage> {
    const since = bot.fake.botMessages(olga.id).length;
    bot.fake.pressButton(olga, page, buttonData(page, `settings-group:${club.id}:`));
    return newMessage(olga, since, /Paid entry:/);
  }

  it("lists the group an admin manages, shows how entry stands, sets a price, and turns it off", async () => {
    setUpGroup();
    // An admin's /settings in the group lists it in their private /settings.
    bot.fake.sendText(olga, club, "/settings");
    await bot.fake.nextBotMessage(club.id, 8_000);
    const page = await groupPage();
    expect(page.text).toMatch(/Paid entry: off/);
    const item = await entryItem(page);
    expect(item.text).toBe("Paid Club\n🚪 Paid entry: off");

    let since = bot.fake.botMessages(olga.id).length;
    bot.fake.pressButton(olga, item, `entry-settings:price:${club.id}`);
    await newMessage(olga, since, /What should entry to Paid Club cost\?/);
    since = bot.fake.botMessages(olga.id).length;
    const groupSince = bot.fake.botMessages(club.id).length;
    bot.fake.sendText(olga, privateChat(olga), "2100 monthly");
    expect((await newMessage(olga, since, /Paid entry to Paid Club is on/)).text).toMatch(
      /2,100 sat a month, paid to your account/,
    );
    await newMessage(olga, since, /The door of Paid Club: https:\/\/t\.me\/\+/);
    // The group is told whose account is paid.
    await bot.fake.waitFor(
      () =>
        bot.fake
          .botMessages(club.id)
          .slice(groupSince)
          .some((m) =>
            /Paid entry is on: 2,100 sat a month, paid to @olga_owner's account/.test(m.text ?? ""),
          ),
      8_000,
      "the group told",
    );
    const door = await new EntryBook(bot.app.deps.store).door(club.id);
    expect(door).toMatchObject({ on: true, priceSat: 2100, monthly: true, ownerId: olga.id });
    expect(bot.fake.calls("createChatInviteLink")[0]?.params).toMatchObject({
      creates_join_request: true,
    });

    const onItem = await entryItem(await groupPage());
    expect(onItem.text).toMatch(/Paid entry: 2,100 sat a month, paid to @olga_owner/);
    since = bot.fake.botMessages(olga.id).length;
    bot.fake.pressButton(olga, onItem, `entry-settings:off:${club.id}`);
    await newMessage(olga, since, /Paid entry is off: no new invoices/);
    expect((await new EntryBook(bot.app.deps.store).door(club.id))?.on).toBe(false);
  });

  it("refuses with the same checks as /entry: the bot's rights, an admin who may not invite, one no longer an admin", async () => {
    bot.fake.setChatMember(club, olga, "creator");
    bot.fake.openPrivateChat(olga);
    bot.fake.sendText(olga, club, "/settings");
    await bot.fake.nextBotMessage(club.id, 8_000);
    const item = await entryItem(await groupPage());
    let since = bot.fake.botMessages(olga.id).length;
    bot.fake.pressButton(olga, item, `entry-settings:price:${club.id}`);
    await newMessage(olga, since, /What should entry/);
    since = bot.fake.botMessages(olga.id).length;
    bot.fake.sendText(olga, privateChat(olga), "2100");
    expect((await newMessage(olga, since, /not on yet/)).text).toMatch(/my right to invite users/);

    // Still an admin, but without the right to invite users.
    bot.fake.setAdministrator(club, olga, { can_invite_users: false });
    since = bot.fake.botMessages(olga.id).length;
    bot.fake.pressButton(olga, item, `entry-settings:price:${club.id}`);
    await newMessage(olga, since, /What should entry/);
    since = bot.fake.botMessages(olga.id).length;
    bot.fake.sendText(olga, privateChat(olga), "2100");
    await newMessage(olga, since, /Only the group's creator or an admin who may invite users/);

    // No longer an admin: the group's page is refused, and the group leaves her list.
    bot.fake.setChatMember(club, olga, "member");
    const menuSince = bot.fake.botMessages(olga.id).length;
    bot.fake.sendText(olga, privateChat(olga), "/settings");
    const menu = await newMessage(olga, menuSince, /Settings/);
    bot.fake.pressButton(olga, menu, "settings:groups");
    await bot.fake.waitFor(() => /My groups/.test(menu.text ?? ""), 8_000, "the group list");
    const answer = bot.fake.pressButton(olga, menu, buttonData(menu, `settings:group:${club.id}`));
    await bot.fake.waitFor(
      () => /not an admin of that group/.test(bot.fake.answerFor(answer)?.text ?? ""),
      8_000,
      "the refusal",
    );
    expect(bot.fake.calls("createChatInviteLink")).toHaveLength(0);
  });

  it("lists a group for the member who added the bot", async () => {
    bot.fake.setChatMember(club, olga, "creator");
    bot.fake.openPrivateChat(olga);
    bot.fake.addChatMember(club, botUser(), olga);
    await bot.fake.nextBotMessage(club.id, 8_000);
    expect((await groupPage()).text).toMatch(/Paid entry: off/);
  });
});

describe("a newcomer at the door", () => {
  it("pays from their account: let in once, told, and both histories show it", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    const invoiceMessage = await knock(nina, link);
    expect(invoiceMessage.caption).toMatch(/To join Paid Club, pay 2,100 sat to @olga_owner/);
    expect(invoiceMessage.caption).toMatch(/Valid for 15 minutes/);
    expect(decodeInvoice(invoiceIn(invoiceMessage)).amountSat).toBe(2100);

    const confirm = await pressPay(nina, invoiceMessage);
    expect(confirm.text).toMatch(/Pay 2,100 sat to @olga_owner to join Paid Club\?/);
    // A second press finds the same intent: no second confirmation.
    bot.fake.pressButton(nina, invoiceMessage, buttonData(invoiceMessage, "entry:pay:"));
    bot.fake.pressButton(nina, confirm, buttonData(confirm, "send:ok:"));

    await textsTo(nina, /You're in: welcome to Paid Club/);
    expect(await statusIn(nina)).toBe("member");
    expect(bot.fake.calls("approveChatJoinRequest")).toHaveLength(1);
    const asked = bot.fake
      .botMessages(nina.id)
      .filter((m) => /Pay 2,100 sat/.test(m.edits[0]?.text ?? m.text ?? ""));
    expect(asked).toHaveLength(1);
    await textsTo(olga, /@nina_new paid 2,100 sat and joined Paid Club/);

    const owners = (await bot.app.deps.ledger.page(olga.id, 0, 5)).operations;
    expect(owners[0]).toMatchObject({ kind: "invoice", state: "paid", amountSat: 2100 });
    expect(owners[0]?.description).toMatch(/Entry to Paid Club · @nina_new/);
    const payers = (await bot.app.deps.ledger.page(nina.id, 0, 5)).operations;
    expect(payers[0]).toMatchObject({ state: "sent", amountSat: 2100 });
  });

  it("pays from an outside wallet: the door opens when the owner's invoice is paid", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    const invoiceMessage = await knock(nina, link);
    await payFromOutside(invoiceIn(invoiceMessage));
    await textsTo(nina, /You're in/);
    expect(await statusIn(nina)).toBe("member");
    expect(bot.fake.pendingJoinRequest(club, nina)).toBeUndefined();
    // One note to the owner per payment: the feature's, not also the generic "Received".
    await textsTo(olga, /@nina_new paid 2,100 sat and joined Paid Club/);
    await sandboxOf(bot).webhooksIdle();
    expect(bot.fake.botMessages(olga.id).filter((m) => /Received/.test(m.text ?? ""))).toHaveLength(
      0,
    );
  });

  it("does not pay in time: declined, and told how to try again with a fresh invoice", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    const first = await knock(nina, link);
    clock += 16 * 60_000;
    await textsTo(nina, /not paid in time/);
    expect(bot.fake.pendingJoinRequest(club, nina)).toBeUndefined();
    expect(await statusIn(nina)).toBe("left");
    expect(bot.fake.calls("declineChatJoinRequest")).toHaveLength(1);
    // The same link again: a fresh invoice.
    const second = await knock(nina, link);
    expect(invoiceIn(second)).not.toBe(invoiceIn(first));
  });

  it("an admin declines first, then the payment arrives: no loop, payer and owner told", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    const invoiceMessage = await knock(nina, link);
    bot.fake.answerJoinRequest(club, nina, false);
    await payFromOutside(invoiceIn(invoiceMessage));
    await textsTo(
      nina,
      /an admin had already declined .* @olga_owner can send it back with \/send/,
    );
    await textsTo(olga, /an admin had already declined the request/);
    expect(await statusIn(nina)).toBe("left");
    expect(bot.fake.calls("approveChatJoinRequest")).toHaveLength(1);
    const ticket = await new EntryBook(bot.app.deps.store).ticketByHash(
      decodeInvoice(invoiceIn(invoiceMessage)).paymentHash,
    );
    expect(ticket?.state).toBe("declined-first");
  });

  it("an admin approves first: the payer is told they are in, nothing approved twice", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    const invoiceMessage = await knock(nina, link);
    bot.fake.answerJoinRequest(club, nina, true);
    await payFromOutside(invoiceIn(invoiceMessage));
    await textsTo(nina, /An admin had already let you into Paid Club/);
    expect(await statusIn(nina)).toBe("member");
  });

  it("a redelivered paid event lets in and tells once", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    const invoiceMessage = await knock(nina, link);
    await payFromOutside(invoiceIn(invoiceMessage));
    await textsTo(nina, /You're in/);
    const sandbox = sandboxOf(bot);
    await sandbox.webhooksIdle();
    const owner = await merchantOf(bot, olga);
    const [event] = sandbox.merchant(owner)?.events ?? [];
    await sandbox.redeliverEvent(event?.id ?? "");
    await sandbox.webhooksIdle();
    expect(sandbox.merchant(owner)?.events[0]?.status).toBe("delivered");
    expect(bot.fake.calls("approveChatJoinRequest")).toHaveLength(1);
    expect(
      bot.fake.botMessages(nina.id).filter((m) => /You're in/.test(m.text ?? "")),
    ).toHaveLength(1);
    expect(
      bot.fake.botMessages(olga.id).filter((m) => /paid 2,100 sat and joined/.test(m.text ?? "")),
    ).toHaveLength(1);
  });

  it("paid while the bot may not let anyone in: kept paid in the store, and after a restart let in once", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    const invoiceMessage = await knock(nina, link);
    bot.fake.setAdministrator(club, botUser(), { can_invite_users: false });
    await payFromOutside(invoiceIn(invoiceMessage));
    await textsTo(nina, /I cannot let you into Paid Club right now/);
    await textsTo(olga, /I cannot let them in: I may no longer invite users there/);
    const hash = decodeInvoice(invoiceIn(invoiceMessage)).paymentHash;
    expect((await new EntryBook(bot.app.deps.store).ticketByHash(hash))?.state).toBe("paid");
    await bot.restart();
    bot.fake.setAdministrator(club, botUser(), { can_invite_users: true });
    await textsTo(nina, /You're in/);
    expect(await statusIn(nina)).toBe("member");
    expect((await new EntryBook(bot.app.deps.store).ticketByHash(hash))?.state).toBe("in");
    // Told once each, however often the sweep tried.
    expect(
      bot.fake.botMessages(nina.id).filter((m) => /cannot let you/.test(m.text ?? "")),
    ).toHaveLength(1);
    expect(
      bot.fake.botMessages(nina.id).filter((m) => /You're in/.test(m.text ?? "")),
    ).toHaveLength(1);
  });
});

describe("when the door cannot open", () => {
  it("a newcomer the bot cannot write to: the request waits, and the owner is told", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    bot.fake.blockBot(nina);
    bot.fake.requestToJoin(nina, link);
    await textsTo(
      olga,
      /@nina_new asked to join Paid Club: waiting, but I could not write to them/,
    );
    expect(bot.fake.pendingJoinRequest(club, nina)).toBeDefined();
    // Left to the admins (marked before the owner is told): off the list of tickets the sweep
    // declines when their 15 minutes are up.
    const book = new EntryBook(bot.app.deps.store);
    expect(await book.openTickets()).toEqual([]);
    const [payment] = await book.paymentsOf(club.id, 1);
    expect(payment?.state).toBe("unwritten");
  });

  it("the owner no longer an admin: entry paused, the request waits for the admins, the owner told", async () => {
    setUpGroup();
    const link = await turnOn("2100");
    bot.fake.setChatMember(club, olga, "member");
    bot.fake.requestToJoin(nina, link);
    await textsTo(nina, /Paid entry to Paid Club is paused/);
    await textsTo(olga, /paid entry is paused: you are no longer an admin/);
    expect(bot.fake.pendingJoinRequest(club, nina)).toBeDefined();
    expect(bot.fake.botMessages(nina.id).filter((m) => m.method === "sendPhoto")).toHaveLength(0);
  });
});

describe("a flood of join requests", () => {
  it("makes at most ENTRY_INVOICES_PER_MINUTE invoices a minute for a group; the others are told", async () => {
    await bot.stop();
    bot = await startTestBot({
      now: () => clock,
      sweepEveryMs: SWEEP_EVERY_MS,
      env: { ENTRY_INVOICES_PER_MINUTE: "1" },
    });
    setUpGroup();
    const link = await turnOn("2100");
    await knock(nina, link);
    bot.fake.requestToJoin(omar, link);
    await textsTo(omar, /Too many people are asking to join Paid Club right now/);
    expect(bot.fake.botMessages(omar.id).filter((m) => m.method === "sendPhoto")).toHaveLength(0);
    expect(bot.fake.pendingJoinRequest(club, omar)).toBeDefined();
    // The next minute, the same link gives an invoice again.
    clock += 60_000;
    bot.fake.answerJoinRequest(club, omar, false);
    const later = await knock(omar, link);
    expect(later.caption).toMatch(/To join Paid Club/);
  });
});

describe("monthly memberships", () => {
  it("reminds 3 days and 1 day before the end, renews early (added to the end), removes after the grace day and lets back in within a paid period", async () => {
    setUpGroup();
    const link = await turnOn("2100 monthly");
    const invoiceMessage = await knock(nina, link);
    bot.fake.openPrivateChat(nina);
    await payFromOutside(invoiceIn(invoiceMessage));
    await textsTo(nina, /You're in/);
    const book = new EntryBook(bot.app.deps.store);
    const joined = await book.membership(club.id, nina.id);
    const firstEnd = joined?.until ?? 0;
    expect(firstEnd - clock).toBeGreaterThan(29 * DAY);

    // 3 days before the end: a reminder with a fresh invoice.
    clock = firstEnd - 3 * DAY + 60_000;
    await textsTo(nina, /Your membership of Paid Club ends on/, 1, SWEEP_WAIT_MS);
    // 1 day before: the second reminder.
    clock = firstEnd - DAY + 60_000;
    const reminders = await textsTo(nina, /Your membership of Paid Club ends on/, 2, SWEEP_WAIT_MS);
    expect(reminders).toHaveLength(2);
    const reminder = bot.fake
      .botMessages(nina.id)
      .filter((m) => /ends on/.test(m.caption ?? ""))
      .at(-1);
    if (!reminder) throw new Error("no reminder");
    expect(buttonData(reminder, "entry:pay:")).toBeTruthy();
    // Renewed early: the month is added to the end. The embedded sandbox signs its events with
    // the real time, which the bot checks against its own clock: back to it for the payment.
    clock = Date.now();
    await payFromOutside(invoiceIn(reminder));
    await textsTo(nina, /Your membership of Paid Club is paid until/);
    await textsTo(olga, /renewed their membership of Paid Club/);
    const renewed = await book.membership(club.id, nina.id);
    expect(renewed?.until).toBe(firstEnd + 30 * DAY);

    // She leaves and comes back within the paid period: let in without paying.
    bot.fake.setChatMember(club, nina, "left");
    bot.fake.requestToJoin(nina, link);
    await textsTo(nina, /Welcome back to Paid Club/);
    expect(await statusIn(nina)).toBe("member");

    // Unpaid a day after the new end: removed, not banned.
    const secondEnd = renewed?.until ?? 0;
    clock = secondEnd + DAY + 60_000;
    await textsTo(nina, /was not renewed, so you were removed/, 1, SWEEP_WAIT_MS);
    expect(await statusIn(nina)).toBe("left");
    await textsTo(
      olga,
      /@nina_new's membership of Paid Club was not renewed: removed/,
      1,
      SWEEP_WAIT_MS,
    );
    // Not banned: the link still works, with a fresh invoice.
    const again = await knock(nina, link);
    expect(again.caption).toMatch(/To join Paid Club/);
  }, 60_000);
});

describe("/entry and /history in private", () => {
  it("shows the owner the group's members and payments, and the member their membership", async () => {
    setUpGroup();
    const link = await turnOn("2100 monthly");
    const invoiceMessage = await knock(nina, link);
    bot.fake.openPrivateChat(nina);
    await payFromOutside(invoiceIn(invoiceMessage));
    await textsTo(nina, /You're in/);
    const since = bot.fake.botMessages(olga.id).length;
    bot.fake.sendText(olga, privateChat(olga), "/entry");
    const report = await newMessage(olga, since, /Paid Club:/);
    expect(report.text).toMatch(/Paid Club: 2,100 sat a month · on/);
    expect(report.text).toMatch(/@nina_new: until/);
    expect(report.text).toMatch(/@nina_new · 2,100 sat · in/);

    bot.fake.sendText(nina, privateChat(nina), "/history");
    await textsTo(nina, /Memberships\n• Paid Club: paid until/);

    // The same in the Mini App: the member's memberships, the owner's group.
    const mine = await api(bot, nina, "GET", "/entry");
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      memberships: [{ group: "Paid Club", monthly: true }],
      groups: [],
    });
    const owners = await api(bot, olga, "GET", "/entry");
    expect(owners.body).toMatchObject({
      memberships: [],
      groups: [
        {
          group: "Paid Club",
          priceSat: 2100,
          monthly: true,
          on: true,
          members: [{ member: "@nina_new" }],
          payments: [{ member: "@nina_new", amountSat: 2100, status: "in" }],
        },
      ],
    });
  });
});
