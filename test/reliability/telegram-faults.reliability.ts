/**
 * Telegram faults through the Bot API fake: 429 with retry_after, 5xx,
 * slow answers and dropped connections, on calls made by plain handlers,
 * inside conversations (their own Api object, which plugins installed on
 * `bot.api` do not reach by themselves), on uploads and on polling itself.
 *
 * What must hold: a rate-limited or failed call is retried and still
 * arrives; when Telegram stays down past the retries the user still gets
 * an answer (the error boundary's), and nothing is paid twice.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import {
  ANSWER_MS,
  confirmData,
  freshRegtestAddress,
  gatewayAttempts,
  merchantOf,
  sandboxOf,
} from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const tally = new Tally("telegram-faults");
let bot: TestBot;
let nextUserId = 72_000;

beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(async () => {
  await bot.stop();
  await tally.write();
});
afterEach(() => {
  // A fault a test armed but did not use must not leak into the next test.
  expect(leftoverFaults()).toBe(0);
});

/** Faults armed by `fail` that have not fired yet. */
let armed: Array<{ method: string; callsBefore: number; times: number }> = [];
function leftoverFaults(): number {
  const left = armed.reduce(
    (sum, f) => sum + Math.max(0, f.times - (bot.fake.calls(f.method).length - f.callsBefore)),
    0,
  );
  armed = [];
  return left;
}

/** Arms `times` faults on `method` and counts them as injected. */
function fail(method: string, fault: Parameters<TestBot["fake"]["failNext"]>[1], times = 1) {
  armed.push({ method, callsBefore: bot.fake.calls(method).length, times });
  bot.fake.failNext(method, fault, times);
  tally.add("faultsInjected", times);
}

function newUser(name = "User") {
  nextUserId += 1;
  const user = createUser(nextUserId, name);
  return { user, chat: privateChat(user) };
}

/** Calls of `method` to `chatId` whose text contains `needle`, with their outcome. */
function callsWith(method: string, chatId: number, needle: string) {
  return bot.fake
    .calls(method)
    .filter((c) => c.params.chat_id === chatId && String(c.params.text ?? "").includes(needle));
}

describe("calls inside conversations are retried", () => {
  it("the amount question of /invoice, rate limited once (429, retry_after 1), still arrives", async () => {
    const { user, chat } = newUser();
    fail("sendMessage", { status: 429, retryAfter: 1 });
    const started = Date.now();
    bot.fake.sendText(user, chat, "/invoice");
    const question = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(question.text).toMatch(/How much should the invoice be for/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const attempts = callsWith("sendMessage", chat.id, "How much");
    expect(attempts.map((c) => c.response?.error_code ?? 200)).toEqual([429, 200]);

    bot.fake.sendText(user, chat, "2100");
    const next = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(next.text).toMatch(/What is it for/);
    bot.fake.pressButton(user, next, "ask:skip");
    const photo = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(photo.caption).toContain("Invoice for 2,100 sat");
  });

  it("a 500 on the description question is retried and the conversation goes on", async () => {
    const { user, chat } = newUser();
    bot.fake.sendText(user, chat, "/invoice");
    await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    fail("sendMessage", { status: 500 });
    bot.fake.sendText(user, chat, "777");
    const next = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(next.text).toMatch(/What is it for/);
    expect(callsWith("sendMessage", chat.id, "What is it for").map((c) => c.response?.ok)).toEqual([
      false,
      true,
    ]);
    bot.fake.sendText(user, chat, "tea");
    const photo = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(photo.caption).toContain("777 sat");
  });

  it("a rate-limited Skip answer (answerCallbackQuery inside the conversation) is still answered", async () => {
    const { user, chat } = newUser();
    bot.fake.sendText(user, chat, "/invoice 300");
    const question = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    fail("answerCallbackQuery", { status: 429, retryAfter: 1 });
    const press = bot.fake.pressButton(user, question, "ask:skip");
    const photo = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(photo.caption).toContain("300 sat");
    await bot.fake.waitFor(() => bot.fake.answerFor(press), ANSWER_MS, "the Skip press answered");
  });

  it("a slow Telegram (1.5 s per answer) delays the conversation but loses nothing", async () => {
    const { user, chat } = newUser();
    fail("sendMessage", { delayMs: 1_500 });
    bot.fake.sendText(user, chat, "/withdraw");
    expect((await bot.fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(
      /Which bitcoin address/,
    );
    fail("sendMessage", { delayMs: 1_500 });
    bot.fake.sendText(user, chat, freshRegtestAddress());
    expect((await bot.fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/How much/);
    bot.fake.sendText(user, chat, "/cancel");
    expect((await bot.fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/Cancelled/);
  });
});

describe("calls outside conversations are retried", () => {
  it("/balance rate limited once still answers", async () => {
    const { user, chat } = newUser();
    fail("sendMessage", { status: 429, retryAfter: 1 });
    bot.fake.sendText(user, chat, "/balance");
    expect((await bot.fake.nextBotMessage(chat.id, ANSWER_MS)).text).toContain("Spendable");
  });

  it("the invoice photo (a multipart upload) rate limited once is uploaded again and arrives whole", async () => {
    const { user, chat } = newUser();
    fail("sendPhoto", { status: 429, retryAfter: 1 });
    bot.fake.sendText(user, chat, "/invoice 4242 bread");
    const photo = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(photo.caption).toContain("4,242 sat");
    expect(photo.photoBytes?.length ?? 0).toBeGreaterThan(100);
    expect(bot.fake.calls("sendPhoto").filter((c) => c.params.chat_id === chat.id)).toHaveLength(2);
  });

  it("a payment whose button answer and outcome edit are rate limited is paid once and shown", async () => {
    const { user, chat } = newUser("Payer");
    const merchant = await merchantOf(bot, user.id);
    const address = freshRegtestAddress();
    bot.fake.sendText(user, chat, `/withdraw ${address} 1500`);
    const confirm = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    const sends = gatewayAttempts(bot.logs, "sendOnchain");
    fail("answerCallbackQuery", { status: 429, retryAfter: 1 });
    fail("editMessageText", { status: 502 });
    const press = bot.fake.pressButton(user, confirm, confirmData(confirm));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("✅"),
      ANSWER_MS,
      "the outcome shown",
    );
    expect(bot.fake.answerFor(press)).toBeDefined();
    expect(gatewayAttempts(bot.logs, "sendOnchain") - sends).toBe(1);
    const paid = sandboxOf(bot)
      .merchant(merchant)
      ?.payments.filter((p) => p.bitcoinAddress === address);
    expect(paid).toHaveLength(1);
    tally.add("paymentsMade");
  });

  it("polling survives getUpdates failing (500, then 429)", async () => {
    const { user, chat } = newUser();
    fail("getUpdates", { status: 500 });
    fail("getUpdates", { status: 429, retryAfter: 1 });
    // The poll already waiting returns this update; the next two polls fail.
    bot.fake.sendText(user, chat, "/help");
    await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    await bot.fake.waitFor(
      () => bot.fake.calls("getUpdates").filter((c) => c.response?.ok === false).length >= 2,
      ANSWER_MS,
      "the two failed polls",
    );
    bot.fake.sendText(user, chat, "/balance");
    expect((await bot.fake.nextBotMessage(chat.id, ANSWER_MS)).text).toContain("Spendable");
  });
});

describe("when Telegram stays down past the retries, the user still gets an answer", () => {
  it("four 429s in a row on a reply (past the 3 retries): the user still gets an answer", async () => {
    const { user, chat } = newUser();
    fail("sendMessage", { status: 429, retryAfter: 1 }, 4);
    bot.fake.sendText(user, chat, "/balance");
    const answer = await bot.fake.nextBotMessage(chat.id, 15_000);
    // The error boundary's apology, or the balance where retries reach further.
    expect(answer.text).toMatch(/Something went wrong on our side|Spendable/);
    expect(callsWith("sendMessage", chat.id, "").filter((c) => c.response?.ok)).toHaveLength(1);
  }, 20_000);

  it("a retry_after longer than the bot waits (60 s) is not waited for: the user hears at once", async () => {
    const { user, chat } = newUser();
    fail("sendMessage", { status: 429, retryAfter: 60 });
    const started = Date.now();
    bot.fake.sendText(user, chat, "/balance");
    const answer = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(answer.text).toMatch(/Something went wrong on our side/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a dropped connection on a reply: the error boundary's apology arrives instead", async () => {
    const { user, chat } = newUser();
    fail("sendMessage", { disconnect: true });
    bot.fake.sendText(user, chat, "/balance");
    const answer = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(answer.text).toMatch(/Something went wrong on our side/);
  });
});
