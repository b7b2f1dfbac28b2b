/**
 * Gateway events (contract B.7) on `POST /gateway-events/<token>`: the
 * token finds the account, the signature (constant-time, at most 300 s
 * old) proves the gateway sent it, and the engine applies it
 * (src/operations/money-in.ts), telling the listeners (the faces showing
 * "Paid") before it is marked handled.
 *
 * A 2xx means it was applied; a failure to apply is answered 500 so the
 * gateway delivers it again; a repeat of an event already applied is
 * answered "duplicate" and does nothing.
 */
import type { AccountService } from "../accounts/accounts.ts";
import { verifyWebhookSignature } from "../gateway/signing.ts";
import type { Logger } from "../logger.ts";
import type { EventListener, MoneyIn } from "../operations/money-in.ts";
import { BodyTooLargeError, type RouteHandler, readBody, sendJson } from "./http.ts";

/** Largest event body read: an event is a few hundred bytes of JSON. */
export const MAX_EVENT_BODY_BYTES = 8 * 1024;
/** What an events token looks like (the account service makes 24 base64url characters). */
const EVENTS_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** What became of one delivery, for metrics. */
export type GatewayEventResult =
  | "applied"
  | "duplicate"
  | "ignored"
  | "bad_request"
  | "unknown_endpoint"
  | "bad_signature"
  | "late"
  | "failed";

export interface GatewayEventsOptions {
  accounts: Pick<AccountService, "findByEventsToken">;
  moneyIn: Pick<MoneyIn, "applyEvent">;
  logger: Logger;
  now: () => number;
  /** Told of each applied event, in order (the faces showing "Paid"). */
  listeners: readonly EventListener[];
  /** Told what became of each delivery (metrics); its errors are ignored. */
  onResult?: (result: GatewayEventResult) => void;
}

/** The route of `POST /gateway-events/<token>`. */
export function gatewayEventsRoute(options: GatewayEventsOptions): RouteHandler {
  return async (req, res, token) => {
    const result = await handleEvent(options, req, res, token);
    try {
      options.onResult?.(result);
    } catch {
      // Metrics never change what the gateway is answered.
    }
  };
}

async function handleEvent(
  options: GatewayEventsOptions,
  req: Parameters<RouteHandler>[0],
  res: Parameters<RouteHandler>[1],
  token: string,
): Promise<GatewayEventResult> {
  const { logger } = options;
  // The token first: a stranger's request is answered before its body is read, and its
  // connection closed, so made-up URLs cannot make the bot buffer (or wait for) bodies.
  const account = EVENTS_TOKEN.test(token)
    ? await options.accounts.findByEventsToken(token)
    : undefined;
  if (!account) {
    sendJson(res, 404, { error: "unknown endpoint" }, { close: true });
    return "unknown_endpoint";
  }
  let raw: string;
  try {
    raw = await readBody(req, MAX_EVENT_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendJson(res, 413, { error: "body too large" }, { close: true });
    return "bad_request";
  }
  const header = req.headers["x-gateway-webhook-signature"];
  const verdict = verifyWebhookSignature(
    account.credentials.secretKey,
    Array.isArray(header) ? header[0] : header,
    raw,
    Math.floor(options.now() / 1000),
  );
  if (!verdict.ok) {
    logger.warn({ reason: verdict.reason, user_id: account.userId }, "gateway event rejected");
    sendJson(res, 401, { error: `signature ${verdict.reason.replace("_", " ")}` });
    // Signed more than 300 s ago: a gateway's retries running late, or this host's clock off.
    return verdict.reason === "too_old" ? "late" : "bad_signature";
  }
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    sendJson(res, 400, { error: "body is not JSON" });
    return "bad_request";
  }
  try {
    const applied = await options.moneyIn.applyEvent(account, event, options.listeners);
    if (applied === "ignored") {
      sendJson(res, 200, { status: "ignored" });
      return "ignored";
    }
    sendJson(res, 200, { status: applied === "duplicate" ? "duplicate" : "accepted" });
    return applied;
  } catch (error) {
    logger.error(
      { err: error, user_id: account.userId },
      "could not apply a gateway event: answered 500 so the gateway delivers it again",
    );
    sendJson(res, 500, { error: "event not applied; deliver it again" });
    return "failed";
  }
}
