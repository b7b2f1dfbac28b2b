/**
 * The engine's money in, against the sandbox over HTTP: an invoice is made
 * on the user's own account and recorded before it is shown; a gateway
 * event is applied once per account and event however often it comes, its
 * listeners told before it is marked handled; an event naming another
 * account's invoice touches nobody's history.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Account } from "../../src/accounts/accounts.ts";
import { createGateway, type Gateway } from "../../src/gateway/client.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { createLogger } from "../../src/logger.ts";
import { Ledger, type Operation } from "../../src/operations/ledger.ts";
import { type AppliedEvent, type EventListener, MoneyIn } from "../../src/operations/money-in.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";
import type { Store } from "../../src/storage/types.ts";
import { closeAll, testSandbox } from "../sandbox/support.ts";

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
  gateway = createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000, retry: { limit: 0 } });
});
afterEach(async () => {
  await store.close();
  await closeAll();
});

function engine(): MoneyIn {
  return new MoneyIn({
    store,
    ledger,
    gateway,
    intents: { get: async () => undefined },
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

/** A "paid" event as the gateway sends it (B.7). */
function paidEvent(paymentHash: string, amount?: number) {
  return {
    event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
    lightning_invoice_is_paid: { id: paymentHash, ...(amount ? { amount } : {}) },
  };
}

/** A listener that keeps what it was told. */
function recorder(): { told: AppliedEvent[]; listener: EventListener } {
  const told: AppliedEvent[] = [];
  return { told, listener: async (applied) => void told.push(applied) };
}

async function historyOf(userId: number): Promise<Operation[]> {
  return (await ledger.page(userId, 0, 100)).operations;
}

describe("MoneyIn.createInvoice", () => {
  it("makes the invoice on the user's own account and records it pending before returning", async () => {
    const alice = await accountOf(1);
    const made = await engine().createInvoice(alice, { amountSat: 2_100, description: "tea" });
    if (!made.ok) throw new Error("no invoice");
    expect(made.invoice).toMatch(/^lnbc/);
    expect(made.expiresAt).toBeGreaterThan(clock);
    expect(made.operation).toMatchObject({
      userId: 1,
      kind: "invoice",
      state: "pending",
      amountSat: 2_100,
      description: "tea",
    });
    expect(made.operation.paymentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await historyOf(1)).toEqual([made.operation]);
    expect(await ledger.findInvoice(made.operation.paymentHash ?? "")).toEqual(made.operation);
  });

  it("returns the gateway's refusal and records nothing", async () => {
    const alice = await accountOf(1);
    const wrongKeys = {
      ...alice,
      credentials: { ...alice.credentials, secretKey: "00".repeat(32) },
    } as Account;
    const made = await engine().createInvoice(wrongKeys, { amountSat: 500 });
    expect(made.ok).toBe(false);
    expect(await historyOf(1)).toEqual([]);
  });
});

describe("MoneyIn.applyEvent", () => {
  it("marks the user's invoice paid and tells the listeners once, however often the event comes", async () => {
    const alice = await accountOf(1);
    const moneyIn = engine();
    const made = await moneyIn.createInvoice(alice, { amountSat: 700 });
    if (!made.ok) throw new Error("no invoice");
    const hash = made.operation.paymentHash ?? "";
    const { told, listener } = recorder();
    const first = await moneyIn.applyEvent(alice, paidEvent(hash, 700), [listener]);
    const again = await moneyIn.applyEvent(alice, paidEvent(hash, 700), [listener]);
    expect([first, again]).toEqual(["applied", "duplicate"]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: "invoice-paid", operation: { id: made.operation.id } });
    expect(await historyOf(1)).toEqual([
      expect.objectContaining({ id: made.operation.id, state: "paid" }),
    ]);
  });

  it("applies one of many deliveries of the same event arriving at once", async () => {
    const alice = await accountOf(1);
    const moneyIn = engine();
    const { told, listener } = recorder();
    const hash = "ab".repeat(32);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        moneyIn.applyEvent(alice, paidEvent(hash, 1_000), [listener]),
      ),
    );
    expect(results.filter((r) => r === "applied")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(5);
    expect(told).toHaveLength(1);
    // Money through the pay code: one entry for one event.
    expect(await historyOf(1)).toEqual([
      expect.objectContaining({
        kind: "received",
        state: "paid",
        amountSat: 1_000,
        paymentHash: hash,
      }),
    ]);
  });

  it("refuses an event naming another account's invoice without touching anyone's history", async () => {
    const alice = await accountOf(1);
    const carol = await accountOf(3);
    const moneyIn = engine();
    const made = await moneyIn.createInvoice(alice, { amountSat: 900 });
    if (!made.ok) throw new Error("no invoice");
    const { told, listener } = recorder();
    // Carol signs an event with her own keys naming Alice's invoice.
    await moneyIn.applyEvent(carol, paidEvent(made.operation.paymentHash ?? "", 900), [listener]);
    expect(told).toEqual([]);
    expect(await historyOf(3)).toEqual([]);
    expect(await historyOf(1)).toEqual([made.operation]);
    // Alice's own event is still applied afterwards: Carol's marked nothing handled for her.
    const { told: toldAlice, listener: aliceListener } = recorder();
    expect(
      await moneyIn.applyEvent(alice, paidEvent(made.operation.paymentHash ?? "", 900), [
        aliceListener,
      ]),
    ).toBe("applied");
    expect(toldAlice).toHaveLength(1);
  });

  it("does not mark an event handled when a listener failed: the next delivery applies it", async () => {
    const alice = await accountOf(1);
    const moneyIn = engine();
    const made = await moneyIn.createInvoice(alice, { amountSat: 300 });
    if (!made.ok) throw new Error("no invoice");
    const hash = made.operation.paymentHash ?? "";
    const failing: EventListener = async () => {
      throw new Error("Telegram is down");
    };
    await expect(moneyIn.applyEvent(alice, paidEvent(hash), [failing])).rejects.toThrow("down");
    const { told, listener } = recorder();
    expect(await moneyIn.applyEvent(alice, paidEvent(hash), [listener])).toBe("applied");
    expect(told).toHaveLength(1);
    expect(await historyOf(1)).toEqual([
      expect.objectContaining({ id: made.operation.id, state: "paid" }),
    ]);
  });

  it("acknowledges other kinds of events and changes nothing", async () => {
    const alice = await accountOf(1);
    const { told, listener } = recorder();
    const applied = await engine().applyEvent(
      alice,
      { event_type: "EVENT_TYPE_ONCHAIN_RECEIVED", onchain: { amount: 5 } },
      [listener],
    );
    expect(applied).toBe("ignored");
    expect(told).toEqual([]);
    expect(await historyOf(1)).toEqual([]);
  });

  it("records money of unknown amount as such, with the balance now for the note", async () => {
    const alice = await accountOf(1);
    const { told, listener } = recorder();
    await engine().applyEvent(alice, paidEvent("cd".repeat(32)), [listener]);
    expect(await historyOf(1)).toEqual([
      expect.objectContaining({ kind: "received", amountSat: 0, amountUnknown: true }),
    ]);
    const balance = await gateway.account(alice.credentials).getBalance();
    expect(told).toEqual([
      expect.objectContaining({ kind: "received", balanceSat: balance.totalSat }),
    ]);
  });

  it("gives the owner's note once per event", async () => {
    const alice = await accountOf(1);
    const moneyIn = engine();
    const { told, listener } = recorder();
    await moneyIn.applyEvent(alice, paidEvent("ef".repeat(32), 40), [listener]);
    const [applied] = told;
    if (!applied) throw new Error("not told");
    expect(await moneyIn.firstNotice(applied)).toBe(true);
    expect(await moneyIn.firstNotice(applied)).toBe(false);
  });
});
