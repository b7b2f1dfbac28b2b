/**
 * The reaction tips part of the /settings menu (src/features/settings):
 * its line, its buttons and the changes they make. Off by default; turned
 * on with the default mapping and budget, kept when turned off again.
 */
import type { InlineKeyboard } from "grammy";
import { type Preferences, reactionSettings } from "../../accounts/preferences.ts";
import { type MappingInput, mappingText } from "../../chat/flows/reaction-rules.ts";
import { escapeHtml } from "../../chat/html.ts";
import type { Voice } from "../../i18n/voices.ts";

/** Callback data of the reaction tips buttons. */
export const REACTION_MENU_DATA = {
  on: "settings:reactions:on",
  off: "settings:reactions:off",
  amounts: "settings:reactions:amounts",
  budget: "settings:reactions:budget",
} as const;

/** The menu's line about reaction tips. */
export function reactionMenuLine(voice: Voice, prefs: Preferences): string {
  const settings = reactionSettings(prefs);
  if (!settings.on) return voice.t("reaction-settings-menu-off");
  return voice.t("reaction-settings-menu-on", {
    amounts: mappingText(settings.amounts, voice.amount),
    budget: voice.amount(settings.dailyBudgetSat),
  });
}

/** Adds the reaction tips buttons to the menu's keyboard (a row of their own). */
export function addReactionButtons(
  keyboard: InlineKeyboard,
  voice: Voice,
  prefs: Preferences,
): void {
  const settings = reactionSettings(prefs);
  keyboard.row();
  if (!settings.on) {
    keyboard.text(voice.t("reaction-settings-on-button"), REACTION_MENU_DATA.on);
    return;
  }
  keyboard
    .text(voice.t("reaction-settings-amounts-button"), REACTION_MENU_DATA.amounts)
    .text(voice.t("reaction-settings-budget-button"), REACTION_MENU_DATA.budget)
    .row()
    .text(voice.t("reaction-settings-off-button"), REACTION_MENU_DATA.off);
}

/** Why a typed mapping was refused, in the reader's words. */
export function mappingRefusal(
  voice: Pick<Voice, "t">,
  input: Extract<MappingInput, { ok: false }>,
): string {
  return input.reason === "not_a_reaction" && input.emoji
    ? voice.t("reaction-settings-not-a-reaction", { emoji: escapeHtml(input.emoji) })
    : voice.t("reaction-settings-bad-mapping");
}
