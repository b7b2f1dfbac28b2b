/**
 * /raffle end to end through the Bot API fake and the embedded sandbox: a
 * raffle started, entered (once each, never by its creator), drawn at its
 * time by its committed seed (recomputed here), its winners paid or
 * pledged; cancelled before the draw; drawn late after a restart; a
 * creator short of funds; and each condition held and refused.
 */
import { createHash, createHmac } from "node:crypto";
import type { User } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import {
  alice,
  answerOf,
  balanceOf,
  bob,
  buttonData,
  carol,
  dave,
  joinGroup,
  lounge,
  mallory,
  merchantOf,
} from "../chat/group-fixture.ts";
import { FAST_CARD_EDITS } from "../support/card-edits.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const ANSWER_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/**
 * A clock the test moves: the draw comes when the test says. A raffle with
 * payouts starts in the past (`behindMs`) and the clock catches up to the
 * present for the draw, so the winners' invoices are made at the real time
 * the gateway knows.
 */
/**
 * The draw job (and every sweep) looks every 100 ms instead of every 2 s: a draw the clock
 * reached comes at once.
 */
const SWEEP_EVERY_MS = 100;

function movableClock(behindMs = 0) {
  let offset = -behindMs;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
    present() {
      offset = 0;
    },
  };
}

/** Starts a raffle by `creator` with `args`, presses Start; returns the card. */
async function startRaffle(test: TestBot, creator: User, args: string): Promise<FakeMessage> {
  test.fake.sendText(creator, lounge, `/raffle ${args}`);
  const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
  expect(question.text).toContain("start a raffle?");
  const press = test.fake.pressButton(creator, question, buttonData(question, "rf:ok:"));
  expect((await answerOf(test, press)).text).toContain("open");
  await test.fake.waitFor(
    () => (test.fake.message(question)?.text ?? "").includes("Commitment"),
    ANSWER_MS,
    "the card",
  );
  const card = test.fake.message(question);
  if (!card) throw new Error("no card");
  return card;
}

async function enter(test: TestBot, member: User, card: FakeMessage): Promise<string> {
  const press = test.fake.pressButton(member, card, buttonData(card, "rf:e:"));
  return (await answerOf(test, press)).text ?? "";
}

function textOf(test: TestBot, card: FakeMessage): string {
  return test.fake.message(card)?.text ?? "";
}

describe("/raffle", () => {
  it("draws the committed winners at its time and pays them from the creator's account", async () => {
    const clock = movableClock(60 * 60_000 + 10_000);
    bot = await startTestBot({
      now: clock.now,
      sweepEveryMs: SWEEP_EVERY_MS,
      env: FAST_CARD_EDITS,
    });
    const test = bot;
    joinGroup(test.fake, [alice, bob, carol, mallory, dave]);
    const aliceMerchant = await merchantOf(test, alice);
    for (const member of [bob, carol, dave]) await merchantOf(test, member);
    const before = balanceOf(test, aliceMerchant);

    const card = await startRaffle(test, alice, "3001 3 1h pizza night");
    const text = textOf(test, card);
    expect(text).toContain("Alice's raffle: 3 winners get 1,000 sat each");
    expect(text).toContain("pizza night");
    const commitment = /Commitment: ([0-9a-f]{64})/.exec(text)?.[1];
    expect(commitment).toBeDefined();

    expect(await enter(test, alice, card)).toContain("can't enter your own");
    expect(await enter(test, bob, card)).toContain("You're in (1 entrant)");
    expect(await enter(test, bob, card)).toContain("already in (1 entrant)");
    for (const member of [carol, mallory, dave])
      expect(await enter(test, member, card)).toContain("You're in");
    await test.fake.waitFor(
      () => textOf(test, card).includes("4 entrants"),
      ANSWER_MS,
      "4 entrants",
    );
    expect(balanceOf(test, aliceMerchant)).toBe(before);

    clock.present();
    await test.fake.waitFor(
      () =>
        /Seed: [0-9a-f]{64}/.test(textOf(test, card)) && !textOf(test, card).includes("Sending"),
      ANSWER_MS,
      "the draw",
    );
    const drawn = textOf(test, card);
    expect(drawn).toContain("Drawn at");
    const seed = /Seed: ([0-9a-f]{64})/.exec(drawn)?.[1] ?? "";
    // The seed revealed is the one committed to before anyone entered.
    expect(createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex")).toBe(commitment);
    // Recomputed here: the three entrants with the smallest HMAC-SHA256(seed, id) win.
    const value = (user: User) =>
      createHmac("sha256", Buffer.from(seed, "hex")).update(String(user.id)).digest("hex");
    const ranked = [bob, carol, mallory, dave].sort((a, b) => (value(a) < value(b) ? -1 : 1));
    const winners = ranked.slice(0, 3);
    const loser = ranked[3] as User;
    const cutoff = /at most ([0-9a-f]{16})…/.exec(drawn)?.[1] ?? "";
    expect(value(winners[2] as User).startsWith(cutoff)).toBe(true);
    expect(value(loser) > value(winners[2] as User)).toBe(true);
    for (const winner of winners) expect(drawn).toContain(winner.first_name);
    expect(drawn).not.toContain(loser.first_name);
    // Mallory has no account: a winning Mallory is pledged, everyone else paid.
    const paid = winners.filter((winner) => winner !== mallory);
    expect(balanceOf(test, aliceMerchant)).toBe(before - 1_000 * paid.length);
    for (const winner of paid) {
      expect(balanceOf(test, await merchantOf(test, winner))).toBe(101_000);
    }
    if (winners.includes(mallory)) expect(drawn).toContain("Pledged, no account yet");
    expect(drawn).not.toMatch(/balance/i);
    // No Enter after the draw.
    expect(JSON.stringify(test.fake.message(card)?.reply_markup ?? {})).not.toContain("rf:e:");
  });

  it("pledges to a winner without an account, who claims it later from the card's link", async () => {
    const clock = movableClock(10 * 60_000 + 10_000);
    bot = await startTestBot({
      now: clock.now,
      sweepEveryMs: SWEEP_EVERY_MS,
      env: FAST_CARD_EDITS,
    });
    const test = bot;
    joinGroup(test.fake, [alice, mallory]);
    const aliceMerchant = await merchantOf(test, alice);
    const card = await startRaffle(test, alice, "700 1 10m");
    expect(await enter(test, mallory, card)).toContain("You're in (1 entrant)");
    clock.present();
    await test.fake.waitFor(
      () => textOf(test, card).includes("Pledged, no account yet"),
      ANSWER_MS,
      "the pledge",
    );
    expect(balanceOf(test, aliceMerchant)).toBe(100_000);
    const drawn = test.fake.message(card);
    const link = (drawn?.entities ?? []).find((entity) => entity.type === "text_link");
    const url = link && "url" in link ? link.url : "";
    expect(url).toMatch(/\?start=claim_[A-Za-z0-9_-]{22}$/);
    test.fake.openPrivateChat(mallory);
    const payload = new URL(url).searchParams.get("start") ?? "";
    test.fake.sendText(mallory, privateChat(mallory), `/start ${payload}`);
    await test.fake.waitFor(
      () => balanceOf(test, aliceMerchant) === 99_300,
      ANSWER_MS,
      "the pledge to be paid",
    );
    expect(balanceOf(test, await merchantOf(test, mallory))).toBe(100_700);
  });

  it("carries on payouts a crash cut off, from the store, paying no winner twice", async () => {
    const clock = movableClock(5 * 60_000 + 10_000);
    bot = await startTestBot({
      now: clock.now,
      sweepEveryMs: SWEEP_EVERY_MS,
      env: FAST_CARD_EDITS,
    });
    const test = bot;
    joinGroup(test.fake, [alice, bob, carol]);
    const aliceMerchant = await merchantOf(test, alice);
    const bobMerchant = await merchantOf(test, bob);
    const carolMerchant = await merchantOf(test, carol);
    const card = await startRaffle(test, alice, "2000 2 5m");
    const id = buttonData(card, "rf:e:").split(":")[2] ?? "";
    for (const member of [bob, carol])
      expect(await enter(test, member, card)).toContain("You're in");
    clock.present();
    await test.fake.waitFor(
      () => textOf(test, card).includes("Paid: ") && !textOf(test, card).includes("Sending"),
      ANSWER_MS,
      "the payouts",
    );
    expect(balanceOf(test, aliceMerchant)).toBe(98_000);
    // As if the process died after the first payout: the second winner still pending, the
    // raffle still listed for the draw. The draw sweep finds the draw taken and carries it on.
    const raffles = test.app.deps.store.keyv<{ finished?: boolean; results: { state: string }[] }>(
      "raffles",
    );
    // The card can show both payouts before the payouts' run has written the raffle finished
    // (its card edits are quick in tests): the state to rewrite is the one that run left.
    await until(async () => (await raffles.get(id))?.finished === true, "the payouts recorded");
    await test.idle();
    const raffle = await raffles.get(id);
    if (!raffle) throw new Error("no raffle");
    await raffles.set(id, {
      ...raffle,
      finished: false,
      results: raffle.results.map((winner, index) =>
        index === 1 ? { ...winner, state: "pending" } : winner,
      ),
    });
    const index = test.app.deps.store.keyv<Record<string, number>>("raffle-index");
    await index.set("open", { [id]: clock.now() - 1_000 });
    await until(async () => (await raffles.get(id))?.finished === true, "the payouts carried on");
    expect([balanceOf(test, bobMerchant), balanceOf(test, carolMerchant)]).toEqual([
      101_000, 101_000,
    ]);
    expect(balanceOf(test, aliceMerchant)).toBe(98_000);
  });

  it("is cancelled by its creator before the draw: nothing moves, entries close, no draw", async () => {
    const clock = movableClock();
    bot = await startTestBot({
      now: clock.now,
      sweepEveryMs: SWEEP_EVERY_MS,
      env: FAST_CARD_EDITS,
    });
    const test = bot;
    joinGroup(test.fake, [alice, bob]);
    const aliceMerchant = await merchantOf(test, alice);
    await merchantOf(test, bob);
    const before = balanceOf(test, aliceMerchant);
    const card = await startRaffle(test, alice, "500 1 10m");
    const id = buttonData(card, "rf:x:").split(":")[2] ?? "";
    const enterData = buttonData(card, "rf:e:");
    expect(await enter(test, bob, card)).toContain("You're in");
    const notCreator = test.fake.pressButton(bob, card, buttonData(card, "rf:x:"), {
      unchecked: true,
    });
    expect((await answerOf(test, notCreator)).text).toContain("Only the raffle's creator");
    const cancel = test.fake.pressButton(alice, card, buttonData(card, "rf:x:"), {
      unchecked: true,
    });
    expect((await answerOf(test, cancel)).text).toContain("cancelled");
    await test.fake.waitFor(
      () => textOf(test, card).includes("cancelled the raffle"),
      ANSWER_MS,
      "the cancelled card",
    );
    clock.advance(11 * 60_000);
    // The draw's own claim was taken by the cancel: no sweep can draw it.
    expect(await test.app.deps.steps.takenWith(`raffle-draw:${id}`)).toBe("cancelled");
    const late = test.fake.pressButton(bob, card, enterData, { unchecked: true });
    expect((await answerOf(test, late)).text).toContain("Entries are closed");
    expect(textOf(test, card)).not.toContain("Seed");
    expect(balanceOf(test, aliceMerchant)).toBe(before);
  });

  it("draws late after a restart past its time, and says so", async () => {
    const clock = movableClock(30 * 60_000);
    bot = await startTestBot({
      now: clock.now,
      sweepEveryMs: SWEEP_EVERY_MS,
      env: FAST_CARD_EDITS,
    });
    const test = bot;
    joinGroup(test.fake, [alice, bob]);
    const aliceMerchant = await merchantOf(test, alice);
    const bobMerchant = await merchantOf(test, bob);
    const card = await startRaffle(test, alice, "400 1 5m");
    expect(await enter(test, bob, card)).toContain("You're in");
    // Down from before the draw time until 25 minutes after it.
    await test.restart(() => clock.present());
    await test.fake.waitFor(
      () => textOf(test, card).includes("Drawn late") && textOf(test, card).includes("Paid: Bob"),
      ANSWER_MS,
      "the late draw",
    );
    expect(balanceOf(test, bobMerchant)).toBe(100_400);
    expect(balanceOf(test, aliceMerchant)).toBe(99_600);
  });

  it("pays winners in draw order while the creator's funds last, and tells the creator who was not paid", async () => {
    const clock = movableClock(2 * 60_000 + 10_000);
    bot = await startTestBot({
      now: clock.now,
      sweepEveryMs: SWEEP_EVERY_MS,
      env: FAST_CARD_EDITS,
    });
    const test = bot;
    joinGroup(test.fake, [alice, bob, carol]);
    const aliceMerchant = await merchantOf(test, alice);
    await merchantOf(test, bob);
    await merchantOf(test, carol);
    test.fake.openPrivateChat(alice);
    const card = await startRaffle(test, alice, "120000 2 2m");
    for (const member of [bob, carol])
      expect(await enter(test, member, card)).toContain("You're in");
    // Alice's account holds 100,000 sat: the first winner's 60,000 leave, the second's cannot.
    clock.present();
    await test.fake.waitFor(
      () => textOf(test, card).includes("funds or limits ran out"),
      ANSWER_MS,
      "the stopped payouts",
    );
    const drawn = textOf(test, card);
    expect(drawn).toMatch(/Paid: (Bob|Carol)/);
    expect(drawn).toMatch(/Not paid: (Bob|Carol)/);
    expect(balanceOf(test, aliceMerchant)).toBe(40_000);
    const note = await test.fake.nextBotMessage(alice.id, ANSWER_MS);
    expect(note.text).toContain("stopped after 1 of 2 winners");
  });

  it("refuses what it cannot honour at creation: a share under 1 sat, a channel it cannot see, a bad condition", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    joinGroup(test.fake, [alice]);
    await merchantOf(test, alice);
    const channel = {
      id: -1009000000001,
      type: "channel" as const,
      title: "News",
      username: "lnnews",
    };
    test.fake.setChatMember(channel, alice, "member");
    const asks: Array<[string, string]> = [
      ["2 3 1h", "each needs at least 1 sat"],
      ["100 1 10s", "at least 1 minute"],
      ["100 1 1h channel:@lnnews", "make me an admin there"],
      ["100 1 1h member:forever", "cannot read the condition"],
    ];
    for (const [args, expected] of asks) {
      test.fake.sendText(alice, lounge, `/raffle ${args}`);
      const reply = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
      expect(reply.text).toContain(expected);
    }
  });

  it("holds each condition: premium, member:7d, active:3d, channel, captcha; shown only to the presser", async () => {
    const clock = movableClock();
    bot = await startTestBot({ now: clock.now, env: FAST_CARD_EDITS });
    const test = bot;
    const premiumUser = (id: number, name: string): User =>
      Object.assign(createUser(id, name), { is_premium: true as const });
    const premium = premiumUser(3201, "Petra");
    const quiet = premiumUser(3202, "Quinn");
    const newcomer = premiumUser(3203, "Rita");
    joinGroup(test.fake, [alice, bob, dave, premium, quiet, newcomer]);
    // An admin sees every message (privacy mode shows others only commands and replies).
    test.fake.setBotAdmin(lounge, true);
    await merchantOf(test, alice);
    const channel = {
      id: -1009000000002,
      type: "channel" as const,
      title: "News",
      username: "lnnews2",
    };
    test.fake.setBotAdmin(channel, true);
    for (const member of [bob, premium, quiet, newcomer])
      test.fake.setChatMember(channel, member, "member");

    // Bob, Petra and Quinn wrote here ten days ago; Rita only today, and Petra again.
    for (const member of [bob, premium, quiet]) test.fake.sendText(member, lounge, "gm");
    const steps = test.app.deps.steps;
    await until(async () => {
      for (const member of [bob, premium, quiet]) {
        if ((await steps.takenWith(`member-seen:${lounge.id}:${member.id}`)) === undefined)
          return false;
      }
      return true;
    });
    clock.advance(10 * DAY_MS);
    test.fake.sendText(newcomer, lounge, "gm");
    test.fake.sendText(premium, lounge, "still here");
    const active = test.app.deps.store.keyv<number>("member-activity", { durable: false });
    await until(async () => {
      const since = clock.now() - DAY_MS;
      return (
        ((await active.get(`${lounge.id}:${premium.id}`)) ?? 0) > since &&
        ((await active.get(`${lounge.id}:${newcomer.id}`)) ?? 0) > since
      );
    });

    const card = await startRaffle(
      test,
      alice,
      "1000 2 1h member:7d active:3d premium channel:@lnnews2",
    );
    const text = textOf(test, card);
    expect(text).toContain("known in this group for 7 days or more");
    expect(text).toContain("wrote here within the last 3 days");
    expect(text).toContain("Telegram Premium");
    expect(text).toContain("a member of @lnnews2");
    expect(await enter(test, bob, card)).toContain("for Telegram Premium members");
    expect(await enter(test, newcomer, card)).toContain("for 7 days or more");
    expect(await enter(test, quiet, card)).toContain("within the last 3 days");
    expect(await enter(test, premium, card)).toContain("You're in (1 entrant)");
    // Refusals are told on the press only: the group sees none of them.
    const groupTexts = test.fake
      .messages(lounge.id)
      .map((message) => message.text ?? "")
      .join("\n");
    expect(groupTexts).not.toContain("for 7 days or more.");

    // A channel condition: Petra leaves the channel and a new raffle refuses her.
    test.fake.setChatMember(channel, premium, "left");
    const second = await startRaffle(test, alice, "1000 1 1h channel:@lnnews2 captcha");
    expect(await enter(test, premium, second)).toContain("members of @lnnews2");
    // Dave was never seen, but this raffle asks no time: the channel is what he lacks.
    expect(await enter(test, dave, second)).toContain("members of @lnnews2");
    // Bob is in the channel: the captcha opens in private.
    const press = test.fake.pressButton(bob, second, buttonData(second, "rf:e:"), {
      unchecked: true,
    });
    const answer = await answerOf(test, press);
    expect(answer.url).toMatch(/\?start=check_rf_/);
    test.fake.openPrivateChat(bob);
    test.fake.sendText(bob, privateChat(bob), `/start ${answer.url?.split("start=")[1]}`);
    const puzzle = await test.fake.nextBotMessage(bob.id, ANSWER_MS);
    const shown = /tap (\S+)\./.exec(puzzle.text ?? "")?.[1] ?? "";
    const keyboard = (
      puzzle.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard.flat();
    const wrong = keyboard.find((button) => button.text !== shown);
    const right = keyboard.find((button) => button.text === shown);
    if (!wrong || !right) throw new Error("no captcha buttons");
    expect(
      (await answerOf(test, test.fake.pressButton(bob, puzzle, wrong.callback_data))).text,
    ).toContain("Not that one");
    expect(
      (await answerOf(test, test.fake.pressButton(bob, puzzle, right.callback_data))).text,
    ).toContain("Check passed");
    await test.fake.waitFor(
      () => test.fake.message(puzzle)?.text?.includes("You're in (1 entrant)"),
      ANSWER_MS,
      "the check's message to say so",
    );
    await test.fake.waitFor(
      () => textOf(test, second).includes("1 entrant"),
      ANSWER_MS,
      "the entry",
    );
  });
});
