/**
 * A store of the bench's own on a shared Redis or PostgreSQL server, empty
 * at the start and removed afterwards. A fresh Telegram fake numbers its
 * updates from 1 again and the bot remembers handled update ids for a day,
 * so a run on the data a previous run left would have every update dropped
 * as already handled.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "@keyv/redis";
import pg from "pg";

/** Empties Redis database `url` names. */
async function flushRedis(url: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  await client.flushDb();
  await client.close();
}

/**
 * Runs `work` with the URL of an empty store on the server at `baseUrl`:
 * Redis database index `redisDb` (flushed before and after), or a fresh
 * PostgreSQL database (dropped after).
 */
export async function withIsolatedStore<T>(
  baseUrl: string,
  redisDb: number,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const url = new URL(baseUrl);
  if (baseUrl.startsWith("redis")) {
    url.pathname = `/${redisDb}`;
    const isolated = url.toString();
    await flushRedis(isolated);
    try {
      return await work(isolated);
    } finally {
      await flushRedis(isolated);
    }
  }
  const name = `tipbot_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}
