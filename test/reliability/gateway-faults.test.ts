/**
 * Gateway faults through the real bot flows (/balance, /invoice, /pay,
 * /withdraw), injected with the sandbox's fault book: latency beyond the
 * bot's gateway timeout, 5xx, 429 with Retry-After, and the connection
 * dropped before or after the gateway applied the request (contract B.8).
 *
 * What must hold: reads (4.4, 4.5) recover by retrying; sends (4.1, 4.2,
 * 4.3) are made exactly once whatever happens, and an ambiguous send is
 * recorded and shown as "unknown — not retried"; every update is answered.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import type { FaultInput } from "../../src/sandbox/faults.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import {
  ANSWER_MS,
  balanceOf,
  confirmData,
  eventually,
  freshRegtestAddress,
  gatewayAttempts,
  invoiceVia,
  merchantOf,
  sandboxOf,
} from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

/** Short, so "latency beyond the timeout" costs milliseconds, not the default 10 s. */
const TIMEOUT_MS = 400;
const BEYOND_TIMEOUT_MS = 900;

const tally = new Tally("gateway-faults");
let bot: TestBot;
let sandbox: Sandbox;
let nextUserId = 71_000;

beforeAll(async () => {
  bot = await startTestBot({ env: { GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS) } });
  sandbox = sandboxOf(bot);
});
afterEach(() => {
  sandbox.faults.clear();
});
afterAll(async () => {
  await bot.stop();
  await tally.write();
});

/** A new user (own chat, own sandbox account) per test, so tests never share state. */
function newUser(name: string) {
  nextUserId += 1;
  return createUser(nextUserId, name);
}

/**
 * Arms one fault for `times` requests and returns how many of them fired
 * so far (the fault book forgets a fault once used up).
 */
function injectFault(input: Omit<FaultInput, "times">, times = 1): () => number {
  const fault = sandbox.faults.add({ ...input, times });
  return () => times - (sandbox.faults.list().find((f) => f.id === fault.id)?.remaining ?? 0);
}

function countFired(fired: () => number): number {
  const count = fired();
  tally.add("faultsInjected", count);
  return count;
}

async function ask(user: ReturnType<typeof newUser>, text: string): Promise<FakeMessage> {
  const chat = privateChat(user);
  bot.fake.sendText(user, chat, text);
  return bot.fake.nextBotMessage(chat.id, ANSWER_MS);
}

describe("reads (4.5 balance, 4.4 LNURL) recover from transient faults", () => {
  const transient: Array<[string, Omit<FaultInput, "times" | "route">]> = [
    ["503", { status: 503 }],
    ["500", { status: 500 }],
    ["504", { status: 504 }],
    ["429 with Retry-After: 1", { status: 429, retryAfterSec: 1 }],
    ["latency beyond the timeout", { latencyMs: BEYOND_TIMEOUT_MS }],
    ["connection dropped before applying", { dropBeforeApply: true }],
    ["connection dropped after applying", { dropAfterApply: true }],
    ["an HTML error page from a proxy", { status: 502, body: "html" }],
  ];

  it.each(transient)("/balance after one %s shows the balance", async (_name, fault) => {
    const user = newUser("Reader");
    await merchantOf(bot, user.id);
    const before = gatewayAttempts(bot.logs, "getBalance");
    const fired = injectFault({ route: "4.5", ...fault });
    const started = Date.now();
    const answer = await ask(user, "/balance");
    expect(answer.text).toContain("Spendable: 100,000 sat");
    expect(countFired(fired)).toBe(1);
    expect(gatewayAttempts(bot.logs, "getBalance") - before).toBe(2);
    if (fault.retryAfterSec) expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("/balance when every attempt fails says the gateway is unreachable, and nothing else", async () => {
    const user = newUser("Reader");
    await merchantOf(bot, user.id);
    const before = gatewayAttempts(bot.logs, "getBalance");
    const fired = injectFault({ route: "4.5", status: 503 }, 10);
    const answer = await ask(user, "/balance");
    expect(answer.text).toMatch(/not reachable right now\. Nothing was done/);
    // The first try and the client's two retries, no more.
    expect(countFired(fired)).toBe(3);
    expect(gatewayAttempts(bot.logs, "getBalance") - before).toBe(3);
  });

  it("a lightning-address payment survives a 503 on 4.4 and pays once", async () => {
    const payer = newUser("Payer");
    const payee = await sandbox.createMerchant({ balanceSat: 0 });
    const address = await sandbox.setLightningAddress(payee.merchantId, `r${nextUserId}`);
    const confirm = await ask(payer, `/pay ${address} 321`);
    expect(confirm.text).toContain("Pay 321 sat");
    const fired = injectFault({ route: "4.4", status: 503 });
    const sends = gatewayAttempts(bot.logs, "sendPayment");
    bot.fake.pressButton(payer, confirm, confirmData(confirm));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("✅"),
      ANSWER_MS,
      "the payment to go through",
    );
    expect(countFired(fired)).toBe(1);
    expect(gatewayAttempts(bot.logs, "sendPayment") - sends).toBe(1);
    expect(balanceOf(sandbox, payee.merchantId)).toBe(321);
    tally.add("paymentsMade");
  });
});

describe("invoice creation (4.2) is never repeated", () => {
  const cases: Array<[string, Omit<FaultInput, "times" | "route">, RegExp, boolean]> = [
    ["503", { status: 503 }, /not reachable right now\. Nothing was done/, false],
    ["429 with Retry-After", { status: 429, retryAfterSec: 1 }, /busy right now/, false],
    ["500", { status: 500 }, /outcome is unknown/, false],
    ["latency beyond the timeout", { latencyMs: BEYOND_TIMEOUT_MS }, /outcome is unknown/, true],
    ["applied, then connection dropped", { dropAfterApply: true }, /outcome is unknown/, true],
  ];

  it.each(cases)("after a %s: one request, one clear answer", async (_n, fault, said, applied) => {
    const user = newUser("Biller");
    const merchant = await merchantOf(bot, user.id);
    const before = gatewayAttempts(bot.logs, "createInvoice");
    const fired = injectFault({ route: "4.2", ...fault });
    const answer = await ask(user, "/invoice 1234 soup");
    expect(answer.text).toMatch(/^⚠️ Could not create the invoice\./);
    expect(answer.text).toMatch(said);
    expect(answer.photo).toBeUndefined();
    expect(countFired(fired)).toBe(1);
    expect(gatewayAttempts(bot.logs, "createInvoice") - before).toBe(1);
    // The gateway made the invoice (or not) exactly as the fault says; the bot did not ask twice.
    const invoices = () => sandbox.merchant(merchant)?.invoices.length ?? 0;
    if (applied) await eventually(() => invoices() === 1, 3_000, "the invoice at the gateway");
    expect(invoices()).toBe(applied ? 1 : 0);
    // Nothing half-made is listed in the user's history.
    expect((await bot.app.deps.ledger.page(user.id, 0, 5)).total).toBe(0);
  });
});

interface SendCase {
  name: string;
  fault: Omit<FaultInput, "times" | "route">;
  /** What the confirmation turns into. */
  outcome: "failed" | "unknown";
  /** Whether the gateway carried the send out. */
  applied: boolean;
}

const SEND_CASES: SendCase[] = [
  // Only the gateway's own JSON refusal (B.4) means nothing was sent.
  {
    name: "400 FAILED_PRECONDITION (the gateway's refusal)",
    fault: { status: 400, grpcCode: 9, message: "insufficient balance" },
    outcome: "failed",
    applied: false,
  },
  {
    name: "429 with Retry-After",
    fault: { status: 429, retryAfterSec: 1 },
    outcome: "failed",
    applied: false,
  },
  // A proxy answers 503 or 408 after the request may have reached the gateway: unknown.
  { name: "503", fault: { status: 503 }, outcome: "unknown", applied: false },
  {
    name: "503 as an HTML page from a proxy",
    fault: { status: 503, body: "html" },
    outcome: "unknown",
    applied: false,
  },
  {
    name: "408 with an empty body",
    fault: { status: 408, body: "empty" },
    outcome: "unknown",
    applied: false,
  },
  { name: "500", fault: { status: 500 }, outcome: "unknown", applied: false },
  { name: "504", fault: { status: 504 }, outcome: "unknown", applied: false },
  {
    name: "latency beyond the timeout",
    fault: { latencyMs: BEYOND_TIMEOUT_MS },
    outcome: "unknown",
    applied: true,
  },
  {
    name: "applied, then connection dropped",
    fault: { dropAfterApply: true },
    outcome: "unknown",
    applied: true,
  },
  {
    name: "connection dropped before applying",
    fault: { dropBeforeApply: true },
    outcome: "unknown",
    applied: false,
  },
];

const OUTCOME_MARK = { failed: "❌", unknown: "❓" } as const;

/**
 * Presses the confirmation's button under a fault on `route`, then checks
 * the message, the history, the request count, and that pressing again
 * (a redelivered update and a fresh press) sends nothing more.
 */
async function pressUnderFault(options: {
  user: ReturnType<typeof newUser>;
  confirm: FakeMessage;
  route: "4.1" | "4.3";
  testCase: SendCase;
  /** How many sends of this confirmation the gateway has on record. */
  sendsAtGateway: () => number;
}): Promise<void> {
  const { user, confirm, route, testCase } = options;
  const operation = route === "4.1" ? "sendPayment" : "sendOnchain";
  const before = gatewayAttempts(bot.logs, operation);
  const data = confirmData(confirm);
  const fired = injectFault({ route, ...testCase.fault });
  const press = bot.fake.pressButton(user, confirm, data);
  const edited = await bot.fake.waitFor(
    () => {
      const text = bot.fake.message(confirm)?.text ?? "";
      return text.startsWith("✅") || text.startsWith("❌") || text.startsWith("❓")
        ? text
        : undefined;
    },
    ANSWER_MS,
    "the confirmation to show the outcome",
  );
  expect(bot.fake.answerFor(press)).toBeDefined();
  expect(edited.startsWith(OUTCOME_MARK[testCase.outcome])).toBe(true);
  if (testCase.outcome === "unknown") expect(edited).toMatch(/not retried automatically/);
  if (testCase.outcome === "failed") expect(edited).toContain("Nothing left your account.");
  expect(countFired(fired)).toBe(1);

  const history = await bot.app.deps.ledger.page(user.id, 0, 1);
  expect(history.operations[0]?.state).toBe(testCase.outcome);
  if (testCase.applied) {
    await eventually(() => options.sendsAtGateway() === 1, 3_000, "the send at the gateway");
    tally.add("paymentsMade");
  }
  expect(options.sendsAtGateway()).toBe(testCase.applied ? 1 : 0);

  // Pressing again, as Telegram redelivering the update or an impatient user would.
  bot.fake.injectUpdate(press);
  const again = bot.fake.pressButton(user, confirm, data, { unchecked: true });
  await bot.fake.waitFor(() => bot.fake.answerFor(again), ANSWER_MS, "the second press answered");
  // Answered with the send's state: sent, failed, or unknown — not retried.
  expect(bot.fake.answerFor(again)?.text).toMatch(
    testCase.outcome === "unknown"
      ? /Outcome unknown — not retried/
      : /Already handled|already handled|expired/,
  );
  const attempts = gatewayAttempts(bot.logs, operation) - before;
  tally.add(
    "duplicatesFound",
    Math.max(0, attempts - 1) + Math.max(0, options.sendsAtGateway() - 1),
  );
  expect(attempts).toBe(1);
  expect(options.sendsAtGateway()).toBe(testCase.applied ? 1 : 0);
  // The redelivered press was dropped, not answered a second time.
  expect(
    bot.fake.callbackAnswers.filter((a) => a.callback_query_id === press.callback_query.id),
  ).toHaveLength(1);
}

describe("lightning payments (4.1) under faults", () => {
  it.each(SEND_CASES.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    const payer = newUser("Payer");
    const payee = newUser("Payee");
    const invoice = await invoiceVia(bot.fake, payee, "1000");
    const hash = decodeInvoice(invoice).paymentHash;
    const payerMerchant = await merchantOf(bot, payer.id);
    const confirm = await ask(payer, invoice);
    expect(confirm.text).toContain("Pay 1,000 sat?");
    await pressUnderFault({
      user: payer,
      confirm,
      route: "4.1",
      testCase,
      sendsAtGateway: () =>
        (sandbox.merchant(payerMerchant)?.payments ?? []).filter((p) => p.paymentHash === hash)
          .length,
    });
    const expected = testCase.applied ? 99_000 : 100_000;
    expect(balanceOf(sandbox, payerMerchant)).toBe(expected);
  });
});

describe("on-chain withdrawals (4.3) under faults", () => {
  it.each(SEND_CASES.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    const user = newUser("Saver");
    const address = freshRegtestAddress();
    const merchant = await merchantOf(bot, user.id);
    const confirm = await ask(user, `/withdraw ${address} 2000`);
    expect(confirm.text).toContain("Send 2,000 sat");
    await pressUnderFault({
      user,
      confirm,
      route: "4.3",
      testCase,
      sendsAtGateway: () =>
        (sandbox.merchant(merchant)?.payments ?? []).filter((p) => p.bitcoinAddress === address)
          .length,
    });
    const expected = testCase.applied ? 100_000 - 2_000 - sandbox.onchainFeeSat : 100_000;
    expect(balanceOf(sandbox, merchant)).toBe(expected);
  });
});
