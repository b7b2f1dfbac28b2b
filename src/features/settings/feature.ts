/** /settings: language, currency, confirmations, tip address, reaction tips. */
import type { Feature } from "../../feature.ts";
import { settingsAppRoutes } from "./api.ts";
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
  appRoutes: settingsAppRoutes,
  questions: [
    { id: SETTINGS_THRESHOLD_CONVERSATION, run: settingsThresholdConversation },
    { id: SETTINGS_ADDRESS_CONVERSATION, run: settingsAddressConversation },
    { id: SETTINGS_REACTIONS_CONVERSATION, run: settingsReactionsConversation },
  ],
  commands: [{ scope: "private", command: "settings", rank: 90 }],
};
