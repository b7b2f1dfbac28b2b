/**
 * Assembles the bot: its Bot API client (outgoing queue, retries, metrics)
 * and the per-update plumbing that comes before the features; the rest of
 * the chain (update-chain.ts) is built when the features arrive. Until then
 * updates wait at one gate, in the order they came, and none is lost.
 */
import { Bot, type MiddlewareFn, type Transformer } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import type { SecretBox } from "../accounts/secret-box.ts";
import type { Feature } from "../feature.ts";
import type { Services } from "../services.ts";
import type { BotContext } from "./context.ts";
import type { InFlight } from "./in-flight.ts";
import {
  NO_OUTGOING_LIMITS,
  type OutgoingLimits,
  OutgoingQueue,
  type OutgoingQueueObserver,
} from "./outgoing-queue.ts";
import type { OverloadOptions } from "./overload.ts";
import { asGrammyFetch } from "./telegram-http.ts";
import { retryingFetch, retryUploads, telegramFetch } from "./telegram-retry.ts";
import type { TelegramStatus } from "./telegram-status.ts";

export interface CreateBotOptions {
  /**
   * The features, in the chat's order (src/features/index.ts), or their
   * coming load: updates that arrive before it are held, then handled in order.
   */
  features: readonly Feature[] | Promise<readonly Feature[]>;
  /** Seals conversation state at rest. */
  secretBox: SecretBox;
  /** grammY's `botInfo`, to skip the getMe call (tests, benchmarks). */
  botInfo?: UserFromGetMe;
  /** Counts updates in flight (for graceful shutdown). */
  inFlight?: InFlight;
  /** Runs first for every update, around everything else (metrics). */
  observe?: MiddlewareFn<BotContext>;
  /** Sees each attempt of every Bot API call of `bot.api`, 429s included (metrics); installed innermost. */
  observeApi?: Transformer;
  /** Sees the outgoing queue's length and waits (metrics). */
  observeOutgoing?: OutgoingQueueObserver;
  /** Changes to Telegram's limits as the outgoing queue keeps them, when it paces (tests). */
  outgoingLimits?: Partial<OutgoingLimits>;
  /** Told the result of every Bot API request (for /health). */
  telegramStatus?: TelegramStatus;
  /** When messages are too late, or too much is queued, to carry out (src/chat/overload.ts). */
  overload?: Partial<Omit<OverloadOptions, "backlogSeconds">>;
}

/** Builds the bot from its dependencies. The caller starts it (polling or webhook). */
export function createBot(deps: Services, options: CreateBotOptions): Bot<BotContext> {
  // The outgoing queue waits above telegramFetch, whose time limit is for the exchange only.
  const outgoing = new OutgoingQueue({
    fetch: telegramFetch({
      timeoutMs: deps.config.telegram.timeoutMs,
      ...(options.telegramStatus ? { status: options.telegramStatus } : {}),
    }),
    observer: options.observeOutgoing,
    limits: deps.config.telegram.rateLimits ? (options.outgoingLimits ?? {}) : NO_OUTGOING_LIMITS,
  });
  const bot = new Bot<BotContext>(deps.config.telegram.token, {
    // Both bot.api and the Api objects conversations create use these client options.
    client: {
      apiRoot: deps.config.telegram.apiRoot,
      // Typed as node-fetch's fetch by grammY, which reads only `json()` of what it answers.
      fetch: asGrammyFetch(retryingFetch(outgoing.fetch())),
    },
    ...(options.botInfo ? { botInfo: options.botInfo } : {}),
  });
  if (options.observeApi) bot.api.config.use(options.observeApi);
  // Every call but the long poll counts as the bot's work until its answer is read (tests wait
  // for the bot to be idle); ctx.api gets bot.api's transformers.
  bot.api.config.use((prev, method, payload, signal) =>
    method === "getUpdates"
      ? prev(method, payload, signal)
      : deps.activity.track(prev(method, payload, signal)),
  );
  bot.api.config.use(retryUploads());

  // Loaded with the features: the chat's handlers and what they import come after the first poll.
  const chain = Promise.resolve(options.features).then(async (features) => {
    const { updateChain } = await import("./update-chain.ts");
    return updateChain(deps, features, {
      secretBox: options.secretBox,
      outgoing,
      overload: options.overload,
    }).middleware();
  });
  let handle: MiddlewareFn<BotContext> | undefined;
  // Registered before any update waits: set by the time the held updates resume.
  chain.then(
    (loaded) => {
      handle = loaded;
    },
    // A failed load is the caller's to report (startApp stops); the held updates end in errors.
    () => undefined,
  );
  if (options.observe) bot.use(options.observe);
  if (options.inFlight) bot.use(options.inFlight.middleware());
  bot.use(async (ctx, next) => {
    ctx.deps = deps;
    ctx.log = deps.logger.child({ update_id: ctx.update.update_id });
    ctx.queuedFor = (chatId) => outgoing.pendingFor(chatId);
    // Until the chain is built every update awaits the same promise: they resume in the order
    // they came, before any later one arrives.
    await (handle ?? (await chain))(ctx, next);
  });

  bot.catch((error) => {
    deps.logger.error(
      { err: error.error, update_id: error.ctx.update.update_id },
      "unhandled error in update",
    );
  });
  return bot;
}
