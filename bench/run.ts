/**
 * `npm run bench`: measures the bot against the targets of issue 9 and
 * writes the results table to bench/RESULTS.md (and prints it).
 *
 * Scenarios, in order: start-up, QR render, conversation state, the real
 * bot's throughput and latency (/invoice, /pay, /balance) with the embedded
 * sandbox and with the gateway in another process, the bare grammY
 * baseline, the per-update cost ratios (/balance, /invoice, /pay: real and
 * bare bot measured in interleaved rounds), memory (a fresh bot, 10 000
 * stored users, sustained /balance load) and Telegram's flood limits (3×
 * and 10× the global limit), two replicas on one Redis against one. Every
 * phase is bounded in time: the run should take at most 15 minutes on a
 * quiet 2-core machine (the report judges its run time and lists each
 * scenario's). All traffic stays on 127.0.0.1.
 * Scale (10 000, 100 000 and 1 000 000 stored users on SQLite and Redis,
 * 7 minutes) runs only when asked for (`--only=scale`); its section of
 * RESULTS.md carries its own date and load and is kept by a full run.
 *
 * Options:
 *   --quick          short phases, to check the harness
 *   --only=a,b       run only these scenarios: startup, qr, state, throughput (the real bot with
 *                    the embedded sandbox), separate (the real bot, gateway in another process),
 *                    bare, ratio (CPU per update, real vs bare bot, interleaved), memory,
 *                    sustained (RSS under rounds of closed-loop /balance), history (a person
 *                    with 100 000 operations against one with 10), peak (100 updates/s of
 *                    mixed traffic, the bot alone), stores (store operations per update on Redis
 *                    and PostgreSQL, from TEST_REDIS_URL / TEST_POSTGRES_URL), replicas (two bots
 *                    on one Redis against one, TEST_REDIS_URL), limits (Telegram's
 *                    flood limits on at the fake: 3× and 10× the global limit), scale (stored
 *                    users 10 000 → 1 000 000; Redis too when TEST_REDIS_URL is set)
 *   --ratio=KINDS    with the ratio scenario: only these kinds (balance, invoice, pay; comma-separated)
 *   --ratio-gateway=embedded|separate   with the ratio scenario: only this set-up (default both)
 *   --rounds=N       with the ratio scenario: this many interleaved rounds (default 3)
 *   --profile        run the bots under --cpu-prof and add where the CPU time went;
 *                    profiles are kept in bench/results/ for Chrome DevTools
 *   --out=FILE       where to write the Markdown (default bench/RESULTS.md for a full run,
 *                    bench/results/partial.md with --quick or --only, so RESULTS.md always
 *                    holds a complete run). A partial run with scale (not --quick) also
 *                    replaces the scale section of RESULTS.md, which carries its own date and load
 * Exits 1 when a scenario failed to run (a missed target is a result, not a failure).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { cleanUpOnSignals } from "./lib/cleanup.ts";
import { renderHistorySection } from "./lib/history-report.ts";
import { withIsolatedStore } from "./lib/isolated-store.ts";
import { renderLimitsSection } from "./lib/limits-report.ts";
import type { PhaseResult } from "./lib/load.ts";
import { describeMachine, loadAverage } from "./lib/machine.ts";
import { renderPeakSection } from "./lib/peak-report.ts";
import { type ProfileWindow, summarizeProfile } from "./lib/profile.ts";
import { renderReplicasSection } from "./lib/replicas-report.ts";
import { type BenchResults, type ProfileSection, renderReport } from "./lib/report.ts";
import { renderScaleSection, scaleSectionOf, withScaleSection } from "./lib/report-scale.ts";
import { renderStoresSection } from "./lib/stores-report.ts";
import { benchConversationState } from "./scenarios/conversation-state.ts";
import { benchHistory, type HistoryResult } from "./scenarios/history.ts";
import { benchLimits, type LimitsResult } from "./scenarios/limits.ts";
import { benchMemory } from "./scenarios/memory.ts";
import { benchQrRender } from "./scenarios/qr.ts";
import { benchReplicas, type ReplicasResult } from "./scenarios/replicas.ts";
import { benchScale } from "./scenarios/scale.ts";
import { benchStartup } from "./scenarios/startup.ts";
import { benchSustained } from "./scenarios/sustained.ts";
import {
  benchBareBot,
  benchCostRatio,
  benchPeak,
  benchRealBot,
  benchStoreOps,
  COST_KINDS,
  type CostKind,
  type PeakResult,
  type RealBotResults,
  type StoreOpsResult,
  type ThroughputSettings,
} from "./scenarios/throughput.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCENARIOS = [
  "startup",
  "qr",
  "state",
  "throughput",
  "separate",
  "bare",
  "ratio",
  "memory",
  "sustained",
  "history",
  "peak",
  "stores",
  "replicas",
  "limits",
  "scale",
] as const;
type Scenario = (typeof SCENARIOS)[number];
/** A full run: every scenario but scale (asked for with --only=scale). */
const FULL_RUN: readonly Scenario[] = SCENARIOS.filter((scenario) => scenario !== "scale");

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    profile: { type: "boolean", default: false },
    ratio: { type: "string" },
    "ratio-gateway": { type: "string" },
    rounds: { type: "string" },
    out: { type: "string" },
  },
});

const selected = new Set<Scenario>(
  values.only
    ? values.only.split(",").map((name) => {
        const scenario = SCENARIOS.find((known) => known === name.trim());
        if (!scenario) {
          console.error(`unknown scenario "${name}": choose from ${SCENARIOS.join(", ")}`);
          process.exit(2);
        }
        return scenario;
      })
    : FULL_RUN,
);
const quick = values.quick;
const partial = quick || values.only !== undefined;
const outFile = path.resolve(
  values.out ?? path.join(ROOT, "bench", partial ? "results/partial.md" : "RESULTS.md"),
);
const resultsDir = path.join(ROOT, "bench", "results");
const profileDir = values.profile
  ? path.join(resultsDir, `profiles-${new Date().toISOString().replace(/[:.]/g, "-")}`)
  : undefined;

const log = (line: string) => console.log(line);

const throughput: ThroughputSettings = quick
  ? {
      concurrency: 16,
      usersPerRole: 32,
      closed: { warmupMs: 1_000, windowMs: 2_000, drainMs: 5_000 },
      paced: { warmupMs: 500, windowMs: 2_000, drainMs: 5_000 },
      pacedRate: { invoice: 50, pay: 25, balance: 100 },
      light: { ratePerSec: 10, warmupMs: 300, windowMs: 1_500, drainMs: 5_000 },
      cpuProfileDir: profileDir,
      log,
    }
  : {
      concurrency: 64,
      usersPerRole: 256,
      // Warm-up + window stay within 8 s per phase (the drain ends when the last answer came).
      closed: { warmupMs: 1_500, windowMs: 6_000, drainMs: 8_000 },
      paced: { warmupMs: 1_000, windowMs: 5_000, drainMs: 8_000 },
      pacedRate: { invoice: 300, pay: 150, balance: 300 },
      light: { ratePerSec: 10, warmupMs: 500, windowMs: 3_000, drainMs: 8_000 },
      cpuProfileDir: profileDir,
      log,
    };

cleanUpOnSignals();
if (profileDir) await mkdir(profileDir, { recursive: true });
const machine = describeMachine();
const began = performance.now();
const results: BenchResults = {
  machine,
  loadAverageAtEnd: 0,
  durationSec: 0,
  quick,
  partial,
  profiled: profileDir !== undefined,
  settings: {
    concurrency: throughput.concurrency,
    usersPerRole: throughput.usersPerRole,
    pacedRate: throughput.pacedRate,
    lightRate: throughput.light.ratePerSec,
    closedWindowSec: throughput.closed.windowMs / 1000,
    pacedWindowSec: throughput.paced.windowMs / 1000,
  },
  profiles: [],
  failures: [],
};

log(
  `benchmark on ${machine.cpuModel} (${machine.cores} cores), Node ${machine.node}, load average ${machine.loadAverageAtStart.toFixed(2)}`,
);

/** Each scenario run and its wall time, s (in the report: where the run's time goes). */
const stepTimes: { scenario: Scenario; seconds: number; failed: boolean }[] = [];

/** Runs one scenario; a failure is recorded and the run goes on. */
async function step(scenario: Scenario, title: string, work: () => Promise<void>): Promise<void> {
  if (!selected.has(scenario)) return;
  log(`\n${title}`);
  const started = performance.now();
  const took = () => (performance.now() - started) / 1000;
  try {
    await work();
    stepTimes.push({ scenario, seconds: took(), failed: false });
    log(`  done in ${took().toFixed(1)} s`);
  } catch (error) {
    stepTimes.push({ scenario, seconds: took(), failed: true });
    const message = error instanceof Error ? error.message : String(error);
    results.failures.push({ scenario, error: message });
    log(`  FAILED: ${message}`);
  }
}

await step("startup", "start-up: spawn node src/main.ts → first getUpdates", async () => {
  results.startup = await benchStartup({ runs: quick ? 2 : 5 });
});
await step("qr", "QR render of a sandbox invoice", async () => {
  results.qr = await benchQrRender(quick ? { iterations: 50, limitMs: 3_000 } : {});
});
await step("state", "stored conversation state per step of /invoice", async () => {
  results.state = await benchConversationState();
});
await step("throughput", "real bot, embedded sandbox: /invoice, /pay, /balance", async () => {
  results.real = await benchRealBot(throughput, "embedded");
  await addRealBotProfiles(results.real);
});
await step(
  "separate",
  "real bot, gateway in another process: /invoice, /pay, /balance",
  async () => {
    results.realSeparate = await benchRealBot(throughput, "separate");
    await addRealBotProfiles(results.realSeparate);
  },
);
await step("bare", "bare grammY bot: /balance-like traffic", async () => {
  results.bare = await benchBareBot(throughput);
  const file = results.bare.cpuProfile;
  if (file)
    await addProfile(
      "bare grammY bot, paced (the cost-ratio window)",
      file,
      results.bare.balance.paced,
    );
});
await step("ratio", "CPU per update, real bot vs bare grammY, interleaved", async () => {
  const kinds = values.ratio?.split(",").map((name) => {
    const kind = COST_KINDS.find((known) => known === name.trim());
    if (!kind)
      throw new Error(`unknown ratio kind "${name}": choose from ${COST_KINDS.join(", ")}`);
    return kind;
  });
  const rounds = values.rounds === undefined ? undefined : Number(values.rounds);
  if (rounds !== undefined && !(Number.isInteger(rounds) && rounds > 0)) {
    throw new Error(`--rounds needs a whole number above 0, not "${values.rounds}"`);
  }
  const gateways = values["ratio-gateway"] ?? "embedded,separate";
  const shape = {
    ...(quick
      ? // A whole /pay takes over a second on a loaded machine: a shorter window can hold none.
        {
          rounds: 2,
          updatesPerSec: 40,
          window: { warmupMs: 1_000, windowMs: 3_000, drainMs: 5_000 },
        }
      : // Three rounds: the median holds against one disturbed round, in 15 minutes for the whole run.
        { rounds: 3, window: { warmupMs: 500, windowMs: 2_500, drainMs: 5_000 } }),
    ...(rounds !== undefined ? { rounds } : {}),
    ...(kinds ? { kinds: kinds as CostKind[] } : {}),
  };
  if (gateways.includes("embedded")) {
    log("  embedded sandbox");
    results.ratioEmbedded = await benchCostRatio(throughput, "embedded", shape);
  }
  if (gateways.includes("separate")) {
    log("  gateway in another process");
    results.ratioSeparate = await benchCostRatio(throughput, "separate", shape);
  }
});
await step("memory", "memory: 10 000 stored users", async () => {
  const options = quick ? { users: 1_000, limitMs: 30_000 } : {};
  results.memory = await benchMemory("embedded", options);
  log("  embedded sandbox done; now with the gateway in another process");
  results.memorySeparate = await benchMemory("separate", options);
});

await step("sustained", "memory under sustained load: rounds of /balance, 300 users", async () => {
  results.sustained = await benchSustained(
    quick
      ? { users: 100, rounds: 2, window: { warmupMs: 500, windowMs: 2_000, drainMs: 5_000 }, log }
      : {
          users: 300,
          rounds: 6,
          window: { warmupMs: 1_000, windowMs: 6_000, drainMs: 8_000 },
          log,
        },
  );
});

let history: HistoryResult | undefined;
await step(
  "history",
  "cost against a person's history: 100 000 operations against 10, 1 000 000 stored",
  async () => {
    history = await benchHistory(
      quick
        ? {
            longEntries: 10_000,
            storedOperations: 50_000,
            rounds: 1,
            cpuSegments: { perPerson: 2, requests: 15 },
            latencyWindow: { warmupMs: 200, windowMs: 1_200, drainMs: 3_000 },
            log,
          }
        : {
            longEntries: 100_000,
            storedOperations: 1_000_000,
            rounds: 5,
            cpuSegments: { perPerson: 4, requests: 50 },
            latencyWindow: { warmupMs: 300, windowMs: 3_000, drainMs: 3_000 },
            log,
          },
    );
  },
);

let peak: PeakResult | undefined;
await step("peak", "a busy bot's peak: 100 updates/s of mixed traffic, the bot alone", async () => {
  peak = await benchPeak(
    throughput,
    100,
    quick
      ? { warmupMs: 500, windowMs: 2_000, drainMs: 5_000 }
      : { warmupMs: 2_000, windowMs: 8_000, drainMs: 8_000 },
  );
  if (peak.cpuProfile)
    await addProfile("peak: mixed traffic, 100 updates/s", peak.cpuProfile, peak.phase);
});

const stores: StoreOpsResult[] = [];
const storeNotes: string[] = [];
await step(
  "stores",
  "past one machine: store operations per update on Redis and PostgreSQL",
  async () => {
    const window = quick
      ? { warmupMs: 500, windowMs: 2_000, drainMs: 5_000 }
      : { warmupMs: 1_000, windowMs: 5_000, drainMs: 5_000 };
    for (const [name, url] of [
      ["Redis", process.env.TEST_REDIS_URL],
      ["PostgreSQL", process.env.TEST_POSTGRES_URL],
    ] as const) {
      if (!url) {
        storeNotes.push(
          `${name} not measured: ${name === "Redis" ? "TEST_REDIS_URL" : "TEST_POSTGRES_URL"} is not set (scripts/services.sh start).`,
        );
        continue;
      }
      // An empty store of the bench's own: data a previous run left would drop the updates.
      stores.push(
        await withIsolatedStore(url, 8, (isolated) =>
          benchStoreOps(throughput, isolated, 50, window),
        ),
      );
    }
  },
);

let replicas: ReplicasResult | undefined;
await step("replicas", "past one machine: two replicas on one Redis against one", async () => {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    storeNotes.push(
      "Two replicas on one Redis not measured: TEST_REDIS_URL is not set (scripts/services.sh start).",
    );
    return;
  }
  replicas = await benchReplicas(
    throughput,
    url,
    quick
      ? { warmupMs: 500, windowMs: 2_000, drainMs: 5_000 }
      : { warmupMs: 1_500, windowMs: 6_000, drainMs: 8_000 },
  );
});

let limits: LimitsResult | undefined;
await step("limits", "Telegram's flood limits: 3× and 10× the global limit", async () => {
  // 10 s of load at 10× already owes 3,000 answers, over a minute and a half of Telegram's
  // budget (past the bot's one-minute bound): the backlog, its bounds and its drain show as
  // they would after a longer burst, and the drain (paced by Telegram's 30 messages a second)
  // keeps the whole run within 15 minutes.
  limits = await benchLimits(
    quick
      ? { multiples: [3], loadMs: 10_000, log, cpuProfileDir: profileDir }
      : { multiples: [3, 10], loadMs: 10_000, log, cpuProfileDir: profileDir },
  );
});

await step(
  "scale",
  "scale: 10 000, 100 000 and 1 000 000 stored users, SQLite and Redis",
  async () => {
    results.scale = await benchScale({
      ...(quick
        ? {
            sizes: [1_000, 10_000],
            activeUsers: 64,
            ratePerSec: 10,
            window: { warmupMs: 500, windowMs: 2_000, drainMs: 3_000 },
            steadyMs: 2_000,
            rounds: 2,
            startupRuns: 1,
            seedLimitMs: 60_000,
          }
        : {
            sizes: [10_000, 100_000, 1_000_000],
            activeUsers: 1_024,
            ratePerSec: 50,
            window: { warmupMs: 2_000, windowMs: 8_000, drainMs: 5_000 },
            steadyMs: 10_000,
            rounds: 4,
            startupRuns: 3,
            seedLimitMs: 20 * 60_000,
          }),
      redisUrl: process.env.TEST_REDIS_URL || undefined,
      cpuProfileDir: profileDir,
      log,
    });
    for (const point of results.scale.points) {
      const last = point.rounds.at(-1);
      if (point.cpuProfile && last) {
        await addProfile(
          `scale: ${point.backend}, ${point.users} stored users, last round`,
          point.cpuProfile,
          last,
        );
      }
    }
  },
);

results.loadAverageAtEnd = loadAverage();
results.durationSec = (performance.now() - began) / 1000;
let report =
  renderReport(results, [
    "Where a target is missed, [ANALYSIS.md](ANALYSIS.md) says what the time is spent on (from CPU profiles) and what would fix it.",
  ]) +
  (history ? `\n${renderHistorySection(history)}` : "") +
  (peak ? `\n${renderPeakSection(peak)}` : "") +
  (stores.length > 0 || storeNotes.length > 0
    ? `\n${renderStoresSection(stores, storeNotes)}`
    : "") +
  (replicas ? `\n${renderReplicasSection(replicas, machine.cores)}` : "") +
  (limits ? `\n${renderLimitsSection(limits, machine)}` : "") +
  [
    "",
    "## Run time by scenario",
    "",
    "| Scenario | Wall time s |",
    "| --- | --- |",
    ...stepTimes.map(
      ({ scenario, seconds, failed }) =>
        `| ${scenario}${failed ? " (failed)" : ""} | ${seconds.toFixed(0)} |`,
    ),
    `| all | ${results.durationSec.toFixed(0)} |`,
    "",
  ].join("\n");
if (!partial && !results.scale) {
  // A full run leaves scale out: the last scale section (with its own date and load) stays.
  const current = await readFile(outFile, "utf8").catch(() => "");
  const kept = scaleSectionOf(current);
  if (kept) report = withScaleSection(report, kept);
}
await mkdir(path.dirname(outFile), { recursive: true });
await writeFile(outFile, report);
log(`\n${report}`);
log(`written to ${path.relative(ROOT, outFile)}`);
if (partial && !quick && results.scale && values.out === undefined) {
  // The scale section carries its own date and load: it can stand in a full run's RESULTS.md.
  const resultsFile = path.join(ROOT, "bench", "RESULTS.md");
  const current = await readFile(resultsFile, "utf8").catch(() => "# Benchmark results\n");
  await writeFile(resultsFile, withScaleSection(current, renderScaleSection(results.scale)));
  log(`scale section replaced in ${path.relative(ROOT, resultsFile)}`);
}
// Exit now: answers still awaited from a stopped bot would hold the process until they time out.
process.exit(results.failures.length > 0 ? 1 : 0);

/** Adds the breakdowns of a real bot's paced /invoice, /pay and /balance (the cost ratios' rate). */
async function addRealBotProfiles(real: RealBotResults): Promise<void> {
  const file = real.cpuProfile;
  if (!file) return;
  await addProfile(`${real.gateway}: /invoice, paced`, file, real.invoice.paced);
  await addProfile(`${real.gateway}: /pay, paced`, file, real.pay.paced);
  await addProfile(`${real.gateway}: /balance, paced`, file, real.balance.paced);
}

/** Adds the profile breakdown of one phase's measured window. */
async function addProfile(title: string, file: string, phase: PhaseResult): Promise<void> {
  if (!phase.usage) return;
  const window: ProfileWindow = {
    fromMicros: phase.usage.start.monotonicMicros,
    toMicros: phase.usage.end.monotonicMicros,
  };
  const section: ProfileSection = {
    title,
    file: path.relative(ROOT, file),
    window,
    summary: await summarizeProfile(file, window),
  };
  results.profiles.push(section);
}
