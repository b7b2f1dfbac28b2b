/** /entry: paid entry to a group, a door that opens once the owner is paid; monthly memberships. */
import { showCarriedIntent } from "../../chat/flows/confirm.ts";
import type { Feature } from "../../feature.ts";
import { entryAppRoutes } from "./api.ts";
import { entryFeature, showMemberships } from "./index.ts";
import { ENTRY_PRICE_QUESTION, entryPriceQuestion, entrySetting } from "./settings.ts";
import { entryPaid, sweepEntry } from "./settle.ts";

export const entry: Feature = {
  name: "entry",
  chat: entryFeature,
  appRoutes: entryAppRoutes,
  historySections: [showMemberships],
  // Private /settings → the group → Paid entry: the same as /entry in the group.
  groupSettings: [entrySetting],
  questions: [{ id: ENTRY_PRICE_QUESTION, run: entryPriceQuestion }],
  // A ticket's invoice paid (from the bot's own "Pay from my account" or any wallet) opens the door.
  moneyIn: entryPaid,
  // "Pay from my account" is an intent; one the engine carried on after a crash shows its outcome.
  intentPolicies: (env) => ({
    entry: { announce: (outcome) => showCarriedIntent(env.api, env.deps, outcome).then(() => {}) },
  }),
  // Requests not paid in time, paid ones not yet let in, monthly reminders and removals.
  jobs: [{ type: "sweep", lockKey: "entry-sweeper", what: "paid entry", sweep: sweepEntry }],
  commands: [
    { scope: "group", command: "entry", rank: 55 },
    { scope: "private", command: "entry", rank: 65 },
  ],
};
