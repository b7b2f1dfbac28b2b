/**
 * A store server of a suite's own (Redis or PostgreSQL, from Debian's
 * packages, as scripts/services.sh runs them) that the suite may stop and
 * start again on the same data folder and port: a store outage. Stopping is
 * abrupt (Redis SIGKILL, PostgreSQL `pg_ctl stop -m immediate`), as a crash
 * or a lost host; what each server acknowledged is on its disk (Redis
 * `appendfsync always`, PostgreSQL fsync and synchronous commits), so the
 * restarted server has it.
 *
 * (test/support/redis-server.ts starts a private Redis too, but not again
 * on the same port and data, and no PostgreSQL.)
 *
 * Needs redis-server, or PostgreSQL's server binaries
 * (/usr/lib/postgresql/<major>/bin); `available` says whether they are here.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@keyv/redis";
import pg from "pg";
import { DURABLE_REDIS_ARGS } from "../../support/redis-server.ts";
import { until } from "../../support/until.ts";

const run = promisify(execFile);

export interface StoreServer {
  name: "Redis" | "PostgreSQL";
  /** STORAGE_URL for the bot. */
  url: string;
  /** Stops the server abruptly; resolves once it no longer answers. */
  stop(): Promise<void>;
  /** Starts it again on the same data and port; resolves once it answers. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** Where the data goes: memory-backed /dev/shm when there is one (fsync costs nothing there). */
function dataRoot(): string {
  return existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();
}

/** A TCP port on loopback that is free right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

/** The newest PostgreSQL server binaries Debian installed, or undefined. */
function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((major) => existsSync(path.join(root, major, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = majors.at(-1);
  return newest ? path.join(root, newest, "bin") : undefined;
}

/** Where redis-server is on the PATH, or undefined. */
function redisServer(): string | undefined {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .map((dir) => path.join(dir, "redis-server"))
    .find((file) => existsSync(file));
}

/** Whether each server can be run here. */
export const available = {
  Redis: redisServer() !== undefined,
  PostgreSQL: postgresBin() !== undefined,
};

/** A Redis of its own: append-only file fsynced before each answer, no eviction. */
export async function ownRedis(): Promise<StoreServer> {
  const binary = redisServer();
  if (!binary) throw new Error("redis-server is not installed");
  const dir = await mkdtemp(path.join(dataRoot(), "tipbot-outage-redis-"));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const answers = async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === "PONG";
    } finally {
      if (client.isOpen) client.destroy();
    }
  };
  const start = async () => {
    child = spawn(
      binary,
      [
        "--bind",
        "127.0.0.1",
        "--port",
        String(port),
        "--dir",
        dir,
        "--save",
        "",
        ...DURABLE_REDIS_ARGS,
      ],
      { stdio: "ignore" },
    );
    await until(() => answers().catch(() => false), "redis to answer", 10_000);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    name: "Redis",
    url,
    start,
    stop,
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL cluster of its own (as `postgres` when run as root: the server refuses root). */
export async function ownPostgres(): Promise<StoreServer> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL's server binaries are not installed");
  const dir = await mkdtemp(path.join(dataRoot(), "tipbot-outage-pg-"));
  const asRoot = process.getuid?.() === 0;
  const asOwner = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(dir, 0o700);
  const data = path.join(dir, "data");
  await asOwner("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const answers = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query("SELECT 1");
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const start = async () => {
    await asOwner("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "postgres.log"),
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c full_page_writes=off -c shared_buffers=16MB -c max_connections=100`,
      "start",
    ]);
    await until(() => answers().catch(() => false), "postgres to answer", 10_000);
  };
  let running = false;
  const stop = async () => {
    if (!running) return;
    running = false;
    await asOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  };
  await start();
  running = true;
  return {
    name: "PostgreSQL",
    url,
    async start() {
      await start();
      running = true;
    },
    stop,
    async remove() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
