/**
 * Runs a bot (bench/child/bot.ts) in a child process against a Telegram
 * fake in this process, and talks to it over IPC: CPU and memory usage,
 * provisioning users, graceful stop. The child's stdout (the app's JSON log)
 * goes to a file so warnings and errors can be counted afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TelegramFake } from "../../test/support/telegram-fake.ts";
import { trackChild } from "./cleanup.ts";
import {
  type AccountToConnect,
  CHILD_KIND_ENV,
  type ChildKind,
  type ChildMessage,
  type ChildRequest,
  type ChildRequestBody,
  type ConnectedAccount,
  type OutcomeTimes,
  type ProcessUsage,
  type ProvisionResult,
} from "./ipc.ts";
import { productionNodeFlags } from "./node-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CHILD_SCRIPT = path.join(ROOT, "bench", "child", "bot.ts");

/** How long the child may take to start (long: other work may share the CPUs). */
const START_LIMIT_MS = 30_000;
/** How long a graceful stop may take before the child is killed. */
const STOP_LIMIT_MS = 15_000;

/** How to start a bot child. */
export interface BotChildOptions {
  kind: ChildKind;
  fake: TelegramFake;
  /** The bot's DATA_DIR (its working directory is this folder too, so no .env is read). */
  dataDir: string;
  /** Where the child's stdout and stderr go. */
  logFile: string;
  /** Extra environment for the app. */
  env?: Record<string, string>;
  /** When set, the child runs with --cpu-prof and writes its profile here on stop. */
  cpuProfileDir?: string;
  /** Node/V8 flags for the child (default: the production ones, `npm start`'s). */
  nodeFlags?: string[];
}

/** The log lines of a finished child, by severity. */
export interface ChildLogSummary {
  warnings: number;
  errors: number;
  /** The first few warning/error messages (no values: pino's `msg` only). */
  examples: string[];
}

/** A running bot child process. Always `stop()` it. */
export class BotChild {
  readonly #child: ChildProcess;
  readonly #logFile: string;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #exited: Promise<void>;
  #nextId = 1;
  #alive = true;

  private constructor(child: ChildProcess, logFile: string) {
    this.#child = child;
    this.#logFile = logFile;
    this.#exited = new Promise<void>((resolve) => {
      child.once("exit", () => {
        this.#alive = false;
        for (const waiter of this.#pending.values()) {
          waiter.reject(new Error("the bot child exited"));
        }
        this.#pending.clear();
        resolve();
      });
    });
    child.on("message", (message: ChildMessage) => {
      if (message.type !== "answer") return;
      const waiter = this.#pending.get(message.id);
      if (!waiter) return;
      this.#pending.delete(message.id);
      if (message.ok) waiter.resolve(message.result);
      else waiter.reject(new Error(`the bot child failed: ${message.error}`));
    });
  }

  /** Spawns the child and resolves once its bot polls (or rejects with its error). */
  static async start(options: BotChildOptions): Promise<BotChild> {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const log = openSync(options.logFile, "a", 0o600);
    const flags = [
      "--expose-gc",
      ...(options.cpuProfileDir
        ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`, "--cpu-prof-interval=500"]
        : []),
      ...(options.nodeFlags ?? productionNodeFlags()),
    ];
    let child: ChildProcess;
    try {
      child = spawn(process.execPath, [...flags, CHILD_SCRIPT], {
        cwd: options.dataDir,
        env: {
          PATH: process.env.PATH ?? "",
          [CHILD_KIND_ENV]: options.kind,
          TELEGRAM_BOT_TOKEN: options.fake.token,
          TELEGRAM_API_ROOT: options.fake.apiRoot,
          DATA_DIR: options.dataDir,
          PORT: "0",
          HOST: "127.0.0.1",
          METRICS_PORT: "0",
          LOG_LEVEL: "info",
          // The fake enforces no flood limits in these scenarios (a Bot API server without
          // them): the bot's own pacing to Telegram's 30 messages/s would cap every figure at
          // that and measure Telegram, not the bot. The limits scenario turns it on.
          TELEGRAM_RATE_LIMITS: "off",
          // Simulated users talk far faster than people: the per-user limit would measure itself.
          PRIVATE_ACTIONS_PER_MINUTE: "1000000",
          ...options.env,
        },
        stdio: ["ignore", log, log, "ipc"],
      });
    } finally {
      closeSync(log);
    }
    trackChild(child);
    const bot = new BotChild(child, options.logFile);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`the ${options.kind} bot did not start within ${START_LIMIT_MS} ms`));
      }, START_LIMIT_MS);
      const onMessage = (message: ChildMessage) => {
        if (message.type === "ready") {
          finish();
          resolve();
        } else if (message.type === "failed") {
          finish();
          reject(new Error(`the ${options.kind} bot failed to start: ${message.error}`));
        }
      };
      const onExit = () => {
        finish();
        reject(new Error(`the ${options.kind} bot exited during start-up; see ${options.logFile}`));
      };
      const onError = (error: Error) => {
        finish();
        reject(new Error(`the ${options.kind} bot could not be started: ${error.message}`));
      };
      const finish = () => {
        clearTimeout(timer);
        child.off("message", onMessage);
        child.off("exit", onExit);
        child.off("error", onError);
      };
      child.on("message", onMessage);
      child.once("exit", onExit);
      child.once("error", onError);
    });
    return bot;
  }

  get pid(): number {
    return this.#child.pid ?? 0;
  }

  /** CPU time and memory of the child now; `gc` collects garbage first. */
  usage(gc = false): Promise<ProcessUsage> {
    return this.#request({ type: "usage", gc }, 10_000) as Promise<ProcessUsage>;
  }

  /**
   * The app child's usage once it is quiet: waits (at most `limitMs`) until
   * the bot gave memory back on its own, as it does when its event loop
   * idles (src/memory-release.ts), then reads usage after a full GC.
   * `released` says whether it did within the limit.
   */
  async quietUsage(limitMs = 12_000): Promise<{ usage: ProcessUsage; released: boolean }> {
    const began = performance.now();
    const baseline = (await this.usage(false)).memoryReleases ?? 0;
    let released = false;
    while (!released && performance.now() - began < limitMs) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      released = ((await this.usage(false)).memoryReleases ?? 0) > baseline;
    }
    return { usage: await this.usage(true), released };
  }

  /** Provisions `users` accounts with settings in the child's app (see ChildRequest). */
  provision(
    firstUserId: number,
    users: number,
    concurrency: number,
    timeLimitMs: number,
  ): Promise<ProvisionResult> {
    return this.#request(
      { type: "provision", firstUserId, users, concurrency, timeLimitMs },
      timeLimitMs + 30_000,
    ) as Promise<ProvisionResult>;
  }

  /** Stores accounts made on an outside gateway for their users (see ChildRequest "connect"). */
  connect(accounts: AccountToConnect[]): Promise<ConnectedAccount[]> {
    return this.#request({ type: "connect", accounts }, 60_000) as Promise<ConnectedAccount[]>;
  }

  /** The port of the app's HTTP server on 127.0.0.1 (app child only). */
  httpPort(): Promise<number> {
    return this.#request({ type: "http-port" }, 10_000) as Promise<number>;
  }

  /** How long payment outcomes took to be shown after the gateway answered (app child only). */
  outcomes(): Promise<OutcomeTimes> {
    return this.#request({ type: "outcomes" }, 10_000) as Promise<OutcomeTimes>;
  }

  /** Stops the bot gracefully (so a CPU profile gets written); kills it when that takes too long. */
  async stop(): Promise<void> {
    if (!this.#alive) return;
    await this.#request({ type: "stop" }, STOP_LIMIT_MS).catch(() => undefined);
    const killer = setTimeout(() => this.#child.kill("SIGKILL"), STOP_LIMIT_MS);
    await this.#exited;
    clearTimeout(killer);
  }

  /** The `update_id`s of the child's log lines whose message is one of `messages`. */
  loggedUpdateIds(messages: readonly string[]): Set<number> {
    const ids = new Set<number>();
    let text = "";
    try {
      text = readFileSync(this.#logFile, "utf8");
    } catch {
      return ids;
    }
    for (const line of text.split("\n")) {
      if (!messages.some((message) => line.includes(message))) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; update_id?: unknown };
        if (messages.includes(entry.msg ?? "") && typeof entry.update_id === "number") {
          ids.add(entry.update_id);
        }
      } catch {
        // Not a log line of ours.
      }
    }
    return ids;
  }

  /** Counts warning and error lines in the child's log (pino levels 40 and above). */
  logSummary(): ChildLogSummary {
    let text = "";
    try {
      text = readFileSync(this.#logFile, "utf8");
    } catch {
      return { warnings: 0, errors: 0, examples: [] };
    }
    const summary: ChildLogSummary = { warnings: 0, errors: 0, examples: [] };
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      let entry: { level?: number; msg?: string; err?: { message?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        // Not pino: a crash trace on stderr counts as an error.
        summary.errors += 1;
        if (summary.examples.length < 5) summary.examples.push(line.slice(0, 200));
        continue;
      }
      const level = entry.level ?? 0;
      if (level < 40) continue;
      if (level >= 50) summary.errors += 1;
      else summary.warnings += 1;
      if (summary.examples.length < 5) {
        summary.examples.push(
          `${entry.msg ?? "?"}${entry.err?.message ? `: ${entry.err.message.slice(0, 120)}` : ""}`,
        );
      }
    }
    return summary;
  }

  #request(request: ChildRequestBody, timeoutMs: number): Promise<unknown> {
    if (!this.#alive) return Promise.reject(new Error("the bot child is not running"));
    const id = this.#nextId;
    this.#nextId += 1;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`the bot child did not answer "${request.type}" within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.#child.send({ ...request, id } as ChildRequest);
    });
  }
}
