/**
 * The Mini App's server side (docs/webapp.md): its API under `/app/api/`
 * on the bot's public HTTP server. The page's static files are served
 * under `/app/` by their own route, registered after this one.
 */

import { payAppRoutes } from "../features/pay/api.ts";
import type { HttpApp } from "../server/http.ts";
import { type Endpoint, type WebAppApiOptions, webAppApiRoute } from "./api.ts";
import { confirmSend, createInvoice, invoiceState, send } from "./money.ts";
import {
  changeSettings,
  history,
  historyEntry,
  home,
  me,
  receiveInfo,
  settings,
} from "./wallet.ts";

/** Every endpoint: method, path (after `/app/api`), handler. */
const ENDPOINTS: ReadonlyArray<{ method: string; pattern: RegExp; handle: Endpoint }> = [
  { method: "GET", pattern: /^\/me$/, handle: me },
  { method: "GET", pattern: /^\/home$/, handle: home },
  { method: "GET", pattern: /^\/history$/, handle: history },
  { method: "GET", pattern: /^\/history\/[A-Za-z0-9_-]{1,64}$/, handle: historyEntry },
  { method: "POST", pattern: /^\/invoice$/, handle: createInvoice },
  { method: "GET", pattern: /^\/invoice\/[A-Za-z0-9_-]{1,64}$/, handle: invoiceState },
  { method: "GET", pattern: /^\/receive-info$/, handle: receiveInfo },
  ...payAppRoutes,
  { method: "POST", pattern: /^\/send$/, handle: send },
  { method: "POST", pattern: /^\/send\/confirm$/, handle: confirmSend },
  { method: "GET", pattern: /^\/settings$/, handle: settings },
  { method: "PATCH", pattern: /^\/settings$/, handle: changeSettings },
];

/** Adds `/app/api/*` (every method) to `http`. */
export function addWebAppApi(http: HttpApp, options: WebAppApiOptions): void {
  http.route("*", "/app/api/*", webAppApiRoute(options, ENDPOINTS));
}
