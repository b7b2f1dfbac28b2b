/**
 * LNURL-pay both ways: the sandbox serving its merchants (LUD-06, LUD-16)
 * and 4.4 running LNURL-pay against itself or an allowed foreign service,
 * with every check on the way (range, answer shape, invoice amount,
 * metadata hash) observed through the project's client.
 */
import { createHash } from "node:crypto";
import bolt11 from "bolt11";
import { afterEach, describe, expect, it } from "vitest";
import { encodeLnurl, parsePayTarget } from "../../src/bitcoin/lnurl.ts";
import { GatewayRejectedError, GrpcCode } from "../../src/gateway/errors.ts";
import {
  closeAll,
  foreignInvoice,
  merchantWithClient,
  type Received,
  testReceiver,
  testSandbox,
} from "./support.ts";

afterEach(closeAll);

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

async function rejection(call: Promise<unknown>): Promise<GatewayRejectedError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayRejectedError);
  const rejected = error as GatewayRejectedError;
  expect(rejected).toMatchObject({ status: 400, grpcCode: GrpcCode.INVALID_ARGUMENT });
  return rejected;
}

describe("the sandbox's own LNURL-pay service", () => {
  it("serves a LUD-06 pay request and a callback invoice committing to the metadata", async () => {
    const sandbox = await testSandbox();
    const merchant = await sandbox.createMerchant();
    const payRequest = (await (
      await fetch(`${sandbox.url}/lnurlp/${merchant.merchantId}`)
    ).json()) as Record<string, unknown>;
    expect(payRequest).toMatchObject({
      tag: "payRequest",
      callback: `${sandbox.url}/lnurlp/${merchant.merchantId}/callback`,
      minSendable: 1_000,
      maxSendable: 100_000_000_000,
    });
    const callback = await fetch(`${payRequest.callback}?amount=21000`);
    const { pr } = (await callback.json()) as { pr: string };
    const decoded = bolt11.decode(pr);
    expect(decoded.millisatoshis).toBe("21000");
    expect(decoded.payeeNodeKey).toBe(sandbox.nodePublicKey);
    expect(decoded.tagsObject.purpose_commit_hash).toBe(
      createHash("sha256").update(String(payRequest.metadata)).digest("hex"),
    );
  });

  it("refuses callback amounts out of range or in fractions of a satoshi, and unknown merchants", async () => {
    const sandbox = await testSandbox();
    const merchant = await sandbox.createMerchant();
    const base = `${sandbox.url}/lnurlp/${merchant.merchantId}/callback`;
    for (const amount of ["999", "1500", "100000000001", "abc"]) {
      const answer = await fetch(`${base}?amount=${amount}`);
      expect(answer.status, amount).toBe(400);
      expect(await answer.json()).toMatchObject({ status: "ERROR", reason: expect.any(String) });
    }
    expect((await fetch(`${sandbox.url}/lnurlp/m_nobody`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/.well-known/lnurlp/nobody`)).status).toBe(404);
  });

  it("pays a lightning address name@host of a sandbox merchant through 4.4 and 4.1", async () => {
    const sandbox = await testSandbox();
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const bob = await merchantWithClient(sandbox);
    const address = await sandbox.setLightningAddress(bob.credentials.merchantId, "bob");
    expect(address).toBe(`bob@${new URL(sandbox.url).host}`);

    for (const name of [address, `${bob.credentials.merchantId}@${new URL(sandbox.url).host}`]) {
      const target = parsePayTarget(name);
      if (target?.kind !== "lightning-address") throw new Error("not read as a lightning address");
      const invoice = await alice.client.invoiceFromLnurl(target.lnurl, 1_000);
      await alice.client.sendPayment(invoice);
    }
    expect((await bob.client.getBalance()).totalSat).toBe(2_000);
    expect((await alice.client.getBalance()).totalSat).toBe(8_000);
  });

  it("refuses a name another merchant holds", async () => {
    const sandbox = await testSandbox();
    const first = await sandbox.createMerchant();
    const second = await sandbox.createMerchant();
    await sandbox.setLightningAddress(first.merchantId, "shop");
    await expect(sandbox.setLightningAddress(second.merchantId, "shop")).rejects.toThrow(
      /already taken/,
    );
    await expect(sandbox.setLightningAddress(second.merchantId, first.merchantId)).rejects.toThrow(
      /already taken/,
    );
  });
});

describe("4.4 against a foreign LNURL service", () => {
  /** A loopback LNURL-pay service: 10–500 sat, answering callbacks through `invoice`. */
  async function foreignService(
    overrides: {
      payRequest?: (callback: string) => unknown;
      invoice?: (amountMsat: number, metadata: string) => unknown;
      /** HTTP status of the callback's answer (default 200). */
      callbackStatus?: number;
    } = {},
  ) {
    const metadata = '[["text/plain","foreign shop"]]';
    let base = "";
    const receiver = await testReceiver((request: Received) => {
      const url = new URL(request.path, "http://x");
      if (url.pathname === "/pay") {
        const body = overrides.payRequest?.(`${base}/cb`) ?? {
          tag: "payRequest",
          callback: `${base}/cb`,
          minSendable: 10_000,
          maxSendable: "500000",
          metadata,
        };
        return { status: 200, body: typeof body === "string" ? body : JSON.stringify(body) };
      }
      const amountMsat = Number(url.searchParams.get("amount"));
      const body = overrides.invoice?.(amountMsat, metadata) ?? {
        pr: foreignInvoice({ amountSat: amountMsat / 1000, descriptionHash: sha256(metadata) })
          .invoice,
        routes: [],
      };
      return { status: overrides.callbackStatus ?? 200, body: JSON.stringify(body) };
    });
    base = receiver.url;
    return { lnurl: encodeLnurl(`${receiver.url}/pay`), received: receiver.received };
  }

  it("fetches the pay request, calls back with millisatoshi and returns an invoice that 4.1 pays out", async () => {
    const sandbox = await testSandbox({ allowForeignLnurlHosts: "loopback" });
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const service = await foreignService();
    const invoice = await alice.client.invoiceFromLnurl(service.lnurl, 250);
    expect(service.received.map((r) => r.path)).toEqual(["/pay", "/cb?amount=250000"]);
    await alice.client.sendPayment(invoice);
    expect((await alice.client.getBalance()).totalSat).toBe(9_750);
  });

  it("refuses an amount outside minSendable and maxSendable without calling back", async () => {
    const sandbox = await testSandbox({ allowForeignLnurlHosts: "loopback" });
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const service = await foreignService();
    for (const amount of [9, 501]) {
      const error = await rejection(alice.client.invoiceFromLnurl(service.lnurl, amount));
      expect(error.gatewayMessage).toMatch(/outside what this LNURL accepts: 10 to 500 sat/);
    }
    expect(service.received.every((r) => r.path === "/pay")).toBe(true);
  });

  it.each([
    [
      "an invoice for another amount",
      {
        invoice: (msat: number) => ({ pr: foreignInvoice({ amountSat: msat / 1000 + 1 }).invoice }),
      },
      /another amount/,
    ],
    [
      "an invoice of another network",
      {
        invoice: (msat: number) => ({
          pr: foreignInvoice({ amountSat: msat / 1000, network: "testnet" }).invoice,
        }),
      },
      /unusable invoice.*testnet/,
    ],
    [
      "an invoice with a plain description instead of the metadata's hash (LUD-06)",
      { invoice: (msat: number) => ({ pr: foreignInvoice({ amountSat: msat / 1000 }).invoice }) },
      /plain description instead of the hash of its metadata/,
    ],
    [
      "an invoice committing to other metadata",
      {
        invoice: (msat: number) => ({
          pr: foreignInvoice({ amountSat: msat / 1000, descriptionHash: sha256("[]") }).invoice,
        }),
      },
      /does not match its own metadata/,
    ],
    ["no invoice", { invoice: () => ({ routes: [] }) }, /did not return an invoice/],
    [
      "an LNURL error",
      { invoice: () => ({ status: "ERROR", reason: "shop closed" }) },
      /refused: shop closed/,
    ],
    [
      "an LNURL error sent with HTTP 400 (its JSON is read all the same, LUD-01)",
      { invoice: () => ({ status: "ERROR", reason: "amount too small" }), callbackStatus: 400 },
      /refused: amount too small/,
    ],
    ["a withdraw request", { payRequest: () => ({ tag: "withdrawRequest" }) }, /not a pay request/],
    [
      "an incomplete pay request",
      { payRequest: (callback: string) => ({ tag: "payRequest", callback }) },
      /incomplete pay request/,
    ],
    ["HTML", { payRequest: () => "<html>502</html>" }, /without JSON/],
  ] as const)("refuses %s with 400 INVALID_ARGUMENT", async (_what, overrides, message) => {
    const sandbox = await testSandbox({ allowForeignLnurlHosts: "loopback" });
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const service = await foreignService(overrides);
    const error = await rejection(alice.client.invoiceFromLnurl(service.lnurl, 100));
    expect(error.gatewayMessage).toMatch(message);
  });

  it("refuses an invoice whose description hash is not the metadata's", async () => {
    const sandbox = await testSandbox({ allowForeignLnurlHosts: "loopback" });
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    // A sandbox LNURL-pay invoice commits to the sandbox's metadata, not this service's.
    const bob = await sandbox.createMerchant();
    const service = await foreignService({
      invoice: () => ({ pr: sandbox.merchant(bob.merchantId)?.invoices[0]?.paymentRequest }),
    });
    await fetch(`${sandbox.url}/lnurlp/${bob.merchantId}/callback?amount=100000`);
    const error = await rejection(alice.client.invoiceFromLnurl(service.lnurl, 100));
    expect(error.gatewayMessage).toMatch(/does not match its own metadata/);
  });

  it("does not contact foreign hosts by default, and reports an unreachable one", async () => {
    const closed = await testSandbox();
    const alice = await merchantWithClient(closed, { balanceSat: 10_000 });
    const service = await foreignService();
    const refused = await rejection(alice.client.invoiceFromLnurl(service.lnurl, 100));
    expect(refused.gatewayMessage).toMatch(/does not contact LNURL services on other hosts/);
    expect(service.received).toHaveLength(0);

    const open = await testSandbox({ allowForeignLnurlHosts: "loopback" });
    const bob = await merchantWithClient(open, { balanceSat: 10_000 });
    const unreachable = await rejection(
      bob.client.invoiceFromLnurl(encodeLnurl("http://127.0.0.1:9/pay"), 100),
    );
    expect(unreachable.gatewayMessage).toMatch(/could not be reached/);
  });
});
