/**
 * The image's HEALTHCHECK (Dockerfile), run as Docker runs it inside the
 * container, against the running bot: it must find /health where the bot
 * serves it, with METRICS_TOKEN when one is set.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTestBot, type TestBot } from "../support/harness.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The HEALTHCHECK's exec-form command (`CMD ["node", "-e", "…"]`), continuation lines joined. */
async function healthcheckCommand(): Promise<string[]> {
  const dockerfile = (await readFile(path.join(ROOT, "Dockerfile"), "utf8")).replace(/\\\n/g, " ");
  const line = dockerfile.split("\n").find((l) => l.startsWith("HEALTHCHECK"));
  const command = line?.match(/ CMD (\[.*\])\s*$/)?.[1];
  if (!command) throw new Error("no exec-form HEALTHCHECK in the Dockerfile");
  return JSON.parse(command) as string[];
}

/** Runs the health check with `env` (the container's environment); resolves with its exit code. */
async function runHealthcheck(env: Record<string, string>): Promise<number> {
  const [program, ...args] = await healthcheckCommand();
  expect(program).toBe("node");
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env: { PATH: process.env.PATH ?? "", ...env } }, (error) =>
      resolve(error ? Number(error.code ?? 1) : 0),
    );
  });
}

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

describe("the image's HEALTHCHECK", () => {
  it("passes against the running bot's metrics listener, and fails where nothing answers", async () => {
    bot = await startTestBot();
    expect(await runHealthcheck({ METRICS_PORT: String(bot.app.metricsPort) })).toBe(0);
    expect(await runHealthcheck({ METRICS_PORT: String(bot.app.httpPort) })).toBe(1);
  });

  it("sends METRICS_TOKEN when one is set", async () => {
    const token = "health-token-0123456789";
    bot = await startTestBot({ env: { METRICS_TOKEN: token } });
    const port = String(bot.app.metricsPort);
    expect(await runHealthcheck({ METRICS_PORT: port, METRICS_TOKEN: token })).toBe(0);
    expect(await runHealthcheck({ METRICS_PORT: port })).toBe(1);
  });
});
