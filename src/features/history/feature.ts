/** /history: one's operations, a page at a time. */
import type { Feature } from "../../feature.ts";
import { historyAppRoutes } from "./api.ts";
import { historyFeature } from "./index.ts";

export const history: Feature = {
  name: "history",
  appRoutes: historyAppRoutes,
  chat: historyFeature,
  commands: [{ scope: "private", command: "history", rank: 50 }],
};
