import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { makeInvoice } from "../support/invoices.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
let sandbox: Sandbox;
/** Origins of this file's own LNURL services on loopback, which the bot may contact. */
const testServices = new Set<string>();
beforeEach(async () => {
  bot = await startTestBot({
    publicFetch: { allowLoopback: (url) => testServices.has(url.origin) },
  });
  if (!bot.app.sandbox) throw new Error("expected the embedded sandbox");
  sandbox = bot.app.sandbox;
});
afterEach(async () => {
  await bot.stop();
});

/**
 * How long a reply to a photo is waited for. Reading one is CPU work: the first photo starts the
 * reader's worker thread (about 150 ms of CPU) and decodes (100-150 ms more), so at the twentieth
 * of a core a loaded full run can leave a file, 8 s was seen to run out. A wait, not a bound.
 */
const PHOTO_READ_WAIT_MS = 30_000;
const alice = createUser(2001, "Alice", { username: "alice" });
const bob = createUser(2002, "Bob", { username: "bob" });
const mallory = createUser(2003, "Mallory");

/** Bob's invoice, made through the bot; returns the invoice text. */
async function invoiceFrom(user: typeof bob, amount: string): Promise<string> {
  const chat = privateChat(user);
  bot.fake.sendText(user, chat, `/invoice ${amount} lunch`);
  const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
  const code = photo.entities?.find((e) => e.type === "code");
  if (!code) throw new Error("no invoice in the caption");
  return (photo.caption ?? "").slice(code.offset, code.offset + code.length);
}

async function merchantOf(userId: number): Promise<string> {
  const account = await bot.app.deps.accounts.find(userId);
  if (!account) throw new Error("no account");
  return account.credentials.merchantId;
}

function balanceOf(merchantId: string): number {
  const state = sandbox.merchant(merchantId);
  if (!state) throw new Error("unknown merchant");
  return state.balanceSat;
}

function payButton(message: FakeMessage): string {
  const keyboard = message.reply_markup as
    | { inline_keyboard: Array<Array<{ callback_data?: string }>> }
    | undefined;
  const data = keyboard?.inline_keyboard[0]?.[0]?.callback_data;
  if (!data?.startsWith("send:ok:")) throw new Error("no Pay button on the message");
  return data;
}

describe("paying an invoice", () => {
  it("pays a pasted invoice of another user: both balances change by exactly the amount", async () => {
    const invoice = await invoiceFrom(bob, "1500");
    const chat = privateChat(alice);
    const [payer, payee] = [await merchantOf(alice.id), await merchantOf(bob.id)];
    const before = [balanceOf(payer), balanceOf(payee)];
    bot.fake.sendText(alice, chat, `lightning:${invoice}`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Pay 1,500 sat?");
    expect(confirm.text).toContain("lunch");
    expect(confirm.text).toMatch(/Expires in (59|60) min/);
    expect(confirm.text).toContain("test money");
    expect(confirm.text).not.toContain(invoice);
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    const markup = bot.fake.message(confirm)?.reply_markup as
      | { inline_keyboard?: unknown[] }
      | undefined;
    expect(markup?.inline_keyboard ?? []).toEqual([]);
    expect([balanceOf(payer), balanceOf(payee)]).toEqual([
      (before[0] ?? 0) - 1500,
      (before[1] ?? 0) + 1500,
    ]);
    const history = await bot.app.deps.ledger.page(alice.id, 0, 5);
    expect(history.operations[0]).toMatchObject({
      kind: "payment",
      state: "sent",
      amountSat: 1500,
    });
  });

  it("Pay pressed three times quickly pays once; a press after a restart pays nothing more", async () => {
    const invoice = await invoiceFrom(bob, "1000");
    const chat = privateChat(alice);
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    bot.fake.sendText(alice, chat, `/pay ${invoice}`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    const data = payButton(confirm);
    const presses = [1, 2, 3].map(() =>
      bot.fake.pressButton(alice, confirm, data, { unchecked: true }),
    );
    await bot.fake.waitFor(
      () => presses.every((press) => bot.fake.answerFor(press)),
      8_000,
      "every press answered",
    );
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    expect(balanceOf(payer)).toBe(before - 1000);
    await bot.restart();
    const late = bot.fake.pressButton(alice, confirm, data, { unchecked: true });
    await bot.fake.waitFor(() => bot.fake.answerFor(late), 8_000, "late press answered");
    expect(bot.fake.answerFor(late)?.text).toMatch(/Already handled/);
    expect(balanceOf(payer)).toBe(before - 1000);
  });

  it("refuses a press by someone else, politely, and pays nothing", async () => {
    const invoice = await invoiceFrom(bob, "700");
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, invoice);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    const before = balanceOf(await merchantOf(alice.id));
    const press = bot.fake.pressButton(mallory, confirm, payButton(confirm));
    await bot.fake.waitFor(() => bot.fake.answerFor(press), 8_000, "answer");
    expect(bot.fake.answerFor(press)?.text).toMatch(/Only the person who asked/);
    expect(balanceOf(await merchantOf(alice.id))).toBe(before);
    expect(bot.fake.message(confirm)?.reply_markup).toBeDefined();
  });

  it("Cancel ends the confirmation for good", async () => {
    const invoice = await invoiceFrom(bob, "700");
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, invoice);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    const data = payButton(confirm);
    bot.fake.pressButton(alice, confirm, data.replace("send:ok:", "send:no:"));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("🚫"),
      8_000,
      "cancelled",
    );
    const before = balanceOf(await merchantOf(alice.id));
    const late = bot.fake.pressButton(alice, confirm, data, { unchecked: true });
    await bot.fake.waitFor(() => bot.fake.answerFor(late), 8_000, "answer");
    expect(balanceOf(await merchantOf(alice.id))).toBe(before);
  });

  it("pays by a photo of a QR code, and says so when a photo has none", async () => {
    const invoice = await invoiceFrom(bob, "1234");
    const chat = privateChat(alice);
    bot.fake.sendPhoto(alice, chat, renderQrPng(`LIGHTNING:${invoice.toUpperCase()}`));
    // What the QR code held comes first, as copyable code, then the confirmation.
    const shown = await bot.fake.nextBotMessage(chat.id, PHOTO_READ_WAIT_MS);
    expect(shown.text).toBe(`📷 QR code: LIGHTNING:${invoice.toUpperCase()}`);
    expect(shown.entities).toContainEqual(
      expect.objectContaining({ type: "code", offset: 12, length: invoice.length + 10 }),
    );
    const confirm = await bot.fake.nextBotMessage(chat.id, PHOTO_READ_WAIT_MS);
    expect(confirm.text).toContain("Pay 1,234 sat?");
    const blank = renderQrPng("x");
    // A PNG with the QR cut away: a white image of the same size.
    const { PNG } = await import("pngjs");
    const white = new PNG({ width: 200, height: 200 });
    white.data.fill(255);
    bot.fake.sendPhoto(alice, chat, PNG.sync.write(white));
    expect((await bot.fake.nextBotMessage(chat.id, PHOTO_READ_WAIT_MS)).text).toMatch(
      /could not find a QR code/,
    );
    expect(blank.length).toBeGreaterThan(0);
  });

  it("says what a QR code holds when it is not a payment: a web address, an address, text", async () => {
    const chat = privateChat(alice);
    const address = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";
    const cases: Array<[string, string]> = [
      [
        "https://example.com/menu?table=4&x=<b>",
        "This QR code holds a web address (example.com), not a payment.",
      ],
      [address.toUpperCase(), `send /withdraw ${address} and I will ask how much`],
      ["WIFI:S:cafe;T:WPA;P:secret;;", "This QR code holds text, not a payment"],
    ];
    for (const [content, explanation] of cases) {
      bot.fake.sendPhoto(alice, chat, renderQrPng(content));
      const answer = await bot.fake.nextBotMessage(chat.id, PHOTO_READ_WAIT_MS);
      expect(answer.text).toMatch(new RegExp(`^📷 QR code: ${escapeRegExp(content)}\n`));
      expect(answer.text).toContain(explanation);
      expect(answer.text).not.toMatch(/did not understand|could not read that/);
    }
    await bot.idle();
    expect(bot.fake.botMessages(chat.id)).toHaveLength(cases.length);
  });

  it("refuses expired, zero-amount, wrong-network and undecodable invoices with their reason", async () => {
    const chat = privateChat(alice);
    const cases: Array<[string, RegExp]> = [
      [
        makeInvoice({
          network: "regtest",
          msat: 1_000_000n,
          description: "old",
          timestamp: 1_600_000_000,
        }),
        /expired/,
      ],
      [
        makeInvoice({
          network: "regtest",
          description: "any",
          timestamp: Math.floor(Date.now() / 1000),
        }),
        /no amount/,
      ],
      [
        makeInvoice({
          network: "mainnet",
          msat: 1_000_000n,
          description: "x",
          timestamp: Math.floor(Date.now() / 1000),
        }),
        /for mainnet/,
      ],
      ["lnbcrt1qqqqqqqqqqqqqqqqqqqqqqqqqqqqq", /invoice/i],
    ];
    for (const [text, reason] of cases) {
      bot.fake.sendText(alice, chat, `/pay ${text}`);
      expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(reason);
    }
  });

  it("refuses above the per-payment limit before asking, and when funds are short", async () => {
    await bot.stop();
    bot = await startTestBot({ env: { MAX_PAYMENT_SAT: "500", SANDBOX_START_BALANCE_SAT: "300" } });
    sandbox = bot.app.sandbox as Sandbox;
    const chat = privateChat(alice);
    const payee = await sandbox.createMerchant({ balanceSat: 0 });
    const big = await bot.app.gateway.account(payee).createInvoice(600, "big");
    bot.fake.sendText(alice, chat, big.invoice);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/limit of 500 sat/);
    const mid = await bot.app.gateway.account(payee).createInvoice(400, "mid");
    bot.fake.sendText(alice, chat, mid.invoice);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
      /Not enough funds.*300 sat/,
    );
  });

  it("refuses before confirmation an invoice requiring a feature it does not know, saying why", async () => {
    const chat = privateChat(alice);
    const invoice = makeInvoice({
      network: "regtest",
      msat: 1_000_000n,
      description: "from the future",
      timestamp: Math.floor(Date.now() / 1000),
      featureBits: [100],
    });
    bot.fake.sendText(alice, chat, `/pay ${invoice}`);
    const answer = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(answer.text).toBe(
      "This lightning invoice requires a payment feature I do not support, so paying it would fail. Nothing was sent: ask the payee for another invoice.",
    );
    expect(answer.reply_markup).toBeUndefined();
    expect(await bot.app.deps.ledger.page(alice.id, 0, 5)).toMatchObject({ operations: [] });
  });

  it("shows an invoice in millisatoshi to the millisatoshi, pays it as it is, counts it rounded up", async () => {
    await bot.stop();
    // 1,234.567 sat counts as 1,235: a limit of 1,234 sat refuses it, 1,235 lets it through.
    bot = await startTestBot({ env: { MAX_PAYMENT_SAT: "1234" } });
    sandbox = bot.app.sandbox as Sandbox;
    const chat = privateChat(alice);
    const invoice = makeInvoice({
      network: "regtest",
      msat: 1_234_567n,
      description: "shop in msat",
      timestamp: Math.floor(Date.now() / 1000),
    });
    bot.fake.sendText(alice, chat, `/pay ${invoice}`);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/limit of 1,234 sat/);

    await bot.stop();
    bot = await startTestBot({ env: { MAX_PAYMENT_SAT: "1235" } });
    sandbox = bot.app.sandbox as Sandbox;
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    const paidOut = sandbox.totals().paidOutSat;
    bot.fake.sendText(alice, chat, `/pay ${invoice}`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toMatch(
      /^⚡ Pay 1,234\.567 sat\?\nCounted as 1,235 sat in your limits and history \(rounded up to a whole satoshi\)\.\n📝 shop in msat/,
    );
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    expect(bot.fake.message(confirm)?.text).toContain("1,234.567 sat");
    // The sandbox pays it out as it is and charges its whole-satoshi balance rounded up.
    expect(sandbox.totals().paidOutSat - paidOut).toBe(1_235);
    expect(balanceOf(payer)).toBe(before - 1_235);
    const history = await bot.app.deps.ledger.page(alice.id, 0, 5);
    expect(history.operations[0]).toMatchObject({
      kind: "payment",
      state: "sent",
      amountSat: 1_235,
    });
  });

  it("records an unknown outcome when the connection drops after the send, and never re-sends", async () => {
    const invoice = await invoiceFrom(bob, "900");
    const chat = privateChat(alice);
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    bot.fake.sendText(alice, chat, invoice);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    sandbox.faults.add({ route: "sendPayment", dropAfterApply: true, times: 1 });
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("❓"),
      8_000,
      "unknown",
    );
    expect(bot.fake.message(confirm)?.text).toMatch(
      /^❓ Payment of 900 sat: unknown — not retried\./,
    );
    expect(bot.fake.message(confirm)?.text).not.toMatch(/Expires in/);
    const history = await bot.app.deps.ledger.page(alice.id, 0, 5);
    expect(history.operations[0]?.state).toBe("unknown");
    // The send did happen at the gateway, once.
    expect(balanceOf(payer)).toBe(before - 900);
    const again = bot.fake.pressButton(
      alice,
      confirm,
      payButton({ ...confirm, reply_markup: bot.fake.message(confirm)?.edits[0]?.reply_markup }),
      { unchecked: true },
    );
    await bot.fake.waitFor(() => bot.fake.answerFor(again), 8_000, "answer");
    expect(balanceOf(payer)).toBe(before - 900);
  });
});

describe("the confirmation message becomes the outcome", () => {
  it("after paying, the question and its expiry are replaced by what happened", async () => {
    const invoice = await invoiceFrom(bob, "1000");
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, invoice);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Pay 1,000 sat?");
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    const outcome = bot.fake.message(confirm)?.text ?? "";
    expect(outcome).toMatch(/^✅ Paid 1,000 sat\n/);
    expect(outcome).toContain("lunch");
    expect(outcome).not.toContain("Pay 1,000 sat?");
    expect(outcome).not.toMatch(/Expires in/);
  });

  it("Cancel says the payment was cancelled, never that it was paid", async () => {
    const invoice = await invoiceFrom(bob, "800");
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, invoice);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    bot.fake.pressButton(alice, confirm, payButton(confirm).replace("send:ok:", "send:no:"));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("🚫"),
      8_000,
      "cancel",
    );
    const outcome = bot.fake.message(confirm)?.text ?? "";
    expect(outcome).toMatch(/^🚫 Payment of 800 sat cancelled\./);
    expect(outcome).toContain("Nothing was sent.");
    expect(outcome).not.toMatch(/paid/i);
    expect(outcome).not.toMatch(/Expires in/);
  });

  it("a refusal says not paid, with the gateway's reason, and nothing moves", async () => {
    const invoice = await invoiceFrom(bob, "800");
    const chat = privateChat(alice);
    const payer = await merchantOf(alice.id);
    bot.fake.sendText(alice, chat, invoice);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    const funds = balanceOf(payer);
    await sandbox.setFrozen(payer, funds);
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("❌"),
      8_000,
      "refusal",
    );
    const outcome = bot.fake.message(confirm)?.text ?? "";
    expect(outcome).toMatch(/^❌ Not paid: The gateway refused/);
    expect(outcome).toContain("Nothing left your account.");
    expect(outcome).not.toMatch(/paid 800/i);
    expect(outcome).not.toMatch(/Expires in/);
    expect(balanceOf(payer)).toBe(funds);
  });

  it("an LNURL payment names whom it paid, and Cancel on /withdraw says nothing was sent", async () => {
    const payee = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(payee.merchantId, "dave");
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/pay ${address} 321`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    expect(bot.fake.message(confirm)?.text).toMatch(/^✅ Paid 321 sat to dave@/);

    bot.fake.sendText(alice, chat, "/withdraw bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080 20000");
    const withdrawal = await bot.fake.nextBotMessage(chat.id, 8_000);
    bot.fake.pressButton(alice, withdrawal, payButton(withdrawal).replace("send:ok:", "send:no:"));
    await bot.fake.waitFor(
      () => bot.fake.message(withdrawal)?.text?.startsWith("🚫"),
      8_000,
      "cancelled",
    );
    const outcome = bot.fake.message(withdrawal)?.text ?? "";
    expect(outcome).toMatch(/^🚫 Withdrawal of 20,000 sat cancelled\./);
    expect(outcome).toContain("Nothing was sent.");
    expect(outcome).not.toMatch(/\bsent 20,000/);
    expect(outcome).not.toContain("cannot be reversed");
  });
});

describe("paying an LNURL or a lightning address", () => {
  it("pays bob's LNURL pay code with the amount given", async () => {
    const bobChat = privateChat(bob);
    bot.fake.sendText(bob, bobChat, "/lnurl");
    const code = await bot.fake.nextBotMessage(bobChat.id, 8_000);
    const entity = code.entities?.find((e) => e.type === "code");
    const lnurl = (code.caption ?? "").slice(
      entity?.offset,
      (entity?.offset ?? 0) + (entity?.length ?? 0),
    );
    expect(lnurl).toMatch(/^lnurl1/);
    const chat = privateChat(alice);
    const [payer, payee] = [await merchantOf(alice.id), await merchantOf(bob.id)];
    const before = [balanceOf(payer), balanceOf(payee)];
    bot.fake.sendText(alice, chat, `/pay ${lnurl} 2.5k`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Pay 2,500 sat");
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    expect([balanceOf(payer), balanceOf(payee)]).toEqual([
      (before[0] ?? 0) - 2500,
      (before[1] ?? 0) + 2500,
    ]);
  });

  it("pays a lightning address, asking for the amount", async () => {
    const payee = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(payee.merchantId, "carol");
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/pay ${address}`);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/How much.*carol@/);
    bot.fake.sendText(alice, chat, "abc");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/not an amount/);
    bot.fake.sendText(alice, chat, "321");
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Pay 321 sat to carol@");
    bot.fake.pressButton(alice, confirm, payButton(confirm));
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    expect(balanceOf(payee.merchantId)).toBe(321);
  });

  it("explains an LNURL that does not decode", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/pay lnurl1qqqqqqqqqq");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/not a valid LNURL/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A pay code of Bob's, as /lnurl shows it. */
async function lnurlOfBob(): Promise<string> {
  const bobChat = privateChat(bob);
  bot.fake.sendText(bob, bobChat, "/lnurl");
  const code = await bot.fake.nextBotMessage(bobChat.id, 8_000);
  const entity = code.entities?.find((e) => e.type === "code");
  return (code.caption ?? "").slice(entity?.offset, (entity?.offset ?? 0) + (entity?.length ?? 0));
}

/**
 * An LNURL-pay service on loopback answering every GET with `body` (JSON,
 * or a string as it is) and `status`; returns its LNURL.
 */
async function lnurlService(
  body: unknown,
  status = 200,
): Promise<{ lnurl: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  testServices.add(`http://127.0.0.1:${port}`);
  return { lnurl: encodeLnurl(`http://127.0.0.1:${port}/lnurlp/dave`), server };
}

describe("an LNURL shows what the pay code says of itself", () => {
  it("its description and range instead of a host, and the lightning address it names", async () => {
    const lnurl = await lnurlOfBob();
    const bobsMerchant = await merchantOf(bob.id);
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/pay ${lnurl} 2000`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    // The sandbox's pay code is its lightning address (`<merchant id>@host`): named by it, not by a host.
    const [host] = /127\.0\.0\.1:\d+/.exec(sandbox.url) ?? [""];
    expect(confirm.text).toMatch(new RegExp(`^⚡ Pay 2,000 sat to ${bobsMerchant}@${host}\\?\n`));
    expect(confirm.text).toContain(
      `🏷 Payment to merchant ${bobsMerchant} on the sandbox gateway (test money)`,
    );
    expect(confirm.text).toContain("accepts 1 sat to 100,000,000 sat");
    expect(confirm.text).not.toMatch(/to 127\.0\.0\.1/);

    // A pay code whose metadata names a lightning address (LUD-16) is shown by that name.
    const payee = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(payee.merchantId, "erin");
    bot.fake.sendText(alice, chat, `/pay ${encodeLnurl(`${sandbox.url}/.well-known/lnurlp/erin`)}`);
    const question = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(question.text).toMatch(new RegExp(`^How much do you want to send to ${address}\\?`));
    expect(question.text).toContain(`🏷 Payment to merchant ${payee.merchantId}`);
    expect(question.text).toContain("accepts 1 sat to 100,000,000 sat");
    bot.fake.sendText(alice, chat, "700");
    const named = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(named.text).toMatch(new RegExp(`^⚡ Pay 700 sat to ${address}\\?`));
  });

  it("refuses an amount outside the pay code's range before asking to confirm", async () => {
    const { lnurl, server } = await lnurlService({
      tag: "payRequest",
      callback: "http://127.0.0.1:1/callback",
      minSendable: 1_000_000,
      maxSendable: 5_000_000,
      metadata: JSON.stringify([["text/plain", "Coffee at Dave's <b>bar</b>"]]),
    });
    try {
      const chat = privateChat(alice);
      for (const amount of ["6000", "999"]) {
        bot.fake.sendText(alice, chat, `/pay ${lnurl} ${amount}`);
        const refusal = await bot.fake.nextBotMessage(chat.id, 8_000);
        expect(refusal.text).toMatch(/^This pay code accepts 1,000 sat to 5,000 sat, so/);
        expect(refusal.reply_markup).toBeUndefined();
      }
      bot.fake.sendText(alice, chat, `/pay ${lnurl}`);
      const question = await bot.fake.nextBotMessage(chat.id, 8_000);
      expect(question.text).toContain("🏷 Coffee at Dave's <b>bar</b>");
      expect(question.text).toContain("accepts 1,000 sat to 5,000 sat");
      bot.fake.sendText(alice, chat, "9000");
      expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
        /^This pay code accepts 1,000 sat to 5,000 sat, so 9,000 sat cannot be paid/,
      );
      bot.fake.sendText(alice, chat, `/pay ${lnurl} 2500`);
      const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
      expect(confirm.text).toMatch(/^⚡ Pay 2,500 sat\?\n🏷 Coffee at Dave's <b>bar<\/b>/);
      payButton(confirm);
      expect(
        bot.fake.botMessages(chat.id).filter((m) => (m.text ?? "").startsWith("⚡")),
      ).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it("says why a pay code cannot be read: the service refused, or it is not reachable", async () => {
    const { lnurl, server } = await lnurlService({ status: "ERROR", reason: "Dave is on holiday" });
    const chat = privateChat(alice);
    try {
      bot.fake.sendText(alice, chat, `/pay ${lnurl} 100`);
      expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
        /refused\. In its own words: “Dave is on holiday”$/,
      );
    } finally {
      server.close();
    }
    bot.fake.sendText(alice, chat, `/pay ${lnurl} 100`);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
      /could not read the pay code's details from 127\.0\.0\.1:\d+.*Nothing was sent/,
    );
    // Without an amount, the reason comes before any amount question, which is never asked.
    bot.fake.sendText(alice, chat, `/pay ${lnurl}`);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
      /could not read the pay code's details/,
    );
    bot.fake.sendText(alice, chat, "500");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).not.toMatch(/How much|Pay 500/);
    expect(bot.fake.botMessages(chat.id).filter((m) => m.reply_markup)).toHaveLength(0);
  });
});

describe("a pay code's answer is read from its JSON, whatever the HTTP status (LUD-01)", () => {
  it("an error sent with HTTP 400 shows the service's own words, quoted and shortened, never as markup", async () => {
    const reason = `<b>Amount</b> too small & ${"z".repeat(200)}`;
    const { lnurl, server } = await lnurlService({ status: "ERROR", reason }, 400);
    const chat = privateChat(alice);
    try {
      bot.fake.sendText(alice, chat, `/pay ${lnurl} 100`);
      const answer = (await bot.fake.nextBotMessage(chat.id, 8_000)).text ?? "";
      expect(answer).toMatch(
        /^The pay code's service at 127\.0\.0\.1:\d+ refused\. In its own words: “<b>Amount<\/b> too small & z+…”$/,
      );
      expect(answer).not.toContain("400");
      expect(answer.length).toBeLessThan(220);
      // /send answers in HTML: the words arrive as the same text, escaped, not as bold.
      bot.fake.sendText(alice, chat, `/send 100 ${lnurl}`);
      const viaSend = await bot.fake.nextBotMessage(chat.id, 8_000);
      expect(viaSend.text).toContain("“<b>Amount</b> too small & z");
      expect(viaSend.entities?.some((e) => e.type === "bold")).not.toBe(true);
    } finally {
      server.close();
    }
  });

  it("an answer without JSON says the service did not answer as LNURL does, without its status", async () => {
    const { lnurl, server } = await lnurlService("<html>Bad gateway</html>", 502);
    const chat = privateChat(alice);
    try {
      bot.fake.sendText(alice, chat, `/pay ${lnurl} 100`);
      const answer = (await bot.fake.nextBotMessage(chat.id, 8_000)).text ?? "";
      expect(answer).toMatch(
        /^The pay code's service at 127\.0\.0\.1:\d+ did not answer as LNURL does\.$/,
      );
    } finally {
      server.close();
    }
  });
});

describe("/withdraw", () => {
  const address = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

  it("validates, shows sat and BTC, confirms and sends on-chain once", async () => {
    const chat = privateChat(alice);
    const payer = await merchantOf(alice.id);
    const before = balanceOf(payer);
    bot.fake.sendText(alice, chat, `/withdraw ${address} 20k`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Send 20,000 sat");
    expect(confirm.text).toContain("0.00020000 BTC");
    const data = payButton(confirm);
    bot.fake.pressButton(alice, confirm, data);
    bot.fake.pressButton(alice, confirm, data, { unchecked: true });
    await bot.fake.waitFor(() => bot.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
    expect(balanceOf(payer)).toBe(before - 20_000 - sandbox.onchainFeeSat);
  });

  it("takes a bitcoin: URI with an amount, and refuses other networks' addresses", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/withdraw bitcoin:${address}?amount=0.0001`);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toContain("Send 10,000 sat");
    bot.fake.sendText(alice, chat, "/withdraw bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 1000");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/mainnet address/);
    bot.fake.sendText(alice, chat, "/withdraw notanaddress 1000");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(
      /not a valid bitcoin address/,
    );
  });

  it("asks for the address and amount in a conversation", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/withdraw");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/Which bitcoin address/);
    bot.fake.sendText(alice, chat, "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/testnet address/);
    bot.fake.sendText(alice, chat, address);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/How much/);
    bot.fake.sendText(alice, chat, "5000");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toContain("Send 5,000 sat");
  });
});
