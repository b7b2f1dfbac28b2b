/**
 * The voucher engine against the sandbox's test vouchers, over HTTP and
 * through the request guard: one callback per voucher however many
 * attempts race, a new attempt only after one that certainly brought
 * nothing, expiry that never overwrites a payment, and an attempt held up
 * past its deadline that sends nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Account } from "../../src/accounts/accounts.ts";
import type { WithdrawRequest } from "../../src/bitcoin/lnurl.ts";
import { createGateway, type Gateway } from "../../src/gateway/client.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { createLogger } from "../../src/logger.ts";
import { createPublicFetch } from "../../src/net/public-fetch.ts";
import { Ledger } from "../../src/operations/ledger.ts";
import {
  CALLBACK_DEADLINE_MS,
  type RedeemResult,
  Vouchers,
  voucherKey,
} from "../../src/operations/vouchers.ts";
import type { Sandbox, VoucherView } from "../../src/sandbox/server.ts";
import { openStore } from "../../src/storage/index.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";
import type { Store } from "../../src/storage/types.ts";
import { closeAll, testSandbox } from "../sandbox/support.ts";
import { until } from "../support/until.ts";

/**
 * `store`, with the writes of one Keyv namespace held until `release()`
 * (the first one only: the rest follow at once).
 */
function slowWrites(store: Store, namespace: string): { store: Store; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  const wrapped = new Proxy(store, {
    get(target, property) {
      if (property === "keyv") {
        return (name: string, options?: Parameters<Store["keyv"]>[1]) => {
          const keyv = target.keyv(name, options);
          if (name !== namespace) return keyv;
          return new Proxy(keyv, {
            get(inner, key) {
              if (key === "set") {
                return async (...args: Parameters<typeof inner.set>) => {
                  if (!held) {
                    held = true;
                    await released;
                  }
                  return inner.set(...args);
                };
              }
              const value = Reflect.get(inner, key, inner);
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { store: wrapped, release };
}

/**
 * `store`, failing once the first write that `fails` picks (a Keyv write by
 * namespace and key, or a counter by key): a store error at that step.
 */
function failingOnce(
  store: Store,
  fails: { keyv?: (namespace: string, key: string) => boolean; counter?: (key: string) => boolean },
): Store {
  let failed = false;
  const fail = () => {
    failed = true;
    throw new Error("the store failed here");
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === "increment") {
        return async (key: string, delta: number, ttlMs?: number) => {
          if (!failed && fails.counter?.(key)) fail();
          return target.increment(key, delta, ttlMs);
        };
      }
      if (property === "keyv") {
        return (name: string, options?: Parameters<Store["keyv"]>[1]) => {
          const keyv = target.keyv(name, options);
          return new Proxy(keyv, {
            get(inner, key) {
              if (key === "set") {
                return async (...args: Parameters<typeof inner.set>) => {
                  if (!failed && fails.keyv?.(name, String(args[0]))) fail();
                  return inner.set(...args);
                };
              }
              const value = Reflect.get(inner, key, inner);
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

let clock = Date.now();
let sandbox: Sandbox;
let store: Store;
let ledger: Ledger;
let gateway: Gateway;

beforeEach(async () => {
  clock = Date.now();
  sandbox = await testSandbox();
  store = openMemoryStore();
  ledger = new Ledger(store, () => clock);
  gateway = createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000 });
});
afterEach(async () => {
  await store.close();
  await closeAll();
});

function engine(options: { gateway?: Gateway; store?: Store } = {}): Vouchers {
  return new Vouchers({
    store: options.store ?? store,
    ledger,
    gateway: options.gateway ?? gateway,
    publicFetch: createPublicFetch({ allowLoopback: (url) => sandbox.servesUrl(url) }),
    logger: createLogger("silent"),
    now: () => clock,
  });
}

async function accountOf(userId: number): Promise<Account & { credentials: MerchantCredentials }> {
  return {
    userId,
    credentials: await sandbox.createMerchant(),
    kind: "sandbox",
    eventsToken: `token-${userId}`,
    connectedAt: clock,
  } as Account;
}

async function readVoucher(vouchers: Vouchers, voucher: VoucherView): Promise<WithdrawRequest> {
  const read = await vouchers.read(new URL(voucher.url));
  if (!read.ok) throw new Error(`voucher not readable: ${read.reason}`);
  return read.request;
}

function redeem(
  vouchers: Vouchers,
  account: Account,
  voucher: VoucherView,
  request: WithdrawRequest,
  amountSat: number,
): Promise<RedeemResult> {
  return vouchers.redeem({
    userId: account.userId,
    account,
    url: voucher.url,
    request,
    host: new URL(voucher.url).host,
    amountSat,
  });
}

describe("Vouchers.redeem", () => {
  it("sends one callback when many attempts race for the same voucher", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 1_000 });
    const request = await readVoucher(vouchers, voucher);
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((id) => accountOf(id)));
    const results = await Promise.all(
      accounts.map((account) => redeem(vouchers, account, voucher, request, 1_000)),
    );
    expect(results.filter((result) => result.status === "accepted")).toHaveLength(1);
    expect(results.filter((result) => result.status === "taken")).toHaveLength(7);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
    const paid = accounts.map((a) => sandbox.merchant(a.credentials.merchantId)?.balanceSat);
    expect(paid.filter((sat) => sat === 1_000)).toHaveLength(1);
  });

  it("a second attempt that starts while the first is still writing its record waits its turn", async () => {
    // The first attempt's record is written slowly: a second attempt must never read its
    // count without its record, take the voucher as free and send a second callback.
    const slow = slowWrites(store, "voucher-attempts");
    const vouchers = new Vouchers({
      store: slow.store,
      ledger,
      gateway,
      publicFetch: createPublicFetch({ allowLoopback: (url) => sandbox.servesUrl(url) }),
      logger: createLogger("silent"),
      now: () => clock,
    });
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const request = await readVoucher(vouchers, voucher);
    const [alice, bob] = await Promise.all([accountOf(1), accountOf(2)]);
    const first = redeem(vouchers, alice, voucher, request, 100);
    await until(
      async () => (await store.readClaim(`voucher:${voucherKey(request)}#0`)) !== undefined,
    );
    const second = await redeem(vouchers, bob, voucher, request, 100);
    slow.release();
    expect((await first).status).toBe("accepted");
    expect(second).toMatchObject({ status: "taken", yours: false });
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("tells a later attempt whose the voucher is, and refuses an amount outside the range unclaimed", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ minSat: 10, maxSat: 100 });
    const request = await readVoucher(vouchers, voucher);
    const alice = await accountOf(1);
    const bob = await accountOf(2);
    expect(await redeem(vouchers, alice, voucher, request, 101)).toEqual({
      status: "out_of_range",
    });
    expect(await redeem(vouchers, alice, voucher, request, 9)).toEqual({ status: "out_of_range" });
    expect(await vouchers.lastAttempt(request)).toBeUndefined();
    const first = await redeem(vouchers, alice, voucher, request, 50);
    expect(first.status).toBe("accepted");
    const mine = await redeem(vouchers, alice, voucher, request, 50);
    expect(mine).toMatchObject({ status: "taken", yours: true, attempt: { state: "accepted" } });
    expect(await redeem(vouchers, bob, voucher, request, 50)).toMatchObject({
      status: "taken",
      yours: false,
    });
    expect(await vouchers.lastAttemptAt(new URL(voucher.url))).toMatchObject({
      userId: 1,
      amountSat: 50,
    });
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("puts the service's description in the invoice, however long and in whatever script", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100, description: "語".repeat(500) });
    const request = await readVoucher(vouchers, voucher);
    const result = await redeem(vouchers, await accountOf(1), voucher, request, 100);
    expect(result.status).toBe("accepted");
    const invoice = sandbox
      .merchant(sandbox.merchantIds().at(-1) ?? "")
      ?.invoices.find((made) => made.paymentHash === sandbox.voucher(voucher.id)?.paymentHash);
    expect(invoice?.description).toBe(`${"語".repeat(199)}…`);
  });

  it("after the service's ERROR the entry is failed in its words, and the voucher may be tried again", async () => {
    const vouchers = engine();
    const funder = await sandbox.createMerchant({ balanceSat: 10 });
    const voucher = await sandbox.createVoucher({ funderId: funder.merchantId, maxSat: 100 });
    const request = await readVoucher(vouchers, voucher);
    const alice = await accountOf(1);
    const refused = await redeem(vouchers, alice, voucher, request, 100);
    expect(refused).toMatchObject({
      status: "refused",
      refusal: "Insufficient balance: 100 sat needed, 10 sat spendable",
      operation: { kind: "voucher", state: "failed" },
    });
    await sandbox.fund(funder.merchantId, 100);
    expect((await redeem(vouchers, alice, voucher, request, 100)).status).toBe("accepted");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(2);
  });

  it("after the gateway failed to make the invoice nothing was sent, and the voucher may be tried again", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const request = await readVoucher(vouchers, voucher);
    const alice = await accountOf(1);
    sandbox.faults.add({ route: "createInvoice", status: 503, times: 1 });
    expect((await redeem(vouchers, alice, voucher, request, 100)).status).toBe("invoice_failed");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(0);
    expect((await redeem(vouchers, alice, voucher, request, 100)).status).toBe("accepted");
  });

  it("an attempt held up past its deadline sends nothing, and only then may another start", async () => {
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const slow: Gateway = {
      account(credentials) {
        const client = gateway.account(credentials);
        return {
          ...client,
          createInvoice: async (amountSat, description) => {
            const made = await client.createInvoice(amountSat, description);
            // The process was paused this long between the claim and the callback.
            clock += CALLBACK_DEADLINE_MS + 1;
            return made;
          },
        };
      },
    };
    const held = engine({ gateway: slow });
    const request = await readVoucher(held, voucher);
    const alice = await accountOf(1);
    const result = await redeem(held, alice, voucher, request, 100);
    expect(result).toMatchObject({ status: "not_sent", operation: { state: "failed" } });
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(0);
    expect((await redeem(engine(), alice, voucher, request, 100)).status).toBe("accepted");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("an attempt cut off after its claim (a crash) holds the voucher until its deadline passed", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const request = await readVoucher(vouchers, voucher);
    const alice = await accountOf(1);
    // What a claim left behind by a process that died before its invoice.
    const key = voucherKey(request);
    await store.claim(`voucher:${key}#0`, JSON.stringify({ userId: 1, at: clock }));
    await store.keyv("voucher-attempts").set(`${key}#0`, {
      voucherKey: key,
      attempt: 0,
      userId: 1,
      state: "claimed",
      amountSat: 100,
      host: "sandbox",
      claimedAt: clock,
    });
    await store.increment(`voucher-attempts:${key}`, 1);
    expect(await redeem(vouchers, alice, voucher, request, 100)).toMatchObject({
      status: "taken",
      yours: true,
    });
    clock += CALLBACK_DEADLINE_MS + 1;
    expect((await redeem(vouchers, alice, voucher, request, 100)).status).toBe("accepted");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("a claim cut off before its record was written holds the voucher until its deadline, not longer", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const request = await readVoucher(vouchers, voucher);
    const alice = await accountOf(1);
    // All a process left that died right after its claim: no record, no count.
    await store.claim(
      `voucher:${voucherKey(request)}#0`,
      JSON.stringify({ userId: 1, at: clock }),
      30 * 24 * 60 * 60_000,
    );
    expect(await redeem(vouchers, alice, voucher, request, 100)).toMatchObject({
      status: "taken",
      yours: true,
    });
    clock += CALLBACK_DEADLINE_MS + 1;
    expect((await redeem(vouchers, alice, voucher, request, 100)).status).toBe("accepted");
    expect(await vouchers.lastAttempt(request)).toMatchObject({ attempt: 1, state: "accepted" });
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("a store error between the claim and its count holds the voucher until its deadline, not longer", async () => {
    const failing = failingOnce(store, { counter: (key) => key.startsWith("voucher-attempts:") });
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const request = await readVoucher(engine(), voucher);
    const alice = await accountOf(1);
    await expect(redeem(engine({ store: failing }), alice, voucher, request, 100)).rejects.toThrow(
      "the store failed here",
    );
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(0);
    expect((await redeem(engine(), alice, voucher, request, 100)).status).toBe("taken");
    clock += CALLBACK_DEADLINE_MS + 1;
    expect((await redeem(engine(), alice, voucher, request, 100)).status).toBe("accepted");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });

  it("a store error while it is listed as awaiting its payment holds the voucher until its deadline, not longer", async () => {
    // The write that lists it, whatever holds the list: none of the attempt, its link or history.
    const own = new Set(["voucher-attempts", "voucher-links", "operations", "history", "invoices"]);
    const failing = failingOnce(store, { keyv: (namespace) => !own.has(namespace) });
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const request = await readVoucher(engine(), voucher);
    const alice = await accountOf(1);
    await expect(redeem(engine({ store: failing }), alice, voucher, request, 100)).rejects.toThrow(
      "the store failed here",
    );
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(0);
    expect((await redeem(engine(), alice, voucher, request, 100)).status).toBe("taken");
    clock += CALLBACK_DEADLINE_MS + 1;
    expect((await redeem(engine(), alice, voucher, request, 100)).status).toBe("accepted");
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(1);
  });
});

describe("Vouchers.expireDue", () => {
  it("ends a voucher never paid once its invoice expired, and then lets it be tried again", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100, pays: false });
    const request = await readVoucher(vouchers, voucher);
    const alice = await accountOf(1);
    const accepted = await redeem(vouchers, alice, voucher, request, 100);
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    expect(await vouchers.expireDue()).toEqual([]);
    // Past the invoice's expiry, which the sandbox stamps with the real time it was made (whole
    // seconds, maybe after this test's clock began on a busy machine): a second beyond it.
    clock = Date.now() + sandbox.invoiceExpirySec * 1000 + 1_000;
    const expired = await vouchers.expireDue();
    expect(expired.map((op) => [op.id, op.state])).toEqual([[accepted.operation.id, "expired"]]);
    expect(await vouchers.expireDue()).toEqual([]);
    expect(await vouchers.lastAttempt(request)).toMatchObject({ state: "expired" });
    // The sandbox says this voucher is used (it accepted once): its own ERROR, a new attempt.
    expect(await redeem(vouchers, alice, voucher, request, 100)).toMatchObject({
      status: "refused",
      refusal: "This voucher has already been redeemed",
    });
  });

  it("never turns a paid voucher expired", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100 });
    const request = await readVoucher(vouchers, voucher);
    const alice = await accountOf(1);
    const accepted = await redeem(vouchers, alice, voucher, request, 100);
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    // The paid event (notifications) marks the entry paid.
    await ledger.update(accepted.operation.id, { state: "paid" });
    // Past the invoice's expiry, which the sandbox stamps with the real time it was made (whole
    // seconds, maybe after this test's clock began on a busy machine): a second beyond it.
    clock = Date.now() + sandbox.invoiceExpirySec * 1000 + 1_000;
    expect(await vouchers.expireDue()).toEqual([]);
    expect((await ledger.get(accepted.operation.id))?.state).toBe("paid");
    expect(await vouchers.lastAttempt(request)).toMatchObject({ state: "paid" });
  });
});

describe("the list of vouchers awaiting their payment", () => {
  it("is one record per voucher: a redemption writes no more with many awaiting than with none", async () => {
    // The largest value each redemption writes to the store (the history of one user aside).
    let largest = 0;
    const watched = new Proxy(store, {
      get(target, property) {
        if (property === "keyv") {
          return (name: string, options?: Parameters<Store["keyv"]>[1]) => {
            const keyv = target.keyv(name, options);
            return new Proxy(keyv, {
              get(inner, key) {
                if (key === "set") {
                  return async (...args: Parameters<typeof inner.set>) => {
                    if (name !== "history") {
                      largest = Math.max(largest, JSON.stringify(args[1]).length);
                    }
                    return inner.set(...args);
                  };
                }
                const value = Reflect.get(inner, key, inner);
                return typeof value === "function" ? value.bind(inner) : value;
              },
            });
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const vouchers = engine({ store: watched });
    const account = await accountOf(1);
    const sizes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const voucher = await sandbox.createVoucher({ maxSat: 100, pays: false });
      const request = await readVoucher(vouchers, voucher);
      largest = 0;
      expect((await redeem(vouchers, account, voucher, request, 100)).status).toBe("accepted");
      sizes.push(largest);
    }
    expect(Math.max(...sizes)).toBe(sizes[0]);
  });

  it("kept by an earlier version in one record, still ends its vouchers at their expiry", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100, pays: false });
    const request = await readVoucher(vouchers, voucher);
    const accepted = await redeem(vouchers, await accountOf(1), voucher, request, 100);
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    // The same attempt as an earlier version listed it: one record for all, and no bucket.
    const attempt = await vouchers.lastAttempt(request);
    const id = `${voucherKey(request)}#${attempt?.attempt}`;
    await store
      .keyv("vouchers-open")
      .set("all", { [id]: { expiresAt: attempt?.invoiceExpiresAt ?? 0 } });
    const fresh = openMemoryStore();
    const copyTo = async (target: Store) => {
      await target.keyv("vouchers-open").set("all", await store.keyv("vouchers-open").get("all"));
      await target.keyv("voucher-attempts").set(id, attempt);
      const op = await ledger.get(accepted.operation.id);
      await new Ledger(target, () => clock).record({ ...op, state: "pending" } as never);
    };
    await copyTo(fresh);
    const upgraded = new Vouchers({
      store: fresh,
      ledger: new Ledger(fresh, () => clock),
      gateway,
      publicFetch: createPublicFetch({ allowLoopback: (url) => sandbox.servesUrl(url) }),
      logger: createLogger("silent"),
      now: () => clock,
    });
    expect(await upgraded.expireDue()).toEqual([]);
    expect(await fresh.keyv("vouchers-open").get("all")).toBeUndefined();
    clock = Date.now() + sandbox.invoiceExpirySec * 1000 + 1_000;
    const expired = await upgraded.expireDue();
    expect(expired.map((op) => [op.id, op.state])).toEqual([[accepted.operation.id, "expired"]]);
    expect(await fresh.keyv("voucher-attempts").get(id)).toMatchObject({ state: "expired" });
    await fresh.close();
  });

  it("after a day's clock jump, a round reads what is due, not every minute passed", async () => {
    // Every read the engine makes of the store: counters, claims, records, index ranges.
    let reads = 0;
    const counted = <T extends object>(target: T, readsOf: ReadonlySet<string>): T =>
      new Proxy(target, {
        get(inner, key) {
          const value = Reflect.get(inner, key, inner);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            if (readsOf.has(String(key))) reads++;
            const result = value.apply(inner, args);
            if (key === "keyv") return counted(result as object, new Set(["get", "has"]));
            if (key === "orderedIndex") return counted(result as object, new Set(["range"]));
            return result;
          };
        },
      });
    const watched = counted(store, new Set(["readCounter", "readClaim"]));
    const vouchers = engine({ store: watched });
    expect(await vouchers.expireDue()).toEqual([]);
    const account = await accountOf(1);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const voucher = await sandbox.createVoucher({ maxSat: 100, pays: false });
      const result = await redeem(
        vouchers,
        account,
        voucher,
        await readVoucher(vouchers, voucher),
        100,
      );
      if (result.status !== "accepted") throw new Error(result.status);
      ids.push(result.operation.id);
    }
    clock = Date.now() + 24 * 60 * 60_000;
    reads = 0;
    const expired = await vouchers.expireDue();
    expect(expired.map((op) => op.id).sort()).toEqual([...ids].sort());
    // Two entries due: a few reads each and a few for the round, not one per minute of the day.
    expect(reads).toBeLessThan(40);
    reads = 0;
    expect(await vouchers.expireDue()).toEqual([]);
    expect(reads).toBeLessThan(10);
  });

  it("a round stopped (shutdown) ends nothing more, and the next round ends what was due", async () => {
    const vouchers = engine();
    expect(await vouchers.expireDue()).toEqual([]);
    const voucher = await sandbox.createVoucher({ maxSat: 100, pays: false });
    const accepted = await redeem(
      vouchers,
      await accountOf(1),
      voucher,
      await readVoucher(vouchers, voucher),
      100,
    );
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    clock = Date.now() + sandbox.invoiceExpirySec * 1000 + 1_000;
    expect(await vouchers.expireDue(AbortSignal.abort())).toEqual([]);
    expect((await ledger.get(accepted.operation.id))?.state).toBe("pending");
    const expired = await vouchers.expireDue();
    expect(expired.map((op) => [op.id, op.state])).toEqual([[accepted.operation.id, "expired"]]);
  });

  it("listed by an earlier version in buckets without the index, still ends them at their expiry", async () => {
    const vouchers = engine();
    const voucher = await sandbox.createVoucher({ maxSat: 100, pays: false });
    const request = await readVoucher(vouchers, voucher);
    const accepted = await redeem(vouchers, await accountOf(1), voucher, request, 100);
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    // As the earlier version left it: the bucket and its counter, no minute in the index, and
    // a sweep that already ran (it kept the last minute it passed).
    const [minute] = (
      await store.orderedIndex("vouchers-due-minutes").range("all", { limit: 5 })
    ).map((entry) => entry.score);
    await store.orderedIndex("vouchers-due-minutes").remove("all", [String(minute)]);
    await store.keyv<number>("vouchers-due-swept").set("minute", Math.floor(clock / 60_000) - 1);
    expect(await engine().expireDue()).toEqual([]);
    clock = Date.now() + sandbox.invoiceExpirySec * 1000 + 1_000;
    const expired = await engine().expireDue();
    expect(expired.map((op) => [op.id, op.state])).toEqual([[accepted.operation.id, "expired"]]);
  });

  const backends: Array<[string, string | undefined, boolean]> = [
    ["SQLite", "", true],
    ["Redis", process.env.TEST_REDIS_URL, process.env.TEST_REDIS_URL !== undefined],
    ["PostgreSQL", process.env.TEST_POSTGRES_URL, process.env.TEST_POSTGRES_URL !== undefined],
  ];
  for (const [name, url, available] of backends) {
    it.skipIf(!available)(`ends vouchers at their expiry, only those due, on ${name}`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "vouchers-"));
      const shared = await openStore({ url, dataDir });
      try {
        const on = new Vouchers({
          store: shared,
          ledger: new Ledger(shared, () => clock),
          gateway,
          publicFetch: createPublicFetch({ allowLoopback: (u) => sandbox.servesUrl(u) }),
          logger: createLogger("silent"),
          now: () => clock,
        });
        const account = await accountOf(1);
        const ids: string[] = [];
        for (let i = 0; i < 3; i++) {
          const voucher = await sandbox.createVoucher({ maxSat: 100, pays: false });
          const result = await redeem(on, account, voucher, await readVoucher(on, voucher), 100);
          if (result.status !== "accepted") throw new Error(result.status);
          ids.push(result.operation.id);
        }
        expect(await on.expireDue()).toEqual([]);
        clock = Date.now() + sandbox.invoiceExpirySec * 1000 + 1_000;
        const expired = await on.expireDue();
        expect(expired.map((op) => op.id).sort()).toEqual([...ids].sort());
        expect(await on.expireDue()).toEqual([]);
      } finally {
        await shared.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
