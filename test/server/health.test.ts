import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { TelegramStatus } from "../../src/chat/telegram-status.ts";
import { createLogger } from "../../src/logger.ts";
import { healthRoute } from "../../src/server/health.ts";
import { HttpApp } from "../../src/server/http.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";
import type { Store } from "../../src/storage/types.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const logger = createLogger("silent");

let app: HttpApp | undefined;
let gateway: Server | undefined;
let store: Store | undefined;
let bot: TestBot | undefined;
afterEach(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
  await store?.close().catch(() => undefined);
  await bot?.stop();
  app = undefined;
  gateway = undefined;
  store = undefined;
  bot = undefined;
});

/** A stand-in gateway that answers 404 to everything (reachable is all /health asks). */
async function startGateway(): Promise<string> {
  gateway = createServer((_req, res) => res.writeHead(404).end());
  const server = gateway;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A loopback URL nothing listens on: a port taken and released again. */
async function deadUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Serves `route` at /health; resolves with a function that asks it once. */
async function serve(
  route: ReturnType<typeof healthRoute>,
): Promise<() => Promise<{ status: number; body: unknown }>> {
  app = new HttpApp(logger);
  app.route("GET", "/health", route);
  const port = await app.listen(0, "127.0.0.1");
  return async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    return { status: res.status, body: await res.json() };
  };
}

async function health(route: ReturnType<typeof healthRoute>) {
  return (await serve(route))();
}

describe("GET /health", () => {
  it("is 200 when the store and the gateway answer", async () => {
    store = openMemoryStore();
    const answer = await health(healthRoute({ store, gatewayUrl: await startGateway(), logger }));
    expect(answer).toEqual({
      status: 200,
      body: { status: "ok", store: "ok", gateway: "ok" },
    });
  });

  it("is 503 naming the store when the store is down", async () => {
    store = openMemoryStore();
    await store.close();
    const answer = await health(healthRoute({ store, gatewayUrl: await startGateway(), logger }));
    expect(answer).toEqual({
      status: 503,
      body: { status: "unhealthy", store: "unreachable", gateway: "ok" },
    });
  });

  it("is 503 naming the gateway when it cannot be reached, and sees it come back after the cache", async () => {
    store = openMemoryStore();
    let now = 1_000_000;
    const url = await deadUrl();
    const ask = await serve(healthRoute({ store, gatewayUrl: url, logger, now: () => now }));
    expect(await ask()).toEqual({
      status: 503,
      body: { status: "unhealthy", store: "ok", gateway: "unreachable" },
    });
    // The gateway comes up on that port; within 10 s the last result is still reused.
    gateway = createServer((_req, res) => res.writeHead(200).end("ok"));
    const server = gateway;
    await new Promise<void>((resolve) =>
      server.listen(Number(new URL(url).port), "127.0.0.1", resolve),
    );
    now += 5_000;
    expect((await ask()).status).toBe(503);
    now += 6_000;
    expect(await ask()).toEqual({
      status: 200,
      body: { status: "ok", store: "ok", gateway: "ok" },
    });
  });

  it("shares one gateway probe among concurrent checks, and reuses its answer", async () => {
    store = openMemoryStore();
    let now = 1_000_000;
    let probes = 0;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const gatewayFetch: typeof fetch = async () => {
      probes++;
      await answered;
      return new Response("ok");
    };
    const route = healthRoute({
      store,
      gatewayUrl: "http://gateway.invalid",
      logger,
      fetch: gatewayFetch,
      now: () => now,
    });
    let entered = 0;
    const ask = await serve((req, res, rest) => {
      entered++;
      return route(req, res, rest);
    });
    // 100 checks at once, all waiting on the gateway before it answers.
    const checks = Promise.all(Array.from({ length: 100 }, () => ask()));
    await until(() => entered === 100, "100 checks in flight");
    answer();
    for (const check of await checks) expect(check.status).toBe(200);
    expect(probes).toBe(1);
    // Within the reuse window no new probe; after it, one.
    now += 9_000;
    await Promise.all(Array.from({ length: 10 }, () => ask()));
    expect(probes).toBe(1);
    now += 2_000;
    await Promise.all(Array.from({ length: 10 }, () => ask()));
    expect(probes).toBe(2);
  });

  it("is 503 naming Telegram when the bot's last Bot API call got no answer or was refused", async () => {
    store = openMemoryStore();
    const telegram = new TelegramStatus();
    const ask = await serve(
      healthRoute({ store, gatewayUrl: await startGateway(), logger, telegram }),
    );
    const body = (state: string) => ({
      status: state === "ok" ? "ok" : "unhealthy",
      store: "ok",
      gateway: "ok",
      telegram: state,
    });
    expect(await ask()).toEqual({ status: 503, body: body("unknown") });
    telegram.answered("getMe", 200);
    expect(await ask()).toEqual({ status: 200, body: body("ok") });
    telegram.failed("sendMessage");
    expect(await ask()).toEqual({ status: 503, body: body("unreachable") });
    // A refusal of one call (400, 403, 429) is still an answer: Telegram is there.
    telegram.answered("sendMessage", 403);
    expect(await ask()).toEqual({ status: 200, body: body("ok") });
    telegram.answered("getUpdates", 502);
    expect(await ask()).toEqual({ status: 503, body: body("unreachable") });
    telegram.answered("getUpdates", 401);
    expect(await ask()).toEqual({ status: 503, body: body("unauthorized") });
  });

  it("of the running bot answers 200 with the embedded store and sandbox", async () => {
    bot = await startTestBot();
    const res = await fetch(`http://127.0.0.1:${bot.app.metricsPort}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", store: "ok", gateway: "ok", telegram: "ok" });
  });

  it("of the running bot says Telegram is unreachable while polling fails, ok once it answers, without calling it", async () => {
    // Retried after 50, 100 and 200 ms instead of 1, 2 and 4 s: the same doubling.
    bot = await startTestBot({ env: { TELEGRAM_RETRY_MS: "50" } });
    const running = bot;
    const probe = async () => {
      const res = await fetch(`http://127.0.0.1:${running.app.metricsPort}/health`);
      return { status: res.status, body: (await res.json()) as { telegram?: string } };
    };
    /** Probes until /health reports Telegram as `state`; that answer. */
    const probeUntil = async (state: string) => {
      let seen: Awaited<ReturnType<typeof probe>> | undefined;
      await until(
        async () => {
          const answer = await probe();
          if (answer.body.telegram === state) seen = answer;
          return seen !== undefined;
        },
        `/health saying Telegram is ${state}`,
        10_000,
      );
      return seen;
    };
    const alice = createUser(7301, "Alice");
    // The waiting poll answers with this update; the next three polls get no answer, and the
    // fourth is held until the test saw /health say so, as is the answer to /help (the status
    // is what the last call to finish found): however busy the machine, the state cannot pass
    // before the probes see it.
    const downSeen = Promise.withResolvers<void>();
    running.fake.failNext("getUpdates", { disconnect: true }, 3);
    running.fake.failNext("getUpdates", { hold: downSeen.promise });
    running.fake.failNext("sendMessage", { hold: downSeen.promise });
    try {
      running.fake.sendText(alice, privateChat(alice), "/help");
      expect((await probeUntil("unreachable"))?.status).toBe(503);
      // Probes are answered from what the bot's own calls found.
      const calls = running.fake.calls().length;
      for (let i = 0; i < 5; i++) await probe();
      expect(running.fake.calls().length - calls).toBeLessThanOrEqual(1);
    } finally {
      downSeen.resolve();
    }
    expect((await probeUntil("ok"))?.status).toBe(200);
  }, 30_000);
});
