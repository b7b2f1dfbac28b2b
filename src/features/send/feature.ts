/** /send: pays a member or an address without replying to a message. */
import { showCarriedIntent } from "../../chat/flows/confirm.ts";
import type { Feature } from "../../feature.ts";
import { sendAppRoutes } from "./api.ts";
import { sendAfterSent, sendFeature } from "./index.ts";

export const send: Feature = {
  name: "send",
  chat: sendFeature,
  appRoutes: sendAppRoutes,
  afterSent: { send: sendAfterSent },
  // A /send the engine carried on after a crash shows its outcome on its confirmation.
  intentPolicies: (env) => ({
    send: { announce: (outcome) => showCarriedIntent(env.api, env.deps, outcome).then(() => {}) },
  }),
  commands: [
    { scope: "private", command: "send", rank: 30 },
    { scope: "group", command: "send", rank: 20 },
  ],
};
