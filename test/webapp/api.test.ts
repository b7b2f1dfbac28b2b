/**
 * The Mini App's API against the real bot (startApp, embedded sandbox, the
 * Bot API fake), over HTTP as the page calls it.
 */

import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type {
  DecodeResponse,
  HistoryResponse,
  HomeResponse,
  InvoiceResponse,
  MeResponse,
  PayOutcome,
  SendPreview,
  SettingsResponse,
} from "../../src/webapp/api-types.ts";
import { startFakeGateway } from "../gateway/fake-gateway.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { signInitData } from "../support/init-data.ts";
import { makeInvoice } from "../support/invoices.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { api, balanceOf, initDataFor } from "./support.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({ env: { WEBAPP_LONG_POLL_MS: "8000" } });
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(3101, "Alice", { username: "alice", language_code: "en" });
const bob = createUser(3102, "Bob", { username: "bob", language_code: "en" });
const hans = createUser(3103, "Hans", { username: "hans", language_code: "de" });

/** An invoice of `payee` for `amountSat`, made through the API. */
async function invoiceOf(payee: typeof bob, amountSat: number): Promise<InvoiceResponse> {
  const made = await api<InvoiceResponse>(bot, payee, "POST", "/invoice", {
    amountSat,
    description: "lunch",
  });
  expect(made.status).toBe(200);
  return made.body;
}

async function quoteFor(payer: typeof alice, text: string): Promise<DecodeResponse> {
  const decoded = await api<DecodeResponse>(bot, payer, "POST", "/decode", { text });
  expect(decoded.status, JSON.stringify(decoded.body)).toBe(200);
  return decoded.body;
}

describe("who is calling", () => {
  it("valid initData: the user's own balance, in their language", async () => {
    const me = await api<MeResponse>(bot, alice, "GET", "/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ userId: alice.id, firstName: "Alice", language: "en" });
    expect(me.body.messages).toContain("webapp-open-button = 👛 Open wallet");
    const home = await api<HomeResponse>(bot, alice, "GET", "/home");
    expect(home.status).toBe(200);
    expect(home.body.balanceSat).toBe(await balanceOf(bot, alice));
    expect(home.body.spendableSat).toBeGreaterThan(0);
    expect(home.body.chart).toHaveLength(30);
    expect(home.body.chart.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(home.body.timeZone).toBe("UTC");
  });

  it("forged, expired, future-dated and missing initData get 401 and move nothing", async () => {
    const invoice = await invoiceOf(bob, 700);
    const quote = await quoteFor(alice, invoice.bolt11);
    const before = [await balanceOf(bot, alice), await balanceOf(bot, bob)];
    const now = Math.floor(Date.now() / 1000);
    const valid = initDataFor(bot, alice);
    const forged = valid.replace(/hash=[0-9a-f]{8}/, "hash=00000000");
    const otherBot = signInitData("42:another-bot-token", {
      user: { id: alice.id, first_name: "Alice" },
      authDate: now,
    });
    const refusals = [
      { authorization: `tma ${forged}` },
      { authorization: `tma ${otherBot}` },
      { authorization: `tma ${initDataFor(bot, alice, now - 3700)}` },
      { authorization: `tma ${initDataFor(bot, alice, now + 600)}` },
      { authorization: "tma " },
      { authorization: `Bearer ${valid}` },
      null,
    ];
    for (const as of refusals) {
      const paid = await api(bot, as, "POST", "/pay", { quoteId: quote.quoteId });
      expect(paid).toEqual({ status: 401, body: { error: "unauthorized" } });
    }
    expect([await balanceOf(bot, alice), await balanceOf(bot, bob)]).toEqual(before);
    const history = await bot.app.deps.ledger.page(alice.id, 0, 10);
    expect(history.operations.filter((op) => op.kind === "payment")).toEqual([]);
    // A user id in the body changes nothing: the caller is initData's user.
    const mallory = createUser(3199, "Mallory");
    const stolen = await api(bot, mallory, "POST", "/pay", {
      quoteId: quote.quoteId,
      userId: alice.id,
    });
    expect(stolen.status).toBe(404);
    expect([await balanceOf(bot, alice), await balanceOf(bot, bob)]).toEqual(before);
    // Neither the initData nor its hash reaches the logs.
    const hash = new URLSearchParams(valid).get("hash") ?? "";
    expect(bot.logs.join("")).not.toContain(hash);
    expect(bot.logs.join("")).not.toContain("auth_date");
  });
});

describe("paying", () => {
  it("pays a pasted invoice once, however often and however fast Pay is pressed", async () => {
    const invoice = await invoiceOf(bob, 1_500);
    const quote = await quoteFor(alice, invoice.bolt11);
    expect(quote).toMatchObject({ kind: "invoice", amountSat: 1_500, description: "lunch" });
    const before = [await balanceOf(bot, alice), await balanceOf(bot, bob)];
    const presses = await Promise.all(
      [1, 2, 3].map(() => api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId })),
    );
    const again = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    const outcomes = [...presses, again].map((p) => p.body);
    expect(outcomes.filter((o) => o.outcome === "paid").length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o.outcome === "paid" || o.outcome === "pending")).toBe(true);
    expect(new Set(outcomes.map((o) => o.historyId)).size).toBe(1);
    expect(again.body.outcome).toBe("paid");
    expect([await balanceOf(bot, alice), await balanceOf(bot, bob)]).toEqual([
      (before[0] ?? 0) - 1_500,
      (before[1] ?? 0) + 1_500,
    ]);
    const status = await api(bot, bob, "GET", `/invoice/${invoice.id}`);
    expect(status.body).toEqual({ status: "paid" });
  });

  it("two quotes of the same invoice (two open copies of the app) pay it once", async () => {
    const invoice = await invoiceOf(bob, 900);
    const first = await quoteFor(alice, invoice.bolt11);
    // The second copy scanned the QR code: the same invoice, in capitals, with its scheme.
    const second = await quoteFor(alice, `LIGHTNING:${invoice.bolt11.toUpperCase()}`);
    expect(first.quoteId).not.toBe(second.quoteId);
    expect(second.amountSat).toBe(900);
    const before = await balanceOf(bot, alice);
    const [a, b] = await Promise.all([
      api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: first.quoteId }),
      api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: second.quoteId }),
    ]);
    expect(a.body.historyId).toBe(b.body.historyId);
    const later = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: second.quoteId });
    expect(later.body).toMatchObject({ outcome: "paid", historyId: a.body.historyId });
    expect(await balanceOf(bot, alice)).toBe(before - 900);
  });

  it("a gateway timeout is an unknown outcome, never retried", async () => {
    const invoice = await invoiceOf(bob, 1_200);
    const quote = await quoteFor(alice, invoice.bolt11);
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("expected the sandbox");
    // The payment is made, but its answer never reaches the bot.
    sandbox.faults.add({ route: "sendPayment", dropAfterApply: true, times: 1 });
    const before = await balanceOf(bot, alice);
    const first = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    expect(first.body.outcome).toBe("unknown");
    expect(first.body.reason).toContain("will not be tried again");
    const again = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    expect(again.body).toMatchObject({ outcome: "unknown", historyId: first.body.historyId });
    // Another quote of the same invoice finds the same unknown payment: no second try.
    const other = await quoteFor(alice, invoice.bolt11);
    const third = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: other.quoteId });
    expect(third.body).toMatchObject({ outcome: "unknown", historyId: first.body.historyId });
    expect(await balanceOf(bot, alice)).toBe(before - 1_200);
    const entry = await api(bot, alice, "GET", `/history/${first.body.historyId}`);
    expect(entry.body).toMatchObject({ status: "unknown", kind: "payment", direction: "out" });
  });

  it("a failed payment moved nothing: a new quote of the invoice may try again", async () => {
    const invoice = await invoiceOf(bob, 800);
    const quote = await quoteFor(alice, invoice.bolt11);
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("expected the sandbox");
    sandbox.faults.add({ route: "sendPayment", status: 400, times: 1 });
    const before = await balanceOf(bot, alice);
    const failed = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    expect(failed.body.outcome).toBe("failed");
    // The same quote answers its outcome again...
    const same = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    expect(same.body).toMatchObject({ outcome: "failed", historyId: failed.body.historyId });
    expect(await balanceOf(bot, alice)).toBe(before);
    // ...and a fresh look at the invoice pays it, once.
    const retry = await quoteFor(alice, invoice.bolt11);
    const paid = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: retry.quoteId });
    expect(paid.body.outcome).toBe("paid");
    expect(paid.body.historyId).not.toBe(failed.body.historyId);
    expect(await balanceOf(bot, alice)).toBe(before - 800);
  });

  it("refuses what /pay refuses, in the same words; limits as /pay", async () => {
    const garbage = await api(bot, alice, "POST", "/decode", { text: "hello there" });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toBe("not_payable");
    expect(typeof garbage.body.message).toBe("string");
    const onchain = await api(bot, alice, "POST", "/decode", {
      text: "bitcoin:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080",
    });
    expect(onchain.status).toBe(400);
    const voucher = await api(bot, alice, "POST", "/decode", {
      text: "lnurlw://vouchers.example.com/withdraw/abc",
    });
    expect(voucher).toMatchObject({ status: 400, body: { error: "voucher" } });
    const rich = await api(bot, alice, "POST", "/invoice", { amountSat: 10 ** 12 });
    expect(rich).toMatchObject({ status: 400, body: { error: "over_limit" } });
    const bad = await api(bot, alice, "POST", "/invoice", { amountSat: 1.5 });
    expect(bad).toMatchObject({ status: 400, body: { error: "bad_amount" } });
    const unknownQuote = await api(bot, alice, "POST", "/pay", { quoteId: "nope" });
    expect(unknownQuote.status).toBe(404);
  });

  it("keeps to the daily limit as /pay does", async () => {
    await bot.stop();
    bot = await startTestBot({ env: { DAILY_LIMIT_SAT: "1000" } });
    const first = await invoiceOf(bob, 600);
    const second = await invoiceOf(bob, 600);
    const quote = await quoteFor(alice, first.bolt11);
    const paid = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    expect(paid.body.outcome).toBe("paid");
    const home = await api<HomeResponse>(bot, alice, "GET", "/home");
    expect(home.body).toMatchObject({ todaySpentSat: 600, dailyLimitSat: 1_000 });
    const over = await api(bot, alice, "POST", "/decode", { text: second.bolt11 });
    expect(over).toMatchObject({ status: 400, body: { error: "over_limit" } });
    expect(String(over.body.message)).toContain("400 sat");
  });
});

describe("whom an invoice pays", () => {
  it("names the member of this bot who made it, else its payee node shortened, never the invoice's text", async () => {
    // Bob makes an invoice in the chat (the bot has seen him there).
    bot.fake.openPrivateChat(bob);
    bot.fake.sendText(bob, privateChat(bob), "/invoice 450 lunch");
    const photo = await bot.fake.nextBotMessage(bob.id, 8_000);
    const code = photo.entities?.find((e) => e.type === "code");
    const bobs = (photo.caption ?? "").slice(
      code?.offset ?? 0,
      (code?.offset ?? 0) + (code?.length ?? 0),
    );
    const quote = await quoteFor(alice, bobs);
    expect(quote.payee).toBe("Bob (@bob)");
    expect(quote.payeeNode).toBeUndefined();
    expect(quote.description).toBe("lunch");

    const foreign = makeInvoice({
      network: "regtest",
      msat: 45_000_000n,
      description: "elsewhere",
      timestamp: Math.floor(Date.now() / 1000),
      expirySec: 3600,
    });
    const other = await quoteFor(alice, foreign);
    expect(other.payee).toBeUndefined();
    expect(other.payeeNode).toMatch(/^0[23][0-9a-f]{6}…[0-9a-f]{6}$/);
    expect(JSON.stringify(other)).not.toContain(foreign.slice(0, 12));
  });
});

describe("receiving", () => {
  it("an invoice's status turns paid when another user pays it (the long poll wakes)", async () => {
    const invoice = await invoiceOf(bob, 2_100);
    expect(invoice.qrSvg).toMatch(/^<svg/);
    expect(invoice.bolt11).toMatch(/^lnbcrt21u/);
    const waiting = api(bot, bob, "GET", `/invoice/${invoice.id}?wait=1`);
    // Paid from the chat by another user, through the gateway's event path.
    const quote = await quoteFor(alice, invoice.bolt11);
    const started = Date.now();
    const paid = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    expect(paid.body.outcome).toBe("paid");
    expect((await waiting).body).toEqual({ status: "paid" });
    expect(Date.now() - started).toBeLessThan(6_000);
    // Another user cannot read it.
    expect((await api(bot, alice, "GET", `/invoice/${invoice.id}`)).status).toBe(404);
    const history = await api<HistoryResponse>(bot, bob, "GET", "/history?filter=in");
    expect(history.body.entries[0]).toMatchObject({
      id: invoice.id,
      kind: "invoice",
      status: "paid",
      amountSat: 2_100,
    });
    const home = await api<HomeResponse>(bot, bob, "GET", "/home");
    expect(home.body.chart.at(-1)?.inSat).toBe(2_100);
  });

  it("shows the pay code and lightning address", async () => {
    const info = await api(bot, alice, "GET", "/receive-info");
    expect(info.status).toBe(200);
    expect(String(info.body.lnurl)).toMatch(/^LNURL1/);
    expect(String(info.body.lnurlQrSvg)).toMatch(/^<svg/);
  });
});

describe("history", () => {
  it("pages through with a cursor and filters", async () => {
    for (const amount of [101, 102, 103]) await invoiceOf(alice, amount);
    const first = await api<HistoryResponse>(bot, alice, "GET", "/history?limit=2");
    expect(first.body.entries.map((e) => e.amountSat)).toEqual([103, 102]);
    expect(first.body.nextCursor).not.toBeNull();
    const next = await api<HistoryResponse>(
      bot,
      alice,
      "GET",
      `/history?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(next.body.entries.map((e) => e.amountSat)).toEqual([101]);
    expect(next.body.nextCursor).toBeNull();
    const out = await api<HistoryResponse>(bot, alice, "GET", "/history?filter=out");
    expect(out.body.entries).toEqual([]);
    expect((await api(bot, alice, "GET", "/history?filter=weird")).status).toBe(400);
    expect((await api(bot, alice, "GET", "/history?limit=51")).status).toBe(400);
  });

  it("pages a filter with its own cursor, and refuses a cursor that is no position", async () => {
    for (const amount of [201, 202, 203]) await invoiceOf(bob, amount);
    const first = await api<HistoryResponse>(bot, bob, "GET", "/history?filter=in&limit=2");
    expect(first.body.entries.map((e) => e.amountSat)).toEqual([203, 202]);
    const next = await api<HistoryResponse>(
      bot,
      bob,
      "GET",
      `/history?filter=in&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(next.body.entries.map((e) => e.amountSat)).toEqual([201]);
    expect(next.body.nextCursor).toBeNull();
    // Unpaid invoices are pending: the same three, a page at a time.
    const pending = await api<HistoryResponse>(bot, bob, "GET", "/history?filter=pending&limit=3");
    expect(pending.body.entries.map((e) => e.amountSat)).toEqual([203, 202, 201]);
    const bad = Buffer.from("-4").toString("base64url");
    expect((await api(bot, bob, "GET", `/history?cursor=${bad}`)).status).toBe(400);
  });
});

describe("sending", () => {
  it("sends to a member by @username once, however often Confirm is pressed", async () => {
    // The bot learns Bob's username when he writes to it.
    bot.fake.sendText(bob, privateChat(bob), "/start");
    await bot.fake.nextBotMessage(bob.id, 8_000);
    const before = [await balanceOf(bot, alice), await balanceOf(bot, bob)];
    const preview = await api<SendPreview>(bot, alice, "POST", "/send", {
      to: "@bob",
      amountSat: 321,
      note: "thanks",
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ amountSat: 321, pledge: false });
    expect(preview.body.to.label).toContain("Bob");
    const presses = await Promise.all(
      [1, 2].map(() =>
        api<PayOutcome>(bot, alice, "POST", "/send/confirm", { quoteId: preview.body.quoteId }),
      ),
    );
    expect(presses.map((p) => p.body.outcome)).toContain("paid");
    expect([await balanceOf(bot, alice), await balanceOf(bot, bob)]).toEqual([
      (before[0] ?? 0) - 321,
      (before[1] ?? 0) + 321,
    ]);
    // Bob is told in his private chat, once.
    await until(() => bot.fake.botMessages(bob.id).some((m) => m.text?.includes("Alice sent you")));
    // Someone else cannot confirm Alice's send.
    const stranger = await api(bot, bob, "POST", "/send/confirm", {
      quoteId: preview.body.quoteId,
    });
    expect(stranger.status).toBe(404);
  });

  it("a @username never seen gets a pledge, as /send makes one", async () => {
    const before = await balanceOf(bot, alice);
    const preview = await api<SendPreview>(bot, alice, "POST", "/send", {
      to: "@nobody_yet",
      amountSat: 250,
    });
    expect(preview.body).toMatchObject({ pledge: true, to: { label: "@nobody_yet" } });
    const confirmed = await api<PayOutcome>(bot, alice, "POST", "/send/confirm", {
      quoteId: preview.body.quoteId,
    });
    expect(confirmed.body).toEqual({ outcome: "pledged" });
    expect(await balanceOf(bot, alice)).toBe(before);
    const history = await api<HistoryResponse>(bot, alice, "GET", "/history");
    expect(history.body.entries[0]).toMatchObject({ kind: "pledge", amountSat: 250 });
  });
});

describe("what the store keeps of quotes and previews", () => {
  const DAY = 24 * 60 * 60_000;
  /** When the store lets the Keyv record `key` of `namespace` go (epoch ms; undefined: kept for ever or gone). */
  async function expiryOf(namespace: string, key: string): Promise<number | undefined> {
    return (await bot.app.deps.store.keyv(namespace).getRaw(key))?.expires;
  }
  /** When the store lets the claims starting with `prefix` go, from its file. */
  function claimExpiries(prefix: string): Array<number | null> {
    const db = new DatabaseSync(path.join(bot.dataDir, "bot.sqlite"), { readOnly: true });
    try {
      const rows = db.prepare("SELECT expires FROM claims WHERE key LIKE ?").all(`${prefix}%`);
      return rows.map((row) => row.expires as number | null);
    } finally {
      db.close();
    }
  }

  it("a quote never pressed is kept until it can no longer be paid; a pressed one as long as its outcome is asked", async () => {
    const invoice = await invoiceOf(bob, 700);
    const unpressed = await quoteFor(alice, invoice.bolt11);
    const pressed = await quoteFor(alice, invoice.bolt11);
    const payableUntil = Date.parse(unpressed.expiresAt ?? "");
    // Kept at most a few minutes past the moment it can no longer be paid (15 min at most).
    expect(await expiryOf("webapp-quotes", unpressed.quoteId)).toBeLessThanOrEqual(
      payableUntil + 5 * 60_000 + 1_000,
    );
    const paid = await api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: pressed.quoteId });
    expect(paid.body.outcome).toBe("paid");
    expect(await expiryOf("webapp-quotes", pressed.quoteId)).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(await expiryOf("webapp-quotes", unpressed.quoteId)).toBeLessThanOrEqual(
      payableUntil + 5 * 60_000 + 1_000,
    );
  });

  it("a send preview never confirmed is kept until its confirmation expires, its origin too; a confirmed one 7 days", async () => {
    bot.fake.sendText(bob, privateChat(bob), "/start");
    await bot.fake.nextBotMessage(bob.id, 8_000);
    const preview = () =>
      api<SendPreview>(bot, alice, "POST", "/send", { to: "@bob", amountSat: 100 });
    const unpressed = (await preview()).body.quoteId;
    const pressed = (await preview()).body.quoteId;
    // A confirmation is usable 15 min; a few minutes more so a late press is told so.
    const soon = Date.now() + 20 * 60_000 + 1_000;
    expect(await expiryOf("intents", unpressed)).toBeLessThanOrEqual(soon);
    expect(claimExpiries(`webapp-send:${alice.id}:`)).toHaveLength(2);
    for (const expires of claimExpiries(`webapp-send:${alice.id}:`)) {
      expect(expires).not.toBeNull();
      expect(expires).toBeLessThanOrEqual(soon);
    }
    const confirmed = await api<PayOutcome>(bot, alice, "POST", "/send/confirm", {
      quoteId: pressed,
    });
    expect(confirmed.body.outcome).toBe("paid");
    expect(await expiryOf("intents", pressed)).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(await expiryOf("intents", unpressed)).toBeLessThanOrEqual(soon);
  });
});

describe("sending to an address", () => {
  it("pays a lightning address after Confirm, once, as /send does", async () => {
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("no sandbox");
    const wallet = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(wallet.merchantId, "carol");
    await api(bot, alice, "GET", "/me");
    const before = await balanceOf(bot, alice);
    const preview = await api<SendPreview>(bot, alice, "POST", "/send", {
      to: address,
      amountSat: 321,
      note: "coffee",
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ amountSat: 321, pledge: false, to: { label: address } });
    const presses = await Promise.all(
      [1, 2].map(() =>
        api<PayOutcome>(bot, alice, "POST", "/send/confirm", { quoteId: preview.body.quoteId }),
      ),
    );
    expect(presses.map((p) => p.body.outcome)).toContain("paid");
    expect(sandbox.merchant(wallet.merchantId)?.balanceSat).toBe(321);
    expect(await balanceOf(bot, alice)).toBe(before - 321);
    const history = await api<HistoryResponse>(bot, alice, "GET", "/history");
    expect(history.body.entries[0]).toMatchObject({ amountSat: 321, counterpart: address });
  });

  it("refuses an amount outside the address's range, and a bad address, in words", async () => {
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("no sandbox");
    const wallet = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(wallet.merchantId, "dave");
    const before = await balanceOf(bot, alice);
    const tooMuch = await api(bot, alice, "POST", "/send", { to: address, amountSat: 200_000_000 });
    expect(tooMuch.status).toBe(400);
    expect(String(tooMuch.body.message)).toMatch(/limit|accepts/);
    const nobody = await api(bot, alice, "POST", "/send", {
      to: "nobody@127.0.0.1",
      amountSat: 10,
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toEqual(expect.any(String));
    expect(await balanceOf(bot, alice)).toBe(before);
  });
});

describe("settings", () => {
  it("a change in the app shows in /settings in the chat, and is validated as there", async () => {
    const changed = await api<SettingsResponse>(bot, alice, "PATCH", "/settings", {
      language: "de",
      currency: "EUR",
      tipConfirmThresholdSat: 5_000,
      leaderboardOptOut: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      language: "de",
      languageChosen: "de",
      currency: "EUR",
      tipConfirmThresholdSat: 5_000,
      leaderboardOptOut: true,
    });
    bot.fake.sendText(alice, privateChat(alice), "/settings");
    const menu = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(menu.text).toContain("Deutsch");
    expect(menu.text).toContain("EUR");
    const refused = await api(bot, alice, "PATCH", "/settings", {
      currency: "XYZ",
      tipConfirmThresholdSat: 7,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: "bad_setting" } });
    // In German now, and nothing of the refused change was stored.
    expect(String(refused.body.message)).toContain("Währung");
    const now = await api<SettingsResponse>(bot, alice, "GET", "/settings");
    expect(now.body.tipConfirmThresholdSat).toBe(5_000);
    const address = await api(bot, alice, "PATCH", "/settings", { tipAddress: "not an address" });
    expect(address).toMatchObject({ status: 400, body: { error: "bad_setting" } });
  });

  it("a German user gets German texts and German refusals", async () => {
    const me = await api<MeResponse>(bot, hans, "GET", "/me");
    expect(me.body.language).toBe("de");
    expect(me.body.messages).toContain("Wallet öffnen");
    expect(me.body.fallback).toContain("Open wallet");
    const refused = await api(bot, hans, "POST", "/invoice", { amountSat: 0 });
    expect(refused.body).toMatchObject({ error: "bad_amount" });
    expect(String(refused.body.message)).toContain("ganze Zahl");
  });
});

describe("limits of the API itself", () => {
  it("rate-limits a user as private chats are limited", async () => {
    await bot.stop();
    bot = await startTestBot({ env: { PRIVATE_ACTIONS_PER_MINUTE: "3" } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await api(bot, alice, "GET", "/me")).status);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    // Another user is not held back by Alice's calls.
    expect((await api(bot, bob, "GET", "/me")).status).toBe(200);
  });

  it("unknown endpoints and methods are refused", async () => {
    expect((await api(bot, alice, "GET", "/nothing")).status).toBe(404);
    expect((await api(bot, alice, "DELETE", "/settings")).status).toBe(405);
    const malformed = await fetch(`http://127.0.0.1:${bot.app.httpPort}/app/api/decode`, {
      method: "POST",
      headers: { authorization: `tma ${initDataFor(bot, alice)}` },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });
});

describe("a user without a gateway account (a real gateway, never connected)", () => {
  it("can open the app but is told to connect: 409 not_connected, and no gateway call", async () => {
    const gateway = await startFakeGateway();
    try {
      await bot.stop();
      bot = await startTestBot({
        env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
      });
      const me = await api<MeResponse>(bot, alice, "GET", "/me");
      expect(me.status).toBe(200);
      for (const [method, route, body] of [
        ["GET", "/home", undefined],
        ["GET", "/receive-info", undefined],
        ["POST", "/invoice", { amountSat: 100 }],
        ["POST", "/decode", { text: "alice@example.com" }],
        ["POST", "/send", { to: "@bob", amountSat: 100 }],
      ] as const) {
        const answer = await api(bot, alice, method, route, body);
        expect(answer.status, route).toBe(409);
        expect(answer.body.error).toBe("not_connected");
        expect(String(answer.body.message)).toContain("/connect");
      }
      expect(gateway.requests).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});

describe("paying a pay code", () => {
  it("pays another user's pay code once, with the amount confirmed, within its range", async () => {
    const info = await api<{ lnurl: string }>(bot, bob, "GET", "/receive-info");
    const quote = await quoteFor(alice, info.body.lnurl);
    expect(quote).toMatchObject({ kind: "lnurl", amountSat: null });
    expect(quote.minSat).toBeGreaterThanOrEqual(1);
    const before = [await balanceOf(bot, alice), await balanceOf(bot, bob)];
    const outside = await api(bot, alice, "POST", "/pay", {
      quoteId: quote.quoteId,
      amountSat: (quote.maxSat ?? 0) + 1,
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatch(/out_of_range|over_limit/);
    const missing = await api(bot, alice, "POST", "/pay", { quoteId: quote.quoteId });
    expect(missing).toMatchObject({ status: 400, body: { error: "bad_amount" } });
    const [first, second] = await Promise.all([
      api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId, amountSat: 555 }),
      api<PayOutcome>(bot, alice, "POST", "/pay", { quoteId: quote.quoteId, amountSat: 555 }),
    ]);
    expect([first.body.outcome, second.body.outcome]).toContain("paid");
    expect(first.body.historyId).toBe(second.body.historyId);
    // Pressed again later, even with another amount: the first outcome, nothing more.
    const later = await api<PayOutcome>(bot, alice, "POST", "/pay", {
      quoteId: quote.quoteId,
      amountSat: 999,
    });
    expect(later.body).toMatchObject({ outcome: "paid", historyId: first.body.historyId });
    expect([await balanceOf(bot, alice), await balanceOf(bot, bob)]).toEqual([
      (before[0] ?? 0) - 555,
      (before[1] ?? 0) + 555,
    ]);
  });
});
