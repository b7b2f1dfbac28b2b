/** Guest tips: @bot as a reply in any chat, also one the bot is not in (guest mode). */
import type { Feature } from "../../feature.ts";
import { CANCEL_DATA, PAY_DATA } from "./card.ts";
import {
  GUEST_KIND,
  guestAfterSent,
  guestDeepLink,
  guestFeature,
  guestIntentPolicy,
  sweepExpiredCards,
} from "./index.ts";
import { GUEST_MANY_KIND, guestManyIntentPolicy } from "./many.ts";

export const guest: Feature = {
  name: "guest",
  chat: guestFeature,
  deepLinks: [guestDeepLink],
  // Safe by their own claims (the intent's origin, the card's one decision): a press never
  // waits behind the presser's other updates, so its answer is never dropped.
  lockFreePresses: [PAY_DATA, CANCEL_DATA],
  intentPolicies: (env) => ({
    [GUEST_KIND]: guestIntentPolicy(env),
    [GUEST_MANY_KIND]: guestManyIntentPolicy(env),
  }),
  afterSent: { [GUEST_KIND]: guestAfterSent },
  // A card whose private Confirm expired unpressed loses its buttons.
  jobs: [
    { type: "sweep", lockKey: "guest-sweeper", what: "guest cards", sweep: sweepExpiredCards },
  ],
};
