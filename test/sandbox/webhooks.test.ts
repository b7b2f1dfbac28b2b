/**
 * B.7 events from the sandbox: the body, the signature (checked with the
 * receiver-side `verifyWebhookSignature` and with an independent HMAC
 * against the contract's vector), retries until a 2xx answer, giving up
 * after the limit, redelivery, and the on-chain receipt event.
 */
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "../../src/gateway/signing.ts";
import {
  clientFor,
  closeAll,
  merchantWithClient,
  testReceiver,
  testSandbox,
  waitFor,
} from "./support.ts";

afterEach(closeAll);

const VECTOR_SECRET = "8d5f1c2a9e0b47d3a6c4f8e21b9d7c05e3a1f6b8d2c4e9a7b5f0d3c1e8a6b4f2";

/** B.7 computed independently of src/gateway/signing.ts. */
function independentV1(secretHex: string, t: number, body: string): string {
  return createHmac("sha512", Buffer.from(secretHex, "hex")).update(`${t}.${body}`).digest("hex");
}

describe("webhook events (B.7)", () => {
  it("the independent HMAC used below reproduces the contract's vector", () => {
    const body =
      '{"event_type":"EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID","lightning_invoice_is_paid":{"id":"5b2c8f0e9d7a4c1b3e6f8a0d2c4b6e8f1a3c5e7b9d0f2a4c6e8b0d1f3a5c7e9b"}}';
    expect(independentV1(VECTOR_SECRET, 1_732_262_460, body)).toBe(
      "42aec2e1197c8928cc89388f5ed0031cb22116e2cef64b4b71aa7da7c100ad8ec9ebafbdd3215cd8286985d74bbdfd807933af674646b5bb2d042bf9725ce782",
    );
  });

  it("a paid invoice is announced to the payee, signed with its secret as in the vector", async () => {
    const t = 1_732_262_460;
    const sandbox = await testSandbox({ clock: () => t * 1000 + 250 });
    const receiver = await testReceiver();
    const payer = await merchantWithClient(sandbox, { balanceSat: 5_000 });
    const payee = await sandbox.createMerchant({
      webhookUrl: `${receiver.url}/events/payee`,
      credentials: { secretKey: VECTOR_SECRET },
    });
    const invoice = await clientFor(sandbox, payee).createInvoice(700, "tea");
    await payer.client.sendPayment(invoice.invoice);
    await sandbox.webhooksIdle();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    // B.7's body, plus the amount in satoshi: an extra a receiver must not require.
    const expectedBody = `{"event_type":"EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID","lightning_invoice_is_paid":{"id":"${invoice.id}","amount":"700"}}`;
    expect(delivery?.path).toBe("/events/payee");
    expect(delivery?.body).toBe(expectedBody);
    expect(delivery?.headers["content-type"]).toBe("application/json");
    expect(delivery?.headers["x-gateway-webhook-signature"]).toBe(
      `t=${t},v1=${independentV1(VECTOR_SECRET, t, expectedBody)}`,
    );
    const verdict = verifyWebhookSignature(
      VECTOR_SECRET,
      delivery?.headers["x-gateway-webhook-signature"] as string,
      delivery?.body ?? "",
      t,
    );
    expect(verdict).toEqual({ ok: true, timestampSec: t });
    expect(sandbox.merchant(payee.merchantId)?.events).toEqual([
      expect.objectContaining({
        status: "delivered",
        attempts: [expect.objectContaining({ status: 200 })],
      }),
    ]);
  });

  it("retries with backoff until the receiver answers 2xx, each attempt freshly signed", async () => {
    const sandbox = await testSandbox({ webhookRetry: { attempts: 5, baseDelayMs: 5 } });
    const receiver = await testReceiver((_request, index) => ({ status: index < 2 ? 503 : 204 }));
    const payer = await merchantWithClient(sandbox, { balanceSat: 5_000 });
    const payee = await merchantWithClient(sandbox, { webhookUrl: receiver.url });
    const invoice = await payee.client.createInvoice(100, "retry me");
    await payer.client.sendPayment(invoice.invoice);
    await sandbox.webhooksIdle();

    expect(receiver.received).toHaveLength(3);
    for (const delivery of receiver.received) {
      const verdict = verifyWebhookSignature(
        payee.credentials.secretKey,
        delivery.headers["x-gateway-webhook-signature"] as string,
        delivery.body,
        Math.floor(Date.now() / 1000),
      );
      expect(verdict.ok).toBe(true);
    }
    const [event] = sandbox.merchant(payee.credentials.merchantId)?.events ?? [];
    expect(event?.status).toBe("delivered");
    expect(event?.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 204]);
  });

  it("gives up after the attempt limit and can be redelivered on request", async () => {
    let healthy = false;
    const sandbox = await testSandbox({ webhookRetry: { attempts: 3, baseDelayMs: 1 } });
    const receiver = await testReceiver(() => ({ status: healthy ? 200 : 500 }));
    const payer = await merchantWithClient(sandbox, { balanceSat: 5_000 });
    const payee = await merchantWithClient(sandbox, { webhookUrl: receiver.url });
    await payer.client.sendPayment((await payee.client.createInvoice(100, "x")).invoice);
    await sandbox.webhooksIdle();

    const [failed] = sandbox.merchant(payee.credentials.merchantId)?.events ?? [];
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed?.attempts).toHaveLength(3);
    expect(receiver.received).toHaveLength(3);

    healthy = true;
    await sandbox.redeliverEvent(failed?.id ?? "");
    await sandbox.webhooksIdle();
    expect(sandbox.merchant(payee.credentials.merchantId)?.events[0]).toMatchObject({
      status: "delivered",
    });
    expect(receiver.received).toHaveLength(4);
    // The same event, so a receiver can recognise it as already handled.
    expect(receiver.received[3]?.body).toBe(receiver.received[0]?.body);
  });

  it("records an unreachable receiver as a failed attempt, not a crash", async () => {
    const sandbox = await testSandbox({ webhookRetry: { attempts: 2, baseDelayMs: 1 } });
    const payer = await merchantWithClient(sandbox, { balanceSat: 5_000 });
    const payee = await merchantWithClient(sandbox, { webhookUrl: "http://127.0.0.1:9/closed" });
    await payer.client.sendPayment((await payee.client.createInvoice(100, "x")).invoice);
    await sandbox.webhooksIdle();
    const [event] = sandbox.merchant(payee.credentials.merchantId)?.events ?? [];
    expect(event?.status).toBe("failed");
    expect(event?.attempts[0]?.error).toMatch(/connection failed|fetch failed/);
  });

  it("records an event for a merchant without webhook as failed, deliverable once one is set", async () => {
    const sandbox = await testSandbox();
    const receiver = await testReceiver();
    const payer = await merchantWithClient(sandbox, { balanceSat: 5_000 });
    const payee = await merchantWithClient(sandbox);
    await payer.client.sendPayment((await payee.client.createInvoice(100, "x")).invoice);
    await sandbox.webhooksIdle();
    const [event] = sandbox.merchant(payee.credentials.merchantId)?.events ?? [];
    expect(event).toMatchObject({
      status: "failed",
      attempts: [{ error: "the merchant has no webhook URL" }],
    });

    await sandbox.setWebhook(payee.credentials.merchantId, receiver.url);
    await sandbox.redeliverEvent(event?.id ?? "");
    await sandbox.webhooksIdle();
    expect(receiver.received).toHaveLength(1);
    expect(sandbox.merchant(payee.credentials.merchantId)?.events[0]?.status).toBe("delivered");
  });

  it("announces a simulated on-chain receipt with the bitcoin event", async () => {
    const sandbox = await testSandbox();
    const receiver = await testReceiver();
    const merchant = await sandbox.createMerchant({ webhookUrl: receiver.url });
    const receipt = await sandbox.receiveOnchain(merchant.merchantId, 20_000);
    await waitFor(() => receiver.received.length === 1);
    expect(receipt.bitcoinAddress).toMatch(/^bcrt1q[0-9a-z]{38}$/);
    expect(JSON.parse(receiver.received[0]?.body ?? "")).toEqual({
      event_type: "EVENT_TYPE_BITCOIN_INVOICE_IS_PAID",
      bitcoin_invoice_is_paid: { bitcoin_address: receipt.bitcoinAddress },
    });
    expect(sandbox.merchant(merchant.merchantId)?.balanceSat).toBe(20_000);
  });
});
