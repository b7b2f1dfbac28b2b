/**
 * The Mini App's server side (docs/webapp.md): its API under `/app/api/`
 * on the bot's public HTTP server. The page's static files are served
 * under `/app/` by their own route, registered after this one.
 */
import type { HttpApp } from "../server/http.ts";
import { type AppRoute, type WebAppApiOptions, webAppApiRoute } from "./api.ts";
import { me } from "./wallet.ts";

/** The shell's own endpoint: who the user is (the features' routes come from the list). */
const ENDPOINTS: readonly AppRoute[] = [{ method: "GET", pattern: /^\/me$/, handle: me }];

/** Adds `/app/api/*` (every method) to `http`: the shell's endpoints and the features' `routes`. */
export function addWebAppApi(
  http: HttpApp,
  options: WebAppApiOptions,
  routes: readonly AppRoute[],
): void {
  http.route("*", "/app/api/*", webAppApiRoute(options, [...ENDPOINTS, ...routes]));
}
