import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { decodeQrImage } from "../../src/bitcoin/qr-decode.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, groupChat, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(1001, "Alice", { username: "alice" });

describe("/invoice", () => {
  it("with amount and description replies with a QR photo that decodes to the invoice", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice 1 500 coffee beans");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(photo.method).toBe("sendPhoto");
    expect(photo.caption).toContain("Invoice for 1,500 sat");
    expect(photo.caption).toContain("coffee beans");
    expect(photo.caption).toContain("test money");
    const invoiceText = photo.entities?.find((e) => e.type === "code");
    expect(invoiceText).toBeDefined();
    const invoice = (photo.caption ?? "").slice(
      invoiceText?.offset ?? 0,
      (invoiceText?.offset ?? 0) + (invoiceText?.length ?? 0),
    );
    const decoded = decodeInvoice(invoice);
    expect(decoded.amountSat).toBe(1500);
    expect(decoded.description).toBe("coffee beans");
    expect(decoded.network).toBe("regtest");
    const qr = decodeQrImage(photo.photoBytes ?? new Uint8Array());
    expect(qr).toBe(`LIGHTNING:${invoice.toUpperCase()}`);
  });

  it("shows that a photo is coming when the gateway is slow", async () => {
    const chat = privateChat(alice);
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("expected the embedded sandbox");
    sandbox.faults.add({ route: "createInvoice", latencyMs: 1_200, times: 1 });
    bot.fake.sendText(alice, chat, "/invoice 2100 slow coffee");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(photo.method).toBe("sendPhoto");
    const actions = bot.fake.calls("sendChatAction");
    expect(actions.map((call) => call.params.action)).toEqual(["upload_photo"]);
    const sent = bot.fake.calls("sendPhoto")[0];
    expect(actions[0]?.at).toBeLessThan(sent?.at ?? 0);
  });

  it("asks for a missing amount, re-asks with a reason on a bad one, and lets the description be skipped", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/How much/);
    bot.fake.sendText(alice, chat, "0");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/more than zero/);
    bot.fake.sendText(alice, chat, "1,5");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/two ways/);
    bot.fake.sendText(alice, chat, "0.000000001 btc");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/whole satoshi/);
    bot.fake.sendText(alice, chat, "2.1k");
    const ask = await bot.fake.nextBotMessage(chat.id);
    expect(ask.text).toMatch(/What is it for/);
    bot.fake.pressButton(alice, ask, "ask:skip");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(photo.caption).toContain("Invoice for 2,100 sat");
  });

  it("continues a conversation after a restart", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice");
    await bot.fake.nextBotMessage(chat.id, 8_000);
    await bot.restart();
    bot.fake.sendText(alice, chat, "777");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/What is it for/);
    bot.fake.sendText(alice, chat, "tea");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(photo.caption).toContain("777 sat");
    expect(photo.caption).toContain("tea");
  });

  it("turns into 'paid' when the invoice is paid, and tells the owner", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/invoice 1000 pizza");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    const code = photo.entities?.find((e) => e.type === "code");
    const invoice = (photo.caption ?? "").slice(
      code?.offset,
      (code?.offset ?? 0) + (code?.length ?? 0),
    );
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("expected the embedded sandbox");
    const payer = await sandbox.createMerchant({ balanceSat: 5000 });
    await bot.app.gateway.account(payer).sendPayment(invoice);
    await bot.fake.waitFor(
      () => bot.fake.message(photo)?.caption?.includes("Paid"),
      8_000,
      "the invoice caption to say Paid",
    );
    const note = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(note.text).toContain("Received 1,000 sat");
    const op = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(op?.state).toBe("paid");
  });

  it("where photos are refused, records the invoice and gives it as text, which turns 'paid' too", async () => {
    const group = groupChat(-501);
    bot.fake.failNext("sendPhoto", {
      status: 400,
      description: "Bad Request: not enough rights to send photos to the chat",
    });
    bot.fake.sendText(alice, group, "/invoice 450 stickers");
    const message = await bot.fake.nextBotMessage(group.id, 8_000);
    expect(message.method).toBe("sendMessage");
    expect(message.text).toContain("Invoice for 450 sat");
    expect(message.text).toContain("could not send the QR code");
    const code = message.entities?.find((e) => e.type === "code");
    const invoice = (message.text ?? "").slice(
      code?.offset,
      (code?.offset ?? 0) + (code?.length ?? 0),
    );
    expect(decodeInvoice(invoice).amountSat).toBe(450);
    const [op] = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations;
    expect(op).toMatchObject({ kind: "invoice", state: "pending", amountSat: 450 });
    expect(op?.paymentHash).toBe(decodeInvoice(invoice).paymentHash);

    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("expected the embedded sandbox");
    const payer = await sandbox.createMerchant({ balanceSat: 5000 });
    await bot.app.gateway.account(payer).sendPayment(invoice);
    await bot.fake.waitFor(
      () => bot.fake.message(message)?.text?.includes("Paid: 450 sat"),
      8_000,
      "the invoice text to say Paid",
    );
    expect((await bot.app.deps.ledger.get(op?.id ?? ""))?.state).toBe("paid");
  });

  it("an invoice paid while its photo is still on the way is recorded paid, and its photo turns 'paid'", async () => {
    const chat = privateChat(alice);
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("expected the embedded sandbox");
    const payer = await sandbox.createMerchant({ balanceSat: 5000 });
    bot.fake.failNext("sendPhoto", { delayMs: 1_500 });
    bot.fake.sendText(alice, chat, "/invoice 800 early bird");
    // Pay it as soon as the bot recorded it, before the photo arrived. (Nobody can pay it
    // sooner: its text reaches people in the photo, sent after the record.)
    await until(
      async () =>
        (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations.some(
          (op) => op.kind === "invoice",
        ),
      "the invoice recorded",
    );
    const made = await bot.fake.waitFor(
      () => {
        const account = sandbox.merchantIds().find((id) => id !== payer.merchantId);
        return account ? sandbox.merchant(account)?.invoices[0] : undefined;
      },
      8_000,
      "the invoice at the gateway",
    );
    await bot.app.gateway.account(payer).sendPayment(made.paymentRequest);
    await bot.fake.waitFor(
      () => bot.fake.botMessages(chat.id).find((m) => m.text?.includes("Received 800 sat")),
      8_000,
      "the owner's note",
    );
    const photo = await bot.fake.waitFor(
      () => bot.fake.botMessages(chat.id).find((m) => m.method === "sendPhoto"),
      8_000,
      "the invoice photo",
    );
    await bot.fake.waitFor(
      () => bot.fake.message(photo)?.caption?.includes("Paid: 800 sat"),
      8_000,
      "the photo to say Paid",
    );
    const [op] = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations;
    expect(op).toMatchObject({ kind: "invoice", state: "paid", amountSat: 800 });
  });

  it("works in a group: anyone can be billed there", async () => {
    const group = groupChat(-500);
    bot.fake.sendText(alice, group, "/invoice 300");
    const photo = await bot.fake.nextBotMessage(group.id, 8_000);
    expect(photo.caption).toContain("300 sat");
  });
});
