/**
 * What an operator sees at start-up, from the real process (`node
 * src/main.ts`): a setting to fix is one line naming it and the fix, with
 * exit status 2 (like a bad config), not a stack; a Bot API that cannot be
 * reached is retried, each failed attempt logged (without the token) with
 * when the next one comes, in one short line without a stack, while
 * /health says Telegram is unreachable. On a terminal (LOG_FORMAT=pretty)
 * each event is one readable line. A SIGTERM during start-up, while the
 * bot waits for Telegram or still loads its modules, stops the start
 * cleanly (exit 0, nothing left marked as running in its store).
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SQLITE_FILE } from "../../src/storage/index.ts";
import { openSqliteRecords } from "../../src/storage/records-sqlite.ts";
import { type ChildBot, startChildBot } from "../reliability/support/child-bot.ts";
import {
  type PrivateRedis,
  redisServerMissing,
  startPrivateRedis,
} from "../support/redis-server.ts";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { waitUntil } from "./support/processes.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules", ".bin", "node");
const MAIN = path.join(ROOT, "src", "main.ts");
const SIGNAL_WHILE_LOADING = path.join(ROOT, "test", "support", "signal-while-loading.mjs");
const SIGNAL_AT_FIRST_POLL = path.join(ROOT, "test", "support", "signal-at-first-poll.mjs");

let fake: TelegramFake | undefined;
let child: ChildBot | undefined;
let blocker: Server | undefined;
let root: string | undefined;
let redis: PrivateRedis | undefined;
afterEach(async () => {
  await child?.stop();
  await redis?.stop();
  redis = undefined;
  await fake?.close();
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  if (root) await rm(root, { recursive: true, force: true });
  child = undefined;
  fake = undefined;
  blocker = undefined;
  root = undefined;
});

async function dataDir(): Promise<string> {
  // The process runs in the parent folder, so no .env of the repository is read.
  root = await mkdtemp(path.join(tmpdir(), "lnbot-startup-"));
  return path.join(root, "data");
}

/** A port that was free a moment ago, on 127.0.0.1. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Run {
  code: number | null;
  stdout: string[];
  stderr: string[];
}

/** Runs the bot with `env` until it exits by itself (at most 20 s). */
async function runUntilExit(env: Record<string, string>): Promise<Run> {
  const proc = spawn(NODE, [MAIN], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", GATEWAY_TIMEOUT_MS: "2000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  proc.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  proc.stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString("utf8");
  });
  const timer = setTimeout(() => proc.kill("SIGKILL"), 20_000);
  const code = await new Promise<number | null>((resolve) => proc.once("exit", resolve));
  clearTimeout(timer);
  const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");
  return { code, stdout: lines(out), stderr: lines(err) };
}

describe("start-up problems an operator fixes", () => {
  it("a token Telegram refuses (401 on getMe): one line naming TELEGRAM_BOT_TOKEN, exit 2", async () => {
    fake = new TelegramFake();
    await fake.start();
    const refused = "7000000001:AAE_this-token-was-revoked-0123456789";
    const run = await runUntilExit({
      TELEGRAM_BOT_TOKEN: refused,
      TELEGRAM_API_ROOT: fake.apiRoot,
      DATA_DIR: await dataDir(),
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      expect.stringMatching(
        /^config: TELEGRAM_BOT_TOKEN: Telegram refused this token \(401.*@BotFather/,
      ),
    ]);
    const all = [...run.stdout, ...run.stderr].join("\n");
    expect(all).not.toMatch(/\n\s+at /);
    expect(all).not.toContain(refused);
    expect(all).not.toContain('"level":60');
  });

  it("a port in use: one line naming PORT, exit 2", async () => {
    fake = new TelegramFake();
    await fake.start();
    const port = await freePort();
    const taken = createServer();
    blocker = taken;
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    const run = await runUntilExit({
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_ROOT: fake.apiRoot,
      DATA_DIR: await dataDir(),
      PORT: String(port),
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      `config: PORT: port ${port} on 127.0.0.1 is already in use: stop the process listening there or choose another PORT`,
    ]);
    expect([...run.stdout, ...run.stderr].join("\n")).not.toMatch(/EADDRINUSE|\n\s+at /);
  });

  it("a secrets key file others may read: one line with its path and chmod 600, exit 2", async () => {
    fake = new TelegramFake();
    await fake.start();
    const dir = await dataDir();
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, "secrets.key");
    await writeFile(file, `${"cd".repeat(32)}\n`, { mode: 0o644 });
    const run = await runUntilExit({
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_ROOT: fake.apiRoot,
      DATA_DIR: dir,
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      `config: SECRETS_KEY: ${file} is open to other users (mode 0644), so the secrets key may be known: run chmod 600 ${file}`,
    ]);
    expect([...run.stdout, ...run.stderr].join("\n")).not.toContain("cd".repeat(32));
  });

  it("a metrics port in use: one line naming METRICS_PORT, exit 2", async () => {
    fake = new TelegramFake();
    await fake.start();
    const port = await freePort();
    const taken = createServer();
    blocker = taken;
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    const run = await runUntilExit({
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_ROOT: fake.apiRoot,
      DATA_DIR: await dataDir(),
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: String(port),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      `config: METRICS_PORT: port ${port} on 127.0.0.1 is already in use: stop the process listening there or choose another METRICS_PORT`,
    ]);
  });
});

describe.skipIf(redisServerMissing())("a store server that may lose payment claims", () => {
  const SECRETS_KEY = "ab".repeat(32);

  it("Redis without an append-only file: one line naming appendonly and STORAGE_DURABILITY, exit 2", async () => {
    fake = new TelegramFake();
    await fake.start();
    redis = await startPrivateRedis(["--appendonly", "no"]);
    const run = await runUntilExit({
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_ROOT: fake.apiRoot,
      DATA_DIR: await dataDir(),
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
      STORAGE_URL: redis.url,
      SECRETS_KEY,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      "config: STORAGE_URL: Redis keeps no append-only file (appendonly no), so a restart or power cut forgets payment claims; set appendonly yes on the Redis server, or set STORAGE_DURABILITY=relaxed to start anyway",
    ]);
    expect([...run.stdout, ...run.stderr].join("\n")).not.toMatch(/\n\s+at |"level":60/);
  });

  it("STORAGE_DURABILITY=relaxed: the bot starts, with the same line as a warning", async () => {
    const telegram = new TelegramFake();
    fake = telegram;
    await telegram.start();
    redis = await startPrivateRedis(["--appendonly", "no"]);
    child = await startChildBot({
      fake: telegram,
      dataDir: await dataDir(),
      env: { STORAGE_URL: redis.url, SECRETS_KEY, STORAGE_DURABILITY: "relaxed" },
    });
    const warnings = child.lines
      .filter((line) => line.includes("STORAGE_DURABILITY=relaxed"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "STORAGE_DURABILITY=relaxed: starting although Redis keeps no append-only file (appendonly no), so a restart or power cut forgets payment claims; set appendonly yes on the Redis server",
      }),
    ]);
  });
});

describe("a Bot API that cannot be reached at start-up", () => {
  it("is retried, each failed getMe logged with its next attempt and /health 503 meanwhile; then the bot starts", async () => {
    const telegram = new TelegramFake();
    fake = telegram;
    await telegram.start();
    telegram.failNext("getMe", { disconnect: true }, 2);
    // The third getMe is held until /health was seen saying so: however busy the machine, the
    // test sees Telegram unreachable before the bot gets through.
    const healthSeen = Promise.withResolvers<void>();
    telegram.failNext("getMe", { hold: healthSeen.promise });
    const port = await freePort();
    const starting = startChildBot({
      fake: telegram,
      dataDir: await dataDir(),
      // Retried after 0.1 and 0.2 s instead of the default 1 and 2 s: the doubling is the same.
      env: { METRICS_PORT: String(port), TELEGRAM_RETRY_MS: "100" },
    });
    // While getMe fails, the HTTP server already answers.
    let health: { status: number; body: unknown } | undefined;
    await until(
      async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/health`).then(
          async (res) => ({
            status: res.status,
            body: (await res.json()) as { telegram?: string },
          }),
          () => undefined,
        );
        if (answer?.body.telegram === "unreachable") health = answer;
        return health !== undefined;
      },
      "/health saying Telegram is unreachable",
      20_000,
    );
    healthSeen.resolve();
    child = await starting;
    const running = child;
    expect(health).toMatchObject({ status: 503, body: { telegram: "unreachable" } });

    const failures = running.lines
      .filter((line) => line.includes("Telegram unreachable: getMe failed"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failures.map((f) => [f.attempt, f.retry_in_ms])).toEqual([
      [1, 100],
      [2, 200],
    ]);
    for (const failure of failures) {
      expect(failure.msg).toMatch(/next attempt in \d/);
      expect(Date.parse(String(failure.next_retry_at))).toBeGreaterThan(0);
      // A known condition: its kind and code, no stack.
      // node-fetch's code for the first call; undici's (src/chat/telegram-http.ts) once loaded.
      expect(failure.err).toMatchObject({
        kind: "network",
        code: expect.stringMatching(/^(ECONNRESET|UND_ERR_SOCKET)$/),
      });
    }
    const failureLines = running.lines.filter((line) => line.includes("Telegram unreachable"));
    for (const line of failureLines) {
      expect(line.length).toBeLessThan(600);
      expect(line).not.toContain('"stack"');
      expect(line).not.toMatch(/\\n\s+at /);
    }
    await waitUntil(
      () => running.lines.some((line) => line.includes('"msg":"Telegram reachable again"')),
      5_000,
      "the recovery line",
    );
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect(running.lines.join("\n")).not.toContain(telegram.token);
  }, 30_000);
});

/** Spawns the bot with `env`, collecting its output; `kill` signals it. */
function spawnBot(env: Record<string, string>): {
  lines: () => string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: (signal: NodeJS.Signals) => void;
} {
  const proc = spawn(NODE, [MAIN], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const collect = (chunk: Buffer) => {
    out += chunk.toString("utf8");
  };
  proc.stdout.on("data", collect);
  proc.stderr.on("data", collect);
  const timer = setTimeout(() => proc.kill("SIGKILL"), 20_000);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    }),
  );
  return {
    lines: () => out.split("\n").filter((line) => line.trim() !== ""),
    exited,
    kill: (signal) => proc.kill(signal),
  };
}

/** What the store at `dataDir` says is running there (running marks, held locks). */
async function storeActivity(dataDir: string): Promise<string[]> {
  const records = openSqliteRecords(path.join(dataDir, DEFAULT_SQLITE_FILE));
  try {
    return await records.activity();
  } finally {
    await records.close();
  }
}

describe("an update waiting when the bot starts", () => {
  // One bot for both tests (a start costs about half a second of CPU): Alice's update and Bob's
  // three wait for it before it starts.
  const telegram = new TelegramFake();
  const alice = createUser(5_501, "Alice");
  const bob = createUser(5_502, "Bob");
  let waited: ChildBot | undefined;
  let waitedRoot: string | undefined;
  beforeAll(async () => {
    await telegram.start();
    telegram.sendText(alice, privateChat(alice), "/start");
    for (const text of ["/balance", "/start", "/history"]) {
      telegram.sendText(bob, privateChat(bob), text);
    }
    waitedRoot = await mkdtemp(path.join(tmpdir(), "lnbot-startup-"));
    waited = await startChildBot({ fake: telegram, dataDir: path.join(waitedRoot, "data") });
  }, 60_000);
  afterAll(async () => {
    const exit = await waited?.stop();
    await telegram.close();
    if (waitedRoot) await rm(waitedRoot, { recursive: true, force: true });
    expect(exit).toEqual({ code: 0, signal: null });
  });

  it("is answered, though the sweeps and jobs start only once the first poll is on its way", async () => {
    // A bound, not a wait: the default 3 s was too short on a busy machine.
    const answer = await telegram.nextBotMessage(alice.id, 20_000);
    expect(answer.text).toContain("Hi Alice!");
    // Answered once: the update was handled one time, with the bot's first polls.
    expect(telegram.botMessages(alice.id)).toHaveLength(1);
  }, 30_000);

  it("several in one chat, held while the features load behind the first poll, are answered in their order", async () => {
    await telegram.waitFor(() => telegram.botMessages(bob.id).length >= 3, 20_000, "three answers");
    const answers = telegram.botMessages(bob.id).map((message) => message.text ?? "");
    expect(answers).toEqual([
      expect.stringMatching(/^💰 Balance/),
      expect.stringContaining("Hi Bob!"),
      expect.stringContaining("No operations yet"),
    ]);
  }, 30_000);
});

describe("a signal during start-up", () => {
  it("while the bot waits for Telegram: the start is stopped, its store left with no running mark, exit 0", async () => {
    const telegram = new TelegramFake();
    fake = telegram;
    await telegram.start();
    telegram.failNext("getMe", { disconnect: true }, 100);
    const dir = await dataDir();
    const bot = spawnBot({
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      DATA_DIR: dir,
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
    });
    await waitUntil(
      () => bot.lines().some((line) => line.includes("Telegram unreachable: getMe failed")),
      20_000,
      "a failed getMe",
    );
    bot.kill("SIGTERM");
    expect(await bot.exited).toEqual({ code: 0, signal: null });
    const messages = bot.lines().map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain("shutting down");
    expect(messages).toContain("start-up stopped");
    expect(messages.some((msg) => msg.startsWith("bot @"))).toBe(false);
    // Stopped, not just left: a store move may start at once.
    expect(await storeActivity(dir)).toEqual([]);
  }, 30_000);

  /** Starts the bot with `preload` (which sends it a SIGTERM at some step) and waits for its exit 0. */
  async function signalledStart(preload: string) {
    const telegram = new TelegramFake();
    fake = telegram;
    await telegram.start();
    const dir = await dataDir();
    const bot = spawnBot({
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      DATA_DIR: dir,
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
      NODE_OPTIONS: `--import ${preload}`,
    });
    expect(await bot.exited).toEqual({ code: 0, signal: null });
    const messages = bot.lines().map((line) => (JSON.parse(line) as { msg: string }).msg);
    return { telegram, dir, messages };
  }

  it("as its first poll leaves, the features still to load: stopped cleanly, exit 0, no running mark left", async () => {
    const { dir, messages } = await signalledStart(SIGNAL_AT_FIRST_POLL);
    expect(messages).toContain("shutting down");
    // Node loads the features' modules in one stretch: the signal is acted on once they are in.
    expect(await storeActivity(dir)).toEqual([]);
  }, 30_000);

  it("while the bot still loads its modules: the signal is kept and stops the start, exit 0", async () => {
    const { telegram, dir, messages } = await signalledStart(SIGNAL_WHILE_LOADING);
    expect(messages).toContain("shutting down");
    expect(messages.some((msg) => msg.startsWith("bot @"))).toBe(false);
    expect(telegram.calls("getUpdates")).toEqual([]);
    expect(await storeActivity(dir)).toEqual([]);
  }, 30_000);
});

describe("on a terminal", () => {
  it("LOG_FORMAT=pretty: one readable line per event, Telegram unreachable with its reason and no stack; SIGTERM stops it cleanly", async () => {
    const telegram = new TelegramFake();
    fake = telegram;
    await telegram.start();
    telegram.failNext("getMe", { disconnect: true }, 1);
    const proc = spawn(NODE, [MAIN], {
      cwd: path.dirname(await dataDir()),
      env: {
        PATH: process.env.PATH ?? "",
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        DATA_DIR: path.join(root ?? "", "data"),
        PORT: "0",
        HOST: "127.0.0.1",
        METRICS_PORT: "0",
        LOG_LEVEL: "info",
        LOG_FORMAT: "pretty",
        // One retry, after 0.1 s instead of 1 s: the line's form is under test, not the wait.
        TELEGRAM_RETRY_MS: "100",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    proc.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    proc.stderr.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    const exited = new Promise<number | null>((resolve) => proc.once("exit", resolve));
    try {
      await waitUntil(() => / INFO: bot @\S+ started/.test(out), 20_000, "the start line");
    } finally {
      proc.kill("SIGTERM");
    }
    expect(await exited).toBe(0);

    const lines = out.split("\n").filter((line) => line.trim() !== "");
    // Every line is an event of its own: time, level, message; no JSON object, no stack.
    for (const line of lines) {
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] (INFO|WARN): \S/);
    }
    const failure = lines.find((line) => line.includes("Telegram unreachable"));
    expect(failure).toMatch(
      /WARN: Telegram unreachable: getMe failed, next attempt in 100 ms \(network ECONNRESET: request to http:\/\/127\.0\.0\.1:\d+\/bot\[redacted\]\/getMe failed, reason: socket hang up\)/,
    );
    expect(failure?.length).toBeLessThan(400);
    expect(lines.some((line) => line.includes("INFO: Telegram reachable again"))).toBe(true);
    expect(lines.some((line) => line.includes("INFO: shutting down"))).toBe(true);
    expect(out).not.toContain(telegram.token);
  }, 30_000);
});
