import { type FileHandle, mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WalSync } from "../../src/storage/wal-sync.ts";
import { until } from "../support/until.ts";

let dir = "";
let wal = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wal-sync-"));
  wal = path.join(dir, "db.sqlite-wal");
  await writeFile(wal, "frames");
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

async function spyOnFlush() {
  const handle = await open(wal, "r");
  const prototype = Object.getPrototypeOf(handle) as FileHandle;
  await handle.close();
  return vi.spyOn(prototype, "datasync");
}

describe("WalSync", () => {
  it("shares one flush among callers waiting for the next, and never reuses one already running", async () => {
    const sync = new WalSync(wal);
    const flush = await spyOnFlush();
    const gates: Array<PromiseWithResolvers<void>> = [];
    flush.mockImplementation(() => {
      const gate = Promise.withResolvers<void>();
      gates.push(gate);
      return gate.promise;
    });
    const first = sync.sync();
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    // Committed after the first flush began: they need a second one, which they share.
    const second = sync.sync();
    const third = sync.sync();
    expect(second).toBe(third);
    expect(gates).toHaveLength(1);
    gates[0]?.resolve();
    await first;
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    let secondDone = false;
    void second.then(() => {
      secondDone = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondDone).toBe(false);
    gates[1]?.resolve();
    await second;
    expect(flush).toHaveBeenCalledTimes(2);
    await sync.close();
  });

  it("rejects when the log cannot be opened, and tries again on the next call", async () => {
    const missing = new WalSync(path.join(dir, "later.sqlite-wal"));
    await expect(missing.sync()).rejects.toThrow(/ENOENT/);
    await writeFile(path.join(dir, "later.sqlite-wal"), "frames");
    await expect(missing.sync()).resolves.toBeUndefined();
    await missing.close();
  });

  it("fails every later flush once one failed, without trying again", async () => {
    const sync = new WalSync(wal);
    const flush = await spyOnFlush();
    flush.mockRejectedValueOnce(Object.assign(new Error("EIO: i/o error"), { code: "EIO" }));
    await expect(sync.sync()).rejects.toThrow(/could not flush .*restart/);
    expect(sync.failure?.cause).toMatchObject({ code: "EIO" });
    await expect(sync.sync()).rejects.toBe(sync.failure);
    expect(flush).toHaveBeenCalledTimes(1);
    await sync.close();
  });

  it("refuses to flush after close", async () => {
    const sync = new WalSync(wal);
    await sync.sync();
    await sync.close();
    await expect(sync.sync()).rejects.toThrow("closed");
  });

  it("waits for the flushes under way when closed", async () => {
    const sync = new WalSync(wal);
    const flush = await spyOnFlush();
    const gate = Promise.withResolvers<void>();
    let flushing: FileHandle | undefined;
    flush.mockImplementation(function (this: FileHandle) {
      flushing = this;
      return gate.promise;
    });
    const flushed = sync.sync();
    let closed = false;
    const closing = sync.close().then(() => {
      closed = true;
    });
    // Both wait for the log's handle to open: a close that did not wait for the flush would have
    // closed it (its fd is -1 as soon as that starts) in the very turn the flush began.
    await until(() => flushing !== undefined, "the flush to begin");
    expect(flushing?.fd).not.toBe(-1);
    expect(closed).toBe(false);
    gate.resolve();
    await Promise.all([flushed, closing]);
    expect(closed).toBe(true);
    expect(flushing?.fd).toBe(-1);
  });
});
