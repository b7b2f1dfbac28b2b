/** /lnurl in a group, for the member replied to or named. */
import type { Feature } from "../../feature.ts";
import { groupLnurlFeature } from "./index.ts";

export const groupLnurl: Feature = { name: "group-lnurl", chat: groupLnurlFeature };
