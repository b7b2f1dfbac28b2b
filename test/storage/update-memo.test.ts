/**
 * Reads done once per update (src/storage/update-memo.ts): inside an update
 * a record is read from the store once and a write through the service
 * replaces what the rest of the update reads; once the update is handled,
 * or outside one, every read goes to the store, so a change made by another
 * replica (another service on the same store) is seen by the next update.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";
import type { Store } from "../../src/storage/types.ts";
import { MemoizedRecords, memoRead, withUpdateMemo } from "../../src/storage/update-memo.ts";

/** The store with its Keyv reads counted per namespace. */
function countingStore(): { store: Store; reads: Map<string, number> } {
  const store = openMemoryStore();
  const reads = new Map<string, number>();
  const keyv = store.keyv.bind(store);
  const counted = new Set<object>();
  store.keyv = ((namespace: string, options?: Parameters<Store["keyv"]>[1]) => {
    const instance = keyv(namespace, options);
    if (!counted.has(instance)) {
      counted.add(instance);
      const get = instance.get.bind(instance);
      instance.get = ((key: string) => {
        reads.set(namespace, (reads.get(namespace) ?? 0) + 1);
        return get(key);
      }) as typeof instance.get;
    }
    return instance;
  }) as Store["keyv"];
  return { store, reads };
}

describe("reads once per update", () => {
  it("reads a user's preferences once within an update, every time outside one", async () => {
    const { store, reads } = countingStore();
    const preferences = new PreferenceService(store);
    await withUpdateMemo(async () => {
      await preferences.get(1);
      await preferences.get(1);
      await Promise.all([preferences.get(1), preferences.get(2)]);
    });
    expect(reads.get("preferences")).toBe(2);
    await preferences.get(1);
    await preferences.get(1);
    expect(reads.get("preferences")).toBe(4);
  });

  it("a write through the service is what the rest of the update reads", async () => {
    const { store } = countingStore();
    const preferences = new PreferenceService(store);
    await withUpdateMemo(async () => {
      expect((await preferences.get(1)).tipConfirmAboveSat).toBe(1_000);
      await preferences.update(1, { tipConfirmAboveSat: 5_000 });
      expect((await preferences.get(1)).tipConfirmAboveSat).toBe(5_000);
    });
  });

  it("a change made on another replica is seen by the next update", async () => {
    const { store } = countingStore();
    const here = new PreferenceService(store);
    const elsewhere = new PreferenceService(store);
    await withUpdateMemo(async () => {
      expect((await here.get(1)).language).toBeUndefined();
    });
    await elsewhere.update(1, { language: "de" });
    await withUpdateMemo(async () => {
      expect((await here.get(1)).language).toBe("de");
    });
  });

  it("work an update left running reads the store again once the update is handled", async () => {
    const { store, reads } = countingStore();
    const preferences = new PreferenceService(store);
    let later: Promise<unknown> = Promise.resolve();
    const gate = Promise.withResolvers<void>();
    await withUpdateMemo(async () => {
      await preferences.get(1);
      later = gate.promise.then(() => preferences.get(1));
    });
    gate.resolve();
    await later;
    expect(reads.get("preferences")).toBe(2);
  });

  it("an account is read and decrypted once within an update, and gone after a disconnect", async () => {
    const { store, reads } = countingStore();
    const accounts = new AccountService({
      store,
      box: new SecretBox(randomBytes(32)),
      eventsUrl: () => undefined,
    });
    await accounts.connect(7, { merchantId: "m_1", apiKey: "key", secretKey: "ab".repeat(32) });
    reads.clear();
    await withUpdateMemo(async () => {
      const first = await accounts.find(7);
      const second = await accounts.findExisting(7);
      expect(second).toBe(first);
      expect(first?.credentials.apiKey).toBe("key");
      await accounts.disconnect(7);
      expect(await accounts.find(7)).toBeUndefined();
    });
    // One read for the two finds, one by disconnect itself.
    expect(reads.get("accounts")).toBe(2);
  });

  it("a failed read is not kept", async () => {
    let calls = 0;
    await withUpdateMemo(async () => {
      const failing = () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error("store down")) : Promise.resolve(calls);
      };
      await expect(memoRead("k", failing)).rejects.toThrow("store down");
      expect(await memoRead("k", failing)).toBe(2);
      expect(await memoRead("k", failing)).toBe(2);
    });
  });
});

describe("records read once per update (MemoizedRecords)", () => {
  it("reads a record once within an update, every time outside one; writes and deletes go through", async () => {
    const { store, reads } = countingStore();
    const records = new MemoizedRecords(store.keyv<{ n: number }>("things"), "things");
    const other = store.keyv<{ n: number }>("things");
    await other.set("a", { n: 1 });
    await withUpdateMemo(async () => {
      expect(await records.get("a")).toEqual({ n: 1 });
      expect(await records.get("a")).toEqual({ n: 1 });
      await records.set("a", { n: 2 });
      expect(await records.get("a")).toEqual({ n: 2 });
      await records.delete("a");
      expect(await records.get("a")).toBeUndefined();
    });
    expect(reads.get("things")).toBe(1);
    expect(await other.get("a")).toBeUndefined();
    await records.set("a", { n: 3 });
    expect(await records.get("a")).toEqual({ n: 3 });
    expect(await records.get("a")).toEqual({ n: 3 });
    expect(reads.get("things")).toBe(4);
  });

  it("a failed write forgets the record: the rest of the update reads the store again", async () => {
    const { store, reads } = countingStore();
    const keyv = store.keyv<{ n: number }>("things");
    const records = new MemoizedRecords(keyv, "things");
    await keyv.set("a", { n: 1 });
    reads.clear();
    const set = keyv.set.bind(keyv);
    await withUpdateMemo(async () => {
      expect(await records.get("a")).toEqual({ n: 1 });
      keyv.set = (() => Promise.reject(new Error("store down"))) as typeof keyv.set;
      await expect(records.set("a", { n: 2 })).rejects.toThrow("store down");
      keyv.set = set;
      expect(await records.get("a")).toEqual({ n: 1 });
    });
    expect(reads.get("things")).toBe(2);
  });

  it("two namespaces with the same keys do not share what they read", async () => {
    const { store } = countingStore();
    await store.keyv("one").set("k", "first");
    await store.keyv("two").set("k", "second");
    const one = new MemoizedRecords(store.keyv<string>("one"), "one");
    const two = new MemoizedRecords(store.keyv<string>("two"), "two");
    await withUpdateMemo(async () => {
      expect(await one.get("k")).toBe("first");
      expect(await two.get("k")).toBe("second");
    });
  });
});
