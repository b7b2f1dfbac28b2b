/** /start and /help, and the deep links that continue in the private chat. */
import type { Feature } from "../../feature.ts";
import { createStartFeature } from "./index.ts";

export const start: Feature = {
  name: "start",
  chat: createStartFeature(),
  commands: [
    { scope: "private", command: "help", rank: 130 },
    { scope: "group", command: "help", rank: 100 },
  ],
};
