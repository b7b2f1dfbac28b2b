/** /settings: language, currency, confirmations, tip address, reaction tips, one's groups. */
import type { Feature } from "../../feature.ts";
import { settingsAppRoutes } from "./api.ts";
import { rememberAdders } from "./groups.ts";
import {
  SETTINGS_ADDRESS_CONVERSATION,
  SETTINGS_REACTIONS_CONVERSATION,
  SETTINGS_THRESHOLD_CONVERSATION,
  settingsAddressConversation,
  settingsFeature,
  settingsReactionsConversation,
  settingsThresholdConversation,
} from "./index.ts";

export const settings: Feature = {
  name: "settings",
  chat: settingsFeature,
  // Who adds the bot to a group is listed as managing it in their private /settings.
  watch: rememberAdders,
  appRoutes: settingsAppRoutes,
  questions: [
    { id: SETTINGS_THRESHOLD_CONVERSATION, run: settingsThresholdConversation },
    { id: SETTINGS_ADDRESS_CONVERSATION, run: settingsAddressConversation },
    { id: SETTINGS_REACTIONS_CONVERSATION, run: settingsReactionsConversation },
  ],
  commands: [{ scope: "private", command: "settings", rank: 90 }],
};
