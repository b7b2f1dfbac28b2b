/**
 * /start in a private chat: every deep link the bot makes lands where it
 * promised, and the welcome shows the user's lightning address when the
 * gateway's pay code is one.
 */
import type { ChatMemberUpdated } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import { alice, bob, botUser, buttonUrl, lounge, merchantOf } from "../chat/group-fixture.ts";
import { type FakeGateway, json, startFakeGateway } from "../gateway/fake-gateway.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  groupChat,
  type MessageRef,
  privateChat,
} from "../support/telegram-fake.ts";

let bot: TestBot | undefined;
let gateway: FakeGateway | undefined;
afterEach(async () => {
  await bot?.stop();
  await gateway?.close();
  bot = undefined;
  gateway = undefined;
});

/** The `start` payload of a t.me deep link on a message's URL button. */
function startPayload(message: FakeMessage): string {
  const url = buttonUrl(message);
  if (!url) throw new Error(`no URL button on "${message.text}"`);
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe("https://t.me/tip_test_bot");
  const payload = link.searchParams.get("start");
  if (payload === null) throw new Error(`not a start link: ${url}`);
  return payload;
}

/** What each deep link must lead to in the private chat (on the sandbox). */
const LANDINGS: Record<string, (answer: FakeMessage) => void> = {
  balance: (answer) => expect(answer.text).toContain("Spendable: 100,000 sat"),
  connect: (answer) => expect(answer.text).toMatch(/nothing to connect/),
  help: (answer) => expect(answer.text).toContain("Hi Dave"),
  history: (answer) => expect(answer.text).toMatch(/No operations yet/),
  invoice: (answer) => expect(answer.text).toMatch(/How much should the invoice be for/),
  lnurl: (answer) => expect(answer.method).toBe("sendPhoto"),
  pay: (answer) => expect(answer.text).toMatch(/What should I pay/),
  settings: (answer) => expect(answer.text).toContain("⚙️ Settings"),
  tip: (answer) => expect(answer.text).toMatch(/Tipping.*reply to someone's message/s),
  // Dave opens Erin's pledge: it is not his to claim.
  claim: (answer) => expect(answer.text).toContain("This pledge is for Erin, not for you"),
  withdraw: (answer) => expect(answer.text).toMatch(/Which bitcoin address/),
};

describe("deep links", () => {
  it("every link the bot puts in a group continues in the private chat where it promised", async () => {
    const running = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "50" } });
    bot = running;
    const fake = running.fake;
    // Dave never opened a private chat with the bot: the group is all he has.
    const dave = createUser(3105, "Dave");
    const group = groupChat(-6161, "Link Lane");
    const links = new Map<string, string>();
    const collect = async (text: string, from = dave, replyTo?: MessageRef) => {
      fake.sendText(from, group, text, replyTo ? { replyTo } : {});
      const answer = await fake.nextBotMessage(group.id, 8_000);
      links.set(startPayload(answer), text);
    };
    for (const command of [
      "/balance",
      "/pay",
      "/withdraw",
      "/settings",
      "/connect",
      "/history",
      "/help",
    ]) {
      await collect(command);
    }
    // A tip to someone who cannot receive yet becomes a pledge with a claim link (for Erin only).
    await merchantOf(running, alice);
    const erinSays = fake.sendText(createUser(3106, "Erin"), group, "hi all").message;
    await collect("/tip 10", alice, erinSays);
    const claim = [...links.keys()].find((payload) => payload.startsWith("claim_"));
    if (!claim) throw new Error("no claim link from the pledge");
    // Kept under "claim", with the whole payload (it carries a random id) in place of the command.
    links.delete(claim);
    links.set("claim", claim);
    // The welcome when the bot is added to a group.
    const joined = groupChat(-6262, "New Place");
    fake.setChatMember(joined, botUser(running), "member");
    await fake.waitFor(() => fake.calls("getUpdates")[0], 8_000, "the first poll");
    const user = botUser(running);
    const update: { my_chat_member: ChatMemberUpdated } = {
      my_chat_member: {
        chat: joined,
        from: dave,
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: "left", user },
        new_chat_member: { status: "member", user },
      },
    };
    fake.injectUpdate(update);
    links.set(startPayload(await fake.nextBotMessage(joined.id, 8_000)), "joining a group");

    expect([...links.keys()].sort()).toEqual([
      "balance",
      "claim",
      "connect",
      "help",
      "history",
      "pay",
      "settings",
      "tip",
      "withdraw",
    ]);
    const chat = privateChat(dave);
    for (const [payload, from] of links) {
      fake.sendText(dave, chat, `/start ${payload === "claim" ? from : payload}`);
      const answer = await fake.nextBotMessage(dave.id, 8_000);
      const land = LANDINGS[payload];
      if (!land) throw new Error(`no landing known for /start ${payload} (from ${from})`);
      land(answer);
    }
  });

  it("links for the other private commands land on them too; unknown ones get the welcome", async () => {
    bot = await startTestBot();
    const chat = privateChat(bob);
    for (const payload of ["history", "invoice", "lnurl", "help"]) {
      bot.fake.sendText(bob, chat, `/start ${payload}`);
      const answer = await bot.fake.nextBotMessage(bob.id, 8_000);
      if (payload === "help") expect(answer.text).toContain("Hi Bob");
      else LANDINGS[payload]?.(answer);
    }
    bot.fake.sendText(bob, chat, "/start from-a-friend");
    expect((await bot.fake.nextBotMessage(bob.id, 8_000)).text).toContain("Hi Bob");
  });

  it("/start connect on a real gateway starts the three questions", async () => {
    gateway = await startFakeGateway();
    bot = await startTestBot({
      env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
    });
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/start connect");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toMatch(/connect your merchant/);
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toMatch(/merchant id/);
  });
});

describe("the welcome's lightning address", () => {
  it("is shown as <code>name@host</code> when the gateway's pay code is a lightning address", async () => {
    gateway = await startFakeGateway();
    const payCode = encodeLnurl("https://pay.example.com/.well-known/lnurlp/alice");
    gateway.respond(json(200, { invoice: payCode }));
    bot = await startTestBot({
      env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
    });
    const chat = privateChat(alice);
    // Without an account: no address, and no gateway call.
    bot.fake.sendText(alice, chat, "/start");
    const before = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(before.text).not.toContain("lightning address:");
    expect(gateway.requests).toHaveLength(0);

    await bot.app.deps.accounts.connect(alice.id, {
      merchantId: "m-alice",
      apiKey: "key-alice",
      secretKey: "ab".repeat(32),
    });
    bot.fake.sendText(alice, chat, "/start");
    const welcome = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(welcome.text).toContain("Your lightning address: alice@pay.example.com");
    expect(welcome.source).toContain("<code>alice@pay.example.com</code>");
    expect(gateway.requests[0]?.url).toMatch(/^\/gateway\/api\/lightning\/v1\/lnurl\/address\?/);

    // No webhook yet (the gateway refuses 4.6): the welcome comes without the address.
    gateway.respond(json(400, { code: 9, message: "Set up a webhook first.", details: [] }));
    bot.fake.sendText(alice, chat, "/start");
    const refused = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(refused.text).toContain("Hi Alice");
    expect(refused.text).not.toContain("lightning address:");
  });

  it("is the sandbox pay code's own address (<merchant id>@host) in private; never in a group", async () => {
    bot = await startTestBot();
    const chat = privateChat(alice);
    const merchant = await merchantOf(bot, alice);
    bot.fake.sendText(alice, chat, "/start");
    const welcome = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(welcome.text).toContain("Hi Alice");
    expect(welcome.text).toMatch(
      new RegExp(`Your lightning address: ${merchant}@127\\.0\\.0\\.1:\\d+`),
    );

    bot.fake.sendText(alice, lounge, "/start@tip_test_bot");
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).not.toContain("Hi Alice");
  });
});

describe("the private welcome", () => {
  it("names /send and the group commands; inline mode only when BotFather turned it on", async () => {
    bot = await startTestBot();
    bot.fake.sendText(alice, privateChat(alice), "/help");
    const welcome = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(welcome.text).toContain(
      "/send amount @user | user@domain [note] – pay someone directly",
    );
    expect(welcome.text).toContain("/giveaway, /rain, /tipjar, /top – share sats with a group");
    expect(welcome.text).toContain("/history – your recent operations and open pledges");
    // This fake's bot has inline mode off: "@bot 1000" would do nothing, so it is not offered.
    expect(welcome.text).not.toContain("@tip_test_bot 1000");
  });
});
