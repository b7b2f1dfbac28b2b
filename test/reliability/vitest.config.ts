/**
 * The reliability run (`npm run test:reliability`): the long suites, named
 * `*.reliability.ts` so that `npm test` leaves them out (crashes with a
 * bot child process, random input, Telegram retry waits, known gaps), plus
 * the quick reliability and security suites again, so that one run counts
 * every figure `scripts/reliability-summary.ts` reports.
 */
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, "../.."),
    include: [
      "test/reliability/**/*.reliability.ts",
      "test/reliability/**/*.test.ts",
      "test/security/**/*.test.ts",
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // An unhandled promise rejection fails the test it happened in.
    setupFiles: ["test/support/unhandled-rejections.ts"],
  },
});
