/** What no other feature took: last in the list. */
import type { Feature } from "../../feature.ts";
import { fallbackFeature } from "./index.ts";

export const fallback: Feature = { name: "fallback", chat: fallbackFeature };
