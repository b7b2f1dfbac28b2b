/**
 * /withdraw and its network fee: the fee the bot knows (ONCHAIN_FEE_SAT,
 * the sandbox's own fee by default) is shown before Confirm, counted in
 * the balance check, and kept in the outcome and /history; on a gateway
 * whose fee is not known the bot says one may apply.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";

const alice = createUser(4001, "Alice", { username: "alice" });
const chat = privateChat(alice);
const address = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

let bot: TestBot | undefined;
let gateway: Sandbox | undefined;
afterEach(async () => {
  await bot?.stop();
  await gateway?.close();
  bot = undefined;
  gateway = undefined;
});

function sandboxOf(test: TestBot): Sandbox {
  if (!test.app.sandbox) throw new Error("expected the embedded sandbox");
  return test.app.sandbox;
}

async function balanceOf(test: TestBot, sandbox: Sandbox): Promise<number> {
  const account = await test.app.deps.accounts.find(alice.id);
  if (!account) throw new Error("no account");
  return sandbox.merchant(account.credentials.merchantId)?.balanceSat ?? Number.NaN;
}

function confirmData(message: FakeMessage): string {
  const keyboard = message.reply_markup as
    | { inline_keyboard: Array<Array<{ callback_data?: string }>> }
    | undefined;
  const data = keyboard?.inline_keyboard[0]?.[0]?.callback_data;
  if (!data?.startsWith("send:ok:")) throw new Error("no Confirm button on the message");
  return data;
}

async function withdrawAndConfirm(test: TestBot, amount: string): Promise<FakeMessage> {
  test.fake.sendText(alice, chat, `/withdraw ${address} ${amount}`);
  const confirm = await test.fake.nextBotMessage(chat.id, 8_000);
  test.fake.pressButton(alice, confirm, confirmData(confirm));
  await test.fake.waitFor(() => test.fake.message(confirm)?.text?.startsWith("✅"), 8_000, "sent");
  return confirm;
}

async function historyText(test: TestBot): Promise<string> {
  test.fake.sendText(alice, chat, "/history");
  return (await test.fake.nextBotMessage(chat.id, 8_000)).text ?? "";
}

describe("the on-chain fee", () => {
  it("is shown before Confirm, in the outcome and in /history, and is what leaves the account", async () => {
    const test = await startTestBot();
    bot = test;
    const sandbox = sandboxOf(test);
    const before = await balanceOf(test, sandbox);
    test.fake.sendText(alice, chat, `/withdraw ${address} 20000`);
    const confirm = await test.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("Send 20,000 sat");
    expect(confirm.text).toContain("Network fee: 250 sat · 20,250 sat in all");
    test.fake.pressButton(alice, confirm, confirmData(confirm));
    await test.fake.waitFor(
      () => test.fake.message(confirm)?.text?.startsWith("✅"),
      8_000,
      "sent",
    );
    const outcome = test.fake.message(confirm)?.text ?? "";
    expect(outcome).toMatch(/^✅ Sent 20,000 sat on-chain\n/);
    expect(outcome).toContain("Network fee: 250 sat · 20,250 sat in all");
    expect(outcome).not.toContain("cannot be reversed");
    expect(await balanceOf(test, sandbox)).toBe(before - 20_250);
    expect(await historyText(test)).toContain("⛓ Withdrawal · 20,000 sat + 250 sat fee · ✅ sent");
  });

  it("an unknown outcome says so, keeps the address and fee, and is not retried", async () => {
    const test = await startTestBot();
    bot = test;
    const sandbox = sandboxOf(test);
    const before = await balanceOf(test, sandbox);
    test.fake.sendText(alice, chat, `/withdraw ${address} 3000`);
    const confirm = await test.fake.nextBotMessage(chat.id, 8_000);
    sandbox.faults.add({ route: "sendOnchain", dropAfterApply: true, times: 1 });
    test.fake.pressButton(alice, confirm, confirmData(confirm));
    await test.fake.waitFor(() => test.fake.message(confirm)?.text?.startsWith("❓"), 8_000, "?");
    const outcome = test.fake.message(confirm)?.text ?? "";
    expect(outcome).toMatch(/^❓ Withdrawal of 3,000 sat: unknown — not retried\.\n/);
    expect(outcome).toContain(`To: ${address}`);
    expect(outcome).toContain("Network fee: 250 sat · 3,250 sat in all");
    expect(outcome).toContain("not retried automatically");
    expect(outcome).not.toMatch(/Send 3,000 sat|\?\n/);
    expect(await balanceOf(test, sandbox)).toBe(before - 3_250);
  });

  it("counts in the balance check before Confirm", async () => {
    const test = await startTestBot({ env: { SANDBOX_START_BALANCE_SAT: "20100" } });
    bot = test;
    test.fake.sendText(alice, chat, `/withdraw ${address} 20000`);
    const answer = await test.fake.nextBotMessage(chat.id, 8_000);
    expect(answer.text).toBe(
      "Not enough funds: this needs 20,250 sat with the 250 sat network fee, and you can spend 20,100 sat right now.",
    );
    expect(answer.reply_markup).toBeUndefined();
    expect(await balanceOf(test, sandboxOf(test))).toBe(20_100);
  });

  it("follows ONCHAIN_FEE_SAT, which the embedded sandbox then charges", async () => {
    const test = await startTestBot({ env: { ONCHAIN_FEE_SAT: "400" } });
    bot = test;
    const sandbox = sandboxOf(test);
    const before = await balanceOf(test, sandbox);
    const confirm = await withdrawAndConfirm(test, "5000");
    expect(confirm.text).toContain("Network fee: 400 sat · 5,400 sat in all");
    expect(await balanceOf(test, sandbox)).toBe(before - 5_400);
  });

  it("on a gateway whose fee is not configured, says a network fee may apply", async () => {
    gateway = await startSandbox({ port: 0 });
    const test = await startTestBot({
      env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
    });
    bot = test;
    await test.app.deps.accounts.connect(
      alice.id,
      await gateway.createMerchant({ balanceSat: 100_000 }),
    );
    test.fake.sendText(alice, chat, `/withdraw ${address} 20000`);
    const confirm = await test.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toContain("A network fee may apply on top of this amount.");
    expect(confirm.text).not.toMatch(/in all/);
    test.fake.pressButton(alice, confirm, confirmData(confirm));
    await test.fake.waitFor(
      () => test.fake.message(confirm)?.text?.startsWith("✅"),
      8_000,
      "sent",
    );
    expect(test.fake.message(confirm)?.text).toContain("A network fee may apply");
    expect(await historyText(test)).toContain(
      "⛓ Withdrawal · 20,000 sat + network fee, if any · ✅ sent",
    );
  });
});
