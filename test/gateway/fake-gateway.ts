/**
 * A scripted HTTP server on 127.0.0.1 standing in for the payment gateway:
 * it records every request exactly as received and answers with the
 * responders it was given, in order (the last one repeats).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** performance.now() when the request had been read. */
  at: number;
}

export type Responder = (request: RecordedRequest, response: ServerResponse) => void;

export interface FakeGateway {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the script: answers in order, the last one for every later request. */
  respond(...responders: Responder[]): void;
  close(): Promise<void>;
}

export async function startFakeGateway(): Promise<FakeGateway> {
  const requests: RecordedRequest[] = [];
  let script: Responder[] = [json(200, {})];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: performance.now(),
      };
      requests.push(recorded);
      const responder = script.length > 1 ? script.shift() : script[0];
      responder?.(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(...responders) {
      script = responders;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers `status` with `body` as JSON. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Responder {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };
}

/** Answers `status` with a raw body. */
export function raw(
  status: number,
  body: string,
  headers: Record<string, string> = { "content-type": "text/plain" },
): Responder {
  return (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
}

/** Never answers (the test's close() ends the connection). */
export const hang: Responder = () => {};

/** Reads the request, then drops the connection without a word. */
export const reset: Responder = (_request, response) => {
  response.socket?.destroy();
};

/** A URL on 127.0.0.1 where nothing listens (connection refused). */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
