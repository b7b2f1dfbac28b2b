/**
 * What a lock tells its task when its lease cannot be kept (lock.ts): the
 * signal aborts early enough for a task that stops to be done before a
 * second holder can take the lock. A scripted lease backend stands in for
 * the store, shared by two LeaseLocks as by two processes.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { type LeaseBackend, LeaseLocks, StoreClosedError } from "../../src/storage/lock.ts";
import { LockLostError } from "../../src/storage/types.ts";
import { until } from "../support/until.ts";

/** Lease records with expiry, as a store keeps them; `renewals` says how this process's renewals go. */
class Leases {
  readonly records = new Map<string, { token: string; expires: number }>();

  backend(renewals: () => "ok" | "lost" | "unreachable"): LeaseBackend {
    return {
      acquire: async (key, token, leaseMs) => {
        const now = Date.now();
        const record = this.records.get(key);
        if (record && record.expires > now) return false;
        this.records.set(key, { token, expires: now + leaseMs });
        return true;
      },
      renew: async (key, token, leaseMs) => {
        const how = renewals();
        if (how === "unreachable") throw new Error("store unreachable");
        const record = this.records.get(key);
        if (how === "lost" || record?.token !== token) return false;
        record.expires = Date.now() + leaseMs;
        return true;
      },
      release: async (key, token) => {
        if (this.records.get(key)?.token === token) this.records.delete(key);
      },
    };
  }
}

/** Runs until the signal aborts (checking it as a careful task does before each write); the time it stopped. */
async function workUntilAborted(signal: AbortSignal, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!signal.aborted && Date.now() - started < limitMs) await sleep(2);
  return Date.now();
}

const silent = { warn: () => undefined, error: () => undefined };

describe("a lock's signal", () => {
  it("aborts when renewals fail, before a second holder can take the lock", async () => {
    const leases = new Leases();
    const paused = new LeaseLocks(
      leases.backend(() => "unreachable"),
      silent,
    );
    const other = new LeaseLocks(
      leases.backend(() => "ok"),
      silent,
    );
    let reason: unknown;
    let firstDone = false;
    const taken = Promise.withResolvers<void>();
    const first = paused.run(
      "send-user:1",
      async (signal) => {
        taken.resolve();
        await workUntilAborted(signal, 15_000);
        reason = signal.reason;
        firstDone = true;
      },
      // A quarter of the lease is the margin the abort keeps: 1.5 s, so a busy machine's late
      // timers cannot eat it (with 300 ms, 75 ms did, in a loaded full run).
      { leaseMs: 6_000 },
    );
    await taken.promise;
    let firstDoneWhenSecondIn: boolean | undefined;
    const second = other.run(
      "send-user:1",
      async () => {
        firstDoneWhenSecondIn = firstDone;
      },
      { waitMs: 15_000, leaseMs: 6_000 },
    );
    await first;
    await second;
    expect(reason).toBeInstanceOf(LockLostError);
    // Told to stop before the lease could lapse: the first was done before the second got in (an
    // order, not two clock readings, which once fell in the same millisecond).
    expect(firstDoneWhenSecondIn).toBe(true);
  });

  it("aborts at once when a renewal finds the lock taken", async () => {
    const leases = new Leases();
    let renewals = 0;
    let renewalsWhenStopped = 0;
    const locks = new LeaseLocks(
      leases.backend(() => {
        renewals += 1;
        return "lost";
      }),
      silent,
    );
    const reason = await locks.run(
      "history:1",
      async (signal) => {
        await workUntilAborted(signal, 60_000);
        renewalsWhenStopped = renewals;
        return signal.reason;
      },
      { leaseMs: 600 },
    );
    expect(reason).toBeInstanceOf(LockLostError);
    // The first renewal found it gone, and the task was told then: no second renewal was tried.
    expect(renewalsWhenStopped).toBe(1);
  });

  it("never aborts while renewals succeed, however long the task runs", async () => {
    const leases = new Leases();
    let renewals = 0;
    const locks = new LeaseLocks(
      leases.backend(() => {
        renewals += 1;
        return "ok";
      }),
      silent,
    );
    const aborted = await locks.run(
      "chat:1",
      async (signal) => {
        // Renewed every third of the lease: six renewals, and the task has outlived two leases.
        await until(() => renewals >= 6 || signal.aborted, "six renewals");
        return signal.aborted;
      },
      { leaseMs: 300 },
    );
    expect(aborted).toBe(false);
  });

  it("aborts running tasks when the store is closed, and gives their leases back", async () => {
    const leases = new Leases();
    const locks = new LeaseLocks(
      leases.backend(() => "ok"),
      silent,
    );
    const taken = Promise.withResolvers<void>();
    const running = locks.run("chat:2", async (signal) => {
      taken.resolve();
      await workUntilAborted(signal, 2_000);
      return signal.reason;
    });
    await taken.promise;
    expect(leases.records.has("chat:2")).toBe(true);
    await locks.close();
    expect(leases.records.has("chat:2")).toBe(false);
    expect(await running).toBeInstanceOf(StoreClosedError);
  });

  it("closes within its bound when a release does not answer", async () => {
    const leases = new Leases();
    const backend = leases.backend(() => "ok");
    const locks = new LeaseLocks({ ...backend, release: () => new Promise(() => {}) }, silent, {
      releaseOnCloseMs: 20,
    });
    const taken = Promise.withResolvers<void>();
    const running = locks.run("chat:3", async (signal) => {
      taken.resolve();
      await workUntilAborted(signal, 5_000);
      return signal.reason;
    });
    await taken.promise;
    // Resolves once the bound (20 ms here) ran out, the release still unanswered.
    await locks.close();
    expect(await running).toBeInstanceOf(StoreClosedError);
  });
});
