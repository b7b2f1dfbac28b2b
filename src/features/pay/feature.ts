/** /pay: invoices, pay codes and lightning addresses, typed, pasted or photographed. */
import type { Feature } from "../../feature.ts";
import { payAppRoutes } from "./api.ts";
import { payConversation, payFeature } from "./index.ts";

export const pay: Feature = {
  name: "pay",
  chat: payFeature,
  appRoutes: payAppRoutes,
  questions: [{ id: "pay", run: payConversation }],
  commands: [{ scope: "private", command: "pay", rank: 20 }],
};
