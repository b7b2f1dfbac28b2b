/**
 * One HTTP attempt against the gateway, over ky. Never throws: it returns
 * the gateway's answer or says how the attempt failed, so the client alone
 * decides about retries (B.8) and errors (B.4).
 *
 * ky is used with its own retry and HTTP-error throwing switched off
 * (`retry: 0`, `throwHttpErrors: false`): its retry would resend a request
 * with the same nonce, which the gateway refuses as a replay (B.3), and it
 * cannot know that a POST must never be repeated. Its `timeout` only covers
 * waiting for the response headers, so each attempt passes an
 * `AbortSignal.timeout` instead, which also bounds reading the body.
 */
import type { GatewayAnswer, TransportFailure } from "./failures.ts";

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
  url: string;
  headers: Record<string, string>;
  /** The exact bytes that were signed (POST only). */
  body?: Uint8Array<ArrayBuffer> | undefined;
}

/** Settings of {@link sendOnce}. */
export interface TransportOptions {
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
}

/** The gateway's answer (any status), or how the attempt failed without one. */
export type AttemptResult = ({ type: "answer" } & GatewayAnswer) | TransportFailure;

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

/** Sends `request` once and reads the whole answer within `timeoutMs`. */
export async function sendOnce(
  request: GatewayHttpRequest,
  options: TransportOptions,
): Promise<AttemptResult> {
  const ky = await loadKy();
  const signal = AbortSignal.timeout(options.timeoutMs);
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
      // A redirect is reported, not followed: following would resend a POST
      // to another path, whose signature would not match anyway.
      redirect: "manual",
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch {
    // ky builds the Request synchronously: a failure here is before sending.
    return { type: "not_sent", code: "invalid request" };
  }
  let response: Response;
  try {
    response = await pending;
  } catch (error) {
    return classifyFailure(error, signal);
  }
  try {
    const body = await readLimitedText(response, MAX_BODY_BYTES);
    return { type: "answer", status: response.status, headers: response.headers, body };
  } catch (error) {
    // The status arrived but the body did not. A refusal is still a refusal;
    // a success whose body never came is as uncertain as no answer at all.
    if (!response.ok) {
      return { type: "answer", status: response.status, headers: response.headers, body: "" };
    }
    return classifyFailure(error, signal);
  }
}

function classifyFailure(error: unknown, signal: AbortSignal): TransportFailure {
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
