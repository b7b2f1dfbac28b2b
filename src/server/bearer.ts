/**
 * The optional token of the metrics listener (METRICS_TOKEN): requests
 * must carry `Authorization: Bearer <token>`, compared in constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { type RouteHandler, sendJson } from "./http.ts";

/**
 * `handler` behind a bearer token: without `Authorization: Bearer <token>`
 * a request is answered 401. An undefined token lets every request through.
 */
export function requireBearer(token: string | undefined, handler: RouteHandler): RouteHandler {
  if (token === undefined) return handler;
  const expected = digest(`Bearer ${token}`);
  return (req, res, rest) => {
    const given = req.headers.authorization;
    // Digests have one length, so the comparison's time says nothing about the token.
    if (typeof given !== "string" || !timingSafeEqual(digest(given), expected)) {
      res.setHeader("www-authenticate", 'Bearer realm="metrics"');
      sendJson(res, 401, { error: "a bearer token is required" });
      return;
    }
    return handler(req, res, rest);
  };
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}
