import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { processTreeCpuMs } from "../../bench/lib/process-cpu.ts";

let proc: string;
beforeEach(async () => {
  proc = await mkdtemp(path.join(tmpdir(), "bench-proc-"));
});
afterEach(async () => {
  await rm(proc, { recursive: true, force: true });
});

/** A /proc/<pid>/stat line as Linux writes it: utime, stime, cutime, cstime in clock ticks (1/100 s). */
async function process(
  pid: number,
  parent: number,
  ticks: { utime: number; stime: number; cutime?: number; cstime?: number },
): Promise<void> {
  await mkdir(path.join(proc, String(pid)), { recursive: true });
  const fields = [
    `${pid}`,
    "(postgres: bot db (x))",
    "S",
    `${parent}`,
    ...Array.from({ length: 9 }, () => "0"),
    `${ticks.utime}`,
    `${ticks.stime}`,
    `${ticks.cutime ?? 0}`,
    `${ticks.cstime ?? 0}`,
    "20",
    "0",
  ];
  await writeFile(path.join(proc, String(pid), "stat"), `${fields.join(" ")}\n`);
}

describe("the store server's CPU time", () => {
  it("adds the live children's time to the root's own", async () => {
    await process(100, 1, { utime: 10, stime: 5 });
    await process(101, 100, { utime: 20, stime: 10 });
    await process(200, 1, { utime: 999, stime: 999 });
    expect(await processTreeCpuMs(100, proc)).toBe(450);
  });

  it("never goes backwards when a child ends: its time stays, in the root's cutime and cstime", async () => {
    await process(100, 1, { utime: 10, stime: 5 });
    await process(101, 100, { utime: 20, stime: 10 });
    const before = await processTreeCpuMs(100, proc);
    // The backend ended and was reaped: its time moved to the postmaster's children's counters.
    await rm(path.join(proc, "101"), { recursive: true });
    await process(100, 1, { utime: 10, stime: 5, cutime: 20, cstime: 10 });
    await process(102, 100, { utime: 1, stime: 0 });
    expect(await processTreeCpuMs(100, proc)).toBe(before + 10);
  });
});
