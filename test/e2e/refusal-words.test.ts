/**
 * A payment refused after its confirmation, told in the payer's language:
 * the engine records why as data (the gateway's refusal: its code and its
 * own words), and the outcome and /history say it in a German sentence,
 * the gateway's English words only quoted inside it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";

const anna = createUser(3101, "Anna", { username: "anna_de", language_code: "de" });

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

function payButton(message: FakeMessage): string {
  const keyboard = message.reply_markup as
    | { inline_keyboard: Array<Array<{ callback_data?: string }>> }
    | undefined;
  const data = keyboard?.inline_keyboard[0]?.[0]?.callback_data;
  if (!data?.startsWith("send:ok:")) throw new Error("no Pay button on the message");
  return data;
}

describe("a refusal in the payer's language", () => {
  it("the gateway refuses after Pay: the outcome and /history say so in German, its words only quoted", async () => {
    bot = await startTestBot();
    const test = bot;
    const sandbox = test.app.sandbox;
    if (!sandbox) throw new Error("expected the embedded sandbox");
    const chat = privateChat(anna);
    const bob = createUser(3102, "Bob", { username: "bob_en" });
    test.fake.sendText(bob, privateChat(bob), "/invoice 2000 Kaffee");
    const photo = await test.fake.nextBotMessage(bob.id, 8_000);
    const code = photo.entities?.find((e) => e.type === "code");
    if (!code) throw new Error("no invoice in the caption");
    const invoice = (photo.caption ?? "").slice(code.offset, code.offset + code.length);

    test.fake.sendText(anna, chat, `/pay ${invoice}`);
    const question = await test.fake.nextBotMessage(chat.id, 8_000);
    expect(question.text).toContain("2.000 sat");
    // Between the question and her press, her money is frozen: the gateway refuses the send.
    const account = await test.app.deps.accounts.find(anna.id);
    if (!account) throw new Error("no account");
    const merchant = sandbox.merchant(account.credentials.merchantId);
    await sandbox.setFrozen(account.credentials.merchantId, merchant?.balanceSat ?? 0);

    test.fake.pressButton(anna, question, payButton(question));
    const outcome = await test.fake.waitFor(
      () => {
        const shown = test.fake.message(question);
        return shown?.text?.startsWith("❌") && shown;
      },
      8_000,
      "the outcome",
    );
    const refusal =
      /Das Gateway hat abgelehnt: „Insufficient balance: 2000 sat needed, 0 sat spendable“\./;
    expect(outcome.text).toMatch(refusal);
    expect(outcome.text).toContain("Von deinem Konto ist nichts abgegangen.");

    test.fake.sendText(anna, chat, "/history");
    const history = await test.fake.waitFor(
      () => test.fake.botMessages(chat.id).find((m) => m.text?.includes("Verlauf")),
      8_000,
      "/history",
    );
    // The reason under the failed payment: the same German sentence, not the gateway's words alone.
    expect(history.text).toMatch(refusal);
    expect(history.text).not.toMatch(/\n\s*Insufficient balance/);
  });
});
