/** /send: pays a member or an address without replying to a message. */
import type { Feature } from "../../feature.ts";
import { sendAfterSent, sendFeature } from "./index.ts";

export const send: Feature = {
  name: "send",
  chat: sendFeature,
  afterSent: { send: sendAfterSent },
  commands: [
    { scope: "private", command: "send", rank: 30 },
    { scope: "group", command: "send", rank: 20 },
  ],
};
