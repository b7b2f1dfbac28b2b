/**
 * The reliability run (`npm run test:reliability`): the long suites, named
 * `*.reliability.ts` so that `npm test` leaves them out (crashes with a
 * bot child process, random input, Telegram retry waits, known gaps). The
 * quick reliability and security suites run in `npm test` only: no suite
 * runs twice. Only this run writes tallies (RELIABILITY_TALLY), into a
 * folder it empties first, so `scripts/reliability-summary.ts` counts what
 * this run executed.
 */
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, "../.."),
    include: ["test/reliability/**/*.reliability.ts"],
    globalSetup: ["test/reliability/support/fresh-results.ts"],
    env: { RELIABILITY_TALLY: "1" },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // An unhandled promise rejection fails the test it happened in.
    setupFiles: ["test/support/unhandled-rejections.ts"],
  },
});
