/**
 * The services every face (the chat, the Mini App) and every feature
 * receives. They are passed in, never imported, so tests assemble the same
 * bot with a sandbox, a temporary store and a fake Telegram. The gateway
 * client is not among them: only the engine (src/operations/) holds it.
 */

import type { AccountService } from "./accounts/accounts.ts";
import type { PreferenceService } from "./accounts/preferences.ts";
import type { Activity } from "./activity.ts";
import type { Config } from "./config.ts";
import type { ChatLanguages } from "./i18n/chat-languages.ts";
import type { Voices } from "./i18n/voices.ts";
import type { Logger } from "./logger.ts";
import type { PublicFetch } from "./net/public-fetch.ts";
import type { Intents } from "./operations/intents.ts";
import type { Ledger } from "./operations/ledger.ts";
import type { MoneyIn } from "./operations/money-in.ts";
import type { Offers } from "./operations/offers.ts";
import type { OneUseSteps } from "./operations/one-use.ts";
import type { Vouchers } from "./operations/vouchers.ts";
import type { Wallet } from "./operations/wallet.ts";
import type { PriceSource } from "./prices/price-source.ts";
import type { Store } from "./storage/types.ts";
import type { QrReader } from "./workers/qr-reader.ts";

/** Everything the faces and the features need, assembled once by app.ts or a test. */
export interface Services {
  config: Config;
  logger: Logger;
  store: Store;
  accounts: AccountService;
  preferences: PreferenceService;
  ledger: Ledger;
  /** Money offered now and paid when claimed: pledges, giveaways, inline sends (src/operations/offers.ts). */
  offers: Offers;
  /** Vouchers (LNURL-withdraw) redeemed into users' own accounts (src/operations/vouchers.ts). */
  vouchers: Vouchers;
  /** The one path of every money intent between members (src/operations/intents.ts). */
  intents: Intents;
  /** A feature's own one-use steps (a card posted once, a note told once): src/operations/one-use.ts. */
  steps: OneUseSteps;
  /** Invoices on users' own accounts and the gateway events that pay them (src/operations/money-in.ts). */
  moneyIn: MoneyIn;
  /** A user's own account read: balance, pay code, a connection check (src/operations/wallet.ts). */
  wallet: Wallet;
  /** Reads QR codes from photos, off the event loop. */
  qrReader: QrReader;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
  /** Who speaks which language (people and groups). */
  languages: ChatLanguages;
  /** Texts and amounts in a reader's language and currency (src/i18n/voices.ts). */
  voices: Voices;
  /** Exchange rates, when any source is configured. */
  prices: PriceSource | undefined;
  /**
   * The only way to GET a URL a user supplied (pay codes, lightning
   * addresses, vouchers): public addresses only, with the operator's
   * policy bound in (src/net/public-fetch.ts).
   */
  publicFetch: PublicFetch;
  /**
   * Work started and not awaited (notes, card edits, timers, sweeps), counted
   * so that tests can wait until the bot is idle (src/activity.ts). Whatever
   * runs on after its update's handler returned goes through it.
   */
  activity: Activity;
}
