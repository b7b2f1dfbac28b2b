/**
 * A bot the benchmark runs in a child process, so the CPU time and memory it
 * reports are the bot's alone (the Telegram fake and the load generator stay
 * in the parent). `BENCH_CHILD_KIND` picks the bot:
 * - `app`: the real application, started exactly as src/main.ts starts it
 *   (config from the environment, `startApp`: store, embedded sandbox, HTTP
 *   server, long polling with @grammyjs/runner);
 * - `bare`: a bare grammY bot on the same Bot API root, one handler answering
 *   each message with one sendMessage, run by @grammyjs/runner with the
 *   app's runner options: the baseline of per-update cost.
 * It answers the parent's requests (ChildRequest) over IPC and exits when the
 * parent goes away. Started through bot.ts (Node's compile cache on, as
 * src/main.ts does); the bare bot does not load the application.
 */
import { subscribe } from "node:diagnostics_channel";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics } from "node:v8";
import { type RunnerHandle, run } from "@grammyjs/runner";
import { type Api, Bot, InputFile } from "grammy";
import type { Update } from "grammy/types";
import type { App } from "../../src/app.ts";
import {
  type AccountToConnect,
  BARE_REPLY,
  CHILD_KIND_ENV,
  type ChildMessage,
  type ChildRequest,
  type ConnectedAccount,
  type InBotLatencies,
  type MainThreadStalls,
  type OutcomeTimes,
  type ProcessUsage,
  type ProvisionResult,
} from "../lib/ipc.ts";

/** The runner options of src/app.ts (polling mode), so both bots poll alike. */
const RUNNER_OPTIONS = {
  runner: {
    fetch: { timeout: 30 },
    retryInterval: "exponential" as const,
    maxRetryTime: Number.POSITIVE_INFINITY,
  },
  sink: { concurrency: 64 },
};

interface RunningBot {
  provision?(request: Extract<ChildRequest, { type: "provision" }>): Promise<ProvisionResult>;
  outcomes?(): OutcomeTimes;
  connect?(accounts: AccountToConnect[]): Promise<ConnectedAccount[]>;
  httpPort?: number;
  stop(): Promise<void>;
}

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) {
      resolve();
      return;
    }
    process.send(message, undefined, {}, () => resolve());
  });
}

/** Takes the in-bot latencies measured since the last call (app child only). */
let takeReplyLatencies: (() => InBotLatencies) | undefined;
/** The app child's count of memory releases (src/memory-release.ts). */
let memoryReleases: (() => number) | undefined;

/** The Bot API calls that answer a message (the first one in its chat ends its latency). */
const ANSWER_METHODS = new Set([
  "sendMessage",
  "sendPhoto",
  "editMessageText",
  "editMessageCaption",
]);

/**
 * Measures, inside the bot, each update's time from its arrival (the
 * getUpdates answer that carried it) to its first answer accepted by the
 * Bot API: the "update received → reply sent". A message's first
 * answer is the first message sent to or edited in its chat; a button
 * press's is its callback answer (a Pay press is answered "Sending…" before
 * the payment goes to the gateway; the message or edit that follows it in
 * the press's chat, a Pay press's outcome, is timed apart: `pressEditMs`). One update per chat is in
 * flight at a time in every scenario.
 */
function timeReplies(api: Api): () => InBotLatencies {
  const arrived = new Map<number, number>();
  const pressed = new Map<string, { chatId: number; at: number }>();
  /** Chats whose press was answered: their next message or edit, from the press's arrival. */
  const afterPress = new Map<number, number>();
  let samples: number[] = [];
  let outcomes: number[] = [];
  api.config.use(async (prev, method, payload, signal) => {
    const result = await prev(method, payload, signal);
    const now = performance.now();
    if (method === "getUpdates" && result.ok) {
      for (const update of result.result as Update[]) {
        const press = update.callback_query;
        const chatId = (update.message ?? press?.message)?.chat.id;
        if (chatId === undefined || arrived.has(chatId)) continue;
        if (press) pressed.set(press.id, { chatId, at: now });
        else arrived.set(chatId, now);
      }
    } else if (method === "answerCallbackQuery" && result.ok) {
      const id = String((payload as { callback_query_id?: unknown }).callback_query_id);
      const press = pressed.get(id);
      if (press !== undefined) {
        pressed.delete(id);
        samples.push(now - press.at);
        afterPress.set(press.chatId, press.at);
      }
    } else if (ANSWER_METHODS.has(method) && result.ok) {
      const chatId = Number((payload as { chat_id?: unknown }).chat_id);
      const at = arrived.get(chatId);
      if (at !== undefined) {
        arrived.delete(chatId);
        samples.push(now - at);
      }
      const pressAt = afterPress.get(chatId);
      if (pressAt !== undefined) {
        afterPress.delete(chatId);
        outcomes.push(now - pressAt);
      }
    }
    return result;
  });
  const takeCalls = timeHttpCalls();
  return () => {
    const taken = { replyMs: samples, pressEditMs: outcomes, ...takeCalls() };
    samples = [];
    outcomes = [];
    return taken;
  };
}

/**
 * Times each HTTP exchange the bot makes through undici (its Bot API calls
 * and its gateway calls both go through undici's `request`), from the
 * request's creation to its answer read whole, from undici's diagnostics
 * channels: where a slow update waited outside the bot's own thread. Calls
 * to TELEGRAM_API_ROOT's origin are the Bot API's (long polls left out),
 * every other the gateway's (the bench makes no other outside call).
 */
function timeHttpCalls(): () => Pick<InBotLatencies, "gatewayCallMs" | "telegramCallMs"> {
  const telegramOrigin = new URL(process.env.TELEGRAM_API_ROOT ?? "https://api.telegram.org")
    .origin;
  const started = new WeakMap<object, number>();
  let gateway: number[] = [];
  let telegram: number[] = [];
  type Message = { request: { origin?: unknown; path?: unknown } };
  subscribe("undici:request:create", (message) => {
    const { request } = message as Message;
    if (typeof request.path === "string" && request.path.endsWith("/getUpdates")) return;
    started.set(request, performance.now());
  });
  subscribe("undici:request:trailers", (message) => {
    const { request } = message as Message;
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    // undici keeps a request's origin as a URL's `origin` string: compared as it is.
    (request.origin === telegramOrigin ? telegram : gateway).push(performance.now() - at);
  });
  subscribe("undici:request:error", (message) => {
    started.delete((message as Message).request);
  });
  return () => {
    const taken = { gatewayCallMs: gateway, telegramCallMs: telegram };
    gateway = [];
    telegram = [];
    return taken;
  };
}

/** Event-loop delay and GC pauses since the previous `usage` sample. */
const takeStalls = (() => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let gc = { pauses: 0, totalMs: 0, maxMs: 0, major: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.pauses += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
    }
  }).observe({ entryTypes: ["gc"] });
  return (): MainThreadStalls => {
    const stalls = {
      // The histogram records whole timer intervals: take the 10 ms resolution off.
      loopDelayP99Ms: Math.max(0, delay.percentile(99) / 1e6 - 10),
      loopDelayMaxMs: Math.max(0, delay.max / 1e6 - 10),
      gcPauses: gc.pauses,
      gcTotalMs: gc.totalMs,
      gcMaxMs: gc.maxMs,
      majorGcPauses: gc.major,
    };
    delay.reset();
    gc = { pauses: 0, totalMs: 0, maxMs: 0, major: 0 };
    return stalls;
  };
})();

function usage(gc: boolean): ProcessUsage {
  if (gc) globalThis.gc?.();
  const stalls = takeStalls();
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return {
    userMicros: cpu.user,
    systemMicros: cpu.system,
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
    heapSpaces: Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        { committed: space.physical_space_size, used: space.space_used_size },
      ]),
    ),
    monotonicMicros: Number(process.hrtime.bigint() / 1000n),
    stalls,
    ...(takeReplyLatencies ? takeReplyLatencies() : {}),
    ...(memoryReleases ? { memoryReleases: memoryReleases() } : {}),
  };
}

/**
 * Times each payment outcome from the payment engine's answer (the
 * gateway's answer is in) to the Bot API accepting the edit of the
 * confirmation that shows it.
 */
function timeOutcomes(app: App): () => OutcomeTimes {
  const answeredAt = new Map<string, number>();
  const times: OutcomeTimes = { executed: 0, shown: 0, showMs: [] };
  // Every send is an intent, sent by the engine through `Payments.executeAs`.
  const { payments } = app;
  const executeAs = payments.executeAs.bind(payments);
  payments.executeAs = async (input) => {
    const result = await executeAs(input);
    if (result.status === "sent" || result.status === "failed" || result.status === "unknown") {
      const { chatId, messageId } = result.confirmation;
      if (messageId !== undefined) {
        times.executed += 1;
        answeredAt.set(`${chatId}:${messageId}`, performance.now());
      }
    }
    return result;
  };
  app.bot.api.config.use(async (prev, method, payload, signal) => {
    const result = await prev(method, payload, signal);
    if (method === "editMessageText" && result.ok) {
      const { chat_id, message_id, text } = payload as {
        chat_id?: unknown;
        message_id?: unknown;
        text?: unknown;
      };
      const key = `${String(chat_id)}:${String(message_id)}`;
      const at = answeredAt.get(key);
      if (at !== undefined && /^[✅❌❓]/u.test(String(text))) {
        answeredAt.delete(key);
        times.shown += 1;
        times.showMs.push(performance.now() - at);
      }
    }
    return result;
  });
  return () => ({ ...times, showMs: [...times.showMs] });
}

async function startRealApp(): Promise<RunningBot> {
  const { startApp } = await import("../../src/app.ts");
  const { loadConfig } = await import("../../src/config.ts");
  const { createLogger } = await import("../../src/logger.ts");
  const config = loadConfig(process.env);
  const app: App = await startApp(config, createLogger(config.logLevel));
  takeReplyLatencies = timeReplies(app.bot.api);
  memoryReleases = () => app.memory.releases;
  const outcomes = timeOutcomes(app);
  return {
    outcomes,
    provision: (request) => provisionUsers(app, request),
    httpPort: app.httpPort,
    async connect(accounts) {
      const connected: ConnectedAccount[] = [];
      for (const { userId, credentials } of accounts) {
        const account = await app.deps.accounts.connect(userId, credentials);
        connected.push({ userId, eventsUrl: app.deps.accounts.eventsUrlFor(account) });
      }
      return connected;
    },
    stop: () => app.stop(),
  };
}

/**
 * Stores an account (provisioned on the embedded sandbox, as on a user's
 * first command) and changed settings for each user, `concurrency` at a time.
 */
async function provisionUsers(
  app: App,
  request: Extract<ChildRequest, { type: "provision" }>,
): Promise<ProvisionResult> {
  const started = performance.now();
  const deadline = started + request.timeLimitMs;
  let next = 0;
  let provisioned = 0;
  const worker = async () => {
    while (next < request.users && performance.now() < deadline) {
      const userId = request.firstUserId + next;
      next += 1;
      const account = await app.deps.accounts.find(userId);
      if (!account) throw new Error(`no account could be provisioned for user ${userId}`);
      await app.deps.preferences.update(userId, { tipConfirmAboveSat: 2_500 });
      provisioned += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, request.concurrency) }, worker));
  return {
    provisioned,
    elapsedMs: performance.now() - started,
    timedOut: provisioned < request.users,
  };
}

/**
 * The floor a real bot's CPU per update is compared with: grammY alone,
 * answering each flow with the Telegram calls the real bot makes, with
 * payloads of about the same size, and nothing else (no store, no
 * gateway, no texts): /balance → one message; /invoice → a QR photo (one
 * PNG made at start, the size of the real one) whose caption holds an
 * invoice; a pasted invoice → a confirmation with Pay and Cancel; Pay →
 * the press answered, the confirmation edited to the outcome, the payee's
 * invoice photo edited to paid and a note sent to the payee.
 */
async function startBareBot(): Promise<RunningBot> {
  const token = process.env.TELEGRAM_BOT_TOKEN ?? "";
  const apiRoot = process.env.TELEGRAM_API_ROOT ?? "";
  if (!apiRoot.startsWith("http://127.0.0.1:")) {
    throw new Error("the bare bot talks to a loopback Bot API only: set TELEGRAM_API_ROOT");
  }
  const { renderQrPng, lightningUri } = await import("../../src/bitcoin/qr.ts");
  // A regtest invoice is about this long; the real bot's QR of one is about this size.
  const sampleInvoice = `lnbcrt10u1p${"q".repeat(280)}`;
  const png = renderQrPng(lightningUri(sampleInvoice));
  /** Invoices shown, by invoice: where the photo is (the real bot keeps this in its store). */
  const shown = new Map<string, { chatId: number; messageId: number }>();
  /** Confirmations waiting for Pay, by their button's id. */
  const waiting = new Map<string, { invoice: string }>();
  let nextId = 0;
  const bot = new Bot(token, { client: { apiRoot } });
  bot.on("message:text", async (ctx) => {
    const text = ctx.message.text;
    if (text.startsWith("/invoice")) {
      nextId += 1;
      const invoice = `lnbcrt10u1p${String(nextId).padStart(12, "0")}${"q".repeat(268)}`;
      const sent = await ctx.replyWithPhoto(new InputFile(png, "invoice.png"), {
        caption: `Invoice for 1,000 sat: x\n\n<code>${invoice}</code>\n\nExpires in 60 minutes.`,
        parse_mode: "HTML",
      });
      shown.set(invoice, { chatId: sent.chat.id, messageId: sent.message_id });
      return;
    }
    if (text.startsWith("lnbc")) {
      nextId += 1;
      const id = String(nextId);
      waiting.set(id, { invoice: text });
      await ctx.reply(
        `Pay 1,000 sat for "x" to ${text.slice(0, 12)}…${text.slice(-6)}?\nFee: at most 10 sat.`,
        {
          reply_markup: {
            inline_keyboard: [
              [
                { text: "Pay", callback_data: `send:ok:${id}` },
                { text: "Cancel", callback_data: `send:no:${id}` },
              ],
            ],
          },
        },
      );
      return;
    }
    await ctx.reply(BARE_REPLY);
  });
  bot.callbackQuery(/^send:ok:(\d+)$/, async (ctx) => {
    const confirmation = waiting.get(ctx.match[1] ?? "");
    waiting.delete(ctx.match[1] ?? "");
    await ctx.answerCallbackQuery();
    await ctx.editMessageText('✅ Paid 1,000 sat for "x".\nFee: 0 sat.');
    const payee = confirmation ? shown.get(confirmation.invoice) : undefined;
    if (!confirmation || !payee) return;
    shown.delete(confirmation.invoice);
    await ctx.api.editMessageCaption(payee.chatId, payee.messageId, {
      caption: "✅ Paid: 1,000 sat for x",
    });
    await ctx.api.sendMessage(payee.chatId, '💰 Received 1,000 sat for "x".');
  });
  await bot.init();
  await bot.api.deleteWebhook();
  const runner: RunnerHandle = run(bot, RUNNER_OPTIONS);
  return {
    async stop() {
      if (runner.isRunning()) await runner.stop();
    },
  };
}

async function main(): Promise<void> {
  const kind = process.env[CHILD_KIND_ENV];
  let bot: RunningBot;
  try {
    bot = kind === "bare" ? await startBareBot() : await startRealApp();
  } catch (error) {
    await send({ type: "failed", error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  // The parent is gone (crashed or killed): do not outlive it.
  process.on("disconnect", () => process.exit(1));
  process.on("message", (message: ChildRequest) => {
    void answer(bot, message);
  });
  await send({ type: "ready" });
}

async function answer(bot: RunningBot, request: ChildRequest): Promise<void> {
  try {
    switch (request.type) {
      case "usage":
        await send({
          type: "answer",
          id: request.id,
          ok: true,
          result: usage(request.gc ?? false),
        });
        return;
      case "provision": {
        if (!bot.provision) throw new Error("only the app child provisions users");
        const result = await bot.provision(request);
        await send({ type: "answer", id: request.id, ok: true, result });
        return;
      }
      case "connect": {
        if (!bot.connect) throw new Error("only the app child connects accounts");
        const result = await bot.connect(request.accounts);
        await send({ type: "answer", id: request.id, ok: true, result });
        return;
      }
      case "outcomes": {
        if (!bot.outcomes) throw new Error("only the app child times payment outcomes");
        await send({ type: "answer", id: request.id, ok: true, result: bot.outcomes() });
        return;
      }
      case "http-port": {
        if (bot.httpPort === undefined) throw new Error("only the app child serves HTTP");
        await send({ type: "answer", id: request.id, ok: true, result: bot.httpPort });
        return;
      }
      case "stop":
        await bot.stop();
        await send({ type: "answer", id: request.id, ok: true, result: null });
        // Exit explicitly: an open keep-alive socket must not keep the process (and --cpu-prof) waiting.
        process.exit(0);
    }
  } catch (error) {
    await send({
      type: "answer",
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

await main();
