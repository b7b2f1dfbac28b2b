/**
 * What a feature contributes to the bot. A feature is one folder of
 * src/features/ (its chat part, its Mini App routes, its jobs) and one line
 * in the list (src/features/index.ts). The faces and the composition root
 * read that list: the chat (createBot: middleware, questions, presses, the
 * command menus), the Mini App's router (routes) and app.ts (jobs, gates,
 * endings); none of them imports a feature's folder, and no feature imports
 * another. Everything here is optional: a feature states only what it adds.
 */
import type { ConversationBuilder } from "@grammyjs/conversations";
import type { Api, Middleware } from "grammy";
import type { BotContext, ChatSection, ConversationContext, GroupSetting } from "./chat/context.ts";
import type { DeepLinkAnswer } from "./chat/deep-links.ts";
import type { AfterIntentSent } from "./chat/flows/confirm.ts";
import type { OfferAnnouncer } from "./chat/offer-endings.ts";
import type { SettledSendAnnouncer } from "./chat/send-settlements.ts";
import type { Logger } from "./logger.ts";
import type { IntentPolicy } from "./operations/intents.ts";
import type { EventListener } from "./operations/money-in.ts";
import type { OfferKind } from "./operations/offers.ts";
import type { Services } from "./services.ts";
import type { AppRoute } from "./webapp/api.ts";

/** What a feature's jobs and hooks are given once the bot is up. */
export interface FeatureEnv {
  services: Services;
  /** The bot's Bot API client (its calls go through the outgoing queue and its retries). */
  api: Api;
  bot: { id: number; username: string };
  logger: Logger;
}

/**
 * What a feature's intent policies are given, before the bot has started:
 * the bot's identity is read when a policy runs.
 */
export interface PolicyEnv {
  deps: Services;
  api: Api;
  log: Logger;
  readonly botId: number;
  readonly botUsername: string;
  readonly me: { id: number; username: string };
}

/** A background job of a feature, started after the bot and stopped before the store closes. */
export type FeatureJob =
  /** A sweep run at start and every few seconds, by one replica at a time (a store lock). */
  | {
      type: "sweep";
      /** The store lock one sweeping replica holds. */
      lockKey: string;
      /** What is swept, for the log. */
      what: string;
      /** Time between sweeps (default 5 s). */
      intervalMs?: number;
      /**
       * One sweep: how many things it ended. Failures are logged by the caller.
       * `signal` aborts when the sweeper stops (shutdown) or loses its lock: a
       * long sweep may end early there, where redoing it later is safe.
       */
      sweep: (env: FeatureEnv, signal: AbortSignal) => Promise<number>;
    }
  /** A job that keeps its own timers. */
  | { type: "service"; create: (env: FeatureEnv) => { start(): void; stop(): Promise<void> } };

/** A question (a grammY conversation) a feature asks, by its id. */
export interface FeatureQuestion {
  id: string;
  run: ConversationBuilder<BotContext, ConversationContext>;
}

/**
 * A command in the command menu, placed by `rank` (smaller first) among the
 * others' commands, described by the text `menu-<scope>-<command>`.
 */
export interface MenuCommand {
  scope: "private" | "group";
  command: string;
  rank: number;
  /** On the embedded sandbox: left out, or described by another text. */
  sandbox?: "hidden" | { description: string };
}

export interface Feature {
  /** Its name, as its folder is named (logs, the layer rules). */
  readonly name: string;
  /** Sees every update before any feature answers (e.g. who spoke in a group); calls `next`. */
  readonly watch?: Middleware<BotContext>;
  /** Answers before an open question sees the update (/cancel). */
  readonly beforeQuestions?: Middleware<BotContext>;
  /** Its chat part: commands, buttons, messages. Features answer in the list's order. */
  readonly chat?: Middleware<BotContext>;
  /** What it adds after /history's page (one's open pledges). */
  readonly historySections?: readonly ChatSection[];
  /** What it adds to a group's page in private /settings (an item its admins set). */
  readonly groupSettings?: readonly GroupSetting[];
  /** Its answers to deep links (`t.me/<bot>?start=<payload>`), asked in turn by /start. */
  readonly deepLinks?: readonly DeepLinkAnswer[];
  /** The questions it asks (grammY conversations). */
  readonly questions?: readonly FeatureQuestion[];
  /**
   * Button data whose presses are safe by their own atomic claims, so they
   * skip the per-chat queue (a hundred Claim presses on one giveaway).
   */
  readonly lockFreePresses?: readonly RegExp[];
  /** Its commands in the command menus. */
  readonly commands?: readonly MenuCommand[];
  /** What a confirmed intent of each of its kinds does once sent (receipt, notes). */
  readonly afterSent?: Readonly<Record<string, AfterIntentSent>>;
  /**
   * The policy of each intent kind it makes (when to confirm, its gate,
   * pledges, how an outcome the engine reached without Telegram is told),
   * registered with the engine at start. Two features may speak for one
   * kind (offer shares): each one's announcement is asked in turn.
   */
  readonly intentPolicies?: (env: PolicyEnv) => Readonly<Record<string, IntentPolicy>>;
  /** Tells people that offers of its kinds expired. */
  readonly offerEndings?: Partial<Readonly<Record<OfferKind, OfferAnnouncer>>>;
  /** Tells people, in its own words, of its sends a crash cut off (true: the payer was told). */
  readonly settledSend?: SettledSendAnnouncer;
  /** Its background jobs. */
  readonly jobs?: readonly FeatureJob[];
  /**
   * Shows money that came in (a gateway event the engine applied): its
   * invoice's message turned to "Paid", a note to the owner.
   */
  readonly moneyIn?: (services: Services, api: Api) => EventListener;
  /** Its Mini App API routes. */
  readonly appRoutes?: readonly AppRoute[];
}
