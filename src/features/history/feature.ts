/** /history: one's operations, a page at a time. */
import type { Feature } from "../../feature.ts";
import { historyFeature } from "./index.ts";

export const history: Feature = {
  name: "history",
  chat: historyFeature,
  commands: [{ scope: "private", command: "history", rank: 50 }],
};
