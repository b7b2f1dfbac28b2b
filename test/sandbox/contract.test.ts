/**
 * The project's gateway client against the sandbox: every operation of the
 * contract (4.1 to 4.7) and every refusal of B.4 that the sandbox itself
 * produces (rate limits and gateway trouble are in faults.test.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { decodeLnurl } from "../../src/bitcoin/lnurl.ts";
import { createGateway } from "../../src/gateway/client.ts";
import {
  GatewayAuthenticationError,
  type GatewayError,
  GatewayRejectedError,
  GrpcCode,
} from "../../src/gateway/errors.ts";
import type { GatewayAccountClient } from "../../src/gateway/types.ts";
import {
  clientFor,
  closeAll,
  foreignInvoice,
  merchantWithClient,
  testReceiver,
  testSandbox,
} from "./support.ts";

afterEach(closeAll);

/** The typed error a call fails with. */
async function failure(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error("expected the call to fail");
  return error as GatewayError;
}

async function expectRejected(call: Promise<unknown>, grpcCode: number, message: RegExp) {
  const error = await failure(call);
  expect(error).toBeInstanceOf(GatewayRejectedError);
  expect(error.status).toBe(
    grpcCode === GrpcCode.NOT_FOUND ? 404 : grpcCode === GrpcCode.PERMISSION_DENIED ? 403 : 400,
  );
  expect(error.grpcCode).toBe(grpcCode);
  expect(error.gatewayMessage).toMatch(message);
  return error;
}

describe("the seven operations", () => {
  it("4.2 then 4.1: the payer is debited, the payee credited, the invoice marked paid", async () => {
    const sandbox = await testSandbox();
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const bob = await merchantWithClient(sandbox, { balanceSat: 0 });

    const created = await bob.client.createInvoice(1_500, "coffee");
    expect(created.id).toMatch(/^[0-9a-f]{64}$/);
    expect(created.invoice).toMatch(/^lnbcrt15u1/);
    await alice.client.sendPayment(created.invoice);

    expect(await alice.client.getBalance()).toEqual({
      totalSat: 8_500,
      frozenSat: 0,
      spendableSat: 8_500,
    });
    expect(await bob.client.getBalance()).toEqual({
      totalSat: 1_500,
      frozenSat: 0,
      spendableSat: 1_500,
    });
    const invoice = sandbox.merchant(bob.credentials.merchantId)?.invoices[0];
    expect(invoice).toMatchObject({
      paymentHash: created.id,
      status: "paid",
      paidBy: alice.credentials.merchantId,
    });
  });

  it("4.1 pays out a foreign invoice: the payer is debited and the money leaves the sandbox", async () => {
    const sandbox = await testSandbox();
    const alice = await merchantWithClient(sandbox, { balanceSat: 5_000 });
    const { invoice, paymentHash } = foreignInvoice({ amountSat: 1_200 });

    await alice.client.sendPayment(invoice);

    expect((await alice.client.getBalance()).totalSat).toBe(3_800);
    expect(sandbox.merchant(alice.credentials.merchantId)?.payments).toEqual([
      expect.objectContaining({ kind: "lightning_out", amountSat: 1_200, feeSat: 0, paymentHash }),
    ]);
    expect(sandbox.totals()).toMatchObject({
      fundedSat: 5_000,
      paidOutSat: 1_200,
      balancesSat: 3_800,
    });
  });

  it("4.3 sends on-chain: amount plus the fixed fee are debited and a txid recorded", async () => {
    const sandbox = await testSandbox({ onchainFeeSat: 300 });
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });

    await alice.client.sendOnchain("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", 4_000);

    expect((await alice.client.getBalance()).totalSat).toBe(5_700);
    const [payment] = sandbox.merchant(alice.credentials.merchantId)?.payments ?? [];
    expect(payment).toMatchObject({
      kind: "onchain_out",
      amountSat: 4_000,
      feeSat: 300,
      bitcoinAddress: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080",
    });
    expect(payment?.txid).toMatch(/^[0-9a-f]{64}$/);
  });

  it("4.6 gives the /lnurlp route for a merchant id that is no lightning-address name", async () => {
    const sandbox = await testSandbox();
    const receiver = await testReceiver();
    const odd = clientFor(
      sandbox,
      await sandbox.createMerchant({
        webhookUrl: receiver.url,
        credentials: { merchantId: "Shop-42" },
      }),
    );
    const own = await odd.getLnurl();
    expect(decodeLnurl(own).toString()).toBe(`${sandbox.url}/lnurlp/Shop-42`);
    const payer = await merchantWithClient(sandbox, { balanceSat: 1_000 });
    await payer.client.sendPayment(await payer.client.invoiceFromLnurl(own, 400));
    expect((await odd.getBalance()).totalSat).toBe(400);
  });

  it("4.6 and 4.7 give the LNURL of the merchant's lightning address, and 4.4 + 4.1 pay through them", async () => {
    const sandbox = await testSandbox();
    const receiver = await testReceiver();
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const bob = await merchantWithClient(sandbox, { webhookUrl: `${receiver.url}/bob` });

    const own = await bob.client.getLnurl();
    const forMerchant = await alice.client.getMerchantLnurl(bob.credentials.merchantId);
    expect(own).toBe(forMerchant);
    // LUD-16: the code is the address <merchant id>@<host>, so a client can show that address.
    expect(decodeLnurl(own).toString()).toBe(
      `${sandbox.url}/.well-known/lnurlp/${bob.credentials.merchantId}`,
    );

    const invoice = await alice.client.invoiceFromLnurl(own, 2_100);
    expect(invoice).toMatch(/^lnbcrt21u1/);
    await alice.client.sendPayment(invoice);

    expect((await bob.client.getBalance()).totalSat).toBe(2_100);
    expect((await alice.client.getBalance()).totalSat).toBe(7_900);
    const [paid] = sandbox.merchant(bob.credentials.merchantId)?.invoices ?? [];
    expect(paid).toMatchObject({ source: "lnurl", status: "paid", amountSat: 2_100 });
  });

  it("4.5 reports total and frozen amounts, and only the spendable part can be paid", async () => {
    const sandbox = await testSandbox();
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    await sandbox.setFrozen(alice.credentials.merchantId, 7_000);

    expect(await alice.client.getBalance()).toEqual({
      totalSat: 10_000,
      frozenSat: 7_000,
      spendableSat: 3_000,
    });
    await expectRejected(
      alice.client.sendPayment(foreignInvoice({ amountSat: 3_001 }).invoice),
      GrpcCode.FAILED_PRECONDITION,
      /insufficient balance: 3001 sat needed, 3000 sat spendable/i,
    );
  });
});

describe("B.4 refusals", () => {
  async function twoMerchants(options: Parameters<typeof testSandbox>[0] = {}) {
    const sandbox = await testSandbox(options);
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const bob = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    return { sandbox, alice, bob };
  }

  it("400 INVALID_ARGUMENT for an undecodable invoice, LNURL or address", async () => {
    const { alice } = await twoMerchants();
    await expectRejected(
      alice.client.sendPayment("lnbcrt1garbage"),
      GrpcCode.INVALID_ARGUMENT,
      /invoice/i,
    );
    await expectRejected(
      alice.client.invoiceFromLnurl("lnurl1notanlnurl", 100),
      GrpcCode.INVALID_ARGUMENT,
      /not a valid LNURL/,
    );
    await expectRejected(
      alice.client.sendOnchain("bcrt1qnotanaddress", 1_000),
      GrpcCode.INVALID_ARGUMENT,
      /not a valid bitcoin address/,
    );
    await expectRejected(
      alice.client.createInvoice(100, "x".repeat(640)),
      GrpcCode.INVALID_ARGUMENT,
      /at most 639/,
    );
    expect((await alice.client.getBalance()).totalSat).toBe(10_000);
  });

  it("400 INVALID_ARGUMENT for an invoice or address of another network", async () => {
    const { alice } = await twoMerchants();
    await expectRejected(
      alice.client.sendPayment(foreignInvoice({ network: "mainnet" }).invoice),
      GrpcCode.INVALID_ARGUMENT,
      /for mainnet, but this gateway pays regtest invoices only/,
    );
    await expectRejected(
      alice.client.sendOnchain("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", 1_000),
      GrpcCode.INVALID_ARGUMENT,
      /for mainnet, but this gateway sends on regtest only/,
    );
  });

  it("400 INVALID_ARGUMENT for a zero-amount invoice and for paying one's own invoice", async () => {
    const { alice } = await twoMerchants();
    await expectRejected(
      alice.client.sendPayment(foreignInvoice({ amountSat: undefined }).invoice),
      GrpcCode.INVALID_ARGUMENT,
      /no amount/,
    );
    const own = await alice.client.createInvoice(100, "mine");
    await expectRejected(
      alice.client.sendPayment(own.invoice),
      GrpcCode.INVALID_ARGUMENT,
      /your own invoice/,
    );
    expect((await alice.client.getBalance()).totalSat).toBe(10_000);
  });

  it("400 FAILED_PRECONDITION for an invoice already paid, sandbox or foreign", async () => {
    const { alice, bob } = await twoMerchants();
    const created = await bob.client.createInvoice(500, "once");
    await alice.client.sendPayment(created.invoice);
    await expectRejected(
      alice.client.sendPayment(created.invoice),
      GrpcCode.FAILED_PRECONDITION,
      /already been paid/,
    );
    const foreign = foreignInvoice({ amountSat: 300 }).invoice;
    await alice.client.sendPayment(foreign);
    await expectRejected(
      bob.client.sendPayment(foreign),
      GrpcCode.FAILED_PRECONDITION,
      /already been paid/,
    );
    expect((await alice.client.getBalance()).totalSat).toBe(10_000 - 500 - 300);
    expect((await bob.client.getBalance()).totalSat).toBe(10_000 + 500);
  });

  it("400 FAILED_PRECONDITION for an expired invoice, sandbox or foreign", async () => {
    let now = Date.now();
    const { alice, bob } = await twoMerchants({ clock: () => now });
    const created = await bob.client.createInvoice(500, "soon stale");
    now += 3_600_000;
    await expectRejected(
      alice.client.sendPayment(created.invoice),
      GrpcCode.FAILED_PRECONDITION,
      /expired/,
    );
    const stale = foreignInvoice({
      timestampSec: Math.floor(now / 1000) - 120,
      expirySec: 60,
    }).invoice;
    await expectRejected(alice.client.sendPayment(stale), GrpcCode.FAILED_PRECONDITION, /expired/);
    expect((await alice.client.getBalance()).totalSat).toBe(10_000);
  });

  it("400 FAILED_PRECONDITION for insufficient balance, on- and off-chain", async () => {
    const { alice, bob } = await twoMerchants({ onchainFeeSat: 250 });
    const big = await bob.client.createInvoice(10_001, "too much");
    await expectRejected(
      alice.client.sendPayment(big.invoice),
      GrpcCode.FAILED_PRECONDITION,
      /insufficient balance/i,
    );
    // The fee counts: 9 800 + 250 > 10 000.
    await expectRejected(
      alice.client.sendOnchain("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", 9_800),
      GrpcCode.FAILED_PRECONDITION,
      /10050 sat needed, 10000 sat spendable/,
    );
    expect((await alice.client.getBalance()).totalSat).toBe(10_000);
  });

  it("400 FAILED_PRECONDITION from 4.6 and 4.7 while the merchant has no webhook", async () => {
    const { sandbox, alice, bob } = await twoMerchants();
    await expectRejected(alice.client.getLnurl(), GrpcCode.FAILED_PRECONDITION, /no webhook/i);
    await expectRejected(
      alice.client.getMerchantLnurl(bob.credentials.merchantId),
      GrpcCode.FAILED_PRECONDITION,
      /no webhook/i,
    );
    await sandbox.setWebhook(bob.credentials.merchantId, "http://127.0.0.1:9/events");
    expect(await alice.client.getMerchantLnurl(bob.credentials.merchantId)).toMatch(/^lnurl1/);
  });

  it("401 UNAUTHENTICATED for an unknown key, a wrong secret and a reused nonce", async () => {
    const { sandbox, alice } = await twoMerchants();
    const unknown = clientFor(sandbox, { ...alice.credentials, apiKey: "ak_unknown" });
    const wrongSecret = clientFor(sandbox, { ...alice.credentials, secretKey: "ab".repeat(32) });
    for (const client of [unknown, wrongSecret]) {
      const error = await failure(client.createInvoice(100, "x"));
      expect(error).toBeInstanceOf(GatewayAuthenticationError);
      expect(error).toMatchObject({ status: 401, grpcCode: GrpcCode.UNAUTHENTICATED });
    }
    const fixedNonce: GatewayAccountClient = createGateway({
      baseUrl: sandbox.url,
      retry: { limit: 0 },
      nonce: () => "1732262400000001",
    }).account(alice.credentials);
    await fixedNonce.createInvoice(100, "first");
    const replay = await failure(fixedNonce.createInvoice(100, "second"));
    expect(replay).toBeInstanceOf(GatewayAuthenticationError);
    expect(replay.gatewayMessage).toMatch(/nonce was already used/);
    expect(sandbox.merchant(alice.credentials.merchantId)?.invoices).toHaveLength(1);
  });

  it("403 PERMISSION_DENIED when merchant_id is not the key's merchant", async () => {
    const { sandbox, alice, bob } = await twoMerchants();
    const impostor = clientFor(sandbox, {
      ...alice.credentials,
      merchantId: bob.credentials.merchantId,
    });
    const created = await alice.client.createInvoice(100, "x");
    await expectRejected(
      impostor.sendPayment(created.invoice),
      GrpcCode.PERMISSION_DENIED,
      /not the merchant of this API key/,
    );
    expect((await bob.client.getBalance()).totalSat).toBe(10_000);
  });

  it("404 NOT_FOUND for an unknown merchant in 4.7", async () => {
    const { alice } = await twoMerchants();
    await expectRejected(
      alice.client.getMerchantLnurl("m_nobody"),
      GrpcCode.NOT_FOUND,
      /no merchant/,
    );
  });
});
