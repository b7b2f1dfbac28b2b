/**
 * Scale: the real bot with 10 000, 100 000 and 1 000 000 stored users
 * (accounts, preferences, history; see lib/seed.ts) on the embedded SQLite
 * store and on Redis. At each size: start-up time (spawn `node src/main.ts`
 * → first getUpdates), CPU per update, in-bot p99 and RSS under the same
 * paced traffic. The bot should do no work that grows with the users it
 * stores, so the figures should stay flat from the smallest size to the largest.
 *
 * How the stores are made: users are written straight into the store in
 * bulk (lib/seed.ts), not through the bot. The SQLite file grows 10 000 →
 * 100 000 → 1 000 000 and a copy is kept at each size; on Redis each size
 * has a database index of its own, filled side by side. So every size exists
 * at once and the measurements are interleaved (size after size, round
 * after round, like the cost-ratio rounds, the order reversed every other
 * round): a machine whose load drifts over minutes does not pass for a size
 * effect.
 *
 * The gateway is a sandbox in the benchmark's process (the production shape:
 * the embedded sandbox keeps every merchant in memory, a stand-in gateway
 * that is not made for a million accounts). Each size's traffic comes from
 * `activeUsers` users spread evenly over its stored ids, connected to
 * merchants of that sandbox; every other user has made-up credentials no
 * one uses. One iteration is `/balance` (account, preferences, a gateway
 * call) then `/history` (the history list and its operations): two updates.
 *
 * Redis: `redisUrl` (TEST_REDIS_URL) with database indexes 13, 14 and 15,
 * which must be empty (or hold this scenario's marker, left by an
 * interrupted run); they are emptied again at the end. Without a Redis URL
 * only SQLite is measured.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import { createClient, type RedisClientType } from "@keyv/redis";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { startSandbox } from "../../src/sandbox/server.ts";
import { createUser, privateChat, TelegramFake } from "../../test/support/telegram-fake.ts";
import { BotChild, type ChildLogSummary } from "../lib/bot-child.ts";
import type { BenchUser } from "../lib/chat.ts";
import { balanceFlow, type Flow, historyFlow } from "../lib/flows.ts";
import type { ProcessUsage } from "../lib/ipc.ts";
import { cpuMsPerUpdate, type PhaseResult, type PhaseTiming, runPaced } from "../lib/load.ts";
import { loadAverage } from "../lib/machine.ts";
import {
  prepareStore,
  RedisSeedWriter,
  type SeedBatch,
  SqliteSeedWriter,
  UserDataMaker,
} from "../lib/seed.ts";
import { type LatencySummary, median, summarize } from "../lib/stats.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";
import { timeStartup } from "./startup.ts";
import { profileOf } from "./throughput.ts";

export type ScaleBackend = "sqlite" | "redis";

/** How the scale scenario is shaped. */
export interface ScaleSettings {
  /** Stored users at each point of the curve, ascending; multiples of the seeding batch. */
  sizes: number[];
  /** Users sending updates at each size, spread over its stored ids. */
  activeUsers: number;
  /** Iterations (/balance then /history) started per second. */
  ratePerSec: number;
  /** One measured window per size and round. */
  window: PhaseTiming;
  /** Load (not measured) each bot gets before the rounds, at the same rate: JIT, caches, pools. */
  steadyMs: number;
  rounds: number;
  /** Start-ups timed per size. */
  startupRuns: number;
  /** Seeding stops growing the stores after this long (sizes not reached are not measured). */
  seedLimitMs: number;
  /** Redis server to use (TEST_REDIS_URL); undefined: SQLite only. */
  redisUrl: string | undefined;
  cpuProfileDir?: string | undefined;
  log: (line: string) => void;
}

/** The measurements of one backend at one size. */
export interface ScalePoint {
  backend: ScaleBackend;
  users: number;
  /** Spawn → first getUpdates (ms). */
  startup: LatencySummary;
  /** One measured window per round. */
  rounds: PhaseResult[];
  /** Median over rounds of the bot's CPU ms per update. */
  cpuMsPerUpdate: number;
  /** Median over rounds of the in-bot p99 (update received → answer sent), ms. */
  inBotP99Ms: number;
  /** The bot's usage after start-up (after a full GC). */
  afterStart: ProcessUsage;
  /**
   * The bot's usage right after each of its windows (after a full GC): every
   * bot is read in the same state, not after idling for a while, when V8
   * may or may not have given memory back.
   */
  afterRounds: ProcessUsage[];
  /** Median of the RSS in `afterRounds` (bytes). */
  rssAfterLoad: number;
  /** The SQLite file's size in bytes, or the Redis database's key count. */
  storeBytes?: number;
  storeKeys?: number;
  log: ChildLogSummary;
  cpuProfile?: string | undefined;
}

/** How long growing the stores took. */
export interface SeedTiming {
  /** Users stored when this was measured. */
  users: number;
  /** Since seeding began (ms): making the rows, SQLite, Redis, in all. */
  makeMs: number;
  sqliteMs: number;
  redisMs: number;
  totalMs: number;
}

export interface ScaleResult {
  points: ScalePoint[];
  seeding: SeedTiming[];
  /** Sizes not measured, and why; backends left out. */
  notes: string[];
  settings: Pick<
    ScaleSettings,
    "sizes" | "activeUsers" | "ratePerSec" | "window" | "steadyMs" | "rounds" | "startupRuns"
  >;
  startedAt: string;
  loadAverageAtStart: number;
  loadAverageAtEnd: number;
  durationSec: number;
}

/** The first stored user's id (Telegram user ids of the benchmark's own range). */
const FIRST_USER_ID = 10_000_001;
/** Users made and written per batch. */
const SEED_BATCH = 10_000;
/**
 * Redis database indexes, smallest size first. The storage suites use 0,
 * the replica suite 11 and the replica-crash reliability test 12 (each
 * empties its own).
 */
const REDIS_DATABASES = [13, 14, 15];
/**
 * V8 grows the young generation with the allocation rate, doubling it at
 * moments that differ from process to process (under this traffic, from 32
 * to 128 MiB: 64 MiB semi-spaces, V8's own limit on this machine), and RSS
 * keeps the pages it reached: bots given the same traffic ended between
 * 198 and 331 MiB, in no order of size.
 * Pinned at that limit, every bot has the steady state of a long run and
 * RSS compares what the bot holds, whatever the size.
 */
const YOUNG_GENERATION_FLAGS = ["--min-semi-space-size=64", "--max-semi-space-size=64"];
/** Marks a Redis database as this scenario's (an interrupted run left it; it may be emptied). */
const REDIS_MARKER = "lnbot-bench-scale:owner";

/** One store at one size, with where the bot finds it. */
interface SizedStore {
  backend: ScaleBackend;
  users: number;
  /** DATA_DIR of the bots using it (SQLite: holds bot.sqlite). */
  dataDir: string;
  /** STORAGE_URL (Redis); undefined: the SQLite file in dataDir. */
  storageUrl: string | undefined;
  /** Reached while seeding. */
  seeded: boolean;
}

export async function benchScale(settings: ScaleSettings): Promise<ScaleResult> {
  const began = performance.now();
  const startedAt = new Date().toISOString();
  const loadAverageAtStart = loadAverage();
  const sizes = [...settings.sizes].sort((a, b) => a - b);
  const batchSize = Math.min(SEED_BATCH, sizes[0] ?? SEED_BATCH);
  if (sizes.some((size) => size % batchSize !== 0)) {
    throw new Error(`every size must be a multiple of ${batchSize} users`);
  }
  const notes: string[] = [];
  const secretsKey = randomBytes(32);
  return withTempDir("scale", async (dir) => {
    let redis: RedisDatabases | undefined;
    if (!settings.redisUrl) notes.push("Redis not measured: TEST_REDIS_URL is not set.");
    else {
      try {
        redis = await RedisDatabases.claim(settings.redisUrl, sizes.length);
      } catch (error) {
        notes.push(`Redis not measured: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
    try {
      const stores: SizedStore[] = sizes.flatMap((users, index) => {
        const sqlite: SizedStore = {
          backend: "sqlite",
          users,
          dataDir: path.join(dir, `sqlite-${users}`),
          storageUrl: undefined,
          seeded: false,
        };
        const url = redis?.urls[index];
        return url
          ? [
              sqlite,
              {
                backend: "redis",
                users,
                dataDir: path.join(dir, `redis-${users}`),
                storageUrl: url,
                seeded: false,
              } satisfies SizedStore,
            ]
          : [sqlite];
      });
      const seeding = await seed(settings, dir, stores, secretsKey, batchSize);
      for (const store of stores) {
        if (!store.seeded)
          notes.push(
            `${store.backend} ${store.users}: not reached by seeding within ${settings.seedLimitMs / 1000} s`,
          );
      }
      const ready = stores.filter((store) => store.seeded);

      settings.log("  connecting the active users to merchants of the gateway");
      const active = new Map<SizedStore, BenchUser[]>();
      for (const store of ready) {
        const users = activeUserIds(store.users, settings.activeUsers);
        const merchants: MerchantCredentials[] = [];
        // A merchant per bot and user: two processes must not share a merchant's nonces.
        for (const _ of users)
          merchants.push(await sandbox.createMerchant({ balanceSat: 100_000 }));
        await prepareStore(
          { url: store.storageUrl, dataDir: store.dataDir },
          secretsKey,
          checkedUserIds(store.users),
          users.map((userId, index) => ({
            userId,
            credentials: merchants[index] as MerchantCredentials,
          })),
        );
        active.set(
          store,
          users.map((userId) => {
            const user = createUser(userId, `Stored${userId}`);
            return { user, chat: privateChat(user) };
          }),
        );
      }

      const env = (store: SizedStore): Record<string, string> => ({
        GATEWAY_BASE_URL: sandbox.url,
        BITCOIN_NETWORK: "regtest",
        SECRETS_KEY: secretsKey.toString("hex"),
        LOG_LEVEL: "warn",
        ...(store.storageUrl ? { STORAGE_URL: store.storageUrl } : {}),
      });

      if (settings.cpuProfileDir) {
        // One more start of the largest stores under --cpu-prof, not timed with the others.
        for (const store of ready.filter((candidate) => candidate.users === sizes.at(-1))) {
          await withFake((fake) =>
            timeStartup({
              fake,
              dataDir: store.dataDir,
              logFile: path.join(dir, `startup-${store.backend}-${store.users}.log`),
              env: env(store),
              cpuProfileDir: settings.cpuProfileDir,
            }),
          );
        }
      }
      settings.log(`  start-up, ${settings.startupRuns} per store, interleaved`);
      const startups = new Map<SizedStore, number[]>(ready.map((store) => [store, []]));
      for (let run = 0; run < settings.startupRuns; run += 1) {
        for (const store of ready) {
          const ms = await withFake((fake) =>
            timeStartup({
              fake,
              dataDir: store.dataDir,
              logFile: path.join(dir, `startup-${store.backend}-${store.users}.log`),
              env: env(store),
            }),
          );
          startups.get(store)?.push(ms);
        }
        settings.log(
          `    run ${run + 1}: ${ready.map((store) => `${store.backend} ${store.users}: ${((startups.get(store)?.at(-1) ?? 0) / 1000).toFixed(2)} s`).join(", ")}`,
        );
      }

      const points: ScalePoint[] = [];
      for (const backend of ["sqlite", "redis"] as const) {
        const mine = ready.filter((store) => store.backend === backend);
        if (mine.length === 0) continue;
        settings.log(
          `  ${backend}: ${settings.rounds} rounds of ${settings.window.windowMs / 1000} s at each size, interleaved`,
        );
        points.push(...(await measureBackend(settings, dir, mine, env, active, startups)));
      }
      return {
        points,
        seeding,
        notes,
        settings: {
          sizes,
          activeUsers: settings.activeUsers,
          ratePerSec: settings.ratePerSec,
          window: settings.window,
          steadyMs: settings.steadyMs,
          rounds: settings.rounds,
          startupRuns: settings.startupRuns,
        },
        startedAt,
        loadAverageAtStart,
        loadAverageAtEnd: loadAverage(),
        durationSec: (performance.now() - began) / 1000,
      };
    } finally {
      await sandbox.close();
      await redis?.release();
    }
  });
}

/** Grows every store to its size, batch after batch; marks the stores reached. */
async function seed(
  settings: ScaleSettings,
  dir: string,
  stores: SizedStore[],
  secretsKey: Buffer,
  batchSize: number,
): Promise<SeedTiming[]> {
  const largest = Math.max(...stores.map((store) => store.users));
  const growing = path.join(dir, "growing.sqlite");
  const sqlite = await SqliteSeedWriter.open(growing);
  const redisStores = stores.filter((store) => store.backend === "redis");
  const redisWriters = await Promise.all(
    redisStores.map((store) => RedisSeedWriter.open(store.storageUrl ?? "")),
  );
  const maker = new UserDataMaker(secretsKey);
  const timing = { makeMs: 0, sqliteMs: 0, redisMs: 0 };
  const began = performance.now();
  const reached: SeedTiming[] = [];
  const timed = async (part: keyof typeof timing, work: () => Promise<unknown> | unknown) => {
    const started = performance.now();
    await work();
    timing[part] += performance.now() - started;
  };
  settings.log(
    `  seeding up to ${largest} users (SQLite${redisWriters.length > 0 ? " and Redis" : ""})`,
  );
  try {
    for (let first = 0; first < largest; first += batchSize) {
      if (performance.now() - began > settings.seedLimitMs) {
        settings.log(`    seeding stopped by its time limit at ${first} users`);
        break;
      }
      let batch: SeedBatch = { entries: [], claims: [] };
      await timed("makeMs", () => {
        batch = maker.users(FIRST_USER_ID + first, batchSize);
      });
      await timed("sqliteMs", () => sqlite.write(batch));
      await timed("redisMs", () =>
        Promise.all(
          redisStores.map((store, index) =>
            store.users > first ? redisWriters[index]?.write(batch) : undefined,
          ),
        ),
      );
      const users = first + batchSize;
      const done = stores.filter((store) => store.users === users);
      if (done.length === 0) continue;
      for (const store of done) {
        await mkdir(store.dataDir, { recursive: true, mode: 0o700 });
        if (store.backend === "sqlite") {
          const file = path.join(store.dataDir, "bot.sqlite");
          await timed("sqliteMs", async () => {
            if (users < largest) {
              // Committed, with no write-ahead log: the file alone is the whole store.
              await copyFile(growing, file);
            } else {
              await sqlite.close();
              await rename(growing, file);
            }
          });
        }
        store.seeded = true;
      }
      const totalMs = performance.now() - began;
      reached.push({ users, ...timing, totalMs });
      settings.log(
        `    ${users} users in ${(totalMs / 1000).toFixed(0)} s (making rows ${(timing.makeMs / 1000).toFixed(0)} s, SQLite ${(timing.sqliteMs / 1000).toFixed(0)} s, Redis ${(timing.redisMs / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    await sqlite.close();
    await Promise.all(redisWriters.map((writer) => writer.close()));
  }
  return reached;
}

/** `count` user ids spread evenly over the `stored` users. */
function activeUserIds(stored: number, count: number): number[] {
  const ids: number[] = [];
  for (let index = 0; index < Math.min(count, stored); index += 1) {
    ids.push(FIRST_USER_ID + Math.floor(((index + 0.5) * stored) / count));
  }
  return ids;
}

/** Seeded users read back before measuring: the first, the last and one in the middle. */
function checkedUserIds(stored: number): number[] {
  return [FIRST_USER_ID, FIRST_USER_ID + Math.floor(stored / 2) + 1, FIRST_USER_ID + stored - 1];
}

/** /balance then /history for one user: two updates. */
function balanceThenHistory(fake: TelegramFake): Flow {
  const balance = balanceFlow(fake);
  const history = historyFlow(fake);
  return async (user) => {
    const first = await balance(user);
    const second = await history(user);
    return {
      steps: { balance: first.steps.reply ?? 0, history: second.steps.reply ?? 0 },
      updates: first.updates + second.updates,
    };
  };
}

/** One bot per size of `backend`, all running; rounds interleaved over the sizes. */
async function measureBackend(
  settings: ScaleSettings,
  dir: string,
  stores: SizedStore[],
  env: (store: SizedStore) => Record<string, string>,
  active: Map<SizedStore, BenchUser[]>,
  startups: Map<SizedStore, number[]>,
): Promise<ScalePoint[]> {
  const running: Array<{ store: SizedStore; fake: TelegramFake; bot: BotChild | undefined }> = [];
  try {
    for (const store of stores) {
      const fake = new TelegramFake();
      await fake.start();
      const entry: (typeof running)[number] = { store, fake, bot: undefined };
      running.push(entry);
      entry.bot = await BotChild.start({
        kind: "app",
        fake,
        dataDir: store.dataDir,
        logFile: path.join(dir, `bot-${store.backend}-${store.users}.log`),
        env: env(store),
        nodeFlags: YOUNG_GENERATION_FLAGS,
        ...(settings.cpuProfileDir ? { cpuProfileDir: settings.cpuProfileDir } : {}),
      });
    }
    const afterStart = new Map<SizedStore, ProcessUsage>();
    for (const { store, bot } of running) if (bot) afterStart.set(store, await bot.usage(true));
    for (const { store, fake } of running) {
      const steady = await runPaced({
        warmupMs: 0,
        windowMs: settings.steadyMs,
        drainMs: settings.window.drainMs,
        ratePerSec: settings.ratePerSec,
        users: active.get(store) ?? [],
        flow: balanceThenHistory(fake),
      });
      if (steady.errors > 0) {
        throw new Error(
          `${store.backend} ${store.users}: ${steady.errors} errors before the rounds (${Object.keys(steady.errorMessages).slice(0, 2).join("; ")})`,
        );
      }
    }
    const rounds = new Map<SizedStore, PhaseResult[]>(stores.map((store) => [store, []]));
    const afterRounds = new Map<SizedStore, ProcessUsage[]>(stores.map((store) => [store, []]));
    for (let round = 0; round < settings.rounds; round += 1) {
      const line: string[] = [];
      // Smallest size first, then largest first: load rising through a round favours no size.
      const order = round % 2 === 0 ? running : [...running].reverse();
      for (const { store, fake, bot } of order) {
        if (!bot) continue;
        const phase = await runPaced({
          ...settings.window,
          ratePerSec: settings.ratePerSec,
          users: active.get(store) ?? [],
          flow: balanceThenHistory(fake),
          sampleUsage: () => bot.usage(),
        });
        if (phase.errors > 0 || phase.completed === 0) {
          throw new Error(
            `${store.backend} ${store.users}: ${phase.errors} errors (${Object.keys(phase.errorMessages).slice(0, 2).join("; ")}), ${phase.completed} done`,
          );
        }
        rounds.get(store)?.push(phase);
        afterRounds.get(store)?.push(await bot.usage(true));
        line.push(
          `${store.users}: ${cpuMsPerUpdate(phase)?.toFixed(2)} ms/update, p99 ${phase.inBot?.p99.toFixed(1)} ms, RSS ${((afterRounds.get(store)?.at(-1)?.rss ?? 0) / 2 ** 20).toFixed(0)} MiB`,
        );
      }
      settings.log(`    round ${round + 1}: ${line.join("; ")}`);
    }
    const points: ScalePoint[] = [];
    for (const { store, bot } of running) {
      if (!bot) continue;
      await bot.stop();
      const phases = rounds.get(store) ?? [];
      const usages = afterRounds.get(store) ?? [];
      points.push({
        backend: store.backend,
        users: store.users,
        startup: summarize(startups.get(store) ?? []),
        rounds: phases,
        cpuMsPerUpdate: median(phases.map((phase) => cpuMsPerUpdate(phase) ?? Number.NaN)),
        inBotP99Ms: median(phases.map((phase) => phase.inBot?.p99 ?? Number.NaN)),
        afterStart: afterStart.get(store) ?? (usages[0] as ProcessUsage),
        afterRounds: usages,
        rssAfterLoad: median(usages.map((usage) => usage.rss)),
        ...(await storeSize(store)),
        log: bot.logSummary(),
        cpuProfile: settings.cpuProfileDir
          ? await profileOf(settings.cpuProfileDir, bot.pid)
          : undefined,
      });
    }
    return points;
  } finally {
    for (const { bot, fake } of running) {
      await bot?.stop();
      await fake.close();
    }
  }
}

async function storeSize(store: SizedStore): Promise<{ storeBytes?: number; storeKeys?: number }> {
  if (store.backend === "sqlite") {
    return { storeBytes: (await stat(path.join(store.dataDir, "bot.sqlite"))).size };
  }
  const client: RedisClientType = createClient({ url: store.storageUrl ?? "" });
  await client.connect();
  try {
    return { storeKeys: await client.dbSize() };
  } finally {
    await client.close();
  }
}

/**
 * The Redis databases of the scenario: each must be empty or hold the
 * scenario's marker (left by an interrupted run, then emptied); each gets
 * the marker, and `release` empties them again. Only this scenario's keys
 * are ever deleted: a database holding anything else is refused.
 */
class RedisDatabases {
  readonly urls: string[];

  private constructor(urls: string[]) {
    this.urls = urls;
  }

  static async claim(baseUrl: string, count: number): Promise<RedisDatabases> {
    if (count > REDIS_DATABASES.length) {
      throw new Error(
        `the scale scenario has Redis databases for ${REDIS_DATABASES.length} sizes only`,
      );
    }
    const urls = REDIS_DATABASES.slice(0, count).map((index) => {
      const url = new URL(baseUrl);
      url.pathname = `/${index}`;
      return url.toString();
    });
    for (const url of urls) {
      await withRedis(url, async (client) => {
        const keys = await client.dbSize();
        if (keys > 0 && (await client.exists(REDIS_MARKER)) === 0) {
          throw new Error(
            `Redis database ${new URL(url).pathname.slice(1)} holds ${keys} keys that are not the scale scenario's: it needs it empty`,
          );
        }
        if (keys > 0) await client.flushDb();
        await client.set(REDIS_MARKER, new Date().toISOString());
      });
    }
    return new RedisDatabases(urls);
  }

  /** Empties the databases that still carry the marker. */
  async release(): Promise<void> {
    for (const url of this.urls) {
      await withRedis(url, async (client) => {
        if ((await client.exists(REDIS_MARKER)) === 1) await client.flushDb("ASYNC");
      }).catch(() => undefined);
    }
  }
}

async function withRedis<T>(
  url: string,
  work: (client: RedisClientType) => Promise<T>,
): Promise<T> {
  const client: RedisClientType = createClient({ url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}
