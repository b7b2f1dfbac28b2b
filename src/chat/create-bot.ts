/**
 * Assembles the bot: plugins first, then the per-update plumbing (ordering,
 * de-duplication, error boundary), conversations, features, and a catch-all.
 */
import { conversations, createConversation } from "@grammyjs/conversations";
import { Bot, type Middleware, type MiddlewareFn, type Transformer } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import type { SecretBox } from "../accounts/secret-box.ts";
import { balanceFeature } from "../features/balance/index.ts";
import { cancelFeature } from "../features/cancel.ts";
import { connectConversation, connectFeature } from "../features/connect/index.ts";
import { fallbackFeature } from "../features/fallback.ts";
import { GIVEAWAY_CLAIM_DATA, giveawayFeature } from "../features/giveaway/index.ts";
import { groupLnurlFeature } from "../features/group-lnurl/index.ts";
import { groupWelcomeFeature } from "../features/group-welcome/index.ts";
import { historyFeature } from "../features/history/index.ts";
import { inlineFeature } from "../features/inline/index.ts";
import { invoiceConversation, invoiceFeature } from "../features/invoice/index.ts";
import { lnurlFeature } from "../features/lnurl/index.ts";
import { payConversation, payFeature } from "../features/pay/index.ts";
import { pledgeFeature } from "../features/pledge/index.ts";
import { rainFeature, rememberSpeakers } from "../features/rain/index.ts";
import { reactionsFeature } from "../features/reactions/index.ts";
import { sendAfterSent, sendFeature } from "../features/send/index.ts";
import {
  SETTINGS_ADDRESS_CONVERSATION,
  SETTINGS_REACTIONS_CONVERSATION,
  SETTINGS_THRESHOLD_CONVERSATION,
  settingsAddressConversation,
  settingsFeature,
  settingsReactionsConversation,
  settingsThresholdConversation,
} from "../features/settings/index.ts";
import { createStartFeature } from "../features/start/index.ts";
import { tipAfterSent, tipDeepLink, tipFeature } from "../features/tip/index.ts";
import {
  jarAfterSent,
  TIPJAR_CONVERSATION,
  tipJarLink,
  tipjarConversation,
  tipjarFeature,
} from "../features/tipjar/index.ts";
import { JAR_DATA } from "../features/tipjar/jar.ts";
import { topFeature } from "../features/top/index.ts";
import {
  VOUCHER_CONVERSATION,
  voucherConversation,
  voucherFeature,
} from "../features/voucher/index.ts";
import { withdrawConversation, withdrawFeature } from "../features/withdraw/index.ts";
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
import { NO_OUTGOING_LIMITS, OutgoingQueue, type OutgoingQueueObserver } from "./outgoing-queue.ts";
import { DEFAULT_OVERLOAD, type OverloadOptions, overloadGuard } from "./overload.ts";
import { retryingFetch, retryUploads, telegramFetch } from "./telegram-retry.ts";
import type { TelegramStatus } from "./telegram-status.ts";
import { voicePlugins } from "./voice.ts";

export interface CreateBotOptions {
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
    ...(deps.config.telegram.rateLimits ? {} : { limits: NO_OUTGOING_LIMITS }),
  });
  const bot = new Bot<BotContext>(deps.config.telegram.token, {
    // Both bot.api and the Api objects conversations create use these client options.
    client: {
      apiRoot: deps.config.telegram.apiRoot,
      fetch: retryingFetch(outgoing.fetch()),
    },
    ...(options.botInfo ? { botInfo: options.botInfo } : {}),
  });
  if (options.observeApi) bot.api.config.use(options.observeApi);
  bot.api.config.use(retryUploads());

  if (options.observe) bot.use(options.observe);
  if (options.inFlight) bot.use(options.inFlight.middleware());
  bot.use(async (ctx, next) => {
    ctx.deps = deps;
    ctx.log = deps.logger.child({ update_id: ctx.update.update_id });
    ctx.queuedFor = (chatId) => outgoing.pendingFor(chatId);
    await next();
  });
  // Claims on giveaways and presses on tip jars are safe by their own claims: not queued per chat.
  bot.use(orderedOnce({ lockFree: [GIVEAWAY_CLAIM_DATA, JAR_DATA] }));
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
  bot.use(rememberSpeakers());
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
  bot.use(cancelFeature);
  const conversationOptions = { maxMillisecondsToWait: ANSWER_TIMEOUT_MS };
  bot.use(createConversation(invoiceConversation, { id: "invoice", ...conversationOptions }));
  bot.use(createConversation(connectConversation, { id: "connect", ...conversationOptions }));
  bot.use(createConversation(payConversation, { id: "pay", ...conversationOptions }));
  bot.use(createConversation(withdrawConversation, { id: "withdraw", ...conversationOptions }));
  bot.use(
    createConversation(voucherConversation, { id: VOUCHER_CONVERSATION, ...conversationOptions }),
  );
  bot.use(
    createConversation(settingsThresholdConversation, {
      id: SETTINGS_THRESHOLD_CONVERSATION,
      ...conversationOptions,
    }),
  );
  bot.use(
    createConversation(settingsAddressConversation, {
      id: SETTINGS_ADDRESS_CONVERSATION,
      ...conversationOptions,
    }),
  );
  bot.use(
    createConversation(tipjarConversation, { id: TIPJAR_CONVERSATION, ...conversationOptions }),
  );
  bot.use(
    createConversation(settingsReactionsConversation, {
      id: SETTINGS_REACTIONS_CONVERSATION,
      ...conversationOptions,
    }),
  );

  const features: Middleware<BotContext>[] = [
    reactionsFeature,
    pledgeFeature,
    inlineFeature,
    // The features' own deep links, asked in turn by /start.
    createStartFeature([tipDeepLink, tipJarLink]),
    groupWelcomeFeature,
    connectFeature,
    balanceFeature,
    invoiceFeature,
    lnurlFeature,
    groupLnurlFeature,
    // Before /pay: a voucher pasted or scanned is redeemed; anything else goes on to /pay.
    voucherFeature,
    payFeature,
    withdrawFeature,
    historyFeature,
    settingsFeature,
    tipFeature,
    tipjarFeature,
    topFeature,
    sendFeature,
    giveawayFeature,
    rainFeature,
    // What each kind of confirmed payment does once sent (receipt, notes, a jar's total).
    confirmButtons({ tip: tipAfterSent, send: sendAfterSent, tipjar: jarAfterSent }),
  ];
  for (const feature of features) bot.use(feature);
  bot.use(fallbackFeature);

  bot.catch((error) => {
    deps.logger.error(
      { err: error.error, update_id: error.ctx.update.update_id },
      "unhandled error in update",
    );
  });
  return bot;
}
