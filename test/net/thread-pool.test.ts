/**
 * The request guard's resolver answers while libuv's thread pool is held
 * (where `dns.lookup` waits): one user's hanging lookups cannot stop
 * everyone's. In a process of its own (the flows group): a shared worker's
 * other tests could hold or free pool threads meanwhile.
 */
import { execFileSync } from "node:child_process";
import { lookup } from "node:dns/promises";
import { closeSync, constants, openSync } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dnsResolver } from "../../src/net/public-fetch.ts";
import { startNameServer } from "../support/name-server.ts";

describe("the resolver does not wait for libuv's thread pool", () => {
  it("answers while every pool thread is held (where dns.lookup waits)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pool-"));
    const names = await startNameServer({
      names: { "shop.test": "203.0.114.9" },
      silentSuffix: ".x",
    });
    // Opening a FIFO for reading holds a pool thread until a writer comes: no CPU spent.
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const fifos = Array.from({ length: threads }, (_, i) => path.join(dir, `f${i}`));
    for (const fifo of fifos) execFileSync("mkfifo", [fifo]);
    const held = fifos.map((fifo) => open(fifo, "r"));
    // Queued behind them: what the guard's old resolver (getaddrinfo) went through.
    let poolLookupDone = false;
    const poolLookup = lookup("localhost").then(() => {
      poolLookupDone = true;
    });
    try {
      const resolve = dnsResolver({ servers: [names.address] });
      expect(await resolve("shop.test")).toEqual([{ address: "203.0.114.9", family: 4 }]);
      expect(poolLookupDone).toBe(false);
    } finally {
      for (const fifo of fifos)
        closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
      for (const file of held) await (await file).close();
      await poolLookup;
      await names.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
