/**
 * Setup file of every test run: a promise rejection nobody handles fails
 * the test during which it happened. Vitest alone only reports it after the
 * run, naming no test for sure; in the bot an unhandled rejection is a bug
 * (a request left unanswered, an error lost), so the test must fail.
 */
import { afterEach } from "vitest";

// One listener per process: unit files share a worker (and may run this file again).
const registry = globalThis as { unhandledRejections?: unknown[] };
const unhandled: unknown[] = registry.unhandledRejections ?? [];
if (!registry.unhandledRejections) {
  registry.unhandledRejections = unhandled;
  process.on("unhandledRejection", (reason) => {
    unhandled.push(reason);
  });
}

afterEach(() => {
  if (unhandled.length === 0) return;
  const reasons = unhandled.splice(0);
  const first = reasons[0] instanceof Error ? reasons[0].stack : String(reasons[0]);
  throw new AggregateError(
    reasons,
    `${reasons.length} unhandled promise rejection(s) during this test; the first: ${first}`,
  );
});
