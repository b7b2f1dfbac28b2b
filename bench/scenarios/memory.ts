/**
 * Memory with many stored users: a fresh bot child (the real app, SQLite
 * store) stores 10 000 users' accounts and settings through its
 * AccountService and PreferenceService, then reports its RSS after a full
 * garbage collection, next to the RSS it had before. Each is read twice:
 * at once (right after start-up or the storing), and once the bot, quiet,
 * gave freed memory back as it does on its own (src/memory-release.ts):
 * the second is what an idle bot holds, and the target. Two set-ups, as in
 * the throughput scenarios:
 * - `embedded`: accounts are provisioned on the embedded sandbox, as on a
 *   user's first command (the sandbox's merchants live in the bot's memory);
 * - `separate`: accounts are made on a gateway outside the bot and stored
 *   with AccountService.connect, as /connect does: the bot's own memory.
 */
import path from "node:path";
import { startSandbox } from "../../src/sandbox/server.ts";
import { BotChild, type ChildLogSummary } from "../lib/bot-child.ts";
import type { AccountToConnect, ProcessUsage, ProvisionResult } from "../lib/ipc.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";
import type { GatewaySetup } from "./throughput.ts";

/** RSS and heap before and after storing the users, and how the storing went. */
export interface MemoryResult {
  gateway: GatewaySetup;
  users: number;
  /** Fresh, once the bot gave memory back while quiet. */
  before: ProcessUsage;
  /** After storing the users, once the bot gave memory back while quiet. */
  after: ProcessUsage;
  /** Fresh and after storing, read at once (after a full GC, before the bot was quiet). */
  beforeAtOnce: ProcessUsage;
  afterAtOnce: ProcessUsage;
  /** Whether the bot gave memory back on its own before each quiet reading. */
  released: { before: boolean; after: boolean };
  provision: ProvisionResult;
  log: ChildLogSummary;
}

const FIRST_USER_ID = 300_001;
/** Accounts sent to the child per IPC message. */
const CONNECT_BATCH = 500;

/** Stores `users` users (default 10 000) within `limitMs` (default 120 s) and measures RSS. */
export async function benchMemory(
  gateway: GatewaySetup,
  options: { users?: number; limitMs?: number } = {},
): Promise<MemoryResult> {
  const users = options.users ?? 10_000;
  const limitMs = options.limitMs ?? 120_000;
  const sandbox =
    gateway === "separate" ? await startSandbox({ host: "127.0.0.1", port: 0 }) : undefined;
  try {
    return await withTempDir("memory", (dir) =>
      withFake(async (fake) => {
        const bot = await BotChild.start({
          kind: "app",
          fake,
          dataDir: path.join(dir, "data"),
          logFile: path.join(dir, "bot.log"),
          // Provisioning logs a line per sandbox merchant at info: keep the log small.
          env: {
            LOG_LEVEL: "warn",
            ...(sandbox ? { GATEWAY_BASE_URL: sandbox.url, BITCOIN_NETWORK: "regtest" } : {}),
          },
        });
        try {
          const beforeAtOnce = await bot.usage(true);
          const quietBefore = await bot.quietUsage();
          const started = performance.now();
          if (sandbox) {
            // The accounts first, through AccountService.connect; settings below.
            for (let first = 0; first < users; first += CONNECT_BATCH) {
              if (performance.now() - started > limitMs) break;
              const batch: AccountToConnect[] = [];
              for (let index = first; index < Math.min(users, first + CONNECT_BATCH); index += 1) {
                batch.push({
                  userId: FIRST_USER_ID + index,
                  credentials: await sandbox.createMerchant({ balanceSat: 100_000 }),
                });
              }
              await bot.connect(batch);
            }
          }
          const left = Math.max(1, limitMs - (performance.now() - started));
          const provision = await bot.provision(FIRST_USER_ID, users, 64, left);
          const afterAtOnce = await bot.usage(true);
          const quietAfter = await bot.quietUsage();
          await bot.stop();
          return {
            gateway,
            users,
            before: quietBefore.usage,
            after: quietAfter.usage,
            beforeAtOnce,
            afterAtOnce,
            released: { before: quietBefore.released, after: quietAfter.released },
            provision: { ...provision, elapsedMs: performance.now() - started },
            log: bot.logSummary(),
          };
        } finally {
          await bot.stop();
        }
      }),
    );
  } finally {
    await sandbox?.close();
  }
}
