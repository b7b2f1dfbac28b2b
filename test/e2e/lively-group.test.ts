/**
 * A lively group at Telegram's message budget (the fake's limits on, the
 * bot's pacing on): after a burst of ordinary activity has used up the
 * group's 20 messages a minute, a Tip confirmation, a giveaway Claim and a
 * pay-code confirmation in that group are still answered within a second,
 * their money moves within two seconds of the press, and the private notes
 * they cause arrive within two seconds, on their own chats' budgets.
 *
 * Delays are measured on the fake's clock: from when the press left the
 * fake for the bot (`deliveredAt`) to when the fake received the answer or
 * the note, and to when the embedded sandbox received the payment request.
 *
 * The group's "minute" is GROUP_WINDOW_MS here and a chat's pace is
 * CHAT_PER_SECOND, in the fake and in the bot's outgoing queue alike: the
 * group is as full (20 messages a window) and the bounds are the same, but
 * its backlog drains in seconds instead of the minutes of Telegram's real
 * window.
 */
import type { CallbackQuery, Update, User } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isMessageMethod } from "../../src/chat/telegram-methods.ts";
import {
  alice,
  bob,
  buttonData,
  carol,
  giveawayCard,
  joinGroup,
  lounge,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, TelegramFake } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

/** Generous waits: the assertions are on measured delays, not on these. */
const WAIT_MS = 90_000;
/** How long a delay is waited for before it counts as missed (far over every bound). */
const MEASURE_MS = 45_000;
/** What a press must get at most (Telegram drops answers after about 15 s). */
const ANSWER_WITHIN_MS = 1_000;
/** Money and private notes, at most. */
const PAID_WITHIN_MS = 2_000;

/**
 * The group limit's window (Telegram's is 60 s), far over every bound
 * measured; long enough that the chat's own pace (3 at once, then
 * CHAT_PER_SECOND) lets the bot fill the group's 20 within it (in 8.5 s).
 */
const GROUP_WINDOW_MS = 12_000;
/** A chat's sustained pace (Telegram's is 1 a second): twice as fast, as the window is 5 times shorter. */
const CHAT_PER_SECOND = 2;

type Press = Update & { callback_query: CallbackQuery };

let fake: TelegramFake;
let bot: TestBot;

beforeEach(async () => {
  fake = new TelegramFake({
    rateLimits: { groupWindowMs: GROUP_WINDOW_MS, chatPerSecond: CHAT_PER_SECOND },
  });
  await fake.start();
  bot = await startTestBot({
    fake,
    outgoingLimits: { groupWindowMs: GROUP_WINDOW_MS, chatPerSecond: CHAT_PER_SECOND },
    env: {
      TELEGRAM_RATE_LIMITS: "on",
      // A Claim is answered within a second even when its share is slow (the default).
      GIVEAWAY_CLAIM_ANSWER_MS: "600",
      GROUP_COMMANDS_PER_MINUTE: "100",
      TIP_COMMAND_DELETE_DELAY_MS: "600000",
      // The payments of this test are quick; a loaded machine must not make them unknown.
      GATEWAY_TIMEOUT_MS: "15000",
    },
  });
});
afterEach(async () => {
  await bot.stop();
  await fake.close();
});

/** Messages the fake let through to the lounge in its last group window (what counts against its budget). */
function loungeMessagesInLastWindow(): number {
  const since = Date.now() - GROUP_WINDOW_MS;
  return fake
    .calls()
    .filter(
      (call) =>
        isMessageMethod(call.method) &&
        String(call.params.chat_id) === String(lounge.id) &&
        call.response?.ok === true &&
        call.at > since,
    ).length;
}

/** Bot API calls waiting in the bot's outgoing queue for Telegram's limits (its metrics). */
async function outgoingQueueLength(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${bot.app.metricsPort}/metrics`)).text();
  return Number(/^tipbot_outgoing_queue_length (\d+)/m.exec(text)?.[1] ?? 0);
}

/** When the press left the fake for the bot. */
async function delivered(press: Press): Promise<number> {
  return fake.waitFor(() => fake.deliveredAt(press.update_id), WAIT_MS, "the press's delivery");
}

/** Milliseconds from the press's delivery to its answer. */
async function answerDelay(press: Press): Promise<number> {
  const answer = await fake.waitFor(() => fake.answerFor(press), MEASURE_MS, "the press's answer");
  return answer.at - (await delivered(press));
}

/** Milliseconds from the press's delivery to `payer`'s next payment request at the gateway. */
async function paymentDelay(press: Press, payer: string): Promise<number> {
  const from = await delivered(press);
  const request = await fake.waitFor(
    () =>
      sandboxOf(bot)
        .gatewayRequests()
        .find((r) => r.operation === "sendPayment" && r.merchantId === payer && r.at >= from),
    MEASURE_MS,
    "the payment request",
  );
  return request.at - from;
}

/** Milliseconds from the press's delivery to the first private message to `user` matching `text`. */
async function noteDelay(press: Press, user: User, text: RegExp): Promise<number> {
  const from = await delivered(press);
  const call = await fake.waitFor(
    () =>
      fake
        .calls("sendMessage")
        .find(
          (c) =>
            c.params.chat_id === user.id &&
            c.response?.ok === true &&
            c.at >= from &&
            text.test(String(c.params.text)),
        ),
    MEASURE_MS,
    `the note to ${user.first_name}`,
  );
  return call.at - from;
}

describe("a lively group at its message budget", () => {
  it("answers presses within 1 s, moves money and sends private notes within 2 s", async () => {
    const erin = createUser(7101, "Erin");
    const frank = createUser(7102, "Frank", { username: "frank_ln" });
    const claimer = createUser(7103, "Gina");
    // Members who never opened the bot: their tips are pledged, their answers stay in the group.
    const newcomers = Array.from({ length: 3 }, (_, i) => createUser(7201 + i, `New${i}`));
    const chatty = Array.from({ length: 14 }, (_, i) => createUser(7301 + i, `Chatty${i}`));
    const opened = [alice, bob, carol, erin, frank, claimer];
    for (const user of opened) {
      fake.openPrivateChat(user);
      await merchantOf(bot, user);
    }
    for (const user of chatty) await merchantOf(bot, user);
    joinGroup(fake, [...opened, ...newcomers, ...chatty]);
    const sandbox = sandboxOf(bot);
    const address = await sandbox.setLightningAddress(await merchantOf(bot, carol), "carol");

    // Before the rush: a 2,717 sat tip waiting for Alice's Confirm, Erin's giveaway, and
    // Frank's payment to Carol's lightning address waiting for his Send.
    const idea = fake.sendText(bob, lounge, "gm, here is a great idea").message;
    fake.sendText(alice, lounge, "/tip 2717 for the idea", { replyTo: idea });
    const tipQuestion = await fake.waitFor(
      () => fake.botMessages(lounge.id).find((m) => m.text?.includes("2,717")),
      WAIT_MS,
      "the tip's confirmation",
    );
    fake.sendText(erin, lounge, "/giveaway 900 3");
    const giveawayQuestion = await fake.waitFor(
      () => fake.botMessages(lounge.id).find((m) => m.text?.includes("900")),
      WAIT_MS,
      "the giveaway's question",
    );
    fake.pressButton(erin, giveawayQuestion, buttonData(giveawayQuestion, "gw:ok:"));
    const card = await giveawayCard(fake, giveawayQuestion, WAIT_MS);
    fake.sendText(frank, lounge, `/send 700 ${address}`);
    const payQuestion = await fake.waitFor(
      () => fake.botMessages(lounge.id).find((m) => m.text?.includes("Frank, send 700 sat")),
      WAIT_MS,
      "the payment's confirmation",
    );

    // The rush: a /send, three pledges, two tips, and members asking for /top and /help.
    fake.sendText(carol, lounge, "/send 300 @frank_ln");
    const sendQuestion = await fake.waitFor(
      () => fake.botMessages(lounge.id).find((m) => m.text?.includes("Carol, send 300 sat")),
      WAIT_MS,
      "the /send's confirmation",
    );
    fake.pressButton(carol, sendQuestion, buttonData(sendQuestion, "send:ok:"));
    for (const newcomer of newcomers) {
      const hello = fake.sendText(newcomer, lounge, "hello all").message;
      fake.sendText(bob, lounge, "/tip 50 welcome", { replyTo: hello });
    }
    for (const tipper of [carol, frank])
      fake.sendText(tipper, lounge, "/tip 100", { replyTo: idea });
    const asks = chatty.map(
      (member, i) => fake.sendText(member, lounge, i % 2 === 0 ? "/top" : "/help").message,
    );
    /** The asks answered in the group so far. */
    const answeredAsks = () =>
      asks.filter((ask) =>
        fake
          .botMessages(lounge.id)
          .some(
            (m) =>
              (m.params.reply_parameters as { message_id?: number } | undefined)?.message_id ===
              ask.message_id,
          ),
      ).length;
    // The group's budget is used up, and messages are still owed to it.
    await fake.waitFor(
      () => loungeMessagesInLastWindow() >= 20,
      WAIT_MS,
      "the group's budget used up",
    );
    expect(await outgoingQueueLength()).toBeGreaterThan(0);

    // At once: Alice confirms her tip, Gina claims a share of the giveaway, Frank confirms his
    // payment (Carol hears of it in private).
    const aliceMerchant = await merchantOf(bot, alice);
    const erinMerchant = await merchantOf(bot, erin);
    const frankMerchant = await merchantOf(bot, frank);
    const tipPress = fake.pressButton(alice, tipQuestion, buttonData(tipQuestion, "send:ok:"));
    const claimPress = fake.pressButton(claimer, card, buttonData(card, "gw:c:"));
    const payPress = fake.pressButton(frank, payQuestion, buttonData(payQuestion, "send:ok:"));
    const [tip, claim, pay] = await Promise.all([
      measured({
        answer: answerDelay(tipPress),
        paid: paymentDelay(tipPress, aliceMerchant),
        toAlice: noteDelay(tipPress, alice, /You tipped Bob/),
        toBob: noteDelay(tipPress, bob, /Alice tipped you/),
      }),
      measured({
        answer: answerDelay(claimPress),
        paid: paymentDelay(claimPress, erinMerchant),
      }),
      measured({
        answer: answerDelay(payPress),
        paid: paymentDelay(payPress, frankMerchant),
        toCarol: noteDelay(payPress, carol, /Received 700 sat/),
      }),
    ]);

    // Every delay over its bound, by name (none expected): all shown at once when some are.
    const answers = { tip: tip.answer, claim: claim.answer, pay: pay.answer };
    const paidAndTold = {
      tipPaid: tip.paid,
      tipToAlice: tip.toAlice,
      tipToBob: tip.toBob,
      claimPaid: claim.paid,
      payPaid: pay.paid,
      payToCarol: pay.toCarol,
    };
    expect({
      answers: over(answers, ANSWER_WITHIN_MS),
      paidAndTold: over(paidAndTold, PAID_WITHIN_MS),
    }).toEqual({ answers: {}, paidAndTold: {} });
    // The answers say what happened.
    // A claim answers with its outcome, or "One moment" when the share took long, and then
    // tells the outcome in private.
    const claimAnswer = fake.answerFor(claimPress)?.text ?? "";
    if (!claimAnswer.includes("You received 300 sat")) {
      expect(claimAnswer).toContain("One moment");
      await fake.waitFor(
        () => fake.botMessages(claimer.id).find((m) => m.text?.includes("You received 300 sat")),
        WAIT_MS,
        "Gina's outcome in private",
      );
    }
    expect(fake.answerFor(tipPress)?.show_alert).not.toBe(true);
    // The group's own messages still catch up, and Telegram never had to refuse.
    await fake.waitFor(() => answeredAsks() === asks.length, WAIT_MS, "every ask answered");
    await fake.waitFor(
      () => fake.message(card)?.text?.includes("Gina"),
      WAIT_MS,
      "the card listing Gina",
    );
    const refused = fake
      .calls()
      .filter((call) => call.response?.error_code === 429)
      .map((call) => `${call.method} to ${String(call.params.chat_id)}`);
    expect({ refused, stats: fake.rateLimitStats?.refused }).toEqual({
      refused: [],
      stats: { global: 0, chat: 0, group: 0 },
    });
  }, 240_000);
  it("answers /top and a refused /tip in the asker's private chat while the group's queue is long", async () => {
    const askers = Array.from({ length: 10 }, (_, i) => createUser(7401 + i, `Asker${i}`));
    const zed = createUser(7501, "Zed");
    fake.openPrivateChat(alice);
    await merchantOf(bot, alice);
    joinGroup(fake, [alice, zed, ...askers]);
    // Ten members who never opened the bot ask for /help: their answers queue for the group.
    // Telegram is slow to answer the group's first three (held in flight until the test lets
    // them go): the group's burst is used up until they are answered, so the other answers
    // queue however quickly or slowly a busy machine handles the ten updates.
    const groupSlow = Promise.withResolvers<void>();
    fake.failNext("sendMessage", { hold: groupSlow.promise, chatId: lounge.id }, 3);
    let top: ReturnType<typeof fake.sendText>;
    let refused: ReturnType<typeof fake.sendText>;
    let ownTop: ReturnType<typeof fake.sendText>;
    try {
      for (const asker of askers) fake.sendText(asker, lounge, "/help");
      await until(
        async () => (await outgoingQueueLength()) >= 5,
        "the group's queue to grow",
        WAIT_MS,
      );
      top = fake.sendText(alice, lounge, "/top");
      refused = fake.sendText(alice, lounge, "/tip 100");
      ownTop = fake.sendText(zed, lounge, "/top");
      // Alice's answers come in private while the group's queue still waits.
      const topNote = await fake.waitFor(
        () => fake.botMessages(alice.id).find((m) => m.text?.includes("No payments in this group")),
        WAIT_MS,
        "Alice's /top in private",
      );
      expect(topNote.text).toContain("From Lightning Lounge: answered here");
      const hint = await fake.waitFor(
        () => fake.botMessages(alice.id).find((m) => m.text?.includes("Reply to")),
        WAIT_MS,
        "the refusal of Alice's /tip in private",
      );
      const topAt = fake.calls("sendMessage").find((c) => c.params.text === topNote.text)?.at ?? 0;
      expect(topAt - (fake.deliveredAt(top.update_id) ?? 0)).toBeLessThanOrEqual(PAID_WITHIN_MS);
      expect(hint.text).toContain("Lightning Lounge");
    } finally {
      groupSlow.resolve();
    }
    // Zed never opened the bot: his answer waits for the group's turn, as a reply.
    const zedsTop = await fake.waitFor(
      () =>
        fake
          .botMessages(lounge.id)
          .find(
            (m) =>
              (m.params.reply_parameters as { message_id?: number } | undefined)?.message_id ===
              ownTop.message.message_id,
          ),
      WAIT_MS,
      "Zed's /top in the group",
    );
    expect(zedsTop.text).toContain("No payments in this group");
    // Nothing of Alice's in the group.
    for (const asked of [top, refused]) {
      expect(
        fake
          .botMessages(lounge.id)
          .some(
            (m) =>
              (m.params.reply_parameters as { message_id?: number } | undefined)?.message_id ===
              asked.message.message_id,
          ),
      ).toBe(false);
    }
  }, 120_000);
});

/**
 * Each delay once measured; one not seen within MEASURE_MS is Infinity (far
 * over any bound), so every delay of the test is reported together.
 */
async function measured<K extends string>(
  delays: Record<K, Promise<number>>,
): Promise<Record<K, number>> {
  const entries = await Promise.all(
    Object.entries<Promise<number>>(delays).map(async ([name, delay]) => {
      const ms = await delay.catch(() => Number.POSITIVE_INFINITY);
      return [name, ms] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<K, number>;
}

/** The entries of `delays` over `limitMs`. */
function over(delays: Record<string, number>, limitMs: number): Record<string, number> {
  return Object.fromEntries(Object.entries(delays).filter(([, ms]) => ms > limitMs));
}
