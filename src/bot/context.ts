/**
 * The bot's context type and the services every feature may use. Services
 * are passed in (`createBot(deps)`), so tests assemble the same bot with a
 * sandbox, a temporary store and a fake Telegram.
 */
import type { ConversationFlavor } from "@grammyjs/conversations";
import type { Context } from "grammy";
import type { AccountService } from "../accounts/accounts.ts";
import type { PreferenceService } from "../accounts/preferences.ts";
import type { Config } from "../config.ts";
import type { Gateway } from "../gateway/client.ts";
import type { Logger } from "../logger.ts";
import type { Ledger } from "../operations/ledger.ts";
import type { Payments } from "../operations/payments.ts";
import type { Store } from "../storage/types.ts";
import type { QrReader } from "../workers/qr-reader.ts";

/** Everything the features need, assembled once by main.ts or a test. */
export interface BotDeps {
  config: Config;
  logger: Logger;
  store: Store;
  gateway: Gateway;
  accounts: AccountService;
  preferences: PreferenceService;
  ledger: Ledger;
  payments: Payments;
  /** Reads QR codes from photos, off the event loop. */
  qrReader: QrReader;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
}

/** Per-update additions: the services and a logger child keyed by update_id. */
export interface BotContextFlavor {
  deps: BotDeps;
  log: Logger;
}

/** The context outside conversations. */
export type BotContext = ConversationFlavor<Context & BotContextFlavor>;

/** The context inside conversations (a fresh Context per replayed update). */
export type ConversationContext = Context;
