/**
 * A Redis server of a test's own (Debian's redis-server, on 127.0.0.1, in a
 * temporary folder), for tests that change server settings: CONFIG SET on
 * the shared TEST_REDIS_URL server would reach every suite running beside it.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type RedisClientType } from "@keyv/redis";

/** Why tests needing a redis-server binary are skipped here, or undefined when one is installed. */
export function redisServerMissing(): string | undefined {
  const probe = spawnSync("redis-server", ["--version"], { stdio: "ignore" });
  return probe.status === 0
    ? undefined
    : "redis-server is not installed; run: scripts/services.sh install";
}

/**
 * The settings the bot's store asks of a Redis (as scripts/services.sh starts
 * it): every answered write fsynced to the append-only file, no eviction.
 */
export const DURABLE_REDIS_ARGS: readonly string[] = [
  "--appendonly",
  "yes",
  "--appendfsync",
  "always",
  "--maxmemory-policy",
  "noeviction",
];

export interface PrivateRedis {
  url: string;
  /** A connection for the test itself (CONFIG SET, reads), closed by `stop`. */
  admin: RedisClientType;
  stop(): Promise<void>;
}

/** Starts redis-server with `args` (e.g. `["--appendonly", "yes"]`) on a free port; `stop()` it after. */
export async function startPrivateRedis(args: readonly string[]): Promise<PrivateRedis> {
  const dir = await mkdtemp(path.join(tmpdir(), "redis-private-"));
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      "redis-server",
      ["--bind", "127.0.0.1", "--port", String(port), "--dir", dir, "--save", "", ...args],
      { stdio: "ignore" },
    );
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const url = `redis://127.0.0.1:${port}`;
    const admin = await connectWhileRunning(url, child);
    if (admin) {
      return {
        url,
        admin,
        async stop() {
          await admin.close().catch(() => admin.destroy());
          child.kill("SIGTERM");
          await exited;
          await rm(dir, { recursive: true, force: true });
        },
      };
    }
    // Lost the port to someone else (or the server refused the arguments): try again, a few times.
    child.kill("SIGKILL");
    await exited;
    if (attempt === 5) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not start with ${args.join(" ")}`);
    }
  }
}

/** A port nothing listens on right now (the server's own bind is the final check). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Connects once the server answers (bounded: 5 s), or undefined when the process ended first. */
async function connectWhileRunning(
  url: string,
  child: ChildProcess,
): Promise<RedisClientType | undefined> {
  for (let waited = 0; waited < 5_000; waited += 25) {
    if (child.exitCode !== null || child.signalCode !== null) return undefined;
    const client: RedisClientType = createClient({
      url,
      socket: { connectTimeout: 1_000, reconnectStrategy: false },
    });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.ping();
      return client;
    } catch {
      if (client.isOpen) client.destroy();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return undefined;
}
