import { afterEach, describe, expect, it } from "vitest";
import { Activity } from "../../src/activity.ts";
import { createLogger } from "../../src/logger.ts";
import { activityRoute } from "../../src/server/activity-route.ts";
import { HttpApp } from "../../src/server/http.ts";

let app: HttpApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Serves `activity` at /activity; resolves with a function that asks it once (with `query`). */
async function serve(activity: Activity): Promise<(query?: string) => Promise<unknown>> {
  app = new HttpApp(createLogger("silent"));
  app.route("GET", "/activity", activityRoute(activity));
  const port = await app.listen(0, "127.0.0.1");
  return async (query = "") => {
    const res = await fetch(`http://127.0.0.1:${port}/activity${query}`);
    expect(res.status).toBe(200);
    return res.json();
  };
}

describe("GET /activity", () => {
  it("answers idle only while no work is counted", async () => {
    const activity = new Activity();
    const ask = await serve(activity);
    expect(await ask()).toEqual({ idle: true, work: "0 piece(s) of work, timers: none" });
    const end = activity.begin();
    expect(await ask()).toEqual({ idle: false, work: "1 piece(s) of work, timers: none" });
    end();
    expect(await ask()).toMatchObject({ idle: true });
  });

  it("leaves timers longer than a second out unless longestTimerMs says otherwise", async () => {
    const activity = new Activity();
    const ask = await serve(activity);
    // Set far out, never run within the test (unref'd: they keep nothing alive).
    activity.later(60_000, async () => undefined);
    activity.later(30_000, async () => undefined);
    expect(await ask()).toEqual({
      idle: true,
      work: "0 piece(s) of work, timers: 1×60000 ms, 1×30000 ms",
    });
    expect(await ask("?longestTimerMs=nonsense")).toMatchObject({ idle: true });
    expect(await ask("?longestTimerMs=30000")).toMatchObject({ idle: false });
    expect(await ask("?longestTimerMs=60000")).toMatchObject({ idle: false });
  });
});
