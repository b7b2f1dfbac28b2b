/**
 * Money received through a pay code (/lnurl) or lightning address: the
 * gateway's "paid" event names an invoice the bot never made, so the owner
 * is told what arrived (and who paid, when the payer is a user of this bot)
 * and /history keeps it as received. Once per event, however often the
 * gateway delivers it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { webhookSignatureHeader } from "../../src/gateway/signing.ts";
import { alice, bob, buttonData, lounge, merchantOf, sandboxOf } from "../bot/group-fixture.ts";
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
    const client = bot.app.deps.gateway.account(payer);
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
