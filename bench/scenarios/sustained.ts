/**
 * Memory under sustained load: one real bot (embedded sandbox) answers
 * /balance from 300 users, each sending the next as soon as the last one
 * is answered (a closed loop: as fast as the bot answers), in rounds. After
 * each round the bot's RSS is read as it is (what the machine gives the
 * process), then the heap after a full GC (what the bot really keeps). The
 * targets: RSS stays under a bound and does not grow from round to round.
 */
import path from "node:path";
import { BotChild, type ChildLogSummary } from "../lib/bot-child.ts";
import { benchUsers } from "../lib/chat.ts";
import { balanceFlow } from "../lib/flows.ts";
import type { ProcessUsage } from "../lib/ipc.ts";
import { cpuMsPerUpdate, type PhaseTiming, runClosedLoop } from "../lib/load.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";

/** How the scenario is shaped. */
export interface SustainedSettings {
  /** Users in flight (default 300). */
  users: number;
  rounds: number;
  window: PhaseTiming;
  log: (line: string) => void;
}

/** One round's figures. */
export interface SustainedRound {
  updatesPerSec: number;
  cpuMsPerUpdate: number | undefined;
  errors: number;
  /** Right after the round, no GC forced. */
  after: ProcessUsage;
  /** After a full GC. */
  afterGc: ProcessUsage;
}

export interface SustainedResult {
  users: number;
  fresh: ProcessUsage;
  rounds: SustainedRound[];
  log: ChildLogSummary;
}

const FIRST_USER_ID = 600_001;

/** Runs the rounds on a fresh bot; see the module comment. */
export async function benchSustained(settings: SustainedSettings): Promise<SustainedResult> {
  const users = benchUsers(FIRST_USER_ID, settings.users, "Steady");
  return withTempDir("sustained", (dir) =>
    withFake(async (fake) => {
      const bot = await BotChild.start({
        kind: "app",
        fake,
        dataDir: path.join(dir, "data"),
        logFile: path.join(dir, "bot.log"),
      });
      try {
        const fresh = await bot.usage(true);
        const flow = balanceFlow(fake);
        // Every user's first command provisions their sandbox account: not measured.
        let next = 0;
        await Promise.all(
          Array.from({ length: 64 }, async () => {
            for (let user = users[next]; user; user = users[next]) {
              next += 1;
              await flow(user);
            }
          }),
        );
        const rounds: SustainedRound[] = [];
        for (let round = 1; round <= settings.rounds; round += 1) {
          const phase = await runClosedLoop({
            ...settings.window,
            concurrency: users.length,
            users,
            flow,
            sampleUsage: () => bot.usage(),
          });
          const after = await bot.usage(false);
          const afterGc = await bot.usage(true);
          rounds.push({
            updatesPerSec: phase.updatesPerSec,
            cpuMsPerUpdate: cpuMsPerUpdate(phase),
            errors: phase.errors,
            after,
            afterGc,
          });
          settings.log(
            `    round ${round}: ${phase.updatesPerSec.toFixed(0)} updates/s, RSS ${(after.rss / 2 ** 20).toFixed(0)} MiB, heap in use after GC ${(afterGc.heapUsed / 2 ** 20).toFixed(0)} MiB, errors ${phase.errors}`,
          );
        }
        await bot.stop();
        return { users: users.length, fresh, rounds, log: bot.logSummary() };
      } finally {
        await bot.stop();
      }
    }),
  );
}
