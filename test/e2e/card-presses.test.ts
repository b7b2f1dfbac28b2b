/**
 * A card's buttons count only on the card: a press on a forwarded copy in
 * another chat (forwards keep their inline keyboard), or data a modified
 * client sends from another message, does nothing; a button anyone may
 * press (giveaway Claim, tip jar gifts) counts only from a member of the
 * card's group. Each refusal is a polite alert, and nothing is paid.
 */
import type { User } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  alice,
  answerOf,
  balanceOf,
  bob,
  botUser,
  buttonData,
  carol,
  dave,
  giveawayCard,
  joinGroup,
  lounge,
  mallory,
  merchantOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  type FakeMessage,
  privateChat,
  supergroupChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const ANSWER_MS = 10_000;
const ELSEWHERE = /works only on the original message/;
const MEMBERS_ONLY = /Only members of this group/;
/** Another group, where a copy of a card is forwarded to. */
const elsewhere = supergroupChat(-1_009_900_001, "Somewhere Else");

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "50" } });
  for (const user of [alice, bob, carol, mallory, dave]) bot.fake.openPrivateChat(user);
  // Dave is no member of the lounge; Mallory is, and of the other group too.
  joinGroup(bot.fake, [alice, bob, carol, mallory]);
  joinGroup(bot.fake, [mallory, bob, dave], elsewhere);
});
afterEach(async () => {
  await bot.stop();
});

/** `user` presses `data` on `message` (unchecked: a modified client may send any data); the answer. */
async function press(user: User, message: FakeMessage, data: string) {
  return answerOf(bot, bot.fake.pressButton(user, message, data, { unchecked: true }));
}

/** Waits until the question behind `data` (`<prefix>:<id>`) is stored in `namespace`: a press before that finds none. */
async function storedQuestion(namespace: string, data: string): Promise<void> {
  const id = data.split(":").at(-1) ?? "";
  const records = bot.app.deps.store.keyv(namespace);
  await until(async () => (await records.get(id)) !== undefined, `${namespace} ${id}`, ANSWER_MS);
}

/** A bot message in `user`'s private chat, to send forged data from. */
async function ownMessage(user: User): Promise<FakeMessage> {
  bot.fake.sendText(user, privateChat(user), "/help");
  return bot.fake.nextBotMessage(user.id, ANSWER_MS);
}

describe("a giveaway's Claim", () => {
  it("pays nothing on a forwarded copy, from another message, or to a non-member; a member on the card is paid", async () => {
    const aliceMerchant = await merchantOf(bot, alice);
    const before = balanceOf(bot, aliceMerchant);
    bot.fake.sendText(alice, lounge, "/giveaway 600 3");
    const question = await bot.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const confirm = buttonData(question, "gw:ok:");
    await storedQuestion("giveaway-drafts", confirm);
    // The creator's own Confirm counts on the question only.
    const copyOfQuestion = bot.fake.forwardMessage(alice, question, elsewhere);
    const offCard = await press(alice, copyOfQuestion, confirm);
    expect(offCard).toMatchObject({ show_alert: true, text: expect.stringMatching(ELSEWHERE) });
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(0);
    expect((await press(alice, question, confirm)).text).toContain("posted");
    const card = await giveawayCard(bot.fake, question);
    const claim = buttonData(card, "gw:c:");

    const copy = bot.fake.forwardMessage(bob, card, elsewhere);
    for (const presser of [mallory, bob]) {
      const answer = await press(presser, copy, claim);
      expect(answer).toMatchObject({ show_alert: true, text: expect.stringMatching(ELSEWHERE) });
    }
    const forged = await press(mallory, await ownMessage(mallory), claim);
    expect(forged.text).toMatch(ELSEWHERE);
    // Dave never was in the lounge: the card itself does not pay him either.
    const outsider = await press(dave, card, claim);
    expect(outsider).toMatchObject({ show_alert: true, text: expect.stringMatching(MEMBERS_ONLY) });
    // Nor one who left.
    bot.fake.setChatMember(lounge, carol, "left");
    expect((await press(carol, card, claim)).text).toMatch(MEMBERS_ONLY);
    expect(balanceOf(bot, aliceMerchant)).toBe(before);
    expect(bot.fake.message(card)?.text).not.toContain("Claimed");

    expect((await press(bob, card, claim)).text).toContain("You received 200 sat");
    expect(balanceOf(bot, aliceMerchant)).toBe(before - 200);
    // End counts on the card only, too.
    const end = buttonData(card, "gw:e:");
    expect((await press(alice, copy, end)).text).toMatch(ELSEWHERE);
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
  });
});

describe("a tip jar", () => {
  it("takes no gift from a forwarded copy or a non-member, and closes only on its own message", async () => {
    const [payer, owner] = [await merchantOf(bot, mallory), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    bot.fake.sendText(bob, lounge, "/tipjar 5k");
    const jar = await bot.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const gift = buttonData(jar, "jar:").replace(/:\d+$/, ":100");
    const close = buttonData(jar, "jar:").replace(/:\d+$/, ":close");

    const copy = bot.fake.forwardMessage(mallory, jar, elsewhere);
    expect((await press(mallory, copy, gift)).text).toMatch(ELSEWHERE);
    await merchantOf(bot, dave);
    expect((await press(dave, jar, gift)).text).toMatch(MEMBERS_ONLY);
    expect((await press(bob, copy, close)).text).toMatch(ELSEWHERE);
    expect(balanceOf(bot, payer)).toBe(before[0]);
    expect(balanceOf(bot, owner)).toBe(before[1]);
    expect(bot.fake.message(jar)?.text).toContain("0 sat of 5,000 sat");

    // On the jar itself, a member's gift lands.
    await press(mallory, jar, gift);
    await bot.fake.waitFor(
      () => bot.fake.message(jar)?.text?.includes("100 sat of 5,000 sat"),
      ANSWER_MS,
      "the gift on the jar",
    );
    expect(balanceOf(bot, owner)).toBe((before[1] ?? 0) + 100);
  });
});

describe("a question in the group", () => {
  it("/rain's Confirm on a forwarded copy starts nothing", async () => {
    bot.fake.setChatMember(lounge, botUser(bot), "administrator");
    const aliceMerchant = await merchantOf(bot, alice);
    const before = balanceOf(bot, aliceMerchant);
    await merchantOf(bot, bob);
    for (const member of [bob, alice]) bot.fake.sendText(member, lounge, "gm");
    bot.fake.sendText(alice, lounge, "/rain 100");
    const question = await bot.fake.nextBotMessage(lounge.id, ANSWER_MS);
    await storedQuestion("rain-plans", buttonData(question, "rain:ok:"));
    const copy = bot.fake.forwardMessage(alice, question, elsewhere);
    expect((await press(alice, copy, buttonData(question, "rain:ok:"))).text).toMatch(ELSEWHERE);
    expect((await press(alice, copy, buttonData(question, "rain:no:"))).text).toMatch(ELSEWHERE);
    // A refused press is answered before anything else is done: nothing can be under way.
    expect(balanceOf(bot, aliceMerchant)).toBe(before);
    // The question itself still works.
    expect((await press(alice, question, buttonData(question, "rain:ok:"))).text).toMatch(/rain/i);
  });

  it("/send's and /tip's Confirm count on their own message only, also for their asker", async () => {
    const [payer, payee] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = balanceOf(bot, payer);
    const said = bot.fake.sendText(bob, lounge, "/lnurl").message;
    await bot.fake.nextBotMessage(lounge.id, ANSWER_MS);
    bot.fake.sendText(alice, lounge, "/send 500 @bobby_sats");
    const ask = await bot.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(ask.text).toContain("send 500 sat to Bob (@bobby_sats)?");
    await bot.app.deps.preferences.update(alice.id, { tipConfirmAboveSat: 10 });
    bot.fake.sendText(alice, lounge, "/tip 300", { replyTo: said });
    const tipAsk = await bot.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(tipAsk.text).toContain("Tip 300 sat to Bob?");

    for (const question of [ask, tipAsk]) {
      // Where a question was shown is stored right after it is sent: a copy comes later.
      await storedQuestion("confirmation-views", buttonData(question, "send:ok:"));
      const copy = bot.fake.forwardMessage(alice, question, elsewhere);
      for (const data of [buttonData(question, "send:ok:"), buttonData(question, "send:no:")]) {
        expect((await press(alice, copy, data)).text).toMatch(ELSEWHERE);
      }
    }
    expect(balanceOf(bot, payer)).toBe(before);
    // Neither was cancelled by the copy: on the question, the send goes.
    await press(alice, ask, buttonData(ask, "send:ok:"));
    await bot.fake.waitFor(
      () => balanceOf(bot, payee) === 100_500,
      ANSWER_MS,
      "the send on its own question",
    );
  });
});

describe("an inline card's buttons", () => {
  it("count on that card only: Claim data of one card pressed on another pays nothing", async () => {
    await bot.stop();
    const fake = new TelegramFake({
      botInfo: { supports_inline_queries: true },
      inlineFeedback: true,
    });
    await fake.start();
    bot = await startTestBot({ fake });
    const stop = bot.stop;
    bot.stop = async () => {
      await stop();
      await fake.close();
    };
    const cafe = supergroupChat(-1_009_900_002, "Cafe");
    const card = async (query: string, prefix: string): Promise<FakeMessage> => {
      const answer = await fake.inlineQuery(alice, query, { chatType: "group" });
      const [result] = answer.results;
      const posted = fake.chooseInlineResult(alice, answer, result?.id ?? "", cafe);
      const id = posted.inline_message_id ?? "";
      return fake.waitFor(
        () => {
          const now = fake.inlineMessage(id);
          return JSON.stringify(now?.reply_markup ?? {}).includes(prefix) && now;
        },
        ANSWER_MS,
        `the inline card with ${prefix}`,
      );
    };
    fake.sendText(alice, privateChat(alice), "/start");
    await fake.nextBotMessage(alice.id, ANSWER_MS);
    const aliceMerchant = await merchantOf(bot, alice);
    const before = balanceOf(bot, aliceMerchant);
    const send = await card("send 300", "inl:claim:");
    const giveaway = await card("giveaway 400 2", "gw:c:");
    const sendClaim = buttonData(send, "inl:claim:");
    const sendCancel = buttonData(send, "inl:cancel:");
    const giveawayClaim = buttonData(giveaway, "gw:c:");

    // A modified client sends one card's data from the other card, or from a group message.
    const onOther = await press(bob, giveaway, sendClaim);
    expect(onOther).toMatchObject({ show_alert: true, text: expect.stringMatching(ELSEWHERE) });
    expect((await press(alice, giveaway, sendCancel)).text).toMatch(ELSEWHERE);
    expect((await press(bob, send, giveawayClaim)).text).toMatch(ELSEWHERE);
    const groupMessage = bot.fake.sendText(bob, lounge, "hi").message;
    expect((await press(bob, groupMessage as FakeMessage, giveawayClaim)).text).toMatch(ELSEWHERE);
    expect(balanceOf(bot, aliceMerchant)).toBe(before);

    // On its own card, anyone may claim it (it may be posted anywhere).
    await merchantOf(bot, dave);
    expect((await press(dave, send, sendClaim)).text).toContain("300 sat");
    expect((await press(dave, giveaway, giveawayClaim)).text).toContain("You received 200 sat");
    expect(balanceOf(bot, aliceMerchant)).toBe(before - 500);
  });
});
