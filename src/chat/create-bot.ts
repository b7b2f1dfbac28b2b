/**
 * Assembles the bot: plugins first, then the per-update plumbing (ordering,
 * de-duplication, error boundary), conversations, features, and a catch-all.
 */
import { conversations, createConversation } from "@grammyjs/conversations";
import { Bot, type MiddlewareFn, type Transformer } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import type { SecretBox } from "../accounts/secret-box.ts";
import type { Feature } from "../feature.ts";
import type { Services } from "../services.ts";
import { withUpdateMemo } from "../storage/update-memo.ts";
import type { BotContext, ConversationContext } from "./context.ts";
import { CONVERSATION_STATE_VERSION, sealedConversationStorage } from "./conversation-storage.ts";
import { ANSWER_TIMEOUT_MS } from "./flows/ask.ts";
import { confirmButtons } from "./flows/confirm.ts";
import { groupCommandRateLimit } from "./flows/group-rate-limit.ts";
import { privateActionRateLimit } from "./flows/private-rate-limit.ts";
import { learnUsernames } from "./flows/usernames.ts";
import type { InFlight } from "./in-flight.ts";
import { editedCommands, errorBoundary, orderedOnce } from "./middleware.ts";
import {
  NO_OUTGOING_LIMITS,
  type OutgoingLimits,
  OutgoingQueue,
  type OutgoingQueueObserver,
} from "./outgoing-queue.ts";
import { DEFAULT_OVERLOAD, type OverloadOptions, overloadGuard } from "./overload.ts";
import { rememberMembers } from "./sightings.ts";
import { asGrammyFetch } from "./telegram-http.ts";
import { retryingFetch, retryUploads, telegramFetch } from "./telegram-retry.ts";
import type { TelegramStatus } from "./telegram-status.ts";
import { voicePlugins } from "./voice.ts";

export interface CreateBotOptions {
  /** The features, in the chat's order (src/features/index.ts). */
  features: readonly Feature[];
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

  const { features } = options;
  const sections = {
    history: features.flatMap((feature) => feature.historySections ?? []),
    deepLinks: features.flatMap((feature) => feature.deepLinks ?? []),
    groupSettings: features.flatMap((feature) => feature.groupSettings ?? []),
  };
  if (options.observe) bot.use(options.observe);
  if (options.inFlight) bot.use(options.inFlight.middleware());
  bot.use(async (ctx, next) => {
    ctx.deps = deps;
    ctx.log = deps.logger.child({ update_id: ctx.update.update_id });
    ctx.queuedFor = (chatId) => outgoing.pendingFor(chatId);
    ctx.sections = sections;
    await next();
  });
  // Presses the features keep safe by their own claims (a giveaway's Claim): not queued per chat.
  bot.use(orderedOnce({ lockFree: features.flatMap((feature) => feature.lockFreePresses ?? []) }));
  // Inside the chat's turn: the records an update reads again and again are read once.
  bot.use((_ctx, next) => withUpdateMemo(next));
  const voices = voicePlugins<BotContext>(deps.voices, (error) =>
    deps.logger.warn({ err: error }, "could not read a language: speaking English"),
  );
  bot.use(...voices);
  bot.use(errorBoundary());
  bot.use(editedCommands());
  bot.use(
    overloadGuard({
      ...DEFAULT_OVERLOAD,
      ...options.overload,
      backlogSeconds: () => outgoing.length / outgoing.limits.globalPerSecond,
    }),
  );
  bot.use(learnUsernames());
  // When members were first seen and last wrote in groups (the conditions member:7d, active:14d).
  bot.use(rememberMembers());
  for (const feature of features) if (feature.watch) bot.use(feature.watch);
  bot.use(groupCommandRateLimit());
  bot.use(privateActionRateLimit());

  bot.use(
    conversations<BotContext, ConversationContext>({
      // Every question speaks the language of the moment (a change in /settings applies at once).
      plugins: voicePlugins<ConversationContext>(deps.voices, (error) =>
        deps.logger.warn({ err: error }, "could not read a language: speaking English"),
      ),
      storage: {
        type: "key",
        version: CONVERSATION_STATE_VERSION,
        // One conversation per user per chat: in groups, members do not answer each other's questions.
        getStorageKey: (ctx) =>
          ctx.chat && ctx.from ? `${ctx.chat.id}:${ctx.from.id}` : undefined,
        adapter: sealedConversationStorage(deps.store, options.secretBox),
      },
    }),
  );
  for (const feature of features) if (feature.beforeQuestions) bot.use(feature.beforeQuestions);
  const conversationOptions = { maxMillisecondsToWait: ANSWER_TIMEOUT_MS };
  for (const question of features.flatMap((feature) => feature.questions ?? [])) {
    bot.use(createConversation(question.run, { id: question.id, ...conversationOptions }));
  }
  // Every confirmation's buttons; what each kind of confirmed payment does once sent (receipt,
  // notes, a jar's total) is its feature's.
  bot.use(confirmButtons(Object.assign({}, ...features.map((feature) => feature.afterSent ?? {}))));
  for (const feature of features) if (feature.chat) bot.use(feature.chat);

  bot.catch((error) => {
    deps.logger.error(
      { err: error.error, update_id: error.ctx.update.update_id },
      "unhandled error in update",
    );
  });
  return bot;
}
