/**
 * Start-up time: `node src/main.ts` (with `npm start`'s flags) spawned with a fresh DATA_DIR (new
 * store, secrets key and sandbox state) against a Telegram fake; measured
 * from spawn to the fake receiving the first getUpdates. For scale, the
 * time Node itself takes to start and exit (`node -e 0`) is measured too.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TelegramFake } from "../../test/support/telegram-fake.ts";
import { trackChild } from "../lib/cleanup.ts";
import { productionNodeFlags } from "../lib/node-flags.ts";
import { type LatencySummary, summarize } from "../lib/stats.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(ROOT, "src", "main.ts");

/** How long one start may take before it counts as failed. */
const START_LIMIT_MS = 20_000;
/** How long the bot may take to stop after SIGTERM before it is killed. */
const STOP_LIMIT_MS = 15_000;

/** Start-up times (ms). */
export interface StartupResult {
  /** Spawn → first getUpdates, per run. */
  toFirstPoll: LatencySummary;
  /**
   * CPU time (user + system, all threads) the bot spent until its first
   * getUpdates, per run: unlike the wall time, barely moved by other work
   * on the machine.
   */
  cpuToFirstPoll: LatencySummary;
  /** The first run alone (coldest file cache). */
  firstRunMs: number;
  /** `node -e 0`, spawn → exit. */
  bareNode: LatencySummary;
}

/** Starts the bot `runs` times (default 5), each on a fresh data folder. */
export async function benchStartup(
  options: { runs?: number; cpuProfileDir?: string | undefined } = {},
): Promise<StartupResult> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < (options.runs ?? 5); run += 1) {
    times.push(
      await startOnce(run === 0 ? options.cpuProfileDir : undefined, (ms) => cpu.push(ms)),
    );
  }
  const bare: number[] = [];
  for (let run = 0; run < 5; run += 1) bare.push(await bareNodeOnce());
  return {
    toFirstPoll: summarize(times),
    cpuToFirstPoll: summarize(cpu),
    firstRunMs: times[0] ?? Number.NaN,
    bareNode: summarize(bare),
  };
}

async function startOnce(
  cpuProfileDir: string | undefined,
  cpu: (ms: number) => void,
): Promise<number> {
  return withTempDir("startup", (dir) =>
    withFake((fake) =>
      timeStartup({
        fake,
        dataDir: path.join(dir, "data"),
        logFile: path.join(dir, "bot.log"),
        cpuProfileDir,
        cpu,
      }),
    ),
  );
}

/** How to start the bot for `timeStartup`. */
export interface StartupRun {
  fake: TelegramFake;
  /** DATA_DIR (created when missing); the working directory is its parent, so no .env is read. */
  dataDir: string;
  logFile: string;
  /** Extra environment (STORAGE_URL, GATEWAY_BASE_URL, SECRETS_KEY…). */
  env?: Record<string, string>;
  cpuProfileDir?: string | undefined;
  /** Told the CPU time (ms) the bot had spent when its first getUpdates came (Linux). */
  cpu?: (ms: number) => void;
}

/**
 * Spawns `node src/main.ts` against `fake` and returns the milliseconds from
 * spawn to the fake receiving its first getUpdates; stops the bot (SIGTERM,
 * then SIGKILL) before resolving.
 */
export async function timeStartup(run: StartupRun): Promise<number> {
  const { fake, dataDir, logFile, cpuProfileDir } = run;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const log = openSync(logFile, "a", 0o600);
  const flags = [
    ...productionNodeFlags(),
    ...(cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : []),
  ];
  const pollsBefore = fake.calls("getUpdates").length;
  const started = performance.now();
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...flags, MAIN], {
      cwd: path.dirname(dataDir),
      env: {
        PATH: process.env.PATH ?? "",
        TELEGRAM_BOT_TOKEN: fake.token,
        TELEGRAM_API_ROOT: fake.apiRoot,
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        METRICS_PORT: "0",
        LOG_LEVEL: "info",
        ...run.env,
      },
      stdio: ["ignore", log, log],
    });
  } finally {
    closeSync(log);
  }
  trackChild(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await Promise.race([
      fake.waitFor(
        () => fake.calls("getUpdates").length > pollsBefore,
        START_LIMIT_MS,
        "the first getUpdates",
      ),
      exited.then(() => {
        const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-3).join(" / ");
        throw new Error(`the bot exited before polling: ${tail.slice(0, 300)}`);
      }),
    ]);
    const wallMs = performance.now() - started;
    const cpuMs = child.pid === undefined ? undefined : cpuMsOf(child.pid);
    if (cpuMs !== undefined) run.cpu?.(cpuMs);
    return wallMs;
  } finally {
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), STOP_LIMIT_MS);
    await exited;
    clearTimeout(killer);
  }
}

/** User + system CPU time of a process so far, from /proc (Linux; undefined elsewhere). */
function cpuMsOf(pid: number): number | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return undefined;
  }
}

async function bareNodeOnce(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
  trackChild(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("node -e 0 did not exit within 10 s"));
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return performance.now() - started;
}
