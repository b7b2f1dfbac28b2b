/**
 * The bot's two doors to the network, attacked from outside:
 *
 * - gateway events (`POST /gateway-events/<token>`, contract B.7): only the
 *   account's own gateway, signing with that account's secret, within 300 s
 *   of now, over the exact body, can mark that account's invoice paid;
 * - the Telegram webhook (BOT_MODE=webhook): only requests carrying the
 *   secret token are handled, so a forged "Pay" press pays nothing.
 *
 * (test/e2e/notifications.test.ts covers a bad signature, an old timestamp
 * and a repeated event; test/server/webhook.test.ts the intake on its own.)
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { webhookSignatureHeader } from "../../src/gateway/signing.ts";
import { MAX_EVENT_BODY_BYTES } from "../../src/server/gateway-events.ts";
import {
  ANSWER_MS,
  confirmData,
  freshRegtestAddress,
  gatewayAttempts,
  invoiceVia,
} from "../reliability/support/flows.ts";
import { exchange } from "../server/support/raw-http.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";

const alice = createUser(77_001, "Alice");
const bob = createUser(77_002, "Bob");

function paidEvent(paymentHash: string): string {
  return JSON.stringify({
    event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
    lightning_invoice_is_paid: { id: paymentHash },
  });
}

/** The head of a gateway event announcing `length` bytes of body, none of which follow. */
const head = (token: string, length: number) =>
  `POST /gateway-events/${token} HTTP/1.1\r\nHost: bot\r\ncontent-type: application/json\r\n` +
  `content-length: ${length}\r\n\r\n`;

describe("gateway events", () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot();
  });
  afterAll(async () => {
    await bot.stop();
  });

  async function post(token: string, body: string | Buffer, signature?: string) {
    const response = await fetch(`http://127.0.0.1:${bot.app.httpPort}/gateway-events/${token}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "x-gateway-webhook-signature": signature } : {}),
      },
      body,
    });
    return response.status;
  }

  async function accountOf(userId: number) {
    const account = await bot.app.deps.accounts.find(userId);
    if (!account) throw new Error("no account");
    return account;
  }

  it("refuse a future timestamp, a tampered body, another account's signature and unknown tokens", async () => {
    const invoice = await invoiceVia(bot.fake, alice, "1200", "guarded");
    const hash = decodeInvoice(invoice).paymentHash;
    const account = await accountOf(alice.id);
    const bobAccount = await accountOf(bob.id);
    const secret = account.credentials.secretKey;
    const body = paidEvent(hash);
    const now = Math.floor(Date.now() / 1000);

    expect(
      // Well past the 300 s window, so a slow machine cannot bring it back inside.
      await post(account.eventsToken, body, webhookSignatureHeader(secret, now + 600, body)),
    ).toBe(401);
    const signedOther = webhookSignatureHeader(secret, now, paidEvent("00".repeat(32)));
    expect(await post(account.eventsToken, body, signedOther)).toBe(401);
    const bobSigned = webhookSignatureHeader(bobAccount.credentials.secretKey, now, body);
    expect(await post(account.eventsToken, body, bobSigned)).toBe(401);
    expect(await post(account.eventsToken, body, `t=${now},v1=${"0".repeat(128)}`)).toBe(401);
    expect(await post(account.eventsToken, body, `t=${now}`)).toBe(401);
    const valid = webhookSignatureHeader(secret, now, body);
    for (const token of ["x", `${account.eventsToken}x`, account.eventsToken.slice(1), "%2e%2e"]) {
      expect(await post(token, body, valid)).toBe(404);
    }
    expect((await bot.app.deps.ledger.findInvoice(hash))?.state).toBe("pending");
  });

  it("an account's own valid event cannot mark someone else's invoice paid", async () => {
    const invoice = await invoiceVia(bot.fake, alice, "800", "not bob's");
    const hash = decodeInvoice(invoice).paymentHash;
    const bobAccount = await accountOf(bob.id);
    const body = paidEvent(hash);
    const now = Math.floor(Date.now() / 1000);
    const status = await post(
      bobAccount.eventsToken,
      body,
      webhookSignatureHeader(bobAccount.credentials.secretKey, now, body),
    );
    expect(status).toBe(200);
    // A wrongly accepted event would have shown once the bot is idle: nothing changed for Alice.
    await bot.idle();
    expect((await bot.app.deps.ledger.findInvoice(hash))?.state).toBe("pending");
    expect(bot.fake.botMessages(alice.id).filter((m) => m.text?.includes("Received"))).toEqual([]);
  });

  it("a made-up token is answered 404 and its connection closed before any of its body is sent", async () => {
    // 100 senders announce 1 MiB each and send none of it: only an answer without the body ends them.
    // This bot has the default time limits (30 s for a request), so nothing but that answer closes
    // their connections within the 3 s exchange waits after it; and a hundred connections at once
    // on a busy machine are not cut off by the short header limit of the bot below.
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        exchange(bot.app.httpPort, head(randomBytes(18).toString("base64url"), 1024 * 1024)),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).not.toContain("still open");
    }
    // A token of the wrong shape, too.
    expect(await exchange(bot.app.httpPort, head("..%2f", 1024 * 1024))).toMatch(
      /^HTTP\/1\.1 404 /,
    );
  });

  it("an oversized event body is refused and the server keeps serving", async () => {
    const account = await accountOf(alice.id);
    const huge = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const status = await post(account.eventsToken, huge, "t=1,v1=00");
    expect(status).toBeGreaterThanOrEqual(400);
    const health = await fetch(`http://127.0.0.1:${bot.app.metricsPort}/health`);
    expect(health.status).toBe(200);
  });
});

describe("gateway events from strangers and slow senders", () => {
  let bot: TestBot;
  beforeAll(async () => {
    // Short limits for slow clients, so the test sees them pass.
    bot = await startTestBot({
      env: { HTTP_HEADERS_TIMEOUT_MS: "500", HTTP_REQUEST_TIMEOUT_MS: "1000" },
    });
  });
  afterAll(async () => {
    await bot.stop();
  });

  it("an account's token with a body larger than an event is refused 413 before the body is read", async () => {
    const account = await bot.app.deps.accounts.find(alice.id);
    if (!account) throw new Error("no account");
    const declared = await exchange(bot.app.httpPort, head(account.eventsToken, 64 * 1024));
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared).not.toContain("still open");
    // Sent without a length, it is cut off once past the limit.
    const chunk = "x".repeat(MAX_EVENT_BODY_BYTES + 1);
    const chunked = await exchange(
      bot.app.httpPort,
      `POST /gateway-events/${account.eventsToken} HTTP/1.1\r\nHost: bot\r\n` +
        `transfer-encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("a sender that does not finish its event in time is cut off", async () => {
    const account = await bot.app.deps.accounts.find(alice.id);
    if (!account) throw new Error("no account");
    const slow = await exchange(
      bot.app.httpPort,
      `${head(account.eventsToken, 200)}{"event_type":`,
    );
    expect(slow).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow).not.toContain("still open");
    const silent = await exchange(
      bot.app.httpPort,
      "POST /gateway-events/x HTTP/1.1\r\nHost: bot\r\n",
    );
    expect(silent).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("a request target that does not parse is answered 400", async () => {
    const answer = await exchange(bot.app.httpPort, "GET //[/x HTTP/1.1\r\nHost: bot\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toContain("still open");
  });
});

describe("/metrics, /health and /activity", () => {
  let bot: TestBot | undefined;
  afterEach(async () => {
    await bot?.stop();
    bot = undefined;
  });

  const status = async (port: number, path: string, authorization?: string) =>
    (
      await fetch(`http://127.0.0.1:${port}${path}`, {
        ...(authorization ? { headers: { authorization } } : {}),
      })
    ).status;

  it("are not served on the public port, only on the metrics listener", async () => {
    bot = await startTestBot();
    const { httpPort, metricsPort } = bot.app;
    expect(metricsPort).not.toBe(httpPort);
    for (const path of ["/metrics", "/health", "/activity"]) {
      expect(await status(httpPort, path), path).toBe(404);
      expect(await status(metricsPort, path), path).toBe(200);
    }
    // Neither do the public routes answer on the metrics listener.
    expect(await status(metricsPort, "/gateway-events/x")).toBe(404);
  });

  it("need the bearer token when METRICS_TOKEN is set", async () => {
    const token = randomBytes(24).toString("base64url");
    bot = await startTestBot({ env: { METRICS_TOKEN: token } });
    const { httpPort, metricsPort } = bot.app;
    for (const path of ["/metrics", "/health", "/activity"]) {
      expect(await status(metricsPort, path), path).toBe(401);
      expect(await status(metricsPort, path, `Bearer ${token}x`), path).toBe(401);
      expect(await status(metricsPort, path, token), path).toBe(401);
      expect(await status(metricsPort, path, `Bearer ${token}`), path).toBe(200);
      expect(await status(httpPort, path, `Bearer ${token}`), path).toBe(404);
    }
  });
});

describe("Telegram webhook mode", () => {
  let bot: TestBot;
  const secret = randomBytes(24).toString("base64url");

  beforeAll(async () => {
    const port = await freePort();
    bot = await startTestBot({
      env: {
        BOT_MODE: "webhook",
        PORT: String(port),
        WEBHOOK_URL: `http://127.0.0.1:${port}/telegram`,
        WEBHOOK_SECRET: secret,
      },
    });
  });
  afterAll(async () => {
    await bot.stop();
  });

  it("a forged Pay press without the secret token pays nothing; the real one pays once", async () => {
    expect(bot.fake.webhook?.secretToken).toBe(secret);
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/withdraw ${freshRegtestAddress()} 1000`);
    const confirm = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    const data = confirmData(confirm);
    const forged = {
      update_id: 9_000_001,
      callback_query: {
        id: "forged-1",
        from: alice,
        chat_instance: String(chat.id),
        data,
        message: { message_id: confirm.message_id, date: 0, chat },
      },
    };
    const before = gatewayAttempts(bot.logs, "sendOnchain");
    expect(
      (await bot.fake.deliverToWebhook(forged as never, { secretToken: "wrong-token-0000" }))
        .status,
    ).toBe(401);
    expect(
      (await bot.fake.deliverToWebhook(forged as never, { secretToken: `${secret}x` })).status,
    ).toBe(401);
    const url = bot.fake.webhook?.url ?? "";
    const bare = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged),
    });
    expect(bare.status).toBe(401);
    expect(gatewayAttempts(bot.logs, "sendOnchain")).toBe(before);
    expect(bot.fake.message(confirm)?.text).not.toMatch(/^✅/);

    // The real press, which Telegram delivers with the secret, pays; posted again, it is dropped.
    const real = bot.fake.pressButton(alice, confirm, data);
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("✅"),
      ANSWER_MS,
      "paid",
    );
    expect((await bot.fake.deliverToWebhook(real, { secretToken: secret })).status).toBe(200);
    expect(gatewayAttempts(bot.logs, "sendOnchain") - before).toBe(1);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}
