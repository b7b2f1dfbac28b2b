import { beforeEach, describe, expect, it } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import type { Gateway } from "../../src/gateway/client.ts";
import {
  GatewayOutcomeUnknownError,
  GatewayRejectedError,
  GrpcCode,
} from "../../src/gateway/errors.ts";
import type { GatewayAccountClient, MerchantCredentials } from "../../src/gateway/types.ts";
import { createLogger } from "../../src/logger.ts";
import { Ledger } from "../../src/operations/ledger.ts";
import {
  CONFIRMATION_TTL_MS,
  type ExecuteResult,
  INTERRUPTED_AFTER_MS,
  Payments,
  type SendRequest,
} from "../../src/operations/payments.ts";
import { openStore } from "../../src/storage/index.ts";
import type { Store } from "../../src/storage/types.ts";
import { makeInvoice } from "../support/invoices.ts";

type SendBehaviour = "ok" | "reject" | "unknown" | "slow";

/** A scripted gateway: counts sends, answers as told. */
class ScriptedGateway implements Gateway {
  sends: string[] = [];
  onchain: Array<{ address: string; amountSat: number }> = [];
  sendBehaviour: SendBehaviour = "ok";
  /** Runs while a send is at the gateway; a behaviour it returns applies to that send only. */
  onSend: (() => Promise<SendBehaviour | undefined>) | undefined;
  lnurlInvoice = "";

  account(credentials: MerchantCredentials): GatewayAccountClient {
    const gateway = this;
    return {
      async sendPayment(invoice) {
        gateway.sends.push(invoice);
        const behaviour = (await gateway.onSend?.()) ?? gateway.sendBehaviour;
        if (behaviour === "slow") await new Promise((r) => setTimeout(r, 30));
        if (behaviour === "reject") {
          throw new GatewayRejectedError("insufficient balance", {
            operation: "sendPayment",
            status: 400,
            grpcCode: GrpcCode.FAILED_PRECONDITION,
            gatewayMessage: "insufficient balance",
          });
        }
        if (behaviour === "unknown") {
          throw new GatewayOutcomeUnknownError("timeout after send", { operation: "sendPayment" });
        }
      },
      async createInvoice(amountSat) {
        return { id: "ab".repeat(32), invoice: invoiceFor(amountSat) };
      },
      async sendOnchain(address, amountSat) {
        gateway.onchain.push({ address, amountSat });
      },
      async invoiceFromLnurl() {
        return gateway.lnurlInvoice;
      },
      async getBalance() {
        return { totalSat: 1e6, frozenSat: 0, spendableSat: 1e6 };
      },
      async getLnurl() {
        return `lnurl-of-${credentials.merchantId}`;
      },
      async getMerchantLnurl(id) {
        return `lnurl-of-${id}`;
      },
    };
  }
}

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
  gateway = new ScriptedGateway();
  ledger = new Ledger(store, now);
  const sandbox = {
    n: 0,
    async createMerchant() {
      this.n++;
      return { merchantId: `m${this.n}`, apiKey: `k${this.n}`, secretKey: "00".repeat(32) };
    },
    setWebhook() {},
  };
  const accounts = new AccountService({
    store,
    box: new SecretBox(Buffer.alloc(32, 1)),
    sandbox,
    eventsUrl: () => undefined,
    now,
  });
  payments = new Payments({
    store,
    ledger,
    accounts,
    gateway,
    network: "regtest",
    limits,
    logger: createLogger("silent"),
    now,
  });
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
    gateway.sendBehaviour = "slow";
    const running = payments.execute(confirmation.id, 1);
    await new Promise((r) => setTimeout(r, 10));
    expect((await ledger.get(confirmation.id))?.state).toBe("pending");
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
      error: { kind: "bad_invoice" },
    });
    const expired = await payments.propose(1, 1, payInvoice(1_000));
    clock += 2 * 60 * 60_000;
    await store.keyv("confirmations").set(expired.id, { ...expired, expiresAt: clock + 60_000 });
    expect(await payments.execute(expired.id, 1)).toMatchObject({
      status: "failed",
      error: { kind: "bad_invoice", reason: "the invoice has expired" },
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

  it("marks a send interrupted after its claim as unknown, never as re-sendable", async () => {
    const confirmation = await payments.propose(1, 1, payInvoice(1_000));
    // A crash right after the claim: pending in the ledger, claim taken, nothing sent.
    await ledger.record({
      id: confirmation.id,
      userId: 1,
      kind: "payment",
      state: "pending",
      amountSat: 1_000,
    });
    await store.claim(`send:${confirmation.id}`, `claimed:${clock}`);
    expect((await payments.execute(confirmation.id, 1)).status).toBe("already");
    clock += INTERRUPTED_AFTER_MS + 1;
    const page = await ledger.page(1, 0, 10);
    expect(await payments.sweepInterrupted(page.operations)).toBe(1);
    expect((await ledger.get(confirmation.id))?.state).toBe("unknown");
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
