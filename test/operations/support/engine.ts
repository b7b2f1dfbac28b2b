/**
 * One bot process's money engine on a store, as app.ts assembles it, for the
 * engine's unit tests: accounts on a stand-in sandbox, the send, offers and
 * intents over a scripted gateway. Several on one store are several replicas.
 */
import { AccountService } from "../../../src/accounts/accounts.ts";
import { PreferenceService } from "../../../src/accounts/preferences.ts";
import { SecretBox } from "../../../src/accounts/secret-box.ts";
import { createLogger } from "../../../src/logger.ts";
import { type IntentGate, Intents } from "../../../src/operations/intents.ts";
import { Ledger } from "../../../src/operations/ledger.ts";
import { Offers } from "../../../src/operations/offers.ts";
import { Payments } from "../../../src/operations/payments.ts";
import type { Store } from "../../../src/storage/types.ts";
import type { ScriptedGateway } from "../../support/scripted-gateway.ts";

export interface EngineOptions {
  now: () => number;
  /** Gates by name (a `BudgetSpec` "gate"). */
  gates?: Readonly<Record<string, IntentGate>>;
  pledgesPerDay?: number;
}

/** The engines of one process on `store`. */
export function engineOn(store: Store, gateway: ScriptedGateway, options: EngineOptions) {
  const { now } = options;
  const ledger = new Ledger(store, now);
  let n = 0;
  const accounts = new AccountService({
    store,
    box: new SecretBox(Buffer.alloc(32, 1)),
    sandbox: {
      async createMerchant() {
        n++;
        return {
          merchantId: `m${n}-${Math.random()}`,
          apiKey: `k${n}`,
          secretKey: "00".repeat(32),
        };
      },
      setWebhook() {},
    },
    eventsUrl: () => undefined,
    now,
  });
  const logger = createLogger("silent");
  const payments = new Payments({
    store,
    ledger,
    accounts,
    gateway,
    network: "regtest",
    limits: { maxPaymentSat: 100_000, dailyLimitSat: 150_000 },
    logger,
    now,
  });
  const offers: Offers = new Offers({ store, intents: () => intents, accounts, logger, now });
  const preferences = new PreferenceService(store);
  const intents: Intents = new Intents({
    store,
    payments,
    offers,
    ledger,
    accounts,
    preferences,
    gateway,
    logger,
    now,
    ...(options.gates ? { gates: options.gates } : {}),
    pledgesPerDay: options.pledgesPerDay,
  });
  return { ledger, accounts, payments, offers, preferences, intents };
}
