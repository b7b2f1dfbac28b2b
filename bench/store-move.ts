/**
 * Measures `npm run store:move` on the scale bench's store: USERS made-up
 * users (lib/seed.ts: eight records each, as the bot writes them) seeded
 * into a fresh SQLite file, then moved to each target given, timed copy and
 * check apart, with the target's size afterwards and the machine's load.
 *
 *   node bench/store-move.ts --users 1000000 --postgres <url> --redis <url>
 *
 * The PostgreSQL URL names a server: a database `tipbot_move_bench` is
 * created on it (and dropped first); the Redis URL's database index is
 * flushed first. Both are left filled, for a look afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@keyv/redis";
import pg from "pg";
import { moveStore } from "../src/storage/move.ts";
import { SqliteSeedWriter, UserDataMaker } from "./lib/seed.ts";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "100000" },
    postgres: { type: "string" },
    redis: { type: "string" },
  },
});
const users = Number(values.users);
const BATCH = 10_000;
const dir = await mkdtemp(path.join(tmpdir(), "bench-store-move-"));
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

try {
  const file = path.join(dir, "source.sqlite");
  const writer = await SqliteSeedWriter.open(file);
  const maker = new UserDataMaker(randomBytes(32));
  let began = performance.now();
  for (let first = 0; first < users; first += BATCH) {
    await writer.write(maker.users(10_000_001 + first, Math.min(BATCH, users - first)));
  }
  await writer.close();
  log(
    `seeded ${users} users into SQLite in ${((performance.now() - began) / 1000).toFixed(0)} s, ${((await stat(file)).size / 2 ** 20).toFixed(0)} MiB (load ${load()})`,
  );

  const targets: Array<{ name: string; url: string; size: () => Promise<string> }> = [];
  if (values.postgres) {
    const admin = new pg.Client({ connectionString: values.postgres });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS tipbot_move_bench WITH (FORCE)");
    await admin.query("CREATE DATABASE tipbot_move_bench");
    await admin.end();
    const url = new URL(values.postgres);
    url.pathname = "/tipbot_move_bench";
    targets.push({
      name: "PostgreSQL",
      url: url.toString(),
      async size() {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const { rows } = await client.query<{ size: string }>(
          "SELECT pg_size_pretty(pg_database_size(current_database())) AS size",
        );
        await client.end();
        return `database ${rows[0]?.size}`;
      },
    });
  }
  if (values.redis) {
    const url = values.redis;
    const client = createClient({ url });
    await client.connect();
    await client.flushDb();
    await client.close();
    targets.push({
      name: "Redis",
      url,
      async size() {
        const info = createClient({ url });
        await info.connect();
        const memory = /used_memory_human:(\S+)/.exec(await info.info("memory"))?.[1];
        const aof = /aof_current_size:(\d+)/.exec(await info.info("persistence"))?.[1];
        await info.close();
        return `used_memory ${memory}, append-only file ${(Number(aof ?? 0) / 2 ** 20).toFixed(0)} MiB`;
      },
    });
  }

  for (const target of targets) {
    began = performance.now();
    let copiedAt = 0;
    let loadAtCopy = "";
    let lastLog = began;
    const result = await moveStore({
      from: `sqlite://${file}`,
      to: target.url,
      dataDir: dir,
      stateFile: path.join(dir, `${target.name}.state.json`),
      onProgress(progress) {
        if (performance.now() - lastLog < 30_000) return;
        lastLog = performance.now();
        log(`  ${target.name}: ${progress.records} of ${progress.totalRecords} records`);
      },
      onVerifying() {
        copiedAt = performance.now();
        loadAtCopy = load();
      },
    });
    const end = performance.now();
    if (result.status !== "done" || !result.ok) throw new Error(`${target.name}: the move failed`);
    log(
      `SQLite → ${target.name}: ${result.progress.records} records, ${(result.progress.bytes / 2 ** 20).toFixed(0)} MiB; copy ${((copiedAt - began) / 1000).toFixed(0)} s (load ${loadAtCopy}), check ${((end - copiedAt) / 1000).toFixed(0)} s (load ${load()}); target: ${await target.size()}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
