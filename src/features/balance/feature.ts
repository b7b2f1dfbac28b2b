/** /balance: one's own figures, in private only. */
import type { Feature } from "../../feature.ts";
import { balanceAppRoutes } from "./api.ts";
import { balanceFeature } from "./index.ts";

export const balance: Feature = {
  name: "balance",
  appRoutes: balanceAppRoutes,
  chat: balanceFeature,
  commands: [
    { scope: "private", command: "balance", rank: 40 },
    { scope: "group", command: "balance", rank: 90 },
  ],
};
