/**
 * The bot's HTTP server (docs/operations.md): health, metrics, gateway events
 * and, in webhook mode, Telegram's webhook. A tiny prefix router over
 * node:http: four routes need no framework.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "../logger.ts";

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

export class HttpApp {
  readonly #routes: Route[] = [];
  readonly #logger: Logger;
  #server: Server | undefined;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  /** Adds a route; `path` ending in `/*` matches the prefix, otherwise the exact path. */
  route(method: string, path: string, handler: RouteHandler): this {
    const exact = !path.endsWith("/*");
    this.#routes.push({ method, prefix: exact ? path : path.slice(0, -1), exact, handler });
    return this;
  }

  /** Starts listening; resolves with the bound port. */
  async listen(port: number, host: string): Promise<number> {
    const server = createServer((req, res) => {
      this.#dispatch(req, res).catch((error: unknown) => {
        this.#logger.error({ err: error, path: safePath(req) }, "http handler failed");
        if (!res.headersSent) sendJson(res, 500, { error: "internal error" });
        else res.destroy();
      });
    });
    server.keepAliveTimeout = 5_000;
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

  async #dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    for (const route of this.#routes) {
      const hit = route.exact ? pathname === route.prefix : pathname.startsWith(route.prefix);
      if (!hit) continue;
      if (req.method !== route.method && !(route.method === "GET" && req.method === "HEAD")) {
        sendJson(res, 405, { error: "method not allowed" });
        return;
      }
      await route.handler(req, res, route.exact ? "" : pathname.slice(route.prefix.length));
      return;
    }
    sendJson(res, 404, { error: "not found" });
  }
}

/**
 * Reads a whole request body of at most `maxBytes` (default `MAX_BODY_BYTES`);
 * throws `BodyTooLargeError` past it, without buffering the rest.
 */
export async function readBodyBytes(
  req: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
): Promise<Buffer> {
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
export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req)).toString("utf8");
}

export class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`request body larger than ${maxBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

/** The request path without its query, and with long tokens shortened, for logs. */
function safePath(req: IncomingMessage): string {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  return pathname.replace(/[A-Za-z0-9_-]{16,}/g, (token) => `${token.slice(0, 4)}…`);
}
