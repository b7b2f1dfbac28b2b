/**
 * The Mini App's static files under /app/: the right types, compressed
 * copies, caching by hashed names, a strict CSP, nothing outside the build
 * reachable, and a build made in memory when none was written.
 */

import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.ts";
import { HttpApp } from "../../src/server/http.ts";
import {
  buildWebapp,
  FIRST_LOAD_BUDGET_BYTES,
  kilobytes,
  writeWebapp,
} from "../../src/webapp/build.ts";
import {
  CONTENT_SECURITY_POLICY,
  chooseEncoding,
  WEBAPP_DIST_DIR,
  webappRedirectRoute,
  webappStaticRoute,
} from "../../src/webapp/static.ts";

const logger = createLogger("silent");

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A raw request (fetch would undo the compression this test looks at), on a
 * connection of its own: the global agent keeps connections alive, and on a
 * busy machine it can reuse one just as the server's 5 s idle limit closes
 * it (ECONNRESET), which is not what these tests look at.
 */
function get(port: number, target: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path: target, method, headers, agent: false };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function serve(dir: string): Promise<{ app: HttpApp; port: number }> {
  const app = new HttpApp(logger)
    .route("GET", "/app", webappRedirectRoute())
    .route("GET", "/app/*", webappStaticRoute({ dir, logger }));
  return { app, port: await app.listen(0, "127.0.0.1") };
}

describe("the page's files under /app/", () => {
  let dir: string;
  let app: HttpApp;
  let port: number;
  let script: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "lnbot-webapp-"));
    await writeWebapp(await buildWebapp(), path.join(dir, "webapp"));
    ({ app, port } = await serve(path.join(dir, "webapp")));
    const html = (await get(port, "/app/")).body.toString("utf8");
    script = /src="(assets\/main\.[A-Z0-9]+\.js)"/.exec(html)?.[1] ?? "";
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the page as HTML that is revalidated every time, with a strict policy", async () => {
    const page = await get(port, "/app/");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.body.toString("utf8")).toContain('<main id="app">');
    expect(script).not.toBe("");
    expect((await get(port, "/app/index.html")).body).toEqual(page.body);
  });

  it("serves hashed assets with their types, cached for good", async () => {
    const js = await get(port, `/app/${script}`);
    expect(js.status).toBe(200);
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const css = /href="(assets\/main\.[A-Z0-9]+\.css)"/.exec(
      (await get(port, "/app/")).body.toString("utf8"),
    )?.[1];
    const style = await get(port, `/app/${css}`);
    expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
  });

  it("sends the brotli or gzip copy the client accepts, and the plain file otherwise", async () => {
    const plain = await get(port, `/app/${script}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get(port, `/app/${script}`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gz = await get(port, `/app/${script}`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body)).toEqual(plain.body);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
  });

  it("answers a known version with 304, and HEAD without a body", async () => {
    const first = await get(port, "/app/");
    const again = await get(port, "/app/", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(port, "/app/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("reaches no file outside the build, however the path is written", async () => {
    const secret = await readFile("package.json", "utf8");
    for (const target of [
      "/app/../package.json",
      "/app/%2e%2e/%2e%2e/package.json",
      "/app/assets/..%2f..%2f..%2fpackage.json",
      "/app/assets/%2e%2e%2f%2e%2e%2fpackage.json",
      "/app/..%5c..%5cpackage.json",
      "/app//etc/passwd",
      "/app/index.html.gz",
      "/app/assets/",
      "/app/nothing-here.js",
    ]) {
      const answer = await get(port, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString("utf8"), target).not.toContain(secret.slice(0, 40));
    }
  });

  it("redirects /app to /app/ (the page's links are relative to it)", async () => {
    const answer = await get(port, "/app");
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/app/");
  });
});

describe("a server without a written build", () => {
  it("builds the page in memory on the first request", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lnbot-webapp-none-"));
    const { app, port } = await serve(path.join(dir, "missing"));
    try {
      const [one, two] = await Promise.all([get(port, "/app/"), get(port, "/app/")]);
      expect(one.status).toBe(200);
      expect(two.body).toEqual(one.body);
      const asset = /src="(assets\/[^"]+)"/.exec(one.body.toString("utf8"))?.[1];
      expect((await get(port, `/app/${asset}`)).status).toBe(200);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the page's weight", () => {
  it(`loads at most ${kilobytes(FIRST_LOAD_BUDGET_BYTES)} gzipped on a first visit`, async () => {
    // dist/webapp is the build of this run (the global set-up writes it).
    const html = await readFile(path.join(WEBAPP_DIST_DIR, "index.html"), "utf8");
    const linked = [...html.matchAll(/(?:src|href)="(assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(linked).toHaveLength(2);
    let total = (await readFile(path.join(WEBAPP_DIST_DIR, "index.html.gz"))).length;
    for (const asset of linked) {
      total += (await readFile(path.join(WEBAPP_DIST_DIR, `${asset}.gz`))).length;
    }
    expect(total).toBeGreaterThan(10_000);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0")).toBeUndefined();
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
  });
});
