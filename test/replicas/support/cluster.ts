/**
 * The set-up of the suites that run the bot as several processes: bot
 * processes (`node src/main.ts`) in webhook mode sharing one store (a Redis
 * database index or a PostgreSQL database of the suite's own) and one
 * gateway (a standalone sandbox in the test process), behind a round-robin
 * front standing in for the load balancer. Telegram (the fake) posts to the
 * front. Used by test/replicas and by the crash suites in test/reliability.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@keyv/redis";
import pg from "pg";
import { expect } from "vitest";
import { AccountService } from "../../../src/accounts/accounts.ts";
import { parseSecretsKey, SecretBox } from "../../../src/accounts/secret-box.ts";
import type { MerchantCredentials } from "../../../src/gateway/types.ts";
import { type Sandbox, startSandbox } from "../../../src/sandbox/server.ts";
import { type OpenStoreOptions, openStore } from "../../../src/storage/index.ts";
import {
  type ChildBot,
  type ChildExit,
  startChildBot,
} from "../../reliability/support/child-bot.ts";
import { httpUrlOf, metricsUrlOf } from "../../server/support/processes.ts";
import { RoundRobinFront } from "../../server/support/round-robin-front.ts";
import { type createUser, privateChat, type TelegramFake } from "../../support/telegram-fake.ts";

/** Generous per answer on a loaded 2-core machine. */
export const ANSWER_MS = 10_000;

/** A store of its own on a shared server, emptied before use and removed after. */
export interface IsolatedStore {
  url: string;
  drop(): Promise<void>;
}

async function flushRedis(url: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  await client.flushDb();
  await client.close();
}

/**
 * Each suite's Redis database index, in one place: suites run side by side
 * and flush their index first, so two sharing one would wipe each other's
 * store mid-run (update ids of a fresh fake start at 1 again, and the bot
 * remembers handled ids for a day, so leftovers would also drop updates).
 * The storage suites use 0 with key prefixes of their own.
 */
export const REDIS_DBS = {
  webappRateLimit: 1,
  storeMoveBot: 2,
  raffleReplicas: 3,
  splitReplicas: 4,
  /** The bench's `stores` scenario (bench/). */
  bench: 5,
  storeMove: 6,
  entryReplicas: 7,
  intentSweeper: 9,
  privateRateLimit: 10,
  replicas: 11,
  replicaCrash: 12,
  pledgeReplicas: 13,
  moneyFeatures: 14,
  giveawayReplicas: 15,
} as const;

/** Redis: the database index `db` of the server at `base` (one of REDIS_DBS), flushed first and on `drop`. */
export async function isolatedRedis(base: string, db: number): Promise<IsolatedStore> {
  const url = new URL(base);
  url.pathname = `/${db}`;
  await flushRedis(url.toString());
  return { url: url.toString(), drop: () => flushRedis(url.toString()) };
}

/** PostgreSQL: a fresh database named `<prefix>_<random>` on the server at `base`, dropped afterwards. */
export async function isolatedPostgres(base: string, prefix: string): Promise<IsolatedStore> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Ends the leases whose keys start with `keyPrefix` in the Redis or
 * PostgreSQL store at `storeUrl`, as if they had run out: what happens by
 * itself a lease's length (15 s for an intent's) after its holder died.
 * Only for leases of a process that is dead (a live holder would lose its
 * lease under its feet). Resolves with the keys ended, sorted.
 */
export async function expireLeases(storeUrl: string, keyPrefix: string): Promise<string[]> {
  if (storeUrl.startsWith("redis")) {
    // The Redis store keeps a lease as the key `lock:<key>` with a PX expiry.
    const client = createClient({ url: storeUrl });
    await client.connect();
    try {
      const keys = await client.keys(`lock:${keyPrefix}*`);
      if (keys.length > 0) await client.del(keys);
      return keys.map((key) => key.slice("lock:".length)).sort();
    } finally {
      await client.close();
    }
  }
  // The PostgreSQL store keeps a lease as a row of bot_locks with its expires_at.
  const client = new pg.Client({ connectionString: storeUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>(
      `UPDATE bot_locks SET expires_at = clock_timestamp()
       WHERE starts_with(key, $1) AND expires_at > clock_timestamp() RETURNING key`,
      [keyPrefix],
    );
    return rows.map((row) => row.key).sort();
  } finally {
    await client.end();
  }
}

/** One shared store server a suite runs on, when its variable is set. */
export interface StoreBackend {
  name: "Redis" | "PostgreSQL";
  /** TEST_REDIS_URL or TEST_POSTGRES_URL. */
  variable: string;
  /** The server's URL; undefined skips the suite. */
  baseUrl: string | undefined;
  /** A store of the suite's own on that server. */
  isolate(): Promise<IsolatedStore>;
  /** "`what` sharing Redis", saying why and how to run it when skipped. */
  title(what: string): string;
}

/** Why a suite that needs `variable` was skipped, for its title. */
export function skippedWithout(variable: string): string {
  return ` (skipped: ${variable} is not set; run: eval "$(scripts/services.sh start)")`;
}

/** Redis (database index `redisDb`) then PostgreSQL (databases named `<postgresPrefix>_…`). */
export function storeBackends(options: {
  redisDb: number;
  postgresPrefix: string;
}): StoreBackend[] {
  const backend = (
    name: StoreBackend["name"],
    variable: string,
    isolate: (base: string) => Promise<IsolatedStore>,
  ): StoreBackend => {
    const baseUrl = process.env[variable];
    return {
      name,
      variable,
      baseUrl,
      isolate: () => isolate(baseUrl ?? ""),
      title: (what) => `${what} sharing ${name}${baseUrl ? "" : skippedWithout(variable)}`,
    };
  };
  return [
    backend("Redis", "TEST_REDIS_URL", (base) => isolatedRedis(base, options.redisDb)),
    backend("PostgreSQL", "TEST_POSTGRES_URL", (base) =>
      isolatedPostgres(base, options.postgresPrefix),
    ),
  ];
}

/** A standalone sandbox gateway that counts the 4.1 payments (sendPayment) it was asked to make. */
export async function countingSandbox(): Promise<{ sandbox: Sandbox; sendPayments(): number }> {
  let sendPayments = 0;
  const sandbox = await startSandbox({
    port: 0,
    logger: {
      debug: (fields, message) => {
        if (
          message === "gateway request" &&
          (fields as { operation?: string }).operation === "sendPayment"
        ) {
          sendPayments += 1;
        }
      },
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
  });
  return { sandbox, sendPayments: () => sendPayments };
}

export interface ClusterOptions {
  /** Telegram; started here and closed by `stop`. */
  fake: TelegramFake;
  /** The shared store every replica uses (STORAGE_URL). */
  storeUrl: string;
  /** WEBHOOK_SECRET of every replica. */
  webhookSecret: string;
  /** SECRETS_KEY of every replica: each must read what another encrypted. */
  secretsKey: string;
  /** The work folder's name prefix in the system's temporary folder, e.g. "lnbot-replicas-". */
  workDirPrefix: string;
  /** More environment for every replica (e.g. GATEWAY_TIMEOUT_MS). */
  env?: Record<string, string>;
  /** The replicas' names (their folders), started together (default "a" and "b"). */
  names?: readonly string[];
}

export interface Cluster {
  fake: TelegramFake;
  front: RoundRobinFront;
  sandbox: Sandbox;
  /** The replicas running, in the front's order (replace one after a restart, then `setBackends`). */
  replicas: ChildBot[];
  /** Each replica's own base URL (front skipped), in the front's order, as started. */
  replicaUrls: string[];
  /** Each replica's /metrics and /health base URL, in the same order. */
  metricsUrls: string[];
  /** Where the replicas' folders are. */
  workDir: string;
  /** 4.1 requests the sandbox received. */
  sendPayments(): number;
  /**
   * Starts (or restarts) the replica `name` in its own folder, on the same
   * store and gateway; `env` adds to its environment only (e.g. a crash point).
   */
  startReplica(name: string, env?: Record<string, string>): Promise<ChildBot>;
  /** Points the front at the replicas now in `replicas`. */
  setBackends(): void;
  /**
   * Stops every replica (SIGTERM), then the fake, the front and the sandbox,
   * and removes the work folder; resolves with the replicas' exits.
   */
  stop(): Promise<ChildExit[]>;
}

/**
 * Starts the sandbox, the front, the fake and the replicas (each in a folder
 * of its own, its working directory, as on its own machine). What was
 * started is stopped again when a later step fails.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { fake } = options;
  const workDir = await mkdtemp(path.join(tmpdir(), options.workDirPrefix));
  const front = new RoundRobinFront();
  const replicas: ChildBot[] = [];
  let counted: Awaited<ReturnType<typeof countingSandbox>> | undefined;
  const stop = async (): Promise<ChildExit[]> => {
    const exits = await Promise.all(replicas.map((replica) => replica.stop()));
    await fake.close();
    await front.close();
    await counted?.sandbox.close();
    await rm(workDir, { recursive: true, force: true });
    return exits;
  };
  try {
    counted = await countingSandbox();
    const { sandbox, sendPayments } = counted;
    const frontUrl = await front.start();
    await fake.start();
    const env = {
      BOT_MODE: "webhook",
      WEBHOOK_URL: `${frontUrl}/telegram`,
      WEBHOOK_SECRET: options.webhookSecret,
      STORAGE_URL: options.storeUrl,
      SECRETS_KEY: options.secretsKey,
      GATEWAY_BASE_URL: sandbox.url,
      BITCOIN_NETWORK: "regtest",
      // The bot's own pacing (1 message a second per chat, 20 a minute per group) is about
      // Telegram, not about what a replica suite checks: off, as in the in-process harness.
      TELEGRAM_RATE_LIMITS: "off",
      ...options.env,
    };
    const startReplica = async (name: string, more?: Record<string, string>): Promise<ChildBot> => {
      const dir = path.join(workDir, name);
      await mkdir(dir, { recursive: true });
      return startChildBot({ fake, dataDir: path.join(dir, "data"), env: { ...env, ...more } });
    };
    replicas.push(
      ...(await Promise.all((options.names ?? ["a", "b"]).map((name) => startReplica(name)))),
    );
    const replicaUrls = replicas.map(httpUrlOf);
    front.setBackends(replicaUrls);
    return {
      fake,
      front,
      sandbox,
      replicas,
      replicaUrls,
      metricsUrls: replicas.map(metricsUrlOf),
      workDir,
      sendPayments,
      startReplica,
      setBackends: () => front.setBackends(replicas.map(httpUrlOf)),
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/**
 * Resolves once every running replica of `cluster` is idle (its GET
 * /activity: no update handled, no work or timer up to a second pending),
 * Telegram has no update left to deliver and the gateway no event: seen so
 * on two polls in a row, since work ending in one replica may start more in
 * the other. What a test waits for instead of a stretch of quiet.
 */
export async function clusterIdle(cluster: Cluster, timeoutMs = ANSWER_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let idlePolls = 0;
  let last = "";
  while (idlePolls < 2) {
    if (Date.now() > deadline) {
      throw new Error(`the replicas were not idle within ${timeoutMs / 1000} s: ${last}`);
    }
    await cluster.sandbox.webhooksIdle();
    const running = cluster.replicas.filter((replica) => replica.running);
    const answers = await Promise.all(
      running.map(async (replica) => {
        const answer = await fetch(`${metricsUrlOf(replica)}/activity`);
        return (await answer.json()) as { idle: boolean; work: string };
      }),
    );
    const pending = cluster.fake.pendingUpdateCount;
    last = `${answers.map((answer) => answer.work).join("; ")}; ${pending} update(s) to deliver`;
    const idleNow = pending === 0 && answers.every((answer) => answer.idle);
    idlePolls = idleNow ? idlePolls + 1 : 0;
    if (!idleNow) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every replica that was not killed on purpose exited cleanly (SIGTERM → exit 0). */
export function expectCleanExits(exits: readonly ChildExit[]): void {
  const stopped = exits.filter((exit) => exit.signal !== "SIGKILL");
  expect(stopped.map((exit) => exit.code)).toEqual(stopped.map(() => 0));
}

/** The /connect conversation in `user`'s private chat, every answer checked. */
export async function connectInChat(
  fake: TelegramFake,
  user: ReturnType<typeof createUser>,
  creds: MerchantCredentials,
): Promise<void> {
  const chat = privateChat(user);
  fake.sendText(user, chat, "/connect");
  for (const [answer, expected] of [
    [undefined, /connect your merchant/],
    [undefined, /merchant id/],
    [creds.merchantId, /API key/],
    [creds.apiKey, /secret key/],
    [creds.secretKey, /Checking/],
    [undefined, /Connected merchant/],
  ] as const) {
    if (answer) fake.sendText(user, chat, answer);
    expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(expected);
  }
}

/**
 * Connects each user to a fresh sandbox merchant holding `balanceSat`,
 * written straight into the store the bots use (with their AccountService
 * and SECRETS_KEY): faster than a /connect conversation each, which has its
 * own tests. Resolves with each user's credentials.
 */
export async function connectInStore(
  storeOptions: OpenStoreOptions,
  secretsKey: string,
  sandbox: Sandbox,
  users: ReadonlyArray<{ id: number; balanceSat: number }>,
): Promise<Map<number, MerchantCredentials>> {
  const store = await openStore(storeOptions);
  try {
    const accounts = new AccountService({
      store,
      box: new SecretBox(parseSecretsKey(secretsKey)),
      eventsUrl: () => undefined,
    });
    const made = new Map<number, MerchantCredentials>();
    for (const user of users) {
      const creds = await sandbox.createMerchant({ balanceSat: user.balanceSat });
      await accounts.connect(user.id, creds);
      made.set(user.id, creds);
    }
    return made;
  } finally {
    await store.close();
  }
}
