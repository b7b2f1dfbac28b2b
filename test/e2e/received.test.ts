/**
 * Money received through a pay code (/lnurl) or lightning address: the
 * gateway's "paid" event names an invoice the bot never made, so the owner
 * is told what arrived (and who paid, when the payer is a user of this bot)
 * and /history keeps it as received. Once per event, however often the
 * gateway delivers it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { webhookSignatureHeader } from "../../src/gateway/signing.ts";
import {
  alice,
  bob,
  buttonData,
  carol,
  lounge,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { type FakeMessage, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
  bot.fake.openPrivateChat(alice);
  bot.fake.openPrivateChat(bob);
});
afterEach(async () => {
  await bot.stop();
});

function codeIn(message: FakeMessage, index = 0): string {
  const text = message.caption ?? message.text ?? "";
  const entity = message.entities?.filter((e) => e.type === "code")[index];
  if (!entity) throw new Error("no <code> in the message");
  return text.slice(entity.offset, entity.offset + entity.length);
}

/** The user's pay code, as /lnurl shows it. */
async function payCodeOf(user: typeof alice): Promise<string> {
  bot.fake.sendText(user, privateChat(user), "/lnurl");
  const photo = await bot.fake.nextBotMessage(user.id, 8_000);
  const lnurl = codeIn(photo);
  expect(lnurl).toMatch(/^lnurl1/);
  return lnurl;
}

async function historyText(user: typeof alice): Promise<string> {
  bot.fake.sendText(user, privateChat(user), "/history");
  const message = await bot.fake.waitFor(
    () =>
      bot.fake
        .botMessages(user.id)
        .find((m) => m.text?.includes("History") || m.text?.includes("No operations")),
    8_000,
    "the history",
  );
  return message.text ?? "";
}

function receivedNotes(user: typeof alice): FakeMessage[] {
  return bot.fake.botMessages(user.id).filter((m) => m.text?.includes("through your pay code"));
}

describe("money received through a pay code", () => {
  it("Bob pays Alice's /lnurl code 2 000 sat: Alice is told the amount and Bob's name, and /history lists it as received", async () => {
    const lnurl = await payCodeOf(alice);
    bot.fake.sendText(bob, privateChat(bob), `/pay ${lnurl} 2000`);
    const confirm = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(confirm.text).toContain("2,000 sat");
    bot.fake.pressButton(bob, confirm, buttonData(confirm, "send:ok:"));

    const note = await bot.fake.waitFor(
      () => receivedNotes(alice)[0],
      8_000,
      "Alice's note about the money received",
    );
    expect(note.text).toContain("2,000 sat");
    expect(note.text).toContain("Bob");
    expect(note.text).toContain("test money");

    const history = await historyText(alice);
    expect(history).toContain("📥 Received · 2,000 sat · ✅ paid");
    expect(history).toContain("@bobby_sats");
    // Bob's side is his own payment, not a receipt.
    const bobs = await historyText(bob);
    expect(bobs).toContain("➡️ Payment · 2,000 sat");
    expect(bobs).not.toContain("Received");
  });

  it("a redelivered event gives one note and one history entry", async () => {
    const lnurl = await payCodeOf(alice);
    const sandbox = sandboxOf(bot);
    const payer = await sandbox.createMerchant({ balanceSat: 10_000 });
    const client = bot.app.gateway.account(payer);
    await client.sendPayment(await client.invoiceFromLnurl(lnurl, 1_500));
    await bot.fake.waitFor(() => receivedNotes(alice)[0], 8_000, "the note");
    await sandbox.webhooksIdle();

    const [event] = sandbox.merchant(await merchantOf(bot, alice))?.events ?? [];
    expect(event?.status).toBe("delivered");
    await sandbox.redeliverEvent(event?.id ?? "");
    await sandbox.webhooksIdle();
    expect(sandbox.merchant(await merchantOf(bot, alice))?.events[0]?.status).toBe("delivered");

    // Someone outside this bot paid: no name, and nothing invented.
    const notes = receivedNotes(alice);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.text).toContain("Received 1,500 sat");
    const { operations, total } = await bot.app.deps.ledger.page(alice.id, 0, 10);
    expect(total).toBe(1);
    expect(operations.map((op) => [op.kind, op.state, op.amountSat])).toEqual([
      ["received", "paid", 1_500],
    ]);
  });

  it("an event without an amount says what is known (the balance), never a made-up amount", async () => {
    const account = await bot.app.deps.accounts.find(alice.id);
    if (!account) throw new Error("no account");
    await sandboxOf(bot).fund(account.credentials.merchantId, 4_321);
    const body = JSON.stringify({
      event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
      lightning_invoice_is_paid: { id: "ab".repeat(32) },
    });
    const signature = webhookSignatureHeader(
      account.credentials.secretKey,
      Math.floor(Date.now() / 1000),
      body,
    );
    const response = await fetch(
      `http://127.0.0.1:${bot.app.httpPort}/gateway-events/${account.eventsToken}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-gateway-webhook-signature": signature },
        body,
      },
    );
    expect(response.status).toBe(200);

    const note = await bot.fake.waitFor(() => receivedNotes(alice)[0], 8_000, "the note");
    expect(note.text).toContain("did not say how much");
    expect(note.text).toContain("104,321 sat");
    const history = await historyText(alice);
    expect(history).toContain("📥 Received · amount not given · ✅ paid");
  });

  it("a tip through the lightning address of the recipient's own account is announced once, as a tip", async () => {
    bot.fake.sendText(bob, privateChat(bob), "/lnurl");
    const code = await bot.fake.nextBotMessage(bob.id, 8_000);
    const address = codeIn(code, 1);
    expect(address).toContain("@");
    bot.fake.sendText(bob, privateChat(bob), "/settings");
    const menu = await bot.fake.nextBotMessage(bob.id, 8_000);
    bot.fake.pressButton(bob, menu, "settings:address");
    await bot.fake.nextBotMessage(bob.id, 8_000);
    bot.fake.sendText(bob, privateChat(bob), address);
    expect((await bot.fake.nextBotMessage(bob.id, 8_000)).text).toContain(address);

    const said = bot.fake.sendText(bob, lounge, "gm").message;
    bot.fake.sendText(alice, lounge, "/tip 700 coffee", { replyTo: said });
    await bot.fake.waitFor(
      () => bot.fake.botMessages(bob.id).find((m) => m.text?.includes("tipped you")),
      8_000,
      "Bob's tip note",
    );
    await sandboxOf(bot).webhooksIdle();
    const [event] = sandboxOf(bot).merchant(await merchantOf(bot, bob))?.events ?? [];
    expect(event?.status).toBe("delivered");
    expect(receivedNotes(bob)).toHaveLength(0);
    const { operations } = await bot.app.deps.ledger.page(bob.id, 0, 10);
    expect(operations.map((op) => [op.kind, op.amountSat])).toEqual([["tip-received", 700]]);
  });
});

/**
 * A user whose gateway account is theirs signs "paid" events with their own
 * key: an event naming someone else's payment must tell them nothing about
 * it (neither who paid nor how much), and must not touch the real payee's
 * history.
 */
describe("a paid event forged with the forger's own key", () => {
  /** Carol signs an event naming `paymentHash` and posts it to her own events URL. */
  async function carolForges(paymentHash: string): Promise<void> {
    const account = await bot.app.deps.accounts.find(carol.id);
    if (!account) throw new Error("no account");
    const body = JSON.stringify({
      event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
      lightning_invoice_is_paid: { id: paymentHash },
    });
    const response = await fetch(
      `http://127.0.0.1:${bot.app.httpPort}/gateway-events/${account.eventsToken}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-gateway-webhook-signature": webhookSignatureHeader(
            account.credentials.secretKey,
            Math.floor(Date.now() / 1000),
            body,
          ),
        },
        body,
      },
    );
    expect(response.status).toBe(200);
  }

  /** Alice pays `invoice` with /pay and Confirm; resolves once it is paid. */
  async function alicePays(what: string, amount: string): Promise<void> {
    bot.fake.sendText(alice, privateChat(alice), `/pay ${what}`);
    const confirm = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(confirm.text).toContain(amount);
    bot.fake.pressButton(alice, confirm, buttonData(confirm, "send:ok:"));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.includes("Paid"),
      8_000,
      "Alice's payment to go through",
    );
  }

  it("naming an invoice Alice paid with /pay: Carol learns neither the payer nor the amount", async () => {
    bot.fake.openPrivateChat(carol);
    await merchantOf(bot, carol);
    const shop = await sandboxOf(bot).createMerchant();
    const { invoice } = await bot.app.gateway.account(shop).createInvoice(1_234, "tea");
    await alicePays(invoice, "1,234 sat");

    await carolForges(decodeInvoice(invoice).paymentHash);
    const note = await bot.fake.waitFor(() => receivedNotes(carol)[0], 8_000, "Carol's note");
    expect(note.text).not.toContain("Alice");
    expect(note.text).not.toContain("1,234");
    const history = await historyText(carol);
    expect(history).not.toContain("alice");
    expect(history).not.toContain("1,234");
  });

  it("naming Alice's payment to Bob's pay code: Bob is told who paid, Carol is not, and Bob's entry stays his", async () => {
    bot.fake.openPrivateChat(carol);
    await merchantOf(bot, carol);
    const lnurl = await payCodeOf(bob);
    await alicePays(`${lnurl} 700`, "700 sat");
    await bot.fake.waitFor(() => receivedNotes(bob)[0], 8_000, "Bob's note");
    expect(receivedNotes(bob)[0]?.text).toContain("Alice");
    await sandboxOf(bot).webhooksIdle();
    const [event] = sandboxOf(bot).merchant(await merchantOf(bot, bob))?.events ?? [];
    const paymentHash = (
      JSON.parse(event?.body ?? "{}") as { lightning_invoice_is_paid: { id: string } }
    ).lightning_invoice_is_paid.id;

    await carolForges(paymentHash);
    const note = await bot.fake.waitFor(() => receivedNotes(carol)[0], 8_000, "Carol's note");
    expect(note.text).not.toContain("Alice");
    expect(await historyText(carol)).not.toContain("alice");
    const bobs = await bot.app.deps.ledger.page(bob.id, 0, 10);
    expect(bobs.operations.map((op) => [op.userId, op.kind, op.counterpart])).toEqual([
      [bob.id, "received", "@alice_ln"],
    ]);
  });

  it("naming Bob's own invoice (which Alice paid): Carol gets nothing at all", async () => {
    bot.fake.openPrivateChat(carol);
    await merchantOf(bot, carol);
    bot.fake.sendText(bob, privateChat(bob), "/invoice 900 lamp");
    const photo = await bot.fake.nextBotMessage(bob.id, 8_000);
    const invoice = codeIn(photo);
    await alicePays(invoice, "900 sat");
    await bot.fake.waitFor(
      () => bot.fake.botMessages(bob.id).find((m) => m.text?.includes("900 sat")),
      8_000,
      "Bob's note",
    );

    await carolForges(decodeInvoice(invoice).paymentHash);
    await carolForges("cd".repeat(32));
    // The second (an invoice the bot never saw) is told; the first (Bob's) says nothing at all.
    await bot.fake.waitFor(() => receivedNotes(carol)[0], 8_000, "Carol's note");
    expect(receivedNotes(carol)).toHaveLength(1);
    const { operations } = await bot.app.deps.ledger.page(carol.id, 0, 10);
    expect(operations.map((op) => op.paymentHash)).toEqual(["cd".repeat(32)]);
  });
});
