/** /raffle: a prize drawn among the members who entered, by a draw anyone can check. */
import type { Feature } from "../../feature.ts";
import {
  drawDue,
  RAFFLE_ENTER,
  raffleCaptchaLink,
  raffleFeature,
  raffleIntentPolicy,
} from "./index.ts";

export const raffle: Feature = {
  name: "raffle",
  chat: raffleFeature,
  deepLinks: [raffleCaptchaLink],
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
