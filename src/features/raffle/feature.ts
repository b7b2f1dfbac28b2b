/** /raffle: a prize drawn among the members who entered, by a draw anyone can check. */
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import type { Feature } from "../../feature.ts";
import {
  drawDue,
  RAFFLE_ENTER,
  raffleCaptcha,
  raffleFeature,
  raffleIntentPolicy,
} from "./index.ts";

export const raffle: Feature = {
  name: "raffle",
  chat: new Composer<BotContext>(raffleFeature, raffleCaptcha.presses),
  deepLinks: [raffleCaptcha.deepLink],
  // Entries are safe under the raffle's own store lock: not queued per chat.
  lockFreePresses: [RAFFLE_ENTER],
  intentPolicies: (env) => ({
    raffle: raffleIntentPolicy({
      deps: env.deps,
      api: env.api,
      logger: env.log,
      // Who the bot is is known once it started: read when a payout runs.
      get me() {
        return env.me;
      },
    }),
  }),
  jobs: [
    {
      type: "sweep",
      lockKey: "raffle-draws",
      what: "raffles drawn",
      intervalMs: 2_000,
      sweep: (env) =>
        drawDue({ deps: env.services, api: env.api, me: env.bot, logger: env.logger }),
    },
  ],
  commands: [{ scope: "group", command: "raffle", rank: 35 }],
};
