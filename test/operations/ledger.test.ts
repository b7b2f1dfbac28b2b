import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DAILY_TOTALS_DAYS,
  type HistoryFilter,
  Ledger,
  type Operation,
} from "../../src/operations/ledger.ts";
import { openStore } from "../../src/storage/index.ts";
import { LockLostError, type Store } from "../../src/storage/types.ts";
import { isolatedPostgres } from "../replicas/support/cluster.ts";

let store: Store;
let ledger: Ledger;
let dataDir = "";
let clock = Date.parse("2026-11-22T10:00:00Z");

type Entry = Pick<Operation, "id" | "kind" | "state">;

async function record(entry: Entry): Promise<void> {
  await ledger.record({ userId: 1, amountSat: 1, ...entry });
}

async function history(): Promise<Operation[]> {
  const { operations, total } = await ledger.page(1, 0, 10_000);
  expect(operations).toHaveLength(total);
  return operations;
}

/** PostgreSQL from scripts/services.sh, when started: a database of each test's own. */
const POSTGRES = process.env.TEST_POSTGRES_URL;

// On memory, on the SQLite file (whose Keyv reads many entries at once its own way), and on PostgreSQL.
describe.each([
  "memory:",
  "sqlite:ledger.sqlite",
  ...(POSTGRES ? ["postgres (TEST_POSTGRES_URL)"] : []),
])("the complete history on %s", (url) => {
  let drop: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "ledger-"));
    let storeUrl = url;
    if (url.startsWith("postgres")) {
      const isolated = await isolatedPostgres(POSTGRES ?? "", "tipbot_ledger");
      storeUrl = isolated.url;
      drop = isolated.drop;
    }
    store = await openStore({ url: storeUrl, dataDir });
    ledger = new Ledger(store, () => clock++);
  });
  afterEach(async () => {
    await store.close();
    await drop?.();
    drop = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every entry, newest first, and pages to the oldest by position", async () => {
    for (let i = 0; i < 450; i++) {
      await record({
        id: `op-${i}`,
        kind: i % 3 === 0 ? "payment" : "tip-received",
        state: i % 3 === 0 ? "sent" : "paid",
      });
    }
    const ids = (await history()).map((op) => op.id);
    expect(ids).toHaveLength(450);
    expect(ids[0]).toBe("op-449");
    expect(ids.at(-1)).toBe("op-0");
    expect(await ledger.get("op-0")).toMatchObject({ historyPosition: 1 });
    const deep = await ledger.page(1, 440, 8);
    expect(deep.total).toBe(450);
    expect(deep.operations.map((op) => op.id)).toEqual([
      "op-9",
      "op-8",
      "op-7",
      "op-6",
      "op-5",
      "op-4",
      "op-3",
      "op-2",
    ]);
    expect((await ledger.page(1, 448, 8)).operations.map((op) => op.id)).toEqual(["op-1", "op-0"]);
    expect((await ledger.page(1, 450, 8)).operations).toEqual([]);
    // Recording the same id again updates it in place: no second entry.
    await record({ id: "op-3", kind: "payment", state: "failed" });
    expect((await ledger.page(1, 0, 1)).total).toBe(450);
    expect((await ledger.page(1, 446, 1)).operations[0]).toMatchObject({
      id: "op-3",
      state: "failed",
    });
  });

  it("pages each filter on its own, following changes of state", async () => {
    await record({ id: "in-1", kind: "invoice", state: "pending" });
    await record({ id: "out-1", kind: "payment", state: "pending" });
    await record({ id: "in-2", kind: "tip-received", state: "paid" });
    await record({ id: "out-2", kind: "withdrawal", state: "unknown" });
    for (let i = 0; i < 30; i++) await record({ id: `tip-${i}`, kind: "tip-sent", state: "sent" });
    const ids = async (filter: HistoryFilter, before?: number) =>
      (await ledger.pageBefore(1, { filter, before, limit: 50 })).operations.map((op) => op.id);
    expect(await ids("in")).toEqual(["in-2", "in-1"]);
    expect(await ids("pending")).toEqual(["out-1", "in-1"]);
    expect(await ids("unknown")).toEqual(["out-2"]);
    expect((await ids("out")).slice(-3)).toEqual(["tip-0", "out-2", "out-1"]);
    await ledger.update("out-1", { state: "sent" });
    await ledger.updateIf("in-1", (op) => op.state === "pending", { state: "paid" });
    await ledger.updateIf("out-2", (op) => op.state === "pending", { state: "sent" });
    expect(await ids("pending")).toEqual([]);
    expect(await ids("unknown")).toEqual(["out-2"]);
    await ledger.update("out-2", { state: "failed" });
    expect(await ids("unknown")).toEqual([]);
    expect(await ids("in")).toEqual(["in-2", "in-1"]);
    // Pages of a filter follow each other by position, the last one saying there is no next.
    const first = await ledger.pageBefore(1, { filter: "out", limit: 20 });
    expect(first.operations).toHaveLength(20);
    const second = await ledger.pageBefore(1, { filter: "out", before: first.next, limit: 20 });
    expect(second.operations.map((op) => op.id).slice(-2)).toEqual(["out-2", "out-1"]);
    expect(second.operations).toHaveLength(12);
    expect(second.next).toBeUndefined();
  });

  it("takes an owner hint to skip a read: a wrong one is noticed under the lock, the change made once", async () => {
    await record({ id: "out-1", kind: "payment", state: "pending" });
    const locks: string[] = [];
    const withLock = store.withLock.bind(store);
    store.withLock = (key, task, options) => {
      locks.push(key);
      return withLock(key, task, options);
    };
    expect(await ledger.update("out-1", { state: "sent" }, 1)).toMatchObject({ state: "sent" });
    expect(locks).toEqual(["history:1"]);
    // A wrong hint: redone under the owner's own lock, never written under another's.
    expect(await ledger.update("out-1", { reason: "checked" }, 2)).toMatchObject({
      userId: 1,
      state: "sent",
      reason: "checked",
    });
    expect(locks).toEqual(["history:1", "history:2", "history:1"]);
    expect(await ledger.update("missing", { state: "sent" }, 1)).toBeUndefined();
    expect((await ledger.page(2, 0, 10)).total).toBe(0);
    expect((await history()).map((op) => [op.id, op.state])).toEqual([["out-1", "sent"]]);
  });

  it("reads a page deep in the past with as many store reads as the first page", async () => {
    for (let i = 0; i < 300; i++) await record({ id: `op-${i}`, kind: "payment", state: "sent" });
    const reads: string[] = [];
    const counted = countingReads(store, reads);
    const reader = new Ledger(counted, () => clock++);
    await reader.page(1, 8, 8);
    const shallow = [...reads];
    reads.length = 0;
    const deep = await reader.page(1, 280, 8);
    expect(deep.operations.map((op) => op.id)[0]).toBe("op-19");
    expect(reads).toEqual(shallow);
    // Every range read asks for a page's worth at most, never the list down to the page.
    expect(
      reads.every((read) => !read.startsWith("range") || Number(read.split(" ")[1]) <= 8),
    ).toBe(true);
    reads.length = 0;
    await reader.pageBefore(1, { filter: "all", before: 5, limit: 8 });
    expect(reads).toEqual(["range 9", "getMany 4"]);
  });

  it("moves a list of an older version into the index at the first read, old entries kept visible", async () => {
    const ops: Operation[] = [
      {
        id: "a",
        userId: 1,
        kind: "payment",
        state: "sent",
        amountSat: 1,
        createdAt: 1,
        updatedAt: 1,
      },
      {
        id: "b",
        userId: 1,
        kind: "tip-received",
        state: "paid",
        amountSat: 2,
        createdAt: 2,
        updatedAt: 2,
      },
      {
        id: "c",
        userId: 1,
        kind: "withdrawal",
        state: "unknown",
        amountSat: 3,
        createdAt: 3,
        updatedAt: 3,
      },
    ];
    for (const op of ops) await store.keyv<Operation>("operations").set(op.id, op);
    // Newest first, a received entry marked as the older version marked it.
    await store.keyv<string[]>("history").set("1", ["c", "in:b", "a"]);
    const page = await ledger.page(1, 0, 10);
    expect(page.total).toBe(3);
    expect(page.operations.map((op) => op.id)).toEqual(["c", "b", "a"]);
    expect(await store.keyv("history").get("1")).toBeUndefined();
    const unknown = await ledger.pageBefore(1, { filter: "unknown", limit: 10 });
    expect(unknown.operations.map((op) => op.id)).toEqual(["c"]);
    await record({ id: "d", kind: "invoice", state: "paid" });
    expect((await history()).map((op) => op.id)).toEqual(["d", "c", "b", "a"]);
    expect(await ledger.get("d")).toMatchObject({ historyPosition: 4 });
    const incoming = await ledger.pageBefore(1, { filter: "in", limit: 10 });
    expect(incoming.operations.map((op) => op.id)).toEqual(["d", "b"]);
  });

  it("moves an older version's list when the first thing is a new entry", async () => {
    await store.keyv<Operation>("operations").set("old", {
      id: "old",
      userId: 1,
      kind: "payment",
      state: "sent",
      amountSat: 1,
      createdAt: 1,
      updatedAt: 1,
    });
    await store.keyv<string[]>("history").set("1", ["old"]);
    await record({ id: "new", kind: "payment", state: "sent" });
    expect((await history()).map((op) => op.id)).toEqual(["new", "old"]);
    expect((await ledger.pageBefore(1, { filter: "all", limit: 5 })).operations).toHaveLength(2);
  });
});

/** A store whose history index and operations count their reads: "range <limit>", "getMany <n>". */
function countingReads(inner: Store, reads: string[]): Store {
  const operations = inner.keyv<Operation>("operations");
  const countedOperations = new Proxy(operations, {
    get(target, property) {
      if (property === "getMany") {
        return (keys: string[]) => {
          reads.push(`getMany ${keys.length}`);
          return target.getMany(keys);
        };
      }
      const member = Reflect.get(target, property, target);
      return typeof member === "function" ? member.bind(target) : member;
    },
  });
  return {
    ...inner,
    keyv: ((namespace: string, options) =>
      namespace === "operations"
        ? countedOperations
        : inner.keyv(namespace, options)) as Store["keyv"],
    orderedIndex: (name) => {
      const index = inner.orderedIndex(name);
      return {
        ...index,
        add: index.add.bind(index),
        remove: index.remove.bind(index),
        range: (key, options) => {
          reads.push(`range ${options.limit}`);
          return index.range(key, options);
        },
      };
    },
  };
}

describe("history writes under a lock whose lease was lost", () => {
  it("are redone from fresh reads, so another holder's entry keeps its place", async () => {
    const inner = await openStore({ url: "memory:", dataDir: "/nonexistent" });
    let attempt: AbortController | undefined;
    let interfered = false;
    const index = inner.orderedIndex("history");
    // The first read of the top of the history takes its value; then the
    // lease is lost and a second holder records "theirs" before this write lands.
    const wrapped: Store = {
      ...inner,
      orderedIndex: (name) =>
        name !== "history"
          ? inner.orderedIndex(name)
          : {
              add: index.add.bind(index),
              remove: index.remove.bind(index),
              range: async (key, options) => {
                const value = await index.range(key, options);
                if (!interfered) {
                  interfered = true;
                  attempt?.abort(new LockLostError(`history:${key}`));
                  // What the second holder's record writes (it holds the lock now, not this test).
                  const position = (value[0]?.score ?? 0) + 1;
                  await inner.keyv<Operation>("operations").set("theirs", {
                    id: "theirs",
                    userId: 1,
                    kind: "payment",
                    state: "sent",
                    amountSat: 5,
                    historyPosition: position,
                    createdAt: 0,
                    updatedAt: 0,
                  });
                  await index.add(key, [{ member: "theirs", score: position }]);
                }
                return value;
              },
            },
      withLock: (key, task, options) =>
        inner.withLock(
          key,
          (signal) => {
            attempt = new AbortController();
            signal.addEventListener("abort", () => attempt?.abort(signal.reason));
            return task(attempt.signal);
          },
          options,
        ),
    };
    const guarded = new Ledger(wrapped, () => clock++);
    await guarded.record({
      id: "mine",
      userId: 1,
      kind: "tip-sent",
      state: "pending",
      amountSat: 7,
    });
    const { operations, total } = await guarded.page(1, 0, 10);
    expect(operations.map((op) => op.id)).toEqual(["mine", "theirs"]);
    expect(total).toBe(2);
    expect(operations.map((op) => op.historyPosition)).toEqual([2, 1]);
    await inner.close();
  });
});

// The Mini App's 30-day chart reads these: kept as operations settle, not counted from the history.
describe.each(["memory:", "sqlite:ledger.sqlite"])("daily totals on %s", (url) => {
  const DAY = 86_400_000;
  let now = Date.parse("2026-11-22T10:00:00Z");
  beforeEach(async () => {
    now = Date.parse("2026-11-22T10:00:00Z");
    dataDir = await mkdtemp(path.join(tmpdir(), "ledger-"));
    store = await openStore({ url, dataDir });
    ledger = new Ledger(store, () => now);
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function today(): Promise<{ inSat: number; outSat: number }> {
    const [last] = (await ledger.dailyTotals(1, 1)) ?? [];
    return { inSat: last?.inSat ?? -1, outSat: last?.outSat ?? -1 };
  }

  it("count settled money only, on its day, and follow a later change of state", async () => {
    await ledger.record({
      id: "inv",
      userId: 1,
      kind: "invoice",
      state: "pending",
      amountSat: 500,
    });
    await ledger.record({ id: "pay", userId: 1, kind: "payment", state: "pending", amountSat: 70 });
    expect(await today()).toEqual({ inSat: 0, outSat: 0 });
    await ledger.update("inv", { state: "paid" });
    await ledger.update("pay", { state: "sent", feeSat: 3 });
    await ledger.record({
      id: "tip",
      userId: 1,
      kind: "tip-received",
      state: "paid",
      amountSat: 21,
    });
    await ledger.record({
      id: "odd",
      userId: 1,
      kind: "received",
      state: "paid",
      amountSat: 0,
      amountUnknown: true,
    });
    expect(await today()).toEqual({ inSat: 521, outSat: 73 });
    // A send first written as sent and later found failed is taken back; a repeated update adds nothing.
    await ledger.updateIf("pay", (op) => op.state === "sent", { state: "failed" });
    await ledger.update("inv", { state: "paid" });
    expect(await today()).toEqual({ inSat: 521, outSat: 0 });
    // An operation counts on the day it was made, also when it settles the next day.
    await ledger.record({
      id: "late",
      userId: 1,
      kind: "withdrawal",
      state: "pending",
      amountSat: 9,
    });
    now += DAY;
    await ledger.update("late", { state: "sent" });
    const [yesterday, todays] = await ledger.dailyTotals(1, 2);
    expect(yesterday).toEqual({ day: "2026-11-22", inSat: 521, outSat: 9 });
    expect(todays).toEqual({ day: "2026-11-23", inSat: 0, outSat: 0 });
  });

  it("count every entry of a long history", async () => {
    for (let i = 0; i < 230; i++) {
      await ledger.record({
        id: `in-${i}`,
        userId: 1,
        kind: "tip-received",
        state: "paid",
        amountSat: 1,
      });
    }
    expect((await ledger.page(1, 0, 10_000)).total).toBe(230);
    expect(await today()).toEqual({ inSat: 230, outSat: 0 });
    // Counted again from the history (the record gone): the same, read a batch at a time.
    await store.keyv("daily-totals").delete("1");
    expect(await today()).toEqual({ inSat: 230, outSat: 0 });
  });

  it("are read without reading the history, and are counted from it once when missing", async () => {
    await ledger.record({ id: "a", userId: 1, kind: "invoice", state: "paid", amountSat: 40 });
    now -= 3 * DAY;
    await ledger.record({ id: "b", userId: 1, kind: "payment", state: "sent", amountSat: 15 });
    now -= 40 * DAY;
    await ledger.record({ id: "c", userId: 1, kind: "payment", state: "sent", amountSat: 99 });
    now += 43 * DAY;
    // Written by a version that kept no totals: counted from the history on the first read.
    await store.keyv("daily-totals").delete("1");
    const chart = await ledger.dailyTotals(1, 30);
    expect(chart).toHaveLength(30);
    expect(chart[0]?.day).toBe("2026-10-24");
    expect(chart.at(-1)).toEqual({ day: "2026-11-22", inSat: 40, outSat: 0 });
    expect(chart.at(-4)).toEqual({ day: "2026-11-19", inSat: 0, outSat: 15 });
    expect(chart.reduce((sum, day) => sum + day.outSat, 0)).toBe(15);
    // From then on the totals alone answer: operations gone from the store change nothing.
    await store.keyv("operations").delete("a");
    expect((await ledger.dailyTotals(1, 30)).at(-1)).toEqual(chart.at(-1));
  });

  it("keep the last DAILY_TOTALS_DAYS days only", async () => {
    await ledger.record({ id: "old", userId: 1, kind: "invoice", state: "paid", amountSat: 5 });
    now += DAILY_TOTALS_DAYS * DAY;
    await ledger.record({ id: "new", userId: 1, kind: "invoice", state: "paid", amountSat: 6 });
    const kept = await store.keyv<{ days: Record<string, unknown> }>("daily-totals").get("1");
    expect(Object.keys(kept?.days ?? {})).toEqual(["2026-12-23"]);
    const all = await ledger.dailyTotals(1, 1_000);
    expect(all).toHaveLength(DAILY_TOTALS_DAYS);
    expect(all.reduce((sum, day) => sum + day.inSat, 0)).toBe(6);
  });
});
