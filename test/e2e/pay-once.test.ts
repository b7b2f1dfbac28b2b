/**
 * /pay and /withdraw are intents, made once per asking message, and an
 * invoice is paid once per payer whichever face pays it: end to end
 * through the Bot API fake, the Mini App's API over HTTP and the embedded
 * sandbox, counting the payment requests that reach the gateway.
 */
import type { Update } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Sandbox } from "../../src/sandbox/server.ts";
import type { DecodeResponse, PayOutcome } from "../../src/webapp/api-types.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { api } from "../webapp/support.ts";

/** How long a restarted bot may take to handle a redelivered update (an event wait). */
const RESTART_MS = 30_000;

const alice = createUser(5101, "Alice", { username: "alice" });
const bob = createUser(5102, "Bob", { username: "bob" });
const chat = privateChat(alice);
const address = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
});
afterEach(async () => {
  await bot.stop();
});

/** Bob's invoice, made through the bot; returns the invoice text. */
async function invoiceFrom(amount: string): Promise<string> {
  const bobChat = privateChat(bob);
  bot.fake.sendText(bob, bobChat, `/invoice ${amount} lunch`);
  const photo = await bot.fake.nextBotMessage(bobChat.id, 8_000);
  const code = photo.entities?.find((e) => e.type === "code");
  if (!code) throw new Error("no invoice in the caption");
  return (photo.caption ?? "").slice(code.offset, code.offset + code.length);
}

async function merchantOf(userId: number): Promise<string> {
  const account = await bot.app.deps.accounts.find(userId);
  if (!account) throw new Error("no account");
  return account.credentials.merchantId;
}

/** The sandbox of the bot as it runs now (a restart starts another). */
function sandboxNow(): Sandbox {
  if (!bot.app.sandbox) throw new Error("expected the embedded sandbox");
  return bot.app.sandbox;
}

function balanceOf(merchantId: string): number {
  return sandboxNow().merchant(merchantId)?.balanceSat ?? Number.NaN;
}

/** The gateway requests of `operation` by `merchantId` since the bot (re)started. */
function requestsOf(operation: string, merchantId: string): number {
  return sandboxNow()
    .gatewayRequests()
    .filter((r) => r.operation === operation && r.merchantId === merchantId).length;
}

function confirmData(message: FakeMessage): string {
  const keyboard = message.reply_markup as
    | { inline_keyboard: Array<Array<{ callback_data?: string }>> }
    | undefined;
  const data = keyboard?.inline_keyboard[0]?.[0]?.callback_data;
  if (!data?.startsWith("send:ok:")) throw new Error("no Confirm button on the message");
  return data;
}

/**
 * Delivers `update` again after a restart, as if the process had died
 * before marking it handled, and waits until the bot resumed and handled it.
 */
async function redeliver(update: Update, resumed: string): Promise<void> {
  const handled = () => bot.app.deps.store.keyv("handled-updates");
  await until(
    async () => (await handled().get(String(update.update_id))) !== undefined,
    "the update handled",
  );
  await bot.restart();
  await handled().delete(String(update.update_id));
  bot.fake.injectUpdate(update);
  await until(
    async () => bot.logs.some((line) => line.includes(resumed)),
    "the redelivery to be resumed",
    RESTART_MS,
  );
  await until(
    async () => (await handled().get(String(update.update_id))) !== undefined,
    "the redelivery handled",
    RESTART_MS,
  );
}

describe("a redelivered request to pay", () => {
  it("a redelivered /pay shows one confirmation, and its press pays once", async () => {
    const invoice = await invoiceFrom("1000");
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    const update = bot.fake.sendText(alice, chat, `/pay ${invoice}`);
    const ask = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(ask.text).toContain("Pay 1,000 sat?");

    await redeliver(update, "resuming a pay after redelivery");
    const asks = bot.fake.botMessages(chat.id).filter((m) => m.text?.includes("Pay 1,000 sat?"));
    expect(asks).toHaveLength(1);

    bot.fake.pressButton(alice, ask, confirmData(ask));
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("✅"), 8_000, "paid");
    expect(balanceOf(payer)).toBe(before - 1000);
    expect(requestsOf("sendPayment", payer)).toBe(1);
    const payments = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations.filter(
      (op) => op.kind === "payment",
    );
    expect(payments).toHaveLength(1);
  }, 60_000);

  it("a redelivered /withdraw shows one confirmation, and its press sends once", async () => {
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    const update = bot.fake.sendText(alice, chat, `/withdraw ${address} 3000`);
    const ask = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(ask.text).toContain(address);

    await redeliver(update, "resuming a withdraw after redelivery");
    const asks = bot.fake.botMessages(chat.id).filter((m) => m.text?.includes(address));
    expect(asks).toHaveLength(1);

    bot.fake.pressButton(alice, ask, confirmData(ask));
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("✅"), 8_000, "sent");
    expect(requestsOf("sendOnchain", payer)).toBe(1);
    const withdrawals = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations.filter(
      (op) => op.kind === "withdrawal",
    );
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({ state: "sent", amountSat: 3000 });
    expect(balanceOf(payer)).toBe(before - 3000 - (withdrawals[0]?.feeSat ?? 0));
  }, 60_000);
});

describe("one invoice from both faces", () => {
  it("Confirm in the chat and Pay in the Mini App at the same moment reach the gateway once", async () => {
    const invoice = await invoiceFrom("1200");
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    bot.fake.sendText(alice, chat, `/pay ${invoice}`);
    const ask = await bot.fake.nextBotMessage(chat.id, 8_000);
    const quote = await api<DecodeResponse>(bot, alice, "POST", "/decode", { text: invoice });
    expect(quote.status).toBe(200);

    const press = bot.fake.pressButton(alice, ask, confirmData(ask));
    const inApp = await api<PayOutcome>(bot, alice, "POST", "/pay", {
      quoteId: quote.body.quoteId,
    });
    await bot.fake.waitFor(() => bot.fake.answerFor(press), 8_000, "the press answered");
    // The chat's message ends as paid, or as already paid / being paid by the app.
    const outcome = await bot.fake.waitFor(
      () => {
        const text = bot.fake.message(ask)?.text ?? "";
        return text.startsWith("✅") || text.includes("This invoice") ? text : undefined;
      },
      8_000,
      "the chat's outcome",
    );

    expect(requestsOf("sendPayment", payer)).toBe(1);
    expect(balanceOf(payer)).toBe(before - 1200);
    const payments = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations.filter(
      (op) => op.kind === "payment",
    );
    expect(payments).toHaveLength(1);
    // Both faces name the one payment.
    expect(inApp.body.historyId).toBe(payments[0]?.id);
    expect(["paid", "pending"]).toContain(inApp.body.outcome);
    if (!outcome.startsWith("✅")) expect(outcome).toMatch(/already (being )?paid/);
  });

  it("paid in the Mini App, then confirmed in the chat: the chat says it was paid already", async () => {
    const invoice = await invoiceFrom("700");
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    bot.fake.sendText(alice, chat, invoice);
    const ask = await bot.fake.nextBotMessage(chat.id, 8_000);
    const quote = await api<DecodeResponse>(bot, alice, "POST", "/decode", { text: invoice });
    const inApp = await api<PayOutcome>(bot, alice, "POST", "/pay", {
      quoteId: quote.body.quoteId,
    });
    expect(inApp.body.outcome).toBe("paid");

    bot.fake.pressButton(alice, ask, confirmData(ask));
    const outcome = await bot.fake.waitFor(
      () => {
        const text = bot.fake.message(ask)?.text ?? "";
        return text.includes("already paid") ? text : undefined;
      },
      8_000,
      "the chat told",
    );
    expect(outcome).toContain("This invoice was already paid from your account");
    expect(outcome).toContain("Nothing more was sent");
    const markup = bot.fake.message(ask)?.reply_markup as
      | { inline_keyboard?: unknown[] }
      | undefined;
    expect(markup?.inline_keyboard ?? []).toEqual([]);
    expect(requestsOf("sendPayment", payer)).toBe(1);
    expect(balanceOf(payer)).toBe(before - 700);
  });

  it("paid in the chat, then in the Mini App: the app answers with the chat's payment", async () => {
    const invoice = await invoiceFrom("800");
    const payer = await merchantOf(alice.id);
    bot.fake.sendText(alice, chat, `/pay ${invoice}`);
    const ask = await bot.fake.nextBotMessage(chat.id, 8_000);
    bot.fake.pressButton(alice, ask, confirmData(ask));
    await bot.fake.waitFor(() => bot.fake.message(ask)?.text?.startsWith("✅"), 8_000, "paid");
    const [payment] = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations;

    const quote = await api<DecodeResponse>(bot, alice, "POST", "/decode", { text: invoice });
    const inApp = await api<PayOutcome>(bot, alice, "POST", "/pay", {
      quoteId: quote.body.quoteId,
    });
    expect(inApp.body).toMatchObject({ outcome: "paid", historyId: payment?.id });
    expect(requestsOf("sendPayment", payer)).toBe(1);
  });
});
