import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HISTORY_LENGTH, Ledger, type Operation } from "../../src/operations/ledger.ts";
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
