/** /pay: invoices, pay codes and lightning addresses, typed, pasted or photographed. */
import { showCarriedIntent } from "../../chat/flows/confirm.ts";
import type { Feature } from "../../feature.ts";
import { payAppRoutes } from "./api.ts";
import { payConversation, payFeature } from "./index.ts";

export const pay: Feature = {
  name: "pay",
  chat: payFeature,
  appRoutes: payAppRoutes,
  // A payment the engine carried on after a crash shows its outcome on its confirmation.
  intentPolicies: (env) => ({
    pay: { announce: (outcome) => showCarriedIntent(env.api, env.deps, outcome).then(() => {}) },
  }),
  questions: [{ id: "pay", run: payConversation }],
  commands: [{ scope: "private", command: "pay", rank: 20 }],
};
