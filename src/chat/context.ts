/**
 * The bot's context type: the services (src/services.ts) and a logger
 * child per update, added by `createBot`.
 */
import type { ConversationFlavor } from "@grammyjs/conversations";
import type { Context } from "grammy";
import type { Logger } from "../logger.ts";
import type { Services } from "../services.ts";
import type { DeepLinkAnswer } from "./deep-links.ts";
import type { VoiceFlavor } from "./voice.ts";

/** Per-update additions: the services and a logger child keyed by update_id. */
export interface BotContextFlavor {
  deps: Services;
  log: Logger;
  /** Messages to `chatId` still waiting for their turn under Telegram's limits (outgoing-queue.ts). */
  queuedFor(chatId: number): number;
  /** What features add to another feature's screen, from the list of features. */
  sections: ChatSections;
}

/** A part one feature adds to another's answer, shown to `userId` in their private chat. */
export type ChatSection = (ctx: BotContext, userId: number) => Promise<void>;

/** A group as private /settings names it. */
export interface SettingsGroup {
  id: number;
  title: string;
}

/**
 * One item a feature adds to a group's page in private /settings (the
 * group's admins only: the page checks the presser is one).
 */
export interface GroupSetting {
  /** How it stands in the group now, one line (HTML, in the reader's language). */
  line: (ctx: BotContext, group: SettingsGroup) => Promise<string>;
  /** The label of its button on the group's page. */
  button: (ctx: BotContext) => string;
  /** Its button pressed: the feature answers in the private chat, checking its own rights. */
  open: (ctx: BotContext, group: SettingsGroup) => Promise<void>;
}

export interface ChatSections {
  /** Shown after /history's page (e.g. one's open pledges). */
  history: readonly ChatSection[];
  /** The features' answers to deep links (`/start <payload>`), asked in turn by /start. */
  deepLinks: readonly DeepLinkAnswer[];
  /** The features' items on a group's page in private /settings. */
  groupSettings: readonly GroupSetting[];
}

/** The context outside conversations. */
export type BotContext = ConversationFlavor<Context & BotContextFlavor & VoiceFlavor>;

/** The context inside conversations (a fresh Context per replayed update, voices installed as plugins). */
export type ConversationContext = Context & VoiceFlavor;
