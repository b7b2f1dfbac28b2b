/** /split end to end: bills paid by all, by some then closed, open bills, custom shares, QR, presses. */
import type { User } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { usernameDirectory } from "../../src/accounts/members.ts";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
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
import type { FakeMessage } from "../support/telegram-fake.ts";

const WAIT_MS = 10_000;
let bot: TestBot | undefined;
let gateway: Sandbox | undefined;

afterEach(async () => {
  await bot?.stop();
  bot = undefined;
  await gateway?.close();
  gateway = undefined;
});

/** A bot on the embedded sandbox, the lounge's members known (they spoke there) and their private chats open. */
async function groupBot(): Promise<TestBot> {
  bot = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "100", ...FAST_CARD_EDITS } });
  for (const user of [alice, bob, carol, dave]) bot.fake.openPrivateChat(user);
  joinGroup(bot.fake, [alice, bob, carol, dave, mallory]);
  // The bot has seen them (it learns usernames from the updates it gets).
  for (const user of [bob, carol]) await usernameDirectory(bot.app.deps.store).learn(user);
  return bot;
}

/** `organiser` shares a bill with `args`; returns the card. */
async function split(test: TestBot, organiser: User, args: string, replyTo?: FakeMessage) {
  test.fake.sendText(organiser, lounge, `/split ${args}`, replyTo ? { replyTo } : {});
  const card = await test.fake.nextBotMessage(lounge.id, WAIT_MS);
  return card;
}

function current(test: TestBot, card: FakeMessage): FakeMessage {
  const now = test.fake.message(card);
  if (!now) throw new Error("the card is gone");
  return now;
}

async function cardShows(test: TestBot, card: FakeMessage, part: string): Promise<FakeMessage> {
  return test.fake.waitFor(
    () => (current(test, card).text?.includes(part) ? current(test, card) : undefined),
    WAIT_MS,
    `the card to show "${part}" (it shows: ${current(test, card).text})`,
  );
}

/** `member` presses Pay my share and confirms in private; returns the confirmation's outcome message. */
async function payShare(test: TestBot, member: User, card: FakeMessage): Promise<FakeMessage> {
  const press = test.fake.pressButton(member, card, buttonData(card, "split:p:"));
  expect((await answerOf(test, press)).text).toContain("to confirm in our private chat");
  const confirmation = await test.fake.nextBotMessage(member.id, WAIT_MS);
  expect(confirmation.text).toContain("Pay your share");
  test.fake.pressButton(member, confirmation, buttonData(confirmation, "send:ok:"));
  return test.fake.waitFor(
    () => {
      const now = test.fake.message(confirmation);
      return now?.text?.includes("You paid your share") ? now : undefined;
    },
    WAIT_MS,
    "the confirmation to turn into the outcome",
  );
}

describe("/split", () => {
  it("splits among named members, each pays from their account, and the organiser hears once", async () => {
    const test = await groupBot();
    const merchants = [alice, bob, carol].map((user) => merchantOf(test, user));
    const [a, b, c] = await Promise.all(merchants);
    if (!a || !b || !c) throw new Error("no merchants");
    const before = [a, b, c].map((m) => balanceOf(test, m));
    // 1,000 sat in 3 shares (Alice counts as one): 333 each, the remainder (1) is Alice's own.
    const card = await split(test, alice, "1000 @bobby_sats @carol_tips Pizza");
    expect(card.text).toContain("Pizza");
    expect(card.text).toContain("1,000 sat, to Alice");
    expect(card.text).toContain("Alice's own share: 334 sat");
    expect(card.text).toContain("⏳ Bob: 333 sat");
    expect(card.text).toContain("⏳ Carol: 333 sat");
    expect(card.text).toContain("test money");

    await payShare(test, bob, card);
    await cardShows(test, card, "✅ Bob: 333 sat");
    expect(current(test, card).text).toContain("⏳ Carol: 333 sat");
    // No note per share to the organiser.
    expect(test.fake.botMessages(alice.id)).toHaveLength(0);
    await payShare(test, carol, card);
    const settled = await cardShows(test, card, "Settled ✓");
    expect(JSON.stringify(settled.reply_markup ?? {})).not.toContain("split:");
    expect([a, b, c].map((m) => balanceOf(test, m))).toEqual([
      (before[0] ?? 0) + 666,
      (before[1] ?? 0) - 333,
      (before[2] ?? 0) - 333,
    ]);
    const summary = await test.fake.nextBotMessage(alice.id, WAIT_MS);
    expect(summary.text).toContain(
      "Pizza in Lightning Lounge is settled: all 2 shares paid, 666 sat",
    );
    // The card shows who paid, never anyone's balance.
    expect(settled.text).not.toContain(String(before[1]));
    expect(test.fake.botMessages(alice.id)).toHaveLength(1);
    const history = (await test.app.deps.ledger.page(bob.id, 0, 5)).operations[0];
    expect(history).toMatchObject({ kind: "payment", state: "sent", amountSat: 333 });
  });

  it("keeps written shares, splits the rest, bills only the named with --all, and includes the member replied to", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    const custom = await split(test, alice, "60000 @bobby_sats=20000 @carol_tips Dinner");
    // 40,000 left for Carol and Alice: 20,000 each.
    expect(custom.text).toContain("⏳ Bob: 20,000 sat");
    expect(custom.text).toContain("⏳ Carol: 20,000 sat");
    expect(custom.text).toContain("Alice's own share: 20,000 sat");

    const all = await split(test, alice, "1000 @bobby_sats @carol_tips --all Taxi");
    // Only the named pay: 500 each; Alice pays none.
    expect(all.text).toContain("⏳ Bob: 500 sat");
    expect(all.text).toContain("⏳ Carol: 500 sat");
    expect(all.text).not.toContain("own share");

    const uneven = await split(test, alice, "1001 @bobby_sats @carol_tips --all Cab");
    // The remainder of an even split among the named goes to the first of them: adds up exactly.
    expect(uneven.text).toContain("⏳ Bob: 501 sat");
    expect(uneven.text).toContain("⏳ Carol: 500 sat");

    const said = test.fake.sendText(dave, lounge, "I had the soup");
    const reply = test.fake.message({ chat: lounge, message_id: said.message.message_id });
    if (!reply) throw new Error("no message");
    const replied = await split(test, alice, "300 @bobby_sats Soup", reply);
    expect(replied.text).toContain("⏳ Dave: 100 sat");
    expect(replied.text).toContain("⏳ Bob: 100 sat");
    expect(replied.text).toContain("Alice's own share: 100 sat");
  });

  it("fixes a fiat total in sat at creation and shows both", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    const card = await split(test, alice, "10 eur @bobby_sats Lunch");
    expect(card.text).toMatch(/Lunch<?\/?b?>?: [\d,]+ sat \(€?10[.,]00\s?€?\), to Alice/u);
  });

  it("refuses what cannot be split: shares under 1 sat, written shares over the total", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    test.fake.sendText(alice, lounge, "/split 2 @bobby_sats @carol_tips x");
    expect((await test.fake.nextBotMessage(lounge.id, WAIT_MS)).text).toContain(
      "each share needs at least 1 sat",
    );
    test.fake.sendText(alice, lounge, "/split 100 @bobby_sats=200 x");
    expect((await test.fake.nextBotMessage(lounge.id, WAIT_MS)).text).toContain(
      "add up to more than 100 sat",
    );
  });

  it("refuses a member who is not named on the press only; a double press pays once", async () => {
    const test = await groupBot();
    const [a, b] = await Promise.all([merchantOf(test, alice), merchantOf(test, bob)]);
    const before = [balanceOf(test, a), balanceOf(test, b)];
    const card = await split(test, alice, "400 @bobby_sats Beer");
    const pay = buttonData(card, "split:p:");
    const stranger = await answerOf(
      test,
      test.fake.pressButton(mallory, card, buttonData(card, "split:p:")),
    );
    expect(stranger.text).toContain("you are not one of them");
    expect(stranger.show_alert).toBe(true);
    // Two presses at once: one confirmation.
    const first = test.fake.pressButton(bob, card, buttonData(card, "split:p:"));
    const second = test.fake.pressButton(bob, card, buttonData(card, "split:p:"));
    await answerOf(test, first);
    await answerOf(test, second);
    const confirmation = await test.fake.nextBotMessage(bob.id, WAIT_MS);
    await test.fake.waitFor(
      () => (test.fake.botMessages(bob.id).length >= 1 ? true : undefined),
      WAIT_MS,
      "the confirmation",
    );
    expect(test.fake.botMessages(bob.id)).toHaveLength(1);
    // Confirm pressed twice: paid once.
    const ok = buttonData(confirmation, "send:ok:");
    test.fake.pressButton(bob, confirmation, ok);
    test.fake.pressButton(bob, confirmation, ok, { unchecked: true });
    await cardShows(test, card, "Settled ✓");
    // Pressing Pay again after it was paid: told so, nothing more.
    const again = await answerOf(test, test.fake.pressButton(bob, card, pay, { unchecked: true }));
    expect(again.text).toMatch(/settled|paid/);
    expect([balanceOf(test, a), balanceOf(test, b)]).toEqual([
      (before[0] ?? 0) + 200,
      (before[1] ?? 0) - 200,
    ]);
  });

  it("closes a bill paid by some: the card and the organiser's summary say how far it got", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    const card = await split(test, alice, "900 @bobby_sats @carol_tips Cake");
    await payShare(test, bob, card);
    await cardShows(test, card, "✅ Bob");
    const refused = await answerOf(
      test,
      test.fake.pressButton(bob, card, buttonData(card, "split:c:")),
    );
    expect(refused.text).toContain("Only Alice can close this bill");
    test.fake.pressButton(alice, card, buttonData(card, "split:c:"));
    const closed = await cardShows(test, card, "Closed: 1 of 2 paid.");
    expect(closed.text).toContain("can still be paid until they expire, within the hour");
    const summary = await test.fake.nextBotMessage(alice.id, WAIT_MS);
    expect(summary.text).toContain("is closed: 1 of 2 shares paid, 300 sat of 600 sat");
    expect(summary.text).toContain("Not paid: Carol");
  });

  it("fills an open bill with the first members who press", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    const card = await split(test, alice, "900 3 Pizza");
    const pay = buttonData(card, "split:p:");
    expect(card.text).toContain("2 shares of 300 sat left");
    await payShare(test, bob, card);
    await cardShows(test, card, "✅ Bob: 300 sat");
    expect(current(test, card).text).toContain("One share of 300 sat left");
    await payShare(test, dave, card);
    await cardShows(test, card, "Settled ✓");
    const late = await answerOf(test, test.fake.pressButton(carol, card, pay, { unchecked: true }));
    expect(late.text).toContain("settled");
  });

  it("carries a bill across a restart: the card's buttons still work", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    const card = await split(test, alice, "600 @bobby_sats @carol_tips Pasta");
    await payShare(test, bob, card);
    await cardShows(test, card, "✅ Bob");
    // The card's editor lets go of its lock before the restart: stopped while holding it, the
    // restarted bot would wait out its 5 s lease before the next edit.
    await test.idle();
    await test.restart();
    await payShare(test, carol, card);
    await cardShows(test, card, "Settled ✓");
    const summary = await test.fake.nextBotMessage(alice.id, WAIT_MS);
    expect(summary.text).toContain("all 2 shares paid");
  });

  it("lets I'm out leave a bill, and settles once everyone left has paid", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    const card = await split(test, alice, "600 @bobby_sats @carol_tips Wine");
    const out = await answerOf(
      test,
      test.fake.pressButton(carol, card, buttonData(card, "split:o:")),
    );
    expect(out.text).toContain("You are out");
    await cardShows(test, card, "🚪 Carol: out");
    await payShare(test, bob, card);
    await cardShows(test, card, "Settled ✓");
  });
  it("stops a bill whose organiser disconnected: the card says why and unpaid members are told", async () => {
    const test = await groupBot();
    await merchantOf(test, alice);
    const card = await split(test, alice, "600 @bobby_sats @carol_tips Sushi");
    const pay = buttonData(card, "split:p:");
    await test.app.deps.accounts.disconnect(alice.id);
    const refused = await answerOf(test, test.fake.pressButton(bob, card, pay));
    expect(refused.text).toContain("its organiser's account is no longer connected");
    const frozen = await cardShows(
      test,
      card,
      "⛔ Stopped: Alice's account is no longer connected",
    );
    expect(JSON.stringify(frozen.reply_markup ?? {})).not.toContain("split:");
    for (const member of [bob, carol]) {
      const note = await test.fake.nextBotMessage(member.id, WAIT_MS);
      expect(note.text).toContain("Nothing was taken from you");
    }
    expect(test.fake.botMessages(bob.id)).toHaveLength(1);
  });
});

describe("/split on a real gateway", () => {
  async function gatewayBot() {
    gateway = await startSandbox({ port: 0 });
    bot = await startTestBot({
      env: {
        GATEWAY_BASE_URL: gateway.url,
        BITCOIN_NETWORK: "regtest",
        GROUP_COMMANDS_PER_MINUTE: "100",
        ...FAST_CARD_EDITS,
      },
    });
    for (const user of [alice, bob, carol]) bot.fake.openPrivateChat(user);
    joinGroup(bot.fake, [alice, bob, carol]);
    await usernameDirectory(bot.app.deps.store).learn(bob);
    return { test: bot, sandbox: gateway };
  }

  it("refuses a bill whose organiser has no account, with the way to connect", async () => {
    const { test } = await gatewayBot();
    test.fake.sendText(alice, lounge, "/split 1000 @bobby_sats Pizza");
    const refusal = await test.fake.nextBotMessage(lounge.id, WAIT_MS);
    expect(refusal.text).toContain("you have none connected yet");
    const markup = refusal.reply_markup as { inline_keyboard: Array<Array<{ url?: string }>> };
    expect(markup.inline_keyboard[0]?.[0]?.url).toContain("start=connect");
  });

  it("sends a member without an account the invoice as a QR code; paid from a wallet, the card counts it", async () => {
    const { test, sandbox } = await gatewayBot();
    const creds = await sandbox.createMerchant({ balanceSat: 0 });
    const account = await test.app.deps.accounts.connect(alice.id, creds);
    await sandbox.setWebhook(
      creds.merchantId,
      `http://127.0.0.1:${test.app.httpPort}/gateway-events/${account.eventsToken}`,
    );
    const card = await split(test, alice, "1000 @bobby_sats Pizza");
    const press = test.fake.pressButton(bob, card, buttonData(card, "split:p:"));
    expect((await answerOf(test, press)).text).toContain("I sent you the invoice");
    const photo = await test.fake.nextBotMessage(bob.id, WAIT_MS);
    expect(photo.caption).toContain("Your share of Pizza in Lightning Lounge: 500 sat to Alice");
    const code = photo.entities?.find((e) => e.type === "code");
    const invoice = (photo.caption ?? "").slice(
      code?.offset,
      (code?.offset ?? 0) + (code?.length ?? 0),
    );
    expect(decodeInvoice(invoice).amountMsat).toBe(500_000n);
    // A second press gives the same invoice: one per share.
    test.fake.pressButton(bob, card, buttonData(card, "split:p:"));
    const again = await test.fake.nextBotMessage(bob.id, WAIT_MS);
    expect(again.caption).toContain(invoice);
    const wallet = await sandbox.createMerchant({ balanceSat: 5_000 });
    await test.app.gateway.account(wallet).sendPayment(invoice);
    await cardShows(test, card, "Settled ✓");
    expect(sandbox.merchant(creds.merchantId)?.balanceSat).toBe(500);
    const summary = await test.fake.nextBotMessage(alice.id, WAIT_MS);
    expect(summary.text).toContain("is settled");
    // One summary, no note of its own for the payment.
    expect(test.fake.botMessages(alice.id)).toHaveLength(1);
  });

  it("counts a share paid from a wallet after Close on the card and tells the organiser", async () => {
    const { test, sandbox } = await gatewayBot();
    const creds = await sandbox.createMerchant({ balanceSat: 0 });
    const account = await test.app.deps.accounts.connect(alice.id, creds);
    await sandbox.setWebhook(
      creds.merchantId,
      `http://127.0.0.1:${test.app.httpPort}/gateway-events/${account.eventsToken}`,
    );
    const card = await split(test, alice, "1000 @bobby_sats Pizza");
    test.fake.pressButton(bob, card, buttonData(card, "split:p:"));
    const photo = await test.fake.nextBotMessage(bob.id, WAIT_MS);
    const code = photo.entities?.find((e) => e.type === "code");
    const invoice = (photo.caption ?? "").slice(
      code?.offset,
      (code?.offset ?? 0) + (code?.length ?? 0),
    );
    test.fake.pressButton(alice, card, buttonData(card, "split:c:"));
    await cardShows(test, card, "Closed: 0 of 1 paid.");
    const summary = await test.fake.nextBotMessage(alice.id, WAIT_MS);
    expect(summary.text).toContain("0 of 1 shares paid");
    const wallet = await sandbox.createMerchant({ balanceSat: 5_000 });
    await test.app.gateway.account(wallet).sendPayment(invoice);
    await cardShows(test, card, "Closed: 1 of 1 paid.");
    const late = await test.fake.nextBotMessage(alice.id, WAIT_MS);
    expect(late.text).toContain(
      "Bob paid their share of Pizza in Lightning Lounge after the bill ended: 500 sat",
    );
    expect(sandbox.merchant(creds.merchantId)?.balanceSat).toBe(500);
  });
});
