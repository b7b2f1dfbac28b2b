/**
 * Operator limits through the whole bot (MAX_PAYMENT_SAT 5 000, daily
 * limit 8 000 per user, at most 3 group commands a minute per member):
 * enforced before any send — before the confirmation is shown where the
 * amount is known, and again when Pay is pressed, where two confirmations
 * shown earlier, or pressed at the same moment, could together pass the
 * daily limit. A failed send gives its amount back.
 *
 * (test/operations/payments.test.ts checks the same rules on the payment
 * engine alone; test/operations/rate-window.test.ts the rate-limit arithmetic.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "../../src/sandbox/server.ts";
import {
  ANSWER_MS,
  confirmData,
  freshRegtestAddress,
  gatewayAttempts,
  sandboxOf,
} from "../reliability/support/flows.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, groupChat, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
let sandbox: Sandbox;
let nextUserId = 78_000;

beforeAll(async () => {
  bot = await startTestBot({
    env: { MAX_PAYMENT_SAT: "5000", DAILY_LIMIT_SAT: "8000", GROUP_COMMANDS_PER_MINUTE: "3" },
  });
  sandbox = sandboxOf(bot);
});
afterEach(() => {
  sandbox.faults.clear();
});
afterAll(async () => {
  await bot.stop();
});

function newUser() {
  nextUserId += 1;
  const user = createUser(nextUserId, `Spender${nextUserId}`);
  return { user, chat: privateChat(user) };
}

function sends(): number {
  return gatewayAttempts(bot.logs, "sendPayment") + gatewayAttempts(bot.logs, "sendOnchain");
}

async function ask(who: ReturnType<typeof newUser>, text: string): Promise<FakeMessage> {
  bot.fake.sendText(who.user, who.chat, text);
  return bot.fake.nextBotMessage(who.chat.id, ANSWER_MS);
}

async function outcome(confirm: FakeMessage): Promise<string> {
  return bot.fake.waitFor(
    () => {
      const text = bot.fake.message(confirm)?.text ?? "";
      return /^(✅|❌|❓)/.test(text) || /limit/.test(text) ? text : undefined;
    },
    ANSWER_MS,
    "the outcome of the press",
  );
}

describe("the per-payment maximum", () => {
  it("refuses an invoice, an LNURL amount and a withdrawal above it before any confirmation", async () => {
    const who = newUser();
    const payee = await sandbox.createMerchant({ balanceSat: 0 });
    const before = sends();
    const big = await bot.app.gateway.account(payee).createInvoice(6_000, "too big");
    expect((await ask(who, big.invoice)).text).toMatch(/above the limit of 5,000 sat per payment/);
    const address = await sandbox.setLightningAddress(payee.merchantId, "limits");
    const lnurl = await ask(who, `/pay ${address} 6000`);
    expect(lnurl.text).toMatch(/above the limit of 5,000 sat per payment/);
    // …and asks for an amount within it.
    expect((await bot.fake.nextBotMessage(who.chat.id, ANSWER_MS)).text).toMatch(/How much/);
    const withdrawal = await ask(who, `/withdraw ${freshRegtestAddress()} 5001`);
    expect(withdrawal.text).toMatch(/above the limit of 5,000 sat per payment/);
    expect(bot.fake.botMessages(who.chat.id).filter((m) => confirmButtons(m))).toEqual([]);
    expect(sends()).toBe(before);
  });
});

function confirmButtons(message: FakeMessage): boolean {
  try {
    confirmData(message);
    return true;
  } catch {
    return false;
  }
}

describe("the daily limit", () => {
  it("two confirmations shown while under it: the one that would pass it is refused at Pay", async () => {
    const who = newUser();
    const first = await ask(who, `/withdraw ${freshRegtestAddress()} 5000`);
    const second = await ask(who, `/withdraw ${freshRegtestAddress()} 5000`);
    const before = sends();
    bot.fake.pressButton(who.user, first, confirmData(first));
    expect(await outcome(first)).toMatch(/^✅/);
    bot.fake.pressButton(who.user, second, confirmData(second));
    expect(await outcome(second)).toMatch(
      /would pass your daily limit of 8,000 sat \(left today: 3,000 sat\)/,
    );
    expect(sends() - before).toBe(1);

    // Exactly up to the limit is allowed; past it, refused before any confirmation.
    const third = await ask(who, `/withdraw ${freshRegtestAddress()} 3000`);
    bot.fake.pressButton(who.user, third, confirmData(third));
    expect(await outcome(third)).toMatch(/^✅/);
    expect((await ask(who, `/withdraw ${freshRegtestAddress()} 1`)).text).toMatch(
      /daily limit of 8,000 sat \(left today: 0 sat\)/,
    );
    expect(sends() - before).toBe(2);
  });

  it("two confirmations pressed at the same moment cannot pass it together", async () => {
    const who = newUser();
    const first = await ask(who, `/withdraw ${freshRegtestAddress()} 5000`);
    const second = await ask(who, `/withdraw ${freshRegtestAddress()} 5000`);
    const before = sends();
    bot.fake.pressButton(who.user, first, confirmData(first));
    bot.fake.pressButton(who.user, second, confirmData(second));
    const results = [await outcome(first), await outcome(second)];
    expect(results.filter((text) => text.startsWith("✅"))).toHaveLength(1);
    expect(results.filter((text) => /daily limit/.test(text))).toHaveLength(1);
    expect(sends() - before).toBe(1);
  });

  it("a send the gateway refused gives its amount back", async () => {
    const who = newUser();
    const refused = await ask(who, `/withdraw ${freshRegtestAddress()} 5000`);
    sandbox.faults.add({
      route: "4.3",
      status: 400,
      grpcCode: 9,
      message: "insufficient balance",
      times: 1,
    });
    bot.fake.pressButton(who.user, refused, confirmData(refused));
    expect(await outcome(refused)).toMatch(/^❌/);
    // Were the refused 5 000 still counted, these two (8 000 in all) could not both be sent.
    const within = await ask(who, `/withdraw ${freshRegtestAddress()} 5000`);
    bot.fake.pressButton(who.user, within, confirmData(within));
    expect(await outcome(within)).toMatch(/^✅/);
    const rest = await ask(who, `/withdraw ${freshRegtestAddress()} 3000`);
    bot.fake.pressButton(who.user, rest, confirmData(rest));
    expect(await outcome(within)).toMatch(/^✅/);
  });
});

describe("per-member rate limit in groups", () => {
  it("beyond 3 commands a minute a member is told once, then ignored; others are not affected", async () => {
    const group = groupChat(-78_500);
    const { user: noisy } = newUser();
    const { user: calm } = newUser();
    const answersBefore = bot.fake.botMessages(group.id).length;
    const asked = [];
    for (let i = 0; i < 5; i++) {
      asked.push(bot.fake.sendText(noisy, group, "/help"));
    }
    await bot.fake.waitFor(
      () => bot.fake.botMessages(group.id).some((m) => /Slow down/.test(m.text ?? "")),
      ANSWER_MS,
      "the slow-down note",
    );
    bot.fake.sendText(calm, group, "/help");
    await bot.fake.waitFor(
      () => bot.fake.botMessages(group.id).length >= answersBefore + 5,
      ANSWER_MS,
      "the answers",
    );
    // A sixth answer (which must not come) would be out once the bot is idle.
    await bot.idle();
    const answers = bot.fake.botMessages(group.id).slice(answersBefore);
    expect(answers.filter((m) => /Slow down/.test(m.text ?? ""))).toHaveLength(1);
    // 3 answers to the noisy member, 1 note, 1 answer to the calm one.
    expect(answers).toHaveLength(5);
    expect(asked).toHaveLength(5);
  });
});
