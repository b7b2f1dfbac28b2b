/**
 * The Mini App's server side (docs/webapp.md): its API under `/app/api/`
 * on the bot's public HTTP server. The page's static files are served
 * under `/app/` by their own route, registered after this one.
 */
import { balanceAppRoutes } from "../features/balance/api.ts";
import { historyAppRoutes } from "../features/history/api.ts";
import { invoiceAppRoutes } from "../features/invoice/api.ts";
import type { HttpApp } from "../server/http.ts";
import { type Endpoint, type WebAppApiOptions, webAppApiRoute } from "./api.ts";
import { confirmSend, decode, pay, send } from "./money.ts";
import { changeSettings, me, settings } from "./wallet.ts";

/** Every endpoint: method, path (after `/app/api`), handler. */
const ENDPOINTS: ReadonlyArray<{ method: string; pattern: RegExp; handle: Endpoint }> = [
  { method: "GET", pattern: /^\/me$/, handle: me },
  ...balanceAppRoutes,
  ...historyAppRoutes,
  ...invoiceAppRoutes,
  { method: "POST", pattern: /^\/decode$/, handle: decode },
  { method: "POST", pattern: /^\/pay$/, handle: pay },
  { method: "POST", pattern: /^\/send$/, handle: send },
  { method: "POST", pattern: /^\/send\/confirm$/, handle: confirmSend },
  { method: "GET", pattern: /^\/settings$/, handle: settings },
  { method: "PATCH", pattern: /^\/settings$/, handle: changeSettings },
];

/** Adds `/app/api/*` (every method) to `http`. */
export function addWebAppApi(http: HttpApp, options: WebAppApiOptions): void {
  http.route("*", "/app/api/*", webAppApiRoute(options, ENDPOINTS));
}
