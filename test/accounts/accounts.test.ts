/**
 * A merchant id is connected to one Telegram user at most, also when two
 * replicas (two stores on one database) connect it at the same moment.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AccountService, MerchantTakenError } from "../../src/accounts/accounts.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import { openSqliteStore } from "../../src/storage/sqlite.ts";
import type { Store } from "../../src/storage/types.ts";

let dir = "";
let stores: Store[] = [];
let replicas: AccountService[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "accounts-"));
  const file = path.join(dir, "bot.sqlite");
  stores = [openSqliteStore({ file }), openSqliteStore({ file })];
  const box = new SecretBox(Buffer.alloc(32, 3));
  replicas = stores.map((store) => new AccountService({ store, box, eventsUrl: () => undefined }));
});
afterEach(async () => {
  for (const store of stores) await store.close();
  await rm(dir, { recursive: true, force: true });
});

const shared = { merchantId: "m-shop", apiKey: "key-shop", secretKey: "ab".repeat(32) };

describe("one owner per merchant id", () => {
  it("two users connecting one merchant on two replicas at once: exactly one is connected", async () => {
    const [a, b] = replicas as [AccountService, AccountService];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).connect(100 + i, shared)),
    );
    const connected = outcomes.filter((o) => o.status === "fulfilled");
    expect(connected).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(MerchantTakenError);
    }
    const owners = [];
    for (let i = 0; i < 10; i++) if (await a.findExisting(100 + i)) owners.push(100 + i);
    expect(owners).toHaveLength(1);
  });

  it("is freed by /disconnect (on any replica) and by connecting another merchant", async () => {
    const [a, b] = replicas as [AccountService, AccountService];
    await a.connect(1, shared);
    await expect(b.connect(2, shared)).rejects.toBeInstanceOf(MerchantTakenError);
    expect(await b.findExisting(2)).toBeUndefined();
    // The owner connecting the same merchant again keeps it.
    await b.connect(1, shared);
    await expect(a.connect(2, shared)).rejects.toBeInstanceOf(MerchantTakenError);

    expect(await b.disconnect(1)).toBe(true);
    await a.connect(2, shared);
    await expect(b.connect(1, shared)).rejects.toBeInstanceOf(MerchantTakenError);

    // Moving to another merchant frees the first one.
    await b.connect(2, { ...shared, merchantId: "m-other" });
    await a.connect(1, shared);
    expect((await a.findExisting(1))?.credentials.merchantId).toBe("m-shop");
    expect((await a.findExisting(2))?.credentials.merchantId).toBe("m-other");
  });

  it("an owner whose account is gone (cut off between the two writes) owns nothing", async () => {
    const [a] = replicas as [AccountService];
    await stores[0]?.keyv("merchant-owners").set("m-shop", { userId: 9 });
    await a.connect(1, shared);
    expect((await a.findExisting(1))?.credentials.merchantId).toBe("m-shop");
  });
});
