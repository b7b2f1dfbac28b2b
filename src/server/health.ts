/**
 * GET /health: 200 when the store and the gateway answer and Telegram
 * answered the bot's last call, 503 with the failing part otherwise.
 */
import type { TelegramState } from "../chat/telegram-status.ts";
import type { Logger } from "../logger.ts";
import type { Store } from "../storage/types.ts";
import { type RouteHandler, sendJson } from "./http.ts";

/** How long a gateway reachability result is reused (health checks come every few seconds). */
const GATEWAY_CHECK_TTL_MS = 10_000;

export interface HealthDeps {
  store: Store;
  /** Base URL of the gateway; any HTTP answer (even 404) means it is reachable. */
  gatewayUrl: string;
  logger: Logger;
  /**
   * What the bot last heard from the Bot API (recorded as its calls finish:
   * a probe makes no call). Only `ok` is healthy. Left out of the answer when not given.
   */
  telegram?: { readonly state: TelegramState };
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The /health handler. Checks running at the same time share one store
 * ping and one gateway probe; the gateway's answer is reused for
 * `GATEWAY_CHECK_TTL_MS`, so no number of health checks multiplies the
 * requests the gateway gets.
 */
export function healthRoute(deps: HealthDeps): RouteHandler {
  // Node's fetch is read when first used: reading the global loads its HTTP client (undici).
  const doFetch = deps.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const now = deps.now ?? Date.now;
  let cached: { at: number; ok: boolean } | undefined;
  let probing: Promise<boolean> | undefined;
  const probeGateway = async (): Promise<boolean> => {
    let ok: boolean;
    try {
      const res = await doFetch(deps.gatewayUrl, {
        method: "GET",
        signal: AbortSignal.timeout(3_000),
      });
      await res.body?.cancel();
      ok = true;
    } catch {
      ok = false;
    }
    cached = { at: now(), ok };
    return ok;
  };
  const gatewayReachable = (): Promise<boolean> => {
    if (cached && now() - cached.at < GATEWAY_CHECK_TTL_MS) return Promise.resolve(cached.ok);
    probing ??= probeGateway().finally(() => {
      probing = undefined;
    });
    return probing;
  };
  let pinging: Promise<boolean> | undefined;
  const storeReachable = (): Promise<boolean> => {
    pinging ??= deps.store
      .ping()
      .then(
        () => true,
        (error: unknown) => {
          deps.logger.warn({ err: error }, "health: store unreachable");
          return false;
        },
      )
      .finally(() => {
        pinging = undefined;
      });
    return pinging;
  };
  return async (_req, res) => {
    const [store, gateway] = await Promise.all([storeReachable(), gatewayReachable()]);
    const telegram = deps.telegram?.state;
    const ok = store && gateway && (telegram === undefined || telegram === "ok");
    sendJson(res, ok ? 200 : 503, {
      status: ok ? "ok" : "unhealthy",
      store: store ? "ok" : "unreachable",
      gateway: gateway ? "ok" : "unreachable",
      ...(telegram === undefined ? {} : { telegram }),
    });
  };
}
