/** Pledged tips: a tip to someone who cannot receive yet waits for them to claim it. */
import { showOpenPledges } from "../../chat/flows/pledges.ts";
import type { Feature } from "../../feature.ts";
import { pledgeExpired, pledgeFeature } from "./index.ts";

export const pledge: Feature = {
  name: "pledge",
  chat: pledgeFeature,
  historySections: [showOpenPledges],
  offerEndings: { pledge: pledgeExpired },
};
