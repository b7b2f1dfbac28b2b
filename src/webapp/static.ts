/**
 * Serves the Mini App's page under /app/: the files of dist/webapp
 * (`npm run build:webapp`), read once into memory (the whole page is some
 * tens of kilobytes), or built in memory on the first request when that
 * folder is missing (a fresh clone started without `npm start`).
 *
 * Only the files of the build are served: a path is looked up in a map of
 * them, never joined onto a folder, so no request reaches another file.
 * Hashed assets are cached for a year, index.html is revalidated every time
 * (it names the current assets); each answer is the brotli or gzip copy
 * made at build time when the client accepts it. Every answer carries a
 * strict Content-Security-Policy: scripts, styles and API calls from this
 * origin only, images from it or data: URLs (the invoice QR), and framing
 * only by Telegram's web clients.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "../logger.ts";
import type { RouteHandler } from "../server/http.ts";
import type { WebappFile } from "./build.ts";

/** Where `npm run build:webapp` writes the page (gitignored). */
export const WEBAPP_DIST_DIR = fileURLToPath(new URL("../../dist/webapp", import.meta.url));

/** The policy of every answer under /app/ (the page needs nothing else). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  // Telegram Web (web.telegram.org) shows Mini Apps in a frame; the mobile and desktop apps in a web view.
  "frame-ancestors https://web.telegram.org https://*.telegram.org",
].join("; ");

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json; charset=utf-8",
};

interface Served extends WebappFile {
  contentType: string;
  etag: string;
  immutable: boolean;
}

export interface WebappStaticOptions {
  /** Default dist/webapp. */
  dir?: string;
  logger: Logger;
}

/**
 * The route handler of `GET /app/*`: `rest` is the path after `/app/`
 * ("" for the page itself). Unknown paths get 404; a build that fails
 * gets 503 and is tried again on the next request.
 */
export function webappStaticRoute(options: WebappStaticOptions): RouteHandler {
  const dir = options.dir ?? WEBAPP_DIST_DIR;
  let loading: Promise<Map<string, Served>> | undefined;
  const files = () => {
    loading ??= loadFiles(dir, options.logger).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return async (req, res, rest) => {
    let served: Map<string, Served>;
    try {
      served = await files();
    } catch (error) {
      options.logger.error({ err: error }, "the Mini App's page could not be loaded or built");
      sendText(res, 503, "The page is not available right now.");
      return;
    }
    const file = served.get(rest === "" ? "index.html" : rest);
    if (!file) {
      sendText(res, 404, "Not found.");
      return;
    }
    serveFile(req, res, file);
  };
}

/** The route handler of `GET /app` (no slash): the page's relative asset links need the slash. */
export function webappRedirectRoute(): RouteHandler {
  return (_req, res) => {
    res.writeHead(308, { location: "/app/", "content-length": 0 });
    res.end();
  };
}

async function loadFiles(dir: string, logger: Logger): Promise<Map<string, Served>> {
  let files: WebappFile[];
  try {
    files = await readBuild(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    logger.info({ dir }, "no built Mini App page: building it in memory (npm run build:webapp)");
    // The bundler is loaded only here: a server with a written build never loads it.
    const { buildWebapp } = await import("./build.ts");
    files = (await buildWebapp()).files;
  }
  return new Map(
    files.map((file) => [
      file.path,
      {
        ...file,
        contentType: CONTENT_TYPES[path.extname(file.path)] ?? "application/octet-stream",
        etag: `"${createHash("sha256").update(file.body).digest("base64url").slice(0, 22)}"`,
        immutable: file.path.startsWith("assets/"),
      },
    ]),
  );
}

/** The files of a written build (each with its .gz and .br copies); ENOENT when there is none. */
async function readBuild(dir: string): Promise<WebappFile[]> {
  await readFile(path.join(dir, "index.html"));
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return Promise.all(
    names.map(async (name) => {
      const full = path.join(dir, name);
      const [body, gzip, brotli] = await Promise.all([
        readFile(full),
        readFile(`${full}.gz`),
        readFile(`${full}.br`),
      ]);
      return { path: name.split(path.sep).join("/"), body, gzip, brotli };
    }),
  );
}

function serveFile(req: IncomingMessage, res: ServerResponse, file: Served): void {
  const headers: Record<string, string | number> = {
    "content-type": file.contentType,
    "cache-control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    etag: file.etag,
    vary: "accept-encoding",
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  };
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? file.brotli : encoding === "gzip" ? file.gzip : file.body;
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** br when the client takes it, else gzip, else none (a `;q=0` refuses a coding). */
export function chooseEncoding(accept: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (accept ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
  });
  res.end(text);
}
