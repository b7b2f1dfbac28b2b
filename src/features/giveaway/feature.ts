/** /giveaway: shares claimed by the first members to press. */
import type { Feature } from "../../feature.ts";
import {
  GIVEAWAY_CLAIM_DATA,
  giveawayExpired,
  giveawayFeature,
  giveawayShareInDoubt,
} from "./index.ts";

export const giveaway: Feature = {
  name: "giveaway",
  chat: giveawayFeature,
  // Claims are safe by the offers engine's own claims: not queued per chat.
  lockFreePresses: [GIVEAWAY_CLAIM_DATA],
  offerEndings: { giveaway: giveawayExpired },
  settledSend: giveawayShareInDoubt,
  commands: [{ scope: "group", command: "giveaway", rank: 30 }],
};
