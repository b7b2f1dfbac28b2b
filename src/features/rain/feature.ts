/** /rain: an amount shared among the group's recent speakers. */
import type { Feature } from "../../feature.ts";
import { rainFeature, rainIntentPolicy, rememberSpeakers } from "./index.ts";

export const rain: Feature = {
  name: "rain",
  // Who spoke lately, from every update (the rain's candidates).
  watch: rememberSpeakers(),
  chat: rainFeature,
  intentPolicies: (env) => ({ rain: rainIntentPolicy(env) }),
  commands: [{ scope: "group", command: "rain", rank: 40 }],
};
