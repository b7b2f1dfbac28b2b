/**
 * The voucher engine against the sandbox's test vouchers, over HTTP and
 * through the request guard: one callback per voucher however many
 * attempts race, a new attempt only after one that certainly brought
 * nothing, expiry that never overwrites a payment, and an attempt held up
 * past its deadline that sends nothing.
 */
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

function engine(options: { gateway?: Gateway } = {}): Vouchers {
  return new Vouchers({
    store,
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
