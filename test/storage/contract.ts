/**
 * The behaviour every Store backend must show, as one suite each backend's
 * test file runs. `open()` opens another Store on the same backing data when
 * the backend is shared (the same SQLite file, Redis server or database), so
 * two instances stand in for two processes or replicas.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { LockTimeoutError, type Store } from "../../src/storage/index.ts";
import { until } from "../support/until.ts";

export interface Backend {
  name: string;
  /** Opens a Store; on a shared backend each call reaches the same data. */
  open(): Promise<Store>;
  /** True when two opened Stores share data (everything but memory). */
  shared: boolean;
  /** What a separate process passes to openStore to reach the same data (crash test). */
  processTarget?: {
    url: string | undefined;
    dataDir: string;
    /**
     * Runs the lease of the lock `key` out at once, in the store, as time would (waiting out a
     * real lease costs seconds; the take-over of an expired one is what the test proves).
     */
    expireLock(key: string): Promise<void>;
  };
  /** Set when the backend is not available here: the suite is listed as skipped with this reason. */
  skipReason?: string | undefined;
}

const CRASH_HOLDER = path.join(import.meta.dirname, "fixtures", "crash-holder.ts");

export function describeStoreContract(backend: Backend): void {
  const title = backend.skipReason
    ? `${backend.name} store (skipped: ${backend.skipReason})`
    : `${backend.name} store`;
  if (backend.skipReason) {
    // The default reporter only counts skipped tests; say why where the run's output shows it.
    console.warn(`storage suite "${backend.name}" skipped: ${backend.skipReason}`);
  }
  (backend.skipReason ? describe.skip : describe)(title, () => {
    // Unique per run, so runs against a shared server never see each other's keys.
    const run = randomUUID().slice(0, 8);
    const opened: Store[] = [];
    const open = async () => {
      const store = await backend.open();
      opened.push(store);
      return store;
    };
    /** A second instance on the same data (or the same instance where nothing is shared). */
    const openPair = async (): Promise<[Store, Store]> => {
      const first = await open();
      return [first, backend.shared ? await open() : first];
    };
    afterAll(async () => {
      await Promise.all(opened.map((store) => store.close()));
    });

    it("keeps Keyv values, overwrites and deletes them", async () => {
      const store = await open();
      const settings = store.keyv<{ lang: string; threshold: number }>(`settings-${run}`);
      expect(await settings.get("42")).toBeUndefined();
      await settings.set("42", { lang: "en", threshold: 1000 });
      expect(await settings.get("42")).toEqual({ lang: "en", threshold: 1000 });
      await settings.set("42", { lang: "de", threshold: 5 });
      expect(await settings.get("42")).toEqual({ lang: "de", threshold: 5 });
      expect(await settings.has("42")).toBe(true);
      expect(await settings.delete("42")).toBe(true);
      expect(await settings.get("42")).toBeUndefined();
      expect(await settings.has("42")).toBe(false);
    });

    it("keeps non-durable namespaces like the others, seen by every instance", async () => {
      const [first, second] = await openPair();
      const marks = first.keyv<number>(`marks-${run}`, { durable: false });
      await marks.set("update-1", 1, 60_000);
      expect(await marks.get("update-1")).toBe(1);
      const seen = second.keyv<number>(`marks-${run}`, { durable: false });
      expect(await seen.get("update-1")).toBe(1);
      await seen.delete("update-1");
      expect(await marks.get("update-1")).toBeUndefined();
    });

    it("forgets Keyv values after their ttl and keeps the others", async () => {
      const store = await open();
      const states = store.keyv<string>(`states-${run}`);
      // Long enough to outlast two writes and a read on a busy machine (a durable write flushes
      // before it answers; 300 ms was outlived at load 20); its end is waited for, not slept out.
      await states.set("short", "gone soon", 1_500);
      await states.set("long", "stays");
      expect(await states.get("short")).toBe("gone soon");
      await until(async () => (await states.get("short")) === undefined, "the ttl's end", 10_000);
      expect(await states.get("long")).toBe("stays");
    });

    it("keeps namespaces apart, also when one is cleared", async () => {
      const store = await open();
      const accounts = store.keyv<string>(`accounts-${run}`);
      const history = store.keyv<string>(`history-${run}`);
      await accounts.set("7", "account of 7");
      await history.set("7", "history of 7");
      expect(await accounts.get("7")).toBe("account of 7");
      expect(await history.get("7")).toBe("history of 7");
      await accounts.clear();
      expect(await accounts.get("7")).toBeUndefined();
      expect(await history.get("7")).toBe("history of 7");
    });

    it("iterates over exactly one namespace's live entries", async () => {
      const store = await open();
      const invoices = store.keyv<number>(`invoices-${run}`);
      const other = store.keyv<number>(`other-${run}`);
      await invoices.set("a", 1);
      await invoices.set("b:with:colons", 2);
      await invoices.set("expired", 3, 1);
      await other.set("c", 4);
      // The expired entry is never read by itself (a read deletes it): the iteration must leave it
      // out on its own. Its 1 ms ttl ends by the store's clock on Redis, so the namespace is read
      // again until it has no expired entry; an entry that Redis expires in the middle of an
      // iteration is met without a value, and that read is tried again too.
      let seen: Record<string, number> = {};
      const iterator = invoices.iterator;
      if (!iterator) throw new Error(`${backend.name}'s Keyv cannot iterate`);
      const live = async () => {
        const entries = new Map<string, number>();
        for await (const [key, value] of iterator.call(invoices, undefined))
          entries.set(key, value);
        return Object.fromEntries(entries);
      };
      await until(
        async () => {
          try {
            seen = await live();
          } catch {
            return false;
          }
          return !("expired" in seen);
        },
        "an iteration without the expired entry",
        10_000,
      );
      expect(seen).toEqual({ a: 1, "b:with:colons": 2 });
    });

    it.skipIf(!backend.shared)(
      "keeps values for a store opened later on the same data",
      async () => {
        const first = await open();
        await first.keyv<string>(`restart-${run}`).set("k", "written before restart");
        expect(await first.claim(`restart-claim-${run}`, "first")).toBe(true);
        await first.increment(`restart-counter-${run}`, 1_234);
        await first.close();
        const second = await open();
        expect(await second.keyv<string>(`restart-${run}`).get("k")).toBe("written before restart");
        expect(await second.claim(`restart-claim-${run}`, "second")).toBe(false);
        expect(await second.readClaim(`restart-claim-${run}`)).toBe("first");
        expect(await second.readCounter(`restart-counter-${run}`)).toBe(1_234);
      },
    );

    it("grants a claim once and remembers the winner's value", async () => {
      const store = await open();
      const key = `send:${run}:single`;
      expect(await store.readClaim(key)).toBeUndefined();
      expect(await store.claim(key, "claimed:1")).toBe(true);
      expect(await store.claim(key, "claimed:2")).toBe(false);
      expect(await store.readClaim(key)).toBe("claimed:1");
    });

    it("grants a claim to exactly one of 50 concurrent callers on two instances", async () => {
      const [a, b] = await openPair();
      const key = `send:${run}:race`;
      const attempts = Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? a : b).claim(key, `caller-${i}`).then((won) => ({ i, won })),
      );
      const results = await Promise.all(attempts);
      const winners = results.filter((result) => result.won);
      expect(winners).toHaveLength(1);
      expect(await a.readClaim(key)).toBe(`caller-${winners[0]?.i}`);
      expect(await b.readClaim(key)).toBe(`caller-${winners[0]?.i}`);
    });

    it("lets an expired claim be taken again, once", async () => {
      const store = await open();
      const key = `event:${run}:expiring`;
      // Long enough to outlast a durable write on a busy machine (every backend flushes before it
      // answers); its end, by the backend's clock, is waited for, not slept out.
      expect(await store.claim(key, "first", 1_000)).toBe(true);
      expect(await store.claim(key, "too early", 1_000)).toBe(false);
      await until(
        async () => (await store.readClaim(key)) === undefined,
        "the claim's end",
        10_000,
      );
      const again = await Promise.all([
        store.claim(key, "second", 10_000),
        store.claim(key, "third", 10_000),
      ]);
      expect(again.filter(Boolean)).toHaveLength(1);
      expect(["second", "third"]).toContain(await store.readClaim(key));
    });

    it("adds to a counter and reads it back, counters apart from claims", async () => {
      const store = await open();
      const key = `spent:${run}:basic`;
      expect(await store.readCounter(key)).toBe(0);
      expect(await store.increment(key, 5_000)).toBe(5_000);
      expect(await store.increment(key, 2_500)).toBe(7_500);
      expect(await store.increment(key, -5_000)).toBe(2_500);
      expect(await store.readCounter(key)).toBe(2_500);
      // Counters have their own key space: a claim of the same name is another thing.
      expect(await store.readClaim(key)).toBeUndefined();
      expect(await store.claim(key, "claimed")).toBe(true);
      expect(await store.readCounter(key)).toBe(2_500);
      await expect(store.increment(key, 1.5)).rejects.toBeInstanceOf(RangeError);
      await expect(store.increment(key, 1, 0)).rejects.toBeInstanceOf(RangeError);
      expect(await store.readCounter(key)).toBe(2_500);
    });

    it("loses no increment of 40 concurrent callers on two instances", async () => {
      const [a, b] = await openPair();
      const key = `spent:${run}:race`;
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? a : b).increment(key, i % 4 === 3 ? -100 : 1_000, 60_000),
        ),
      );
      // 30 adds of 1 000 and 10 refunds of 100, in whatever order they landed.
      expect(await a.readCounter(key)).toBe(29_000);
      expect(await b.readCounter(key)).toBe(29_000);
      // The last change to land saw the final total.
      expect(results).toContain(29_000);
      // Give back their connections at once: a database server shared by test runs has few.
      await Promise.all([a.close(), b.close()]);
    });

    it("forgets a counter after its ttl, restarting from 0, and keeps one without", async () => {
      const store = await open();
      const key = `spent:${run}:expiring`;
      expect(await store.increment(key, 700, 40)).toBe(700);
      expect(await store.increment(`${key}:kept`, 300)).toBe(300);
      await until(async () => (await store.readCounter(key)) === 0, "the counter's end", 10_000);
      expect(await store.increment(key, 50, 10_000)).toBe(50);
      expect(await store.readCounter(`${key}:kept`)).toBe(300);
      // Each increment sets the expiry anew: extended here, so it outlives the first ttl. A witness
      // given that ttl after both increments ends after the first would have: waited for, by the
      // backend's clock, instead of sleeping past it.
      expect(await store.increment(key, 1, 1_000)).toBe(51);
      expect(await store.increment(key, 1, 10_000)).toBe(52);
      const witness = `${key}:witness`;
      expect(await store.increment(witness, 1, 1_000)).toBe(1);
      await until(
        async () => (await store.readCounter(witness)) === 0,
        "the witness's end",
        10_000,
      );
      expect(await store.readCounter(key)).toBe(52);
    });

    it("never interleaves two withLock tasks on one key, across instances", async () => {
      const [a, b] = await openPair();
      const counter = a.keyv<number>(`counter-${run}`);
      const counterB = b.keyv<number>(`counter-${run}`);
      let inside = 0;
      let maxInside = 0;
      const increment = (store: Store, keyv: typeof counter) =>
        store.withLock(`chat:${run}:1`, async () => {
          inside += 1;
          maxInside = Math.max(maxInside, inside);
          const value = (await keyv.get("n")) ?? 0;
          // Widens the gap between read and write in which a broken lock lets the other task in;
          // nothing waits on it.
          await sleep(2);
          await keyv.set("n", value + 1);
          inside -= 1;
        });
      await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          i % 2 === 0 ? increment(a, counter) : increment(b, counterB),
        ),
      );
      expect(maxInside).toBe(1);
      expect(await counter.get("n")).toBe(16);
    });

    it("returns the task's result, passes its error on, and frees the lock either way", async () => {
      const store = await open();
      const key = `chat:${run}:errors`;
      expect(await store.withLock(key, async () => "result")).toBe("result");
      await expect(
        store.withLock(key, async () => {
          throw new Error("task failed");
        }),
      ).rejects.toThrow("task failed");
      const started = Date.now();
      expect(await store.withLock(key, async () => "free again", { waitMs: 1_000 })).toBe(
        "free again",
      );
      expect(Date.now() - started).toBeLessThan(500);
    });

    it("gives up with LockTimeoutError after waitMs, and other keys are not blocked", async () => {
      const [a, b] = await openPair();
      const key = `chat:${run}:busy`;
      const holding = Promise.withResolvers<void>();
      const held = Promise.withResolvers<void>();
      const holder = a.withLock(key, async () => {
        held.resolve();
        await holding.promise;
      });
      await held.promise;
      const started = Date.now();
      const waiter = b.withLock(key, async () => "should not run", { waitMs: 60 });
      await expect(waiter).rejects.toBeInstanceOf(LockTimeoutError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(55);
      expect(await b.withLock(`chat:${run}:other`, async () => "other key", { waitMs: 200 })).toBe(
        "other key",
      );
      holding.resolve();
      await holder;
    });

    it("keeps renewing the lease while a long task runs", async () => {
      const [a, b] = await openPair();
      const key = `chat:${run}:long`;
      const held = Promise.withResolvers<void>();
      const finish = Promise.withResolvers<void>();
      let holderDone = false;
      // The task runs until told to finish (not for a set time), and the lease is renewed every
      // third of it: 3 s, so a busy machine delaying a renewal by a second or two loses nothing
      // (with 1 s, two suites lost it at once at a load of 9 on two cores).
      const leaseMs = 3_000;
      const holder = a.withLock(
        key,
        async () => {
          held.resolve();
          await finish.promise;
          holderDone = true;
        },
        { leaseMs },
      );
      await held.promise;
      // A claim given the lease's time after the lock was taken ends, by the store's clock, after
      // the lease would have without renewal: waited for, rather than a stretch of time.
      const witness = `lease-witness:${run}`;
      expect(await b.claim(witness, "x", leaseMs)).toBe(true);
      await until(async () => (await b.readClaim(witness)) === undefined, "the witness's end");
      await expect(
        b.withLock(key, async () => "overtook", { waitMs: 0, leaseMs }),
      ).rejects.toBeInstanceOf(LockTimeoutError);
      expect(holderDone).toBe(false);
      const next = b.withLock(key, async () => holderDone, { waitMs: 10_000 });
      finish.resolve();
      expect(await next).toBe(true);
      await holder;
    });

    it.skipIf(!backend.processTarget)(
      "lets another process take a lock whose holder crashed, once the lease ran out",
      async () => {
        const target = backend.processTarget;
        if (!target) return;
        const key = `chat:${run}:crash`;
        // Opened first. A lease of a minute, run out in the store once the check that it still
        // runs is done: that check cannot come too late on a busy machine, and nobody waits.
        const survivor = await open();
        await holdLockAndCrash(target, key, 60_000);
        // The dead holder's lease still runs: nobody gets in yet.
        await expect(
          survivor.withLock(key, async () => "too early", { waitMs: 50 }),
        ).rejects.toBeInstanceOf(LockTimeoutError);
        await target.expireLock(key);
        expect(await survivor.withLock(key, async () => "taken over", { waitMs: 15_000 })).toBe(
          "taken over",
        );
      },
    );

    it.skipIf(!backend.shared)(
      "gives the leases it holds back when it closes: another instance takes the lock at once",
      async () => {
        const [holder, other] = [await backend.open(), await open()];
        const key = `chat:${run}:closing-holder`;
        const taken = Promise.withResolvers<void>();
        const task = holder.withLock(
          key,
          async (signal) => {
            taken.resolve();
            // Runs until the store closes under it (a graceful stop in the middle of a card edit).
            await new Promise((resolve) => signal.addEventListener("abort", resolve));
            return signal.reason;
          },
          { leaseMs: 60_000 },
        );
        await taken.promise;
        await holder.close();
        expect(await task).toBeInstanceOf(Error);
        // Without the release, the minute's lease would keep it out.
        expect(await other.withLock(key, async () => "taken", { waitMs: 0 })).toBe("taken");
      },
    );

    it("answers ping while open and refuses work once closed", async () => {
      const store = await open();
      const keyv = store.keyv<string>(`closing-${run}`);
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
      await expect(store.claim(`closing:${run}`, "x")).rejects.toThrow();
      await expect(store.readClaim(`closing:${run}`)).rejects.toThrow();
      await expect(store.increment(`closing:${run}`, 1)).rejects.toThrow();
      await expect(store.readCounter(`closing:${run}`)).rejects.toThrow();
      await expect(keyv.get("k")).rejects.toThrow();
      await expect(store.withLock(`closing:${run}`, async () => "ran")).rejects.toThrow();
      const index = store.orderedIndex(`closing-${run}`);
      await expect(index.add("k", [{ member: "a", score: 1 }])).rejects.toThrow();
      await expect(index.range("k", { limit: 1 })).rejects.toThrow();
    });

    it("reads an ordered index a range at a time, highest score first or lowest", async () => {
      const store = await open();
      const index = store.orderedIndex(`seen-${run}`);
      await index.add("42", [
        { member: "c", score: 3 },
        { member: "a", score: 1 },
        { member: "e", score: 5 },
        { member: "b", score: 2 },
        { member: "d", score: 4 },
      ]);
      const members = (list: Array<{ member: string }>) => list.map((m) => m.member);
      expect(await index.range("42", { limit: 2 })).toEqual([
        { member: "e", score: 5 },
        { member: "d", score: 4 },
      ]);
      // A page further down starts below the last score seen, whatever the depth.
      expect(members(await index.range("42", { limit: 2, below: 4 }))).toEqual(["c", "b"]);
      expect(members(await index.range("42", { limit: 10, below: 2 }))).toEqual(["a"]);
      expect(await index.range("42", { limit: 10, below: 1 })).toEqual([]);
      expect(members(await index.range("42", { limit: 2, ascending: true }))).toEqual(["a", "b"]);
      expect(
        members(await index.range("42", { limit: 10, ascending: true, above: 2, below: 5 })),
      ).toEqual(["c", "d"]);
      expect(members(await index.range("42", { limit: 10, below: Infinity }))).toHaveLength(5);
      // Another key, and another index of the same key, are apart; an unknown key is empty.
      expect(await index.range("43", { limit: 10 })).toEqual([]);
      expect(await store.orderedIndex(`other-${run}`).range("42", { limit: 10 })).toEqual([]);
      await expect(index.range("42", { limit: 0 })).rejects.toBeInstanceOf(RangeError);
      await expect(index.add("42", [{ member: "x", score: Number.NaN }])).rejects.toBeInstanceOf(
        RangeError,
      );
    });

    it("moves a member added again, takes members out, and orders equal scores by member", async () => {
      const [a, b] = await openPair();
      const index = a.orderedIndex(`moves-${run}`);
      await index.add("7", [
        { member: "x", score: 10 },
        { member: "y", score: 20 },
        { member: "op-2", score: 0.5 },
        { member: "op-1", score: 0.5 },
        { member: "op-10", score: 0.5 },
      ]);
      await index.add("7", [{ member: "x", score: 30 }]);
      // Seen from the second instance (another process or replica).
      const seen = b.orderedIndex(`moves-${run}`);
      expect(await seen.range("7", { limit: 10 })).toEqual([
        { member: "x", score: 30 },
        { member: "y", score: 20 },
        { member: "op-2", score: 0.5 },
        { member: "op-10", score: 0.5 },
        { member: "op-1", score: 0.5 },
      ]);
      await seen.remove("7", ["y", "op-10", "never-there"]);
      expect((await index.range("7", { limit: 10, ascending: true })).map((m) => m.member)).toEqual(
        ["op-1", "op-2", "x"],
      );
      await index.add("7", []);
      await index.remove("7", []);
      expect(await index.range("7", { limit: 10 })).toHaveLength(3);
    });

    it("reads a range deep in a large ordered index", async () => {
      const store = await open();
      const index = store.orderedIndex(`large-${run}`);
      const all = Array.from({ length: 5_000 }, (_, i) => ({ member: `m${i}`, score: i + 1 }));
      for (let from = 0; from < all.length; from += 1_000) {
        await index.add("big", all.slice(from, from + 1_000));
      }
      expect(await index.range("big", { limit: 3, below: 11 })).toEqual([
        { member: "m9", score: 10 },
        { member: "m8", score: 9 },
        { member: "m7", score: 8 },
      ]);
      expect((await index.range("big", { limit: 1 }))[0]).toEqual({
        member: "m4999",
        score: 5_000,
      });
    });

    it("rejects namespaces that are not plain names", async () => {
      const store = await open();
      expect(() => store.keyv("a:b")).toThrow(/not a valid store namespace/);
      expect(() => store.keyv("")).toThrow(/not a valid store namespace/);
      expect(store.keyv(`ok-${run}`)).toBe(store.keyv(`ok-${run}`));
      expect(() => store.orderedIndex("a:b")).toThrow(/not a valid store namespace/);
      expect(store.orderedIndex(`ok-${run}`)).toBe(store.orderedIndex(`ok-${run}`));
    });
  });
}

/**
 * Starts a separate Node process that opens the same store, takes `key` with
 * a `leaseMs` lease and reports it; then kills it with SIGKILL (no cleanup).
 */
async function holdLockAndCrash(
  target: { url: string | undefined; dataDir: string },
  key: string,
  leaseMs: number,
): Promise<void> {
  const child = spawn(
    process.execPath,
    [CRASH_HOLDER, target.url ?? "", target.dataDir, key, String(leaseMs)],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the lock holder did not report in time: ${stderr}`)),
        10_000,
      );
      child.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("held")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the lock holder exited early (${code}): ${stderr}`));
      });
    });
  } finally {
    child.kill("SIGKILL");
    await exited;
  }
}
