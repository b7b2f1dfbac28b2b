import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DAILY_TOTALS_DAYS,
  HISTORY_LENGTH,
  Ledger,
  type Operation,
} from "../../src/operations/ledger.ts";
import { openStore } from "../../src/storage/index.ts";
import { LockLostError, type Store } from "../../src/storage/types.ts";

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

// On memory and on the SQLite file (whose Keyv reads many entries at once its own way).
describe.each(["memory:", "sqlite:ledger.sqlite"])("history eviction on %s", (url) => {
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "ledger-"));
    store = await openStore({ url, dataDir });
    ledger = new Ledger(store, () => clock++);
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("a flood of received tips evicts only older received entries, never the user's own", async () => {
    await record({ id: "own-sent", kind: "payment", state: "sent" });
    await record({ id: "own-unknown", kind: "payment", state: "unknown" });
    await record({ id: "own-pending", kind: "withdrawal", state: "pending" });
    await record({ id: "own-tip", kind: "tip-sent", state: "sent" });
    await record({ id: "own-invoice", kind: "invoice", state: "paid" });
    for (let i = 0; i < HISTORY_LENGTH + 50; i++) {
      await record({ id: `in-${i}`, kind: "tip-received", state: "paid" });
    }
    const ids = (await history()).map((op) => op.id);
    for (const own of ["own-sent", "own-unknown", "own-pending", "own-tip", "own-invoice"]) {
      expect(ids).toContain(own);
      expect(await ledger.get(own)).toBeDefined();
    }
    const received = ids.filter((id) => id.startsWith("in-"));
    expect(received).toHaveLength(HISTORY_LENGTH);
    // The newest received are kept, newest first; the 50 oldest are gone for good.
    expect(received[0]).toBe(`in-${HISTORY_LENGTH + 49}`);
    expect(received.at(-1)).toBe("in-50");
    expect(await ledger.get("in-49")).toBeUndefined();
    // Still one list, newest first, own and received together.
    expect(ids[0]).toBe(`in-${HISTORY_LENGTH + 49}`);
    expect(ids.at(-1)).toBe("own-sent");
  });

  it("never evicts pending sends or unknown entries; evicts them once settled; unpaid invoices age out", async () => {
    await record({ id: "unknown", kind: "payment", state: "unknown" });
    await record({ id: "pending-invoice", kind: "invoice", state: "pending" });
    await record({ id: "pending-send", kind: "tip-sent", state: "pending" });
    for (let i = 0; i < HISTORY_LENGTH + 5; i++) {
      await record({ id: `sent-${i}`, kind: "payment", state: "sent" });
    }
    let ids = (await history()).map((op) => op.id);
    expect(ids).toHaveLength(HISTORY_LENGTH + 2);
    expect(ids.slice(-2)).toEqual(["pending-send", "unknown"]);
    // An unpaid invoice is no money in doubt: it ages out, or a user's unpaid invoices would grow forever.
    expect(ids).not.toContain("pending-invoice");
    expect(await ledger.get("pending-invoice")).toBeUndefined();
    expect(ids).not.toContain("sent-4");
    expect(ids).toContain("sent-5");

    // Settled, an entry beyond the length is evicted like any other.
    await ledger.update("pending-send", { state: "sent" });
    await record({ id: "one-more", kind: "payment", state: "sent" });
    ids = (await history()).map((op) => op.id);
    expect(ids).not.toContain("pending-send");
    expect(await ledger.get("pending-send")).toBeUndefined();
    expect(ids).toContain("unknown");
    expect(ids).not.toContain("sent-5");
    expect(ids).toHaveLength(HISTORY_LENGTH + 1);
  });
});

describe("history writes under a lock whose lease was lost", () => {
  it("are redone from fresh reads, so another holder's entry is not overwritten", async () => {
    const inner = await openStore({ url: "memory:", dataDir: "/nonexistent" });
    let attempt: AbortController | undefined;
    let interfered = false;
    const innerHistory = inner.keyv<string[]>("history");
    // The first read of the history list takes its value; then the lease is
    // lost and a second holder records "theirs" before this write lands.
    const history = new Proxy(innerHistory, {
      get(target, property) {
        if (property === "get") {
          return async (key: string) => {
            const value = await target.get(key);
            if (!interfered) {
              interfered = true;
              attempt?.abort(new LockLostError(`history:${key}`));
              await inner.keyv<Operation>("operations").set("theirs", {
                id: "theirs",
                userId: 1,
                kind: "payment",
                state: "sent",
                amountSat: 5,
                createdAt: 0,
                updatedAt: 0,
              });
              await target.set(key, ["theirs", ...(value ?? [])]);
            }
            return value;
          };
        }
        const member = Reflect.get(target, property, target);
        return typeof member === "function" ? member.bind(target) : member;
      },
    });
    const wrapped: Store = {
      ...inner,
      keyv: ((namespace: string, options) =>
        namespace === "history" ? history : inner.keyv(namespace, options)) as Store["keyv"],
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
    const { operations } = await guarded.page(1, 0, 10);
    expect(operations.map((op) => op.id).sort()).toEqual(["mine", "theirs"]);
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

  it("keep counting what the history list no longer holds", async () => {
    for (let i = 0; i < HISTORY_LENGTH + 30; i++) {
      await ledger.record({
        id: `in-${i}`,
        userId: 1,
        kind: "tip-received",
        state: "paid",
        amountSat: 1,
      });
    }
    expect((await ledger.page(1, 0, 10_000)).total).toBe(HISTORY_LENGTH);
    expect(await today()).toEqual({ inSat: HISTORY_LENGTH + 30, outSat: 0 });
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
