import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { createLogger } from "../../src/logger.ts";
import { CONFIRMATION_TTL_MS } from "../../src/operations/confirmation.ts";
import { Ledger, type Operation } from "../../src/operations/ledger.ts";
import {
  type ExecuteResult,
  INTERRUPTED_AFTER_MS,
  Payments,
  type PaymentsDeps,
  type SendRequest,
} from "../../src/operations/payments.ts";
import { SendSweeper } from "../../src/operations/sweeper.ts";
import { openStore } from "../../src/storage/index.ts";
import type { Store } from "../../src/storage/types.ts";
import { makeInvoice } from "../support/invoices.ts";
import { ScriptedGateway } from "../support/scripted-gateway.ts";
import { until } from "../support/until.ts";

let clock = Date.parse("2026-11-22T10:00:00Z");
const now = () => clock;

function invoiceFor(amountSat: number): string {
  return makeInvoice({
    network: "regtest",
    msat: BigInt(amountSat) * 1000n,
    description: "test",
    timestamp: Math.floor(clock / 1000),
  });
}

let store: Store;
let gateway: ScriptedGateway;
let payments: Payments;
let ledger: Ledger;
let accounts: AccountService;

/**
 * The store with a slow daily spending counter, as a store across a network
 * is: `duringNextCounterChange(work)` runs `work` while the next access to
 * the counter is on its way (a read has taken its value but not answered
 * yet; an increment has not landed yet), whichever form that access takes.
 */
class SlowCounterStore {
  #pending: (() => Promise<void>) | undefined;
  readonly store: Store;

  constructor(inner: Store) {
    const slow = () => this.#meanwhile();
    const spent = new Proxy(inner.keyv<number>("spent"), {
      get(target, property) {
        if (property === "get") {
          return async (key: string) => {
            const value = await target.get(key);
            await slow();
            return value;
          };
        }
        const member = Reflect.get(target, property, target);
        return typeof member === "function" ? member.bind(target) : member;
      },
    });
    this.store = {
      backend: inner.backend,
      keyv: ((namespace: string, options) =>
        namespace === "spent" ? spent : inner.keyv(namespace, options)) as Store["keyv"],
      claim: (...args) => inner.claim(...args),
      readClaim: (...args) => inner.readClaim(...args),
      increment: async (...args) => {
        await slow();
        return inner.increment(...args);
      },
      readCounter: async (...args) => {
        const value = await inner.readCounter(...args);
        await slow();
        return value;
      },
      withLock: (...args) => inner.withLock(...args),
      orderedIndex: (name) => inner.orderedIndex(name),
      ping: () => inner.ping(),
      close: () => inner.close(),
    };
  }

  duringNextCounterChange(work: () => Promise<void>): void {
    this.#pending = work;
  }

  async #meanwhile(): Promise<void> {
    const work = this.#pending;
    this.#pending = undefined;
    await work?.();
  }
}

async function setUp(
  limits = { maxPaymentSat: 100_000, dailyLimitSat: 150_000 },
  wrap: (store: Store) => Store = (plain) => plain,
) {
  store = wrap(await openStore({ url: "memory:", dataDir: "/nonexistent" }));
  gateway = new ScriptedGateway(invoiceFor);
  ({ payments, ledger, accounts } = paymentsOn(store, gateway, { limits }));
}

/** A Payments (with its ledger and sandbox accounts) on `on`, as one bot process would have. */
function paymentsOn(
  on: Store,
  scripted: ScriptedGateway,
  options: Partial<
    Pick<PaymentsDeps, "limits" | "onSettled" | "sendLeaseMs" | "pressWaitMs" | "recordRetry">
  > = {},
) {
  const onLedger = new Ledger(on, now);
  const sandbox = {
    n: 0,
    async createMerchant() {
      this.n++;
      return { merchantId: `m${this.n}`, apiKey: `k${this.n}`, secretKey: "00".repeat(32) };
    },
    setWebhook() {},
  };
  const onAccounts = new AccountService({
    store: on,
    box: new SecretBox(Buffer.alloc(32, 1)),
    sandbox,
    eventsUrl: () => undefined,
    now,
  });
  const onPayments = new Payments({
    store: on,
    ledger: onLedger,
    accounts: onAccounts,
    gateway: scripted,
    network: "regtest",
    limits: { maxPaymentSat: 100_000, dailyLimitSat: 150_000 },
    logger: createLogger("silent"),
    now,
    ...options,
  });
  return { payments: onPayments, ledger: onLedger, accounts: onAccounts };
}

const payInvoice = (amountSat: number): SendRequest => ({
  kind: "payment",
  target: { type: "bolt11", invoice: invoiceFor(amountSat) },
  amountSat,
});

beforeEach(async () => {
  clock = Date.parse("2026-11-22T10:00:00Z");
  await setUp();
});

describe("Payments.execute", () => {
  it("sends exactly once under 25 concurrent presses", async () => {
    gateway.sendBehaviour = "slow";
    const confirmation = await payments.propose(1, 1, payInvoice(1000));
    const results = await Promise.all(
      Array.from({ length: 25 }, () => payments.execute(confirmation.id, 1)),
    );
    expect(gateway.sends).toHaveLength(1);
    expect(results.filter((r) => r.status === "sent")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already")).toHaveLength(24);
  });

  it("refuses the wrong presser and unknown or expired confirmations", async () => {
    const confirmation = await payments.propose(1, 1, payInvoice(1000));
    expect(await payments.execute(confirmation.id, 2)).toEqual({ status: "not_owner" });
    expect(await payments.execute("A".repeat(22), 1)).toEqual({ status: "stale" });
    clock += 16 * 60_000;
    expect(await payments.execute(confirmation.id, 1)).toEqual({ status: "stale" });
    expect(gateway.sends).toHaveLength(0);
  });

  it("a cancelled confirmation can never be paid", async () => {
    const confirmation = await payments.propose(1, 1, payInvoice(1000));
    expect((await payments.cancel(confirmation.id, 1)).status).toBe("cancelled");
    expect((await payments.execute(confirmation.id, 1)).status).toMatch(/already|stale/);
    expect(gateway.sends).toHaveLength(0);
  });

  it("records the operation before the send and its outcome after", async () => {
    const confirmation = await payments.propose(1, 1, payInvoice(1000));
    const release = Promise.withResolvers<void>();
    gateway.hold = release.promise;
    const running = payments.execute(confirmation.id, 1);
    await until(() => gateway.sends.length === 1, "the send");
    expect((await ledger.get(confirmation.id))?.state).toBe("pending");
    release.resolve();
    expect((await running).status).toBe("sent");
    expect((await ledger.get(confirmation.id))?.state).toBe("sent");
  });

  it("a refusal is 'failed' and gives the amount back to the daily allowance", async () => {
    gateway.sendBehaviour = "reject";
    const first = await payments.propose(1, 1, payInvoice(100_000));
    const result = await payments.execute(first.id, 1);
    expect(result.status).toBe("failed");
    expect((await ledger.get(first.id))?.state).toBe("failed");
    gateway.sendBehaviour = "ok";
    const second = await payments.propose(1, 1, payInvoice(100_000));
    expect((await payments.execute(second.id, 1)).status).toBe("sent");
  });

  it("an unknown outcome is recorded, counted against the limit, and never re-sent", async () => {
    gateway.sendBehaviour = "unknown";
    const confirmation = await payments.propose(1, 1, payInvoice(100_000));
    expect((await payments.execute(confirmation.id, 1)).status).toBe("unknown");
    expect((await ledger.get(confirmation.id))?.state).toBe("unknown");
    expect((await payments.execute(confirmation.id, 1)).status).toBe("already");
    expect(gateway.sends).toHaveLength(1);
    gateway.sendBehaviour = "ok";
    const next = await payments.propose(1, 1, payInvoice(60_000));
    expect(await payments.execute(next.id, 1)).toMatchObject({
      status: "over_limit",
      limit: "daily",
    });
  });

  it("a failed send's refund never erases a send admitted meanwhile from another chat", async () => {
    let slow: SlowCounterStore | undefined;
    await setUp({ maxPaymentSat: 10_000, dailyLimitSat: 10_000 }, (inner) => {
      slow = new SlowCounterStore(inner);
      return slow.store;
    });
    const first = await payments.propose(1, 1, payInvoice(5_000));
    const second = await payments.propose(1, 2, payInvoice(5_000));
    let secondResult: ExecuteResult | undefined;
    gateway.onSend = async () => {
      gateway.onSend = undefined;
      // While the refused first send's 5 000 are being given back, the second is admitted and sent.
      slow?.duringNextCounterChange(async () => {
        secondResult = await payments.execute(second.id, 1);
      });
      return "reject";
    };
    expect((await payments.execute(first.id, 1)).status).toBe("failed");
    expect(secondResult?.status).toBe("sent");
    // 5 000 of today's 10 000 are spent: 10 000 more must not go out.
    const third = await payments.propose(1, 1, payInvoice(10_000));
    expect(await payments.execute(third.id, 1)).toMatchObject({
      status: "over_limit",
      limit: "daily",
      remainingSat: 5_000,
    });
    expect(gateway.sends).toHaveLength(2);
  });

  it("gives a failed send's amount back to the day it was counted on, across midnight", async () => {
    await setUp({ maxPaymentSat: 10_000, dailyLimitSat: 10_000 });
    clock = Date.parse("2026-11-22T23:59:58Z");
    const late = await payments.propose(1, 1, payInvoice(6_000));
    const nextDay = await payments.propose(1, 2, payInvoice(6_000));
    let nextDayResult: ExecuteResult | undefined;
    gateway.onSend = async () => {
      gateway.onSend = undefined;
      // Midnight passes while the gateway works on the late send; a send of the new day goes out.
      clock = Date.parse("2026-11-23T00:00:05Z");
      nextDayResult = await payments.execute(nextDay.id, 1);
      return "reject";
    };
    expect((await payments.execute(late.id, 1)).status).toBe("failed");
    expect(nextDayResult?.status).toBe("sent");
    // The refund went to the 22nd: the 23rd still counts its 6 000.
    const more = await payments.propose(1, 1, payInvoice(6_000));
    expect(await payments.execute(more.id, 1)).toMatchObject({
      status: "over_limit",
      limit: "daily",
      remainingSat: 4_000,
    });
    // Each operation keeps the day it was counted on.
    expect((await ledger.get(late.id))?.spendingDay).toBe("2026-11-22");
    expect((await ledger.get(nextDay.id))?.spendingDay).toBe("2026-11-23");
  });

  it("enforces the per-payment and daily limits before any send", async () => {
    await setUp({ maxPaymentSat: 5_000, dailyLimitSat: 8_000 });
    const big = await payments.propose(1, 1, payInvoice(6_000));
    expect(await payments.execute(big.id, 1)).toMatchObject({
      status: "over_limit",
      limit: "per_payment",
    });
    const a = await payments.propose(1, 1, payInvoice(5_000));
    expect((await payments.execute(a.id, 1)).status).toBe("sent");
    const b = await payments.propose(1, 1, payInvoice(4_000));
    expect(await payments.execute(b.id, 1)).toMatchObject({
      status: "over_limit",
      limit: "daily",
      remainingSat: 3_000,
    });
    clock += 24 * 60 * 60_000;
    const c = await payments.propose(1, 1, payInvoice(4_000));
    expect((await payments.execute(c.id, 1)).status).toBe("sent");
    expect(gateway.sends).toHaveLength(2);
  });

  it("does not pay an LNURL invoice whose amount differs from the confirmed one", async () => {
    gateway.lnurlInvoice = invoiceFor(2_000);
    const confirmation = await payments.propose(1, 1, {
      kind: "payment",
      target: { type: "lnurl", lnurl: "lnurl1example" },
      amountSat: 1_000,
    });
    const result = await payments.execute(confirmation.id, 1);
    expect(result).toMatchObject({
      status: "failed",
      error: { kind: "amount_mismatch", expectedSat: 1_000, invoiceSat: 2_000 },
    });
    expect(gateway.sends).toHaveLength(0);
  });

  it("pays an LNURL invoice only for exactly the confirmed satoshi, not a millisatoshi less", async () => {
    gateway.lnurlInvoice = makeInvoice({
      network: "regtest",
      msat: 999_999n,
      description: "x",
      timestamp: Math.floor(clock / 1000),
    });
    const confirmation = await payments.propose(1, 1, {
      kind: "payment",
      target: { type: "lnurl", lnurl: "lnurl1example" },
      amountSat: 1_000,
    });
    expect(await payments.execute(confirmation.id, 1)).toMatchObject({
      status: "failed",
      error: {
        kind: "amount_mismatch",
        expectedSat: 1_000,
        invoiceSat: 1_000,
        invoiceMsat: "999999",
      },
    });
    expect(gateway.sends).toHaveLength(0);
  });

  it("pays a given invoice in millisatoshi as it is, counted as its satoshi rounded up", async () => {
    const invoice = makeInvoice({
      network: "regtest",
      msat: 999_001n,
      description: "x",
      timestamp: Math.floor(clock / 1000),
    });
    const pay = { kind: "payment" as const, target: { type: "bolt11" as const, invoice } };
    await setUp({ maxPaymentSat: 999, dailyLimitSat: 100_000 });
    const over = await payments.propose(1, 1, { ...pay, amountSat: 1_000 });
    expect(await payments.execute(over.id, 1)).toMatchObject({ status: "over_limit" });
    await setUp({ maxPaymentSat: 1_000, dailyLimitSat: 100_000 });
    const confirmation = await payments.propose(1, 1, { ...pay, amountSat: 1_000 });
    expect((await payments.execute(confirmation.id, 1)).status).toBe("sent");
    expect(gateway.sends).toEqual([invoice]);
    expect(await ledger.page(1, 0, 1)).toMatchObject({ operations: [{ amountSat: 1_000 }] });
  });

  it("does not pay an invoice of another network or an expired one", async () => {
    gateway.lnurlInvoice = makeInvoice({
      network: "mainnet",
      msat: 1_000_000n,
      description: "x",
      timestamp: Math.floor(clock / 1000),
    });
    const wrongNet = await payments.propose(1, 1, {
      kind: "payment",
      target: { type: "lnurl", lnurl: "lnurl1example" },
      amountSat: 1_000,
    });
    expect(await payments.execute(wrongNet.id, 1)).toMatchObject({
      status: "failed",
      error: { kind: "bad_invoice", problem: { code: "wrong_network" } },
    });
    // The ledger keeps why, as data: the bot words it in each reader's language.
    expect((await ledger.get(wrongNet.id))?.failure).toMatchObject({
      code: "bad_invoice",
      problem: { code: "wrong_network" },
    });
    const expired = await payments.propose(1, 1, payInvoice(1_000));
    clock += 2 * 60 * 60_000;
    await store.keyv("confirmations").set(expired.id, { ...expired, expiresAt: clock + 60_000 });
    expect(await payments.execute(expired.id, 1)).toMatchObject({
      status: "failed",
      error: { kind: "bad_invoice", problem: { code: "expired" } },
    });
    expect(gateway.sends).toHaveLength(0);
  });

  it("sends on-chain through 4.3 and pays another user's account through 4.2 then 4.1", async () => {
    const withdrawal = await payments.propose(1, 1, {
      kind: "withdrawal",
      target: { type: "onchain", address: "bcrt1qexample" },
      amountSat: 20_000,
    });
    expect((await payments.execute(withdrawal.id, 1)).status).toBe("sent");
    expect(gateway.onchain).toEqual([{ address: "bcrt1qexample", amountSat: 20_000 }]);
    const tip = await payments.propose(1, 1, {
      kind: "tip-sent",
      target: { type: "account", recipientUserId: 2 },
      amountSat: 21,
    });
    expect((await payments.execute(tip.id, 1)).status).toBe("sent");
    expect(gateway.sends).toHaveLength(1);
  });

  /** A payment of 1,000 sat left as a crash right after its claim leaves it: pending, claimed, not sent. */
  async function claimedNotSent(claim: string) {
    const confirmation = await payments.propose(1, 1, payInvoice(1_000));
    await ledger.record({
      id: confirmation.id,
      userId: 1,
      kind: "payment",
      state: "pending",
      amountSat: 1_000,
    });
    await store.claim(`send:${confirmation.id}`, claim);
    return confirmation;
  }

  it("marks a send interrupted after its claim as unknown, never as re-sendable", async () => {
    // A crash right after the claim: pending in the ledger, claim taken, nothing sent.
    const confirmation = await claimedNotSent(`claimed:${clock}`);
    expect((await payments.execute(confirmation.id, 1)).status).toBe("already");
    clock += INTERRUPTED_AFTER_MS + 1;
    const page = await ledger.page(1, 0, 10);
    expect(await payments.sweepInterrupted(page.operations)).toBe(1);
    expect((await ledger.get(confirmation.id))?.state).toBe("unknown");
    expect(gateway.sends).toHaveLength(0);
  });

  it("settles a send an older version left in its index records (moved once, safe to move again)", async () => {
    // A crash right after the claim, listed as an older version listed it.
    const confirmation = await claimedNotSent(`claimed:${clock}:1`);
    const legacy = store.keyv<Record<string, unknown>>("sends-unsettled");
    await legacy.set("6", { [confirmation.id]: { userId: 1, since: clock } });
    expect(await payments.sweepUnsettled()).toBe(1);
    expect((await ledger.get(confirmation.id))?.state).toBe("unknown");
    expect(await legacy.get("6")).toBeUndefined();
    // A move cut off before its record was deleted: moved again, settled nothing twice.
    await legacy.set("6", { [confirmation.id]: { userId: 1, since: clock } });
    const other = paymentsOn(store, gateway);
    expect(await other.payments.sweepUnsettled()).toBe(0);
    expect(await legacy.get("6")).toBeUndefined();
    expect(await store.orderedIndex("sends-unsettled").range("all", { limit: 5 })).toEqual([]);
    expect(gateway.sends).toHaveLength(0);
  });

  it("marks a send interrupted before its claim as failed once its confirmation expired", async () => {
    const confirmation = await payments.propose(1, 1, payInvoice(1_000));
    await ledger.record({
      id: confirmation.id,
      userId: 1,
      kind: "payment",
      state: "pending",
      amountSat: 1_000,
    });
    clock += INTERRUPTED_AFTER_MS + 1;
    expect(await payments.sweepInterrupted((await ledger.page(1, 0, 10)).operations)).toBe(0);
    clock += CONFIRMATION_TTL_MS;
    expect(await payments.sweepInterrupted((await ledger.page(1, 0, 10)).operations)).toBe(1);
    expect((await ledger.get(confirmation.id))?.state).toBe("failed");
    expect((await payments.execute(confirmation.id, 1)).status).toBe("stale");
    expect(gateway.sends).toHaveLength(0);
  });
});

describe("who may press a used confirmation", () => {
  it("the owner check comes first: a stranger learns nothing of a sent, failed or cancelled one", async () => {
    const sent = await payments.propose(1, 1, payInvoice(1_000));
    expect((await payments.execute(sent.id, 1)).status).toBe("sent");
    gateway.sendBehaviour = "reject";
    const failed = await payments.propose(1, 1, payInvoice(1_000));
    expect((await payments.execute(failed.id, 1)).status).toBe("failed");
    const cancelled = await payments.propose(1, 1, payInvoice(1_000));
    expect((await payments.cancel(cancelled.id, 1)).status).toBe("cancelled");

    for (const used of [sent, failed, cancelled]) {
      expect(await payments.execute(used.id, 2)).toEqual({ status: "not_owner" });
      expect(await payments.cancel(used.id, 2)).toEqual({ status: "not_owner" });
      // Still refused once the confirmation would have expired anyway.
      clock += CONFIRMATION_TTL_MS;
      expect(await payments.execute(used.id, 2)).toEqual({ status: "not_owner" });
    }
    // The owner is told what became of each.
    expect(await payments.execute(sent.id, 1)).toMatchObject({
      status: "already",
      operation: { state: "sent" },
    });
    expect(await payments.execute(failed.id, 1)).toMatchObject({
      status: "already",
      operation: { state: "failed" },
    });
    expect((await payments.execute(cancelled.id, 1)).status).toBe("already");
    expect(gateway.sends).toHaveLength(2);
  });
});

describe("a confirmation is bound to the account it was shown for", () => {
  const other: MerchantCredentials = {
    merchantId: "m-other",
    apiKey: "k-other",
    secretKey: "11".repeat(32),
  };

  it("after /disconnect and /connect with another merchant, the old Pay sends nothing", async () => {
    const confirmation = await payments.propose(1, 1, payInvoice(1_000));
    await accounts.connect(1, other);
    expect(await payments.execute(confirmation.id, 1)).toEqual({
      status: "stale",
      reason: "account_changed",
    });
    // Refused for good, and nothing recorded as sent or pending.
    expect((await payments.execute(confirmation.id, 1)).status).toBe("stale");
    expect(await ledger.get(confirmation.id)).toBeUndefined();
    expect(gateway.sends).toHaveLength(0);
    // A confirmation shown for the new account pays from it.
    const fresh = await payments.propose(1, 1, payInvoice(1_000));
    expect((await payments.execute(fresh.id, 1)).status).toBe("sent");
  });

  it("also when the same merchant was connected again, or the account removed", async () => {
    const shown = (await accounts.find(1))?.credentials;
    if (!shown) throw new Error("no account");
    const reconnected = await payments.propose(1, 1, payInvoice(1_000));
    await accounts.connect(1, shown);
    expect((await payments.execute(reconnected.id, 1)).status).toBe("stale");
    const removed = await payments.propose(1, 1, payInvoice(1_000));
    await accounts.disconnect(1);
    // (On the sandbox a new test account is made at once: still not the one shown.)
    expect(await payments.execute(removed.id, 1)).toMatchObject({ reason: "account_changed" });
    expect(gateway.sends).toHaveLength(0);
  });
});

describe("a send whose process died while the gateway carried it out", () => {
  it("is settled as unknown once its lease runs out: never re-sent, the payer told once, a press answers its state", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "lnbot-payments-"));
    const stores: Store[] = [];
    try {
      // Process 1: the press is admitted, the gateway is paying, and the process dies.
      const dying = await openStore({ dataDir });
      stores.push(dying);
      const hanging = new ScriptedGateway(invoiceFor);
      hanging.sendBehaviour = "hang";
      const first = paymentsOn(dying, hanging, { sendLeaseMs: 300 });
      const confirmation = await first.payments.propose(1, 1, payInvoice(1_000));
      await first.payments.attachMessage(confirmation.id, 77);
      void first.payments.execute(confirmation.id, 1);
      await until(() => hanging.sends.length === 1);
      await dying.close();

      // Process 2 on the same store: its sweeper settles the send once the lease ran out.
      const survivor = await openStore({ dataDir });
      stores.push(survivor);
      const told: Operation[] = [];
      const gateway2 = new ScriptedGateway(invoiceFor);
      const second = paymentsOn(survivor, gateway2, {
        sendLeaseMs: 300,
        onSettled: (operation) => {
          told.push(operation);
        },
      });
      expect((await second.ledger.get(confirmation.id))?.state).toBe("pending");
      const sweeper = new SendSweeper({
        payments: second.payments,
        store: survivor,
        logger: createLogger("silent"),
        intervalMs: 50,
      });
      sweeper.start();
      await until(() => told.length === 1);
      await sweeper.stop();

      expect(told[0]).toMatchObject({
        id: confirmation.id,
        state: "unknown",
        reason: "Interrupted while sending; not retried. Check your balance.",
        failure: { code: "interrupted_while_sending" },
        message: { chatId: 1, messageId: 77 },
      });
      expect((await second.ledger.get(confirmation.id))?.state).toBe("unknown");
      // A press now answers with that state; a stranger is refused; nothing is sent again.
      expect(await second.payments.execute(confirmation.id, 1)).toMatchObject({
        status: "already",
        operation: { state: "unknown" },
      });
      expect(await second.payments.execute(confirmation.id, 2)).toEqual({ status: "not_owner" });
      expect(await second.payments.sweepUnsettled()).toBe(0);
      expect(told).toHaveLength(1);
      expect(gateway2.sends).toHaveLength(0);
    } finally {
      for (const opened of stores) await opened.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("a press settles it too, and a live send is never settled under its holder", async () => {
    // A press waits 50 ms (not 3 s) for the live send's lease before it answers.
    ({ payments, ledger, accounts } = paymentsOn(store, gateway, { pressWaitMs: 50 }));
    const release = Promise.withResolvers<void>();
    gateway.hold = release.promise;
    const live = await payments.propose(1, 1, payInvoice(1_000));
    const running = payments.execute(live.id, 1);
    await until(() => gateway.sends.length === 1);
    // Under way: the sweeps leave it alone; a press meanwhile says so.
    expect(await payments.sweepUnsettled()).toBe(0);
    expect(await payments.sweepInterrupted((await ledger.page(1, 0, 10)).operations)).toBe(0);
    expect(await payments.execute(live.id, 1)).toMatchObject({
      status: "already",
      operation: { state: "pending" },
    });
    release.resolve();
    expect((await running).status).toBe("sent");
    expect(await payments.execute(live.id, 1)).toMatchObject({ operation: { state: "sent" } });

    // A claim whose holder is gone (written as execute writes it, lease free): the press settles it.
    const cut = await payments.propose(1, 1, payInvoice(1_000));
    await ledger.record({
      id: cut.id,
      userId: 1,
      kind: "payment",
      state: "pending",
      amountSat: 1_000,
    });
    await store.claim(`send:${cut.id}`, `claimed:${clock}:1`);
    expect(await payments.execute(cut.id, 2)).toEqual({ status: "not_owner" });
    expect(await payments.execute(cut.id, 1)).toMatchObject({
      status: "already",
      operation: { state: "unknown" },
    });
    expect(gateway.sends).toHaveLength(1);
  });
});

/**
 * The store with a switch: while `down`, every call fails at once, as a
 * Redis or PostgreSQL that stopped answering does (what a held lock's own
 * renewals do is the inner store's).
 */
class OutageStore {
  down = false;
  /** Fails only these reads and writes (namespace, key), while the rest answers. */
  failing: ((namespace: string, key: unknown) => boolean) | undefined;
  /** Calls refused while down. */
  refused = 0;
  readonly store: Store;

  constructor(inner: Store) {
    const guard = () => {
      if (this.down) {
        this.refused++;
        throw new Error("the store does not answer (outage)");
      }
    };
    const guarded =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        guard();
        return call(...args);
      };
    const keyvs = new Map<string, ReturnType<Store["keyv"]>>();
    const outage = this;
    this.store = {
      backend: inner.backend,
      keyv: ((namespace: string, options) => {
        const found = keyvs.get(namespace);
        if (found) return found;
        const wrapped = new Proxy(inner.keyv(namespace, options), {
          get(target, property) {
            const member = Reflect.get(target, property, target);
            if (typeof member !== "function") return member;
            return async (...args: unknown[]) => {
              guard();
              if (outage.failing?.(namespace, args[0]))
                throw new Error("this record does not answer");
              return member.apply(target, args);
            };
          },
        });
        keyvs.set(namespace, wrapped);
        return wrapped;
      }) as Store["keyv"],
      claim: guarded(inner.claim.bind(inner)),
      readClaim: guarded(inner.readClaim.bind(inner)),
      increment: guarded(inner.increment.bind(inner)),
      readCounter: guarded(inner.readCounter.bind(inner)),
      withLock: guarded(inner.withLock.bind(inner)) as Store["withLock"],
      orderedIndex: (name) => {
        const index = inner.orderedIndex(name);
        return {
          add: guarded(index.add.bind(index)),
          remove: guarded(index.remove.bind(index)),
          range: guarded(index.range.bind(index)),
        };
      },
      ping: guarded(inner.ping.bind(inner)),
      close: () => inner.close(),
    };
  }
}

describe("the store stops answering while the gateway carries out a send", () => {
  let outage: OutageStore;

  beforeEach(async () => {
    await setUp(undefined, (plain) => {
      outage = new OutageStore(plain);
      return outage.store;
    });
    ({ payments, ledger, accounts } = paymentsOn(store, gateway, {
      recordRetry: { firstMs: 5, maxMs: 20 },
    }));
  });

  it("a paid send is recorded sent once the store answers again, never unknown", async () => {
    const confirmation = await payments.propose(1, 1, payInvoice(1_000));
    const back = Promise.withResolvers<void>();
    gateway.hold = back.promise;
    const running = payments.execute(confirmation.id, 1);
    await until(() => gateway.sends.length === 1);
    outage.down = true;
    back.resolve();
    // The gateway paid; the store refuses the outcome, again and again, and nothing gives up.
    await until(() => outage.refused >= 3);
    let settled = false;
    void running.then(() => {
      settled = true;
    });
    expect(settled).toBe(false);
    outage.down = false;
    const result = await running;
    expect(result.status).toBe("sent");
    expect((await ledger.get(confirmation.id))?.state).toBe("sent");
    // Settled for good: no sweep makes it unknown, a press answers its state, nothing is re-sent.
    expect(await payments.sweepUnsettled()).toBe(0);
    expect(await payments.execute(confirmation.id, 1)).toMatchObject({
      status: "already",
      operation: { state: "sent" },
    });
    expect(gateway.sends).toHaveLength(1);
  });

  it("a store error reading the payee's account stops the send before its claim: never unknown", async () => {
    await accounts.find(2);
    const tip = await payments.propose(1, 1, {
      kind: "tip-sent",
      target: { type: "account", recipientUserId: 2 },
      amountSat: 21,
    });
    outage.failing = (namespace, key) => namespace === "accounts" && key === "2";
    await expect(payments.execute(tip.id, 1)).rejects.toThrow(/does not answer/);
    // Nothing claimed, nothing sent, nothing counted: the confirmation is still good.
    expect(await store.readClaim(`send:${tip.id}`)).toBeUndefined();
    expect((await ledger.get(tip.id))?.state).not.toBe("unknown");
    expect(await payments.spentToday(1)).toBe(0);
    outage.failing = undefined;
    expect((await payments.execute(tip.id, 1)).status).toBe("sent");
    expect(gateway.sends).toHaveLength(1);
  });

  it("a refused send is recorded failed and its amount given back to the day once the store answers", async () => {
    gateway.sendBehaviour = "reject";
    const confirmation = await payments.propose(1, 1, payInvoice(100_000));
    const back = Promise.withResolvers<void>();
    gateway.hold = back.promise;
    const running = payments.execute(confirmation.id, 1);
    await until(() => gateway.sends.length === 1);
    outage.down = true;
    back.resolve();
    await until(() => outage.refused >= 3);
    outage.down = false;
    expect((await running).status).toBe("failed");
    expect((await ledger.get(confirmation.id))?.state).toBe("failed");
    expect(await payments.spentToday(1)).toBe(0);
  });
});

describe("the send sweeper after a store outage", () => {
  it("pauses for quietAfterFailureMs after a failed sweep, so a live holder records its outcome first", async () => {
    let at = 0;
    let sweeps = 0;
    let failing = true;
    const sweeper = new SendSweeper({
      payments: {
        async sweepUnsettled() {
          sweeps++;
          if (failing) throw new Error("the store does not answer");
          return 0;
        },
      },
      store,
      logger: createLogger("silent"),
      quietAfterFailureMs: 15_000,
      now: () => at,
    });
    expect(await sweeper.sweepOnce()).toBe(0);
    expect(sweeps).toBe(1);
    // The store answers again: no sweep yet (a holder whose lease ran out records its outcome).
    failing = false;
    at = 14_999;
    expect(await sweeper.sweepOnce()).toBe(0);
    expect(sweeps).toBe(1);
    at = 15_000;
    await sweeper.sweepOnce();
    expect(sweeps).toBe(2);
  });
});

describe("the sweeper's stop", () => {
  it("tells a sweep under way to stop (its signal aborts), and waits for it to end", async () => {
    const started = Promise.withResolvers<AbortSignal>();
    let ended = false;
    const sweeper = new SendSweeper({
      payments: {
        async sweepUnsettled(signal) {
          started.resolve(signal);
          // A long sweep that stops between its steps once told to.
          await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
          ended = true;
          return 0;
        },
      },
      store,
      logger: createLogger("silent"),
      intervalMs: 60_000,
    });
    sweeper.start();
    const signal = await started.promise;
    expect(signal.aborted).toBe(false);
    await sweeper.stop();
    expect(signal.aborted).toBe(true);
    expect(ended).toBe(true);
  });
});
