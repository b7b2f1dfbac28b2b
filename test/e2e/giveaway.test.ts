/**
 * /giveaway end to end through the Bot API fake and the embedded sandbox:
 * the creator's one confirmation, claims paid from the creator's account,
 * many members pressing at once, the creator's funds running out, a
 * redelivered press, stale cards, and the card's edit rate.
 */
import type { CallbackQuery, Update, User } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { giveawayShareCarried } from "../../src/features/giveaway/index.ts";
import { Intents } from "../../src/operations/intents.ts";
import { Offers } from "../../src/operations/offers.ts";
import { startSandbox } from "../../src/sandbox/server.ts";
import {
  alice,
  answerOf,
  balanceOf,
  bob,
  buttonData,
  carol,
  claimersOn,
  editTimes,
  expectAtMostOneEditPerSecond,
  giveawayCard,
  joinGroup,
  lounge,
  mallory,
  merchantOf,
  notModifiedRefusals,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { FAST_CARD_EDITS } from "../support/card-edits.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const ANSWER_MS = 10_000;

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

type Press = Update & { callback_query: CallbackQuery };

/** Alice asks for a giveaway and confirms it; returns the card (the same message). */
async function startGiveaway(test: TestBot, args: string): Promise<FakeMessage> {
  joinGroup(test.fake, [alice, bob, carol, mallory]);
  test.fake.sendText(alice, lounge, `/giveaway ${args}`);
  const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
  const confirm = test.fake.pressButton(alice, question, buttonData(question, "gw:ok:"));
  expect((await answerOf(test, confirm)).text).toContain("posted");
  return giveawayCard(test.fake, question);
}

describe("/giveaway", () => {
  it("is confirmed once by its creator only, then claimed to the end from the creator's account", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    joinGroup(test.fake, [alice, bob, carol, mallory]);
    const aliceMerchant = await merchantOf(test, alice);
    const before = balanceOf(test, aliceMerchant);

    test.fake.sendText(alice, lounge, "/giveaway 1000 3 for the meetup");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(question.text).toContain("Up to 999 sat from your account: 3 × 333 sat");
    expect(question.text).toContain("The remainder of the uneven split stays with you");
    expect(question.text).toContain("test money");
    const data = buttonData(question, "gw:ok:");

    // Only Alice may confirm; a double press makes one giveaway.
    const stranger = test.fake.pressButton(bob, question, data);
    expect(await answerOf(test, stranger)).toMatchObject({ show_alert: true });
    const first = test.fake.pressButton(alice, question, data);
    const second = test.fake.pressButton(alice, question, data, { unchecked: true });
    expect((await answerOf(test, first)).text).toContain("posted");
    expect((await answerOf(test, second)).text).toContain("already confirmed");
    expect(await test.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    const card = await giveawayCard(test.fake, question);
    expect(card.text).toContain("Giveaway by Alice: 333 sat each for the first 3 members");
    expect(card.text).toContain("for the meetup");
    const claim = buttonData(card, "gw:c:");

    // Alice cannot claim her own; members can, once each.
    expect((await answerOf(test, test.fake.pressButton(alice, card, claim))).text).toContain(
      "your own",
    );
    const bobPress = test.fake.pressButton(bob, card, claim);
    expect((await answerOf(test, bobPress)).text).toBe("🎁 You received 333 sat (test money)!");
    expect((await answerOf(test, test.fake.pressButton(bob, card, claim))).text).toContain(
      "already claimed",
    );
    for (const member of [carol, mallory]) {
      expect((await answerOf(test, test.fake.pressButton(member, card, claim))).text).toContain(
        "You received 333 sat",
      );
    }
    const late = createUser(3999, "Late");
    joinGroup(test.fake, [late]);
    expect(
      (await answerOf(test, test.fake.pressButton(late, card, claim, { unchecked: true }))).text,
    ).toContain("every share is taken");

    for (const member of [bob, carol, mallory]) {
      expect(balanceOf(test, await merchantOf(test, member))).toBe(100_000 + 333);
    }
    expect(balanceOf(test, aliceMerchant)).toBe(before - 999);
    await test.fake.waitFor(
      () => test.fake.message(card)?.text?.includes("All 3 shares are claimed"),
      ANSWER_MS,
      "the card's end",
    );
    const ended = test.fake.message(card);
    expect(ended?.text).toContain("Claimed 3 of 3: Bob, Carol, and Mallory");
    expect(ended?.text).not.toContain("Press Claim");
    expect(ended?.reply_markup).toEqual({ inline_keyboard: [] });
    // Bob's history has the share.
    const history = (await test.app.deps.ledger.page(bob.id, 0, 10)).operations;
    expect(history.some((op) => op.kind === "tip-received" && op.amountSat === 333)).toBe(true);
  });

  it("answers a claim whose share is slow to send within a second, and tells its outcome in private", async () => {
    bot = await startTestBot({
      env: { GATEWAY_TIMEOUT_MS: "15000", GIVEAWAY_CLAIM_ANSWER_MS: "600", ...FAST_CARD_EDITS },
    });
    const test = bot;
    test.fake.openPrivateChat(bob);
    await merchantOf(test, bob);
    const card = await startGiveaway(test, "600 2");
    sandboxOf(test).faults.add({ route: "sendPayment", latencyMs: 1_500, times: 1 });
    // The membership check before the claim is slow too (a busy Telegram, a busy machine): the
    // second counts from the press, not from the claim's start.
    test.fake.failNext("getChatMember", { delayMs: 500 });
    const press = test.fake.pressButton(bob, card, buttonData(card, "gw:c:"));
    const answer = await answerOf(test, press);
    expect(answer.text).toContain("One moment");
    const delivered = test.fake.deliveredAt(press.update_id) ?? Number.NaN;
    expect(answer.at - delivered).toBeLessThanOrEqual(1_000);
    const told = await test.fake.waitFor(
      () => test.fake.botMessages(bob.id).find((m) => m.text?.includes("You received 300 sat")),
      ANSWER_MS,
      "the outcome in private",
    );
    expect(told.text).toContain("test money");
    expect(balanceOf(test, await merchantOf(test, bob))).toBe(100_000 + 300);
    await test.fake.waitFor(
      () => test.fake.message(card)?.text?.includes("Claimed 1 of 2: Bob"),
      ANSWER_MS,
      "the card",
    );
  });

  it("pays exactly 10 of 100 members pressing within one second, each once, editing the card at most once a second", async () => {
    // The bot waits out the slow sends below (the harness's 2 s would call them unknown).
    bot = await startTestBot({ env: { GATEWAY_TIMEOUT_MS: "15000" } });
    const test = bot;
    const aliceMerchant = await merchantOf(test, alice);
    const before = balanceOf(test, aliceMerchant);
    const card = await startGiveaway(test, "1000 10");
    // Without a note the card shows none (the claimers' invoices still say where it came from).
    expect(card.text).not.toContain("📝");
    const claim = buttonData(card, "gw:c:");
    const members: User[] = Array.from({ length: 100 }, (_, i) =>
      createUser(50_000 + i, `Member${i}`),
    );
    joinGroup(test.fake, members);
    // The gateway takes 2 s over three of the sends: the claims land over more than one
    // edit interval, so the card shows them in several paced edits, not one.
    sandboxOf(test).faults.add({ route: "sendPayment", latencyMs: 2_000, times: 3 });
    const pressedAt = Date.now();
    const presses = members.map((member) => test.fake.pressButton(member, card, claim));
    // A redelivered press of the first member (Telegram sends the same update again).
    const first = presses[0] as Press;
    test.fake.injectUpdate({ callback_query: first.callback_query });
    const answers = await Promise.all(presses.map((press) => answerOf(test, press, 120_000)));
    const paid = answers.filter((answer) => answer.text?.includes("You received 100 sat"));
    expect(paid).toHaveLength(10);
    expect(answers.filter((answer) => answer.text?.includes("every share is taken")).length).toBe(
      90,
    );

    const paidMembers: string[] = [];
    for (const member of members) {
      const account = await test.app.deps.accounts.findExisting(member.id);
      if (!account) continue;
      const balance = balanceOf(test, account.credentials.merchantId);
      if (balance !== 100_000) {
        expect(balance).toBe(100_100);
        paidMembers.push(member.first_name);
      }
    }
    expect(paidMembers).toHaveLength(10);
    expect(balanceOf(test, aliceMerchant)).toBe(before - 1000);

    await test.fake.waitFor(
      () => test.fake.message(card)?.text?.includes("All 10 shares are claimed"),
      ANSWER_MS,
      "the card's end",
    );
    const shown = test.fake.message(card)?.text ?? "";
    // The final card names exactly the 10 members who were paid, each once.
    expect(claimersOn(shown).sort()).toEqual(paidMembers.sort());
    // Edited more than once while the claims came in (so the pacing was at work), never twice
    // within a second.
    const edits = editTimes(test.fake.message(card));
    expect(edits.filter((at) => at >= pressedAt).length).toBeGreaterThanOrEqual(2);
    expectAtMostOneEditPerSecond(edits);
    // No edit was refused as "not modified".
    expect(notModifiedRefusals(test.fake)).toEqual([]);
  }, 180_000);

  it("pays a claim press delivered twice once, and tells its claimer once", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    const card = await startGiveaway(test, "300 3");
    const aliceMerchant = await merchantOf(test, alice);
    const bobMerchant = await merchantOf(test, bob);
    const aliceBefore = balanceOf(test, aliceMerchant);
    const bobBefore = balanceOf(test, bobMerchant);
    const bobMessages = test.fake.botMessages(bob.id).length;
    // The gateway holds the send a moment, so the second delivery finds the first being paid.
    sandboxOf(test).faults.add({ route: "sendPayment", latencyMs: 1_000, times: 1 });
    const press = test.fake.pressButton(bob, card, buttonData(card, "gw:c:")) as Press;
    // The same press again, as a new update (a replica's, or Telegram's after a crash).
    const again = test.fake.injectUpdate({ callback_query: press.callback_query });
    expect((await answerOf(test, press)).text).toContain("You received 100 sat");
    await test.fake.waitFor(
      () => test.fake.isConfirmed(again.update_id),
      ANSWER_MS,
      "the second delivery",
    );
    await test.fake.waitFor(
      () => claimersOn(test.fake.message(card)?.text ?? "").includes("Bob"),
      ANSWER_MS,
      "the card naming Bob",
    );

    expect(balanceOf(test, bobMerchant)).toBe(bobBefore + 100);
    expect(balanceOf(test, aliceMerchant)).toBe(aliceBefore - 100);
    const told = test.fake.callbackAnswers.filter(
      (answer) =>
        answer.callback_query_id === press.callback_query.id &&
        answer.text?.includes("You received"),
    );
    expect(told).toHaveLength(1);
    expect(claimersOn(test.fake.message(card)?.text ?? "")).toEqual(["Bob"]);
    expect(test.fake.botMessages(bob.id)).toHaveLength(bobMessages);
    const { operations } = await test.app.deps.ledger.page(alice.id, 0, 10);
    expect(operations.filter((op) => op.kind === "tip-sent")).toHaveLength(1);
  });

  it("carries a share whose press died before its send on from the store, once, and tells its claimer", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    const card = await startGiveaway(test, "200 2");
    const { deps } = test.app;
    const aliceMerchant = await merchantOf(test, alice);
    const bobMerchant = await merchantOf(test, bob);
    const aliceBefore = balanceOf(test, aliceMerchant);
    const bobBefore = balanceOf(test, bobMerchant);
    const offerId = buttonData(card, "gw:c:").slice("gw:c:".length);
    test.fake.openPrivateChat(bob);
    // Bob's press in a process that dies right after taking his share, before its send.
    let died = false;
    const dyingStore = new Proxy(deps.store, {
      get(target, key, receiver) {
        if (key !== "claim") {
          const value = Reflect.get(target, key, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (name: string, value: string, ttlMs?: number) => {
          if (!died && name.startsWith("intent-route:")) {
            died = true;
            throw new Error("the process died here");
          }
          return target.claim(name, value, ttlMs);
        };
      },
    });
    const dying: Offers = new Offers({
      store: dyingStore,
      accounts: deps.accounts,
      logger: deps.logger,
      intents: () => dyingIntents,
    });
    const dyingIntents = new Intents({
      ...deps,
      gateway: test.app.gateway,
      payments: test.app.payments,
      store: dyingStore,
      offers: dying,
    });
    await expect(
      dying.claimShare(
        offerId,
        { userId: bob.id, name: "Bob", handle: "@bob" },
        { type: "account", recipientUserId: bob.id },
      ),
    ).rejects.toThrow("died");
    expect(balanceOf(test, bobMerchant)).toBe(bobBefore);

    // What the sweep of unfinished intents does: the intent found in the store, carried on.
    const origin = `offer-member:${offerId}:${bob.id}:0`;
    const intentId = await deps.store.readClaim(origin);
    const intent = intentId === undefined ? undefined : await deps.intents.get(intentId);
    const carried = await deps.intents.resumeOrigin(origin);
    if (!intent || !carried) throw new Error("expected the share's intent in the store");
    expect(await giveawayShareCarried(test.app.bot.api, deps, intent, carried)).toBe(true);

    expect(balanceOf(test, bobMerchant)).toBe(bobBefore + 100);
    expect(balanceOf(test, aliceMerchant)).toBe(aliceBefore - 100);
    const note = await test.fake.nextBotMessage(bob.id, ANSWER_MS);
    expect(note.text).toContain(
      "You received 100 sat from the giveaway in Lightning Lounge. The bot restarted while sending it; it was sent once.",
    );
    await test.fake.waitFor(
      () => claimersOn(test.fake.message(card)?.text ?? "").includes("Bob"),
      ANSWER_MS,
      "the card naming Bob",
    );
    // Bob presses: claimed already; nothing more is sent.
    const again = test.fake.pressButton(bob, card, buttonData(card, "gw:c:"));
    expect((await answerOf(test, again)).text).toContain("already claimed");
    expect(balanceOf(test, bobMerchant)).toBe(bobBefore + 100);
  });

  it("ends when the creator's funds run out, says so without figures, and tells the creator privately", async () => {
    bot = await startTestBot({ env: { SANDBOX_START_BALANCE_SAT: "500", ...FAST_CARD_EDITS } });
    const test = bot;
    test.fake.openPrivateChat(alice);
    await merchantOf(test, alice);
    const card = await startGiveaway(test, "1000 5");
    const claim = buttonData(card, "gw:c:");
    for (const member of [bob, carol]) {
      expect((await answerOf(test, test.fake.pressButton(member, card, claim))).text).toContain(
        "You received 200 sat",
      );
    }
    const refused = await answerOf(test, test.fake.pressButton(mallory, card, claim));
    expect(refused.text).toContain("funds or limits ran out");
    await test.fake.waitFor(
      () => test.fake.message(card)?.text?.includes("funds or limits ran out"),
      ANSWER_MS,
      "the card's end",
    );
    const ended = test.fake.message(card);
    expect(ended?.text).toContain("Claimed 2 of 5: Bob and Carol");
    expect(ended?.text).not.toMatch(/100 sat|balance|spend/);
    expect(ended?.reply_markup).toEqual({ inline_keyboard: [] });
    const note = await test.fake.nextBotMessage(alice.id, ANSWER_MS);
    expect(note.text).toContain("Your giveaway in Lightning Lounge ended");
    expect(balanceOf(test, await merchantOf(test, mallory))).toBe(500);
    // Later presses hear it is over.
    const afterwards = createUser(3998, "After");
    joinGroup(test.fake, [afterwards]);
    const after = test.fake.pressButton(afterwards, card, claim, { unchecked: true });
    expect((await answerOf(test, after)).text).toContain("over");
  });

  it("keeps the creator's note that their funds ran out in the store until sent: one Telegram failed is sent after a restart", async () => {
    bot = await startTestBot({ env: { SANDBOX_START_BALANCE_SAT: "500", ...FAST_CARD_EDITS } });
    const test = bot;
    test.fake.openPrivateChat(alice);
    await merchantOf(test, alice);
    const card = await startGiveaway(test, "1000 5");
    const claim = buttonData(card, "gw:c:");
    for (const member of [bob, carol]) {
      expect((await answerOf(test, test.fake.pressButton(member, card, claim))).text).toContain(
        "You received 200 sat",
      );
    }
    const sentBefore = test.fake.botMessages(alice.id).length;
    // The note to the creator is lost on the way (the connection dropped).
    test.fake.failNext("sendMessage", { disconnect: true, chatId: alice.id });
    const refused = await answerOf(test, test.fake.pressButton(mallory, card, claim));
    expect(refused.text).toContain("funds or limits ran out");
    await until(() =>
      test.fake
        .calls("sendMessage")
        .some((call) => call.params.chat_id === alice.id && call.response?.ok === false),
    );
    // The failed send lets go of the note's lock before the restart: stopped while holding it,
    // the restarted bot would wait out its 10 s lease before sending the note.
    await test.idle();
    await test.restart();
    await test.fake.waitFor(
      () =>
        test.fake
          .botMessages(alice.id)
          .find((m) => m.text?.includes("Your giveaway in Lightning Lounge ended")),
      15_000,
      "the creator's note",
    );
    expect(test.fake.botMessages(alice.id)).toHaveLength(sentBefore + 1);
  });

  it("refuses a total and count that read two ways, and reads a grouped total with one reading", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    await merchantOf(test, alice);
    // 1 sat for 500 members (note "5"), or 1 500 sat for 5: never guessed.
    test.fake.sendText(alice, lounge, "/giveaway 1 500 5");
    const hint = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(hint.text).toContain("can be read in more than one way");
    expect(hint.text).toContain("/giveaway 1500 5");
    expect(hint.reply_markup).toBeUndefined();
    // "1 000" is one number ("1" for "000" members is no reading): 10 × 100 sat.
    test.fake.sendText(alice, lounge, "/giveaway 1 000 10 for the fans");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(question.text).toContain("Up to 1,000 sat from your account: 10 × 100 sat");
    expect(question.text).toContain("for the fans");
    expect(await test.app.deps.offers.openOf(alice.id)).toEqual([]);
  });

  it("on a real gateway, sends a claimer without an account to set one up and keeps their share", async () => {
    const gateway = await startSandbox({ port: 0 });
    try {
      bot = await startTestBot({
        env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest", ...FAST_CARD_EDITS },
      });
      const test = bot;
      const aliceCreds = await gateway.createMerchant({ balanceSat: 10_000 });
      const bobCreds = await gateway.createMerchant({ balanceSat: 0 });
      await test.app.deps.accounts.connect(alice.id, aliceCreds);
      const card = await startGiveaway(test, "500 1");
      expect(card.text).not.toContain("test money");
      const claim = buttonData(card, "gw:c:");

      // Bob has no account and no address: the answer opens the private chat's set-up link.
      const first = await answerOf(test, test.fake.pressButton(bob, card, claim));
      expect(first.text).toContain("Set up receiving in our private chat");
      expect(first.url).toBe(`https://t.me/${test.fake.botInfo.username}?start=tip`);
      expect(await test.app.deps.accounts.findExisting(bob.id)).toBeUndefined();
      expect(gateway.merchant(aliceCreds.merchantId)?.balanceSat).toBe(10_000);

      // Nothing was taken: the one share is still his to claim once he is set up.
      await test.app.deps.accounts.connect(bob.id, bobCreds);
      const second = await answerOf(test, test.fake.pressButton(bob, card, claim));
      expect(second.text).toBe("🎁 You received 500 sat!");
      expect(gateway.merchant(aliceCreds.merchantId)?.balanceSat).toBe(9_500);
      expect(gateway.merchant(bobCreds.merchantId)?.balanceSat).toBe(500);
      await test.fake.waitFor(
        () => test.fake.message(card)?.text?.includes("Claimed 1 of 1: Bob"),
        ANSWER_MS,
        "the card to list Bob",
      );
    } finally {
      await bot?.stop();
      bot = undefined;
      await gateway.close();
    }
  });

  it("answers presses on a stale card: ended by its creator, or expired by the sweeper", async () => {
    let clock = Date.now();
    // Sweeps every 100 ms (not 5 s): the expiry follows the clock's move at once.
    bot = await startTestBot({ now: () => clock, sweepEveryMs: 100, env: FAST_CARD_EDITS });
    const test = bot;
    await merchantOf(test, alice);
    const card = await startGiveaway(test, "300 3");
    const claim = buttonData(card, "gw:c:");
    const end = buttonData(card, "gw:e:");
    expect(await answerOf(test, test.fake.pressButton(bob, card, end))).toMatchObject({
      show_alert: true,
      text: expect.stringContaining("Only the member who started"),
    });
    expect((await answerOf(test, test.fake.pressButton(alice, card, end))).text).toContain(
      "Giveaway ended",
    );
    await test.fake.waitFor(
      () => test.fake.message(card)?.text?.includes("Alice ended the giveaway"),
      ANSWER_MS,
      "the ended card",
    );
    expect(test.fake.message(card)?.reply_markup).toEqual({ inline_keyboard: [] });
    const stale = test.fake.pressButton(bob, card, claim, { unchecked: true });
    expect((await answerOf(test, stale)).text).toContain("This giveaway is over");
    expect(balanceOf(test, await merchantOf(test, bob))).toBe(100_000);

    // Its time runs out (GIVEAWAY_TTL_MINUTES, 60 by default): the sweeper ends it, the card says so.
    const second = await startGiveaway(test, "300 3");
    const secondClaim = buttonData(second, "gw:c:");
    clock += 61 * 60_000;
    await test.fake.waitFor(
      () => test.fake.message(second)?.text?.includes("its time ran out"),
      15_000,
      "the expired card",
    );
    const late = test.fake.pressButton(bob, second, secondClaim, {
      unchecked: true,
    });
    expect((await answerOf(test, late)).text).toContain("This giveaway is over");
  }, 30_000);
});
