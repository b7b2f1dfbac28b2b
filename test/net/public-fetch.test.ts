/**
 * The guard in front of every URL a stranger supplies: where it refuses to
 * go, and that what it does fetch goes to the address it checked.
 * Names are mapped to addresses by an injected resolver; the servers are
 * real, on loopback.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createTlsServer, type Server as TlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  checkPublicUrl,
  createPublicFetch,
  dnsResolver,
  fetchPublicJson,
  MAX_FETCHES_PER_OWNER,
  ownedBy,
  PublicFetchError,
  type PublicFetchErrorKind,
  type Resolver,
} from "../../src/net/public-fetch.ts";
import { startNameServer } from "../support/name-server.ts";

/** A resolver knowing only `names`; it counts its calls. */
function resolver(names: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

async function refusal(promise: Promise<unknown>): Promise<PublicFetchErrorKind> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PublicFetchError) return error.kind;
    throw error;
  }
  throw new Error("expected a refusal");
}

let server: Server;
let port: number;
const seen: IncomingMessage[] = [];
let handler: (request: IncomingMessage, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
});

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  handler = (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(body);
  };
}

describe("a host name is resolved first, and internal addresses are refused", () => {
  const internal = [
    "127.0.0.1",
    "127.8.9.10",
    "::1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "fd00::1",
    "fe80::1",
    "ff02::1",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::a00:1",
    "::7f00:1",
    "64:ff9b::a00:1",
  ];
  for (const address of internal) {
    it(`a name resolving to ${address} is refused as a private network, before any request`, async () => {
      answer(200, "{}");
      const lookup = resolver({ "evil.test": [address] });
      const attempt = fetchPublicJson(new URL(`https://evil.test:${port}/lnurlp/x`), { lookup });
      expect(await refusal(attempt)).toBe("private_network");
      expect(lookup.calls).toEqual(["evil.test"]);
      expect(seen).toHaveLength(0);
    });
  }

  it("one internal address among public ones is enough to refuse", async () => {
    const lookup = resolver({ "mixed.test": ["93.184.216.34", "10.0.0.7"] });
    const attempt = fetchPublicJson(new URL("https://mixed.test/x"), { lookup });
    expect(await refusal(attempt)).toBe("private_network");
  });

  it("a loopback name is refused even where loopback is allowed for other URLs", async () => {
    const lookup = resolver({ "evil.test": ["127.0.0.1"] });
    const sandboxOnly = (url: URL) => url.origin === "http://127.0.0.1:1";
    const attempt = fetchPublicJson(new URL(`https://evil.test:${port}/x`), {
      lookup,
      allowLoopback: sandboxOnly,
    });
    expect(await refusal(attempt)).toBe("private_network");
  });

  it("a name that does not resolve, or resolves to nothing, is unreachable", async () => {
    const lookup = resolver({ "empty.test": [] });
    expect(await refusal(fetchPublicJson(new URL("https://nowhere.test/x"), { lookup }))).toBe(
      "unreachable",
    );
    expect(await refusal(fetchPublicJson(new URL("https://empty.test/x"), { lookup }))).toBe(
      "unreachable",
    );
  });
});

describe("IP literals and schemes are judged without resolving", () => {
  const cases: Array<[string, boolean, PublicFetchErrorKind]> = [
    ["http://127.0.0.1:9/lnurlp/x", false, "loopback"],
    ["https://localhost/lnurlp/x", false, "loopback"],
    ["https://pay.localhost/lnurlp/x", false, "loopback"],
    ["https://[::1]/lnurlp/x", false, "loopback"],
    ["https://0x7f.1/x", false, "loopback"],
    ["https://10.1.2.3/lnurlp/x", true, "private_network"],
    ["https://192.168.0.1/lnurlp/x", true, "private_network"],
    ["https://172.20.0.1/lnurlp/x", true, "private_network"],
    ["https://169.254.169.254/latest", true, "private_network"],
    ["https://100.100.100.100/x", true, "private_network"],
    ["https://[fd00::1]/x", true, "private_network"],
    ["https://[::ffff:10.0.0.1]/x", true, "private_network"],
    ["https://[::10.0.0.1]/x", true, "private_network"],
    ["http://pay.example/lnurlp/x", false, "not_https"],
    ["http://93.184.216.34/lnurlp/x", true, "not_https"],
    ["ftp://pay.example/x", false, "not_https"],
  ];
  for (const [url, allowLoopback, kind] of cases) {
    it(`refuses ${url} (${kind})${allowLoopback ? ", even with loopback allowed" : ""}`, async () => {
      const lookup = resolver({});
      expect(await refusal(fetchPublicJson(new URL(url), { allowLoopback, lookup }))).toBe(kind);
      expect(lookup.calls).toEqual([]);
    });
  }

  it("plain http to a name is refused once the name turns out not to be loopback", async () => {
    const lookup = resolver({ "shop.test": ["93.184.216.34"] });
    const attempt = fetchPublicJson(new URL("http://shop.test/x"), { lookup, allowLoopback: true });
    expect(await refusal(attempt)).toBe("not_https");
  });
});

describe("what is fetched goes to the checked address, once", () => {
  it("connects to the address the resolver gave, with the name in the Host header, and resolves once", async () => {
    answer(200, JSON.stringify({ tag: "payRequest" }));
    // Nothing but the injected resolver knows pay.test: a second lookup would fail.
    const lookup = resolver({ "pay.test": ["127.0.0.1"] });
    const result = await fetchPublicJson(new URL(`http://pay.test:${port}/lnurlp/x?k=1`), {
      lookup,
      allowLoopback: true,
    });
    expect(result).toEqual({ status: 200, body: { tag: "payRequest" } });
    expect(lookup.calls).toEqual(["pay.test"]);
    expect(seen[0]?.headers.host).toBe(`pay.test:${port}`);
    expect(seen[0]?.url).toBe("/lnurlp/x?k=1");
    expect(seen[0]?.headers.accept).toBe("application/json");
  });

  it("tries the checked addresses in turn when the first one does not answer", async () => {
    answer(200, "{}");
    // Nothing listens on 127.0.0.2 at this port: the socket moves on to 127.0.0.1.
    const lookup = resolver({ "pay.test": ["127.0.0.2", "127.0.0.1"] });
    const result = await fetchPublicJson(new URL(`http://pay.test:${port}/x`), {
      lookup,
      allowLoopback: true,
    });
    expect(result).toEqual({ status: 200, body: {} });
    expect(lookup.calls).toEqual(["pay.test"]);
  });

  it("allows loopback only where the predicate says so (one origin, not its neighbours)", async () => {
    answer(200, "{}");
    const ownOrigin = `http://127.0.0.1:${port}`;
    const allowLoopback = (url: URL) => url.origin === ownOrigin;
    expect(await fetchPublicJson(new URL(`${ownOrigin}/x`), { allowLoopback })).toEqual({
      status: 200,
      body: {},
    });
    const neighbour = fetchPublicJson(new URL(`http://127.0.0.1:${port + 1}/x`), {
      allowLoopback,
    });
    expect(await refusal(neighbour)).toBe("loopback");
  });

  it("reads the JSON whatever the status, and refuses a redirect without following it", async () => {
    answer(500, JSON.stringify({ status: "ERROR", reason: "down" }));
    const url = new URL(`http://127.0.0.1:${port}/x`);
    expect(await fetchPublicJson(url, { allowLoopback: true })).toEqual({
      status: 500,
      body: { status: "ERROR", reason: "down" },
    });
    answer(302, "{}", { location: `http://127.0.0.1:${port}/elsewhere` });
    expect(await refusal(fetchPublicJson(url, { allowLoopback: true }))).toBe("unreachable");
    expect(seen.map((request) => request.url)).toEqual(["/x", "/x"]);
  });

  it("refuses an answer that is not JSON, or larger than the limit", async () => {
    const url = new URL(`http://127.0.0.1:${port}/x`);
    answer(200, "<html>hello</html>");
    expect(await refusal(fetchPublicJson(url, { allowLoopback: true }))).toBe("not_json");
    answer(200, JSON.stringify({ padding: "x".repeat(70 * 1024) }));
    expect(await refusal(fetchPublicJson(url, { allowLoopback: true }))).toBe("too_large");
    expect(await fetchPublicJson(url, { allowLoopback: true, maxBytes: 100 * 1024 })).toMatchObject(
      { status: 200 },
    );
  });

  it("gives up after the time limit when the service never answers", async () => {
    handler = () => {}; // never answers
    const url = new URL(`http://127.0.0.1:${port}/slow`);
    const attempt = fetchPublicJson(url, { allowLoopback: true, timeoutMs: 150 });
    expect(await refusal(attempt)).toBe("unreachable");
  });

  it("a resolver that never answers is cut off by the same time limit", async () => {
    const lookup: Resolver = () => new Promise(() => {});
    const attempt = fetchPublicJson(new URL("https://slow-dns.test/x"), { lookup, timeoutMs: 150 });
    expect(await refusal(attempt)).toBe("unreachable");
  });
});

describe("TLS still checks the certificate against the host name", () => {
  const cert = readFileSync(new URL("./fixtures/pay-test.crt", import.meta.url), "utf8");
  const key = readFileSync(new URL("./fixtures/pay-test.key", import.meta.url), "utf8");
  let tlsServer: TlsServer;
  let tlsPort: number;
  const serverNames: Array<string | false | null> = [];
  const defaultCertificates = tls.getCACertificates("default");

  beforeAll(async () => {
    // The fixture certificate (CN and SAN pay.test, self-signed) is trusted for this file only.
    tls.setDefaultCACertificates([...defaultCertificates, cert]);
    tlsServer = createTlsServer({ cert, key }, (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"ok":true}');
    });
    tlsServer.on("secureConnection", (socket) => serverNames.push(socket.servername));
    tlsServer.on("tlsClientError", () => {});
    await new Promise<void>((resolve) => tlsServer.listen(0, "127.0.0.1", resolve));
    tlsPort = (tlsServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    tls.setDefaultCACertificates(defaultCertificates);
    await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
  });

  it("the checked address, the certificate of the name: accepted for pay.test, refused for another name", async () => {
    const lookup = resolver({ "pay.test": ["127.0.0.1"], "other.test": ["127.0.0.1"] });
    const options = { lookup, allowLoopback: true };
    expect(await fetchPublicJson(new URL(`https://pay.test:${tlsPort}/x`), options)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(serverNames).toEqual(["pay.test"]);
    const wrongName = fetchPublicJson(new URL(`https://other.test:${tlsPort}/x`), options);
    expect(await refusal(wrongName)).toBe("unreachable");
  });
});

describe("the resolver: c-ares queries with their own timeout, off libuv's thread pool", () => {
  it("answers a known name, refuses an unknown one, and gives up on a server that never answers", async () => {
    const names = await startNameServer({
      names: { "shop.test": "203.0.114.9" },
      silentSuffix: ".hang.test",
    });
    try {
      // The name server runs on this test's event loop: on a loaded machine its answer can take
      // longer than a short timeout, so the names it answers get a long one.
      const resolve = dnsResolver({ servers: [names.address], timeoutMs: 10_000, tries: 1 });
      expect(await resolve("shop.test")).toEqual([{ address: "203.0.114.9", family: 4 }]);
      await expect(resolve("nothing.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
      const quick = dnsResolver({ servers: [names.address], timeoutMs: 200, tries: 1 });
      await expect(quick("a.hang.test")).rejects.toMatchObject({ code: "ETIMEOUT" });
      // The exchange's end cancels its queries at once, whatever the resolver's own timeout.
      const slow = dnsResolver({ servers: [names.address], timeoutMs: 60_000 });
      const stop = new AbortController();
      const pending = slow("b.hang.test", stop.signal);
      await new Promise<void>((resolve) => setImmediate(resolve));
      stop.abort();
      await expect(pending).rejects.toMatchObject({ code: "ECANCELLED" });
    } finally {
      await names.close();
    }
  });
});

describe("one owner's fetches in flight are capped", () => {
  it("beyond the cap an owner is refused at once; others, and the owner later, are served", async () => {
    const waiting: (() => void)[] = [];
    const names: Record<string, string> = { "shop.test": "127.0.0.1" };
    // Names under hang.test answer only when the test lets them (a name server that is slow).
    const lookup: Resolver = (hostname) =>
      hostname.endsWith(".hang.test")
        ? new Promise((resolve) =>
            waiting.push(() => resolve([{ address: "10.0.0.1", family: 4 }])),
          )
        : Promise.resolve([{ address: names[hostname] ?? "", family: 4 }]);
    const fetch = createPublicFetch({ lookup, allowLoopback: true });
    answer(200, "{}");
    const mallory = ownedBy(fetch, 7);
    const held = Array.from({ length: MAX_FETCHES_PER_OWNER }, (_, i) =>
      refusal(mallory(new URL(`https://p${i}.hang.test/x`))),
    );
    expect(await refusal(mallory(new URL("https://more.hang.test/x")))).toBe("unreachable");
    expect(await refusal(mallory.check(new URL("https://more.hang.test/x")))).toBe("unreachable");
    expect(waiting).toHaveLength(MAX_FETCHES_PER_OWNER);
    // Another owner is not held back.
    const bob = ownedBy(fetch, 8);
    expect((await bob(new URL(`http://shop.test:${port}/x`))).status).toBe(200);
    for (const release of waiting) release();
    // Once resolved (to an internal address: refused), Mallory's slots are free again.
    expect(await Promise.all(held)).toEqual(
      Array.from({ length: MAX_FETCHES_PER_OWNER }, () => "private_network"),
    );
    await mallory.check(new URL(`http://shop.test:${port}/x`));
  });
});

describe("a URL judged without fetching it (a tip address, a pay code right before its send)", () => {
  it("refuses what the fetch refuses, and lets through what it would fetch, without a request", async () => {
    const lookup = resolver({ "pay.test": ["203.0.114.7"], "inside.test": ["10.1.2.3"] });
    expect(await refusal(checkPublicUrl(new URL("https://inside.test/x"), { lookup }))).toBe(
      "private_network",
    );
    expect(await refusal(checkPublicUrl(new URL("https://127.1/x"), { lookup }))).toBe("loopback");
    expect(await refusal(checkPublicUrl(new URL("https://2130706433/x"), { lookup }))).toBe(
      "loopback",
    );
    expect(await refusal(checkPublicUrl(new URL("https://[::ffff:7f00:1]/x"), { lookup }))).toBe(
      "loopback",
    );
    expect(await refusal(checkPublicUrl(new URL("https://169.254.169.254/x"), { lookup }))).toBe(
      "private_network",
    );
    expect(await refusal(checkPublicUrl(new URL("https://gone.test/x"), { lookup }))).toBe(
      "unreachable",
    );
    await checkPublicUrl(new URL("https://pay.test/x"), { lookup });
    expect(seen).toHaveLength(0);
  });
});
