/**
 * Webhook mode (BOT_MODE=webhook): Telegram POSTs each update to
 * WEBHOOK_URL with the secret token in `X-Telegram-Bot-Api-Secret-Token`.
 *
 * Our own handler rather than grammY's `webhookCallback`, because this one
 * also reads at most `MAX_BODY_BYTES`, refuses new updates with 503 while
 * the process shuts down (Telegram delivers them again later, to this or
 * another replica), and knows which requests are still being answered.
 *
 * The 200 is sent after the update was handled, not on arrival: when the
 * process dies mid-update Telegram delivers it again (the store's per-chat
 * lock and handled-update marks keep that from doing anything twice, the
 * send claims keep money safe), and Telegram's limit on parallel webhook
 * requests paces a busy bot. An update that takes longer than
 * `answerWithinMs` (a lock wait behind a slow payment) is answered 200 at
 * that point and finishes in the background, well before Telegram, which
 * waits about a minute, would give up and send it again.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Api, BotError } from "grammy";
import type { Update } from "grammy/types";
import type { Logger } from "../logger.ts";
import { BodyTooLargeError, type RouteHandler, readBodyBytes, sendJson } from "./http.ts";

/** The header Telegram puts the webhook's secret token in. */
export const SECRET_TOKEN_HEADER = "x-telegram-bot-api-secret-token";

/** Path the webhook is served on when WEBHOOK_URL has none. */
export const DEFAULT_WEBHOOK_PATH = "/telegram";

/**
 * The update types the bot handles, asked for with `allowed_updates`
 * (Telegram sends nothing else). Add a type here when a feature starts
 * handling a new kind of update.
 */
export const TELEGRAM_UPDATE_TYPES = [
  "message",
  "edited_message",
  "callback_query",
  "my_chat_member",
  // Inline mode (src/features/inline): what is typed after @bot, and the result chosen.
  "inline_query",
  "chosen_inline_result",
  "message_reaction",
  // Paid entry (src/features/entry): requests to join through a group's paid door.
  "chat_join_request",
  // Guest tips (src/features/guest): @bot in chats the bot is not a member of.
  "guest_message",
] as const;

/** Paths of the bot's other routes; the webhook must not shadow them. */
const RESERVED_PATHS = ["/health", "/metrics", "/gateway-events"];

/** Default of `WebhookIntakeOptions.answerWithinMs`. */
export const DEFAULT_ANSWER_WITHIN_MS = 30_000;

/** Seconds a refused update is suggested to wait (Telegram keeps its own schedule). */
const RETRY_AFTER_SECONDS = 5;

/** Where Telegram posts updates: the full URL for setWebhook and the path we serve. */
export interface WebhookEndpoint {
  url: string;
  path: string;
}

/** Thrown when WEBHOOK_URL's path collides with one of the bot's own routes. */
export class WebhookPathError extends Error {
  constructor(path: string) {
    super(
      `WEBHOOK_URL's path ${path} is one of the bot's own routes; use another path, e.g. ${DEFAULT_WEBHOOK_PATH}`,
    );
    this.name = "WebhookPathError";
  }
}

/**
 * The endpoint for WEBHOOK_URL: its path is the route served (a reverse
 * proxy must pass it through unchanged); a URL without a path gets
 * `DEFAULT_WEBHOOK_PATH` appended. Throws `WebhookPathError` for a path that
 * would shadow /health, /metrics or /gateway-events.
 */
export function webhookEndpoint(webhookUrl: string): WebhookEndpoint {
  const url = new URL(webhookUrl);
  if (url.pathname === "/" || url.pathname === "") url.pathname = DEFAULT_WEBHOOK_PATH;
  const path = url.pathname.replace(/\/+$/, "") || DEFAULT_WEBHOOK_PATH;
  if (RESERVED_PATHS.some((reserved) => path === reserved || path.startsWith(`${reserved}/`))) {
    throw new WebhookPathError(path);
  }
  return { url: url.toString(), path };
}

/**
 * Points Telegram at `endpoint` with the secret token. Updates that waited
 * while the bot was away are kept (`drop_pending_updates: false`).
 */
export async function setTelegramWebhook(
  api: Api,
  endpoint: WebhookEndpoint,
  secretToken: string,
): Promise<void> {
  await api.setWebhook(endpoint.url, {
    secret_token: secretToken,
    allowed_updates: [...TELEGRAM_UPDATE_TYPES],
    drop_pending_updates: false,
  });
}

/** What the intake needs of the bot: grammY's `Bot` fits. */
export interface UpdateHandler {
  handleUpdate(update: Update): Promise<void>;
}

export interface WebhookIntakeOptions {
  bot: UpdateHandler;
  /** WEBHOOK_SECRET: requests without exactly this header value get 401. */
  secretToken: string;
  logger: Logger;
  /** Longest an update holds its request before it is answered 200 anyway (default 30 s). */
  answerWithinMs?: number;
}

/**
 * Takes Telegram's webhook requests: checks the secret token in constant
 * time (401), reads and checks the update (413, 400), hands it to the bot
 * and answers 200 when it was handled, 500 when handling failed (Telegram
 * sends it again later), 503 once `stop()` was called.
 */
export class WebhookIntake {
  readonly #bot: UpdateHandler;
  readonly #secretDigest: Buffer;
  readonly #logger: Logger;
  readonly #answerWithinMs: number;
  #stopping = false;
  #open = 0;
  #waiters: Array<() => void> = [];

  constructor(options: WebhookIntakeOptions) {
    this.#bot = options.bot;
    this.#secretDigest = digest(options.secretToken);
    this.#logger = options.logger;
    this.#answerWithinMs = options.answerWithinMs ?? DEFAULT_ANSWER_WITHIN_MS;
  }

  /** Requests accepted and not yet answered. */
  get open(): number {
    return this.#open;
  }

  /** The route handler for `POST <endpoint.path>`. */
  readonly handler: RouteHandler = async (req, res) => {
    if (this.#stopping) {
      res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
      sendJson(res, 503, { error: "shutting down" });
      return;
    }
    this.#open++;
    try {
      await this.#take(req, res);
    } finally {
      this.#open--;
      if (this.#open === 0) for (const wake of this.#waiters.splice(0)) wake();
    }
  };

  /**
   * Stops intake: every later request gets 503. Resolves true once the
   * requests already accepted were answered, false after `graceMs`.
   */
  async stop(graceMs: number): Promise<boolean> {
    this.#stopping = true;
    if (this.#open === 0) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), graceMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async #take(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!this.#authorised(req)) {
      this.#logger.warn(
        { remote: req.socket.remoteAddress },
        "webhook request without the right secret token: refused",
      );
      sendJson(res, 401, { error: "wrong secret token" });
      return;
    }
    let update: Update;
    try {
      update = parseUpdate(await readBodyBytes(req));
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, { error: error.message });
        return;
      }
      sendJson(res, 400, { error: "expected a Telegram update as JSON" });
      return;
    }
    const log = this.#logger.child({ update_id: update.update_id });
    const handling = this.#bot.handleUpdate(update);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), this.#answerWithinMs);
    });
    const result = await Promise.race([
      handling.then(
        () => "handled" as const,
        (error: unknown) => ({ error }),
      ),
      late,
    ]).finally(() => clearTimeout(timer));
    if (result === "late") {
      // Telegram would deliver it again after its own timeout; the work goes on here.
      log.warn({ after_ms: this.#answerWithinMs }, "update still being handled: answered early");
      handling.catch((error: unknown) =>
        log.error({ err: cause(error) }, "update failed after its webhook request was answered"),
      );
      res.writeHead(200).end();
      return;
    }
    if (result !== "handled") {
      log.error({ err: cause(result.error) }, "update failed: Telegram will deliver it again");
      sendJson(res, 500, { error: "update not handled" });
      return;
    }
    // An empty 200: no method in the body, so Telegram runs no webhook reply.
    res.writeHead(200).end();
  }

  #authorised(req: IncomingMessage): boolean {
    const given = req.headers[SECRET_TOKEN_HEADER];
    if (typeof given !== "string") return false;
    // Digests have equal length, so the comparison time tells nothing about the secret.
    return timingSafeEqual(digest(given), this.#secretDigest);
  }
}

/** The error inside grammY's BotError: the wrapper carries the whole context (message texts). */
function cause(error: unknown): unknown {
  return error instanceof BotError ? error.error : error;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** A JSON object with a whole, non-negative `update_id`; throws otherwise. */
function parseUpdate(body: Buffer): Update {
  const value: unknown = JSON.parse(body.toString("utf8"));
  if (
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value) ||
    !Number.isSafeInteger((value as { update_id?: unknown }).update_id) ||
    ((value as { update_id: number }).update_id as number) < 0
  ) {
    throw new TypeError("not a Telegram update");
  }
  return value as Update;
}
