/**
 * The bot's HTTP listeners (docs/operations.md): the public one (gateway events
 * and, in webhook mode, Telegram's webhook) and the metrics one (/metrics,
 * /health). A tiny prefix router over node:http: four routes need no
 * framework. Every request is answered, and slow clients are cut off.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { Logger } from "../logger.ts";

// node:http through require: an ES import reads every export of it, WebSocket, CloseEvent and
// MessageEvent included, whose getters load Node's fetch (undici) and node:http2 (40-70 ms of
// start-up, bench/ANALYSIS.md).
const { createServer } = createRequire(import.meta.url)("node:http") as typeof import("node:http");

export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  /** The path after the route's prefix (e.g. the token of `/gateway-events/<token>`). */
  rest: string,
) => Promise<void> | void;

interface Route {
  method: string;
  prefix: string;
  exact: boolean;
  handler: RouteHandler;
}

/** Largest request body read (gateway events and Telegram updates are far smaller). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How long a client may take, in milliseconds: `headersMs` to send a
 * request's headers, `requestMs` to send the whole request (headers and
 * body; the time the bot takes to answer does not count), `keepAliveMs` to
 * start its next request on an idle connection. A connection past one of
 * them is answered 408 (or closed when idle), so slow or silent clients
 * cannot hold sockets open.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

/** Defaults of `HttpTimeouts`: 10 s for headers, 30 s for a whole request, 5 s idle. */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
};

export interface HttpAppOptions {
  /** Default `DEFAULT_HTTP_TIMEOUTS`; `headersMs` must not exceed `requestMs`. */
  timeouts?: HttpTimeouts;
}

export class HttpApp {
  readonly #routes: Route[] = [];
  readonly #logger: Logger;
  readonly #timeouts: HttpTimeouts;
  #server: Server | undefined;

  constructor(logger: Logger, options: HttpAppOptions = {}) {
    this.#logger = logger;
    this.#timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
    if (this.#timeouts.headersMs > this.#timeouts.requestMs) {
      throw new RangeError("the headers timeout must not exceed the request timeout");
    }
  }

  /**
   * Adds a route; `path` ending in `/*` matches the prefix, otherwise the
   * exact path. `method` "*" takes every method (the handler answers 405 itself).
   */
  route(method: string, path: string, handler: RouteHandler): this {
    const exact = !path.endsWith("/*");
    this.#routes.push({ method, prefix: exact ? path : path.slice(0, -1), exact, handler });
    return this;
  }

  /** Starts listening; resolves with the bound port. */
  async listen(port: number, host: string): Promise<number> {
    const { headersMs, requestMs, keepAliveMs } = this.#timeouts;
    const server = createServer(
      {
        headersTimeout: headersMs,
        requestTimeout: requestMs,
        // Node looks for expired requests only this often (its default, 30 s, would double them).
        connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersMs / 4))),
      },
      (req, res) => this.#serve(req, res),
    );
    server.keepAliveTimeout = keepAliveMs;
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    return (server.address() as AddressInfo).port;
  }

  /** Stops accepting connections and waits (up to `graceMs`) for open requests to finish. */
  async close(graceMs = 5_000): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearTimeout(timer);
  }

  /** Answers every request, whatever its target and whatever its handler does. */
  #serve(req: IncomingMessage, res: ServerResponse): void {
    const pathname = requestPath(req.url);
    if (pathname === undefined) {
      sendJson(res, 400, { error: "bad request target" }, { close: true });
      return;
    }
    this.#dispatch(req, res, pathname).catch((error: unknown) => {
      try {
        this.#logger.error({ err: error, path: logPath(pathname) }, "http handler failed");
        if (!res.headersSent) sendJson(res, 500, { error: "internal error" });
        else res.destroy();
      } catch {
        // Nothing more can be said on this connection: close it rather than leave it open.
        res.destroy();
      }
    });
  }

  async #dispatch(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    for (const route of this.#routes) {
      const hit = route.exact ? pathname === route.prefix : pathname.startsWith(route.prefix);
      if (!hit) continue;
      const allowed =
        route.method === "*" ||
        req.method === route.method ||
        (route.method === "GET" && req.method === "HEAD");
      if (!allowed) {
        sendJson(res, 405, { error: "method not allowed" });
        return;
      }
      await route.handler(req, res, route.exact ? "" : pathname.slice(route.prefix.length));
      // A handler that returned without answering would leave the client waiting forever.
      if (!res.headersSent) throw new Error("route handler returned without answering");
      return;
    }
    sendJson(res, 404, { error: "not found" });
  }
}

/**
 * Reads a whole request body of at most `maxBytes` (default `MAX_BODY_BYTES`);
 * throws `BodyTooLargeError` past it, without buffering the rest, and at
 * once when the declared Content-Length is already larger.
 */
export async function readBodyBytes(
  req: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) throw new BodyTooLargeError(maxBytes);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** `readBodyBytes` as UTF-8 text. */
export async function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(req, maxBytes)).toString("utf8");
}

export class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`request body larger than ${maxBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Answers `status` with `body` as JSON. `close`: the connection is closed
 * after the answer, and a request body not read yet is never read (for
 * requests refused before their body).
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  options: { close?: boolean } = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    ...(options.close ? { connection: "close" } : {}),
  });
  // With "connection: close" node ends the socket once the answer is out, body unread.
  res.end(text);
}

/** An origin-form request target (RFC 9112 §3.2.1): a path of RFC 3986 characters, then a query. */
const ORIGIN_FORM = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

/**
 * The path of a request target, normalised (dot segments resolved), without
 * its query; undefined when the target is neither a well-formed path nor an
 * absolute http(s) URL. A path is always one on this server ("//x" too,
 * never another host).
 */
export function requestPath(target: string | undefined): string | undefined {
  if (!target) return undefined;
  try {
    if (ORIGIN_FORM.test(target)) return new URL(`http://localhost${target}`).pathname;
    const url = new URL(target);
    return url.protocol === "http:" || url.protocol === "https:" ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** A path for logs, with long tokens (an events URL's) shortened, and bounded. */
function logPath(pathname: string): string {
  return boundedForLog(pathname.replace(/[A-Za-z0-9_-]{16,}/g, (token) => `${token.slice(0, 4)}…`));
}

/** The longest text a request puts in a log line (a path a stranger chose): 200 characters. */
export const MAX_LOGGED_TEXT = 200;

/** `text` for a log line: as it is up to `MAX_LOGGED_TEXT` characters, else cut with how much was left out. */
export function boundedForLog(text: string): string {
  if (text.length <= MAX_LOGGED_TEXT) return text;
  return `${text.slice(0, MAX_LOGGED_TEXT)}… (${text.length} characters)`;
}
