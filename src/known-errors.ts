/**
 * Errors of conditions the bot expects and handles: the network or a host
 * down, a request that timed out, Telegram or the gateway refusing a call,
 * a chat busy with another update. The logger writes them as their reason
 * with a `kind` (and `code`) and no stack: their stack only ever points at
 * the same library frames, and one outage would print kilobytes per retry.
 * Everything else is unexpected and keeps its stack.
 */
import { GrammyError, HttpError } from "grammy";
import { TelegramTimeoutError } from "./chat/telegram-timeout.ts";
import { GatewayError } from "./gateway/errors.ts";
import { LockTimeoutError } from "./storage/types.ts";

export interface KnownCondition {
  /**
   * `network`, `tls`, `timeout`, `refused` (Telegram answered with an
   * error), `busy`, or a gateway error's own kind (`rejected`,
   * `unavailable`, `network`…).
   */
  kind: string;
  /** The system error code (ECONNREFUSED, ENOTFOUND…), when there is one. */
  code?: string;
}

/** System error codes of a host that cannot be reached or a connection that broke. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "EPIPE",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/** Certificate and TLS failures: a setting or the far side's certificate, not a bug here. */
const TLS_CODES = new Set([
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "EPROTO",
]);

/** How far `cause` (and grammY's `HttpError.error`) is followed. */
const MAX_DEPTH = 4;

/** The known condition `error` stands for, or undefined for an unexpected error. */
export function knownCondition(error: unknown, depth = 0): KnownCondition | undefined {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return undefined;
  if (error instanceof GatewayError) return { kind: error.kind };
  if (error instanceof GrammyError) return { kind: "refused" };
  if (error instanceof TelegramTimeoutError) return { kind: "timeout" };
  if (error instanceof LockTimeoutError) return { kind: "busy" };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && NETWORK_CODES.has(code)) return { kind: "network", code };
  if (typeof code === "string" && TLS_CODES.has(code)) return { kind: "tls", code };
  // node-fetch's own time limits, and AbortSignal.timeout()'s DOMException.
  const type = (error as { type?: unknown }).type;
  if (type === "request-timeout" || type === "body-timeout" || error.name === "TimeoutError") {
    return { kind: "timeout" };
  }
  // grammY wraps what fetch threw; fetch and other clients put the system error in `cause`.
  if (error instanceof HttpError) return knownCondition(error.error, depth + 1);
  return knownCondition(error.cause, depth + 1);
}
