/**
 * Reaction tips end to end: the real bot, the Bot API fake (reactions only
 * reach an admin bot in groups) and the sandbox gateway. The undo window
 * is the default one (REACTION_UNDO_SECONDS, 10 s), on the bot's clock,
 * which stands still until a test moves it past the window (`windowPasses`)
 * instead of waiting it out: nothing ends a window early, however slow the
 * machine.
 */
import type { Update, User } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MessageAuthors } from "../../src/features/reactions/authors.ts";
import { ReactionTipDelivery } from "../../src/features/reactions/delivery.ts";
import {
  type PendingReactionTip,
  PendingReactionTips,
  pendingKey,
} from "../../src/features/reactions/pending.ts";
import { Intents } from "../../src/operations/intents.ts";
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
  merchantOf,
  tipEnvOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { type FakeMessage, privateChat, supergroupChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

/** The default undo window. */
const UNDO_MS = 10_000;
let bot: TestBot;
/** The bot's clock (ms): moved by the tests only. */
let clock = 0;

beforeEach(async () => {
  clock = Date.now();
  bot = await startTestBot({
    now: () => clock,
    env: { GROUP_COMMANDS_PER_MINUTE: "50" },
  });
  for (const user of [alice, bob, carol]) bot.fake.openPrivateChat(user);
  bot.fake.setBotAdmin(lounge, true);
});
afterEach(async () => {
  await bot.stop();
});

/** `user` turns reaction tips on in /settings (the defaults: ⚡ 21, 🔥 100, ❤ 10 sat, 1 000 sat a day). */
async function turnOn(user: User): Promise<FakeMessage> {
  bot.fake.sendText(user, privateChat(user), "/settings");
  const menu = await bot.fake.nextBotMessage(user.id, 8_000);
  expect(menu.text).toContain("Reaction tips: off");
  bot.fake.pressButton(user, menu, "settings:reactions:on");
  await until(
    () => bot.fake.message(menu)?.text?.includes("🔥 100 sat · ⚡ 21 sat · ❤ 10 sat") ?? false,
  );
  expect(bot.fake.message(menu)?.text).toContain("up to 1,000 sat a day");
  return menu;
}

/** Alice and Bob have accounts and Alice turned reaction tips on: her merchant id and /settings menu. */
async function aliceTipsByReaction(): Promise<{ payer: string; menu: FakeMessage }> {
  const payer = await merchantOf(bot, alice);
  await merchantOf(bot, bob);
  return { payer, menu: await turnOn(alice) };
}

/** `user` posts in `chat`; resolves once the bot knows who wrote it. */
async function post(
  user: User,
  chat = lounge,
  text = "here is a great idea",
): Promise<FakeMessage> {
  const message = bot.fake.sendText(user, chat, text).message;
  const authors = new MessageAuthors(bot.app.deps.store);
  await until(async () => (await authors.get(chat.id, message.message_id)) !== undefined);
  return bot.fake.message(message) as FakeMessage;
}

async function tipsSentBy(user: User) {
  const { operations } = await bot.app.deps.ledger.page(user.id, 0, 20);
  return operations.filter((op) => op.kind === "tip-sent");
}

async function noPending(): Promise<boolean> {
  return (
    (await new PendingReactionTips(bot.app.deps.store).due(Number.MAX_SAFE_INTEGER)).length === 0
  );
}

/** A delivery job besides the bot's own (as another replica's), to run a round at once. */
function delivery(): ReactionTipDelivery {
  return new ReactionTipDelivery({ ...tipEnvOf(bot), botUsername: bot.fake.botInfo.username });
}

/**
 * Until the bot handled each of `updates` that Telegram gave it (its handled mark is written
 * after the handler, so their pending tips are saved), and every other update it was given.
 */
async function handled(...updates: Update[]): Promise<void> {
  const marks = bot.app.deps.store.keyv<number>("handled-updates", { durable: false });
  for (const { update_id: id } of updates) {
    await until(
      () => bot.fake.deliveredAt(id) !== undefined || bot.fake.isConfirmed(id),
      "the update delivered or withheld",
    );
    if (bot.fake.deliveredAt(id) === undefined) continue;
    await until(async () => (await marks.get(String(id))) !== undefined, "the update handled");
  }
  await bot.idle();
}

/**
 * Once `updates` (and all the bot was given) are handled, the undo window passes on the bot's
 * clock and a delivery round runs at once (the bot's own job looks only every second).
 */
async function windowPasses(...updates: Update[]): Promise<void> {
  await handled(...updates);
  clock += UNDO_MS;
  await delivery().runOnce();
}

/**
 * Until the bot handled `updates`, their undo window passed and no reaction tip is pending:
 * from then on nothing more can be sent for them, since a reaction tip goes out only from a
 * pending record. Delivery rounds are run here too (as another replica would).
 */
async function settled(...updates: Update[]): Promise<void> {
  await windowPasses(...updates);
  const replica = delivery();
  await until(async () => {
    await replica.runOnce();
    return noPending();
  }, "no reaction tip pending");
}

describe("reaction tips", () => {
  it("tips the mapped amount after the undo window, on the message's receipt, with private notes", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    await merchantOf(bot, carol);
    await turnOn(alice);
    const idea = await post(bob);
    // A /tip first: the reaction tip joins its receipt.
    bot.fake.sendText(carol, lounge, "/tip 100", { replyTo: idea });
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 100 sat in tips");
    const before = [balanceOf(bot, payer), balanceOf(bot, payee)];

    const reaction = bot.fake.react(alice, idea, ["⚡"]);
    // Nothing moves inside the undo window: its tip is pending, a delivery round leaves it.
    await handled(reaction);
    clock += UNDO_MS - 1;
    await delivery().runOnce();
    expect(await noPending()).toBe(false);
    expect(balanceOf(bot, payer)).toBe(before[0]);
    // Its last millisecond passes: the tip goes out.
    clock += 1;
    await delivery().runOnce();
    await until(() => bot.fake.message(receipt)?.text?.includes("121 sat") ?? false);
    expect(bot.fake.message(receipt)?.text).toContain("Alice (21 sat)");
    expectMoved(bot, [payer, payee], before, 21);
    // One receipt per message: edited, no second one.
    expect(
      bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("received")),
    ).toHaveLength(1);
    const toAlice = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(toAlice.text).toContain("You tipped Bob 21 sat in Lightning Lounge");
    // No command to remember it by: the note says what sent it, and where to change that.
    expect(toAlice.text).toContain("Sent by your reaction. Amounts and daily budget: /settings.");
    await until(() =>
      bot.fake.botMessages(bob.id).some((m) => m.text?.includes("Alice tipped you 21 sat")),
    );
    expect(
      bot.fake.botMessages(bob.id).find((m) => m.text?.includes("Alice tipped you 21 sat"))?.text,
    ).toContain("A tip by reaction.");
    expect(await tipsSentBy(alice)).toEqual([
      expect.objectContaining({ state: "sent", amountSat: 21, counterpart: "@bobby_sats" }),
    ]);
    // The tipped message is never removed (a reaction tip has no command to tidy up): checked
    // once the bot is idle, removals set for up to a second included.
    await bot.idle();
    expect(bot.fake.message(idea)?.deleted).toBe(false);
  });

  it("sends nothing for a reaction taken back within the window", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const reacted = bot.fake.react(alice, idea, ["🔥"]);
    const takenBack = bot.fake.react(alice, idea, []);
    await settled(reacted, takenBack);
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await tipsSentBy(alice)).toEqual([]);
    expect(bot.fake.botMessages(lounge.id)).toEqual([]);
  });

  it("never tips a reaction taken back within the window, even when its update comes again after it", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const added = bot.fake.react(alice, idea, ["🔥"]);
    const handled = bot.app.deps.store.keyv("handled-updates");
    await until(async () => (await handled.get(String(added.update_id))) !== undefined);
    const removed = bot.fake.react(alice, idea, []);
    await until(async () => (await handled.get(String(removed.update_id))) !== undefined);
    await settled();

    // Its handled mark lost (a crash before it was written): Telegram delivers it again.
    await handled.delete(String(added.update_id));
    bot.fake.injectUpdate(added);
    await until(async () => (await handled.get(String(added.update_id))) !== undefined);
    await settled();
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await tipsSentBy(alice)).toEqual([]);
    expect(bot.fake.botMessages(lounge.id)).toEqual([]);
  });

  it("follows its reactions in the order Telegram sent them: an old update delivered again changes nothing", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const added = bot.fake.react(alice, idea, ["🔥"]);
    bot.fake.react(alice, idea, []);
    // The first update again, inside the window (its handled mark lost).
    const handled = bot.app.deps.store.keyv("handled-updates");
    await until(async () => (await handled.get(String(added.update_id))) !== undefined);
    await handled.delete(String(added.update_id));
    bot.fake.injectUpdate(added);
    await until(async () => (await handled.get(String(added.update_id))) !== undefined);
    await settled();
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await tipsSentBy(alice)).toEqual([]);
  });

  it("makes a burst of reactions one tip: the largest mapped one still there at the end", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const burst = [
      bot.fake.react(alice, idea, ["⚡"]),
      bot.fake.react(alice, idea, ["⚡", "🔥"]),
      bot.fake.react(alice, idea, ["🔥", "❤"]),
      bot.fake.react(alice, idea, ["❤"]),
    ];
    await windowPasses(...burst);
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 10 sat in tips");
    await settled(...burst);
    expect(balanceOf(bot, payer)).toBe(before - 10);
    expect(await tipsSentBy(alice)).toHaveLength(1);
    // Reacting again later on the same message tips no more: one reaction tip per member and message.
    await settled(bot.fake.react(alice, idea, ["🔥"]));
    expect(balanceOf(bot, payer)).toBe(before - 10);
  });

  it("follows the amounts set in /settings, and tips nothing once turned off", async () => {
    const { payer, menu } = await aliceTipsByReaction();
    bot.fake.pressButton(alice, menu, "settings:reactions:amounts");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain(
      "Which reactions tip how much?",
    );
    bot.fake.sendText(alice, privateChat(alice), "🚀 5");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain(
      "🚀 is not a reaction Telegram offers",
    );
    bot.fake.sendText(alice, privateChat(alice), "⚡ 50, 👍 7");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain(
      "Saved: your reactions tip ⚡ 50 sat · 👍 7 sat",
    );
    const before = balanceOf(bot, payer);
    const first = await post(bob, lounge, "first");
    await windowPasses(bot.fake.react(alice, first, ["🔥", "⚡"]));
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 50 sat in tips");
    expect(balanceOf(bot, payer)).toBe(before - 50);

    bot.fake.pressButton(alice, menu, "settings:reactions:off");
    await until(() => bot.fake.message(menu)?.text?.includes("Reaction tips: off") ?? false);
    const second = await post(bob, lounge, "second");
    await settled(bot.fake.react(alice, second, ["⚡"]));
    expect(balanceOf(bot, payer)).toBe(before - 50);
  });

  it("refuses past the daily reaction budget, telling the member once in private and the group nothing", async () => {
    const { payer, menu } = await aliceTipsByReaction();
    bot.fake.pressButton(alice, menu, "settings:reactions:budget");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain(
      "How much may your reactions tip",
    );
    bot.fake.sendText(alice, privateChat(alice), "120");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toContain("up to 120 sat a day");
    const before = balanceOf(bot, payer);

    const first = await post(bob, lounge, "first");
    await windowPasses(bot.fake.react(alice, first, ["🔥"]));
    await until(() => balanceOf(bot, payer) === before - 100);
    const second = await post(bob, lounge, "second");
    await windowPasses(bot.fake.react(alice, second, ["⚡"]));
    await until(() =>
      bot.fake.botMessages(alice.id).some((m) => m.text?.includes("daily reaction budget")),
    );
    const told = bot.fake
      .botMessages(alice.id)
      .filter((m) => m.text?.includes("daily reaction budget"));
    expect(told[0]?.text).toContain("Your reaction tip of 21 sat to Bob");
    expect(told[0]?.text).toContain("120 sat");
    const third = await post(bob, lounge, "third");
    await settled(bot.fake.react(alice, third, ["⚡"]));
    expect(balanceOf(bot, payer)).toBe(before - 100);
    // Told once a day, not once per reaction.
    expect(
      bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("daily reaction budget")),
    ).toHaveLength(1);
    // The group saw one receipt (the first tip) and not a word about the budget.
    const groupTexts = bot.fake.botMessages(lounge.id).map((m) => m.text ?? "");
    expect(groupTexts).toHaveLength(1);
    expect(groupTexts.join("\n")).not.toMatch(/budget|120/);
  });

  it("gets no reactions in a group where it is not admin, and tells a member with reaction tips on, once", async () => {
    const quiet = supergroupChat(-1009876543210, "Quiet Corner");
    const { payer } = await aliceTipsByReaction();
    const before = balanceOf(bot, payer);
    // The welcome says reactions need an admin bot.
    bot.fake.addChatMember(quiet, botUser(bot), carol);
    const welcome = await bot.fake.nextBotMessage(quiet.id, 8_000);
    expect(welcome.text).toContain(
      "Reaction tips (turned on in /settings) work only if an admin makes me an admin here",
    );
    const idea = bot.fake.sendText(bob, quiet, "/start").message;
    const help = bot.fake.sendText(alice, quiet, "/help");
    const groupHelp = await bot.fake.nextBotMessage(quiet.id, 8_000);
    expect(groupHelp.text).toContain("Reaction tips");
    expect(groupHelp.text).toContain("admin");
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your reaction tips cannot work in Quiet Corner");
    expect(help.message.message_id).toBeGreaterThan(0);

    const reaction = bot.fake.react(alice, idea, ["⚡"]);
    expect(bot.fake.withheld(reaction)).toBe("not_admin");
    await settled(reaction);
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await tipsSentBy(alice)).toEqual([]);
    // Said once: another command there says nothing more.
    bot.fake.sendText(alice, quiet, "/help");
    await bot.fake.nextBotMessage(quiet.id, 8_000);
    await bot.idle();
    expect(
      bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("cannot work in")),
    ).toHaveLength(1);
  });

  it("asks again once the bot is made admin: a member is not told what is no longer true", async () => {
    const quiet = supergroupChat(-1005555555555, "Soon Admin");
    await merchantOf(bot, alice);
    await merchantOf(bot, carol);
    await turnOn(alice);
    await turnOn(carol);
    bot.fake.sendText(alice, quiet, "/help");
    await bot.fake.nextBotMessage(quiet.id, 8_000);
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain(
      "cannot work in Soon Admin",
    );
    // An admin promotes the bot: Telegram says so with my_chat_member.
    bot.fake.setBotAdmin(quiet, true);
    const self = botUser(bot);
    bot.fake.injectUpdate({
      my_chat_member: {
        chat: quiet,
        from: alice,
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: "member", user: self },
        new_chat_member: { status: "administrator", user: self, can_delete_messages: true },
      } as unknown as NonNullable<Update["my_chat_member"]>,
    });
    const adminStatus = bot.app.deps.store.keyv<boolean>("bot-admin-status", { durable: false });
    await until(async () => (await adminStatus.get(String(quiet.id))) === undefined);
    bot.fake.sendText(carol, quiet, "/help");
    await bot.fake.nextBotMessage(quiet.id, 8_000);
    await bot.idle();
    expect(
      bot.fake.botMessages(carol.id).filter((m) => m.text?.includes("cannot work in")),
    ).toEqual([]);
  });

  it("tips once for a redelivered reaction update, and for the same reaction delivered twice", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const update = bot.fake.react(alice, idea, ["⚡"]);
    // Delivered twice within the window: once as the same update, once as a copy (a lost handled mark).
    bot.fake.injectUpdate(update);
    bot.fake.injectUpdate({ message_reaction: update.message_reaction });
    await windowPasses(update);
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    // And again after the tip went out.
    bot.fake.injectUpdate(update);
    bot.fake.injectUpdate({ message_reaction: update.message_reaction });
    // Each handled (a tip they started anew would be pending now), then none pending.
    await bot.idle();
    await until(noPending);
    expect(balanceOf(bot, payer)).toBe(before - 21);
    expect(await tipsSentBy(alice)).toHaveLength(1);
  });

  it("pledges to an author who cannot receive tips yet: nothing moves, the group sees the claim link, once", async () => {
    const payer = await merchantOf(bot, alice);
    await turnOn(alice);
    const before = balanceOf(bot, payer);
    const idea = await post(carol);
    await windowPasses(bot.fake.react(alice, idea, ["🔥"]));
    await until(() => bot.fake.botMessages(lounge.id).some((m) => m.text?.includes("pledged")));
    const pledged = bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("pledged"));
    expect(pledged).toHaveLength(1);
    expect(pledged[0]?.text).toContain("Alice pledged 100 sat to Carol");
    expect(buttonUrl(pledged[0])).toMatch(
      new RegExp(`^https://t\\.me/${bot.fake.botInfo.username}\\?start=claim_[A-Za-z0-9_-]{22}$`),
    );
    await until(() => bot.fake.botMessages(alice.id).some((m) => m.text?.includes("You pledged")));
    expect(balanceOf(bot, payer)).toBe(before);
    // Later rounds of the delivery job pledge nothing more: its record is gone (rounds run here).
    await settled();
    expect(bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("pledged"))).toHaveLength(
      1,
    );
  });

  it("counts pledges on the reaction budget: past it, a reaction pledges nothing more", async () => {
    await merchantOf(bot, alice);
    await turnOn(alice);
    const prefs = await bot.app.deps.preferences.get(alice.id);
    const tips = prefs.reactionTips;
    if (!tips) throw new Error("reaction tips not on");
    await bot.app.deps.preferences.update(alice.id, {
      reactionTips: { ...tips, dailyBudgetSat: 150 },
    });
    const first = await post(carol, lounge, "idea one");
    const second = await post(carol, lounge, "idea two");
    await windowPasses(bot.fake.react(alice, first, ["🔥"]), bot.fake.react(alice, second, ["🔥"]));
    await until(() =>
      bot.fake.botMessages(alice.id).some((m) => m.text?.includes("daily reaction budget")),
    );
    await until(noPending);
    expect(bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("pledged"))).toHaveLength(
      1,
    );
  });

  it("gives a pledge's amount back to the reaction budget when its payer cancels it", async () => {
    await merchantOf(bot, alice);
    await turnOn(alice);
    const tips = (await bot.app.deps.preferences.get(alice.id)).reactionTips;
    if (!tips) throw new Error("reaction tips not on");
    await bot.app.deps.preferences.update(alice.id, {
      reactionTips: { ...tips, dailyBudgetSat: 150 },
    });
    const pledges = () =>
      bot.fake.botMessages(lounge.id).filter((m) => m.text?.includes("pledged"));
    await windowPasses(bot.fake.react(alice, await post(carol, lounge, "idea one"), ["🔥"]));
    await until(() => pledges().length === 1);
    const first = pledges()[0] as FakeMessage;
    await until(noPending);

    // Alice takes the pledge back from /history: its 100 sat no longer count on today's budget.
    bot.fake.sendText(alice, privateChat(alice), "/history");
    const list = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("Your open pledges")),
      8_000,
      "the open pledges",
    );
    const cancel = bot.fake.pressButton(alice, list, buttonData(list, "pledge-cancel:"));
    await until(() => bot.fake.answerFor(cancel) !== undefined);
    await until(() => bot.fake.message(first)?.text?.includes("cancelled") === true);

    await windowPasses(bot.fake.react(alice, await post(carol, lounge, "idea two"), ["🔥"]));
    await until(() => pledges().length === 1 && pledges()[0]?.message_id !== first.message_id);
    await until(noPending);
    expect(
      bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("daily reaction budget")),
    ).toEqual([]);
  });

  it("ignores anonymous admins, reactions to one's own or a bot's message, and unmapped emoji", async () => {
    const { payer } = await aliceTipsByReaction();
    const before = balanceOf(bot, payer);
    const own = await post(alice, lounge, "my own idea");
    const onOwn = bot.fake.react(alice, own, ["⚡"]);
    bot.fake.sendText(alice, lounge, "/help");
    const botMessage = await bot.fake.nextBotMessage(lounge.id, 8_000);
    // Bob's reply to it tells the bot who wrote it: a bot, itself.
    bot.fake.sendText(bob, lounge, "thanks", { replyTo: botMessage });
    const authors = new MessageAuthors(bot.app.deps.store);
    await until(async () => (await authors.get(lounge.id, botMessage.message_id)) !== undefined);
    const onBots = bot.fake.react(alice, botMessage, ["⚡"]);
    const idea = await post(bob);
    const unmapped = bot.fake.react(alice, idea, ["👍"]);
    const anonymous = bot.fake.react({ anonymous: lounge }, idea, ["⚡"]);
    await settled(onOwn, onBots, unmapped, anonymous);
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await tipsSentBy(alice)).toEqual([]);
  });
});

describe("reaction tips: money safety", () => {
  /** A due reaction tip of Alice's ⚡ on Bob's `message`, as the handler stores it. */
  function dueRecord(
    message: FakeMessage,
    overrides: Partial<PendingReactionTip> = {},
  ): PendingReactionTip {
    return {
      v: 1,
      key: pendingKey(lounge.id, message.message_id, alice.id),
      chat: { id: lounge.id, type: "supergroup", title: lounge.title ?? "" },
      messageId: message.message_id,
      reactor: { id: alice.id, firstName: alice.first_name, username: alice.username },
      recipient: { id: bob.id, firstName: bob.first_name, username: bob.username },
      emojis: ["⚡"],
      dueAt: clock - 1,
      ...overrides,
    };
  }

  function replica(): ReactionTipDelivery {
    return new ReactionTipDelivery({ ...tipEnvOf(bot), botUsername: bot.fake.botInfo.username });
  }

  it("sends a due tip once when two replicas pick it at the same moment", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const record = dueRecord(idea);
    await new PendingReactionTips(bot.app.deps.store).save(record);
    // Two replicas (and this process's own job) at once.
    await Promise.all([
      replica().deliver(record.key),
      replica().deliver(record.key),
      replica().runOnce(),
    ]);
    await until(noPending);
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(balanceOf(bot, payer)).toBe(before - 21);
    expect(await tipsSentBy(alice)).toHaveLength(1);
    // The claim, not only the lock: a replica finding the record again sends nothing.
    await new PendingReactionTips(bot.app.deps.store).save(record);
    // This process's own job may hold the record's lock a moment (deliver answers false then):
    // whichever replica handles it, it is handled, and nothing more is sent.
    await until(() => replica().deliver(record.key));
    expect(balanceOf(bot, payer)).toBe(before - 21);
  });

  it("makes one intent and one payment for a due tip even when two jobs' locks lapsed at once", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const { deps } = bot.app;
    // A due tip; two jobs whose store locks no longer exclude each other.
    const record = dueRecord(idea);
    await new PendingReactionTips(deps.store).save(record);
    const lapsed: typeof deps.store = Object.assign(Object.create(deps.store), {
      withLock: <T>(_key: string, task: (signal: AbortSignal) => Promise<T>) =>
        task(new AbortController().signal),
      keyv: deps.store.keyv.bind(deps.store),
      claim: deps.store.claim.bind(deps.store),
      readClaim: deps.store.readClaim.bind(deps.store),
      increment: deps.store.increment.bind(deps.store),
      readCounter: deps.store.readCounter.bind(deps.store),
    });
    const lockless = () =>
      new ReactionTipDelivery({
        deps: { ...deps, store: lapsed },
        api: bot.app.bot.api,
        log: deps.logger,
        botId: bot.fake.botInfo.id,
        botUsername: bot.fake.botInfo.username,
      });
    await Promise.all([lockless().deliver(record.key), lockless().deliver(record.key)]);
    await until(noPending);
    expect(await tipsSentBy(alice)).toHaveLength(1);
    expect(balanceOf(bot, payer)).toBe(before - 21);
  });

  it("a process that died right after a tip's one-use claim: the next look sends it once, and says so", async () => {
    const { payer } = await aliceTipsByReaction();
    const idea = await post(bob);
    const before = balanceOf(bot, payer);
    const { deps } = bot.app;
    const record = dueRecord(idea);
    await new PendingReactionTips(deps.store).save(record);
    // A process that dies right after taking the tip's one-use claim.
    const dying: typeof deps.store = new Proxy(deps.store, {
      get(target, key, receiver) {
        if (key !== "claim") return Reflect.get(target, key, receiver);
        return async (name: string, value: string, ttlMs?: number) => {
          const won = await target.claim(name, value, ttlMs);
          if (name.startsWith("reaction-tipped:")) throw new Error("the process died here");
          return won;
        };
      },
    });
    const cut = new ReactionTipDelivery({
      deps: {
        ...deps,
        store: dying,
        intents: new Intents({
          ...deps,
          gateway: bot.app.gateway,
          payments: bot.app.payments,
          store: dying,
        }),
      },
      api: bot.app.bot.api,
      log: deps.logger,
      botId: bot.fake.botInfo.id,
      botUsername: bot.fake.botInfo.username,
    });
    await expect(cut.deliver(record.key)).rejects.toThrow("died");
    expect(await deps.store.readClaim(`reaction-tipped:${record.key}`)).toBeDefined();
    expect(balanceOf(bot, payer)).toBe(before);

    // The record is still there: the bot's own job carries the tip on, and the reactor hears of it.
    const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(receipt.text).toContain("Bob received 21 sat");
    await until(noPending);
    await until(() =>
      bot.fake.botMessages(alice.id).some((m) => m.text?.includes("You tipped Bob 21 sat")),
    );
    expect(balanceOf(bot, payer)).toBe(before - 21);
    // A second look (another replica, another restart) sends nothing more.
    await new PendingReactionTips(deps.store).save(record);
    await until(() => replica().deliver(record.key));
    expect(balanceOf(bot, payer)).toBe(before - 21);
    expect(await tipsSentBy(alice)).toHaveLength(1);
  });
});
