/**
 * One HTTP attempt against the gateway. Never throws: it returns the
 * gateway's answer or says how the attempt failed, so the client alone
 * decides about retries (B.8) and errors (B.4). Each attempt is bounded by an
 * `AbortSignal.timeout`, which covers the answer's headers and its body.
 *
 * The attempt goes through a {@link GatewayExchange}, one of three:
 * - {@link undiciExchange} (the default): undici's `request` on one keep-alive
 *   agent per client, so one connection pool per gateway origin. Why not ky
 *   over Node's `fetch`: each call built WHATWG `Request`, `Headers`,
 *   `Response` and body streams; the same call through `request` costs about a
 *   quarter of the CPU (bench/ANALYSIS.md), on every update that reaches the
 *   gateway. undici does not follow redirects here (a redirect is reported:
 *   following would resend a POST to another path, whose signature would not
 *   match anyway) and sends no `Accept-Encoding`, so answers come unencoded.
 * - {@link fetchExchange}, when the operator of the client passes a `fetch`:
 *   over ky, with its own retry and HTTP-error throwing switched off (`retry:
 *   0`, `throwHttpErrors: false`): its retry would resend a request with the
 *   same nonce, which the gateway refuses as a replay (B.3), and it cannot
 *   know that a POST must never be repeated. Its `timeout` only covers the
 *   response headers, hence the signal.
 * - an in-process one (the embedded sandbox's `exchange`), with no HTTP.
 */
import type { Dispatcher } from "undici";
import { loadUndiciAgent } from "../net/undici-agent.ts";
import type { AnswerHeaders, GatewayAnswer, TransportFailure } from "./failures.ts";

let kyLoad: Promise<typeof import("ky").default> | undefined;
/**
 * ky, imported on the first attempt: its import builds a Request, which loads
 * Node's fetch (undici, node:http2), and the bot's start does not need it.
 */
function loadKy(): Promise<typeof import("ky").default> {
  kyLoad ??= import("ky").then((module) => module.default);
  return kyLoad;
}

/** Largest body read from the gateway; the contract's bodies are a few hundred bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** One fully built, signed request. */
export interface GatewayHttpRequest {
  method: "GET" | "POST";
  /** The whole URL: `origin` + `path`. */
  url: string;
  /** `http(s)://host[:port]`. */
  origin: string;
  /** The path and query exactly as signed, with the base URL's prefix. */
  path: string;
  headers: Record<string, string>;
  /** The exact bytes that were signed (POST only). */
  body?: Uint8Array<ArrayBuffer> | undefined;
}

/** An answer whose status and headers arrived; its body is read by `text()`. */
export interface ExchangeAnswer {
  status: number;
  headers: AnswerHeaders;
  /** The body as text, at most {@link MAX_BODY_BYTES} of it; rejects when it cannot be read. */
  text(): Promise<string>;
}

/**
 * Sends one request and resolves with the answer's status and headers;
 * rejects, as `fetch` does, when no answer came: the failure's code (a
 * socket's `ECONNREFUSED`, undici's `UND_ERR_SOCKET`, …) on the error or its
 * `cause`. When `signal` aborts it rejects, and the body's reading stops.
 */
export type GatewayExchange = (
  request: GatewayHttpRequest,
  signal: AbortSignal,
) => Promise<ExchangeAnswer>;

/** The gateway's answer (any status), or how the attempt failed without one. */
export type AttemptResult = ({ type: "answer" } & GatewayAnswer) | TransportFailure;

/** A request that could not even be built: nothing was sent. */
class NotSentError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

// Connection-level failures that mean the request bytes never left this
// machine: nothing can have happened on the gateway.
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_NONAME",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_INVALID_URL",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
]);

/** Sends `request` once through `exchange` and reads the whole answer within `timeoutMs`. */
export async function sendOnce(
  request: GatewayHttpRequest,
  options: { timeoutMs: number; exchange: GatewayExchange },
): Promise<AttemptResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let answer: ExchangeAnswer;
  try {
    answer = await options.exchange(request, signal);
  } catch (error) {
    return classifyFailure(error, signal);
  }
  const { status, headers } = answer;
  try {
    return { type: "answer", status, headers, body: await answer.text() };
  } catch (error) {
    // The status arrived but the body did not. A refusal is still a refusal;
    // a success whose body never came is as uncertain as no answer at all.
    if (status < 200 || status >= 300) return { type: "answer", status, headers, body: "" };
    return classifyFailure(error, signal);
  }
}

/**
 * The default exchange: undici's `request` on one keep-alive agent, loaded
 * at the first call (the Telegram path has usually loaded its modules by then).
 */
export function undiciExchange(): GatewayExchange {
  let agent: Dispatcher | undefined;
  return async (request, signal) => {
    agent ??= loadUndiciAgent();
    const { statusCode, headers, body } = await agent.request({
      origin: request.origin,
      path: request.path,
      method: request.method,
      // What Node's fetch sent, so the gateway (or a proxy before it) sees the same client.
      headers: { ...request.headers, "user-agent": "node" },
      body: request.body ?? null,
      signal,
    });
    return {
      status: statusCode,
      headers: {
        get: (name) => single(headers[name.toLowerCase()]) ?? null,
      },
      text: () => readLimited(body, single(headers["content-length"]), MAX_BODY_BYTES),
    };
  };
}

/** An exchange over ky and `fetch` (a `fetch` the client was given). */
export function fetchExchange(fetch: typeof globalThis.fetch): GatewayExchange {
  return async (request, signal) => {
    const ky = await loadKy();
    let pending: Promise<Response>;
    try {
      pending = ky(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal,
        timeout: false,
        retry: 0,
        throwHttpErrors: false,
        redirect: "manual",
        fetch,
      });
    } catch {
      // ky builds the Request synchronously: a failure here is before sending.
      throw new NotSentError("invalid request");
    }
    const response = await pending;
    return {
      status: response.status,
      headers: response.headers,
      text: () => readLimitedText(response, MAX_BODY_BYTES),
    };
  };
}

/** A header's value as `Headers.get` gives it: repeated values joined. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

function classifyFailure(error: unknown, signal: AbortSignal): TransportFailure {
  if (error instanceof NotSentError) return { type: "not_sent", code: error.code };
  if (signal.aborted || (error instanceof Error && error.name === "TimeoutError")) {
    return { type: "timeout" };
  }
  // fetch refuses ports the Fetch standard blocks (6000, 6666, …) before connecting.
  if (error instanceof Error && (error.cause as Error | undefined)?.message === "bad port") {
    return { type: "not_sent", code: "port blocked by fetch" };
  }
  const codes = errorCodes(error);
  if (codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code))) {
    return { type: "not_sent", code: codes[0] ?? "" };
  }
  return { type: "dropped", code: codes[0] ?? (error instanceof Error ? error.name : "error") };
}

/** Error codes found on an error, its `cause`, and an AggregateError's members (happy eyeballs). */
function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== "object" || error === null || depth > 3) return [];
  const codes: string[] = [];
  const record = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof record.code === "string") codes.push(record.code);
  if (Array.isArray(record.errors)) {
    for (const member of record.errors) codes.push(...errorCodes(member, depth + 1));
  }
  codes.push(...errorCodes(record.cause, depth + 1));
  return codes;
}

/** Reads undici's body up to `maxBytes`: whole when its declared length fits, else chunk by chunk. */
async function readLimited(
  body: Dispatcher.ResponseData["body"],
  length: string | undefined,
  maxBytes: number,
): Promise<string> {
  if (length !== undefined && Number(length) <= maxBytes) return body.text();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) break; // leaving the loop destroys the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
