/**
 * The bot's context type: the services (src/services.ts) and a logger
 * child per update, added by `createBot`.
 */
import type { ConversationFlavor } from "@grammyjs/conversations";
import type { Context } from "grammy";
import type { Logger } from "../logger.ts";
import type { Services } from "../services.ts";
import type { VoiceFlavor } from "./voice.ts";

/** Per-update additions: the services and a logger child keyed by update_id. */
export interface BotContextFlavor {
  deps: Services;
  log: Logger;
  /** Messages to `chatId` still waiting for their turn under Telegram's limits (outgoing-queue.ts). */
  queuedFor(chatId: number): number;
}

/** The context outside conversations. */
export type BotContext = ConversationFlavor<Context & BotContextFlavor & VoiceFlavor>;

/** The context inside conversations (a fresh Context per replayed update, voices installed as plugins). */
export type ConversationContext = Context & VoiceFlavor;
