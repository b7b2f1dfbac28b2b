/**
 * The settings feature's Mini App face: the same stored preferences the
 * chat's /settings shows and changes (a change in one shows in the other),
 * each value validated as /settings validates it.
 */

import { reactionSettings } from "../../accounts/preferences.ts";
import { readTipAddress } from "../../bitcoin/lightning-address.ts";
import { isLanguage, LANGUAGE_CODES } from "../../i18n/languages.ts";
import { currencyOf } from "../../i18n/voices.ts";
import { asCurrency, CURRENCIES, type Currency } from "../../prices/currencies.ts";
import { type ApiCall, ApiFailure, type AppRoute } from "../../webapp/api.ts";
import type { SettingsResponse } from "../../webapp/api-types.ts";
import { tipAddressRefusal } from "./tip-address.ts";

/** The settings feature's Mini App routes (after `/app/api`). */
export const settingsAppRoutes: readonly AppRoute[] = [
  { method: "GET", pattern: /^\/settings$/, handle: settings },
  { method: "PATCH", pattern: /^\/settings$/, handle: changeSettings },
];

/** GET /app/api/settings */
async function settings(call: ApiCall): Promise<SettingsResponse> {
  const { deps, user } = call;
  const prefs = await deps.preferences.get(user.id);
  const language = await deps.languages.ofUser(user.id, user.languageCode);
  return {
    language,
    languageChosen: prefs.language ?? null,
    currency:
      prefs.currency === "none"
        ? "none"
        : (currencyOf(prefs.currency, language, user.languageCode) ?? "none"),
    tipConfirmThresholdSat: prefs.tipConfirmAboveSat,
    tipAddress: prefs.lightningAddress ?? null,
    reactionTips: reactionSettings(prefs).on,
    leaderboardOptOut: prefs.hiddenOnBoard === true,
    languages: [...LANGUAGE_CODES],
    currencies: [...CURRENCIES, "none"],
  };
}

/**
 * PATCH /app/api/settings: validated as /settings validates each value, then
 * stored in the same preferences (a change shows in the chat's menu).
 * Nothing is stored when any field is refused.
 */
async function changeSettings(call: ApiCall): Promise<SettingsResponse> {
  const { deps, user, voice } = call;
  const body = await call.body();
  const prefs = await deps.preferences.get(user.id);
  const change: Parameters<typeof deps.preferences.update>[1] = {};
  const refuse = (id: string, args?: Record<string, string | number>) =>
    new ApiFailure(400, "bad_setting", voice.t(id, args));
  if (body.language !== undefined) {
    if (body.language === null || body.language === "telegram") change.language = undefined;
    else if (isLanguage(body.language)) change.language = body.language;
    else throw refuse("webapp-error-bad-language");
  }
  if (body.currency !== undefined) {
    const currency: Currency | "none" | undefined =
      body.currency === "none"
        ? "none"
        : typeof body.currency === "string"
          ? asCurrency(body.currency)
          : undefined;
    if (currency === undefined) throw refuse("webapp-error-bad-currency");
    change.currency = currency;
  }
  if (body.tipConfirmThresholdSat !== undefined) {
    const value = body.tipConfirmThresholdSat;
    const maxSat = deps.config.limits.maxPaymentSat;
    // As /settings asks it: a whole number of satoshi, from 0 (always confirm) to the per-payment limit.
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > maxSat) {
      throw refuse("webapp-error-bad-threshold", { max: voice.sat(maxSat) });
    }
    change.tipConfirmAboveSat = value;
  }
  if (body.tipAddress !== undefined) {
    if (body.tipAddress === null || body.tipAddress === "") change.lightningAddress = undefined;
    else {
      const read =
        typeof body.tipAddress === "string"
          ? readTipAddress(body.tipAddress, { allowLocal: deps.accounts.isSandbox })
          : ({ ok: false, reason: "not_an_address" } as const);
      if (!read.ok) {
        throw refuse(
          read.reason === "local_host" ? "settings-local-address" : "settings-not-an-address",
        );
      }
      const refusal = await tipAddressRefusal(deps.publicFetch, user.id, read.address, voice.t);
      if (refusal !== undefined) throw new ApiFailure(400, "bad_setting", refusal);
      change.lightningAddress = read.address;
    }
  }
  if (body.reactionTips !== undefined) {
    if (typeof body.reactionTips !== "boolean") throw new ApiFailure(400, "bad_request");
    change.reactionTips = { ...reactionSettings(prefs), on: body.reactionTips };
  }
  if (body.leaderboardOptOut !== undefined) {
    if (typeof body.leaderboardOptOut !== "boolean") throw new ApiFailure(400, "bad_request");
    change.hiddenOnBoard = body.leaderboardOptOut;
  }
  if (Object.keys(change).length > 0) await deps.preferences.update(user.id, change);
  call.log.info({ fields: Object.keys(change) }, "settings changed from the app");
  // The answer speaks the language just chosen.
  return settings({ ...call, voice: await deps.voices.forUser(user.id, user.languageCode) });
}
