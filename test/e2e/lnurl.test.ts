/** /lnurl: the user's own pay code, their lightning address, and setup help kept private. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeLnurl, parsePayTarget } from "../../src/bitcoin/lnurl.ts";
import { alice, buttonUrl, lounge, merchantOf, sandboxOf } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { type FakeMessage, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
});
afterEach(async () => {
  await bot.stop();
});

function codes(message: FakeMessage): string[] {
  const text = message.caption ?? message.text ?? "";
  return (message.entities ?? [])
    .filter((e) => e.type === "code")
    .map((e) => text.slice(e.offset, e.offset + e.length));
}

describe("/lnurl", () => {
  it("shows the lightning address of the pay code as <code>name@host</code>, and it pays the same account", async () => {
    bot.fake.openPrivateChat(alice);
    bot.fake.sendText(alice, privateChat(alice), "/lnurl");
    const photo = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(photo.method).toBe("sendPhoto");
    const [lnurl, address] = codes(photo);
    const merchantId = await merchantOf(bot, alice);
    const host = new URL(sandboxOf(bot).url).host;
    expect(address).toBe(`${merchantId}@${host}`);
    expect(photo.caption).toContain(`Lightning address: ${address}`);
    expect(lnurl).toMatch(/^lnurl1/);
    // The address is the pay code itself (LUD-16), not a guess.
    const target = parsePayTarget(address ?? "");
    expect(target?.url.toString()).toBe(decodeLnurl(lnurl ?? "").toString());
  });

  it("in a group, for an account without a webhook, sends the setup help (with its URL) in private only", async () => {
    bot.fake.openPrivateChat(alice);
    const merchantId = await merchantOf(bot, alice);
    await sandboxOf(bot).setWebhook(merchantId, undefined);
    const account = await bot.app.deps.accounts.find(alice.id);
    const url = account ? bot.app.deps.accounts.eventsUrlFor(account) : undefined;
    if (!account || !url) throw new Error("expected an events URL");

    bot.fake.sendText(alice, lounge, "/lnurl");
    const inGroup = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(inGroup.text).toMatch(/private/);
    const help = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(help.text).toContain(url);

    const groupText = bot.fake
      .messages(lounge.id)
      .filter((m) => m.sender === "bot")
      .map((m) => `${m.source ?? ""} ${JSON.stringify(m.reply_markup ?? {})}`)
      .join("\n");
    expect(groupText).not.toContain(account.eventsToken);
    expect(groupText).not.toContain("gateway-events");
  });

  it("in a group, for a member who never opened the private chat, points there without any URL", async () => {
    const merchantId = await merchantOf(bot, alice);
    await sandboxOf(bot).setWebhook(merchantId, undefined);
    const account = await bot.app.deps.accounts.find(alice.id);
    if (!account) throw new Error("no account");

    bot.fake.sendText(alice, lounge, "/lnurl");
    const inGroup = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(inGroup.text).toMatch(/private chat/);
    expect(buttonUrl(inGroup)).toMatch(/^https:\/\/t\.me\/.+\?start=lnurl$/);
    expect(inGroup.source).not.toContain(account.eventsToken);
    expect(bot.fake.botMessages(alice.id)).toHaveLength(0);
  });
});
