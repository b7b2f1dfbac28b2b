/** /tip: a reply that tips the member replied to. */
import type { Feature } from "../../feature.ts";
import { tipAfterSent, tipFeature, tipIntentPolicy } from "./index.ts";

export const tip: Feature = {
  name: "tip",
  chat: tipFeature,
  intentPolicies: (env) => ({ tip: tipIntentPolicy(env) }),
  afterSent: { tip: tipAfterSent },
  commands: [{ scope: "group", command: "tip", rank: 10 }],
};
