/**
 * The sandbox's test vouchers (LNURL-withdraw, LUD-03): issued through the
 * admin route, read and redeemed over HTTP as a wallet would, each paid
 * once from its funder, every refusal an LNURL ERROR with its reason.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  decodeLnurl,
  parseWithdrawLink,
  readWithdrawRequest,
  withdrawCallbackUrl,
} from "../../src/bitcoin/lnurl.ts";
import { createGateway } from "../../src/gateway/client.ts";
import { startSandbox } from "../../src/sandbox/server.ts";
import { closeAll, merchantWithClient, testSandbox } from "./support.ts";

afterEach(closeAll);

async function getJson(url: string | URL): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

async function adminVoucher(base: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}/sandbox/vouchers`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the sandbox's test vouchers", () => {
  it("are issued by the admin route as an LNURL, an lnurlw:// link and a URL of the same request", async () => {
    const sandbox = await testSandbox();
    const created = await adminVoucher(sandbox.url, {
      max: "5000",
      min: 100,
      description: "Coffee voucher",
    });
    expect(created.status).toBe(200);
    const voucher = created.body;
    expect(voucher).toMatchObject({
      min: "100",
      max: "5000",
      description: "Coffee voucher",
      pays: true,
      used_at: null,
      callbacks: 0,
    });
    expect(decodeLnurl(String(voucher.lnurl)).toString()).toBe(voucher.url);
    expect(parseWithdrawLink(String(voucher.link))?.url.toString()).toBe(voucher.url);
    // Without a funder, a new merchant holds exactly the voucher's maximum.
    expect(sandbox.merchant(String(voucher.funder))?.balanceSat).toBe(5000);

    const read = await getJson(String(voucher.url));
    expect(read.status).toBe(200);
    expect(readWithdrawRequest(read.body, "sandbox")).toMatchObject({
      minSat: 100,
      maxSat: 5000,
      description: "Coffee voucher",
      callback: `${voucher.url}/callback`,
    });
    expect((await getJson(`${sandbox.url}/sandbox/vouchers/${voucher.id}`)).body).toEqual(voucher);
  });

  it("refuse a voucher without a max, with min above max or an unknown funder", async () => {
    const sandbox = await testSandbox();
    for (const body of [{}, { max: "10", min: "20" }, { max: "10", funder: "m_nobody" }]) {
      const answer = await adminVoucher(sandbox.url, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(String(answer.body.message)).not.toBe("");
    }
    expect((await getJson(`${sandbox.url}/sandbox/vouchers/v_nothing`)).status).toBe(404);
  });

  it("pay an invoice in range once from the funder, raise the payee's event, then say they are used", async () => {
    const sandbox = await testSandbox();
    const funder = await sandbox.createMerchant({ balanceSat: 10_000 });
    const { credentials, client } = await merchantWithClient(sandbox);
    const voucher = await sandbox.createVoucher({ funderId: funder.merchantId, maxSat: 3_000 });
    const request = readWithdrawRequest((await getJson(voucher.url)).body, "sandbox");
    const invoice = await client.createInvoice(2_500, "voucher");

    const paid = await getJson(withdrawCallbackUrl(request.callback, request.k1, invoice.invoice));
    expect(paid).toEqual({ status: 200, body: { status: "OK" } });
    expect(sandbox.merchant(credentials.merchantId)?.balanceSat).toBe(2_500);
    expect(sandbox.merchant(funder.merchantId)?.balanceSat).toBe(7_500);
    expect(sandbox.merchant(credentials.merchantId)?.events[0]?.body).toContain(invoice.id);
    expect(sandbox.voucher(voucher.id)).toMatchObject({ paymentHash: invoice.id, callbacks: 1 });

    // A second invoice, or the same one again: refused, nothing more paid.
    const again = await client.createInvoice(100, "again");
    for (const pr of [again.invoice, invoice.invoice]) {
      const refused = await getJson(withdrawCallbackUrl(request.callback, request.k1, pr));
      expect(refused).toEqual({
        status: 400,
        body: { status: "ERROR", reason: "This voucher has already been redeemed." },
      });
    }
    expect(sandbox.merchant(credentials.merchantId)?.balanceSat).toBe(2_500);
    expect(sandbox.voucher(voucher.id)?.callbacks).toBe(3);
    expect((await getJson(voucher.url)).body).toEqual({
      status: "ERROR",
      reason: "This voucher has already been redeemed.",
    });
  });

  it("pay once when two callbacks arrive at the same moment", async () => {
    const sandbox = await testSandbox();
    const { credentials, client } = await merchantWithClient(sandbox);
    const voucher = await sandbox.createVoucher({ maxSat: 1_000 });
    const request = readWithdrawRequest((await getJson(voucher.url)).body, "sandbox");
    const invoices = await Promise.all([
      client.createInvoice(1_000, "a"),
      client.createInvoice(1_000, "b"),
    ]);
    const answers = await Promise.all(
      invoices.map((made) =>
        getJson(withdrawCallbackUrl(request.callback, request.k1, made.invoice)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(sandbox.merchant(credentials.merchantId)?.balanceSat).toBe(1_000);
  });

  it("refuse a wrong k1, an amount out of range and a funder short of money, and stay usable", async () => {
    const sandbox = await testSandbox();
    const funder = await sandbox.createMerchant({ balanceSat: 500 });
    const { credentials, client } = await merchantWithClient(sandbox);
    const voucher = await sandbox.createVoucher({
      funderId: funder.merchantId,
      minSat: 200,
      maxSat: 800,
    });
    const request = readWithdrawRequest((await getJson(voucher.url)).body, "sandbox");
    const call = async (k1: string, amountSat: number) => {
      const made = await client.createInvoice(amountSat, "try");
      return (await getJson(withdrawCallbackUrl(request.callback, k1, made.invoice))).body;
    };
    expect(await call("00".repeat(32), 300)).toEqual({
      status: "ERROR",
      reason: "This k1 is not the voucher's.",
    });
    expect(await call(request.k1, 100)).toMatchObject({
      status: "ERROR",
      reason: expect.stringMatching(/200 to 800 sat/),
    });
    expect(await call(request.k1, 900)).toMatchObject({ status: "ERROR" });
    expect(await call(request.k1, 700)).toMatchObject({
      status: "ERROR",
      reason: expect.stringMatching(/Insufficient balance/),
    });
    expect(sandbox.voucher(voucher.id)?.usedAt).toBeUndefined();
    expect(await call(request.k1, 500)).toEqual({ status: "OK" });
    expect(sandbox.merchant(credentials.merchantId)?.balanceSat).toBe(500);
  });

  it("with pays: false accept the invoice, never pay it, and count as used", async () => {
    const sandbox = await testSandbox();
    const { credentials, client } = await merchantWithClient(sandbox);
    const created = await adminVoucher(sandbox.url, { max: 1_000, pays: false });
    const request = readWithdrawRequest((await getJson(String(created.body.url))).body, "sandbox");
    const made = await client.createInvoice(1_000, "never");
    expect(
      (await getJson(withdrawCallbackUrl(request.callback, request.k1, made.invoice))).body,
    ).toEqual({ status: "OK" });
    expect(sandbox.merchant(credentials.merchantId)?.balanceSat).toBe(0);
    expect(sandbox.voucher(String(created.body.id))?.usedAt).toBeDefined();
    expect((await adminVoucher(sandbox.url, { max: 1, pays: "no" })).status).toBe(400);
  });

  it("survive a restart, used or not", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sandbox-vouchers-"));
    try {
      const statePath = path.join(dir, "sandbox.sqlite");
      const first = await startSandbox({ statePath });
      const used = await first.createVoucher({ maxSat: 100 });
      const fresh = await first.createVoucher({ maxSat: 200, pays: false });
      const payee = await first.createMerchant();
      const invoice = await createGateway({ baseUrl: first.url, timeoutMs: 2_000 })
        .account(payee)
        .createInvoice(100, "restart");
      const request = readWithdrawRequest((await getJson(used.url)).body, "sandbox");
      await getJson(withdrawCallbackUrl(request.callback, request.k1, invoice.invoice));
      await first.close();

      const second = await startSandbox({ statePath });
      try {
        expect(second.voucher(used.id)).toMatchObject({ paymentHash: invoice.id, callbacks: 1 });
        expect(second.voucher(fresh.id)).toMatchObject({ pays: false, maxSat: 200 });
        expect(second.voucher(fresh.id)?.usedAt).toBeUndefined();
        const relisted = await getJson(used.url.replace(first.url, second.url));
        expect(relisted.body).toMatchObject({ status: "ERROR" });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
