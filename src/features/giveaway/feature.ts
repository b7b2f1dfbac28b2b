/** /giveaway: shares claimed by the first members to press. */
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import type { Feature } from "../../feature.ts";
import {
  GIVEAWAY_CLAIM_DATA,
  giveawayCaptcha,
  giveawayExpired,
  giveawayFeature,
  giveawayShareCarried,
  giveawayShareInDoubt,
} from "./index.ts";

export const giveaway: Feature = {
  name: "giveaway",
  chat: new Composer<BotContext>(giveawayFeature, giveawayCaptcha.presses),
  deepLinks: [giveawayCaptcha.deepLink],
  // Claims are safe by the offers engine's own claims: not queued per chat.
  lockFreePresses: [GIVEAWAY_CLAIM_DATA],
  offerEndings: { giveaway: giveawayExpired },
  settledSend: giveawayShareInDoubt,
  // A share whose press died before its send, carried on by the engine: the giveaway says so.
  intentPolicies: (env) => ({
    "offer-share": {
      announce: async (outcome) => {
        if ("intent" in outcome && outcome.intent) {
          await giveawayShareCarried(env.api, env.deps, outcome.intent, outcome);
        }
      },
    },
  }),
  commands: [{ scope: "group", command: "giveaway", rank: 30 }],
};
