/**
 * Two groups of tests, one run (`npm test` runs both):
 * - `unit`: pure logic and single modules in one process, no bot started,
 *   no child process, no server but the sandbox in-process
 *   (`npm run test:quick` runs only these, beside type check and lint);
 * - `flows`: the real bot end to end against the Bot API fake and the
 *   sandbox, its HTTP server, replicas on shared stores, child processes,
 *   and the storage suites that need Redis or PostgreSQL; files share a
 *   worker as unit files do, but those in ALONE (`flows-alone`) get a
 *   process each.
 * The long reliability suites (`*.reliability.ts`) have their own config.
 */
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const FLOWS = [
  "test/e2e/**/*.test.ts",
  "test/replicas/**/*.test.ts",
  "test/server/**/*.test.ts",
  "test/security/**/*.test.ts",
  "test/reliability/**/*.test.ts",
  "test/storage/**/*.test.ts",
  // promtool, a child process.
  "test/deploy/promtool.test.ts",
  "test/sandbox/standalone.test.ts",
  "test/gateway/cli.test.ts",
  "test/chat/ordered-once.test.ts",
  "test/chat/outgoing-queue.test.ts",
  "test/chat/telegram-retry.test.ts",
  // Holds libuv's thread pool (ALONE below).
  "test/net/thread-pool.test.ts",
  // The Mini App: its API against the real bot, and the page in a browser.
  "test/webapp/**/*.test.ts",
  // A feature's Mini App routes (its api.ts), against the real bot as the page calls them.
  "test/features/*/api.test.ts",
];

/**
 * Flow files that need a process of their own (a fresh one each): they hold or measure what the
 * whole process shares, or mock a module for the whole module graph.
 */
const ALONE = [
  "test/net/thread-pool.test.ts",
  // Measures the process's memory after a release.
  "test/server/memory-release-process.test.ts",
  // vi.mock("@keyv/redis") replaces the module for every file importing it in that worker.
  "test/storage/redis-durability.test.ts",
];

export default defineConfig({
  test: {
    // Bounds for a hung test, not for a slow one: on a busy 2-core machine (load 20 and more) a
    // child bot's start-up alone can take 20 s, and a passing test never waits these out.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: "forks",
    // An unhandled promise rejection fails the test it happened in.
    setupFiles: ["test/support/unhandled-rejections.ts"],
    // Most flow tests wait on loopback I/O and timers, not the CPU: with three workers per core
    // a run keeps the 2-core machine about 85 % busy (vitest's default is one fewer worker than
    // the cores: a single worker there, and a suite five times as long).
    maxWorkers: availableParallelism() * 3,
    globalSetup: [
      "test/support/temp-dir.ts",
      "test/support/services-notice.ts",
      "test/support/webapp-build.ts",
    ],
    projects: [
      {
        extends: true,
        // Unit files share one module graph per worker (no bot, no global state to reset).
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: FLOWS, isolate: false },
      },
      {
        extends: true,
        // Flow files share a worker too: each file's bots, servers and stores are its own and
        // stopped in its hooks, so only the import of the bot (about a second of CPU a file) is
        // shared, instead of paid again by every file.
        test: { name: "flows", include: FLOWS, exclude: ALONE, isolate: false },
      },
      {
        extends: true,
        test: { name: "flows-alone", include: ALONE },
      },
    ],
  },
});
