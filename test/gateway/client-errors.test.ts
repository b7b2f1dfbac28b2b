/**
 * Failures (contract B.4) and the retry policy (B.8) against a local server:
 * what kind of error each answer becomes, how often a request is sent, and
 * that no secret reaches a message or a log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createGateway,
  type GatewayCallEvent,
  type GatewayOptions,
} from "../../src/gateway/client.ts";
import {
  GatewayAuthenticationError,
  GatewayError,
  GatewayNetworkError,
  GatewayOutcomeUnknownError,
  GatewayRateLimitError,
  GatewayRejectedError,
  GatewayTimeoutError,
  GatewayUnavailableError,
} from "../../src/gateway/errors.ts";
import { signRequest } from "../../src/gateway/signing.ts";
import type { GatewayAccountClient, MerchantCredentials } from "../../src/gateway/types.ts";
import { until } from "../support/until.ts";
import {
  type FakeGateway,
  hang,
  json,
  type Responder,
  raw,
  refusedUrl,
  reset,
  startFakeGateway,
} from "./fake-gateway.ts";

const SECRET = "8d5f1c2a9e0b47d3a6c4f8e21b9d7c05e3a1f6b8d2c4e9a7b5f0d3c1e8a6b4f2";
const ACCOUNT: MerchantCredentials = {
  merchantId: "m-42",
  apiKey: "live-api-key-7f3a9c",
  secretKey: SECRET,
};
const BOLT11 = "lnbcrt15u1pnexampleinvoicedataqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq";

let gateway: FakeGateway;
beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
});

function client(overrides: Partial<GatewayOptions> = {}): GatewayAccountClient {
  return createGateway({
    baseUrl: gateway.url,
    timeoutMs: 1_000,
    retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 10 },
    ...overrides,
  }).account(ACCOUNT);
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

const grpcError = (code: number | string, message: string) => ({ code, message, details: [] });

describe("B.4 error rows", () => {
  it("400 INVALID_ARGUMENT is a rejection carrying the gRPC code and the gateway's words", async () => {
    gateway.respond(json(400, grpcError(3, "amount must be positive")));
    const error = await failure(client().createInvoice(1500, "coffee"));
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect(error).toMatchObject({
      kind: "rejected",
      status: 400,
      grpcCode: 3,
      gatewayMessage: "amount must be positive",
      operation: "createInvoice",
      nothingHappened: true,
    });
    expect(error.message).toBe(
      "createInvoice failed: the gateway answered HTTP 400 (gRPC 3 INVALID_ARGUMENT): “amount must be positive”. Nothing was done.",
    );
  });

  it("400 FAILED_PRECONDITION (insufficient balance) on a send is a rejection, sent once", async () => {
    gateway.respond(json(400, grpcError(9, "insufficient balance")));
    const error = await failure(client().sendPayment(BOLT11));
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect(error.grpcCode).toBe(9);
    expect(error.message).toContain("insufficient balance");
    expect(gateway.requests).toHaveLength(1);
  });

  it("401 is an authentication error and a GET is not retried", async () => {
    gateway.respond(json(401, grpcError(16, "bad signature")));
    const error = await failure(client().getBalance());
    expect(error).toBeInstanceOf(GatewayAuthenticationError);
    expect(error.message).toMatch(/HTTP 401 .*bad signature.*check the API key and secret key/);
    expect(gateway.requests).toHaveLength(1);
  });

  it("403 PERMISSION_DENIED says to check the merchant id", async () => {
    gateway.respond(json(403, grpcError(7, "merchant does not belong to key")));
    const error = await failure(client().sendOnchain("bcrt1qexample", 20000));
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect(error.grpcCode).toBe(7);
    expect(error.message).toMatch(/check that the merchant id belongs to this API key/);
  });

  it("404 NOT_FOUND on 4.7 is a rejection, not retried", async () => {
    gateway.respond(json(404, grpcError(5, "merchant not found")));
    const error = await failure(client().getMerchantLnurl("nobody"));
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect(error).toMatchObject({ status: 404, grpcCode: 5 });
    expect(gateway.requests).toHaveLength(1);
  });

  it("429 on a POST is rate limited with Retry-After, sent once", async () => {
    gateway.respond(json(429, grpcError(8, "slow down"), { "retry-after": "7" }));
    const error = await failure(client().createInvoice(1500, "coffee"));
    expect(error).toBeInstanceOf(GatewayRateLimitError);
    expect((error as GatewayRateLimitError).retryAfterMs).toBe(7000);
    expect(error.message).toMatch(/try again in 7 s/);
    expect(gateway.requests).toHaveLength(1);
  });

  it("503 on 4.2 is 'unavailable' (nothing done: no money moves), sent exactly once", async () => {
    gateway.respond(json(503, grpcError(14, "maintenance")));
    const error = await failure(client().createInvoice(1500, "coffee"));
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error.nothingHappened).toBe(true);
    expect(gateway.requests).toHaveLength(1);
  });

  it("429 with the contract's JSON on a send is a refusal: rate limited, nothing done", async () => {
    gateway.respond(json(429, grpcError("RESOURCE_EXHAUSTED", "slow down")));
    const error = await failure(client().sendOnchain("bcrt1qexample", 20000));
    expect(error).toBeInstanceOf(GatewayRateLimitError);
    expect(error.nothingHappened).toBe(true);
    expect(gateway.requests).toHaveLength(1);
  });

  // A proxy (Envoy and others) answers 503 after the request reached the gateway.
  const notRefusals: Array<[string, Responder]> = [
    [
      "an HTML 503 from a proxy",
      raw(503, "<html><body>503 Service Unavailable</body></html>", {
        "content-type": "text/html",
      }),
    ],
    ["an empty 503", raw(503, "")],
    ["a plain-text 503", raw(503, "upstream connect error or disconnect/reset before headers")],
    ["a gRPC-JSON 503 (code 14)", json(503, grpcError(14, "upstream unavailable"))],
    ["a 408", raw(408, "")],
    ["a JSON 408", json(408, grpcError(4, "request timeout"))],
    ["a redirect", raw(302, "", { location: "/elsewhere" })],
    [
      "an HTML 400 from a proxy",
      raw(400, "<html>Bad Request</html>", { "content-type": "text/html" }),
    ],
    ["a 400 whose code the contract does not pair with 400", json(400, grpcError(13, "oops"))],
    ["a 401 without the contract's body", raw(401, "Unauthorized")],
    ["a 429 from a proxy's rate limiter", raw(429, "Too Many Requests")],
  ];
  for (const send of ["sendPayment", "sendOnchain"] as const) {
    it.each(notRefusals)(
      `${send}: %s is not the gateway's refusal: outcome unknown, sent exactly once`,
      async (_name, answer) => {
        gateway.respond(answer);
        const account = client();
        const error = await failure(
          send === "sendPayment"
            ? account.sendPayment(BOLT11)
            : account.sendOnchain("bcrt1qexample", 20000),
        );
        expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
        expect(error.nothingHappened).toBe(false);
        expect(error.message).toMatch(
          /not a refusal by the gateway itself; the outcome is unknown/,
        );
        expect(gateway.requests).toHaveLength(1);
      },
    );
  }

  it.each([500, 502, 504])(
    "%i on a POST leaves the outcome unknown, sent exactly once",
    async (status) => {
      gateway.respond(json(status, grpcError(13, "internal")));
      const error = await failure(client().sendPayment(BOLT11));
      expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
      expect(error.nothingHappened).toBe(false);
      expect(error.message).toMatch(/outcome is unknown.*do not repeat it/);
      expect(gateway.requests).toHaveLength(1);
    },
  );

  it("code as a digit string or a gRPC name is read as the number", async () => {
    gateway.respond(
      json(400, grpcError("3", "bad amount")),
      json(401, grpcError("UNAUTHENTICATED", "nonce reused")),
    );
    expect((await failure(client().createInvoice(1, ""))).grpcCode).toBe(3);
    const auth = await failure(client().createInvoice(1, ""));
    expect(auth).toBeInstanceOf(GatewayAuthenticationError);
    expect(auth.grpcCode).toBe(16);
  });

  it("an HTML page from a proxy is named as such", async () => {
    gateway.respond(
      raw(502, "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>", {
        "content-type": "text/html",
      }),
    );
    const error = await failure(client({ retry: { limit: 0 } }).getBalance());
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error.message).toBe(
      "getBalance failed: the gateway answered HTTP 502 with an HTML page (a proxy error?). Nothing was done; try again later.",
    );
  });

  it("a non-JSON body is quoted (redacted), an empty body is named", async () => {
    gateway.respond(raw(400, "upstream said: no"), raw(400, ""));
    const text = await failure(client().createInvoice(1, ""));
    expect(text.message).toContain("HTTP 400 with a non-JSON body: “upstream said: no”");
    expect(text.gatewayMessage).toBe("upstream said: no");
    const empty = await failure(client().createInvoice(1, ""));
    expect(empty).toBeInstanceOf(GatewayRejectedError);
    expect(empty.message).toContain("HTTP 400 with an empty body");
  });

  it("a redirect is reported, not followed", async () => {
    gateway.respond(raw(302, "", { location: "/elsewhere" }));
    const error = await failure(client().createInvoice(1500, "coffee"));
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect(error.message).toMatch(/HTTP 302.*check GATEWAY_BASE_URL/);
    expect(gateway.requests).toHaveLength(1);
  });
});

describe("retries of GETs (B.8)", () => {
  it("503 then 200: retried with a fresh nonce and a valid signature each time", async () => {
    gateway.respond(json(503, grpcError(14, "busy")), json(200, { totalBalance: "9" }));
    await expect(client().getBalance()).resolves.toMatchObject({ totalSat: 9 });
    expect(gateway.requests).toHaveLength(2);
    const nonces = gateway.requests.map((r) =>
      new URL(r.url, gateway.url).searchParams.get("nonce"),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, request] of gateway.requests.entries()) {
      expect(request.headers["x-gateway-api-signature"]).toBe(
        signRequest(SECRET, request.url, nonces[index] ?? "", ""),
      );
    }
  });

  it("503 every time: gives up after the limit (1 + 2 attempts)", async () => {
    gateway.respond(json(503, grpcError(14, "busy")));
    const error = await failure(client().getLnurl());
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error.message).toMatch(/HTTP 503 .*busy.*\(3 attempts\)/);
    expect(gateway.requests).toHaveLength(3);
  });

  it("429 honours Retry-After, capped at maxDelayMs", async () => {
    gateway.respond(json(429, grpcError(8, "slow"), { "retry-after": "30" }), json(200, {}));
    await client({ retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 120 } }).getBalance();
    const [first, second] = gateway.requests;
    const gap = (second?.at ?? 0) - (first?.at ?? 0);
    expect(gap).toBeGreaterThanOrEqual(110);
    expect(gap).toBeLessThan(1_000);
  });

  it("429 every time ends as rate limited with the gateway's Retry-After", async () => {
    gateway.respond(json(429, grpcError(8, "slow"), { "retry-after": "0" }));
    const error = await failure(client().invoiceFromLnurl("lnurl1dp68gurn8ghj7", 2100));
    expect(error).toBeInstanceOf(GatewayRateLimitError);
    expect((error as GatewayRateLimitError).retryAfterMs).toBe(0);
    expect(gateway.requests).toHaveLength(3);
  });

  it("400 on a GET is not retried", async () => {
    gateway.respond(json(400, grpcError(9, "no webhook set up")));
    await expect(client().getLnurl()).rejects.toThrow(/no webhook set up/);
    expect(gateway.requests).toHaveLength(1);
  });
});

describe("slow, dropped and refused connections", () => {
  it("a POST that gets no answer in time is outcome unknown, sent exactly once", async () => {
    gateway.respond(hang);
    const error = await failure(client({ timeoutMs: 60 }).createInvoice(1500, "coffee"));
    expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
    expect(error.message).toBe(
      "createInvoice: the gateway did not answer within 60 ms after the request was sent; the outcome is unknown: it may have been carried out, so do not repeat it before checking the balance and history.",
    );
    // On a busy machine the request may reach the server after the 60 ms ran out (and would
    // otherwise be counted by the next test).
    await until(() => gateway.requests.length >= 1, "the request at the gateway");
    expect(gateway.requests).toHaveLength(1);
  });

  it("a GET that times out every time is a timeout after the retries", async () => {
    gateway.respond(hang);
    const error = await failure(client({ timeoutMs: 40 }).getBalance());
    expect(error).toBeInstanceOf(GatewayTimeoutError);
    expect(error.message).toMatch(/within 40 ms \(3 attempts\)/);
    await until(() => gateway.requests.length >= 3, "the three attempts at the gateway");
    expect(gateway.requests).toHaveLength(3);
  });

  it("a body that stalls after the headers also times out", async () => {
    gateway.respond((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"totalBalance":');
    });
    const error = await failure(client({ timeoutMs: 60, retry: { limit: 0 } }).getBalance());
    expect(error).toBeInstanceOf(GatewayTimeoutError);
    // On a busy machine the 60 ms may run out before the request reaches the server: wait for
    // it here, or the next test would count it as its own.
    await until(() => gateway.requests.length >= 1, "the request at the gateway");
    expect(gateway.requests).toHaveLength(1);
  });

  it("a POST whose connection is reset after the request left is outcome unknown, sent once", async () => {
    gateway.respond(reset);
    const error = await failure(client().sendOnchain("bcrt1qexample", 20000));
    expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
    expect(error.message).toMatch(
      /sendOnchain: the connection dropped .* after the request was sent/,
    );
    expect(gateway.requests).toHaveLength(1);
  });

  it("a GET whose connection is reset is retried, then a network error", async () => {
    gateway.respond(reset);
    const error = await failure(client().getBalance());
    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect(error.message).toMatch(/connection to the gateway dropped/);
    expect(gateway.requests).toHaveLength(3);
  });

  it("a refused connection is a network error, even for a POST: nothing was sent", async () => {
    const url = await refusedUrl();
    const account = createGateway({
      baseUrl: url,
      retry: { limit: 1, baseDelayMs: 1, maxDelayMs: 5 },
    }).account(ACCOUNT);
    const post = await failure(account.sendPayment(BOLT11));
    expect(post).toBeInstanceOf(GatewayNetworkError);
    expect(post.nothingHappened).toBe(true);
    expect(post.message).toMatch(/could not be reached \(ECONNREFUSED\)\. Nothing was sent/);
    const get = await failure(account.getBalance());
    expect(get).toBeInstanceOf(GatewayNetworkError);
    expect(get.message).toMatch(/\(2 attempts\)/);
  });
});

describe("secrets stay out of messages and logs", () => {
  it("the gateway echoing keys, signature and the invoice is redacted", async () => {
    gateway.respond((request, response) => {
      const signature = String(request.headers["x-gateway-api-signature"]);
      response.writeHead(400, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          grpcError(3, `key ${ACCOUNT.apiKey} secret ${SECRET} sig ${signature} for ${BOLT11}`),
        ),
      );
    });
    const logged: unknown[] = [];
    const logger = {
      debug: (details: object, message: string) => logged.push(details, message),
      warn: (details: object, message: string) => logged.push(details, message),
    };
    const error = await failure(client({ logger }).sendPayment(BOLT11));
    const signature = String(gateway.requests[0]?.headers["x-gateway-api-signature"]);
    const everything = `${error.message} ${error.gatewayMessage} ${JSON.stringify(logged)}`;
    for (const secret of [ACCOUNT.apiKey, SECRET, signature, BOLT11]) {
      expect(everything).not.toContain(secret);
    }
    expect(error.gatewayMessage).toContain("[redacted]");
    expect(error.gatewayMessage).toContain(`${BOLT11.slice(0, 12)}…`);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("reports every operation once to onCall with its outcome", async () => {
    const events: GatewayCallEvent[] = [];
    gateway.respond(
      json(503, {}),
      json(200, { totalBalance: "1" }),
      json(401, grpcError(16, "bad signature")),
    );
    const account = client({ onCall: (event) => events.push(event) });
    await account.getBalance();
    await account.sendPayment(BOLT11).catch(() => undefined);
    expect(events.map(({ operation, outcome }) => ({ operation, outcome }))).toEqual([
      { operation: "getBalance", outcome: "ok" },
      { operation: "sendPayment", outcome: "authentication" },
    ]);
    expect(events.every((event) => event.durationMs >= 0)).toBe(true);
  });

  it("a throwing onCall hook does not change the result", async () => {
    gateway.respond(json(200, { totalBalance: "3" }));
    const account = client({
      onCall: () => {
        throw new Error("metrics down");
      },
    });
    await expect(account.getBalance()).resolves.toMatchObject({ totalSat: 3 });
  });
});
