/**
 * The outgoing queue on a fake clock: which calls go when, in what order,
 * what is collapsed, and what a 429 does. Telegram is a stub `fetch` here;
 * test/e2e/telegram-limits.test.ts drives the real bot through the Bot API
 * fake with its limits on.
 */
import { Bot, InputFile } from "grammy";
import type nodeFetch from "node-fetch";
import { Response } from "node-fetch";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  NO_OUTGOING_LIMITS,
  type OutgoingPriority,
  OutgoingQueue,
  type OutgoingQueueOptions,
  withPriority,
} from "../../src/chat/outgoing-queue.ts";
import { asGrammyFetch } from "../../src/chat/telegram-http.ts";
import { retryingFetch } from "../../src/chat/telegram-retry.ts";
import { RateLimiter } from "../support/telegram-fake/rate-limits.ts";
import { createUser, groupChat, TelegramFake } from "../support/telegram-fake.ts";

type Fetch = typeof nodeFetch;

interface Sent {
  method: string;
  body: Record<string, unknown>;
  at: number;
}

/** A stub Bot API: records what reached it and when; `answer` decides the reply. */
function stubTelegram(
  answer: (sent: Sent) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { ok: true, result: true },
  }),
) {
  const sent: Sent[] = [];
  const fetch = (async (input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) => {
    const url = String(input);
    const record: Sent = {
      method: url.slice(url.lastIndexOf("/") + 1),
      body:
        typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      at: Date.now(),
    };
    sent.push(record);
    const reply = answer(record);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as unknown as Fetch;
  return { sent, fetch };
}

function queueOver(fetch: Fetch, options: OutgoingQueueOptions = {}) {
  const queue = new OutgoingQueue({ fetch, now: () => Date.now(), ...options });
  const call = (method: string, body: Record<string, unknown>) =>
    queue
      .fetch()(`http://127.0.0.1:1/bot1:x/${method}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      .then((response) => response.json() as Promise<{ ok: boolean; result?: unknown }>);
  return { queue, call };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const started = 1_000_000;
const offsets = (sent: Sent[]) => sent.map((record) => record.at - started);

describe("OutgoingQueue pacing", () => {
  it("sends a burst of 3 to one chat at once, then one per 1.1 s; other chats are not held up", async () => {
    const telegram = stubTelegram();
    const { call } = queueOver(telegram.fetch);
    const done = Array.from({ length: 5 }, (_, i) =>
      call("sendMessage", { chat_id: 7, text: `${i}` }),
    );
    const other = call("sendMessage", { chat_id: 8, text: "other" });
    await vi.advanceTimersByTimeAsync(0);
    expect(telegram.sent.map((s) => s.body.chat_id)).toEqual([7, 7, 7, 8]);
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all([...done, other]);
    expect(offsets(telegram.sent.filter((s) => s.body.chat_id === 7))).toEqual([
      0, 0, 0, 1_100, 2_200,
    ]);
    expect(telegram.sent.filter((s) => s.body.chat_id === 7).map((s) => s.body.text)).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
    ]);
  });

  it("tells its observer each call's wait: none for the burst, then a chat's turn each", async () => {
    // The exact waits, on the queue's clock; the running bot's /metrics test reads them under load.
    const telegram = stubTelegram();
    const waits: Array<[number, OutgoingPriority]> = [];
    const { call } = queueOver(telegram.fetch, {
      observer: {
        watch: () => undefined,
        waited: (seconds, priority) => waits.push([seconds, priority]),
      },
    });
    const done = Array.from({ length: 6 }, (_, i) =>
      call("sendMessage", { chat_id: 7, text: `${i}` }),
    );
    await vi.advanceTimersByTimeAsync(4_000);
    await Promise.all(done);
    expect(waits).toEqual([
      [0, "reply"],
      [0, "reply"],
      [0, "reply"],
      [1.1, "reply"],
      [2.2, "reply"],
      [3.3, "reply"],
    ]);
  });

  it("sends at most 30 in any 1.1 s across chats", async () => {
    const telegram = stubTelegram();
    const { call, queue } = queueOver(telegram.fetch);
    const done = Array.from({ length: 70 }, (_, i) =>
      call("sendMessage", { chat_id: i + 1, text: "x" }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(telegram.sent).toHaveLength(30);
    expect(queue.length).toBe(40);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(telegram.sent).toHaveLength(60);
    await vi.advanceTimersByTimeAsync(1_100);
    await Promise.all(done);
    expect(queue.length).toBe(0);
  });

  it("sends at most 20 a minute to a group", async () => {
    const telegram = stubTelegram();
    const { call } = queueOver(telegram.fetch, { limits: { chatBurst: 100 } });
    const done = Array.from({ length: 22 }, (_, i) =>
      call("sendMessage", { chat_id: -500, text: `${i}` }),
    );
    await vi.advanceTimersByTimeAsync(59_000);
    expect(telegram.sent).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1_200);
    await Promise.all(done);
    expect(offsets(telegram.sent).slice(18)).toEqual([0, 0, 60_100, 60_100]);
  });

  it("keeps a group's 20 within a shorter window when given one (tests shorten Telegram's minute)", async () => {
    const telegram = stubTelegram();
    const { call } = queueOver(telegram.fetch, {
      limits: { chatBurst: 100, groupWindowMs: 30_000 },
    });
    const done = Array.from({ length: 22 }, (_, i) =>
      call("sendMessage", { chat_id: -500, text: `${i}` }),
    );
    await vi.advanceTimersByTimeAsync(29_000);
    expect(telegram.sent).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1_200);
    await Promise.all(done);
    expect(offsets(telegram.sent).slice(18)).toEqual([0, 0, 30_100, 30_100]);
  });

  it("counts a call in its windows from when Telegram answered: a late arrival cannot make the next call early", async () => {
    // Telegram counts a call when it arrives, somewhere between the send and the answer; on a
    // loaded machine that can be far more than the margin after the send. The first call here
    // arrives 300 ms late: counted from its send, the fourth would go at 1.1 s and be refused.
    const limiter = new RateLimiter(
      { groupPerWindow: 2, groupWindowMs: 1_000, chatBurst: 100, chatPerSecond: 100 },
      () => Date.now(),
    );
    const arrivals: number[] = [];
    const fetch = (async (_input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) => {
      const body = JSON.parse(String(init?.body)) as { text: string };
      if (body.text === "0") await new Promise((resolve) => setTimeout(resolve, 300));
      arrivals.push(Date.now() - started);
      const refused = limiter.admit("sendMessage", -500, true);
      return refused
        ? new Response(JSON.stringify({ ok: false, error_code: 429, description: "Too Many" }), {
            status: 429,
          })
        : new Response(JSON.stringify({ ok: true, result: true }), { status: 200 });
    }) as unknown as Fetch;
    const { call } = queueOver(fetch, {
      limits: { groupPerMinute: 2, groupWindowMs: 1_000, chatBurst: 100, chatPerSecond: 100 },
    });
    const answers = Array.from({ length: 4 }, (_, i) =>
      call("sendMessage", { chat_id: -500, text: `${i}` }),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await Promise.all(answers)).map((answer) => answer.ok)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(limiter.stats.refused.group).toBe(0);
    expect(arrivals).toEqual([0, 300, 1_100, 1_400]);
  });

  it("counts a call in its chat's bucket from when Telegram answered: a full bucket does not refill behind it", async () => {
    // The first call arrives 2 s after its send. Counted from the send, the bucket is full again
    // at its answer and three more go at once; Telegram, counting from the arrival, has two left.
    const limiter = new RateLimiter({ chatBurst: 3, chatPerSecond: 1 }, () => Date.now());
    const arrivals: number[] = [];
    const fetch = lateFirstCall(limiter, arrivals);
    const { call } = queueOver(fetch);
    const first = call("sendMessage", { chat_id: 42, text: "0" });
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await first).ok).toBe(true);
    const answers = Array.from({ length: 3 }, (_, i) =>
      call("sendMessage", { chat_id: 42, text: `${i + 1}` }),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await Promise.all(answers)).map((answer) => answer.ok)).toEqual([true, true, true]);
    expect(limiter.stats.refused.chat).toBe(0);
    expect(arrivals).toEqual([2_000, 2_000, 2_000, 3_100]);
  });

  it("does not refill a chat's bucket behind a call still on its way: it may arrive at any moment", async () => {
    // The first call takes 2 s to arrive. While it is under way the bucket refills to full by
    // the send's count, and three calls made at 1.1 s would go at once, ahead of it; Telegram,
    // counting the first on its late arrival, would refuse one.
    const limiter = new RateLimiter({ chatBurst: 3, chatPerSecond: 1 }, () => Date.now());
    const arrivals: number[] = [];
    const fetch = lateFirstCall(limiter, arrivals);
    const { call } = queueOver(fetch);
    const answers = [call("sendMessage", { chat_id: 42, text: "0" })];
    await vi.advanceTimersByTimeAsync(1_100);
    for (let i = 1; i <= 3; i++) answers.push(call("sendMessage", { chat_id: 42, text: `${i}` }));
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await Promise.all(answers)).map((answer) => answer.ok)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(limiter.stats.refused.chat).toBe(0);
    expect(arrivals).toEqual([1_100, 1_100, 2_000, 2_200]);
  });

  it("lets calls that are not messages pass at once, whatever the queue holds", async () => {
    const telegram = stubTelegram();
    const { call, queue } = queueOver(telegram.fetch, { limits: { globalPerSecond: 1 } });
    void call("sendMessage", { chat_id: 1, text: "a" });
    void call("sendMessage", { chat_id: 2, text: "b" });
    await call("answerCallbackQuery", { callback_query_id: "q" });
    await call("getUpdates", { offset: 1 });
    await call("sendChatAction", { chat_id: 2, action: "typing" });
    expect(telegram.sent.map((s) => s.method)).toEqual([
      "sendMessage",
      "answerCallbackQuery",
      "getUpdates",
      "sendChatAction",
    ]);
    expect(queue.length).toBe(1);
  });
});

describe("OutgoingQueue order", () => {
  it("sends payment outcomes first, then replies, then notifications", async () => {
    const telegram = stubTelegram();
    const { call } = queueOver(telegram.fetch, { limits: { globalPerSecond: 1 } });
    const send = (priority: OutgoingPriority | undefined, chat: number) =>
      priority
        ? withPriority(priority, () => call("sendMessage", { chat_id: chat, text: priority }))
        : call("sendMessage", { chat_id: chat, text: "reply" });
    void send(undefined, 1); // goes at once: the one slot of this second
    const rest = [send("notification", 2), send(undefined, 3), send("payment", 4)];
    await vi.advanceTimersByTimeAsync(4_000);
    await Promise.all(rest);
    expect(telegram.sent.map((s) => s.body.text)).toEqual([
      "reply",
      "payment",
      "reply",
      "notification",
    ]);
  });

  it("keeps a call's priority across awaits inside withPriority", async () => {
    const telegram = stubTelegram();
    const { call } = queueOver(telegram.fetch, { limits: { globalPerSecond: 1 } });
    void call("sendMessage", { chat_id: 1, text: "first" });
    const late = withPriority("notification", async () => {
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 10));
      return call("sendMessage", { chat_id: 2, text: "notification" });
    });
    await vi.advanceTimersByTimeAsync(20);
    const reply = call("sendMessage", { chat_id: 3, text: "reply" });
    await vi.advanceTimersByTimeAsync(3_000);
    await Promise.all([late, reply]);
    expect(telegram.sent.map((s) => s.body.text)).toEqual(["first", "reply", "notification"]);
  });

  it("does not starve notifications: replies queued over 5 s after one go after it", async () => {
    const telegram = stubTelegram();
    const { call } = queueOver(telegram.fetch, { limits: { globalPerSecond: 1, marginMs: 0 } });
    void call("sendMessage", { chat_id: 1, text: "first" });
    const note = withPriority("notification", () =>
      call("sendMessage", { chat_id: 2, text: "notification" }),
    );
    // A new reply every 500 ms: twice what can go, for 10 s.
    for (let i = 0; i < 20; i += 1) {
      void call("sendMessage", { chat_id: 100 + i, text: `${i * 500}` });
      await vi.advanceTimersByTimeAsync(500);
    }
    await vi.advanceTimersByTimeAsync(20_000);
    await note;
    const order = telegram.sent.map((s) => s.body.text);
    const at = order.indexOf("notification");
    const queuedBefore = order.slice(1, at).map(Number);
    const queuedAfter = order.slice(at + 1).map(Number);
    expect(Math.max(...queuedBefore)).toBeLessThanOrEqual(5_000);
    expect(Math.min(...queuedAfter)).toBeGreaterThanOrEqual(5_000);
    expect(queuedAfter.length).toBeGreaterThan(0);
  });
});

describe("OutgoingQueue coalescing", () => {
  it("collapses pending edits of one message into the newest; every caller gets its answer", async () => {
    let edits = 0;
    const telegram = stubTelegram((sent) => {
      if (sent.method === "editMessageText") edits += 1;
      return { status: 200, body: { ok: true, result: { message_id: 9, text: sent.body.text } } };
    });
    const { call, queue } = queueOver(telegram.fetch);
    // The chat's burst is spent: the edits wait.
    for (let i = 0; i < 3; i += 1) void call("sendMessage", { chat_id: -5, text: `m${i}` });
    const edit = (text: string) => call("editMessageText", { chat_id: -5, message_id: 9, text });
    const answers = [edit("total 100"), edit("total 300"), edit("total 600")];
    // An edit of another message is its own call.
    const other = call("editMessageText", { chat_id: -5, message_id: 10, text: "other" });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.length).toBe(2);
    await vi.advanceTimersByTimeAsync(3_000);
    const results = await Promise.all(answers);
    await other;
    expect(edits).toBe(2);
    expect(telegram.sent.filter((s) => s.body.message_id === 9).map((s) => s.body.text)).toEqual([
      "total 600",
    ]);
    for (const result of results)
      expect(result).toEqual({ ok: true, result: { message_id: 9, text: "total 600" } });
    expect(queue.stats.coalesced).toBe(2);
  });
});

describe("OutgoingQueue and 429", () => {
  it("pauses the chat for retry_after; the resend of retryingFetch waits for it and nothing is lost", async () => {
    let refuse = true;
    const telegram = stubTelegram((sent) => {
      if (sent.body.chat_id === 7 && refuse) {
        refuse = false;
        return {
          status: 429,
          body: {
            ok: false,
            error_code: 429,
            description: "Too Many Requests: retry after 3",
            parameters: { retry_after: 3 },
          },
        };
      }
      return { status: 200, body: { ok: true, result: true } };
    });
    const queue = new OutgoingQueue({ fetch: telegram.fetch, now: () => Date.now() });
    const fetch = retryingFetch(queue.fetch(), (ms) => new Promise((r) => setTimeout(r, ms)));
    const post = (body: Record<string, unknown>) =>
      fetch("http://127.0.0.1:1/bot1:x/sendMessage", {
        method: "POST",
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ ok: boolean }>);
    const refused = post({ chat_id: 7, text: "outcome" });
    await vi.advanceTimersByTimeAsync(0);
    const next = post({ chat_id: 7, text: "after" });
    const elsewhere = post({ chat_id: 8, text: "elsewhere" });
    await vi.advanceTimersByTimeAsync(10);
    expect(telegram.sent.map((s) => s.body.text)).toEqual(["outcome", "elsewhere"]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await refused).toEqual({ ok: true, result: true });
    expect(await next).toEqual({ ok: true, result: true });
    await elsewhere;
    const chat7 = telegram.sent.filter((s) => s.body.chat_id === 7);
    expect(chat7.map((s) => s.body.text)).toEqual(["outcome", "after", "outcome"]);
    // Nothing went to chat 7 during its pause.
    expect((chat7[1]?.at ?? 0) - started).toBeGreaterThanOrEqual(3_000);
    expect(queue.stats.tooManyRequests).toBe(1);
  });
});

describe("OutgoingQueue, resends and newer edits", () => {
  it("a resend after a 429 never replaces a newer edit of the message: the last state wins", async () => {
    let refused = false;
    const telegram = stubTelegram((sent) => {
      if (sent.method === "editMessageText" && !refused) {
        refused = true;
        return {
          status: 429,
          body: {
            ok: false,
            error_code: 429,
            description: "Too Many Requests: retry after 1",
            parameters: { retry_after: 1 },
          },
        };
      }
      return { status: 200, body: { ok: true, result: true } };
    });
    const queue = new OutgoingQueue({ fetch: telegram.fetch, now: () => Date.now() });
    const fetch = retryingFetch(queue.fetch(), (ms) => new Promise((r) => setTimeout(r, ms)));
    const edit = (text: string) =>
      fetch("http://127.0.0.1:1/bot1:x/editMessageText", {
        method: "POST",
        body: JSON.stringify({ chat_id: -5, message_id: 9, text }),
      }).then((response) => response.json() as Promise<{ ok: boolean }>);
    const first = edit("total 100");
    await vi.advanceTimersByTimeAsync(0);
    const later = [edit("total 200"), edit("total 300")];
    await vi.advanceTimersByTimeAsync(5_000);
    for (const answer of await Promise.all([first, ...later])) expect(answer.ok).toBe(true);
    const texts = telegram.sent.map((s) => s.body.text);
    expect(texts.at(-1)).toBe("total 300");
    expect(texts).toEqual(["total 100", "total 300"]);
  });
});

describe("OutgoingQueue under grammY", () => {
  let telegram: TelegramFake | undefined;
  afterEach(async () => {
    await telegram?.close();
    telegram = undefined;
  });

  // The fake judges the limits by when each request arrives; on a machine running the whole
  // suite at once, one upload can arrive later than the queue sent it and a 429 follows (the
  // bot's own retry would resend it). A retry of this test tells that jitter from a queue
  // that paces wrongly, which fails every time.
  it("finds the chat of an upload and keeps a group within Telegram's limits at the fake", {
    retry: 2,
  }, async () => {
    vi.useRealTimers();
    telegram = new TelegramFake({ rateLimits: { chatBurst: 2 } });
    await telegram.start();
    const group = groupChat(-777, "Busy");
    telegram.sendText(createUser(1, "Ann"), group, "hi");
    const queue = new OutgoingQueue({ limits: { chatBurst: 2 } });
    const bot = new Bot(telegram.token, {
      botInfo: telegram.botInfo,
      client: { apiRoot: telegram.apiRoot, fetch: asGrammyFetch(retryingFetch(queue.fetch())) },
    });
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    const began = performance.now();
    await Promise.all([
      bot.api.sendPhoto(group.id, new InputFile(png, "qr.png"), { caption: "one" }),
      bot.api.sendPhoto(group.id, new InputFile(png, "qr.png"), { caption: "two" }),
      bot.api.sendPhoto(group.id, new InputFile(png, "qr.png"), { caption: "three" }),
    ]);
    expect(performance.now() - began).toBeGreaterThanOrEqual(1_000);
    expect(telegram.botMessages(group.id).map((m) => m.caption)).toHaveLength(3);
    expect(telegram.rateLimitStats?.refused).toEqual({ global: 0, chat: 0, group: 0 });
  });
});

describe("OutgoingQueue without limits", () => {
  it("paces nothing, but sends one edit of a message at a time and collapses the ones made meanwhile", async () => {
    const telegram = stubTelegram();
    const slow = (async (input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return telegram.fetch(input, init);
    }) as unknown as Fetch;
    const { call } = queueOver(slow, { limits: NO_OUTGOING_LIMITS });
    const many = Array.from({ length: 40 }, (_, i) =>
      call("sendMessage", { chat_id: 1, text: `${i}` }),
    );
    const edits = ["a", "b", "c", "d"].map((text) =>
      call("editMessageText", { chat_id: 1, message_id: 3, text }),
    );
    await vi.advanceTimersByTimeAsync(60);
    expect(telegram.sent.filter((s) => s.method === "sendMessage")).toHaveLength(40);
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all([...many, ...edits]);
    // "a" left at once; b and c were replaced by d while "a" was on its way.
    expect(
      telegram.sent.filter((s) => s.method === "editMessageText").map((s) => s.body.text),
    ).toEqual(["a", "d"]);
  });
});

/**
 * A Telegram judged by the fake's own limiter for chat 42, counting each call on arrival, where
 * the call with text "0" arrives 2 s after its send (on the fake clock); `arrivals` gets each
 * call's arrival time.
 */
function lateFirstCall(limiter: RateLimiter, arrivals: number[]): Fetch {
  return (async (_input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) => {
    const body = JSON.parse(String(init?.body)) as { text: string };
    if (body.text === "0") await new Promise((resolve) => setTimeout(resolve, 2_000));
    arrivals.push(Date.now() - started);
    return limiter.admit("sendMessage", 42, false)
      ? new Response(JSON.stringify({ ok: false, error_code: 429, description: "Too Many" }), {
          status: 429,
        })
      : new Response(JSON.stringify({ ok: true, result: true }), { status: 200 });
  }) as unknown as Fetch;
}
