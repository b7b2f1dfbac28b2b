/**
 * Vouchers (LNURL-withdraw) through the real bot, the Bot API fake and the
 * embedded sandbox, whose test vouchers pay from a funding account once:
 * pasted, scanned, as lnurlw:// or with /claim; every way one can go wrong;
 * and one callback to the service however often the redemption is tried
 * (double paste, redelivered update, two bots on one store).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Update } from "grammy/types";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadOrCreateSecretsKey, SecretBox } from "../../src/accounts/secret-box.ts";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import { createBot } from "../../src/chat/create-bot.ts";
import { FEATURES } from "../../src/features/index.ts";
import { createGateway } from "../../src/gateway/client.ts";
import type { Resolver } from "../../src/net/public-fetch.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot, type TestBotOptions } from "../support/harness.ts";
import { createUser, type FakeMessage, groupChat, privateChat } from "../support/telegram-fake.ts";

const alice = createUser(3101, "Alice", { username: "alice" });
const bob = createUser(3102, "Bob", { username: "bob" });
const WAIT = 8_000;

let bot: TestBot | undefined;
let sandbox: Sandbox;

/**
 * A voucher service of this file on loopback (trusted where a test says so):
 * `/w/inside` has its callback on a name inside the network; `/w/garbled`
 * answers its callback with HTML (a verdict that cannot be read), keeping
 * the invoice in `garbledInvoices` for the test to pay later.
 */
let service: Server;
let serviceOrigin = "";
const requests: string[] = [];
const garbledInvoices: string[] = [];
beforeAll(async () => {
  service = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://service");
    requests.push(url.pathname);
    const json = (body: unknown) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const withdrawRequest = (callback: string, k1: string) =>
      json({
        tag: "withdrawRequest",
        callback,
        k1,
        minWithdrawable: 1_000,
        maxWithdrawable: 50_000_000,
        defaultDescription: "from a test service",
      });
    if (url.pathname === "/w/inside") {
      withdrawRequest("https://office.test/withdraw/callback", "k1-of-an-inside-voucher");
    } else if (url.pathname === "/w/garbled") {
      withdrawRequest(`${serviceOrigin}/cb/garbled`, "k1-of-a-garbled-voucher");
    } else if (url.pathname === "/cb/garbled") {
      garbledInvoices.push(url.searchParams.get("pr") ?? "");
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html><body>Thanks!</body></html>");
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceOrigin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

async function start(options: TestBotOptions = {}): Promise<TestBot> {
  const started = await startTestBot(options);
  bot = started;
  if (!started.app.sandbox) throw new Error("expected the embedded sandbox");
  sandbox = started.app.sandbox;
  return started;
}

afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

function running(): TestBot {
  if (!bot) throw new Error("no bot running");
  return bot;
}

/** The user's sandbox balance (their account is made on first use). */
async function balanceOf(userId: number): Promise<number> {
  const account = await running().app.deps.accounts.find(userId);
  if (!account) return 0;
  return sandbox.merchant(account.credentials.merchantId)?.balanceSat ?? Number.NaN;
}

/** The current text of the bot's newest message in the chat that matches, if any. */
function latest(chatId: number, pattern: RegExp): FakeMessage | undefined {
  const fake = running().fake;
  return fake
    .botMessages(chatId)
    .map((m) => fake.message(m) ?? m)
    .filter((m) => pattern.test(m.text ?? ""))
    .at(-1);
}

/** Waits for the bot's newest message matching `pattern`. */
async function waitFor(chatId: number, pattern: RegExp): Promise<FakeMessage> {
  return running()
    .fake.waitFor(() => latest(chatId, pattern), WAIT, `a message like ${pattern}`)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nthe chat:\n${chatText(chatId)}`);
    });
}

/** The bot's messages in the chat as they read now, for a failure's message. */
function chatText(chatId: number): string {
  const fake = running().fake;
  return fake
    .botMessages(chatId)
    .map((m) => `- ${fake.message(m)?.text ?? fake.message(m)?.caption ?? ""}`)
    .join("\n");
}

/** Waits for the question that offers the voucher and asks how much. */
function question(chatId: number): Promise<FakeMessage> {
  return waitFor(chatId, /How much do you want to receive/);
}

/** Waits until the voucher's own message (the one that said "Redeeming") reads `pattern`. */
function voucherMessage(chatId: number, pattern: RegExp): Promise<FakeMessage> {
  return waitForVoucherMessage(chatId, pattern).catch((error: unknown) => {
    throw new Error(`${String(error)}\nthe chat:\n${chatText(chatId)}`);
  });
}

async function waitForVoucherMessage(chatId: number, pattern: RegExp): Promise<FakeMessage> {
  const fake = running().fake;
  const status = await fake.waitFor(
    () =>
      fake
        .botMessages(chatId)
        .filter((m) => m.edits.some((edit) => /^⏳ Redeeming/.test(edit.text ?? "")))
        .at(-1) ??
      fake
        .botMessages(chatId)
        .filter((m) => /^⏳ Redeeming/.test(m.text ?? ""))
        .at(-1),
    WAIT,
    "the voucher's message",
  );
  await fake.waitFor(
    () => pattern.test(fake.message(status)?.text ?? ""),
    WAIT,
    `the voucher's message to read ${pattern} (it reads: ${fake.message(status)?.text})`,
  );
  return fake.message(status) as FakeMessage;
}

/** The /history page's text. */
async function history(chatId: number, user = alice): Promise<string> {
  const before = running().fake.botMessages(chatId).length;
  running().fake.sendText(user, privateChat(user), "/history");
  const page = await running().fake.waitFor(
    () =>
      running()
        .fake.botMessages(chatId)
        .slice(before)
        .find((m) => m.text?.startsWith("📜 History")),
    WAIT,
    "the history page",
  );
  return page.text ?? "";
}

function hostOf(url: string): string {
  return new URL(url).host;
}

describe("redeeming a voucher", () => {
  it("pasted as an LNURL: shows its description and range, takes the maximum with one press, turns Received ✓, and /history has it", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({
      minSat: 100,
      maxSat: 5_000,
      description: "Coffee <voucher> & co",
    });
    fake.sendText(alice, chat, voucher.lnurl.toUpperCase());
    const asked = await question(chat.id);
    expect(asked.text).toContain(`Voucher from ${hostOf(voucher.url)}`);
    expect(asked.text).toContain("In its words: “Coffee <voucher> & co”");
    expect(asked.text).toContain("It gives from 100 sat to 5,000 sat.");
    const before = await balanceOf(alice.id);

    fake.pressButton(alice, asked, "ask:suggested");
    const done = await voucherMessage(chat.id, /Received ✓/);
    expect(done.text).toMatch(/^✅ Received ✓ 5,000 sat/);
    expect(done.text).toContain(`Voucher from ${hostOf(voucher.url)}`);
    expect(done.text).toContain("test money");
    expect(await balanceOf(alice.id)).toBe(before + 5_000);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);

    const page = await history(chat.id);
    expect(page).toContain("🎟 Voucher · 5,000 sat · ✅ received");
    expect(page).toContain(hostOf(voucher.url));
  });

  it("with /claim <lnurl>, an amount typed in fiat, and /claim alone asking for the voucher", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const first = await sandbox.createVoucher({ maxSat: 3_000 });
    fake.sendText(alice, chat, `/claim ${first.lnurl}`);
    await question(chat.id);
    const before = await balanceOf(alice.id);
    // The sandbox's test rate: 1 BTC = 100,000 USD, so 2 usd = 2,000 sat.
    fake.sendText(alice, chat, "2 usd");
    await voucherMessage(chat.id, /Received ✓ 2,000 sat/);
    expect(await balanceOf(alice.id)).toBe(before + 2_000);

    const second = await sandbox.createVoucher({ maxSat: 400 });
    fake.sendText(alice, chat, "/claim");
    await waitFor(chat.id, /Send me the voucher/);
    fake.sendText(alice, chat, "not a voucher");
    await waitFor(chat.id, /This is not a voucher/);
    fake.sendText(alice, chat, second.link);
    const asked = await waitFor(chat.id, /It gives from 1 sat to 400 sat/);
    fake.pressButton(alice, asked, "ask:suggested");
    await fake.waitFor(
      () => latest(chat.id, /Received ✓ 400 sat/),
      WAIT,
      "the second voucher received",
    );
    expect(await balanceOf(alice.id)).toBe(before + 2_400);
  });

  it("/claim in a group points to the private chat, where vouchers are redeemed", async () => {
    const { fake } = await start();
    const group = groupChat(-3100);
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    fake.sendText(alice, group, `/claim ${voucher.lnurl}`);
    const hint = await waitFor(group.id, /private chat/);
    expect(hint.text).toContain("Vouchers are redeemed in our private chat: send me /claim there.");
    // Its button opens the private chat with /start claim, which asks for the voucher.
    const keyboard = hint.reply_markup as { inline_keyboard: Array<Array<{ url?: string }>> };
    const link = new URL(keyboard.inline_keyboard[0]?.[0]?.url ?? "");
    expect(link.searchParams.get("start")).toBe("claim");
    fake.sendText(alice, privateChat(alice), "/start claim");
    await waitFor(alice.id, /Send me the voucher/);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(0);
  });

  it("typed after /pay, as an LNURL or an lnurlw:// link: redeemed as a paste is", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const before = await balanceOf(alice.id);
    const first = await sandbox.createVoucher({ maxSat: 600 });
    fake.sendText(alice, chat, `/pay ${first.lnurl}`);
    const asked = await question(chat.id);
    expect(asked.text).toContain("It gives from 1 sat to 600 sat.");
    fake.pressButton(alice, asked, "ask:suggested");
    await voucherMessage(chat.id, /Received ✓ 600 sat/);
    const second = await sandbox.createVoucher({ maxSat: 300 });
    fake.sendText(alice, chat, `/pay ${second.link}`);
    await waitFor(chat.id, /It gives from 1 sat to 300 sat/);
    fake.sendText(alice, chat, "300");
    await waitFor(chat.id, /Received ✓ 300 sat/);
    expect(await balanceOf(alice.id)).toBe(before + 900);
    expect(latest(chat.id, /not a pay code/)).toBeUndefined();
  });

  it("pasted as an lnurlw:// link (LUD-17)", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ minSat: 1_000, maxSat: 1_000 });
    expect(voucher.link).toMatch(/^lnurlw:\/\//);
    fake.sendText(alice, chat, voucher.link);
    const asked = await question(chat.id);
    expect(asked.text).toContain("It gives 1,000 sat.");
    fake.sendText(alice, chat, "1000");
    await voucherMessage(chat.id, /Received ✓ 1,000 sat/);
  });

  it("scanned from a photo of its QR code, which is shown first", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ maxSat: 2_000 });
    fake.sendPhoto(alice, chat, renderQrPng(voucher.lnurl.toUpperCase()));
    // Reading a photo is CPU work (a worker thread started, the image decoded): a longer wait.
    const shown = await fake.nextBotMessage(chat.id, 30_000);
    expect(shown.text).toBe(`📷 QR code: ${voucher.lnurl.toUpperCase()}`);
    await question(chat.id);
    fake.sendText(alice, chat, "700");
    await voucherMessage(chat.id, /Received ✓ 700 sat/);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("a pasted pay code still goes to /pay, and /claim says it is no voucher", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const payee = await sandbox.createMerchant();
    await sandbox.setWebhook(payee.merchantId, "http://127.0.0.1:9/none");
    const payCode = sandbox.lnurlFor(payee.merchantId);
    fake.sendText(alice, chat, payCode);
    await waitFor(chat.id, /How much/);
    expect(latest(chat.id, /receive/)).toBeUndefined();
    fake.sendText(alice, chat, "/cancel");
    fake.sendText(alice, chat, `/claim ${payCode}`);
    const answer = await waitFor(chat.id, /pay code of .* not a voucher/);
    expect(answer.text).toContain("To pay it, send it with /pay.");
  });
});

describe("what can go wrong", () => {
  it("an amount outside the range gets its reason, and the question is asked again", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ minSat: 500, maxSat: 1_500 });
    fake.sendText(alice, chat, voucher.link);
    await question(chat.id);
    fake.sendText(alice, chat, "2000");
    await waitFor(chat.id, /2,000 sat is more than this voucher gives: at most 1,500 sat/);
    fake.sendText(alice, chat, "100");
    await waitFor(chat.id, /100 sat is less than this voucher gives: at least 500 sat/);
    fake.sendText(alice, chat, "600");
    await voucherMessage(chat.id, /Received ✓ 600 sat/);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("a voucher already used elsewhere: the service says so, in its own words, marked as such", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ maxSat: 800 });
    // Another wallet redeemed it first.
    const other = await sandbox.createMerchant();
    const made = await createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000 })
      .account(other)
      .createInvoice(800, "first");
    const request = (await (await fetch(voucher.url)).json()) as { callback: string; k1: string };
    await fetch(`${request.callback}?k1=${request.k1}&pr=${made.invoice}`);

    fake.sendText(alice, chat, voucher.lnurl);
    const answer = await waitFor(chat.id, /refused/);
    expect(answer.text).toBe(
      `The service at ${hostOf(voucher.url)} refused. In its own words: “This voucher has already been redeemed”`,
    );
    expect(latest(chat.id, /How much/)).toBeUndefined();
  });

  it("a service that says ERROR to the invoice: its words, a failed entry, and the voucher may be tried again", async () => {
    const { fake } = await start();
    const chat = privateChat(alice);
    const funder = await sandbox.createMerchant({ balanceSat: 300 });
    const voucher = await sandbox.createVoucher({
      funderId: funder.merchantId,
      maxSat: 1_000,
    });
    fake.sendText(alice, chat, voucher.link);
    await question(chat.id);
    fake.sendText(alice, chat, "1000");
    const refused = await voucherMessage(chat.id, /did not pay/);
    expect(refused.text).toContain(
      `❌ ${hostOf(voucher.url)} did not pay 1,000 sat. In its own words: “Insufficient balance: 1000 sat needed, 300 sat spendable”`,
    );
    const page = await history(chat.id);
    expect(page).toContain("🎟 Voucher · 1,000 sat · ❌ failed");
    expect(page).toContain("the service said: “Insufficient balance");

    // Nothing came of it, so the same voucher may be tried again once the service can pay.
    await sandbox.fund(funder.merchantId, 1_000);
    const before = await balanceOf(alice.id);
    fake.sendText(alice, chat, voucher.link);
    const again = await fake.waitFor(
      () =>
        fake
          .botMessages(chat.id)
          .filter((m) => /How much/.test(m.text ?? ""))
          .at(1),
      WAIT,
      "the question asked again",
    );
    fake.pressButton(alice, again, "ask:suggested");
    await fake.waitFor(() => latest(chat.id, /Received ✓ 1,000 sat/), WAIT, "received");
    expect(await balanceOf(alice.id)).toBe(before + 1_000);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(2);
  });

  it("a service that accepts and never pays: pending, saying so, until the invoice expires", async () => {
    let clock = Date.now();
    const { fake } = await start({ now: () => clock });
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ maxSat: 900, pays: false });
    fake.sendText(alice, chat, voucher.lnurl);
    await question(chat.id);
    fake.sendText(alice, chat, "900");
    const waiting = await voucherMessage(chat.id, /accepted/);
    expect(waiting.text).toContain(
      `⏳ ${hostOf(voucher.url)} accepted the invoice for 900 sat and will pay it: this message changes when the payment arrives.`,
    );
    let page = await history(chat.id);
    expect(page).toContain("🎟 Voucher · 900 sat · ⏳ pending");
    expect(page).toContain("waiting for the service to pay, until the invoice expires");
    // Pasted again meanwhile: told, not redeemed twice.
    fake.sendText(alice, chat, voucher.lnurl);
    await waitFor(
      chat.id,
      /already redeemed this voucher for 900 sat; its service has not paid yet/,
    );

    clock += sandbox.invoiceExpirySec * 1000 + 60_000;
    const expired = await voucherMessage(chat.id, /before the invoice expired/);
    // The gateway has no question to ask about an invoice: the bot says what it saw, not more.
    expect(expired.text).toContain(
      `⌛ No payment of 900 sat from ${hostOf(voucher.url)} was seen before the invoice expired. If ${hostOf(voucher.url)} paid it after all, this message changes when the payment is reported.`,
    );
    expect(expired.text).not.toContain("did not pay");
    page = await history(chat.id);
    expect(page).toContain("🎟 Voucher · 900 sat · ⌛ expired");
    expect(page).toContain("no payment from the service was seen before the invoice expired");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);

    // It was paid in time after all, and the gateway's event comes late (after an outage).
    const hash = sandbox.voucher(voucher.id)?.paymentHash;
    const invoice = sandbox
      .merchantIds()
      .flatMap((id) => sandbox.merchant(id)?.invoices ?? [])
      .find((made) => made.paymentHash === hash);
    const payer = await sandbox.createMerchant({ balanceSat: 10_000 });
    // The sandbox signs its event with the real time: the bot's clock back to it, or it is refused as old.
    clock = Date.now();
    await createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000 })
      .account(payer)
      .sendPayment(invoice?.paymentRequest ?? "");
    await voucherMessage(chat.id, /Received ✓ 900 sat/);
    expect(await history(chat.id)).toContain("🎟 Voucher · 900 sat · ✅ received");
  });

  it("a service whose verdict cannot be read: waiting until the invoice expires, and Received ✓ when it pays after all", async () => {
    const { fake } = await start({
      publicFetch: { allowLoopback: (url) => url.origin === serviceOrigin },
    });
    const chat = privateChat(alice);
    garbledInvoices.length = 0;
    fake.sendText(alice, chat, `${serviceOrigin.replace("http://", "lnurlw://")}/w/garbled`);
    await question(chat.id);
    fake.sendText(alice, chat, "3000");
    const waiting = await voucherMessage(chat.id, /did not answer clearly/);
    expect(waiting.text).toContain(
      `⏳ ${hostOf(serviceOrigin)} did not answer clearly. If it pays 3,000 sat, this message changes; it can until the invoice expires in 60 min.`,
    );
    expect(await history(chat.id)).toContain("🎟 Voucher · 3,000 sat · ⏳ pending");
    // The service pays after all.
    const payer = await sandbox.createMerchant({ balanceSat: 10_000 });
    await createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000 })
      .account(payer)
      .sendPayment(garbledInvoices[0] ?? "");
    await voucherMessage(chat.id, /Received ✓ 3,000 sat/);
    expect(garbledInvoices).toHaveLength(1);
    expect(await history(chat.id)).toContain("🎟 Voucher · 3,000 sat · ✅ received");
  });

  it("a gateway timeout on the invoice: nothing is sent to the service, and the voucher may be tried again", async () => {
    // A gateway timeout of 0.7 s, not the harness's 2 s: the wait for it is the test's only cost.
    const { fake } = await start({ env: { GATEWAY_TIMEOUT_MS: "700" } });
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ maxSat: 600 });
    fake.sendText(alice, chat, voucher.link);
    await question(chat.id);
    await balanceOf(alice.id);
    sandbox.faults.add({ route: "createInvoice", latencyMs: 1_200, times: 1 });
    fake.sendText(alice, chat, "600");
    const failed = await voucherMessage(chat.id, /could not create the invoice/);
    expect(failed.text).toContain("Nothing was sent to the voucher's service");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(0);

    fake.sendText(alice, chat, voucher.link);
    const again = await fake.waitFor(
      () =>
        fake
          .botMessages(chat.id)
          .filter((m) => /How much/.test(m.text ?? ""))
          .at(1),
      WAIT,
      "the question asked again",
    );
    fake.pressButton(alice, again, "ask:suggested");
    await fake.waitFor(() => latest(chat.id, /Received ✓ 600 sat/), WAIT, "received");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });
});

describe("the request guard", () => {
  /** The names this test's "DNS" knows. */
  const names: Record<string, string> = {
    "office.test": "10.20.30.40",
    "loop.test": "127.0.0.1",
  };
  const lookup: Resolver = async (hostname) => {
    const address = names[hostname];
    if (!address) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return [{ address, family: 4 }];
  };
  it("refuses a voucher on a name that resolves to a private range, and one on loopback, contacting neither", async () => {
    const { fake } = await start({
      publicFetch: { lookup, allowLoopback: (url) => url.origin === serviceOrigin },
    });
    const chat = privateChat(alice);
    requests.length = 0;
    fake.sendText(alice, chat, "lnurlw://office.test/withdraw/abc");
    expect((await waitFor(chat.id, /private network/)).text).toBe(
      "The voucher points to a private network address (office.test), which I do not contact.",
    );
    fake.sendText(alice, chat, `/claim ${encodeLnurl("https://loop.test/w/1")}`);
    expect((await waitFor(chat.id, /private network address \(loop\.test\)/)).text).toContain(
      "which I do not contact",
    );
    const port = new URL(serviceOrigin).port;
    fake.sendText(alice, chat, `/claim ${encodeLnurl(`http://127.0.0.1:${Number(port) + 1}/w`)}`);
    await waitFor(chat.id, /points to this machine/);
    expect(requests).toEqual([]);
  });

  it("refuses a callback that points to a private range before sending the invoice", async () => {
    const { fake } = await start({
      publicFetch: { lookup, allowLoopback: (url) => url.origin === serviceOrigin },
    });
    const chat = privateChat(alice);
    requests.length = 0;
    fake.sendText(alice, chat, `${serviceOrigin.replace("http://", "lnurlw://")}/w/inside`);
    await question(chat.id);
    fake.sendText(alice, chat, "1000");
    const refused = await voucherMessage(chat.id, /private network/);
    expect(refused.text).toBe(
      "The voucher points to a private network address (office.test), which I do not contact.",
    );
    // Only the withdraw request was read; nothing went to the callback.
    expect(requests).toEqual(["/w/inside"]);
  });
});

describe("one callback, however often it is tried", () => {
  it("a double paste asks once, a stale button does nothing, and a paste after the end is told what happened", async () => {
    const { fake, app } = await start();
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ maxSat: 1_200 });
    const paste = fake.sendText(alice, chat, voucher.lnurl);
    const first = await question(chat.id);
    fake.sendText(alice, chat, voucher.lnurl);
    const second = await fake.waitFor(
      () =>
        fake
          .botMessages(chat.id)
          .filter((m) => /How much/.test(m.text ?? ""))
          .at(1),
      WAIT,
      "the question of the second paste",
    );
    fake.pressButton(alice, second, "ask:suggested");
    await voucherMessage(chat.id, /Received ✓ 1,200 sat/);
    // The first question's button: its question was left for the second paste.
    const stale = fake.pressButton(alice, first, "ask:suggested");
    await fake.waitFor(() => fake.answerFor(stale), WAIT, "the stale press answered");
    expect(fake.answerFor(stale)?.text).toBe("This button is no longer active.");

    // The paste delivered again, its handled mark lost (as after a crash): told, not redeemed.
    await app.deps.store
      .keyv("handled-updates", { durable: false })
      .delete(String(paste.update_id));
    fake.injectUpdate(paste);
    await waitFor(chat.id, /You already redeemed this voucher: 1,200 sat received/);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("the amount's update delivered again is handled once", async () => {
    const { fake, app } = await start();
    const chat = privateChat(alice);
    const voucher = await sandbox.createVoucher({ maxSat: 500 });
    fake.sendText(alice, chat, voucher.lnurl);
    await question(chat.id);
    const answer = fake.sendText(alice, chat, "500");
    fake.injectUpdate(answer);
    await voucherMessage(chat.id, /Received ✓ 500 sat/);
    await app.deps.store
      .keyv("handled-updates", { durable: false })
      .delete(String(answer.update_id));
    fake.injectUpdate(answer);
    await fake.waitFor(() => fake.isConfirmed(answer.update_id), WAIT, "the redelivery handled");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
    expect(
      fake.botMessages(chat.id).filter((m) => /^(⏳ Redeeming|✅ Received ✓)/.test(m.text ?? "")),
    ).toHaveLength(1);
  });

  it("two bots on one store and one Telegram, two people answering at once: one callback, one payment", async () => {
    const { fake, app, dataDir } = await start();
    const second = createBot(app.deps, {
      features: FEATURES,
      secretBox: new SecretBox(await loadOrCreateSecretsKey(app.deps.config.secretsKey, dataDir)),
      botInfo: app.bot.botInfo,
    });
    const voucher = await sandbox.createVoucher({ maxSat: 2_000 });
    const aliceChat = privateChat(alice);
    const bobChat = privateChat(bob);
    fake.sendText(alice, aliceChat, voucher.link);
    fake.sendText(bob, bobChat, voucher.link);
    await question(aliceChat.id);
    await question(bobChat.id);
    const before = (await balanceOf(alice.id)) + (await balanceOf(bob.id));

    // Each answer reaches both bots: the first through polling, the second handed to it directly.
    const answers: Update[] = [
      fake.sendText(alice, aliceChat, "2000"),
      fake.sendText(bob, bobChat, "2000"),
    ];
    await Promise.all(answers.map((update) => second.handleUpdate(update)));
    const outcomes = await Promise.all(
      [aliceChat, bobChat].map((chat) =>
        fake
          .waitFor(
            () =>
              latest(
                chat.id,
                /Received ✓|redeemed through this bot by someone else|being redeemed/,
              ),
            WAIT,
            "an outcome in each chat",
          )
          .catch((error: unknown) => {
            throw new Error(`${String(error)}\nthe chat:\n${chatText(chat.id)}`);
          }),
      ),
    );
    const texts = outcomes.map((m) => m.text ?? "");
    expect(texts.filter((text) => text.includes("Received ✓ 2,000 sat"))).toHaveLength(1);
    expect(texts.filter((text) => /someone else|being redeemed/.test(text))).toHaveLength(1);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
    expect((await balanceOf(alice.id)) + (await balanceOf(bob.id))).toBe(before + 2_000);
  });
});
