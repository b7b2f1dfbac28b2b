/**
 * Pledged tips, end to end through the Bot API fake and the sandbox: a tip
 * to a member who cannot receive one becomes a pledge; the member claims it
 * through its deep link (paid exactly as a tip), the payer cancels it from
 * /history, or it expires; claims race each other, and money stays put
 * when the payer cannot pay.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  alice,
  balanceOf,
  bob,
  buttonUrl,
  carol,
  lounge,
  merchantOf,
  sandboxOf,
} from "../bot/group-fixture.ts";
import { startTestBot, type TestBot, type TestBotOptions } from "../support/harness.ts";
import { type FakeMessage, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
afterEach(async () => {
  await bot.stop();
});

async function start(options: TestBotOptions = {}): Promise<TestBot> {
  bot = await startTestBot({
    ...options,
    env: { TIP_COMMAND_DELETE_DELAY_MS: "20", GROUP_COMMANDS_PER_MINUTE: "50", ...options.env },
  });
  for (const user of [alice, bob, carol]) bot.fake.openPrivateChat(user);
  return bot;
}

/** Polls `condition` every 20 ms for at most 10 s. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not within 10 s`);
}

/** The `start` payload of a message's URL button. */
function startPayload(message: FakeMessage): string {
  const url = buttonUrl(message);
  if (!url) throw new Error(`no URL button on "${message.text}"`);
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe("https://t.me/tip_test_bot");
  return link.searchParams.get("start") ?? "";
}

/** Alice tips Carol (who has no account) in the lounge; returns the pledge message. */
async function alicePledgesToCarol(amount = 300, note = ""): Promise<FakeMessage> {
  const said = bot.fake.sendText(carol, lounge, "gm, here is a great idea").message;
  bot.fake.sendText(alice, lounge, `/tip ${amount}${note ? ` ${note}` : ""}`, { replyTo: said });
  const message = await bot.fake.nextBotMessage(lounge.id, 8_000);
  expect(message.reply_to_message_id).toBe(said.message_id);
  return message;
}

describe("a tip to a member who cannot receive one", () => {
  it("becomes a pledge: a group message with a claim link, the payer told in private, nothing paid", async () => {
    await start();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const message = await alicePledgesToCarol(300, "for the idea");
    expect(message.text).toContain("Alice pledged 300 sat to Carol — Carol, tap to claim");
    expect(message.text).toContain("for the idea");
    expect(message.text).toContain("test money");
    expect(startPayload(message)).toMatch(/^claim_[A-Za-z0-9_-]{22}$/);
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("You pledged 300 sat to Carol in Lightning Lounge");
    expect(note.text).toContain("Nothing has left your account");
    expect(balanceOf(bot, payer)).toBe(before);
    expect(await bot.app.deps.accounts.findExisting(carol.id)).toBeUndefined();
    const open = await bot.app.deps.offers.openOf(alice.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ kind: "pledge", forUserId: carol.id, shareSat: 300 });
  });
});
