/**
 * /split: a bill shared among members, each share paid from the member's own account to the
 * organiser's; /chipin: all or nothing, the payments run once enough members committed.
 */
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import type { Feature } from "../../feature.ts";
import { splitAppRoutes } from "./api.ts";
import { BILL_DATA } from "./bill.ts";
import {
  CHIPIN_DATA,
  CHIPIN_KIND,
  chipinFeature,
  chipinIntentPolicy,
  expireChipIns,
} from "./chipin.ts";
import {
  SPLIT_KIND,
  splitAfterSent,
  splitFeature,
  splitIntentPolicy,
  splitLink,
  splitMoneyIn,
} from "./index.ts";

export const split: Feature = {
  name: "split",
  chat: new Composer<BotContext>(splitFeature, chipinFeature),
  deepLinks: [splitLink],
  // A bill's presses are safe by the bill's lock and the engine's claims: not queued per chat.
  lockFreePresses: [BILL_DATA, CHIPIN_DATA],
  afterSent: { [SPLIT_KIND]: splitAfterSent },
  // A share is paid only while it is owed and its bill open (the gate, step 4 of the one order).
  intentPolicies: (env) => ({
    [SPLIT_KIND]: splitIntentPolicy({ deps: env.deps, api: env.api, log: env.log }),
    // A chip-in's payments run as work under way: cut off by a crash, they are resumed.
    [CHIPIN_KIND]: chipinIntentPolicy({ deps: env.deps, api: env.api, log: env.log }),
  }),
  // Before the notifications: a share's payment is told in the bill's one summary.
  moneyIn: splitMoneyIn,
  // A chip-in's deadline is kept in the store and swept: a restart or another replica ends it.
  jobs: [
    {
      type: "sweep",
      lockKey: "chipin-sweeper",
      what: "chip-ins past their deadline",
      sweep: (env) => expireChipIns({ deps: env.services, api: env.api, log: env.logger }),
    },
  ],
  // The Mini App: what one owes and is owed, and Pay through the same engine path.
  appRoutes: splitAppRoutes,
  commands: [
    { scope: "group", command: "split", rank: 55 },
    { scope: "group", command: "chipin", rank: 56 },
  ],
};
