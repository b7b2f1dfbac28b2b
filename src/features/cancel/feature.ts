/** /cancel: ends an open question, before the question sees the update. */
import type { Feature } from "../../feature.ts";
import { cancelFeature } from "./index.ts";

export const cancel: Feature = {
  name: "cancel",
  beforeQuestions: cancelFeature,
  commands: [{ scope: "private", command: "cancel", rank: 120 }],
};
