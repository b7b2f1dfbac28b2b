/** /tip: a reply that tips the member replied to. */
import type { Feature } from "../../feature.ts";
import { tipAfterSent, tipDeepLink, tipFeature, tipIntentPolicy } from "./index.ts";
import { TIP_MANY_KIND, tipManyIntentPolicy } from "./many.ts";

export const tip: Feature = {
  name: "tip",
  chat: tipFeature,
  deepLinks: [tipDeepLink],
  intentPolicies: (env) => ({
    tip: tipIntentPolicy(env),
    [TIP_MANY_KIND]: tipManyIntentPolicy(env),
  }),
  afterSent: { tip: tipAfterSent },
  commands: [{ scope: "group", command: "tip", rank: 10 }],
};
