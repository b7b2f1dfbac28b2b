/**
 * The gateway client's HTTP exchanges (src/gateway/transport.ts): undici's
 * `request` by default and ky over a given `fetch` read the same answers
 * the same way: a body cut at MAX_BODY_BYTES, repeated headers joined, a
 * connection that closes after a success's headers is "dropped", a body
 * that stops coming is a timeout.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchExchange,
  type GatewayExchange,
  type GatewayHttpRequest,
  MAX_BODY_BYTES,
  sendOnce,
  undiciExchange,
} from "../../src/gateway/transport.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const handlers: Record<string, Handler> = {
  // Chunked (no length): the reader must stop at the limit by itself.
  "/huge": (_req, res) => {
    res.writeHead(500, { "content-type": "text/plain" });
    const piece = "x".repeat(64 * 1024);
    for (let sent = 0; sent <= MAX_BODY_BYTES; sent += piece.length) res.write(piece);
    res.end();
  },
  "/headers": (_req, res) => {
    res.setHeader("x-twice", ["a", "b"]);
    res.setHeader("retry-after", "7");
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"ok":true}');
  },
  // A success whose body never ends: the connection closes half way.
  "/cut": (_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
    // Cut once the half body is on its way, so the client has read the headers.
    res.write('{"amount":', () => res.socket?.destroy());
  },
  // Headers at once, then the body never comes.
  "/stall": (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write("{");
  },
  "/echo": (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          key: req.headers["x-gateway-api-key"],
          type: req.headers["content-type"],
          length: req.headers["content-length"],
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
  },
};

let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((req, res) => handlers[req.url?.split("?")[0] ?? ""]?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function requestFor(path: string, body?: string): GatewayHttpRequest {
  return {
    method: body === undefined ? "GET" : "POST",
    url: `${origin}${path}`,
    origin,
    path,
    headers: { "Content-Type": "application/json", "X-gateway-api-key": "k" },
    body: body === undefined ? undefined : new TextEncoder().encode(body),
  };
}

const exchanges: Array<[string, () => GatewayExchange]> = [
  ["undici's request", () => undiciExchange()],
  ["ky over fetch", () => fetchExchange(fetch)],
];

describe.each(exchanges)("%s", (_name, make) => {
  const exchange = make();
  const send = (request: GatewayHttpRequest, timeoutMs = 5_000) =>
    sendOnce(request, { timeoutMs, exchange });

  it("sends the signed bytes, path and headers as they are", async () => {
    const result = await send(requestFor("/echo?nonce=1", '{"a":"é"}'));
    expect(result.type).toBe("answer");
    if (result.type !== "answer") return;
    expect(JSON.parse(result.body)).toEqual({
      method: "POST",
      url: "/echo?nonce=1",
      key: "k",
      type: "application/json",
      length: String(Buffer.byteLength('{"a":"é"}')),
      body: '{"a":"é"}',
    });
  });

  it("reads at most MAX_BODY_BYTES of a longer body", async () => {
    const result = await send(requestFor("/huge"));
    expect(result.type).toBe("answer");
    if (result.type !== "answer") return;
    expect(result.status).toBe(500);
    expect(result.body.length).toBeGreaterThan(0);
    expect(result.body.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });

  it("reads headers in any case, repeated ones joined", async () => {
    const result = await send(requestFor("/headers"));
    expect(result.type).toBe("answer");
    if (result.type !== "answer") return;
    expect(result.headers.get("Retry-After")).toBe("7");
    expect(result.headers.get("x-twice")).toBe("a, b");
    expect(result.headers.get("x-absent")).toBeNull();
  });

  it("a success cut off in its body is dropped, not an answer", async () => {
    const result = await send(requestFor("/cut"));
    expect(result.type).toBe("dropped");
  });

  it("a body that stops coming is a timeout", async () => {
    const result = await send(requestFor("/stall"), 200);
    expect(result).toEqual({ type: "timeout" });
  });

  it("a refused connection was not sent", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const there = `http://127.0.0.1:${port}`;
    const result = await send({ ...requestFor("/echo"), url: `${there}/echo`, origin: there });
    expect(result).toEqual({ type: "not_sent", code: "ECONNREFUSED" });
  });
});
