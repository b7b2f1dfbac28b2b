/**
 * Callback data is chosen by the client: a modified Telegram client can
 * send any data for any button of a message it sees. Such data must never
 * act on an operation that is not the presser's, nor act twice, nor act on
 * a guess; every press is still answered.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import {
  ANSWER_MS,
  balanceOf,
  confirmData,
  freshRegtestAddress,
  gatewayAttempts,
  merchantOf,
  sandboxOf,
} from "../reliability/support/flows.ts";
import { Tally } from "../reliability/support/tally.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
  type TelegramFake,
} from "../support/telegram-fake.ts";

const tally = new Tally("callbacks");
const alice = createUser(76_001, "Alice");
const mallory = createUser(76_002, "Mallory");
const bob = createUser(76_003, "Bob");
const lounge = supergroupChat(-1_007_600_001, "Callback Lounge");
const NOT_YOURS = "Only the person who asked can press this button.";
/** A press off the confirmation's own message is refused before anything else is looked at. */
const ELSEWHERE =
  "This button works only on the original message, in the chat where it was posted, not on a forwarded copy.";

let bot: TestBot;
let sandbox: Sandbox;
beforeAll(async () => {
  bot = await startTestBot();
  sandbox = sandboxOf(bot);
});
afterAll(async () => {
  await bot.stop();
  await tally.write();
});

/** Sends made by the bot so far (both kinds). */
function sends(): number {
  return gatewayAttempts(bot.logs, "sendPayment") + gatewayAttempts(bot.logs, "sendOnchain");
}

async function withdrawalConfirmation(user: typeof alice, amount: number): Promise<FakeMessage> {
  const chat = privateChat(user);
  bot.fake.sendText(user, chat, `/withdraw ${freshRegtestAddress()} ${amount}`);
  const confirm = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
  expect(confirm.text).toContain("Send");
  // The handler stores which message is the confirmation after Telegram answered its send:
  // a press before that could only be told it is not the presser's (refused either way).
  await bot.idle();
  return confirm;
}

/** A message of the bot in `user`'s own chat, to press forged data on. */
async function ownMessage(user: typeof alice): Promise<FakeMessage> {
  const chat = privateChat(user);
  bot.fake.sendText(user, chat, "/help");
  return bot.fake.nextBotMessage(chat.id, ANSWER_MS);
}

async function press(user: typeof alice, message: FakeMessage, data: string) {
  const update = bot.fake.pressButton(user, message, data, { unchecked: true });
  await bot.fake.waitFor(() => bot.fake.answerFor(update), ANSWER_MS, `an answer to ${data}`);
  return bot.fake.answerFor(update);
}

describe("forged and replayed callback data", () => {
  it("guessed confirmation ids (200 random ones) pay nothing, and each is answered", async () => {
    const target = await ownMessage(mallory);
    await merchantOf(bot, mallory.id);
    const before = sends();
    const paidOut = sandbox.totals().paidOutSat;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("ok", "no"),
        fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        async (action, id) => {
          const answer = await press(mallory, target, `send:${action}:${id}`);
          expect(answer?.text).toMatch(/expired|no longer active/);
        },
      ),
      { numRuns: 200 },
    );
    expect(sends()).toBe(before);
    expect(sandbox.totals().paidOutSat).toBe(paidOut);
    tally.add("inputsTried", 200);
  });

  it("someone else's confirmation id, pressed in their own chat, is refused; the owner can still pay once", async () => {
    const confirm = await withdrawalConfirmation(alice, 3_000);
    const data = confirmData(confirm);
    const id = data.slice("send:ok:".length);
    const aliceMerchant = await merchantOf(bot, alice.id);
    const before = balanceOf(sandbox, aliceMerchant);
    const elsewhere = await ownMessage(mallory);

    for (const forged of [`send:ok:${id}`, `send:no:${id}`]) {
      const answer = await press(mallory, elsewhere, forged);
      expect(answer?.text).toBe(ELSEWHERE);
      expect(answer?.show_alert).toBe(true);
    }
    expect(balanceOf(sandbox, aliceMerchant)).toBe(before);

    // Mallory's Cancel did not cancel it: Alice pays, once.
    const sent = sends();
    bot.fake.pressButton(alice, confirm, data);
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.startsWith("✅"),
      ANSWER_MS,
      "sent",
    );
    expect(sends() - sent).toBe(1);
    expect(balanceOf(sandbox, aliceMerchant)).toBe(before - 3_000 - sandbox.onchainFeeSat);
    tally.add("paymentsMade");

    // Replayed afterwards by its owner: nothing more happens, on its message or any other.
    expect((await press(alice, confirm, data))?.text).toMatch(/already handled/i);
    expect((await press(alice, await ownMessage(alice), data))?.text).toBe(ELSEWHERE);
    expect(sends() - sent).toBe(1);
    expect(balanceOf(sandbox, aliceMerchant)).toBe(before - 3_000 - sandbox.onchainFeeSat);
  });

  it("a stranger pressing a used confirmation (sent, failed, cancelled) is refused and learns nothing of it", async () => {
    const elsewhere = await ownMessage(mallory);
    const sentConfirm = await withdrawalConfirmation(alice, 700);
    const sent = confirmData(sentConfirm);
    bot.fake.pressButton(alice, sentConfirm, sent);
    await bot.fake.waitFor(
      () => bot.fake.message(sentConfirm)?.text?.startsWith("✅"),
      ANSWER_MS,
      "sent",
    );
    sandbox.faults.add({ route: "sendOnchain", status: 400, message: "refused", times: 1 });
    const failedConfirm = await withdrawalConfirmation(alice, 800);
    const failed = confirmData(failedConfirm);
    bot.fake.pressButton(alice, failedConfirm, failed);
    await bot.fake.waitFor(
      () => bot.fake.message(failedConfirm)?.text?.startsWith("❌"),
      ANSWER_MS,
      "failed",
    );
    const cancelledConfirm = await withdrawalConfirmation(alice, 900);
    const cancelled = confirmData(cancelledConfirm);
    expect((await press(alice, cancelledConfirm, cancelled.replace(":ok:", ":no:")))?.text).toBe(
      "Cancelled.",
    );

    const before = sends();
    for (const data of [sent, failed, cancelled]) {
      for (const forged of [data, data.replace(":ok:", ":no:")]) {
        const answer = await press(mallory, elsewhere, forged);
        expect(answer?.text, forged).toBe(ELSEWHERE);
        expect(answer?.show_alert).toBe(true);
      }
    }
    expect(sends()).toBe(before);
  });

  it("a stranger in the group pressing a used tip confirmation is refused, not told the outcome", async () => {
    await merchantOf(bot, alice.id);
    await merchantOf(bot, bob.id);
    const idea = bot.fake.sendText(bob, lounge, "slides are up").message;
    bot.fake.sendText(alice, lounge, "/tip 2k for the slides", { replyTo: idea });
    const ask = await bot.fake.nextBotMessage(lounge.id, ANSWER_MS);
    expect(ask.text).toContain("Tip 2,000 sat to Bob?");
    const data = confirmData(ask);
    bot.fake.pressButton(alice, ask, data);
    await bot.fake.waitFor(
      () => bot.fake.message(ask)?.text?.includes("Bob received"),
      ANSWER_MS,
      "the tip to be sent",
    );
    expect((await bot.fake.nextBotMessage(alice.id, ANSWER_MS)).text).toMatch(/You tipped Bob/);

    for (const forged of [data, data.replace(":ok:", ":no:")]) {
      const answer = await press(mallory, ask, forged);
      expect(answer?.text).toBe(NOT_YOURS);
      expect(answer?.text).not.toMatch(/sent|handled/i);
    }
    expect((await press(alice, ask, data))?.text).toMatch(/already handled: sent/i);
  });

  it("a cancelled confirmation cannot be paid by replaying its Pay data", async () => {
    const confirm = await withdrawalConfirmation(alice, 1_000);
    const data = confirmData(confirm);
    const before = sends();
    const cancelled = await press(alice, confirm, data.replace("send:ok:", "send:no:"));
    expect(cancelled?.text).toBe("Cancelled.");
    const replay = await press(alice, confirm, data);
    expect(replay?.text).toMatch(/already handled|expired/i);
    expect(sends()).toBe(before);
  });

  it("history pages always show the presser's own history, whatever offset the data names", async () => {
    await withdrawalConfirmation(alice, 500);
    const chat = privateChat(mallory);
    const asked = bot.fake.sendText(mallory, chat, "/history");
    const page = await bot.fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(asked.message.message_id).toBeLessThan(page.message_id);
    for (const offset of ["0", "8", "9999"]) {
      const answer = await press(mallory, page, `hist:${offset}`);
      expect(answer).toBeDefined();
      const shown = bot.fake.message(page)?.text ?? "";
      expect(shown).not.toContain("3,000 sat");
      expect(shown).not.toContain("Withdrawal");
    }
  });
});

describe("a confirmation is bound to the account it was shown for", () => {
  let gateway: Sandbox;
  let ownBot: TestBot;
  beforeAll(async () => {
    gateway = await startSandbox({ port: 0 });
    ownBot = await startTestBot({
      env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
    });
  });
  afterAll(async () => {
    await ownBot?.stop();
    await gateway?.close();
  });

  async function connect(fake: TelegramFake, creds: MerchantCredentials): Promise<void> {
    const chat = privateChat(alice);
    fake.sendText(alice, chat, "/connect");
    for (const [answer, expected] of [
      [undefined, /connect your merchant/],
      [undefined, /merchant id/],
      [creds.merchantId, /API key/],
      [creds.apiKey, /secret key/],
      [creds.secretKey, /Checking/],
      [undefined, /Connected merchant/],
    ] as const) {
      if (answer) fake.sendText(alice, chat, answer);
      expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(expected);
    }
  }

  it("after /disconnect and /connect with another merchant, the old Confirm sends nothing", async () => {
    const { fake } = ownBot;
    const chat = privateChat(alice);
    const first = await gateway.createMerchant({ balanceSat: 10_000 });
    const second = await gateway.createMerchant({ balanceSat: 50_000 });
    await connect(fake, first);
    fake.sendText(alice, chat, `/withdraw ${freshRegtestAddress()} 3000`);
    const confirm = await fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(confirm.text).toContain("Send 3,000 sat");

    fake.sendText(alice, chat, "/disconnect");
    expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/removed/);
    await connect(fake, second);

    const pressed = fake.pressButton(alice, confirm, confirmData(confirm));
    await fake.waitFor(() => fake.answerFor(pressed), ANSWER_MS, "the press to be answered");
    expect(fake.answerFor(pressed)?.text).toBe(
      "Your account changed since this was shown. Nothing was sent: start again.",
    );
    await fake.waitFor(
      () => fake.message(confirm)?.text?.startsWith("🚫 Not sent"),
      ANSWER_MS,
      "the confirmation to say it was not sent",
    );
    expect(fake.message(confirm)?.text).toContain("no longer connected");
    expect(gateway.merchant(first.merchantId)?.balanceSat).toBe(10_000);
    expect(gateway.merchant(second.merchantId)?.balanceSat).toBe(50_000);
    expect(gatewayAttempts(ownBot.logs, "sendOnchain")).toBe(0);
  });
});
