/**
 * The send feature's Mini App routes (src/features/send/api.ts), over HTTP
 * against the real bot: what a send or a pledge made in the app tells
 * people in Telegram, the feature's own notes.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PayOutcome, SendPreview } from "../../../src/webapp/api-types.ts";
import { startTestBot, type TestBot } from "../../support/harness.ts";
import { createUser, privateChat } from "../../support/telegram-fake.ts";
import { until } from "../../support/until.ts";
import { api } from "../../webapp/support.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(3201, "Alice", { username: "alice", language_code: "en" });

describe("a pledge made in the app", () => {
  it("is announced in the payer's private chat with its claim link, once", async () => {
    // Alice has the bot's private chat (the app opens from it).
    bot.fake.sendText(alice, privateChat(alice), "/start");
    await bot.fake.nextBotMessage(alice.id, 8_000);
    const greeted = bot.fake.botMessages(alice.id).length;
    const preview = await api<SendPreview>(bot, alice, "POST", "/send", {
      to: "@not_seen_yet",
      amountSat: 250,
      note: "for the talk",
    });
    expect(preview.body).toMatchObject({ pledge: true });
    const press = () =>
      api<PayOutcome>(bot, alice, "POST", "/send/confirm", { quoteId: preview.body.quoteId });
    expect((await press()).body).toEqual({ outcome: "pledged" });
    const [offer] = await bot.app.deps.offers.openOf(alice.id);
    expect(offer?.kind).toBe("pledge");
    const link = `https://t.me/tip_test_bot?start=claim_${offer?.id}`;
    // The pledge's message (its Claim button) and the payer's note (the link to pass on).
    await until(() => bot.fake.botMessages(alice.id).length >= greeted + 2);
    const messages = bot.fake.botMessages(alice.id);
    expect(messages.some((m) => m.text?.includes("You pledged 250 sat to @not_seen_yet"))).toBe(
      true,
    );
    expect(messages.some((m) => m.text?.includes(link))).toBe(true);
    // A press again answers the same outcome and says nothing new in Telegram.
    expect((await press()).body).toEqual({ outcome: "pledged" });
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect(bot.fake.botMessages(alice.id)).toHaveLength(messages.length);
  });
});
