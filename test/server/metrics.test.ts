import type { Update } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import {
  BotMetrics,
  commandOf,
  PROMETHEUS_CONTENT_TYPE,
  updateType,
} from "../../src/server/metrics.ts";

import { codeText, confirmData } from "../reliability/support/flows.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { parseExposition } from "./support/exposition.ts";

/** Commands of a bot, as its features' menus list them. */
const BOT_COMMANDS = ["balance", "pay", "tip", "invoice"];

function commandUpdate(text: string, length = text.split(" ")[0]?.length ?? 0): Update {
  return {
    update_id: 1,
    message: {
      message_id: 1,
      date: 0,
      chat: { id: 1, type: "private", first_name: "A" },
      text,
      entities: [{ type: "bot_command", offset: 0, length }],
    },
  } as Update;
}

/**
 * How long one step of a flow below may take before the bot counts as stuck:
 * on a busy machine (load 20 and more) the bot's first /invoice (the first
 * gateway call, a QR code drawn into a PNG) took over 8 s.
 */
const STEP_MS = 30_000;

describe("update and command labels", () => {
  it("names the update type, and the command without @botname, lower-cased", () => {
    expect(updateType(commandUpdate("/start"))).toBe("message");
    expect(updateType({ update_id: 2, callback_query: {} } as Update)).toBe("callback_query");
    expect(updateType({ update_id: 3, made_up_kind: {} } as unknown as Update)).toBe("other");
    expect(commandOf(commandUpdate("/Invoice@tip_test_bot 100 beer"))).toBe("invoice");
    expect(commandOf(commandUpdate("/pay"))).toBe("pay");
    expect(commandOf({ update_id: 4, message: { text: "hello" } } as Update)).toBeUndefined();
  });

  it("keeps what is counted before prom-client is loaded, and counts the commands added later under their names", async () => {
    // As at start-up: /start is known, the features' commands come with the features.
    const metrics = new BotMetrics({ commands: [], processMetrics: false });
    metrics.telegramCall("getMe", "ok");
    metrics.telegramCall("getMe", "network");
    metrics.update(commandUpdate("/start"), "ok");
    metrics.addCommands(["balance"]);
    metrics.update(commandUpdate("/balance"), "ok");
    await metrics.load();
    metrics.telegramCall("getMe", "ok");
    const samples = parseExposition(await metrics.render());
    expect(samples.get('tipbot_telegram_calls_total{method="getMe",result="ok"}')).toBe(2);
    expect(samples.get('tipbot_telegram_calls_total{method="getMe",result="network"}')).toBe(1);
    expect(samples.get('tipbot_commands_total{command="start"}')).toBe(1);
    expect(samples.get('tipbot_commands_total{command="balance"}')).toBe(1);
    expect(samples.get('tipbot_updates_total{type="message",result="ok"}')).toBe(2);
  });

  it("counts the bot's own commands under their names, even after many made-up ones", async () => {
    const metrics = new BotMetrics({ commands: BOT_COMMANDS, uptimeSeconds: () => 1 });
    // A stranger types 45 made-up commands first (the old first-come labels filled up at 40).
    for (let i = 0; i < 45; i += 1) metrics.update(commandUpdate(`/junk${i}`), "ok");
    for (const command of ["/balance", "/pay", "/tip", "/start"]) {
      metrics.update(commandUpdate(command), "ok");
    }
    const samples = parseExposition(await metrics.render());
    const commandSeries = [...samples.keys()].filter((key) =>
      key.startsWith("tipbot_commands_total"),
    );
    expect(commandSeries).toHaveLength(5);
    expect(samples.get('tipbot_commands_total{command="other"}')).toBe(45);
    for (const command of ["balance", "pay", "tip", "start"]) {
      expect(samples.get(`tipbot_commands_total{command="${command}"}`)).toBe(1);
    }
  });

  it("the middleware counts an update whose handling threw as an error, and rethrows", async () => {
    const metrics = new BotMetrics({
      commands: BOT_COMMANDS,
      uptimeSeconds: () => 42.5,
      inFlight: () => 3,
    });
    const middleware = metrics.middleware();
    const ctx = { update: commandUpdate("/balance") } as Parameters<typeof middleware>[0];
    await middleware(ctx, async () => undefined);
    await expect(
      middleware(ctx, async () => {
        throw new Error("store down");
      }),
    ).rejects.toThrow("store down");
    const samples = parseExposition(await metrics.render());
    expect(samples.get('tipbot_updates_total{type="message",result="ok"}')).toBe(1);
    expect(samples.get('tipbot_updates_total{type="message",result="error"}')).toBe(1);
    expect(samples.get('tipbot_commands_total{command="balance"}')).toBe(2);
    expect(samples.get("tipbot_process_uptime_seconds")).toBe(42.5);
    expect(samples.get("tipbot_updates_in_flight")).toBe(3);
  });
});

describe("Telegram calls", () => {
  it("counts each Bot API call by method and result: ok, 429, another refusal, or no answer", async () => {
    const metrics = new BotMetrics({ commands: BOT_COMMANDS, processMetrics: false });
    const observe = metrics.telegramTransformer();
    const answer = (result: object) => async () => result as never;
    await observe(answer({ ok: true, result: true }), "sendMessage", {} as never);
    await observe(
      answer({ ok: false, error_code: 429, description: "Too Many Requests: retry after 3" }),
      "sendMessage",
      {} as never,
    );
    await observe(
      answer({ ok: false, error_code: 400, description: "Bad Request" }),
      "editMessageText",
      {} as never,
    );
    await expect(
      observe(
        async () => {
          throw new Error("socket hang up");
        },
        "getUpdates",
        {} as never,
      ),
    ).rejects.toThrow("socket hang up");
    await observe(answer({ ok: true, result: true }), "made up/../method" as never, {} as never);
    const samples = parseExposition(await metrics.render());
    expect(samples.get('tipbot_telegram_calls_total{method="sendMessage",result="ok"}')).toBe(1);
    expect(samples.get('tipbot_telegram_calls_total{method="sendMessage",result="429"}')).toBe(1);
    expect(
      samples.get('tipbot_telegram_calls_total{method="editMessageText",result="error"}'),
    ).toBe(1);
    expect(samples.get('tipbot_telegram_calls_total{method="getUpdates",result="network"}')).toBe(
      1,
    );
    expect(samples.get('tipbot_telegram_calls_total{method="other",result="ok"}')).toBe(1);
    // Without process metrics only the bot's own families are there.
    expect([...samples.keys()].some((key) => key.startsWith("process_"))).toBe(false);
  });

  it("two bots in one process keep their own series (no global registry)", async () => {
    const first = new BotMetrics({ commands: BOT_COMMANDS });
    const second = new BotMetrics({ commands: BOT_COMMANDS });
    first.telegramCall("sendMessage", "ok");
    const samples = parseExposition(await second.render());
    expect(
      samples.get('tipbot_telegram_calls_total{method="sendMessage",result="ok"}'),
    ).toBeUndefined();
    expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(0);
  });
});

describe("GET /metrics of the running bot", () => {
  let bot: TestBot | undefined;
  afterEach(async () => {
    await bot?.stop();
    bot = undefined;
  });

  const alice = createUser(5101, "Alice");
  const bob = createUser(5102, "Bob");

  async function scrape(running: TestBot): Promise<Map<string, number>> {
    const res = await fetch(`http://127.0.0.1:${running.app.metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(PROMETHEUS_CONTENT_TYPE);
    return parseExposition(await res.text());
  }

  it("counts updates, commands, gateway calls with latency, and payments by outcome", async () => {
    bot = await startTestBot();
    const running = bot;
    const sandbox = running.app.sandbox;
    if (!sandbox) throw new Error("expected the embedded sandbox");
    const fake = running.fake;
    const bobChat = privateChat(bob);
    const aliceChat = privateChat(alice);

    fake.sendText(bob, bobChat, "/invoice 700 tea");
    const first = codeText(await fake.nextBotMessage(bobChat.id, STEP_MS));
    fake.sendText(bob, bobChat, "/invoice 800 cake");
    const second = codeText(await fake.nextBotMessage(bobChat.id, STEP_MS));

    // One payment goes through; the gateway refuses the other (nothing moves).
    fake.sendText(alice, aliceChat, first);
    const payFirst = await fake.nextBotMessage(aliceChat.id, STEP_MS);
    fake.pressButton(alice, payFirst, confirmData(payFirst));
    await fake.waitFor(() => fake.message(payFirst)?.text?.startsWith("✅"), STEP_MS, "paid");
    fake.sendText(alice, aliceChat, second);
    const paySecond = await fake.nextBotMessage(aliceChat.id, STEP_MS);
    sandbox.faults.add({ route: "4.1", status: 400, message: "route not found", times: 1 });
    const asked = paySecond.text;
    const press = fake.pressButton(alice, paySecond, confirmData(paySecond));
    await fake.waitFor(() => fake.answerFor(press), STEP_MS, "press answered");
    await fake.waitFor(
      () => fake.message(paySecond)?.text !== asked,
      STEP_MS,
      "the confirmation shows the failure",
    );

    // The last update is counted when its handling has fully ended, a moment after its last
    // reply; Bob's first invoice was paid, and the sandbox's event about it is delivered to the
    // bot after the payment: both are done once the bot is idle.
    await running.idle();
    const samples = await scrape(running);
    // 4 texts (2 commands, 2 pasted invoices) and 2 presses so far, all handled.
    expect(samples.get('tipbot_updates_total{type="message",result="ok"}')).toBe(4);
    expect(samples.get('tipbot_updates_total{type="callback_query",result="ok"}')).toBe(2);
    expect(samples.get('tipbot_commands_total{command="invoice"}')).toBe(2);
    expect(samples.get('tipbot_gateway_calls_total{operation="createInvoice",outcome="ok"}')).toBe(
      2,
    );
    expect(samples.get('tipbot_gateway_calls_total{operation="sendPayment",outcome="ok"}')).toBe(1);
    expect(
      samples.get('tipbot_gateway_calls_total{operation="sendPayment",outcome="rejected"}'),
    ).toBe(1);
    expect(samples.get('tipbot_gateway_call_duration_seconds_count{operation="sendPayment"}')).toBe(
      2,
    );
    expect(
      samples.get('tipbot_gateway_call_duration_seconds_bucket{le="+Inf",operation="sendPayment"}'),
    ).toBe(2);
    expect(samples.get('tipbot_payments_total{kind="payment",outcome="sent"}')).toBe(1);
    expect(samples.get('tipbot_payments_total{kind="payment",outcome="failed"}')).toBe(1);
    expect(samples.get('tipbot_payments_total{kind="payment",outcome="unknown"}')).toBeUndefined();
    expect(samples.get("tipbot_process_uptime_seconds")).toBeGreaterThan(0);
    expect(samples.get("tipbot_updates_in_flight")).toBe(0);
    // Bot API calls by method and result, and prom-client's default process metrics.
    expect(samples.get('tipbot_telegram_calls_total{method="sendPhoto",result="ok"}')).toBe(2);
    expect(
      samples.get('tipbot_telegram_calls_total{method="answerCallbackQuery",result="ok"}'),
    ).toBe(2);
    expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples.has("nodejs_eventloop_lag_p99_seconds")).toBe(true);
    // Bob's first invoice was paid: the sandbox's event reached the bot and was applied.
    expect(samples.get('tipbot_gateway_events_total{result="applied"}')).toBe(1);
    expect(samples.has("nodejs_heap_size_used_bytes")).toBe(true);
  });
});

describe("the outgoing queue", () => {
  it("exposes the queue's length when scraped and each call's wait by priority", async () => {
    const metrics = new BotMetrics({ commands: BOT_COMMANDS, processMetrics: false });
    const observer = metrics.outgoingQueueObserver();
    let length = 4;
    observer.watch({
      get length() {
        return length;
      },
    });
    observer.waited(0, "reply");
    observer.waited(2.5, "payment");
    let samples = parseExposition(await metrics.render());
    expect(samples.get("tipbot_outgoing_queue_length")).toBe(4);
    expect(samples.get('tipbot_outgoing_queue_wait_seconds_count{priority="reply"}')).toBe(1);
    expect(
      samples.get('tipbot_outgoing_queue_wait_seconds_bucket{le="2",priority="payment"}'),
    ).toBe(0);
    expect(
      samples.get('tipbot_outgoing_queue_wait_seconds_bucket{le="5",priority="payment"}'),
    ).toBe(1);
    length = 0;
    samples = parseExposition(await metrics.render());
    expect(samples.get("tipbot_outgoing_queue_length")).toBe(0);
  });

  it("pings the store once per scrape: up and its time, down when the ping fails", async () => {
    let pings = 0;
    let failing = false;
    const metrics = new BotMetrics({
      commands: BOT_COMMANDS,
      processMetrics: false,
      async storePing() {
        pings += 1;
        if (failing) throw new Error("the log no longer flushes");
      },
    });
    let samples = parseExposition(await metrics.render());
    expect(samples.get("tipbot_store_up")).toBe(1);
    expect(samples.get("tipbot_store_ping_seconds")).toBeGreaterThanOrEqual(0);
    expect(pings).toBe(1);
    failing = true;
    samples = parseExposition(await metrics.render());
    expect(samples.get("tipbot_store_up")).toBe(0);
    expect(pings).toBe(2);
  });

  it("the running bot's /metrics shows messages waiting for a chat's turn, and how long they waited", async () => {
    // The bot's pacing on, as in production: the queue is what this test reads.
    const running = await startTestBot({ env: { TELEGRAM_RATE_LIMITS: "on" } });
    try {
      const carol = createUser(5103, "Carol");
      running.fake.openPrivateChat(carol);
      // One chat takes 3 at once, then one a turn (1.1 s): 5 of these 8 wait, for up to 5.5 s,
      // so the scrape below finds some still waiting however late a busy machine lets it run.
      const sends = Array.from({ length: 8 }, (_, i) =>
        running.app.bot.api.sendMessage(carol.id, `news ${i}`),
      );
      await running.fake.waitFor(
        () => running.fake.botMessages(carol.id).length >= 3,
        10_000,
        "the first three",
      );
      // Those Telegram has by now left the queue already: the others at most are waiting.
      const arrived = running.fake.botMessages(carol.id).length;
      const res = await fetch(`http://127.0.0.1:${running.app.metricsPort}/metrics`);
      const during = parseExposition(await res.text());
      const waiting = during.get("tipbot_outgoing_queue_length") ?? 0;
      expect(waiting).toBeGreaterThanOrEqual(1);
      expect(waiting).toBeLessThanOrEqual(8 - arrived);
      await Promise.all(sends);
      const after = parseExposition(
        await (await fetch(`http://127.0.0.1:${running.app.metricsPort}/metrics`)).text(),
      );
      expect(after.get("tipbot_outgoing_queue_length")).toBe(0);
      expect(after.get('tipbot_outgoing_queue_wait_seconds_count{priority="reply"}')).toBe(8);
      // Three went without waiting for a turn. The bound is half a turn, not 10 ms: on a busy
      // machine the process can be descheduled that long between queueing and sending, and the
      // wait is (rightly) wall time. The exact waits, 0 then a turn each, are checked on a fake
      // clock in test/chat/outgoing-queue.test.ts.
      expect(
        after.get('tipbot_outgoing_queue_wait_seconds_bucket{le="0.5",priority="reply"}'),
      ).toBe(3);
      // The others waited about 1.1, 2.2, … 5.5 s (16.5 s in all; a little less when the calls
      // were queued a little apart).
      expect(after.get('tipbot_outgoing_queue_wait_seconds_sum{priority="reply"}')).toBeGreaterThan(
        15,
      );
    } finally {
      await running.stop();
    }
  });
});
