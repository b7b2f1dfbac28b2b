/**
 * The bare HTTP server under requests no browser sends: every request gets
 * an answer, a failing handler cannot leave one open, and slow or idle
 * connections are closed after the configured timeouts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.ts";
import { HttpApp, type HttpTimeouts, readBody } from "../../src/server/http.ts";
import { exchange } from "./support/raw-http.ts";

const logger = createLogger("silent");

let app: HttpApp | undefined;
afterEach(async () => {
  await app?.close(100);
  app = undefined;
});

/** Short timeouts, so a test sees them pass. */
const SHORT: HttpTimeouts = { headersMs: 200, requestMs: 400, keepAliveMs: 200 };

async function serve(timeouts?: HttpTimeouts): Promise<number> {
  app = new HttpApp(logger, timeouts ? { timeouts } : {});
  app.route("GET", "/ok", (_req, res) => {
    res.writeHead(200, { "content-length": 4 }).end("fine");
  });
  app.route("POST", "/echo", async (req, res) => {
    const body = await readBody(req);
    res.writeHead(200, { "content-length": Buffer.byteLength(body) }).end(body);
  });
  app.route("GET", "/throws", () => {
    throw new Error("handler bug");
  });
  app.route("GET", "/throws-late", (_req, res) => {
    res.writeHead(200, { "content-length": 10 });
    res.write("half");
    throw new Error("handler bug after the headers");
  });
  app.route("GET", "/silent", () => {
    // A handler bug: returns without answering.
  });
  return app.listen(0, "127.0.0.1");
}

const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`;

describe("HttpApp", () => {
  it("answers 400 to a request target it cannot parse, and keeps serving", async () => {
    const port = await serve();
    for (const target of ["//[/x", "//[", "/a[b]", "http://[::1", "@/x", "*", "ftp://x/ok"]) {
      expect(await exchange(port, get(target)), target).toMatch(/^HTTP\/1\.1 400 /);
    }
    // A scheme-relative target is a path here, never another host.
    expect(await exchange(port, get("//ok"))).toMatch(/^HTTP\/1\.1 404 /);
    expect(await exchange(port, get("/ok?x=1"))).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exchange(port, get("http://x/ok"))).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("answers 500 when a handler throws or returns without answering, and closes a half-sent answer", async () => {
    const port = await serve();
    expect(await exchange(port, get("/throws"))).toMatch(/^HTTP\/1\.1 500 /);
    expect(await exchange(port, get("/silent"))).toMatch(/^HTTP\/1\.1 500 /);
    const half = await exchange(port, get("/throws-late"));
    expect(half).toMatch(/^HTTP\/1\.1 200 /);
    expect(half).not.toContain("still open");
  });

  it("cuts off a client that does not finish its headers or its body in time", async () => {
    const port = await serve(SHORT);
    const headers = await exchange(port, "GET /ok HTTP/1.1\r\nHost: x\r\n");
    expect(headers).toMatch(/^HTTP\/1\.1 408 /);
    const body = await exchange(
      port,
      "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly a few bytes",
    );
    expect(body).toMatch(/^HTTP\/1\.1 408 /);
    // Within the time, the same request is served.
    const whole = await exchange(
      port,
      "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
    );
    expect(whole).toMatch(/^HTTP\/1\.1 200 [\s\S]*hello$/);
  });

  it("closes a kept-alive connection that stays idle", async () => {
    const port = await serve(SHORT);
    const answer = await exchange(port, "GET /ok HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*fine$/);
  });

  it("refuses timeouts where the headers may take longer than the whole request", () => {
    expect(
      () => new HttpApp(logger, { timeouts: { headersMs: 500, requestMs: 400, keepAliveMs: 1 } }),
    ).toThrow(/headers/);
  });
});
