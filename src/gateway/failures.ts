/**
 * Turns what went wrong on the wire into the typed errors of errors.ts
 * (contract B.4 and B.8). Pure: no I/O. Every message names the operation,
 * the HTTP status and the gateway's own words (redacted), then says what to
 * do; none carries a key, secret, signature or whole invoice.
 */
import {
  GatewayAuthenticationError,
  type GatewayError,
  GatewayNetworkError,
  GatewayOutcomeUnknownError,
  GatewayRateLimitError,
  GatewayRejectedError,
  GatewayTimeoutError,
  GatewayUnavailableError,
  GrpcCode,
} from "./errors.ts";
import { redactGatewayText } from "./redact.ts";
import { parseRetryAfter } from "./retry-policy.ts";
import type { GatewayOperation } from "./types.ts";

/** What is read of an answer's headers (a `Headers` has it). */
export interface AnswerHeaders {
  /** The value of header `name` (any case), repeated values joined by ", "; null when absent. */
  get(name: string): string | null;
}

/** A complete HTTP answer from the gateway (or from a proxy in front of it). */
export interface GatewayAnswer {
  status: number;
  headers: AnswerHeaders;
  body: string;
}

/** What a failed attempt without an answer looked like, from the transport. */
export type TransportFailure =
  /** No answer within the attempt's time limit; the request may have been processed. */
  | { type: "timeout" }
  /** The connection could not be opened (refused, DNS, TLS): the request never left. */
  | { type: "not_sent"; code: string }
  /** The connection failed after the request may have left (reset, closed). */
  | { type: "dropped"; code: string };

/** The operations that move money (4.1, 4.3): only the gateway's own refusal means "not sent". */
const SENDS: ReadonlySet<GatewayOperation> = new Set(["sendPayment", "sendOnchain"]);

/**
 * The answers contract B.4 defines as the gateway refusing a request: the
 * HTTP status with one of the gRPC codes its table pairs with that status.
 * Nothing else is a refusal of a send (see `isRefusal`).
 */
const REFUSALS: ReadonlyMap<number, ReadonlySet<number>> = new Map<number, ReadonlySet<number>>([
  [400, new Set([GrpcCode.INVALID_ARGUMENT, GrpcCode.FAILED_PRECONDITION])],
  [401, new Set([GrpcCode.UNAUTHENTICATED])],
  [403, new Set([GrpcCode.PERMISSION_DENIED])],
  [404, new Set([GrpcCode.NOT_FOUND])],
  [429, new Set([GrpcCode.RESOURCE_EXHAUSTED])],
]);

/** Context every mapping needs. */
export interface FailureContext {
  operation: GatewayOperation;
  /** POSTs (4.1–4.3) are not idempotent: their failures may leave the outcome unknown. */
  method: "GET" | "POST";
  /** Values that must never appear in a message: API key, secret key, signatures. */
  secrets: readonly string[];
  /** How many attempts were made (GETs retry). */
  attempts: number;
}

const GRPC_NAMES = [
  "OK",
  "CANCELLED",
  "UNKNOWN",
  "INVALID_ARGUMENT",
  "DEADLINE_EXCEEDED",
  "NOT_FOUND",
  "ALREADY_EXISTS",
  "PERMISSION_DENIED",
  "RESOURCE_EXHAUSTED",
  "FAILED_PRECONDITION",
  "ABORTED",
  "OUT_OF_RANGE",
  "UNIMPLEMENTED",
  "INTERNAL",
  "UNAVAILABLE",
  "DATA_LOSS",
  "UNAUTHENTICATED",
] as const;

const NOTHING_DONE = "Nothing was done";
const UNKNOWN_ADVICE =
  "the outcome is unknown: it may have been carried out, so do not repeat it before checking the balance and history";

/** The gateway's error body, read as far as it goes (B.4). */
export interface ErrorBodyReading {
  grpcCode: number | undefined;
  /** The gateway's message, redacted; for a short plain-text body, that text. */
  gatewayMessage: string | undefined;
  /** How the body looked, when it was not the usual JSON: for the message. */
  shape: "json" | "empty" | "html" | "text" | "json_without_message";
}

/**
 * Reads `{ code, message, details }` from an error body, with `code` as a
 * number, a digit string or a gRPC name (`"INVALID_ARGUMENT"`), and copes
 * with an empty body, plain text and HTML (a proxy's error page).
 */
export function readErrorBody(answer: GatewayAnswer, secrets: readonly string[]): ErrorBodyReading {
  const text = answer.body.trim();
  if (text === "") return { grpcCode: undefined, gatewayMessage: undefined, shape: "empty" };
  const contentType = answer.headers.get("content-type") ?? "";
  if (/html/i.test(contentType) || text.startsWith("<")) {
    return { grpcCode: undefined, gatewayMessage: undefined, shape: "html" };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      grpcCode: undefined,
      gatewayMessage: redactGatewayText(text, secrets),
      shape: "text",
    };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { grpcCode: undefined, gatewayMessage: undefined, shape: "json_without_message" };
  }
  const record = parsed as Record<string, unknown>;
  const grpcCode = readGrpcCode(record.code);
  const message =
    typeof record.message === "string" ? redactGatewayText(record.message, secrets) : "";
  return message === ""
    ? { grpcCode, gatewayMessage: undefined, shape: "json_without_message" }
    : { grpcCode, gatewayMessage: message, shape: "json" };
}

function readGrpcCode(code: unknown): number | undefined {
  if (typeof code === "number" && Number.isInteger(code) && code >= 0) return code;
  if (typeof code !== "string") return undefined;
  const trimmed = code.trim();
  if (/^\d{1,3}$/.test(trimmed)) return Number(trimmed);
  const index = (GRPC_NAMES as readonly string[]).indexOf(trimmed.toUpperCase());
  return index === -1 ? undefined : index;
}

/**
 * Whether a non-2xx answer is the gateway itself refusing the request, so
 * that certainly nothing was done: the contract's JSON error body (B.4),
 * whose gRPC code (a number, digit string or name) is one the contract's
 * table pairs with that HTTP status — 400 with 3 INVALID_ARGUMENT or
 * 9 FAILED_PRECONDITION, 401 with 16, 403 with 7, 404 with 5, 429 with 8.
 *
 * Everything else is not: any 5xx (JSON or not: a proxy such as Envoy
 * answers 503, even as gRPC JSON with code 14, after the request reached
 * the gateway, and 500/504 are the gateway's own trouble mid-way), 408, a
 * redirect (a POST may have been carried out before it, as in
 * Post/Redirect/Get), an HTML, plain-text or empty body, or a status and
 * code the contract does not pair (another hop may have written it).
 */
export function isRefusal(answer: GatewayAnswer, reading: ErrorBodyReading): boolean {
  if (reading.shape !== "json" && reading.shape !== "json_without_message") return false;
  if (reading.grpcCode === undefined) return false;
  return REFUSALS.get(answer.status)?.has(reading.grpcCode) ?? false;
}

/**
 * The error for a non-2xx answer, after any retries (B.4).
 *
 * On a send (4.1 sendPayment, 4.3 sendOnchain), only a refusal (see
 * `isRefusal`) says nothing happened; every other answer leaves the
 * outcome unknown, and the send must not be repeated.
 *
 * Elsewhere (4.2 and the GETs, which move no money): 401 → authentication;
 * 429 → rate limited (with `Retry-After`); 3xx, 400, 403, 404 and other
 * 4xx → rejected; 5xx → unavailable, except on 4.2, where only 503 (and
 * 408) say nothing was done and every other 5xx leaves the outcome unknown
 * (an invoice may have been made; it moves nothing until someone pays it).
 */
export function errorFromAnswer(
  context: FailureContext,
  answer: GatewayAnswer,
  nowMs: number = Date.now(),
): GatewayError {
  const { operation, method } = context;
  const reading = readErrorBody(answer, context.secrets);
  const { status } = answer;
  const grpc =
    reading.grpcCode === undefined
      ? ""
      : ` (gRPC ${reading.grpcCode}${GRPC_NAMES[reading.grpcCode] ? ` ${GRPC_NAMES[reading.grpcCode]}` : ""})`;
  const said = describeReading(reading);
  const head = `${operation} failed: the gateway answered HTTP ${status}${grpc}${said}`;
  const details = {
    operation,
    status,
    grpcCode: reading.grpcCode,
    gatewayMessage: reading.gatewayMessage,
  };

  if (SENDS.has(operation) && !isRefusal(answer, reading)) {
    return new GatewayOutcomeUnknownError(
      `${head}, which is not a refusal by the gateway itself; ${UNKNOWN_ADVICE}.`,
      details,
    );
  }
  if (status === 401) {
    return new GatewayAuthenticationError(
      `${head}. ${NOTHING_DONE}; check the API key and secret key (a reused nonce is refused the same way).`,
      details,
    );
  }
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(answer.headers.get("retry-after"), nowMs);
    const wait =
      retryAfterMs === undefined ? "later" : `in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`;
    return new GatewayRateLimitError(`${head}. ${NOTHING_DONE}; try again ${wait}.`, {
      ...details,
      retryAfterMs,
    });
  }
  if (status >= 500 || status === 408) {
    if (method === "POST" && status !== 503 && status !== 408) {
      return new GatewayOutcomeUnknownError(`${head}; ${UNKNOWN_ADVICE}.`, details);
    }
    const tries = context.attempts > 1 ? ` (${context.attempts} attempts)` : "";
    return new GatewayUnavailableError(
      `${head}${tries}. ${NOTHING_DONE}; try again later.`,
      details,
    );
  }
  if (status >= 300 && status < 400) {
    return new GatewayRejectedError(
      `${head}, a redirect. ${NOTHING_DONE}; check GATEWAY_BASE_URL.`,
      details,
    );
  }
  const advice =
    status === 403
      ? "; check that the merchant id belongs to this API key"
      : status === 404
        ? "; check the merchant id or the gateway address"
        : "";
  return new GatewayRejectedError(`${head}. ${NOTHING_DONE}${advice}.`, details);
}

function describeReading(reading: ErrorBodyReading): string {
  switch (reading.shape) {
    case "json":
      return `: “${reading.gatewayMessage}”`;
    case "text":
      return ` with a non-JSON body: “${reading.gatewayMessage}”`;
    case "html":
      return " with an HTML page (a proxy error?)";
    case "empty":
      return " with an empty body";
    case "json_without_message":
      return " without an error message";
  }
}

/**
 * The error for an attempt that got no answer, after any retries (B.8): a
 * request that never left is a network error on any method; on a GET a
 * timeout is a timeout and a dropped connection a network error; on a POST
 * both leave the outcome unknown, because the gateway may have acted.
 */
export function errorFromTransport(
  context: FailureContext,
  failure: TransportFailure,
  timeoutMs: number,
): GatewayError {
  const { operation, method } = context;
  const tries = context.attempts > 1 ? ` (${context.attempts} attempts)` : "";
  if (failure.type === "not_sent") {
    return new GatewayNetworkError(
      `${operation} failed: the gateway could not be reached (${failure.code})${tries}. Nothing was sent; check GATEWAY_BASE_URL or try again later.`,
      { operation },
    );
  }
  if (method === "POST") {
    const what =
      failure.type === "timeout"
        ? `the gateway did not answer within ${timeoutMs} ms`
        : `the connection dropped (${failure.code})`;
    return new GatewayOutcomeUnknownError(
      `${operation}: ${what} after the request was sent; ${UNKNOWN_ADVICE}.`,
      { operation },
    );
  }
  if (failure.type === "timeout") {
    return new GatewayTimeoutError(
      `${operation} failed: the gateway did not answer within ${timeoutMs} ms${tries}. Nothing was changed; try again later.`,
      { operation },
    );
  }
  return new GatewayNetworkError(
    `${operation} failed: the connection to the gateway dropped (${failure.code})${tries}. Nothing was changed; try again later.`,
    { operation },
  );
}
