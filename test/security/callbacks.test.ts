/**
 * Callback data is chosen by the client: a modified Telegram client can
 * send any data for any button of a message it sees. Such data must never
 * act on an operation that is not the presser's, nor act twice, nor act on
 * a guess; every press is still answered.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "../../src/sandbox/server.ts";
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
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";

const tally = new Tally("callbacks");
const alice = createUser(76_001, "Alice");
const mallory = createUser(76_002, "Mallory");

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
      expect(answer?.text).toBe("Only the person who asked can press this button.");
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

    // Replayed afterwards by anyone, on any message: nothing more happens.
    for (const [who, where] of [
      [alice, confirm],
      [alice, await ownMessage(alice)],
      [mallory, elsewhere],
    ] as const) {
      const answer = await press(who, where, data);
      expect(answer?.text).toMatch(/already handled/i);
    }
    expect(sends() - sent).toBe(1);
    expect(balanceOf(sandbox, aliceMerchant)).toBe(before - 3_000 - sandbox.onchainFeeSat);
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
