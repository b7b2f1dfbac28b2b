/**
 * The gateway events route of the server: the token finds the account,
 * the signature proves the gateway sent it, and only then does the engine
 * apply it and the listeners hear of it; a listener that fails leaves the
 * event to the gateway's next delivery (500).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Account } from "../../src/accounts/accounts.ts";
import { createGateway } from "../../src/gateway/client.ts";
import { webhookSignatureHeader } from "../../src/gateway/signing.ts";
import { createLogger } from "../../src/logger.ts";
import { Ledger } from "../../src/operations/ledger.ts";
import { type AppliedEvent, MoneyIn } from "../../src/operations/money-in.ts";
import { type GatewayEventResult, gatewayEventsRoute } from "../../src/server/gateway-events.ts";
import { HttpApp } from "../../src/server/http.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";
import type { Store } from "../../src/storage/types.ts";
import { closeAll, testSandbox } from "../sandbox/support.ts";

const logger = createLogger("silent");
const TOKEN = "tok-en-of-alice-0123456789";

let app: HttpApp;
let port: number;
let store: Store;
let ledger: Ledger;
let moneyIn: MoneyIn;
let alice: Account;
let told: AppliedEvent[];
let results: GatewayEventResult[];
let failNext: boolean;

beforeEach(async () => {
  const sandbox = await testSandbox();
  store = openMemoryStore();
  ledger = new Ledger(store, Date.now);
  moneyIn = new MoneyIn({
    store,
    ledger,
    gateway: createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000 }),
    intents: { get: async () => undefined },
    logger,
    now: Date.now,
  });
  alice = {
    userId: 1,
    credentials: await sandbox.createMerchant(),
    kind: "sandbox",
    eventsToken: TOKEN,
    connectedAt: Date.now(),
  } as Account;
  told = [];
  results = [];
  failNext = false;
  app = new HttpApp(logger);
  app.route(
    "POST",
    "/gateway-events/*",
    gatewayEventsRoute({
      accounts: { findByEventsToken: async (token) => (token === TOKEN ? alice : undefined) },
      moneyIn,
      logger,
      now: Date.now,
      listeners: [
        async (applied) => {
          if (failNext) {
            failNext = false;
            throw new Error("could not show it");
          }
          told.push(applied);
        },
      ],
      onResult: (result) => results.push(result),
    }),
  );
  port = await app.listen(0, "127.0.0.1");
});
afterEach(async () => {
  await app.close(100);
  await store.close();
  await closeAll();
});

/** Delivers `event` as the gateway does, signed with `secretKey` (Alice's by default). */
async function deliver(
  event: object,
  secretKey = alice.credentials.secretKey,
  signedAt = Math.floor(Date.now() / 1000),
) {
  const body = JSON.stringify(event);
  const res = await fetch(`http://127.0.0.1:${port}/gateway-events/${TOKEN}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-gateway-webhook-signature": webhookSignatureHeader(secretKey, signedAt, body),
    },
    body,
  });
  return { status: res.status, body: await res.json() };
}

function paid(paymentHash: string) {
  return {
    event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
    lightning_invoice_is_paid: { id: paymentHash, amount: 800 },
  };
}

describe("POST /gateway-events/<token>", () => {
  it("applies a signed event once, tells the listeners, and answers a repeat as duplicate", async () => {
    const made = await moneyIn.createInvoice(alice, { amountSat: 800 });
    if (!made.ok) throw new Error("no invoice");
    const hash = made.operation.paymentHash ?? "";
    expect(await deliver(paid(hash))).toEqual({ status: 200, body: { status: "accepted" } });
    expect(await deliver(paid(hash))).toEqual({ status: 200, body: { status: "duplicate" } });
    expect(told).toEqual([
      expect.objectContaining({
        kind: "invoice-paid",
        operation: expect.objectContaining({ state: "paid" }),
      }),
    ]);
    expect(results).toEqual(["applied", "duplicate"]);
  });

  it("refuses an event signed with another key before the engine sees it", async () => {
    const made = await moneyIn.createInvoice(alice, { amountSat: 800 });
    if (!made.ok) throw new Error("no invoice");
    const forged = await deliver(paid(made.operation.paymentHash ?? ""), "11".repeat(32));
    expect(forged.status).toBe(401);
    expect(told).toEqual([]);
    expect((await ledger.get(made.operation.id))?.state).toBe("pending");
    expect(results).toEqual(["bad_signature"]);
  });

  it("refuses an event signed more than 300 s ago and counts it as late, not forged", async () => {
    const made = await moneyIn.createInvoice(alice, { amountSat: 800 });
    if (!made.ok) throw new Error("no invoice");
    const old = Math.floor(Date.now() / 1000) - 301;
    const late = await deliver(paid(made.operation.paymentHash ?? ""), undefined, old);
    expect(late.status).toBe(401);
    expect(told).toEqual([]);
    expect(results).toEqual(["late"]);
  });

  it("answers 500 when a listener failed, and applies the event on the next delivery", async () => {
    const made = await moneyIn.createInvoice(alice, { amountSat: 800 });
    if (!made.ok) throw new Error("no invoice");
    const hash = made.operation.paymentHash ?? "";
    failNext = true;
    expect((await deliver(paid(hash))).status).toBe(500);
    expect(await deliver(paid(hash))).toEqual({ status: 200, body: { status: "accepted" } });
    expect(told).toHaveLength(1);
    expect(results).toEqual(["failed", "applied"]);
  });
});
