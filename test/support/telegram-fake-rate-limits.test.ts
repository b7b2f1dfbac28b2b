/**
 * The fake's Telegram flood limits: the limiter on its own clock, and the
 * 429 a real grammY bot gets through HTTP when the option is on.
 */
import { Bot, GrammyError } from "grammy";
import { afterEach, describe, expect, it } from "vitest";
import { isMessageMethod } from "../../src/chat/telegram-methods.ts";
import { RateLimiter } from "./telegram-fake/rate-limits.ts";
import { createUser, groupChat, privateChat, TelegramFake } from "./telegram-fake.ts";

function clock() {
  let now = 0;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("RateLimiter", () => {
  it("lets a chat burst 3 messages, then 1 per second, with the wait in whole seconds", () => {
    const time = clock();
    const limiter = new RateLimiter({}, time.now);
    for (let i = 0; i < 3; i += 1) expect(limiter.admit("sendMessage", 5)).toBeUndefined();
    expect(limiter.admit("sendMessage", 5)).toEqual({ kind: "chat", retryAfter: 1 });
    // Another chat is not held up by this one.
    expect(limiter.admit("sendMessage", 6)).toBeUndefined();
    time.advance(999);
    expect(limiter.admit("editMessageText", 5)?.kind).toBe("chat");
    time.advance(1);
    expect(limiter.admit("editMessageText", 5)).toBeUndefined();
    expect(limiter.admit("sendMessage", 5)).toEqual({ kind: "chat", retryAfter: 1 });
    expect(limiter.stats).toEqual({ admitted: 5, refused: { global: 0, chat: 3, group: 0 } });
  });

  it("allows 30 messages per second in all, across chats", () => {
    const time = clock();
    const limiter = new RateLimiter({}, time.now);
    for (let chat = 1; chat <= 30; chat += 1) {
      expect(limiter.admit("sendMessage", chat)).toBeUndefined();
      time.advance(10);
    }
    expect(limiter.admit("sendPhoto", 31)).toEqual({ kind: "global", retryAfter: 1 });
    // The first of the 30 leaves the window 1000 ms after it was sent.
    time.advance(1_000 - 300);
    expect(limiter.admit("sendPhoto", 31)).toBeUndefined();
    expect(limiter.admit("sendPhoto", 32)?.kind).toBe("global");
  });

  it("allows 20 messages per minute in a group, and says how long until the oldest leaves", () => {
    const time = clock();
    const limiter = new RateLimiter({}, time.now);
    for (let i = 0; i < 20; i += 1) {
      expect(limiter.admit("sendMessage", -100, true)).toBeUndefined();
      time.advance(1_000);
    }
    // 20 s after the first: the group's window is full for 40 s more.
    expect(limiter.admit("editMessageText", -100, true)).toEqual({
      kind: "group",
      retryAfter: 40,
    });
    time.advance(40_000);
    expect(limiter.admit("editMessageText", -100, true)).toBeUndefined();
  });

  it("does not count reading, chat actions, button answers or deletions", () => {
    const limiter = new RateLimiter({ globalPerWindow: 1 }, clock().now);
    for (const method of ["getUpdates", "sendChatAction", "answerCallbackQuery", "deleteMessage"]) {
      expect(isMessageMethod(method)).toBe(false);
      expect(limiter.admit(method, 1)).toBeUndefined();
      expect(limiter.admit(method, 1)).toBeUndefined();
    }
    expect(limiter.stats.admitted).toBe(0);
  });
});

describe("the fake with rate limits", () => {
  let telegram: TelegramFake | undefined;
  afterEach(async () => {
    await telegram?.close();
    telegram = undefined;
  });

  async function startFake(rateLimits?: boolean) {
    telegram = new TelegramFake(rateLimits === undefined ? {} : { rateLimits });
    await telegram.start();
    const bot = new Bot(telegram.token, {
      botInfo: telegram.botInfo,
      client: { apiRoot: telegram.apiRoot },
    });
    return { telegram, bot };
  }

  it("answers a call over the chat limit with Telegram's 429 and carries nothing out", async () => {
    const { telegram, bot } = await startFake(true);
    const alice = createUser(1001, "Alice");
    telegram.openPrivateChat(alice);
    for (let i = 0; i < 3; i += 1) await bot.api.sendMessage(alice.id, `burst ${i}`);
    const error = await bot.api.sendMessage(alice.id, "one too many").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammyError);
    const refused = error as GrammyError;
    expect(refused.error_code).toBe(429);
    expect(refused.description).toBe("Too Many Requests: retry after 1");
    expect(refused.parameters.retry_after).toBe(1);
    expect(telegram.botMessages(alice.id).map((m) => m.text)).toEqual([
      "burst 0",
      "burst 1",
      "burst 2",
    ]);
    expect(telegram.rateLimitStats?.refused.chat).toBe(1);
  });

  it("knows a group by its chat type and limits it to 20 a minute", async () => {
    const { telegram, bot } = await startFake();
    telegram.setRateLimits({ chatBurst: 100 });
    const group = groupChat(-4242, "Busy");
    const member = createUser(1002, "Bob");
    telegram.sendText(member, group, "hello");
    for (let i = 0; i < 20; i += 1) await bot.api.sendMessage(group.id, `receipt ${i}`);
    const error = (await bot.api.sendMessage(group.id, "21st").catch((e: unknown) => e)) as
      | GrammyError
      | undefined;
    expect(error?.error_code).toBe(429);
    expect(error?.parameters.retry_after).toBeGreaterThanOrEqual(59);
    // A private chat is still open.
    telegram.openPrivateChat(member);
    await expect(bot.api.sendMessage(privateChat(member).id, "hi")).resolves.toBeDefined();
  });

  it("is off by default: a burst in one chat all goes through", async () => {
    const { telegram, bot } = await startFake();
    const alice = createUser(1001, "Alice");
    telegram.openPrivateChat(alice);
    for (let i = 0; i < 10; i += 1) await bot.api.sendMessage(alice.id, `m${i}`);
    expect(telegram.botMessages(alice.id)).toHaveLength(10);
    expect(telegram.rateLimitStats).toBeUndefined();
  });
});
