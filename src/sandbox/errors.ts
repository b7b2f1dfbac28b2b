/**
 * The sandbox's refusals as typed values, each with the HTTP status and gRPC
 * code of contract B.4, and the `{code, message, details: []}` body.
 */
import { GrpcCode } from "../gateway/errors.ts";

/** gRPC UNIMPLEMENTED, for a known path called with the wrong method (not in B.4's table). */
export const GRPC_UNIMPLEMENTED = 12;

/** The body of every error answer (B.4). */
export interface ErrorBody {
  code: number;
  message: string;
  details: [];
}

/**
 * A request the sandbox refuses. `message` is one sentence for the caller
 * (never a key, signature or whole invoice).
 */
export class SandboxError extends Error {
  readonly httpStatus: number;
  readonly grpcCode: number;

  constructor(httpStatus: number, grpcCode: number, message: string) {
    super(message);
    this.name = "SandboxError";
    this.httpStatus = httpStatus;
    this.grpcCode = grpcCode;
  }

  /** The B.4 body. */
  toBody(): ErrorBody {
    return { code: this.grpcCode, message: this.message, details: [] };
  }
}

/** 400, code 3: a malformed field, bad amount, undecodable invoice, LNURL or address. */
export function invalidArgument(message: string): SandboxError {
  return new SandboxError(400, GrpcCode.INVALID_ARGUMENT, message);
}

/** 400, code 9: no webhook, invoice paid or expired, insufficient balance. */
export function failedPrecondition(message: string): SandboxError {
  return new SandboxError(400, GrpcCode.FAILED_PRECONDITION, message);
}

/** 401, code 16: unknown API key, bad signature, bad or reused nonce. */
export function unauthenticated(message: string): SandboxError {
  return new SandboxError(401, GrpcCode.UNAUTHENTICATED, message);
}

/** 403, code 7: `merchant_id` is not the key's merchant. */
export function permissionDenied(message: string): SandboxError {
  return new SandboxError(403, GrpcCode.PERMISSION_DENIED, message);
}

/** 404, code 5: an unknown merchant or route. */
export function notFound(message: string): SandboxError {
  return new SandboxError(404, GrpcCode.NOT_FOUND, message);
}

/** The gRPC code B.4 pairs with an HTTP status, for injected faults. */
export function grpcCodeForStatus(status: number): number {
  switch (status) {
    case 400:
      return GrpcCode.INVALID_ARGUMENT;
    case 401:
      return GrpcCode.UNAUTHENTICATED;
    case 403:
      return GrpcCode.PERMISSION_DENIED;
    case 404:
      return GrpcCode.NOT_FOUND;
    case 429:
      return GrpcCode.RESOURCE_EXHAUSTED;
    case 503:
      return GrpcCode.UNAVAILABLE;
    case 504:
      return GrpcCode.DEADLINE_EXCEEDED;
    default:
      return status >= 500 ? GrpcCode.INTERNAL : GrpcCode.INVALID_ARGUMENT;
  }
}
