/** /withdraw: sending on-chain. */
import type { Feature } from "../../feature.ts";
import { withdrawConversation, withdrawFeature } from "./index.ts";

export const withdraw: Feature = {
  name: "withdraw",
  chat: withdrawFeature,
  questions: [{ id: "withdraw", run: withdrawConversation }],
  commands: [{ scope: "private", command: "withdraw", rank: 80 }],
};
