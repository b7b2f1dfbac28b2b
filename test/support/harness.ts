/**
 * Runs the real bot (startApp: store, embedded sandbox, HTTP server, long
 * polling) against the Telegram Bot API fake, in a temporary data folder.
 * `restart()` stops the app and starts it again on the same data, as a
 * process restart would.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { type App, type StartOptions, startApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { TelegramFake } from "./telegram-fake.ts";

export interface TestBot {
  fake: TelegramFake;
  app: App;
  dataDir: string;
  /** Every log line the app wrote, as text (for secret-leak checks). */
  logs: string[];
  /** Stops the app and starts it again on the same data; `whileDown` runs in between. */
  restart(whileDown?: () => void | Promise<void>): Promise<void>;
  /**
   * Until the bot is idle: every update it was given handled, nothing it started still
   * running (notes, card edits, Bot API calls, sweeps, the embedded sandbox's events), no
   * timer set for at most `longestTimerMs` (default 1 s) left to run. Rejects after
   * `timeoutMs` (default 10 s) saying what is still going on.
   */
  idle(options?: IdleOptions): Promise<void>;
  stop(): Promise<void>;
}

export interface IdleOptions {
  /** Timers set for longer than this are not waited for (default 1 000 ms). */
  longestTimerMs?: number;
  timeoutMs?: number;
}

export interface TestBotOptions {
  /** Extra environment, e.g. limits. */
  env?: Record<string, string>;
  /** Reuse a fake (e.g. to run two bots on one Telegram). */
  fake?: TelegramFake;
  now?: () => number;
  /** An existing data folder to run on (kept on stop), e.g. to start another bot on the same sandbox. */
  dataDir?: string;
  /** A resolver for users' URLs, and loopback origins of test services to trust (startApp's option). */
  publicFetch?: StartOptions["publicFetch"];
  /** Changes to Telegram's limits as the bot's outgoing queue keeps them (with TELEGRAM_RATE_LIMITS on). */
  outgoingLimits?: StartOptions["outgoingLimits"];
  /**
   * Time between sweep rounds (startApp's option), e.g. 100 ms for a test that moves `now`
   * past a due time: the sweep follows at once instead of within the default few seconds.
   */
  sweepEveryMs?: number;
  /** Sets the command menus at start (default false: startApp's option; on for the tests of the menus). */
  commandMenus?: boolean;
}

/** Starts the bot on a fresh data folder. Always `stop()` it (afterEach). */
export async function startTestBot(options: TestBotOptions = {}): Promise<TestBot> {
  const fake = options.fake ?? new TelegramFake();
  if (!options.fake) await fake.start();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "lnbot-e2e-")));
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString("utf8"));
      done();
    },
  });
  const config = loadConfig({
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_ROOT: fake.apiRoot,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    METRICS_PORT: "0",
    LOG_LEVEL: "debug",
    GATEWAY_TIMEOUT_MS: "2000",
    // The bot's own pacing (1 message a second per chat) is about Telegram, not about what a test
    // checks: off unless the test is about Telegram's limits and turns it on.
    TELEGRAM_RATE_LIMITS: "off",
    // Likewise the per-user limit in private chats: tests talk faster than people; the test of
    // that limit sets its own.
    PRIVATE_ACTIONS_PER_MINUTE: "100000",
    // A slow Claim is answered "one moment" after 0.6 s: on a loaded test machine most would be,
    // hiding the outcomes tests check. The tests of that answer set their own.
    GIVEAWAY_CLAIM_ANSWER_MS: "60000",
    // Likewise a press waiting for its chat's turn gets an empty answer after half a second,
    // which would hide the press's own answer from the tests; the tests of it set their own.
    PRESS_WAIT_ANSWER_MS: "60000",
    ...options.env,
  });
  const boot = () =>
    startApp(config, createLogger(config.logLevel, sink), {
      ...(options.now ? { now: options.now } : {}),
      ...(options.publicFetch ? { publicFetch: options.publicFetch } : {}),
      ...(options.outgoingLimits ? { outgoingLimits: options.outgoingLimits } : {}),
      ...(options.sweepEveryMs ? { sweepEveryMs: options.sweepEveryMs } : {}),
      commandMenus: options.commandMenus ?? false,
    });
  const bot: TestBot = {
    fake,
    app: await boot(),
    dataDir,
    logs,
    async restart(whileDown) {
      await bot.app.stop();
      await whileDown?.();
      bot.app = await boot();
    },
    async idle({ longestTimerMs = 1_000, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      // Checked on two turns of the event loop in a row: work that ends in one may start more
      // in a callback of the same turn (an answer read, then the next call made).
      let idleTurns = 0;
      while (idleTurns < 2) {
        if (Date.now() > deadline) {
          throw new Error(
            `the bot was not idle within ${timeoutMs / 1000} s: ${bot.app.deps.activity.describe()}, ` +
              `${fake.pendingUpdateCount} update(s) not yet taken`,
          );
        }
        // Gateway events the embedded sandbox still delivers (or retries) to the bot.
        await bot.app.sandbox?.webhooksIdle();
        // In polling mode an update leaves this count once the next getUpdates confirms it,
        // which the runner sends only after the update's handler began (counted from then).
        const idleNow = fake.pendingUpdateCount === 0 && bot.app.deps.activity.idle(longestTimerMs);
        idleTurns = idleNow ? idleTurns + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, idleNow ? 0 : 5));
      }
    },
    async stop() {
      await bot.app.stop();
      if (!options.fake) await fake.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return bot;
}
