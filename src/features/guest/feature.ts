/** Guest tips: @bot as a reply in any chat, also one the bot is not in (guest mode). */
import type { Feature } from "../../feature.ts";
import {
  GUEST_KIND,
  guestAfterSent,
  guestDeepLink,
  guestFeature,
  guestIntentPolicy,
} from "./index.ts";

export const guest: Feature = {
  name: "guest",
  chat: guestFeature,
  deepLinks: [guestDeepLink],
  intentPolicies: (env) => ({ [GUEST_KIND]: guestIntentPolicy(env) }),
  afterSent: { [GUEST_KIND]: guestAfterSent },
};
