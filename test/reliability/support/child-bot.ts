/**
 * Runs the real bot as a child process (`node src/main.ts`, the way an
 * operator runs it) against a Telegram fake living in the test process, so
 * a test can kill it with SIGKILL mid-operation and start it again on the
 * same data folder. The embedded sandbox keeps its state in that folder too,
 * so balances and payments survive the crash.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import type { TelegramFake } from "../../support/telegram-fake.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
/** The project's Node 24 (the system node may be older). */
const NODE = path.join(ROOT, "node_modules", ".bin", "node");
const MAIN = path.join(ROOT, "src", "main.ts");

/**
 * How long start-up may take before the child is considered broken: about
 * a second of CPU, but 20 s and more on a busy 2-core machine.
 */
const START_TIMEOUT_MS = 60_000;

export interface ChildBotOptions {
  fake: TelegramFake;
  /** The bot's DATA_DIR (store, sandbox state, secrets key); reused across restarts. */
  dataDir: string;
  /** Extra environment, e.g. `{ LNBOT_CRASH_AT: "after-claim" }`. */
  env?: Record<string, string>;
  /** Node options before src/main.ts (default none), e.g. npm start's. */
  nodeFlags?: readonly string[];
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildBot {
  readonly pid: number;
  /** Every line the child wrote (pino JSON on stdout, anything on stderr). */
  readonly lines: string[];
  /** The lines it wrote on stderr (also in `lines`). */
  readonly stderr: string[];
  /** Resolves when the process has exited, however. */
  readonly exited: Promise<ChildExit>;
  /** Whether the process is still running. */
  readonly running: boolean;
  /** Graceful stop (SIGTERM); resolves with the exit. */
  stop(): Promise<ChildExit>;
  /** Immediate stop (SIGKILL), e.g. for a bot stuck on purpose; resolves with the exit. */
  kill(): Promise<ChildExit>;
}

/**
 * Spawns the bot and resolves once it logged that it started (long polling
 * runs). Rejects, killing the child, when it exits or stays silent for 20 s.
 * The environment holds only what the bot needs: no variable of the test
 * process (or a `.env`: the working directory is the data folder's parent).
 */
export async function startChildBot(options: ChildBotOptions): Promise<ChildBot> {
  const child: ChildProcess = spawn(NODE, [...(options.nodeFlags ?? []), MAIN], {
    cwd: path.dirname(options.dataDir),
    env: {
      PATH: process.env.PATH ?? "",
      TELEGRAM_BOT_TOKEN: options.fake.token,
      TELEGRAM_API_ROOT: options.fake.apiRoot,
      DATA_DIR: options.dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
      // Tests talk faster than people: the per-user limit in private chats is out of the way.
      PRIVATE_ACTIONS_PER_MINUTE: "100000",
      // A Claim's own outcome in its answer, as the in-process harness has it (a test that
      // wants the early "one moment" answer sets it).
      GIVEAWAY_CLAIM_ANSWER_MS: "60000",
      LOG_LEVEL: "info",
      GATEWAY_TIMEOUT_MS: "2000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  let started = false;
  let onStarted: () => void = () => {};
  const collect = (stream: NodeJS.ReadableStream | null, also?: string[]) => {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        also?.push(line);
        if (!started && line.includes('"msg":"bot @')) {
          started = true;
          onStarted();
        }
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr, stderr);
  const exited = new Promise<ChildExit>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    // Not started at all (e.g. the Node binary missing): no "exit" follows.
    child.once("error", (error) => {
      lines.push(`spawn failed: ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the bot did not start within ${START_TIMEOUT_MS} ms:\n${tail(lines)}`));
    }, START_TIMEOUT_MS);
    onStarted = () => {
      clearTimeout(timer);
      resolve();
    };
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`the bot exited during start-up (${describeExit(exit)}):\n${tail(lines)}`));
    });
  });
  await ready;
  const pid = child.pid ?? 0;
  return {
    pid,
    lines,
    stderr,
    exited,
    get running() {
      return alive;
    },
    async kill() {
      if (alive) child.kill("SIGKILL");
      return exited;
    },
    async stop() {
      if (alive) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}

/**
 * How `child` exited, once it exits within `timeoutMs` (the bound a test
 * waits for its crash point at most), else undefined.
 */
export async function exitWithin(
  child: ChildBot,
  timeoutMs: number,
): Promise<ChildExit | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, undefined);
  });
  try {
    return await Promise.race([child.exited, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** "signal SIGKILL" or "code 1", for messages. */
export function describeExit(exit: ChildExit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}

function tail(lines: string[]): string {
  return lines.slice(-15).join("\n");
}

/** What a crash suite started and must end: its bots, Telegram fake, sandbox, data folder, tally. */
export interface CrashSuiteParts {
  running: ChildBot[];
  fake: TelegramFake;
  sandbox?: { close(): Promise<void> } | undefined;
  root: string;
  tally: { write(): Promise<void> };
}

/**
 * Ends a crash suite (its afterAll): stops the bots still running, closes the rest and writes
 * the tally; then every bot not killed on purpose (SIGKILL) must have exited 0.
 */
export async function endCrashSuite(parts: CrashSuiteParts): Promise<void> {
  const exits = await Promise.all(parts.running.map((child) => child.stop()));
  await parts.fake.close();
  await parts.sandbox?.close();
  await rm(parts.root, { recursive: true, force: true });
  await parts.tally.write();
  const stopped = exits.filter((exit) => exit.signal !== "SIGKILL");
  expect(stopped.map((exit) => exit.code)).toEqual(stopped.map(() => 0));
}
