/**
 * Replicas on one Redis: the bot as one process, then as two, in webhook
 * mode behind a round-robin front (an operator's load balancer), sharing
 * one Redis database and one gateway (a sandbox in the benchmark's
 * process). The same closed-loop /balance traffic goes to each set-up, in
 * the order 1, 2, 2, 1 (so a slower minute of a shared machine weighs on
 * both alike); the figure is the mean throughput of two replicas against
 * one's, and their CPU per update together. The fake delivers webhook updates of different chats at
 * once (as Telegram does, up to max_connections), so the replicas, not the
 * fake, set the pace.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { RoundRobinFront } from "../../test/server/support/round-robin-front.ts";
import { BotChild } from "../lib/bot-child.ts";
import { benchUsers } from "../lib/chat.ts";
import { balanceFlow } from "../lib/flows.ts";
import type { ProcessUsage } from "../lib/ipc.ts";
import { withIsolatedStore } from "../lib/isolated-store.ts";
import { cpuMsPerUpdate, type PhaseResult, type PhaseTiming, runClosedLoop } from "../lib/load.ts";
import { loadAverage } from "../lib/machine.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";
import {
  freePort,
  PAYER_FIRST_ID,
  prime,
  SeparateGateway,
  type ThroughputSettings,
} from "./throughput.ts";

/** A Redis database index of the bench's own (the test suites use 0, 7 and 11–15; stores 8). */
const REDIS_DB = 9;

/** One set-up's figures. */
interface ReplicaRun {
  replicas: number;
  phase: PhaseResult;
  /** Every replica's CPU together per update, ms. */
  cpuMsPerUpdate: number | undefined;
  /** The benchmark process (fake, front, load, gateway) as a share of one core in the window. */
  harnessShare: number;
}

export interface ReplicasResult {
  runs: ReplicaRun[];
  concurrency: number;
  load: [number, number];
}

/** The counts of replicas to run in turn (default 1, 2, 2, 1), each on a fresh database. */
export async function benchReplicas(
  settings: ThroughputSettings,
  redisBaseUrl: string,
  window: PhaseTiming,
  counts: readonly number[] = [1, 2, 2, 1],
): Promise<ReplicasResult> {
  const loadAtStart = loadAverage();
  const users = benchUsers(PAYER_FIRST_ID, settings.usersPerRole, "Payer");
  const runs: ReplicaRun[] = [];
  for (const count of counts) {
    runs.push(
      await withIsolatedStore(redisBaseUrl, REDIS_DB, (storeUrl) =>
        runReplicas(settings, storeUrl, window, count, users),
      ),
    );
  }
  return { runs, concurrency: settings.concurrency, load: [loadAtStart, loadAverage()] };
}

async function runReplicas(
  settings: ThroughputSettings,
  storeUrl: string,
  window: PhaseTiming,
  count: number,
  users: ReturnType<typeof benchUsers>,
): Promise<ReplicaRun> {
  const gateway = await SeparateGateway.start();
  try {
    return await withTempDir(`replicas-${count}`, (dir) =>
      withFake(
        async (fake) => {
          const front = new RoundRobinFront();
          const bots: BotChild[] = [];
          try {
            const frontUrl = await front.start();
            const shared = {
              ...gateway.env,
              BOT_MODE: "webhook",
              WEBHOOK_URL: `${frontUrl}/telegram`,
              WEBHOOK_SECRET: randomBytes(16).toString("hex"),
              STORAGE_URL: storeUrl,
              // Every replica reads what another sealed.
              SECRETS_KEY: randomBytes(32).toString("hex"),
              // Payment events reach whichever replica the front picks.
              PUBLIC_URL: frontUrl,
            };
            const ports: number[] = [];
            for (let index = 0; index < count; index += 1) {
              const port = await freePort();
              ports.push(port);
              bots.push(
                await BotChild.start({
                  kind: "app",
                  fake,
                  dataDir: path.join(dir, `replica-${index}`, "data"),
                  logFile: path.join(dir, `replica-${index}.log`),
                  env: { ...shared, PORT: String(port) },
                }),
              );
            }
            front.setBackends(ports.map((port) => `http://127.0.0.1:${port}`));
            const [first] = bots;
            if (!first) throw new Error("no replica started");
            await gateway.connectAccounts(first, users);
            await prime(first, fake, users, settings);
            const phase = await runClosedLoop({
              ...window,
              concurrency: settings.concurrency,
              users,
              flow: balanceFlow(fake),
              sampleUsage: () => usageOfAll(bots),
            });
            settings.log(
              `    ${count} replica${count > 1 ? "s" : ""}: ${phase.updatesPerSec.toFixed(0)} updates/s, errors ${phase.errors}`,
            );
            return {
              replicas: count,
              phase,
              cpuMsPerUpdate: cpuMsPerUpdate(phase),
              harnessShare: phase.harnessCpuMs / (phase.windowSec * 1000),
            };
          } finally {
            await Promise.all(bots.map((bot) => bot.stop()));
            await front.close();
          }
        },
        { webhookParallel: true },
      ),
    );
  } finally {
    await gateway.close();
  }
}

/** The replicas' CPU time added up (memory figures are the first one's). */
async function usageOfAll(bots: readonly BotChild[]): Promise<ProcessUsage> {
  const usages = await Promise.all(bots.map((bot) => bot.usage()));
  const [first] = usages;
  if (!first) throw new Error("no replica to sample");
  return {
    ...first,
    userMicros: usages.reduce((sum, usage) => sum + usage.userMicros, 0),
    systemMicros: usages.reduce((sum, usage) => sum + usage.systemMicros, 0),
  };
}
