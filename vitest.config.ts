/**
 * Two groups of tests, one run (`npm test` runs both):
 * - `unit`: pure logic and single modules in one process, no bot started,
 *   no child process, no server but the sandbox in-process
 *   (`npm run test:quick` runs only these, after type check and lint);
 * - `flows`: the real bot end to end against the Bot API fake and the
 *   sandbox, its HTTP server, replicas on shared stores, child processes,
 *   and the storage suites that need Redis or PostgreSQL.
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
  // Holds libuv's thread pool: alone in its process.
  "test/net/thread-pool.test.ts",
  // The Mini App: its API against the real bot, and the page in a browser.
  "test/webapp/**/*.test.ts",
  // A feature's Mini App routes (its api.ts), against the real bot as the page calls them.
  "test/features/*/api.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // An unhandled promise rejection fails the test it happened in.
    setupFiles: ["test/support/unhandled-rejections.ts"],
    // Most flow tests wait on loopback I/O and timers, not the CPU: with three workers per core
    // a run keeps the 2-core machine about 85 % busy (vitest's default is one fewer worker than
    // the cores: a single worker there, and a suite five times as long).
    maxWorkers: availableParallelism() * 3,
    globalSetup: ["test/support/services-notice.ts", "test/support/webapp-build.ts"],
    projects: [
      {
        extends: true,
        // Unit files share one module graph per worker (no bot, no global state to reset).
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: FLOWS, isolate: false },
      },
      {
        extends: true,
        test: { name: "flows", include: FLOWS },
      },
    ],
  },
});
