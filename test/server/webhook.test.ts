import type { ServerResponse } from "node:http";
import type { Update } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.ts";
import { HttpApp, MAX_BODY_BYTES } from "../../src/server/http.ts";
import {
  SECRET_TOKEN_HEADER,
  TELEGRAM_UPDATE_TYPES,
  type UpdateHandler,
  WebhookIntake,
  WebhookPathError,
  webhookEndpoint,
} from "../../src/server/webhook.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";
import { RoundRobinFront } from "./support/round-robin-front.ts";

const SECRET = "s3cret-token_0123456789";
const logger = createLogger("silent");

describe("webhookEndpoint", () => {
  it("serves WEBHOOK_URL's own path, and /telegram when it has none", () => {
    expect(webhookEndpoint("https://bot.example.com/hooks/tg")).toEqual({
      url: "https://bot.example.com/hooks/tg",
      path: "/hooks/tg",
    });
    expect(webhookEndpoint("https://bot.example.com")).toEqual({
      url: "https://bot.example.com/telegram",
      path: "/telegram",
    });
  });

  it("refuses a path that would hide /health, /metrics or the gateway events", () => {
    for (const url of [
      "https://x.example/health",
      "https://x.example/metrics",
      "https://x.example/gateway-events/abc",
    ]) {
      expect(() => webhookEndpoint(url)).toThrow(WebhookPathError);
    }
    expect(() => webhookEndpoint("https://x.example/healthy")).not.toThrow();
  });
});

describe("WebhookIntake", () => {
  let http: HttpApp | undefined;
  afterEach(async () => {
    await http?.close();
    http = undefined;
  });

  const update = (id: number): Update =>
    ({ update_id: id, message: { message_id: 1, date: 0, text: "hi" } }) as unknown as Update;

  /** Serves an intake over `handler` at /telegram; returns it and a poster. */
  async function serve(handler: UpdateHandler, answerWithinMs?: number) {
    const intake = new WebhookIntake({
      bot: handler,
      secretToken: SECRET,
      logger,
      ...(answerWithinMs !== undefined ? { answerWithinMs } : {}),
    });
    http = new HttpApp(logger);
    // Each request's response, to see whether it was answered yet.
    const responses: ServerResponse[] = [];
    http.route("POST", "/telegram", (req, res, rest) => {
      responses.push(res);
      return intake.handler(req, res, rest);
    });
    const port = await http.listen(0, "127.0.0.1");
    /** `secret: null` sends no secret header at all. */
    const post = async (body: string | Buffer, secret: string | null = SECRET) => {
      const res = await fetch(`http://127.0.0.1:${port}/telegram`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(secret !== null ? { [SECRET_TOKEN_HEADER]: secret } : {}),
        },
        body,
      });
      await res.body?.cancel();
      return res.status;
    };
    return { intake, post, responses };
  }

  it("hands the update to the bot and answers 200 only once it was handled", async () => {
    const handled: number[] = [];
    const began = Promise.withResolvers<void>();
    const finish = Promise.withResolvers<void>();
    const { post, responses } = await serve({
      async handleUpdate(u) {
        began.resolve();
        await finish.promise;
        handled.push(u.update_id);
      },
    });
    const status = post(JSON.stringify(update(7)));
    await began.promise;
    // An intake that did not wait for the handling would have answered by now (a few turns of
    // the event loop, no timer): the handling is still held.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(responses[0]?.headersSent).toBe(false);
    finish.resolve();
    expect(await status).toBe(200);
    expect(handled).toEqual([7]);
  });

  it("refuses a missing or wrong secret token with 401 and handles nothing", async () => {
    const handled: number[] = [];
    const { post } = await serve({
      async handleUpdate(u) {
        handled.push(u.update_id);
      },
    });
    const body = JSON.stringify(update(1));
    expect(await post(body, null)).toBe(401);
    expect(await post(body, "wrong")).toBe(401);
    expect(await post(body, `${SECRET}x`)).toBe(401);
    expect(await post(body, SECRET.slice(0, -1))).toBe(401);
    expect(handled).toEqual([]);
  });

  it("answers 400 to something that is not an update and 413 to an oversized body", async () => {
    const handled: number[] = [];
    const { post } = await serve({
      async handleUpdate(u) {
        handled.push(u.update_id);
      },
    });
    expect(await post("not json")).toBe(400);
    expect(await post("[1,2]")).toBe(400);
    expect(await post('{"update_id":-1}')).toBe(400);
    expect(await post('{"update_id":"3"}')).toBe(400);
    expect(await post(Buffer.alloc(MAX_BODY_BYTES + 1, 32))).toBe(413);
    expect(handled).toEqual([]);
  });

  it("answers 500 when handling failed, so Telegram delivers the update again", async () => {
    const { post } = await serve({
      async handleUpdate() {
        throw new Error("store unreachable");
      },
    });
    expect(await post(JSON.stringify(update(2)))).toBe(500);
  });

  it("answers 200 after answerWithinMs when an update takes longer, and the work goes on", async () => {
    // The handler waits for the test: the answer can only come from answerWithinMs.
    let finished = false;
    let release: () => void = () => undefined;
    const { intake, post } = await serve(
      {
        async handleUpdate() {
          await new Promise<void>((resolve) => (release = resolve));
          finished = true;
        },
      },
      40,
    );
    expect(await post(JSON.stringify(update(3)))).toBe(200);
    expect(finished).toBe(false);
    expect(intake.open).toBe(0);
    release();
    await expect.poll(() => finished, { timeout: 2_000 }).toBe(true);
  });

  it("after stop() refuses new updates with 503 and waits for the ones being handled", async () => {
    let release: () => void = () => undefined;
    const handled: number[] = [];
    const { intake, post } = await serve({
      async handleUpdate(u) {
        if (u.update_id === 4) await new Promise<void>((resolve) => (release = resolve));
        handled.push(u.update_id);
      },
    });
    const slow = post(JSON.stringify(update(4)));
    await expect.poll(() => intake.open, { timeout: 2_000 }).toBe(1);
    let stopped = false;
    const stopping = intake.stop(5_000).then((idle) => {
      stopped = true;
      return idle;
    });
    expect(await post(JSON.stringify(update(5)))).toBe(503);
    expect(stopped).toBe(false);
    release();
    expect(await slow).toBe(200);
    expect(await stopping).toBe(true);
    expect(handled).toEqual([4]);
  });

  it("stop() gives up after its grace period when a request does not finish in time", async () => {
    let release: () => void = () => undefined;
    const { intake, post } = await serve({
      handleUpdate: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const stuck = post(JSON.stringify(update(6)));
    await expect.poll(() => intake.open, { timeout: 2_000 }).toBe(1);
    expect(await intake.stop(30)).toBe(false);
    release();
    expect(await stuck).toBe(200);
  });
});

describe("update types", () => {
  let bot: TestBot | undefined;
  afterEach(async () => {
    await bot?.stop();
    bot = undefined;
  });

  it("long polling asks for the same update types as the webhook (Telegram keeps the last list)", async () => {
    bot = await startTestBot();
    const running = bot;
    await running.fake.waitFor(() => running.fake.calls("getUpdates")[0], 5_000, "getUpdates");
    expect(running.fake.calls("getUpdates")[0]?.params.allowed_updates).toEqual([
      ...TELEGRAM_UPDATE_TYPES,
    ]);
  });
});

describe("the bot in webhook mode", () => {
  let bot: TestBot | undefined;
  let front: RoundRobinFront | undefined;
  let fake: TelegramFake | undefined;
  afterEach(async () => {
    await bot?.stop();
    await fake?.close();
    await front?.close();
    bot = undefined;
    fake = undefined;
    front = undefined;
  });

  it("sets its webhook with the secret and answers updates Telegram posts to it", async () => {
    front = new RoundRobinFront();
    const frontUrl = await front.start();
    fake = new TelegramFake();
    await fake.start();
    bot = await startTestBot({
      fake,
      env: {
        BOT_MODE: "webhook",
        WEBHOOK_URL: `${frontUrl}/tg/hook`,
        WEBHOOK_SECRET: SECRET,
      },
    });
    front.setBackends([`http://127.0.0.1:${bot.app.httpPort}`]);

    const [set] = fake.calls("setWebhook");
    expect(set?.params).toMatchObject({
      url: `${frontUrl}/tg/hook`,
      secret_token: SECRET,
      allowed_updates: [...TELEGRAM_UPDATE_TYPES],
      drop_pending_updates: false,
    });
    expect(fake.calls("getUpdates")).toEqual([]);

    const alice = createUser(5201, "Alice");
    const chat = privateChat(alice);
    const sent = fake.sendText(alice, chat, "/invoice 1234 soup");
    const photo = await fake.nextBotMessage(chat.id, 8_000);
    expect(photo.caption).toContain("1,234 sat");
    await fake.waitFor(() => fake?.isConfirmed(sent.update_id), 8_000, "delivery confirmed");
    const deliveries = fake.webhookDeliveries.filter((d) => d.update_id === sent.update_id);
    expect(deliveries.map((d) => d.status)).toEqual([200]);
    // Answered after handling: the bot had sent its reply before the request was answered.
    const routed = front.routed.find((r) => r.updateId === sent.update_id);
    const [sendPhoto] = fake.calls("sendPhoto");
    expect(routed?.answeredAt).toBeGreaterThanOrEqual(sendPhoto?.at ?? Infinity);

    // A request without the secret is refused and changes nothing.
    const forged = await fake.deliverToWebhook(
      { update_id: 99_999, message: { ...sent.message, text: "/invoice 5 forged" } } as Update,
      { secretToken: "not-the-secret-0000" },
    );
    expect(forged.status).toBe(401);
    expect(fake.botMessages(chat.id)).toHaveLength(1);
  });
});
