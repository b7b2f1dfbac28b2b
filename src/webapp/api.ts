/**
 * The Mini App's API under `/app/api/` on the bot's public HTTP server
 * (docs/webapp.md). Every call is checked first: `Authorization: tma
 * <initData>` signed for this bot, at most an hour old; the person acted for
 * is initData's `user`, never anything in the request. Then a per-user rate
 * limit (PRIVATE_ACTIONS_PER_MINUTE, as in private chats), then the
 * endpoint. Money moves only through the intents engine (money.ts, the
 * features' api.ts); the other endpoints read or write what the chat's
 * features read and write.
 *
 * Logs carry the user id, the endpoint and the status, never initData, the
 * Authorization header or a request body.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Api } from "grammy";
import type { Account } from "../accounts/accounts.ts";
import type { Voice } from "../i18n/voices.ts";
import type { Logger } from "../logger.ts";
import { RateWindow } from "../operations/rate-window.ts";
import {
  BodyTooLargeError,
  boundedForLog,
  type RouteHandler,
  readBody,
  sendJson,
} from "../server/http.ts";
import type { Services } from "../services.ts";
import type { ApiError, ApiErrorCode } from "./api-types.ts";
import { checkInitData, type InitDataUser } from "./init-data.ts";

/** The largest request body the API reads (a pasted invoice is a few kB). */
const MAX_API_BODY_BYTES = 16 * 1024;

/** How long `GET /app/api/invoice/:id?wait=1` waits for a change (default 25 s). */
export const DEFAULT_LONG_POLL_MS = 25_000;

/** One authenticated call, as an endpoint sees it. */
export interface ApiCall {
  deps: Services;
  user: InitDataUser;
  /** The user's language and currency. */
  voice: Voice;
  log: Logger;
  method: string;
  /** Path segments after `/app/api/`. */
  path: string[];
  query: URLSearchParams;
  /** Aborted when the client goes away (a long poll stops waiting). */
  signal: AbortSignal;
  /** The JSON object body (400 for anything else). */
  body(): Promise<Record<string, unknown>>;
  options: WebAppApiOptions;
}

/** A refusal an endpoint throws: answered as `{error, message?}` with `status`. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly userMessage: string | undefined;

  constructor(status: number, code: ApiErrorCode, userMessage?: string) {
    super(code);
    this.name = "ApiFailure";
    this.status = status;
    this.code = code;
    this.userMessage = userMessage;
  }
}

export type Endpoint = (call: ApiCall) => Promise<unknown>;

/** An API route: method, path after `/app/api`, handler. */
export interface AppRoute {
  method: string;
  pattern: RegExp;
  handle: Endpoint;
}

export interface WebAppApiOptions {
  deps: Services;
  botToken: string;
  /** The bot's username (a send to it is refused). */
  botUsername: () => string;
  /** Telegram, for the features' notes after a send or a pledge (its recipient, its claim link). */
  api?: Api | undefined;
  /** How long an invoice status long poll waits (default `DEFAULT_LONG_POLL_MS`). */
  longPollMs?: number;
}

/** The route handler for `/app/api/*` (any method), dispatching to `endpoints` by "METHOD path". */
export function webAppApiRoute(
  options: WebAppApiOptions,
  endpoints: readonly AppRoute[],
): RouteHandler {
  const { deps } = options;
  const log = deps.logger.child({ component: "webapp" });
  return async (req, res, rest) => {
    const path = rest.split("/").filter(Boolean);
    const route = `/${path.join("/")}`;
    // Bounded in logs: a stranger chooses the path, up to the header limit (16 kB).
    const logged = boundedForLog(route);
    const check = checkInitData(tmaOf(req), options.botToken, deps.now());
    if (!check.ok) {
      log.info({ route: logged, reason: check.reason }, "webapp call refused: initData");
      reply(res, 401, { error: "unauthorized" });
      return;
    }
    const user = check.user;
    const callLog = log.child({ user_id: user.id, route: logged, method: req.method });
    const voice = await deps.voices.forUser(user.id, user.languageCode);
    if (!(await admitted(deps, user.id))) {
      callLog.info("webapp call rate-limited");
      reply(res, 429, {
        error: "rate_limited",
        message: voice.t("rate-limit-private", {
          perMinute: deps.config.privateChats.actionsPerMinute,
        }),
      });
      return;
    }
    const endpoint = endpoints.find((e) => e.pattern.test(route));
    if (!endpoint) {
      reply(res, 404, { error: "not_found" });
      return;
    }
    const found = endpoints.find(
      (e) =>
        e.pattern.test(route) &&
        (e.method === req.method || (e.method === "GET" && req.method === "HEAD")),
    );
    if (!found) {
      reply(res, 405, { error: "bad_request" });
      return;
    }
    const closed = new AbortController();
    res.once("close", () => closed.abort());
    const call: ApiCall = {
      deps,
      user,
      voice,
      log: callLog,
      method: req.method ?? "GET",
      path,
      query: new URL(req.url ?? "/", "http://localhost").searchParams,
      signal: closed.signal,
      body: () => readJsonObject(req, voice),
      options,
    };
    try {
      const answer = await found.handle(call);
      reply(res, 200, answer);
    } catch (error) {
      if (error instanceof ApiFailure) {
        callLog.info({ status: error.status, error: error.code }, "webapp call refused");
        reply(
          res,
          error.status,
          {
            error: error.code,
            ...(error.userMessage !== undefined ? { message: plainText(error.userMessage) } : {}),
          },
          // A body over the limit was not read to its end: it is never read, the connection closes.
          { close: error.status === 413 },
        );
        return;
      }
      throw error;
    }
  };
}

/** The initData of `Authorization: tma <initData>`, or undefined. */
function tmaOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^tma\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

function reply(
  res: ServerResponse,
  status: number,
  body: unknown,
  options: { close?: boolean } = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.setHeader("cache-control", "no-store");
  sendJson(res, status, body, options);
}

/** One more call of `userId` this minute, if the limit allows it (the store's atomic counter, shared by replicas). */
function admitted(deps: Services, userId: number): Promise<boolean> {
  return new RateWindow(deps.store, "webapp-rate").admitAtomically(
    String(userId),
    deps.now(),
    deps.config.privateChats.actionsPerMinute,
  );
}

async function readJsonObject(
  req: IncomingMessage,
  voice: Voice,
): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readBody(req, MAX_API_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      // Answered before the rest is read: the connection closes after the answer (see reply).
      throw new ApiFailure(
        413,
        "too_large",
        voice.t("webapp-error-too-large", { kb: MAX_API_BODY_BYTES / 1024 }),
      );
    }
    throw error;
  }
  let value: unknown;
  try {
    value = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiFailure(400, "bad_request");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ApiFailure(400, "bad_request");
  }
  return value as Record<string, unknown>;
}

/** The caller's gateway account, or 409 `not_connected` (as /balance says "connect first"). */
export async function requireAccount(call: ApiCall): Promise<Account> {
  const account = await call.deps.accounts.find(call.user.id);
  if (!account) {
    throw new ApiFailure(409, "not_connected", call.voice.t("webapp-error-not-connected"));
  }
  return account;
}

/** Chat texts are Telegram HTML: the page shows plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** A string field of `body`, trimmed; undefined when absent; 400 when of another type. */
export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new ApiFailure(400, "bad_request");
  return value.trim();
}

/** A whole, positive, safe number of satoshi, or 400 `bad_amount`. */
export function satField(call: ApiCall, value: unknown): number {
  const maxSat = call.deps.config.limits.maxPaymentSat;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new ApiFailure(400, "bad_amount", call.voice.t("webapp-error-bad-amount"));
  }
  if (value > maxSat) {
    throw new ApiFailure(
      400,
      "over_limit",
      call.voice.t("confirm-over-per-payment", { limit: call.voice.amount(maxSat) }),
    );
  }
  return value;
}

export type { ApiError };
