/** Gateway events (contract B.7) reaching the bot's HTTP server, and what users see of them. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { webhookSignatureHeader } from "../../src/gateway/signing.ts";
import { alice, bob, lounge, merchantOf, sandboxOf } from "../chat/group-fixture.ts";
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

/** Alice's invoice message and its payment hash. */
async function aliceInvoice(): Promise<{ photo: FakeMessage; paymentHash: string }> {
  bot.fake.sendText(alice, privateChat(alice), "/invoice 1200 concert ticket");
  const photo = await bot.fake.nextBotMessage(alice.id, 8_000);
  const code = photo.entities?.find((e) => e.type === "code");
  const invoice = (photo.caption ?? "").slice(
    code?.offset,
    (code?.offset ?? 0) + (code?.length ?? 0),
  );
  return { photo, paymentHash: decodeInvoice(invoice).paymentHash };
}

async function postEvent(
  token: string,
  body: string,
  signature: string | undefined,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${bot.app.httpPort}/gateway-events/${token}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-gateway-webhook-signature": signature } : {}),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}

function paidEvent(paymentHash: string): string {
  return JSON.stringify({
    event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
    lightning_invoice_is_paid: { id: paymentHash },
  });
}

describe("gateway events", () => {
  it("reject a bad signature and an old timestamp; a valid event marks the invoice paid once", async () => {
    const { photo, paymentHash } = await aliceInvoice();
    const account = await bot.app.deps.accounts.find(alice.id);
    if (!account) throw new Error("no account");
    const secret = account.credentials.secretKey;
    const body = paidEvent(paymentHash);
    const now = Math.floor(Date.now() / 1000);

    const forged = webhookSignatureHeader("ab".repeat(32), now, body);
    expect((await postEvent(account.eventsToken, body, forged)).status).toBe(401);
    expect((await postEvent(account.eventsToken, body, undefined)).status).toBe(401);
    const stale = webhookSignatureHeader(secret, now - 301, body);
    expect((await postEvent(account.eventsToken, body, stale)).status).toBe(401);
    expect((await postEvent("no-such-token-at-all", body, forged)).status).toBe(404);
    expect((await bot.app.deps.ledger.findInvoice(paymentHash))?.state).toBe("pending");

    const first = await postEvent(
      account.eventsToken,
      body,
      webhookSignatureHeader(secret, now, body),
    );
    expect(first).toMatchObject({ status: 200, body: '{"status":"accepted"}' });
    await bot.fake.waitFor(
      () => bot.fake.message(photo)?.caption?.includes("Paid: 1,200 sat"),
      8_000,
      "the invoice caption to say Paid",
    );
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Received 1,200 sat");
    expect(note.text).toContain("concert ticket");

    const again = await postEvent(
      account.eventsToken,
      body,
      webhookSignatureHeader(secret, now + 1, body),
    );
    expect(again).toMatchObject({ status: 200, body: '{"status":"duplicate"}' });
    expect((await bot.app.deps.ledger.findInvoice(paymentHash))?.state).toBe("paid");
    expect(bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("Received"))).toHaveLength(
      1,
    );
  });

  it("an event the bot could not apply is answered 500, so the gateway's retry marks the invoice paid", async () => {
    const { photo, paymentHash } = await aliceInvoice();
    const findInvoice = vi
      .spyOn(bot.app.deps.ledger, "findInvoice")
      .mockRejectedValueOnce(new Error("store unavailable"));
    const sandbox = sandboxOf(bot);
    const payer = await sandbox.createMerchant({ balanceSat: 5_000 });
    const code = photo.entities?.find((e) => e.type === "code");
    const invoice = (photo.caption ?? "").slice(
      code?.offset,
      (code?.offset ?? 0) + (code?.length ?? 0),
    );
    await bot.app.gateway.account(payer).sendPayment(invoice);
    await bot.fake.waitFor(
      () => bot.fake.message(photo)?.caption?.includes("Paid: 1,200 sat"),
      8_000,
      "the invoice caption to say Paid after the retry",
    );
    await sandbox.webhooksIdle();
    expect(findInvoice).toHaveBeenCalledTimes(2);
    const [event] = sandbox.merchant(await merchantOf(bot, alice))?.events ?? [];
    expect(event?.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect((await bot.app.deps.ledger.findInvoice(paymentHash))?.state).toBe("paid");
    expect(bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("Received"))).toHaveLength(
      1,
    );
  });

  it("acknowledge other event kinds and refuse a body that is not JSON", async () => {
    const account = await bot.app.deps.accounts.find(alice.id);
    if (!account) throw new Error("no account");
    const now = Math.floor(Date.now() / 1000);
    const sign = (body: string) => webhookSignatureHeader(account.credentials.secretKey, now, body);
    const onchain = JSON.stringify({
      event_type: "EVENT_TYPE_BITCOIN_INVOICE_IS_PAID",
      bitcoin_invoice_is_paid: { bitcoin_address: "bcrt1qexample" },
    });
    expect(await postEvent(account.eventsToken, onchain, sign(onchain))).toMatchObject({
      status: 200,
      body: '{"status":"ignored"}',
    });
    expect((await postEvent(account.eventsToken, "{oops", sign("{oops"))).status).toBe(400);
  });

  it("a tip to an account reaches its owner as one private note and a history entry", async () => {
    await merchantOf(bot, bob);
    const message = bot.fake.sendText(bob, lounge, "hello").message;
    bot.fake.sendText(alice, lounge, "/tip 321 welcome", { replyTo: message });
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    const note = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(note.text).toContain("Alice tipped you 321 sat");
    // The sandbox also posts the paid event of the tip's invoice to Bob's account: no second note.
    await sandboxOf(bot).webhooksIdle();
    const tip = (await bot.app.deps.ledger.page(alice.id, 0, 1)).operations[0];
    const bobMerchant = await merchantOf(bot, bob);
    const eventKey = `event:${bob.id}:${bobMerchant}:invoice-paid:${tip?.paymentHash ?? ""}`;
    expect(await bot.app.deps.store.readClaim(eventKey)).toBeDefined();
    // The event is handled after its 2xx: a stray note would be out once the bot is idle.
    await bot.idle();
    expect(bot.fake.botMessages(bob.id)).toHaveLength(1);
    const history = await bot.app.deps.ledger.page(bob.id, 0, 5);
    expect(history.operations.map((op) => [op.kind, op.state, op.amountSat])).toEqual([
      ["tip-received", "paid", 321],
    ]);
  });
});
