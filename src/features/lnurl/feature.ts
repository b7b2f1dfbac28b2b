/** /lnurl: one's own pay code and lightning address. */
import type { Feature } from "../../feature.ts";
import { lnurlFeature } from "./index.ts";

export const lnurl: Feature = {
  name: "lnurl",
  chat: lnurlFeature,
  commands: [
    { scope: "private", command: "lnurl", rank: 60 },
    { scope: "group", command: "lnurl", rank: 80 },
  ],
};
