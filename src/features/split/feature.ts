/** /split: a bill shared among members, each share paid from the member's own account to the organiser's. */
import type { Feature } from "../../feature.ts";
import { BILL_DATA } from "./bill.ts";
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
  chat: splitFeature,
  deepLinks: [splitLink],
  // A bill's presses are safe by the bill's lock and the engine's claims: not queued per chat.
  lockFreePresses: [BILL_DATA],
  afterSent: { [SPLIT_KIND]: splitAfterSent },
  // A share is paid only while it is owed and its bill open (the gate, step 4 of the one order).
  intentPolicies: (env) => ({
    [SPLIT_KIND]: splitIntentPolicy({ deps: env.deps, api: env.api, log: env.log }),
  }),
  // Before the notifications: a share's payment is told in the bill's one summary.
  moneyIn: splitMoneyIn,
  commands: [{ scope: "group", command: "split", rank: 55 }],
};
