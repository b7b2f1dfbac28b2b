/**
 * GET /activity: whether the bot is idle now (no update being handled, no
 * work or short timer pending; src/activity.ts), for tests and tools that
 * drive bot processes from outside and must wait until they are done
 * rather than sleep. `?longestTimerMs=` leaves longer timers out (default 1000).
 */
import type { Activity } from "../activity.ts";
import { type RouteHandler, sendJson } from "./http.ts";

/** The /activity handler: `{ idle, work }`, always 200. */
export function activityRoute(activity: Activity): RouteHandler {
  return async (req, res) => {
    const asked = Number(new URL(req.url ?? "/", "http://bot").searchParams.get("longestTimerMs"));
    const longestTimerMs = Number.isFinite(asked) && asked > 0 ? asked : 1_000;
    sendJson(res, 200, { idle: activity.idle(longestTimerMs), work: activity.describe() });
  };
}
