/**
 * Throughput and latency of the real bot (a child process running
 * startApp) for /invoice with its QR photo, a full /pay with confirmation
 * and /balance; of a bare grammY bot on the same /balance traffic; and the
 * ratio of their CPU per update, measured in interleaved rounds.
 *
 * The real bot runs in one of two set-ups:
 * - `embedded`: the default, no GATEWAY_BASE_URL: the sandbox gateway runs
 *   inside the bot's process, accounts are provisioned on first use;
 * - `separate`: the production shape: the gateway (a sandbox in the
 *   benchmark's process) is reached over loopback HTTP at GATEWAY_BASE_URL,
 *   accounts are stored with AccountService.connect as /connect does, and
 *   payment events come back to PUBLIC_URL. The bot's CPU is then its own.
 *
 * Order on the real bot: prime (every user's first command provisions a
 * sandbox account, not measured) → /invoice (its invoices feed /pay) →
 * /pay → /balance. Each scenario has a closed-loop phase (capacity), a
 * paced phase (latency at a fixed rate) and a light paced phase (latency
 * without queueing).
 */
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import type { TelegramFake } from "../../test/support/telegram-fake.ts";
import { BotChild, type ChildLogSummary } from "../lib/bot-child.ts";
import { type BenchUser, benchUsers } from "../lib/chat.ts";
import {
  balanceFlow,
  echoFlow,
  type Flow,
  InvoicePool,
  invoiceFlow,
  payFlow,
} from "../lib/flows.ts";
import type { ChildKind, ProcessUsage } from "../lib/ipc.ts";
import {
  cpuMsPerUpdate,
  type PhaseResult,
  type PhaseTiming,
  runClosedLoop,
  runPaced,
} from "../lib/load.ts";
import { loadAverage } from "../lib/machine.ts";
import { processTreeCpuMs } from "../lib/process-cpu.ts";
import { median } from "../lib/stats.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";

/** How a throughput run is shaped. */
export interface ThroughputSettings {
  /** Users in flight in closed-loop phases. */
  concurrency: number;
  /** Users per role (payees making invoices, payers); at least `concurrency`. */
  usersPerRole: number;
  closed: PhaseTiming;
  paced: PhaseTiming;
  /** Iterations per second offered in paced phases (/pay: payments, two updates each). */
  pacedRate: { invoice: number; pay: number; balance: number };
  /** A last paced phase at a low rate: the latency of one update without queueing. */
  light: PhaseTiming & { ratePerSec: number };
  /** Write the child's CPU profile into this folder (slower; for finding costs). */
  cpuProfileDir?: string | undefined;
  /** Progress lines. */
  log: (line: string) => void;
}

/** Closed-loop, paced and light-load results of one scenario. */
export interface ScenarioResult {
  closed: PhaseResult;
  paced: PhaseResult;
  light: PhaseResult;
}

/** Where the real bot's gateway runs; see the module comment. */
export type GatewaySetup = "embedded" | "separate";

/** The real bot's three scenarios in one set-up, its log summary and CPU profile. */
export interface RealBotResults {
  gateway: GatewaySetup;
  invoice: ScenarioResult;
  pay: ScenarioResult;
  balance: ScenarioResult;
  /** Invoices made before /pay because /invoice had not left enough. */
  extraInvoices: number;
  log: ChildLogSummary;
  /** The CPU profile written, when profiling. */
  cpuProfile?: string | undefined;
}

/** The bare grammY bot on /balance-like traffic. */
export interface BareBotResults {
  balance: ScenarioResult;
  log: ChildLogSummary;
  cpuProfile?: string | undefined;
}

const PAYEE_FIRST_ID = 100_001;
export const PAYER_FIRST_ID = 200_001;

/** Runs `work` with a bot child of `kind` on a fresh fake and data folder; stops and cleans up. */
async function withBot<T>(
  kind: ChildKind,
  settings: ThroughputSettings,
  env: Record<string, string>,
  work: (bot: BotChild, fake: TelegramFake) => Promise<T>,
): Promise<{ value: T; log: ChildLogSummary; cpuProfile: string | undefined }> {
  return withTempDir(kind, (dir) =>
    withFake(async (fake) => {
      const bot = await BotChild.start({
        kind,
        fake,
        dataDir: path.join(dir, "data"),
        logFile: path.join(dir, "bot.log"),
        env,
        ...(settings.cpuProfileDir ? { cpuProfileDir: settings.cpuProfileDir } : {}),
      });
      try {
        const value = await work(bot, fake);
        await bot.stop();
        const cpuProfile = settings.cpuProfileDir
          ? await profileOf(settings.cpuProfileDir, bot.pid)
          : undefined;
        return { value, log: bot.logSummary(), cpuProfile };
      } finally {
        await bot.stop();
      }
    }),
  );
}

/** The profile --cpu-prof wrote for process `pid` (CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile). */
export async function profileOf(dir: string, pid: number): Promise<string | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const name = names.find(
    (candidate) => candidate.includes(`.${pid}.`) && candidate.endsWith(".cpuprofile"),
  );
  return name ? path.join(dir, name) : undefined;
}

/** The real bot: prime, then /invoice, /pay and /balance. */
export async function benchRealBot(
  settings: ThroughputSettings,
  gateway: GatewaySetup = "embedded",
): Promise<RealBotResults> {
  const payees = benchUsers(PAYEE_FIRST_ID, settings.usersPerRole, "Payee");
  const payers = benchUsers(PAYER_FIRST_ID, settings.usersPerRole, "Payer");
  const separate = gateway === "separate" ? await SeparateGateway.start() : undefined;
  try {
    const { value, log, cpuProfile } = await withBot(
      "app",
      settings,
      separate?.env ?? {},
      async (bot, fake) => {
        const usage = () => bot.usage();
        if (separate) {
          settings.log("  connecting every user's account on the separate gateway");
          await separate.connectAccounts(bot, [...payees, ...payers]);
        }
        settings.log(
          "  priming: every user sends /balance once (embedded: provisions the account)",
        );
        await prime(bot, fake, [...payees, ...payers], settings);
        return measureRealBot(settings, fake, usage, payees, payers);
      },
    );
    return { gateway, ...value, log, cpuProfile };
  } finally {
    await separate?.close();
  }
}

async function measureRealBot(
  settings: ThroughputSettings,
  fake: TelegramFake,
  usage: () => Promise<ProcessUsage>,
  payees: readonly BenchUser[],
  payers: readonly BenchUser[],
): Promise<Pick<RealBotResults, "invoice" | "pay" | "balance" | "extraInvoices">> {
  const pool = new InvoicePool();
  settings.log("  /invoice with QR photo");
  const invoice = await scenario(settings, payees, invoiceFlow(fake, pool), usage, "invoice");

  // Enough invoices for every /pay phase, the closed loop allowed to pay twice as fast as
  // /invoice made them; a phase that still runs out says so in the results.
  const needed =
    Math.ceil(
      settings.pacedRate.pay * ((settings.paced.warmupMs + settings.paced.windowMs) / 1000),
    ) +
    Math.ceil(
      settings.light.ratePerSec * ((settings.light.warmupMs + settings.light.windowMs) / 1000),
    ) +
    Math.ceil(
      invoice.closed.iterationsPerSec *
        2 *
        ((settings.closed.warmupMs + settings.closed.windowMs) / 1000),
    );
  const extraInvoices = await refill(fake, payees, pool, needed, settings);

  settings.log(`  /pay (${pool.size} invoices to pay)`);
  const pay = await scenario(settings, payers, payFlow(fake, pool), usage, "pay");
  settings.log("  /balance");
  const balance = await scenario(settings, payers, balanceFlow(fake), usage, "balance");
  return { invoice, pay, balance, extraInvoices };
}

/** Test money each separately-made account starts with (as the embedded sandbox's default). */
const START_BALANCE_SAT = 100_000;

/** A sandbox in this process playing an outside gateway, and the bot settings that point to it. */
export class SeparateGateway {
  readonly sandbox: Sandbox;
  readonly env: Record<string, string>;

  private constructor(sandbox: Sandbox, botPort: number) {
    this.sandbox = sandbox;
    this.env = {
      GATEWAY_BASE_URL: sandbox.url,
      BITCOIN_NETWORK: "regtest",
      PORT: String(botPort),
      // Payment events come back to the bot's HTTP server.
      PUBLIC_URL: `http://127.0.0.1:${botPort}`,
    };
  }

  static async start(): Promise<SeparateGateway> {
    const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
    return new SeparateGateway(sandbox, await freePort());
  }

  /** Makes a funded merchant per user, stores it in the bot, and points its events at the bot. */
  async connectAccounts(bot: BotChild, users: readonly BenchUser[]): Promise<void> {
    const accounts = [];
    for (const { user } of users) {
      accounts.push({
        userId: user.id,
        credentials: await this.sandbox.createMerchant({ balanceSat: START_BALANCE_SAT }),
      });
    }
    const connected = await bot.connect(accounts);
    for (const [index, account] of connected.entries()) {
      const merchantId = accounts[index]?.credentials.merchantId;
      if (merchantId && account.eventsUrl)
        await this.sandbox.setWebhook(merchantId, account.eventsUrl);
    }
  }

  close(): Promise<void> {
    return this.sandbox.close();
  }
}

/** A TCP port free on 127.0.0.1 right now (the bot needs it before starting, for PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The bare grammY bot on /balance-like traffic. */
export async function benchBareBot(settings: ThroughputSettings): Promise<BareBotResults> {
  const users = benchUsers(PAYER_FIRST_ID, settings.usersPerRole, "Payer");
  const { value, log, cpuProfile } = await withBot("bare", settings, {}, async (bot, fake) => {
    settings.log("  bare grammY bot, /balance-like traffic");
    return scenario(settings, users, echoFlow(fake), () => bot.usage(), "balance");
  });
  return { balance: value, log, cpuProfile };
}

/** What the interleaved comparison measures: /balance, /invoice with its QR, a whole /pay. */
export const COST_KINDS = ["balance", "invoice", "pay"] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** One round of the interleaved cost comparison: CPU ms per update of each bot for one kind. */
export interface CostRound {
  kind: CostKind;
  /** 1, 2, … */
  round: number;
  realMs: number;
  bareMs: number;
  ratio: number;
  /** The rates reached (below the offered one: that bot could not keep up). */
  realUpdatesPerSec: number;
  bareUpdatesPerSec: number;
  /** Failed answers in the two windows (a few are tolerated, see benchCostRatio). */
  errors: number;
}

/** The cost ratios from interleaved rounds, robust to the machine's load drifting over minutes. */
export interface CostRatioResult {
  gateway: GatewaySetup;
  /** Updates per second offered to each bot in every window. */
  updatesPerSec: number;
  rounds: CostRound[];
  /** The median of the rounds' ratios, per kind measured. */
  median: Partial<Record<CostKind, number>>;
}

/** How a cost-ratio comparison is shaped. */
export interface CostRatioSettings {
  rounds: number;
  /** Each bot's window per round and kind, after a short warm-up. */
  window: PhaseTiming;
  /** What to compare (default all three). */
  kinds?: readonly CostKind[];
  /** Updates per second offered to both bots (default the paced /balance rate). */
  updatesPerSec?: number;
}

/**
 * The real bot (in `gateway` set-up) and the bare grammY bot run side by
 * side, each with its own Telegram fake. Round after round, for each kind
 * (/invoice, /pay, /balance), the same number of updates a second goes to
 * the real bot, then to the bare one (which answers each kind with the
 * same Telegram calls: a message, a QR photo, or a /pay's confirmation,
 * press answer, outcome edit, payee's edit and note); each pair of windows
 * gives the ratio of their CPU per update under the same machine load. A /pay is two updates (the pasted
 * invoice and the Pay press) and all of its work: confirmation, payment,
 * the outcome's edit, the payee's "paid" edit and note.
 */
export async function benchCostRatio(
  settings: ThroughputSettings,
  gateway: GatewaySetup,
  shape: CostRatioSettings,
): Promise<CostRatioResult> {
  const plain = { ...settings, cpuProfileDir: undefined };
  const kinds = shape.kinds ?? COST_KINDS;
  const updatesPerSec = shape.updatesPerSec ?? settings.pacedRate.balance;
  const payees = benchUsers(PAYEE_FIRST_ID, settings.usersPerRole, "Payee");
  const payers = benchUsers(PAYER_FIRST_ID, settings.usersPerRole, "Payer");
  const separate = gateway === "separate" ? await SeparateGateway.start() : undefined;
  try {
    const { value } = await withBot(
      "app",
      plain,
      separate?.env ?? {},
      async (realBot, realFake) => {
        if (separate) await separate.connectAccounts(realBot, [...payees, ...payers]);
        await prime(realBot, realFake, [...payees, ...payers], settings);
        const pool = new InvoicePool();
        const barePool = new InvoicePool();
        const { value: rounds } = await withBot("bare", plain, {}, async (bareBot, bareFake) => {
          const paced = async (
            name: string,
            bot: BotChild,
            users: readonly BenchUser[],
            flow: Flow,
            perSec: number,
          ): Promise<{
            ms: number;
            updatesPerSec: number;
            errors: number;
            systemShare: number;
          }> => {
            const phase = await runPaced({
              ...shape.window,
              ratePerSec: perSec,
              users,
              flow,
              sampleUsage: () => bot.usage(),
            });
            const ms = cpuMsPerUpdate(phase);
            // A bot that cannot keep up skips starts: its CPU per update is still measured, and the
            // rate it reached is reported beside it. A rare failed answer (1 in 200) is counted and
            // shown, not a reason to throw the whole comparison away.
            const tolerated = Math.max(1, Math.floor(phase.completed / 200));
            if (ms === undefined || phase.errors > tolerated || phase.exhausted) {
              throw new Error(
                `a cost-ratio window of the ${name} bot went wrong: ${phase.errors} errors${Object.keys(phase.errorMessages).length ? ` (${Object.keys(phase.errorMessages)[0]})` : ""}${phase.exhausted ? ", ran out of invoices" : ""}${ms === undefined ? ", no update finished inside the window" : ""}`,
              );
            }
            const { start, end } = phase.usage ?? { start: undefined, end: undefined };
            const user = (end?.userMicros ?? 0) - (start?.userMicros ?? 0);
            const system = (end?.systemMicros ?? 0) - (start?.systemMicros ?? 0);
            const systemShare = user + system > 0 ? system / (user + system) : 0;
            return { ms, updatesPerSec: phase.updatesPerSec, errors: phase.errors, systemShare };
          };
          const result: CostRound[] = [];
          for (let round = 1; round <= shape.rounds; round += 1) {
            for (const kind of kinds) {
              let real: { ms: number; updatesPerSec: number; errors: number; systemShare: number };
              if (kind === "pay") {
                const needed = Math.ceil(
                  ((updatesPerSec / 2) * (shape.window.warmupMs + shape.window.windowMs)) / 1000,
                );
                await refill(realFake, payees, pool, needed + 16, settings);
                real = await paced(
                  "real",
                  realBot,
                  payers,
                  payFlow(realFake, pool),
                  updatesPerSec / 2,
                );
              } else if (kind === "invoice") {
                real = await paced(
                  "real",
                  realBot,
                  payees,
                  invoiceFlow(realFake, pool),
                  updatesPerSec,
                );
              } else {
                real = await paced("real", realBot, payers, balanceFlow(realFake), updatesPerSec);
              }
              // The bare bot answers each kind with the same Telegram calls (child/bots.ts).
              let bare: { ms: number; updatesPerSec: number; errors: number; systemShare: number };
              if (kind === "pay") {
                const needed = Math.ceil(
                  ((updatesPerSec / 2) * (shape.window.warmupMs + shape.window.windowMs)) / 1000,
                );
                await refill(bareFake, payees, barePool, needed + 16, settings);
                bare = await paced(
                  "bare",
                  bareBot,
                  payers,
                  payFlow(bareFake, barePool),
                  updatesPerSec / 2,
                );
              } else if (kind === "invoice") {
                bare = await paced(
                  "bare",
                  bareBot,
                  payees,
                  invoiceFlow(bareFake, barePool),
                  updatesPerSec,
                );
              } else {
                bare = await paced("bare", bareBot, payers, echoFlow(bareFake), updatesPerSec);
              }
              result.push({
                kind,
                round,
                realMs: real.ms,
                bareMs: bare.ms,
                ratio: real.ms / bare.ms,
                realUpdatesPerSec: real.updatesPerSec,
                bareUpdatesPerSec: bare.updatesPerSec,
                errors: real.errors + bare.errors,
              });
              settings.log(
                `    round ${round}, ${kind}: ${real.ms.toFixed(2)} vs ${bare.ms.toFixed(2)} ms = ${(real.ms / bare.ms).toFixed(2)}× (${real.updatesPerSec.toFixed(0)} and ${bare.updatesPerSec.toFixed(0)} updates/s; kernel ${(real.systemShare * 100).toFixed(0)} / ${(bare.systemShare * 100).toFixed(0)} % of the CPU; load ${loadAverage().toFixed(1)})`,
              );
            }
          }
          return result;
        });
        return rounds;
      },
    );
    const medians: Partial<Record<CostKind, number>> = {};
    for (const kind of kinds) {
      medians[kind] = median(
        value.filter((round) => round.kind === kind).map((round) => round.ratio),
      );
    }
    return { gateway, updatesPerSec, rounds: value, median: medians };
  } finally {
    await separate?.close();
  }
}

async function scenario(
  settings: ThroughputSettings,
  users: readonly BenchUser[],
  flow: Flow,
  sampleUsage: () => Promise<ProcessUsage>,
  rate: keyof ThroughputSettings["pacedRate"],
): Promise<ScenarioResult> {
  const closed = await runClosedLoop({
    ...settings.closed,
    concurrency: settings.concurrency,
    users,
    flow,
    sampleUsage,
  });
  settings.log(
    `    closed loop, ${settings.concurrency} in flight: ${closed.iterationsPerSec.toFixed(0)}/s, errors ${closed.errors}`,
  );
  const paced = await runPaced({
    ...settings.paced,
    ratePerSec: settings.pacedRate[rate],
    users,
    flow,
    sampleUsage,
  });
  settings.log(
    `    paced at ${settings.pacedRate[rate]}/s: ${paced.iterationsPerSec.toFixed(0)}/s, skipped ${paced.skipped}, errors ${paced.errors}`,
  );
  const light = await runPaced({ ...settings.light, users, flow, sampleUsage });
  settings.log(
    `    light load, ${settings.light.ratePerSec}/s: p99 ${light.steps[Object.keys(light.steps).at(-1) ?? ""]?.p99.toFixed(1) ?? "–"} ms, errors ${light.errors}`,
  );
  return { closed, paced, light };
}

/** How long setting up the users may take in all (generous: other work may share the CPUs). */
const PRIME_LIMIT_MS = 180_000;
/** Tries per user of the /balance warm-up before the set-up gives up on them. */
const PRIME_TRIES = 3;

/**
 * Sets every user up before a measurement, not measured: their account and
 * settings are stored straight through the bot's services (the embedded
 * sandbox provisions the account, as on a first command; a separate
 * gateway's accounts were connected before), then each sends /balance once
 * (what a first command stores besides the account). A /balance that times
 * out or is answered late on a loaded machine is tried again (it changes
 * nothing), so one slow answer no longer throws the whole scenario away;
 * only a user that fails every try does.
 */
export async function prime(
  bot: BotChild,
  fake: TelegramFake,
  users: readonly BenchUser[],
  settings: ThroughputSettings,
): Promise<void> {
  const started = performance.now();
  const deadline = started + PRIME_LIMIT_MS;
  for (const range of idRanges(users)) {
    const left = Math.max(1_000, deadline - performance.now());
    const done = await bot.provision(range.first, range.count, 16, left);
    if (done.timedOut) {
      throw new Error(
        `could not set up the users in time: ${done.provisioned} of ${range.count} accounts from ${range.first} stored in ${(done.elapsedMs / 1000).toFixed(0)} s`,
      );
    }
  }
  const flow = balanceFlow(fake);
  const pending = [...users];
  const failed: BenchUser[] = [];
  const lastErrors: string[] = [];
  // Fewer in flight than the measurements: each answer comes sooner on a busy machine.
  const inFlight = Math.min(settings.concurrency, 32);
  const worker = async () => {
    for (let user = pending.shift(); user; user = pending.shift()) {
      let ok = false;
      for (let attempt = 1; attempt <= PRIME_TRIES && !ok; attempt += 1) {
        if (performance.now() > deadline) break;
        ok = await flow(user).then(
          () => true,
          (error: unknown) => {
            lastErrors.push(error instanceof Error ? error.message : String(error));
            if (lastErrors.length > 3) lastErrors.shift();
            return false;
          },
        );
      }
      if (!ok) failed.push(user);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  if (failed.length > 0 || pending.length > 0) {
    throw new Error(
      `could not set up the users in time: ${failed.length} failed ${PRIME_TRIES} tries of /balance, ${pending.length} not reached within ${PRIME_LIMIT_MS / 1000} s (last: ${lastErrors.at(-1) ?? "–"})`,
    );
  }
  settings.log(
    `  ${users.length} users set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The users' ids as runs of consecutive ids (benchUsers makes one run per role). */
function idRanges(users: readonly BenchUser[]): { first: number; count: number }[] {
  const ranges: { first: number; count: number }[] = [];
  for (const { user } of users) {
    const last = ranges.at(-1);
    if (last && last.first + last.count === user.id) last.count += 1;
    else ranges.push({ first: user.id, count: 1 });
  }
  return ranges;
}

/** Makes invoices (not measured) until `pool` holds `needed`, within 30 s; returns how many were made. */
async function refill(
  fake: TelegramFake,
  payees: readonly BenchUser[],
  pool: InvoicePool,
  needed: number,
  settings: ThroughputSettings,
): Promise<number> {
  const missing = needed - pool.size;
  if (missing <= 0) return 0;
  settings.log(`  making ${missing} more invoices for /pay`);
  const flow = invoiceFlow(fake, pool);
  const deadline = performance.now() + 30_000;
  let made = 0;
  const worker = async (index: number) => {
    for (let round = 0; pool.size < needed && performance.now() < deadline; round += 1) {
      const user = payees[(index + round * settings.concurrency) % payees.length];
      if (!user) return;
      await flow(user).then(
        () => (made += 1),
        () => undefined,
      );
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, (_, index) => worker(index)));
  return made;
}

/** A busy bot's peak: mixed traffic at a fixed rate of updates, the bot alone. */
export interface PeakResult {
  updatesPerSecOffered: number;
  phase: PhaseResult;
  cpuMsPerUpdate: number | undefined;
  log: ChildLogSummary;
  load: [number, number];
  /** The bot's CPU profile (with --profile). */
  cpuProfile: string | undefined;
}

/**
 * Mixed traffic at `updatesPerSec` (the bot alone: the gateway in another
 * process): of every ten iterations, four /balance, three /invoice with
 * its QR and three whole /pay (two updates each), on idle users. The
 * figure is the p99 inside the bot (update received → its first answer
 * accepted by the Bot API).
 */
export async function benchPeak(
  settings: ThroughputSettings,
  updatesPerSec: number,
  window: PhaseTiming,
): Promise<PeakResult> {
  const loadAtStart = loadAverage();
  const payees = benchUsers(PAYEE_FIRST_ID, settings.usersPerRole, "Payee");
  const payers = benchUsers(PAYER_FIRST_ID, settings.usersPerRole, "Payer");
  const separate = await SeparateGateway.start();
  try {
    const { value, log, cpuProfile } = await withBot(
      "app",
      settings,
      separate.env,
      async (bot, fake) => {
        await separate.connectAccounts(bot, [...payees, ...payers]);
        await prime(bot, fake, [...payees, ...payers], settings);
        // Updates per iteration: (4 × 1 + 3 × 1 + 3 × 2) / 10 = 1.3.
        const iterationsPerSec = updatesPerSec / 1.3;
        const pool = new InvoicePool();
        const pays = Math.ceil(
          (0.3 * iterationsPerSec * (window.warmupMs + window.windowMs)) / 1000,
        );
        await refill(fake, payees, pool, pays + 32, settings);
        const flows = [balanceFlow(fake), invoiceFlow(fake), payFlow(fake, pool)];
        const order = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0];
        let next = 0;
        const mixed: Flow = (user) => {
          const flow = flows[order[next % order.length] ?? 0] ?? balanceFlow(fake);
          next += 1;
          return flow(user);
        };
        const phase = await runPaced({
          ...window,
          ratePerSec: iterationsPerSec,
          users: payers,
          flow: mixed,
          sampleUsage: () => bot.usage(),
        });
        return phase;
      },
    );
    return {
      updatesPerSecOffered: updatesPerSec,
      phase: value,
      cpuMsPerUpdate: cpuMsPerUpdate(value),
      log,
      load: [loadAtStart, loadAverage()],
      cpuProfile,
    };
  } finally {
    await separate.close();
  }
}

/** What the shared store did per update of one kind. */
export interface StoreKindFigures {
  updates: number;
  updatesPerSec: number;
  /** Redis commands, or PostgreSQL transactions (statements outside a transaction count one each). */
  opsPerUpdate: number;
  /** CPU time of the store's server processes per update, ms. */
  storeCpuMsPerUpdate: number;
  /** The bot's CPU per update, ms. */
  botCpuMsPerUpdate: number;
}

export interface StoreOpsResult {
  backend: "redis" | "postgres";
  kinds: Record<CostKind, StoreKindFigures>;
  load: [number, number];
}

/** Counts and CPU of the store server behind `url` (Redis or PostgreSQL). */
async function storeProbe(url: string): Promise<{
  sample(): Promise<{ ops: number; cpuMs: number }>;
  close(): Promise<void>;
}> {
  if (url.startsWith("redis")) {
    const { createClient } = await import("@keyv/redis");
    const client = createClient({ url });
    await client.connect();
    return {
      async sample() {
        const info = await client.info("all");
        const calls = [...info.matchAll(/^cmdstat_[^:]+:calls=(\d+)/gm)].reduce(
          (sum, match) => sum + Number(match[1]),
          0,
        );
        const user = Number(/^used_cpu_user:([\d.]+)/m.exec(info)?.[1] ?? 0);
        const system = Number(/^used_cpu_sys:([\d.]+)/m.exec(info)?.[1] ?? 0);
        return { ops: calls, cpuMs: (user + system) * 1000 };
      },
      async close() {
        await client.quit();
      },
    };
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const backend = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0];
  const { readFile: read } = await import("node:fs/promises");
  const stat = await read(`/proc/${backend?.pid ?? 0}/stat`, "utf8");
  const postmaster = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  return {
    async sample() {
      const row = (
        await client.query<{ xacts: string }>(
          "SELECT (xact_commit + xact_rollback)::text AS xacts FROM pg_stat_database WHERE datname = current_database()",
        )
      ).rows[0];
      // pg_stat_database is updated by each backend about once a second: a window ends after it.
      return { ops: Number(row?.xacts ?? 0), cpuMs: await processTreeCpuMs(postmaster) };
    },
    async close() {
      await client.end();
    },
  };
}

/**
 * Store operations per update on a shared store (Redis or PostgreSQL, the
 * bot alone): /balance, /invoice and whole /pay paced at `updatesPerSec`,
 * each window's Redis commands (INFO commandstats) or PostgreSQL
 * transactions (pg_stat_database) and the store server's CPU time, per
 * update answered.
 */
export async function benchStoreOps(
  settings: ThroughputSettings,
  storageUrl: string,
  updatesPerSec: number,
  window: PhaseTiming,
): Promise<StoreOpsResult> {
  const loadAtStart = loadAverage();
  const backend = storageUrl.startsWith("redis") ? "redis" : "postgres";
  const payees = benchUsers(PAYEE_FIRST_ID, settings.usersPerRole, "Payee");
  const payers = benchUsers(PAYER_FIRST_ID, settings.usersPerRole, "Payer");
  const separate = await SeparateGateway.start();
  const probe = await storeProbe(storageUrl);
  try {
    const { value } = await withBot(
      "app",
      { ...settings, cpuProfileDir: undefined },
      // A shared store asks every replica for the same secrets key.
      { ...separate.env, STORAGE_URL: storageUrl, SECRETS_KEY: randomBytes(32).toString("hex") },
      async (bot, fake) => {
        await separate.connectAccounts(bot, [...payees, ...payers]);
        await prime(bot, fake, [...payees, ...payers], settings);
        const pool = new InvoicePool();
        const kinds = {} as Record<CostKind, StoreKindFigures>;
        // The invoices /pay needs are made first, so no count has their work in it.
        await refill(
          fake,
          payees,
          pool,
          Math.ceil(((updatesPerSec / 2) * (window.warmupMs + window.windowMs)) / 1000) + 16,
          settings,
        );
        // Backends send their counts to pg_stat_database when idle for 10 s at the latest.
        const settle = () =>
          backend === "postgres"
            ? new Promise((resolve) => setTimeout(resolve, 11_000))
            : undefined;
        await settle();
        // Each window's counts end where the next one's begin (nothing runs in between but the
        // settling): four waits for PostgreSQL's counts instead of six.
        let before = await probe.sample();
        for (const kind of COST_KINDS) {
          const flow =
            kind === "pay"
              ? payFlow(fake, pool)
              : kind === "invoice"
                ? invoiceFlow(fake)
                : balanceFlow(fake);
          const users = kind === "invoice" ? payees : payers;
          const rate = kind === "pay" ? updatesPerSec / 2 : updatesPerSec;
          // Counted over the whole phase (warm-up, window, drain): every update that finished.
          let done = 0;
          const counted: Flow = async (user) => {
            const outcome = await flow(user);
            done += outcome.updates;
            return outcome;
          };
          const phase = await runPaced({
            ...window,
            ratePerSec: rate,
            users,
            flow: counted,
            sampleUsage: () => bot.usage(),
          });
          await settle();
          const after = await probe.sample();
          const updates = Math.max(1, done);
          kinds[kind] = {
            updates: done,
            updatesPerSec: phase.updatesPerSec,
            opsPerUpdate: (after.ops - before.ops) / updates,
            storeCpuMsPerUpdate: (after.cpuMs - before.cpuMs) / updates,
            botCpuMsPerUpdate: cpuMsPerUpdate(phase) ?? Number.NaN,
          };
          settings.log(
            `    ${backend}, ${kind}: ${kinds[kind].opsPerUpdate.toFixed(1)} operations and ${kinds[kind].storeCpuMsPerUpdate.toFixed(2)} ms of store CPU per update (${phase.updatesPerSec.toFixed(0)} updates/s)`,
          );
          before = after;
        }
        return kinds;
      },
    );
    return { backend, kinds: value, load: [loadAtStart, loadAverage()] };
  } finally {
    await probe.close();
    await separate.close();
  }
}
