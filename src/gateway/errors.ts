/**
 * Gateway failures as typed values (contract B.4 and B.8). Messages carry
 * the operation, the status and the gateway's own text, never a key,
 * secret, signature or whole invoice.
 */
import type { GatewayOperation } from "./types.ts";

/** gRPC status codes the gateway uses (B.4). */
export const GrpcCode = {
  DEADLINE_EXCEEDED: 4,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;

export type GatewayErrorKind =
  /**
   * The gateway answered and refused (400, 403, 404 and other 4xx; on a
   * send, only its own JSON refusal: see failures.ts `isRefusal`). Nothing happened.
   */
  | "rejected"
  /** 401: unknown API key, bad signature or reused nonce. Nothing happened. */
  | "authentication"
  /** 429 after the retries allowed. Nothing happened. */
  | "rate_limited"
  /** 503 or 408 on 4.2, or any 5xx on a safe GET after retries (never on a send). Nothing happened. */
  | "unavailable"
  /** The request could not be delivered (refused connection, DNS): nothing happened. */
  | "network"
  /** A GET timed out (after retries). Nothing happened that matters. */
  | "timeout"
  /**
   * A send or invoice creation may or may not have been processed: never
   * re-send. On a send, every non-2xx answer but the gateway's own refusal.
   */
  | "outcome_unknown"
  /** 200 with a body that does not match the contract. */
  | "unexpected_response";

/**
 * What was wrong with a request the client refused before sending it (no
 * status): a value empty, an amount not whole positive satoshi, a value
 * that cannot be put in a path unchanged.
 */
export type RequestProblem =
  | "empty_invoice"
  | "empty_address"
  | "empty_lnurl"
  | "empty_merchant_id"
  | "bad_amount"
  | "bad_lnurl"
  | "bad_merchant_id";

export interface GatewayErrorDetails {
  operation: GatewayOperation;
  /** Set when the client refused the request before sending it. */
  problem?: RequestProblem | undefined;
  status?: number | undefined;
  grpcCode?: number | undefined;
  gatewayMessage?: string | undefined;
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

/** Base class: `kind` tells what happened, `operation` which call. */
export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly operation: GatewayOperation;
  readonly status: number | undefined;
  readonly grpcCode: number | undefined;
  readonly gatewayMessage: string | undefined;
  readonly problem: RequestProblem | undefined;

  constructor(kind: GatewayErrorKind, message: string, details: GatewayErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.operation = details.operation;
    this.status = details.status;
    this.grpcCode = details.grpcCode;
    this.gatewayMessage = details.gatewayMessage;
    this.problem = details.problem;
  }

  /** True when the operation certainly did not take effect. */
  get nothingHappened(): boolean {
    return this.kind !== "outcome_unknown" && this.kind !== "unexpected_response";
  }
}

export class GatewayRejectedError extends GatewayError {
  constructor(message: string, details: GatewayErrorDetails) {
    super("rejected", message, details);
  }
}
export class GatewayAuthenticationError extends GatewayError {
  constructor(message: string, details: GatewayErrorDetails) {
    super("authentication", message, details);
  }
}
export class GatewayRateLimitError extends GatewayError {
  /** How long the gateway asked to wait, when it said so (`Retry-After`). */
  readonly retryAfterMs: number | undefined;
  constructor(message: string, details: GatewayErrorDetails) {
    super("rate_limited", message, details);
    this.retryAfterMs = details.retryAfterMs;
  }
}
export class GatewayUnavailableError extends GatewayError {
  constructor(message: string, details: GatewayErrorDetails) {
    super("unavailable", message, details);
  }
}
export class GatewayNetworkError extends GatewayError {
  constructor(message: string, details: GatewayErrorDetails) {
    super("network", message, details);
  }
}
export class GatewayTimeoutError extends GatewayError {
  constructor(message: string, details: GatewayErrorDetails) {
    super("timeout", message, details);
  }
}
export class GatewayOutcomeUnknownError extends GatewayError {
  constructor(message: string, details: GatewayErrorDetails) {
    super("outcome_unknown", message, details);
  }
}
export class GatewayResponseError extends GatewayError {
  constructor(message: string, details: GatewayErrorDetails) {
    super("unexpected_response", message, details);
  }
}
