/**
 * A tiny round-robin HTTP front for tests, standing where an operator's load
 * balancer would: each request goes to the next backend in turn, with its
 * method, path, headers and body, and the backend's answer comes back. It
 * records which backend got which Telegram update, so a test can prove that
 * consecutive updates went to different replicas.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One forwarded request. */
export interface Routed {
  /** The Telegram update id in the body, when there was one. */
  updateId: number | undefined;
  /** Index of the backend in `setBackends`' list. */
  backend: number;
  /** The backend's status, or 502 when it could not be reached. */
  status: number;
  /** When the backend's answer came back (epoch ms). */
  answeredAt: number;
}

/** Time allowed per forwarded request. */
const FORWARD_TIMEOUT_MS = 30_000;

export class RoundRobinFront {
  #server: Server | undefined;
  #backends: string[] = [];
  #next = 0;
  readonly #routed: Routed[] = [];
  readonly #closing = new AbortController();

  /** Every forwarded request, oldest first. */
  get routed(): readonly Routed[] {
    return this.#routed;
  }

  /** Starts on 127.0.0.1; resolves with the front's base URL (`http://127.0.0.1:<port>`). */
  async start(): Promise<string> {
    const server = createServer((req, res) => {
      this.#forward(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The backends' base URLs, in round-robin order; until set, requests get 502. */
  setBackends(urls: string[]): void {
    this.#backends = [...urls];
    this.#next = 0;
  }

  async close(): Promise<void> {
    this.#closing.abort();
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  async #forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const updateId = updateIdOf(body);
    if (this.#backends.length === 0) {
      res.writeHead(502).end();
      return;
    }
    const backend = this.#next % this.#backends.length;
    this.#next += 1;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && !["host", "connection", "content-length"].includes(name)) {
        headers.set(name, value);
      }
    }
    let status = 502;
    try {
      const answer = await fetch(`${this.#backends[backend]}${req.url ?? "/"}`, {
        method: req.method ?? "GET",
        headers,
        ...(req.method === "GET" || req.method === "HEAD" ? {} : { body }),
        signal: AbortSignal.any([this.#closing.signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
      });
      status = answer.status;
      const text = Buffer.from(await answer.arrayBuffer());
      res.writeHead(status, {
        "content-type": answer.headers.get("content-type") ?? "application/octet-stream",
      });
      res.end(text);
    } finally {
      this.#routed.push({ updateId, backend, status, answeredAt: Date.now() });
    }
  }
}

function updateIdOf(body: Buffer): number | undefined {
  try {
    const value = JSON.parse(body.toString("utf8")) as { update_id?: unknown };
    return typeof value.update_id === "number" ? value.update_id : undefined;
  } catch {
    return undefined;
  }
}
