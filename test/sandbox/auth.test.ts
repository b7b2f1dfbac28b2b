/**
 * Authentication and field rules of B.2–B.4 at the HTTP level, with
 * hand-made requests: what a client other than ours could get wrong.
 */
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { decodeLnurl } from "../../src/bitcoin/lnurl.ts";
import { createGateway } from "../../src/gateway/client.ts";
import { closeAll, freshNonce, rawRequest, testSandbox } from "./support.ts";

afterEach(closeAll);

const INVOICE_PATH = "/gateway/api/lightning/v1/invoice";
const BALANCE_PATH = "/gateway/api/lightning/v1/balance";

async function setUp() {
  const sandbox = await testSandbox();
  const credentials = await sandbox.createMerchant({ balanceSat: 1_000 });
  const other = await sandbox.createMerchant();
  return { sandbox, credentials, other };
}

function invoiceBody(merchantId: string, nonce: unknown, amount: unknown = "1500"): string {
  return JSON.stringify({ amount, description: "coffee", merchant_id: merchantId, nonce });
}

describe("signatures and nonces (B.2, B.3)", () => {
  it("4.5 is answered without a signature header, but a wrong signature is refused", async () => {
    const { sandbox, credentials } = await setUp();
    const nonce = freshNonce();
    const unsigned = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: `${BALANCE_PATH}?nonce=${nonce}`,
      signature: null,
    });
    expect(unsigned).toMatchObject({
      status: 200,
      body: { totalBalance: "1000", frozenAmount: "0" },
    });

    const wrong = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: `${BALANCE_PATH}?nonce=${freshNonce()}`,
      signature: "00".repeat(64),
    });
    expect(wrong).toMatchObject({ status: 401, body: { code: 16, details: [] } });
  });

  it("every other operation needs the signature, which covers path, query, nonce and body", async () => {
    const { sandbox, credentials } = await setUp();
    const nonce = freshNonce();
    const body = invoiceBody(credentials.merchantId, nonce);
    const unsigned = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: INVOICE_PATH,
      nonce,
      body,
      signature: null,
    });
    expect(unsigned).toMatchObject({
      status: 401,
      body: { code: 16, message: expect.stringMatching(/signature header is missing/) },
    });

    // Signed over the path without its query: refused.
    const queryNonce = freshNonce();
    const lnurlPath = `/gateway/api/lightning/v1/lnurl/address?nonce=${queryNonce}`;
    const { signRequest } = await import("../../src/gateway/signing.ts");
    const withoutQuery = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: lnurlPath,
      signature: signRequest(
        credentials.secretKey,
        "/gateway/api/lightning/v1/lnurl/address",
        queryNonce,
      ),
    });
    expect(withoutQuery.status).toBe(401);

    // Signed over other body bytes (same JSON, other spacing): refused.
    const spaced = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: INVOICE_PATH,
      body,
      signature: signRequest(credentials.secretKey, INVOICE_PATH, nonce, body.replace(",", ", ")),
    });
    expect(spaced.status).toBe(401);
    expect(sandbox.merchant(credentials.merchantId)?.invoices).toHaveLength(0);
  });

  it("refuses an unknown or missing API key", async () => {
    const { sandbox, credentials } = await setUp();
    for (const apiKey of ["ak_unknown", null]) {
      const nonce = freshNonce();
      const answer = await rawRequest(sandbox, credentials, {
        method: "POST",
        pathAndQuery: INVOICE_PATH,
        nonce,
        body: invoiceBody(credentials.merchantId, nonce),
        apiKey,
      });
      expect(answer).toMatchObject({ status: 401, body: { code: 16, details: [] } });
    }
  });

  it("refuses a nonce that is not 1 to 19 digits, or not a JSON string", async () => {
    const { sandbox, credentials } = await setUp();
    for (const nonce of ["", "12a", "-5", "12345678901234567890", "1.5"]) {
      const answer = await rawRequest(sandbox, credentials, {
        method: "GET",
        pathAndQuery: `${BALANCE_PATH}?nonce=${encodeURIComponent(nonce)}`,
        nonce,
      });
      expect(answer.status, `nonce ${JSON.stringify(nonce)}`).toBe(401);
    }
    const missing = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: BALANCE_PATH,
    });
    expect(missing.status).toBe(401);
    const numericNonce = 1_732_262_400_000_001;
    const body = invoiceBody(credentials.merchantId, numericNonce);
    const numeric = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: INVOICE_PATH,
      nonce: String(numericNonce),
      body,
    });
    expect(numeric).toMatchObject({ status: 401, body: { code: 16 } });
  });

  it("accepts a nonce once per API key, whatever the operation", async () => {
    const { sandbox, credentials, other } = await setUp();
    const nonce = "1732262400000002";
    const first = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: `${BALANCE_PATH}?nonce=${nonce}`,
      nonce,
    });
    expect(first.status).toBe(200);
    const again = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: INVOICE_PATH,
      nonce,
      body: invoiceBody(credentials.merchantId, nonce),
    });
    expect(again).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/already used/) },
    });
    const otherKey = await rawRequest(sandbox, other, {
      method: "GET",
      pathAndQuery: `${BALANCE_PATH}?nonce=${nonce}`,
      nonce,
    });
    expect(otherKey.status).toBe(200);
  });

  it("4.7 works without a nonce, and with one it must be fresh", async () => {
    const { sandbox, credentials, other } = await setUp();
    await sandbox.setWebhook(other.merchantId, "http://127.0.0.1:9/events");
    const path = `/gateway/api/lightning/v1/lnurl/address/for/merchant/${other.merchantId}`;
    const withoutNonce = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: path,
    });
    expect(withoutNonce).toMatchObject({
      status: 200,
      body: { invoice: expect.stringMatching(/^lnurl1/) },
    });
    const nonce = freshNonce();
    const first = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: `${path}?nonce=${nonce}`,
      nonce,
    });
    const replay = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: `${path}?nonce=${nonce}`,
      nonce,
    });
    expect([first.status, replay.status]).toEqual([200, 401]);
  });
});

describe("fields (A, B.4)", () => {
  it("refuses amounts that are not digit strings with 400 INVALID_ARGUMENT, before anything changes", async () => {
    const { sandbox, credentials } = await setUp();
    for (const amount of [1500, "15.5", "0", "-3", "1e3", "", null, "99999999999999999"]) {
      const nonce = freshNonce();
      const answer = await rawRequest(sandbox, credentials, {
        method: "POST",
        pathAndQuery: INVOICE_PATH,
        nonce,
        body: invoiceBody(credentials.merchantId, nonce, amount),
      });
      expect(answer, `amount ${JSON.stringify(amount)}`).toMatchObject({
        status: 400,
        body: { code: 3, message: expect.stringMatching(/amount/), details: [] },
      });
    }
    const nonce = freshNonce();
    const lnurlQuery = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: `/gateway/api/lightning/v1/invoice/from/lnurl/lnurl1abc?amount=1.5&nonce=${nonce}`,
      nonce,
    });
    expect(lnurlQuery).toMatchObject({ status: 400, body: { code: 3 } });
    expect(sandbox.merchant(credentials.merchantId)?.invoices).toHaveLength(0);
  });

  it("refuses a body that is not a JSON object, and a missing merchant_id, with 400", async () => {
    const { sandbox, credentials } = await setUp();
    const notJson = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: INVOICE_PATH,
      body: "amount=5",
    });
    expect(notJson).toMatchObject({ status: 400, body: { code: 3 } });
    const nonce = freshNonce();
    const body = JSON.stringify({ amount: "5", description: "x", nonce });
    const noMerchant = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: INVOICE_PATH,
      nonce,
      body,
    });
    expect(noMerchant).toMatchObject({
      status: 400,
      body: { code: 3, message: expect.stringMatching(/merchant_id/) },
    });
  });

  it("refuses with 403 a merchant_id that is not the key's, even when it exists", async () => {
    const { sandbox, credentials, other } = await setUp();
    const nonce = freshNonce();
    const answer = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: INVOICE_PATH,
      nonce,
      body: invoiceBody(other.merchantId, nonce),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 7, details: [] } });
  });

  it("answers an unknown path with 404 and a wrong method with 405, both with the B.4 body", async () => {
    const { sandbox, credentials } = await setUp();
    const unknown = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: "/gateway/api/lightning/v2/balance",
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 5, details: [] } });
    const wrongMethod = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: INVOICE_PATH,
    });
    expect(wrongMethod).toMatchObject({ status: 405, body: { code: 12, details: [] } });
  });
});

describe("behind a proxy that keeps a path prefix", () => {
  it("signs from /gateway on, strips the prefix, and puts the public URL in LNURLs", async () => {
    // A pass-through proxy: /sb/... is forwarded unchanged to the sandbox.
    let target = "";
    const proxy = createServer((incoming, outgoing) => {
      const forwarded = httpRequest(
        `${target}${incoming.url ?? "/"}`,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const publicUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/sb`;
    try {
      const sandbox = await testSandbox({ publicUrl });
      target = sandbox.listenUrl;
      expect(sandbox.url).toBe(publicUrl);
      const alice = await sandbox.createMerchant({
        balanceSat: 5_000,
        webhookUrl: "http://127.0.0.1:9/e",
      });
      const client = createGateway({ baseUrl: publicUrl, timeoutMs: 2_000 }).account(alice);
      expect((await client.getBalance()).totalSat).toBe(5_000);
      const lnurl = await client.getLnurl();
      expect(decodeLnurl(lnurl).toString()).toBe(`${publicUrl}/lnurlp/${alice.merchantId}`);
      const bob = await sandbox.createMerchant({ balanceSat: 5_000 });
      const bobClient = createGateway({ baseUrl: publicUrl, timeoutMs: 2_000 }).account(bob);
      const invoice = await bobClient.invoiceFromLnurl(lnurl, 1_000);
      await bobClient.sendPayment(invoice);
      expect((await client.getBalance()).totalSat).toBe(6_000);
    } finally {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });
});

describe("the contract's B.2 vectors, sent verbatim", () => {
  const SECRET = "8d5f1c2a9e0b47d3a6c4f8e21b9d7c05e3a1f6b8d2c4e9a7b5f0d3c1e8a6b4f2";

  it("are accepted: their signatures authenticate merchant m-42", async () => {
    const sandbox = await testSandbox();
    const credentials = await sandbox.createMerchant({
      credentials: { merchantId: "m-42", apiKey: "vector-api-key", secretKey: SECRET },
      balanceSat: 50,
    });
    const invoice = await rawRequest(sandbox, credentials, {
      method: "POST",
      pathAndQuery: "/gateway/api/lightning/v1/invoice",
      body: '{"amount":"1500","description":"coffee","merchant_id":"m-42","nonce":"1732262400000001"}',
      signature:
        "a68da97634930a104f47ad54ca8ec7425cfafe223c1ecf44e4924114d55f856092dbfce0e3f474d976aeca2fc6c78a7fb05961e67b57006d12b8eb4aaa7f09cf",
    });
    expect(invoice).toMatchObject({
      status: 200,
      body: { id: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });

    const balance = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery: "/gateway/api/lightning/v1/balance?nonce=1732262400000002",
      signature:
        "1baf18b966b2decae9eea5a8d6cae6f817133d37737d1e565af3df6ec24814ff3ec0f9bc97b73eab99b3f3fcf20371c0c0ac609c86e2f8f364edef0827f2fd45",
    });
    expect(balance).toMatchObject({ status: 200, body: { totalBalance: "50", frozenAmount: "0" } });

    // Authenticated, then refused for what it asks: the LNURL's host is not the sandbox.
    const lnurl = await rawRequest(sandbox, credentials, {
      method: "GET",
      pathAndQuery:
        "/gateway/api/lightning/v1/invoice/from/lnurl/lnurl1dp68gurn8ghj7empw3jhwcte9ejhsctdwpkx2tmvde6hymrs9akj6dpjngwa5g?amount=2100&nonce=1732262400000003",
      signature:
        "5d890f008f47355b55b33ed813fd7b4d1f338e82ab8aa0bc9d4be68f2494cd97b2ff3e0d642f48461ea3a767cccdde6fe97406807691a047ee24ab54d704e4e0",
    });
    expect(lnurl).toMatchObject({
      status: 400,
      body: { code: 3, message: expect.stringMatching(/other hosts/) },
    });
  });
});
