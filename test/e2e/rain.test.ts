/**
 * /rain end to end through the Bot API fake and the embedded sandbox:
 * recent speakers share the total, members without an account get a
 * pledge (its claim link in the receipt, once per rain), the sender's funds running out stops it, a double Confirm rains
 * once, and too few speakers is explained (privacy mode).
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  alice,
  answerOf,
  balanceOf,
  bob,
  botUser,
  buttonData,
  carol,
  dave,
  lounge,
  mallory,
  merchantOf,
} from "../chat/group-fixture.ts";
import { FAST_CARD_EDITS } from "../support/card-edits.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const ANSWER_MS = 10_000;
/** A payer who speaks German (her notes are German; the group's texts stay English). */
const anna = createUser(3101, "Anna", { username: "anna_de", language_code: "de" });

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** The bot is an admin of the lounge, so it sees every message (no privacy mode there). */
function chatAsAdminSees(test: TestBot): void {
  test.fake.setChatMember(lounge, botUser(test), "administrator");
}

describe("/rain", () => {
  it("never starts from a question too old to answer, not even on a second press", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    chatAsAdminSees(test);
    const aliceMerchant = await merchantOf(test, alice);
    const before = balanceOf(test, aliceMerchant);
    await merchantOf(test, bob);
    for (const member of [bob, alice]) test.fake.sendText(member, lounge, "gm");
    test.fake.sendText(alice, lounge, "/rain 100");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const data = buttonData(question, "rain:ok:");
    // The question was asked long ago (its plan says so).
    const id = data.split(":")[2] ?? "";
    const plans = test.app.deps.store.keyv<{ proposedAt: number }>("rain-plans");
    await until(async () => (await plans.get(id)) !== undefined);
    const plan = await plans.get(id);
    if (!plan) throw new Error("no rain plan stored");
    await plans.set(id, { ...plan, proposedAt: plan.proposedAt - 60 * 60_000 });

    const first = await answerOf(test, test.fake.pressButton(alice, question, data));
    const second = await answerOf(
      test,
      test.fake.pressButton(alice, question, data, { unchecked: true }),
    );
    expect(first.text).not.toContain("Making it rain");
    expect(second.text).not.toContain("Making it rain");
    // Both presses were answered after their verdict: a rain would have said so, and started.
    expect(balanceOf(test, aliceMerchant)).toBe(before);
  });

  it("shares among recent speakers, pledges to a member without an account, and rains once on a double Confirm", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    chatAsAdminSees(test);
    const aliceMerchant = await merchantOf(test, alice);
    const before = balanceOf(test, aliceMerchant);
    await merchantOf(test, bob);
    await merchantOf(test, carol);
    // One after the other: members' updates are handled side by side, so the order in which
    // they spoke is the order their messages were handled in.
    const handled = test.app.deps.store.keyv("handled-updates");
    for (const member of [bob, carol, mallory, alice]) {
      const update = test.fake.sendText(member, lounge, "gm");
      await until(async () => (await handled.get(String(update.update_id))) !== undefined);
    }

    test.fake.sendText(alice, lounge, "/rain 301 for the good vibes");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(question.text).toContain(
      "300 sat from your account: 3 × 100 sat to Mallory, Carol, and Bob",
    );
    expect(question.text).toContain("remainder");
    const data = buttonData(question, "rain:ok:");
    expect(await answerOf(test, test.fake.pressButton(bob, question, data))).toMatchObject({
      show_alert: true,
    });
    const first = test.fake.pressButton(alice, question, data);
    const second = test.fake.pressButton(alice, question, data, { unchecked: true });
    expect((await answerOf(test, first)).text).toContain("Making it rain");
    // The second press waits behind the first (paying): told "already sent", or, past half a
    // second of waiting, its spinner stopped with an empty answer.
    const secondAnswer = (await answerOf(test, second)).text;
    if (secondAnswer !== undefined) expect(secondAnswer).toContain("already sent or cancelled");

    await test.fake.waitFor(
      () => {
        const text = test.fake.message(question)?.text ?? "";
        return text.includes("Paid: Carol and Bob") && !text.includes("Sending");
      },
      ANSWER_MS,
      "the receipt",
    );
    const receipt = test.fake.message(question)?.text ?? "";
    expect(receipt).toContain("Alice made it rain: 100 sat each");
    expect(receipt).toContain("Pledged, no account yet — tap your name to claim: Mallory");
    expect(receipt).toContain("for the good vibes");
    expect(balanceOf(test, await merchantOf(test, bob))).toBe(100_100);
    expect(balanceOf(test, await merchantOf(test, carol))).toBe(100_100);
    expect(balanceOf(test, aliceMerchant)).toBe(before - 200);
    const bobHistory = (await test.app.deps.ledger.page(bob.id, 0, 5)).operations;
    expect(bobHistory.filter((op) => op.kind === "tip-received")).toHaveLength(1);
  });

  it("pledges once per member without an account, with the claim link in the receipt, also when resumed; the member claims it", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    chatAsAdminSees(test);
    const aliceMerchant = await merchantOf(test, alice);
    await merchantOf(test, bob);
    for (const member of [mallory, dave, bob]) test.fake.sendText(member, lounge, "gm");
    const before = balanceOf(test, aliceMerchant);

    test.fake.sendText(alice, lounge, "/rain 300 sunny day");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(question.text).toContain("Members without an account yet get a pledge");
    const rainId = buttonData(question, "rain:ok:").split(":")[2] ?? "";
    const press = test.fake.pressButton(alice, question, buttonData(question, "rain:ok:"));
    await answerOf(test, press);
    const done = () => {
      const text = test.fake.message(question)?.text ?? "";
      return text.includes("Pledged") && text.includes("Paid: Bob") && !text.includes("Sending");
    };
    await test.fake.waitFor(done, ANSWER_MS, "the receipt");
    const receipt = test.fake.message(question);
    expect(receipt?.text).toMatch(
      /Pledged, no account yet — tap your name to claim: (Dave and Mallory|Mallory and Dave)/,
    );
    expect(receipt?.text).toContain("Paid: Bob");
    // Each pledged name is its claim link; the pledges post nothing of their own in the group.
    const claimLinks = (receipt?.entities ?? [])
      .filter((entity) => entity.type === "text_link")
      .map((entity) => ({
        name: receipt?.text?.slice(entity.offset, entity.offset + entity.length),
        url: "url" in entity ? entity.url : "",
      }));
    expect(claimLinks.map((link) => link.name).sort()).toEqual(["Dave", "Mallory"]);
    for (const link of claimLinks) expect(link.url).toMatch(/\?start=claim_[A-Za-z0-9_-]{22}$/);
    expect(test.fake.botMessages(lounge.id)).toHaveLength(1);
    const pledges = await test.app.deps.offers.openOf(alice.id);
    expect(pledges.map((offer) => offer.forUserId).sort()).toEqual([mallory.id, dave.id].sort());
    expect(pledges.every((offer) => offer.shareSat === 100)).toBe(true);
    expect(balanceOf(test, aliceMerchant)).toBe(before - 100);

    // A crash before Mallory's share was saved: the redelivered press resumes the rain.
    const plans = test.app.deps.store.keyv<{
      finished?: boolean;
      recipients: Array<{ id: number; state: string; claimLink?: string }>;
    }>("rain-plans");
    // The crash's state is written once the run has recorded the rain finished and the bot is
    // idle: with quick card edits the receipt can show the last share before the run saves it.
    await until(async () => (await plans.get(rainId))?.finished === true, "the rain finished");
    await test.idle();
    const plan = await plans.get(rainId);
    if (!plan) throw new Error("no rain plan");
    const mallorysLink = claimLinks.find((link) => link.name === "Mallory")?.url;
    await plans.set(rainId, {
      ...plan,
      finished: false,
      recipients: plan.recipients.map((r) =>
        r.id === mallory.id
          ? { id: r.id, name: "Mallory", handle: "Mallory", state: "pending" }
          : r,
      ),
    });
    const handled = test.app.deps.store.keyv("handled-updates");
    await handled.delete(String(press.update_id));
    test.fake.injectUpdate(press);
    await test.fake.waitFor(
      () => test.logs.some((line) => line.includes("resuming a rain")),
      ANSWER_MS,
      "the rain to resume",
    );
    await until(
      async () => (await plans.get(rainId))?.finished === true,
      "the resumed rain finishing",
      ANSWER_MS,
    );
    expect(await test.app.deps.offers.openOf(alice.id)).toHaveLength(2);
    const resumed = await plans.get(rainId);
    expect(resumed?.recipients.find((r) => r.id === mallory.id)).toMatchObject({
      state: "pledged",
      claimLink: mallorysLink,
    });

    // Mallory opens her link: paid from Alice's account, as a tip.
    test.fake.openPrivateChat(mallory);
    const payload = new URL(mallorysLink ?? "").searchParams.get("start") ?? "";
    test.fake.sendText(mallory, privateChat(mallory), `/start ${payload}`);
    await test.fake.waitFor(
      () => balanceOf(test, aliceMerchant) === before - 200,
      ANSWER_MS,
      "the pledge to be paid",
    );
    expect(balanceOf(test, await merchantOf(test, mallory))).toBe(100_100);
    // The money moves before the claim's handler ends the pledge: on a loaded machine the
    // pledge could still be open here, so its end is read once the bot is idle.
    await test.idle();
    expect(await test.app.deps.offers.openOf(alice.id)).toHaveLength(1);
  });

  it("stops when the sender's funds run out, says so in the group, and tells the sender why privately", async () => {
    bot = await startTestBot({ env: { SANDBOX_START_BALANCE_SAT: "250", ...FAST_CARD_EDITS } });
    const test = bot;
    chatAsAdminSees(test);
    test.fake.openPrivateChat(alice);
    await merchantOf(test, alice);
    for (const member of [bob, carol, dave]) {
      await merchantOf(test, member);
      test.fake.sendText(member, lounge, "hello");
    }
    test.fake.sendText(alice, lounge, "/rain 300");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const press = test.fake.pressButton(alice, question, buttonData(question, "rain:ok:"));
    await answerOf(test, press);
    await test.fake.waitFor(
      () => test.fake.message(question)?.text?.includes("funds or limits ran out"),
      ANSWER_MS,
      "the stopped receipt",
    );
    const receipt = test.fake.message(question)?.text ?? "";
    expect(receipt).toContain("Paid: Dave and Carol");
    expect(receipt).toContain("Not sent: Bob");
    expect(receipt).not.toMatch(/50 sat|spend|balance/);
    const note = await test.fake.nextBotMessage(alice.id, ANSWER_MS);
    expect(note.text).toContain("stopped after 2 of 3 shares");
    expect(balanceOf(test, await merchantOf(test, bob))).toBe(250);
  });

  it("tells the payer in one note, in her language, when the rain's pledges expire together", async () => {
    let clock = Date.now();
    // Sweeps every 100 ms (not 5 s): the expiry follows the clock's move at once.
    bot = await startTestBot({
      env: { PLEDGE_TTL_HOURS: "1", ...FAST_CARD_EDITS },
      now: () => clock,
      sweepEveryMs: 100,
    });
    const test = bot;
    chatAsAdminSees(test);
    test.fake.openPrivateChat(anna);
    await merchantOf(test, anna);
    // She speaks to the bot once in private, so it knows her language.
    test.fake.sendText(anna, privateChat(anna), "/help");
    await test.fake.nextBotMessage(anna.id, ANSWER_MS);
    await merchantOf(test, bob);
    // Members' updates are handled side by side: each has spoken before the rain.
    const handled = test.app.deps.store.keyv("handled-updates");
    for (const member of [mallory, dave, carol, bob]) {
      const update = test.fake.sendText(member, lounge, "gm");
      await until(async () => (await handled.get(String(update.update_id))) !== undefined);
    }
    test.fake.sendText(anna, lounge, "/rain 400");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    await answerOf(test, test.fake.pressButton(anna, question, buttonData(question, "rain:ok:")));
    await test.fake.waitFor(
      () => {
        const text = test.fake.message(question)?.text ?? "";
        return text.includes("Paid: Bob") && !text.includes("Sending");
      },
      ANSWER_MS,
      "the receipt",
    );
    const pledges = await test.app.deps.offers.openOf(anna.id);
    expect(pledges).toHaveLength(3);
    // Made one after another, they end at one moment.
    expect(new Set(pledges.map((offer) => offer.expiresAt)).size).toBe(1);
    const expiredNotes = () =>
      test.fake.botMessages(anna.id).filter((m) => m.text?.includes("abgelaufen"));
    expect(expiredNotes()).toHaveLength(0);

    clock += 61 * 60_000;
    await test.fake.waitFor(
      () => expiredNotes().length > 0,
      ANSWER_MS + 5_000,
      "the sweep to end the pledges",
    );
    // Her note is said after every member's: all three are in it, and it is the only one.
    const note = expiredNotes()[0]?.text ?? "";
    expect(expiredNotes()).toHaveLength(1);
    expect(note).toContain(
      "Deine 3 Zusagen in Lightning Lounge sind abgelaufen, ohne abgeholt zu werden:",
    );
    for (const name of ["Mallory", "Dave", "Carol"]) {
      expect(note).toMatch(new RegExp(`• ${name}: 100 sat`));
    }
    expect(note).toContain("Nichts hat dein Konto verlassen.");
    expect(await test.app.deps.offers.openOf(anna.id)).toHaveLength(0);
    // Nothing about it in the group beyond the receipt.
    expect(test.fake.botMessages(lounge.id)).toHaveLength(1);
  });

  it("explains privacy mode when it knows too few speakers", async () => {
    bot = await startTestBot({ env: FAST_CARD_EDITS });
    const test = bot;
    await merchantOf(test, alice);
    // Privacy mode: the bot never sees this chatter.
    test.fake.sendText(bob, lounge, "hello everyone");
    test.fake.sendText(alice, lounge, "/rain 100");
    const answer = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(answer.text).toContain("no one to rain on");
    expect(answer.text).toContain("make me an admin");
  });
});
