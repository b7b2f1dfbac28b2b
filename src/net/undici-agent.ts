/**
 * undici's `Agent` with its `request` method, loaded from the two modules
 * that make them. The package's index also loads its `fetch`, WebSocket,
 * proxy, cache and mock modules: 16 MiB of RSS against 2.6 MiB for these two
 * (measured after a GC). The Telegram path (src/chat/telegram-http.ts) and
 * the gateway client (src/gateway/transport.ts) send through such agents.
 * The lockfile pins undici; a version that moved these modules makes
 * {@link loadUndiciAgent} throw, and its callers keep their fallback.
 */
import { createRequire } from "node:module";
import type { Dispatcher } from "undici";

const require = createRequire(import.meta.url);

/** A new keep-alive undici `Agent` (one connection pool per origin) with `request` on it. */
export function loadUndiciAgent(): Dispatcher {
  const Agent = require("undici/lib/dispatcher/agent.js") as new () => Dispatcher;
  const request = require("undici/lib/api/api-request.js") as Dispatcher["request"];
  const agent = new Agent();
  // The index puts the API methods on the dispatchers' prototype; here, on this one agent.
  return Object.assign(agent, { request: request.bind(agent) as Dispatcher["request"] });
}
