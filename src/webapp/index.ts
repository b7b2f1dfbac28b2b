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

/**
 * Adds `/app/api/*` (every method) to `http`: the shell's endpoints and the
 * features' `routes` (a call that comes while they load waits for them).
 */
export function addWebAppApi(
  http: HttpApp,
  options: WebAppApiOptions,
  routes: readonly AppRoute[] | Promise<readonly AppRoute[]>,
): void {
  const handler = Promise.resolve(routes).then((list) =>
    webAppApiRoute(options, [...ENDPOINTS, ...list]),
  );
  // A failed load is reported by the app; a call meanwhile ends in the server's error answer.
  handler.catch(() => undefined);
  http.route("*", "/app/api/*", async (req, res, rest) => (await handler)(req, res, rest));
}
