/**
 * The gateway client: one typed method per operation 4.1–4.7 of
 * docs/gateway.md, each request built, signed (B.2) and sent exactly
 * as the contract says, each answer checked against a schema, each failure
 * a typed error (B.4). GETs are retried with capped, jittered backoff and a
 * fresh nonce per attempt; the POSTs (4.1–4.3) are sent exactly once (B.8).
 */
import { ZodError } from "zod";
import {
  GatewayAuthenticationError,
  GatewayError,
  type GatewayErrorKind,
  GatewayRejectedError,
  GatewayResponseError,
  type RequestProblem,
} from "./errors.ts";
import {
  errorFromAnswer,
  errorFromTransport,
  type FailureContext,
  type GatewayAnswer,
} from "./failures.ts";
import { createNonceSource } from "./nonce.ts";
import {
  isRetryableStatus,
  parseRetryAfter,
  resolveRetryPolicy,
  retryDelayMs,
} from "./retry-policy.ts";
import {
  anyObjectBody,
  balanceBody,
  createdInvoiceBody,
  describeSchemaIssues,
  lnurlAddressBody,
  lnurlInvoiceBody,
} from "./schemas.ts";
import { secretKeyBytes, signingKey, signRequest } from "./signing.ts";
import {
  type AttemptResult,
  fetchExchange,
  type GatewayExchange,
  type GatewayHttpRequest,
  sendOnce,
  undiciExchange,
} from "./transport.ts";
import type {
  Balance,
  CreatedInvoice,
  GatewayAccountClient,
  GatewayOperation,
  MerchantCredentials,
} from "./types.ts";

/** The part of a pino logger the client uses. It never receives keys, signatures or invoices. */
export interface GatewayLogger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** One finished operation, for metrics: once per call, after any retries. */
export interface GatewayCallEvent {
  operation: GatewayOperation;
  durationMs: number;
  outcome: "ok" | GatewayErrorKind;
}

/** Settings of {@link createGateway}. */
export interface GatewayOptions {
  /**
   * The operator's `GATEWAY_BASE_URL` (http or https), possibly with a path
   * prefix (`https://host/prefix`); the contract's paths are appended to it
   * and the signed path starts at `/gateway` (B.2).
   */
  baseUrl: string;
  /** Time limit of each attempt, including reading the body. Default 10 000 ms. */
  timeoutMs?: number;
  /**
   * Retries of GETs (4.4–4.7) after a timeout, a dropped or refused
   * connection, 408, 429 or 5xx: `limit` (default 2) retries, waits of full
   * jitter over `baseDelayMs × 2^n` (default 250 ms), each wait capped at
   * `maxDelayMs` (default 5 000 ms), which also caps a `Retry-After`.
   * POSTs are never retried.
   */
  retry?: { limit?: number; baseDelayMs?: number; maxDelayMs?: number };
  /**
   * A `fetch` to send through (over ky), e.g. a test's. Default: undici's
   * `request` on one keep-alive agent of this gateway's own.
   */
  fetch?: typeof fetch;
  /**
   * A gateway answered in this process (the embedded sandbox's `exchange`):
   * the same signed requests and answers, without HTTP. Wins over `fetch`.
   */
  exchange?: GatewayExchange;
  /** Debug line per attempt, warning per retry. Default: silent. */
  logger?: GatewayLogger;
  /** Nonce source (B.3). Default: one {@link createNonceSource} shared by all accounts. */
  nonce?: () => string;
  /** Metrics hook, called once per operation; its exceptions are ignored. */
  onCall?: (event: GatewayCallEvent) => void;
}

/** The gateway of one operator; hands out a client per merchant account. */
export interface Gateway {
  /** A client acting for `credentials`. Cheap: no I/O until a method is called. */
  account(credentials: MerchantCredentials): GatewayAccountClient;
}

const PATHS = {
  sendPayment: "/gateway/api/lightning/v1/payment/send",
  createInvoice: "/gateway/api/lightning/v1/invoice",
  sendOnchain: "/gateway/api/bitcoin/v1/payment/send",
  invoiceFromLnurl: "/gateway/api/lightning/v1/invoice/from/lnurl/",
  getBalance: "/gateway/api/lightning/v1/balance",
  getLnurl: "/gateway/api/lightning/v1/lnurl/address",
  getMerchantLnurl: "/gateway/api/lightning/v1/lnurl/address/for/merchant/",
} as const satisfies Record<GatewayOperation, string>;

/** Builds the request of one attempt from its nonce. */
type RequestBuilder = (nonce: string) => { pathAndQuery: string; body?: string };

interface CallSpec<T> {
  operation: GatewayOperation;
  method: "GET" | "POST";
  build: RequestBuilder;
  /** Turns a 2xx body into the result; throws a ZodError or SyntaxError when it does not fit. */
  parse: (body: string) => T;
}

/**
 * Creates the gateway client for `options.baseUrl`. Throws a TypeError at
 * once when the base URL is not an absolute http(s) URL without credentials,
 * query or fragment, or when a timeout or retry setting is out of range.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const base = parseBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000) {
    throw new RangeError("timeoutMs must be a whole number of milliseconds from 1 to 600000");
  }
  const policy = resolveRetryPolicy(options.retry);
  const nextNonce = options.nonce ?? createNonceSource();
  const encoder = new TextEncoder();
  const exchange =
    options.exchange ?? (options.fetch ? fetchExchange(options.fetch) : undiciExchange());

  async function call<T>(credentials: MerchantCredentials, spec: CallSpec<T>): Promise<T> {
    checkCredentials(spec.operation, credentials);
    const started = performance.now();
    try {
      const result = await attempts(credentials, spec);
      report(spec.operation, started, "ok");
      return result;
    } catch (error) {
      report(
        spec.operation,
        started,
        error instanceof GatewayError ? error.kind : "outcome_unknown",
      );
      throw error;
    }
  }

  function report(
    operation: GatewayOperation,
    started: number,
    outcome: GatewayCallEvent["outcome"],
  ) {
    try {
      options.onCall?.({ operation, durationMs: performance.now() - started, outcome });
    } catch {
      // Metrics must never change the outcome of a payment call.
    }
  }

  async function attempts<T>(credentials: MerchantCredentials, spec: CallSpec<T>): Promise<T> {
    const { operation, method } = spec;
    const maxAttempts = method === "GET" ? policy.limit + 1 : 1;
    const secrets = [credentials.apiKey, credentials.secretKey];
    for (let attempt = 1; ; attempt++) {
      // A fresh nonce (and so signature) per attempt: the gateway refuses a
      // nonce it has seen, and a timed-out attempt may have been seen.
      const request = signed(credentials, spec, nextNonce());
      const signature = request.headers["X-gateway-api-signature"] ?? "";
      secrets.push(signature);
      const attemptStarted = performance.now();
      const result = await sendOnce(request, { timeoutMs, exchange });
      const context: FailureContext = { operation, method, secrets, attempts: attempt };
      options.logger?.debug(
        {
          operation,
          method,
          path: pathOnly(request.path),
          attempt,
          ...(result.type === "answer" ? { status: result.status } : { failure: result.type }),
          durationMs: Math.round(performance.now() - attemptStarted),
        },
        "gateway call",
      );
      if (result.type === "answer" && result.status >= 200 && result.status < 300) {
        return parseSuccess(spec, result);
      }
      if (attempt >= maxAttempts || !isRetryable(result)) {
        throw result.type === "answer"
          ? errorFromAnswer(context, result)
          : errorFromTransport(context, result, timeoutMs);
      }
      const retryAfterMs =
        result.type === "answer"
          ? parseRetryAfter(result.headers.get("retry-after"), Date.now())
          : undefined;
      const delayMs = retryDelayMs(policy, attempt, retryAfterMs);
      options.logger?.warn(
        {
          operation,
          attempt,
          ...(result.type === "answer" ? { status: result.status } : { failure: result.type }),
          delayMs,
        },
        "gateway call failed; retrying",
      );
      await sleep(delayMs);
    }
  }

  function signed<T>(
    credentials: MerchantCredentials,
    spec: CallSpec<T>,
    nonce: string,
  ): GatewayHttpRequest {
    const { pathAndQuery, body } = spec.build(nonce);
    const path = `${base.path}${pathAndQuery}`;
    const url = `${base.origin}${path}`;
    // The signature covers the path exactly as sent: make sure URL parsing
    // (dot segments, escapes) will not change it on the way out.
    const parsed = new URL(url);
    if (`${parsed.pathname}${parsed.search}` !== path) {
      throw new GatewayRejectedError(
        `${spec.operation} was not sent: a value in its path cannot be sent unchanged. Check the LNURL or merchant id.`,
        {
          operation: spec.operation,
          problem: spec.operation === "getMerchantLnurl" ? "bad_merchant_id" : "bad_lnurl",
        },
      );
    }
    // Serialized once: these exact bytes are signed and sent (B.2).
    const bytes = body === undefined ? undefined : encoder.encode(body);
    const signature = signRequest(
      signingKey(credentials, credentials.secretKey),
      pathAndQuery,
      nonce,
      bytes ?? "",
    );
    return {
      method: spec.method,
      url,
      origin: base.origin,
      path,
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-gateway-api-key": credentials.apiKey,
        "X-gateway-api-signature": signature,
      },
      body: bytes,
    };
  }

  return {
    account(credentials: MerchantCredentials): GatewayAccountClient {
      const merchantId = credentials.merchantId;
      return {
        async sendPayment(invoice: string): Promise<void> {
          const operation = "sendPayment";
          requireText(operation, "invoice", invoice);
          await call(credentials, {
            operation,
            method: "POST",
            build: (nonce) => ({
              pathAndQuery: PATHS.sendPayment,
              body: JSON.stringify({ invoice, merchant_id: merchantId, nonce }),
            }),
            parse: parseAnyObject,
          });
        },

        async createInvoice(amountSat: number, description: string): Promise<CreatedInvoice> {
          const operation = "createInvoice";
          const amount = satoshiText(operation, amountSat);
          return call(credentials, {
            operation,
            method: "POST",
            build: (nonce) => ({
              pathAndQuery: PATHS.createInvoice,
              body: JSON.stringify({ amount, description, merchant_id: merchantId, nonce }),
            }),
            parse: (body) => createdInvoiceBody.parse(JSON.parse(body)),
          });
        },

        async sendOnchain(address: string, amountSat: number): Promise<void> {
          const operation = "sendOnchain";
          requireText(operation, "bitcoin address", address);
          const amount = satoshiText(operation, amountSat);
          await call(credentials, {
            operation,
            method: "POST",
            build: (nonce) => ({
              pathAndQuery: PATHS.sendOnchain,
              body: JSON.stringify({
                bitcoin_address: address,
                amount,
                merchant_id: merchantId,
                nonce,
              }),
            }),
            parse: parseAnyObject,
          });
        },

        async invoiceFromLnurl(lnurl: string, amountSat: number): Promise<string> {
          const operation = "invoiceFromLnurl";
          const segment = pathSegment(operation, "LNURL", lnurl);
          const amount = satoshiText(operation, amountSat);
          const result = await call(credentials, {
            operation,
            method: "GET",
            build: (nonce) => ({
              pathAndQuery: `${PATHS.invoiceFromLnurl}${segment}?amount=${amount}&nonce=${nonce}`,
            }),
            parse: (body) => lnurlInvoiceBody.parse(JSON.parse(body)),
          });
          return result.invoice;
        },

        getBalance(): Promise<Balance> {
          return call(credentials, {
            operation: "getBalance",
            method: "GET",
            build: (nonce) => ({ pathAndQuery: `${PATHS.getBalance}?nonce=${nonce}` }),
            parse: (body) => balanceBody.parse(JSON.parse(body)),
          });
        },

        async getLnurl(): Promise<string> {
          const result = await call(credentials, {
            operation: "getLnurl",
            method: "GET",
            build: (nonce) => ({ pathAndQuery: `${PATHS.getLnurl}?nonce=${nonce}` }),
            parse: (body) => lnurlAddressBody.parse(JSON.parse(body)),
          });
          return result.invoice;
        },

        async getMerchantLnurl(otherMerchantId: string): Promise<string> {
          const operation = "getMerchantLnurl";
          const segment = pathSegment(operation, "merchant id", otherMerchantId);
          const result = await call(credentials, {
            operation,
            method: "GET",
            build: (nonce) => ({
              pathAndQuery: `${PATHS.getMerchantLnurl}${segment}?nonce=${nonce}`,
            }),
            parse: (body) => lnurlAddressBody.parse(JSON.parse(body)),
          });
          return result.invoice;
        },
      };
    },
  };

  function parseSuccess<T>(spec: CallSpec<T>, answer: GatewayAnswer): T {
    try {
      return spec.parse(answer.body);
    } catch (error) {
      const why =
        error instanceof SyntaxError
          ? answer.body.trim().startsWith("<")
            ? "an HTML page (a proxy error?)"
            : "a body that is not JSON"
          : error instanceof ZodError
            ? `a body that does not match the contract (${describeSchemaIssues(error)})`
            : "a body it could not read";
      const advice =
        spec.method === "POST"
          ? "It may have been carried out: check the balance and history before repeating it."
          : "Check that GATEWAY_BASE_URL points at the payment gateway.";
      throw new GatewayResponseError(
        `${spec.operation}: the gateway answered HTTP ${answer.status} with ${why}. ${advice}`,
        // No `cause`: a JSON SyntaxError quotes the body, which may hold an invoice.
        { operation: spec.operation, status: answer.status },
      );
    }
  }
}

function isRetryable(result: AttemptResult): boolean {
  return result.type !== "answer" || isRetryableStatus(result.status);
}

/** 4.1 and 4.3: no body, or any JSON object. */
function parseAnyObject(body: string): void {
  if (body.trim() === "") return;
  anyObjectBody.parse(JSON.parse(body));
}

/** A path without its query (the LNURL in a query is not logged). */
function pathOnly(pathAndQuery: string): string {
  const query = pathAndQuery.indexOf("?");
  return query === -1 ? pathAndQuery : pathAndQuery.slice(0, query);
}

function parseBaseUrl(baseUrl: string): { origin: string; path: string } {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError("the gateway base URL must be an absolute http(s) URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError("the gateway base URL must start with http:// or https://");
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new TypeError("the gateway base URL must not carry credentials, a query or a fragment");
  }
  return { origin: url.origin, path: url.pathname.replace(/\/+$/, "") };
}

function checkCredentials(operation: GatewayOperation, credentials: MerchantCredentials): void {
  const problem = !/^[\x21-\x7e]+$/.test(credentials.apiKey)
    ? "the API key must be printable ASCII text without spaces"
    : !validSecret(credentials.secretKey)
      ? "the secret key must be hexadecimal text with an even number of digits"
      : credentials.merchantId.trim() === ""
        ? "the merchant id is empty"
        : undefined;
  if (problem) {
    throw new GatewayAuthenticationError(
      `${operation} was not sent: ${problem}. Check the account's credentials.`,
      { operation },
    );
  }
}

function validSecret(secretKey: string): boolean {
  try {
    return secretKeyBytes(secretKey).length > 0;
  } catch {
    return false;
  }
}

/** What a checked value is, as the log says it, and the problem code when it is empty or unusable. */
const CHECKED_VALUES = {
  invoice: { empty: "empty_invoice", bad: "empty_invoice" },
  "bitcoin address": { empty: "empty_address", bad: "empty_address" },
  LNURL: { empty: "empty_lnurl", bad: "bad_lnurl" },
  "merchant id": { empty: "empty_merchant_id", bad: "bad_merchant_id" },
} as const satisfies Record<string, { empty: RequestProblem; bad: RequestProblem }>;

type CheckedValue = keyof typeof CHECKED_VALUES;

function requireText(operation: GatewayOperation, what: CheckedValue, value: string): void {
  if (typeof value !== "string" || value.trim() === "") {
    throw new GatewayRejectedError(`${operation} was not sent: the ${what} is empty.`, {
      operation,
      problem: CHECKED_VALUES[what].empty,
    });
  }
}

/** B.1: amounts are whole positive satoshi, sent as digit strings. */
function satoshiText(operation: GatewayOperation, amountSat: number): string {
  if (!Number.isSafeInteger(amountSat) || amountSat <= 0) {
    throw new GatewayRejectedError(
      `${operation} was not sent: the amount must be a whole positive number of satoshi.`,
      { operation, problem: "bad_amount" },
    );
  }
  return String(amountSat);
}

/** B.6: a value placed in a path is URL-encoded; `.` and `..` would be resolved away, so they are refused. */
function pathSegment(
  operation: GatewayOperation,
  what: "LNURL" | "merchant id",
  value: string,
): string {
  requireText(operation, what, value);
  if (value === "." || value === "..") {
    throw new GatewayRejectedError(
      `${operation} was not sent: “${value}” is not a valid ${what}.`,
      {
        operation,
        problem: CHECKED_VALUES[what].bad,
      },
    );
  }
  return encodeURIComponent(value);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
