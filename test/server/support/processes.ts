/**
 * Helpers for tests that run the bot as child processes (`node src/main.ts`,
 * through test/reliability/support/child-bot.ts): where a child's HTTP
 * server listens, and a bounded wait for a condition that no event
 * announces (a log line, a count at the fake).
 */
import type { ChildBot } from "../../reliability/support/child-bot.ts";

/** The base URL of a started child's public HTTP server, read from its "bot @… started" log line. */
export function httpUrlOf(child: ChildBot): string {
  return `http://127.0.0.1:${startedPort(child, "port")}`;
}

/** The base URL of a started child's /metrics and /health listener. */
export function metricsUrlOf(child: ChildBot): string {
  return `http://127.0.0.1:${startedPort(child, "metrics_port")}`;
}

function startedPort(child: ChildBot, field: "port" | "metrics_port"): number {
  for (const line of child.lines) {
    if (!line.includes('"msg":"bot @')) continue;
    const port = (JSON.parse(line) as Record<string, unknown>)[field];
    if (typeof port === "number") return port;
  }
  throw new Error(`the child has not logged its start line with the ${field}`);
}

/** Resolves once `probe()` is truthy, checking every 10 ms; rejects after `timeoutMs` naming `what`. */
export async function waitUntil(
  probe: () => unknown,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** True once the child logged a line containing `text`. */
export function logged(child: ChildBot, text: string): boolean {
  return child.lines.some((line) => line.includes(text));
}
