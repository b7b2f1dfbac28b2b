/** Reaction tips: a member's reactions tip, within their budget, after an undo window. */
import type { Feature } from "../../feature.ts";
import { ReactionTipDelivery } from "./delivery.ts";
import { reactionIntentPolicy, reactionsFeature } from "./index.ts";

export const reactions: Feature = {
  name: "reactions",
  chat: reactionsFeature,
  intentPolicies: () => ({ reaction: reactionIntentPolicy }),
  // Reaction tips whose undo window is over are sent from here, on any replica.
  jobs: [
    {
      type: "service",
      create: (env) =>
        new ReactionTipDelivery({
          deps: env.services,
          api: env.api,
          log: env.logger.child({ component: "reaction-tips" }),
          botId: env.bot.id,
          botUsername: env.bot.username,
        }),
    },
  ],
};
