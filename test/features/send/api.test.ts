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
    // One message: the payer's note with the link to pass on (a card in their own chat would
    // reach no one but them).
    await until(() => bot.fake.botMessages(alice.id).length >= greeted + 1);
    const messages = bot.fake.botMessages(alice.id);
    const added = messages.slice(greeted);
    expect(added).toHaveLength(1);
    expect(added[0]?.text).toContain("You pledged 250 sat to @not_seen_yet");
    expect(added[0]?.text).toContain(link);
    expect(added[0]?.text).not.toContain("tap to claim");
    // A press again answers the same outcome and says nothing new in Telegram.
    expect((await press()).body).toEqual({ outcome: "pledged" });
    expect(await bot.app.deps.offers.openOf(alice.id)).toHaveLength(1);
    expect(bot.fake.botMessages(alice.id)).toHaveLength(messages.length);
  });
});
