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
import { defineConfig } from "vitest/config";

const FLOWS = [
  "test/e2e/**/*.test.ts",
  "test/replicas/**/*.test.ts",
  "test/server/**/*.test.ts",
  "test/security/**/*.test.ts",
  "test/reliability/**/*.test.ts",
  "test/storage/**/*.test.ts",
  "test/sandbox/standalone.test.ts",
  "test/gateway/cli.test.ts",
  "test/bot/ordered-once.test.ts",
  "test/bot/outgoing-queue.test.ts",
  "test/bot/telegram-retry.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    globalSetup: ["test/support/services-notice.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: FLOWS },
      },
      {
        extends: true,
        test: { name: "flows", include: FLOWS },
      },
    ],
  },
});
