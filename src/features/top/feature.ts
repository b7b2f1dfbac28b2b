/** /top: the group's leaderboard. */
import type { Feature } from "../../feature.ts";
import { topFeature } from "./index.ts";

export const top: Feature = {
  name: "top",
  chat: topFeature,
  commands: [{ scope: "group", command: "top", rank: 60 }],
};
