/** /withdraw: sending on-chain. */
import { showCarriedIntent } from "../../chat/flows/confirm.ts";
import type { Feature } from "../../feature.ts";
import { withdrawConversation, withdrawFeature } from "./index.ts";

export const withdraw: Feature = {
  name: "withdraw",
  chat: withdrawFeature,
  // A withdrawal the engine carried on after a crash shows its outcome on its confirmation.
  intentPolicies: (env) => ({
    withdraw: {
      announce: (outcome) => showCarriedIntent(env.api, env.deps, outcome).then(() => {}),
    },
  }),
  questions: [{ id: "withdraw", run: withdrawConversation }],
  commands: [{ scope: "private", command: "withdraw", rank: 80 }],
};
