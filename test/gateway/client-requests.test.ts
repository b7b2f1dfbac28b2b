/**
 * The exact request of every operation 4.1–4.7 (method, path, query,
 * headers, body bytes, signature) and the checking of success bodies.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGateway } from "../../src/gateway/client.ts";
import {
  GatewayAuthenticationError,
  GatewayRejectedError,
  GatewayResponseError,
} from "../../src/gateway/errors.ts";
import { signRequest } from "../../src/gateway/signing.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import {
  type FakeGateway,
  json,
  type RecordedRequest,
  raw,
  startFakeGateway,
} from "./fake-gateway.ts";

const SECRET = "8d5f1c2a9e0b47d3a6c4f8e21b9d7c05e3a1f6b8d2c4e9a7b5f0d3c1e8a6b4f2";
const ACCOUNT: MerchantCredentials = {
  merchantId: "m-42",
  apiKey: "api-key-0001",
  secretKey: SECRET,
};
const HASH = "5b2c8f0e9d7a4c1b3e6f8a0d2c4b6e8f1a3c5e7b9d0f2a4c6e8b0d1f3a5c7e9b";
const BOLT11 = "lnbcrt15u1pnexampleinvoicedataqqqqqqqqqqqqqqqqqqqqqqqq";
const LNURL = "lnurl1dp68gurn8ghj7empw3jhwcte9ejhsctdwpkx2tmvde6hymrs9akj6dpjngwa5g";

let gateway: FakeGateway;
beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
});

/**
 * A client whose nonces are 1732262400000001, …02, … so requests are
 * reproducible. No test here is about time: the limit is one a busy machine
 * does not reach (a late POST would be outcome unknown, a late GET retried).
 */
function client(baseUrl = gateway.url, account = ACCOUNT) {
  let n = 1732262400000000n;
  return createGateway({
    baseUrl,
    timeoutMs: 30_000,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    nonce: () => (++n).toString(),
  }).account(account);
}

function only(): RecordedRequest {
  expect(gateway.requests).toHaveLength(1);
  return gateway.requests[0] as RecordedRequest;
}

/** Checks headers and recomputes the signature over what the server received. */
function expectSigned(request: RecordedRequest, nonce: string, prefix = "") {
  expect(request.headers["content-type"]).toBe("application/json");
  expect(request.headers["x-gateway-api-key"]).toBe(ACCOUNT.apiKey);
  const signedPath = request.url.slice(prefix.length);
  expect(signedPath.startsWith("/gateway/")).toBe(true);
  expect(request.headers["x-gateway-api-signature"]).toBe(
    signRequest(SECRET, signedPath, nonce, request.body),
  );
}

describe("requests as the contract says", () => {
  it("4.2 createInvoice reproduces contract vector 1 on the wire", async () => {
    gateway.respond(json(200, { id: HASH, invoice: BOLT11 }));
    await expect(client().createInvoice(1500, "coffee")).resolves.toEqual({
      id: HASH,
      invoice: BOLT11,
    });
    const request = only();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/gateway/api/lightning/v1/invoice");
    expect(request.body.toString("utf8")).toBe(
      '{"amount":"1500","description":"coffee","merchant_id":"m-42","nonce":"1732262400000001"}',
    );
    expect(request.headers["x-gateway-api-signature"]).toBe(
      "a68da97634930a104f47ad54ca8ec7425cfafe223c1ecf44e4924114d55f856092dbfce0e3f474d976aeca2fc6c78a7fb05961e67b57006d12b8eb4aaa7f09cf",
    );
    expectSigned(request, "1732262400000001");
  });

  it("4.2 signs the UTF-8 bytes of a non-ASCII description exactly as sent", async () => {
    gateway.respond(json(200, { id: HASH, invoice: BOLT11 }));
    await client().createInvoice(21, 'café ☕ "quoted"');
    const request = only();
    expect(JSON.parse(request.body.toString("utf8"))).toEqual({
      amount: "21",
      description: 'café ☕ "quoted"',
      merchant_id: "m-42",
      nonce: "1732262400000001",
    });
    expectSigned(request, "1732262400000001");
  });

  it("4.5 getBalance reproduces contract vector 2, signature included", async () => {
    gateway.respond(json(200, { totalBalance: "125000", frozenAmount: "25000" }));
    await expect(client().getBalance()).resolves.toEqual({
      totalSat: 125000,
      frozenSat: 25000,
      spendableSat: 100000,
    });
    const request = only();
    expect(request.method).toBe("GET");
    expect(request.url).toBe("/gateway/api/lightning/v1/balance?nonce=1732262400000001");
    expect(request.body.length).toBe(0);
    // Vector 2 uses nonce …02: take one nonce first.
    gateway.requests.length = 0;
    const second = client();
    await second.getBalance();
    await second.getBalance();
    expect(gateway.requests[1]?.headers["x-gateway-api-signature"]).toBe(
      "1baf18b966b2decae9eea5a8d6cae6f817133d37737d1e565af3df6ec24814ff3ec0f9bc97b73eab99b3f3fcf20371c0c0ac609c86e2f8f364edef0827f2fd45",
    );
  });

  it("4.4 invoiceFromLnurl puts amount then nonce in the query (contract vector 3)", async () => {
    gateway.respond(json(200, { invoice: BOLT11 }));
    const account = client();
    await account.getBalance(); // uses nonce …01
    gateway.requests.length = 0;
    await expect(account.invoiceFromLnurl(LNURL, 2100)).resolves.toBe(BOLT11);
    const request = only();
    expect(request.method).toBe("GET");
    expect(request.url).toBe(
      `/gateway/api/lightning/v1/invoice/from/lnurl/${LNURL}?amount=2100&nonce=1732262400000002`,
    );
    // Vector 3 is over nonce …03; recompute ours the same way.
    expectSigned(request, "1732262400000002");
    expect(
      signRequest(
        SECRET,
        `/gateway/api/lightning/v1/invoice/from/lnurl/${LNURL}?amount=2100&nonce=1732262400000003`,
        "1732262400000003",
      ),
    ).toBe(
      "5d890f008f47355b55b33ed813fd7b4d1f338e82ab8aa0bc9d4be68f2494cd97b2ff3e0d642f48461ea3a767cccdde6fe97406807691a047ee24ab54d704e4e0",
    );
  });

  it("4.1 sendPayment posts invoice, merchant_id and nonce", async () => {
    gateway.respond(json(200, {}));
    await expect(client().sendPayment(BOLT11)).resolves.toBeUndefined();
    const request = only();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/gateway/api/lightning/v1/payment/send");
    expect(request.body.toString("utf8")).toBe(
      `{"invoice":"${BOLT11}","merchant_id":"m-42","nonce":"1732262400000001"}`,
    );
    expectSigned(request, "1732262400000001");
  });

  it("4.3 sendOnchain posts bitcoin_address and the amount as a digit string", async () => {
    gateway.respond(raw(200, ""));
    await client().sendOnchain("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", 20000);
    const request = only();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/gateway/api/bitcoin/v1/payment/send");
    expect(request.body.toString("utf8")).toBe(
      '{"bitcoin_address":"bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080","amount":"20000","merchant_id":"m-42","nonce":"1732262400000001"}',
    );
    expectSigned(request, "1732262400000001");
  });

  it("4.6 getLnurl sends the nonce in the query", async () => {
    gateway.respond(json(200, { invoice: LNURL }));
    await expect(client().getLnurl()).resolves.toBe(LNURL);
    const request = only();
    expect(request.method).toBe("GET");
    expect(request.url).toBe("/gateway/api/lightning/v1/lnurl/address?nonce=1732262400000001");
    expectSigned(request, "1732262400000001");
  });

  it("4.7 getMerchantLnurl URL-encodes the merchant id and sends a nonce", async () => {
    gateway.respond(json(200, { invoice: LNURL }));
    await expect(client().getMerchantLnurl("shop/ü 1?x")).resolves.toBe(LNURL);
    const request = only();
    expect(request.method).toBe("GET");
    expect(request.url).toBe(
      "/gateway/api/lightning/v1/lnurl/address/for/merchant/shop%2F%C3%BC%201%3Fx?nonce=1732262400000001",
    );
    expectSigned(request, "1732262400000001");
  });

  it("keeps a base-URL path prefix out of the signed path", async () => {
    gateway.respond(json(200, { totalBalance: "1", frozenAmount: "0" }));
    await client(`${gateway.url}/pay-proxy/`).getBalance();
    const request = only();
    expect(request.url).toBe("/pay-proxy/gateway/api/lightning/v1/balance?nonce=1732262400000001");
    expectSigned(request, "1732262400000001", "/pay-proxy");
  });

  it("uses a new, larger nonce for every call by default", async () => {
    gateway.respond(json(200, {}));
    const account = createGateway({ baseUrl: gateway.url }).account(ACCOUNT);
    await account.getBalance();
    await account.sendPayment(BOLT11);
    const first = new URL(gateway.requests[0]?.url ?? "", gateway.url).searchParams.get("nonce");
    const second = JSON.parse(gateway.requests[1]?.body.toString() ?? "{}").nonce as string;
    expect(first).toMatch(/^\d{1,19}$/);
    expect(second).toMatch(/^\d{1,19}$/);
    expect(BigInt(second)).toBeGreaterThan(BigInt(first ?? "0"));
  });
});

describe("refused before sending", () => {
  it.each([0, -5, 1.5, Number.NaN, 2 ** 60])("amount %s: nothing is sent", async (amount) => {
    await expect(client().createInvoice(amount, "x")).rejects.toThrow(GatewayRejectedError);
    await expect(client().sendOnchain("bcrt1qexample", amount)).rejects.toThrow(/whole positive/);
    await expect(client().invoiceFromLnurl(LNURL, amount)).rejects.toThrow(/satoshi/);
    expect(gateway.requests).toHaveLength(0);
  });

  it("a merchant id that URL parsing would rewrite, and empty inputs", async () => {
    await expect(client().getMerchantLnurl("..")).rejects.toThrow(GatewayRejectedError);
    await expect(client().getMerchantLnurl("")).rejects.toThrow(/empty/);
    await expect(client().sendPayment(" ")).rejects.toThrow(/invoice is empty/);
    expect(gateway.requests).toHaveLength(0);
  });

  it("credentials that cannot be used, without echoing them", async () => {
    const badSecret = { ...ACCOUNT, secretKey: "not-hex-secret-value" };
    const error = await client(gateway.url, badSecret)
      .getBalance()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayAuthenticationError);
    expect(String((error as Error).message)).toMatch(/hexadecimal/);
    expect(String((error as Error).message)).not.toContain("not-hex-secret-value");
    const badKey = { ...ACCOUNT, apiKey: "key with\nnewline" };
    await expect(client(gateway.url, badKey).sendPayment(BOLT11)).rejects.toThrow(
      GatewayAuthenticationError,
    );
    expect(gateway.requests).toHaveLength(0);
  });

  it("a base URL that is not http(s) is refused when the gateway is created", () => {
    expect(() => createGateway({ baseUrl: "ftp://gw.example" })).toThrow(/http/);
    expect(() => createGateway({ baseUrl: "gw.example" })).toThrow(/absolute/);
    expect(() => createGateway({ baseUrl: "https://u:p@gw.example" })).toThrow(/credentials/);
  });
});

describe("success bodies are checked", () => {
  it("balance figures as numbers, and a missing figure as 0 (proto3 JSON)", async () => {
    gateway.respond(json(200, { totalBalance: 5000, frozenAmount: 7000 }), json(200, {}));
    await expect(client().getBalance()).resolves.toEqual({
      totalSat: 5000,
      frozenSat: 7000,
      spendableSat: 0,
    });
    await expect(client().getBalance()).resolves.toEqual({
      totalSat: 0,
      frozenSat: 0,
      spendableSat: 0,
    });
  });

  it.each([
    ["a negative figure", { totalBalance: "-5", frozenAmount: "0" }],
    ["a fraction", { totalBalance: "1.5", frozenAmount: "0" }],
    ["a fractional number", { totalBalance: 1.5, frozenAmount: 0 }],
    ["an unsafe integer", { totalBalance: 2 ** 60, frozenAmount: 0 }],
    ["a negative number", { totalBalance: 10, frozenAmount: -1 }],
    ["a word", { totalBalance: "lots", frozenAmount: "0" }],
  ])("balance with %s is an unexpected response", async (_name, body) => {
    gateway.respond(json(200, body));
    const error = await client()
      .getBalance()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayResponseError);
    expect((error as Error).message).toMatch(
      /getBalance: the gateway answered HTTP 200 with a body/,
    );
  });

  it("4.2 needs a lowercase hex id and an invoice; extra fields are ignored", async () => {
    gateway.respond(
      json(200, { id: HASH.toUpperCase(), invoice: BOLT11 }),
      json(200, { id: HASH }),
      json(200, { id: HASH, invoice: BOLT11, expires_at: "1732262460" }),
    );
    await expect(client().createInvoice(1, "")).rejects.toThrow(
      /id is not a 64-digit lowercase hex/,
    );
    await expect(client().createInvoice(1, "")).rejects.toThrow(GatewayResponseError);
    await expect(client().createInvoice(1, "")).resolves.toEqual({ id: HASH, invoice: BOLT11 });
  });

  it("4.1 accepts an empty body or any JSON object, but not an array or an HTML page", async () => {
    gateway.respond(
      raw(200, ""),
      json(200, { payment: { status: "PENDING" } }),
      json(200, [1]),
      raw(200, "<html><body>Welcome</body></html>", { "content-type": "text/html" }),
    );
    await expect(client().sendPayment(BOLT11)).resolves.toBeUndefined();
    await expect(client().sendPayment(BOLT11)).resolves.toBeUndefined();
    const arrayError = await client()
      .sendPayment(BOLT11)
      .catch((e: unknown) => e);
    expect(arrayError).toBeInstanceOf(GatewayResponseError);
    expect((arrayError as Error).message).toMatch(/may have been carried out/);
    await expect(client().sendPayment(BOLT11)).rejects.toThrow(/HTML page/);
  });

  it("4.6 must be an LNURL and 4.4 a BOLT11 invoice", async () => {
    gateway.respond(json(200, { invoice: BOLT11 }), json(200, { invoice: "https://x" }));
    await expect(client().getLnurl()).rejects.toThrow(/invoice is not an LNURL/);
    await expect(client().invoiceFromLnurl(LNURL, 1)).rejects.toThrow(
      /invoice is not a BOLT11 invoice/,
    );
  });
});
