/**
 * The `/sandbox/…` admin routes over HTTP, as an operator with curl or the
 * CLI uses them: token protection, merchant creation and funding, webhook
 * and address set-up, the state view (without secrets), and faults.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { clientFor, closeAll, testReceiver, testSandbox } from "./support.ts";

afterEach(closeAll);

const TOKEN = "admin-token-for-tests-0123456789";

async function admin(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
  token: string | null = TOKEN,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function credentialsOf(body: Record<string, unknown>): MerchantCredentials {
  return {
    merchantId: String(body.merchant_id),
    apiKey: String(body.api_key),
    secretKey: String(body.secret_key),
  };
}

describe("admin routes", () => {
  it("need the admin token when one is configured", async () => {
    const sandbox = await testSandbox({ adminToken: TOKEN });
    expect((await admin(sandbox, "GET", "/sandbox", undefined, null)).status).toBe(401);
    expect((await admin(sandbox, "POST", "/sandbox/merchants", {}, "wrong")).status).toBe(401);
    expect(sandbox.merchantIds()).toHaveLength(0);
    expect((await admin(sandbox, "GET", "/sandbox")).status).toBe(200);
  });

  it("create, fund and freeze merchants whose credentials work with the client", async () => {
    const sandbox = await testSandbox({ adminToken: TOKEN });
    const created = await admin(sandbox, "POST", "/sandbox/merchants", { balance: "100000" });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      merchant_id: expect.stringMatching(/^m_[0-9a-f]{16}$/),
      api_key: expect.any(String),
      secret_key: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const credentials = credentialsOf(created.body);
    const id = credentials.merchantId;
    expect(
      await admin(sandbox, "POST", `/sandbox/merchants/${id}/fund`, { amount: "2500" }),
    ).toMatchObject({
      status: 200,
      body: { merchant_id: id, balance: "102500", frozen: "0" },
    });
    await admin(sandbox, "PUT", `/sandbox/merchants/${id}/frozen`, { amount: "500" });
    expect(await clientFor(sandbox, credentials).getBalance()).toEqual({
      totalSat: 102_500,
      frozenSat: 500,
      spendableSat: 102_000,
    });
    expect(
      await admin(sandbox, "POST", `/sandbox/merchants/${id}/fund`, { amount: "0" }),
    ).toMatchObject({
      status: 400,
      body: { code: 3 },
    });
    expect(
      (await admin(sandbox, "POST", "/sandbox/merchants/m_nobody/fund", { amount: "1" })).status,
    ).toBe(404);
  });

  it("show a merchant's invoices, payments and delivered events, but no secrets", async () => {
    const sandbox = await testSandbox();
    const receiver = await testReceiver();
    const payer = credentialsOf(
      (await admin(sandbox, "POST", "/sandbox/merchants", { balance: 5_000 })).body,
    );
    const payee = credentialsOf((await admin(sandbox, "POST", "/sandbox/merchants", {})).body);
    await admin(sandbox, "PUT", `/sandbox/merchants/${payee.merchantId}/webhook`, {
      url: `${receiver.url}/hook`,
    });
    const invoice = await clientFor(sandbox, payee).createInvoice(1_234, "admin view");
    await clientFor(sandbox, payer).sendPayment(invoice.invoice);
    await sandbox.webhooksIdle();

    const view = await admin(sandbox, "GET", `/sandbox/merchants/${payee.merchantId}`);
    expect(view.body).toMatchObject({
      merchant_id: payee.merchantId,
      balance: "1234",
      spendable: "1234",
      webhook_url: `${receiver.url}/hook`,
      invoices: [{ id: invoice.id, amount: "1234", status: "paid", paid_by: payer.merchantId }],
      events: [
        {
          event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
          body: { lightning_invoice_is_paid: { id: invoice.id } },
          status: "delivered",
          attempts: [{ status: 200, error: null }],
        },
      ],
    });
    const text = JSON.stringify(view.body);
    expect(text).not.toContain(payee.secretKey);
    expect(text).not.toContain(payee.apiKey);
    const payerView = await admin(sandbox, "GET", `/sandbox/merchants/${payer.merchantId}`);
    expect(payerView.body).toMatchObject({
      balance: "3766",
      payments: [{ kind: "internal", amount: "1234", fee: "0", payee: payee.merchantId }],
    });
    const overview = await admin(sandbox, "GET", "/sandbox");
    expect(overview.body).toMatchObject({
      network: "regtest",
      node_pubkey: sandbox.nodePublicKey,
      onchain_fee: "250",
      merchants: 2,
      totals: { funded: "5000", paid_out: "0", fees: "0", balances: "5000" },
    });
    const list = await admin(sandbox, "GET", "/sandbox/merchants");
    expect(list.body.merchants).toHaveLength(2);
  });

  it("set and remove webhooks and lightning-address names", async () => {
    const sandbox = await testSandbox();
    const merchant = credentialsOf((await admin(sandbox, "POST", "/sandbox/merchants", {})).body);
    const path = `/sandbox/merchants/${merchant.merchantId}`;
    expect((await admin(sandbox, "PUT", `${path}/webhook`, { url: "ftp://x" })).status).toBe(400);
    await admin(sandbox, "PUT", `${path}/webhook`, { url: "https://shop.example/events" });
    expect(sandbox.merchant(merchant.merchantId)?.webhookUrl).toBe("https://shop.example/events");
    await admin(sandbox, "PUT", `${path}/webhook`, { url: null });
    expect(sandbox.merchant(merchant.merchantId)?.webhookUrl).toBeUndefined();

    const address = await admin(sandbox, "POST", `${path}/address`, { name: "Alice" });
    expect(address.body).toMatchObject({ address: `alice@${new URL(sandbox.url).host}` });
    const payRequest = await fetch(`${sandbox.url}/.well-known/lnurlp/alice`);
    expect(await payRequest.json()).toMatchObject({ tag: "payRequest" });
    expect((await admin(sandbox, "POST", `${path}/address`, { name: "no spaces" })).status).toBe(
      400,
    );
  });

  it("inject and clear faults, named by operation, number or contract path", async () => {
    const sandbox = await testSandbox();
    const merchant = credentialsOf(
      (await admin(sandbox, "POST", "/sandbox/merchants", { balance: "10" })).body,
    );
    const client = clientFor(sandbox, merchant, { retryLimit: 0 });
    const added = await admin(sandbox, "POST", "/sandbox/faults", {
      route: "/gateway/api/lightning/v1/balance",
      status: 429,
      retry_after: 1,
      times: 1,
    });
    expect(added.body).toMatchObject({
      route: "getBalance",
      status: 429,
      retry_after: 1,
      remaining: 1,
    });
    await expect(client.getBalance()).rejects.toMatchObject({ status: 429, retryAfterMs: 1_000 });
    expect((await client.getBalance()).totalSat).toBe(10);

    await admin(sandbox, "POST", "/sandbox/faults", { route: "4.5", status: 503 });
    expect((await admin(sandbox, "GET", "/sandbox/faults")).body.faults).toHaveLength(1);
    await admin(sandbox, "DELETE", "/sandbox/faults");
    expect((await client.getBalance()).totalSat).toBe(10);
    expect(
      (await admin(sandbox, "POST", "/sandbox/faults", { route: "nowhere", status: 503 })).status,
    ).toBe(400);
  });

  it("answer unknown admin routes with 404", async () => {
    const sandbox = await testSandbox();
    expect((await admin(sandbox, "GET", "/sandbox/nothing")).status).toBe(404);
    expect((await admin(sandbox, "DELETE", "/sandbox/merchants")).status).toBe(404);
  });
});
