/**
 * The part of the chat that needs the features: per-update ordering and
 * de-duplication, the languages, the error boundary, guards, conversations,
 * confirmations and the features' handlers. create-bot.ts imports this
 * module when the features arrive (after the first poll, bench/ANALYSIS.md
 * start-up), so neither it nor what it pulls in is loaded before then.
 */
import { conversations, createConversation } from "@grammyjs/conversations";
import type { SecretBox } from "../accounts/secret-box.ts";
import type { Feature } from "../feature.ts";
import type { Services } from "../services.ts";
import { withUpdateMemo } from "../storage/update-memo.ts";
import { Composer } from "./composer.ts";
import type { BotContext, ConversationContext } from "./context.ts";
import { CONVERSATION_STATE_VERSION, sealedConversationStorage } from "./conversation-storage.ts";
import { ANSWER_TIMEOUT_MS } from "./flows/ask.ts";
import { confirmButtons } from "./flows/confirm.ts";
import { groupCommandRateLimit } from "./flows/group-rate-limit.ts";
import { privateActionRateLimit } from "./flows/private-rate-limit.ts";
import { learnUsernames } from "./flows/usernames.ts";
import { editedCommands, errorBoundary, orderedOnce } from "./middleware.ts";
import type { OutgoingQueue } from "./outgoing-queue.ts";
import { DEFAULT_OVERLOAD, type OverloadOptions, overloadGuard } from "./overload.ts";
import { rememberMembers } from "./sightings.ts";
import { voicePlugins } from "./voice.ts";

/** What the chain needs besides the services and the features. */
export interface UpdateChainOptions {
  /** Seals conversation state at rest. */
  secretBox: SecretBox;
  /** The bot's outgoing queue (the overload guard reads its backlog). */
  outgoing: OutgoingQueue;
  /** When messages are too late, or too much is queued, to carry out (src/chat/overload.ts). */
  overload?: Partial<Omit<OverloadOptions, "backlogSeconds">> | undefined;
}

/** The middleware every update goes through after the bot's own plumbing, built from `features`. */
export function updateChain(
  deps: Services,
  features: readonly Feature[],
  options: UpdateChainOptions,
): Composer<BotContext> {
  const { outgoing } = options;
  const chain = new Composer<BotContext>();
  const sections = {
    history: features.flatMap((feature) => feature.historySections ?? []),
    deepLinks: features.flatMap((feature) => feature.deepLinks ?? []),
    groupSettings: features.flatMap((feature) => feature.groupSettings ?? []),
  };
  chain.use((ctx, next) => {
    ctx.sections = sections;
    return next();
  });
  // Presses the features keep safe by their own claims (a giveaway's Claim): not queued per chat.
  chain.use(
    orderedOnce({ lockFree: features.flatMap((feature) => feature.lockFreePresses ?? []) }),
  );
  // Inside the chat's turn: the records an update reads again and again are read once.
  chain.use((_ctx, next) => withUpdateMemo(next));
  const voices = voicePlugins<BotContext>(deps.voices, (error) =>
    deps.logger.warn({ err: error }, "could not read a language: speaking English"),
  );
  chain.use(...voices);
  chain.use(errorBoundary());
  chain.use(editedCommands());
  chain.use(
    overloadGuard({
      ...DEFAULT_OVERLOAD,
      ...options.overload,
      backlogSeconds: () => outgoing.length / outgoing.limits.globalPerSecond,
    }),
  );
  chain.use(learnUsernames());
  // When members were first seen and last wrote in groups (the conditions member:7d, active:14d).
  chain.use(rememberMembers());
  for (const feature of features) if (feature.watch) chain.use(feature.watch);
  chain.use(groupCommandRateLimit());
  chain.use(privateActionRateLimit());

  chain.use(
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
  for (const feature of features) if (feature.beforeQuestions) chain.use(feature.beforeQuestions);
  const conversationOptions = { maxMillisecondsToWait: ANSWER_TIMEOUT_MS };
  for (const question of features.flatMap((feature) => feature.questions ?? [])) {
    chain.use(createConversation(question.run, { id: question.id, ...conversationOptions }));
  }
  // Every confirmation's buttons; what each kind of confirmed payment does once sent (receipt,
  // notes, a jar's total) is its feature's.
  chain.use(
    confirmButtons(Object.assign({}, ...features.map((feature) => feature.afterSent ?? {}))),
  );
  for (const feature of features) if (feature.chat) chain.use(feature.chat);
  return chain;
}
