/** The welcome when the bot is added to a group. */
import type { Feature } from "../../feature.ts";
import { groupWelcomeFeature } from "./index.ts";

export const groupWelcome: Feature = { name: "group-welcome", chat: groupWelcomeFeature };
