/**
 * The Mini App's server side (docs/webapp.md): its API under `/app/api/`
 * on the bot's public HTTP server. The page's static files are served
 * under `/app/` by their own route, registered after this one.
 */
import type { HttpApp } from "../server/http.ts";
import { type AppRoute, type WebAppApiOptions, webAppApiRoute } from "./api.ts";
import { createInvoice, decode, invoiceState, pay } from "./money.ts";
import { history, historyEntry, home, me, receiveInfo } from "./wallet.ts";

/** The shell's own endpoints (before the features' routes move into their folders). */
const ENDPOINTS: readonly AppRoute[] = [
  { method: "GET", pattern: /^\/me$/, handle: me },
  { method: "GET", pattern: /^\/home$/, handle: home },
  { method: "GET", pattern: /^\/history$/, handle: history },
  { method: "GET", pattern: /^\/history\/[A-Za-z0-9_-]{1,64}$/, handle: historyEntry },
  { method: "POST", pattern: /^\/invoice$/, handle: createInvoice },
  { method: "GET", pattern: /^\/invoice\/[A-Za-z0-9_-]{1,64}$/, handle: invoiceState },
  { method: "GET", pattern: /^\/receive-info$/, handle: receiveInfo },
  { method: "POST", pattern: /^\/decode$/, handle: decode },
  { method: "POST", pattern: /^\/pay$/, handle: pay },
];

/** Adds `/app/api/*` (every method) to `http`: the shell's endpoints and the features' `routes`. */
export function addWebAppApi(
  http: HttpApp,
  options: WebAppApiOptions,
  routes: readonly AppRoute[],
): void {
  http.route("*", "/app/api/*", webAppApiRoute(options, [...ENDPOINTS, ...routes]));
}
