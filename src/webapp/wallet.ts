/**
 * The Mini App's own endpoints and its settings: who the user is and their
 * texts, and the same stored preferences /settings changes; and pieces the
 * features' routes share (amounts in fiat, gateway refusals, QR codes).
 * Nothing here moves money. (Home, history and receive are the features':
 * src/features/balance, history and invoice, api.ts.)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describeGatewayError } from "../chat/gateway-errors.ts";
import { reactionSettings } from "../features/reactions/settings.ts";
import { readTipAddress } from "../features/settings/address.ts";
import { LOCALES_DIR } from "../i18n/i18n.ts";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from "../i18n/languages.ts";
import { currencyOf } from "../i18n/voices.ts";
import { asCurrency, CURRENCIES, type Currency } from "../prices/currencies.ts";
import { formatFiat, satToFiat } from "../prices/rates.ts";
import { type ApiCall, ApiFailure } from "./api.ts";
import type { FiatValue, MeResponse, SettingsResponse } from "./api-types.ts";

/** The page's texts per language, read once. */
const sources = new Map<Language, Promise<string>>();

/**
 * The page's texts: the FTL source of `webapp.ftl` (the page's own texts)
 * followed by `webapp-api.ftl` (the API's refusals, and the button in the chat).
 */
export function webAppMessages(language: Language): Promise<string> {
  let source = sources.get(language);
  if (!source) {
    const read = (file: string) =>
      readFile(path.join(LOCALES_DIR, language, file), "utf8").catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
        throw error;
      });
    source = Promise.all([read("webapp.ftl"), read("webapp-api.ftl")]).then((parts) =>
      parts.filter(Boolean).join("\n"),
    );
    sources.set(language, source);
  }
  return source;
}

/** GET /me */
export async function me(call: ApiCall): Promise<MeResponse> {
  const { deps, user, voice } = call;
  const prefs = await deps.preferences.get(user.id);
  const currency = currencyOf(prefs.currency, voice.language, user.languageCode);
  return {
    userId: user.id,
    firstName: user.firstName,
    language: voice.language,
    currency: currency ?? null,
    messages: await webAppMessages(voice.language),
    fallback: await webAppMessages(DEFAULT_LANGUAGE),
    sandbox: deps.accounts.isSandbox,
  };
}

/** `sat` in the caller's currency, when they have one and a price is known. */
export async function fiatOf(call: ApiCall, sat: number): Promise<FiatValue | null> {
  const { deps, user, voice } = call;
  const prefs = await deps.preferences.get(user.id);
  const currency = currencyOf(prefs.currency, voice.language, user.languageCode);
  if (!currency) return null;
  const rates = await deps.prices?.forDisplay();
  const perBtc = rates?.perBtc[currency];
  if (perBtc === undefined) return null;
  return { formatted: formatFiat(satToFiat(sat, perBtc), currency, voice.language), currency };
}

/** The gateway's refusal or silence, as 502 with its reason in the user's words. */
export function gatewayFailure(call: ApiCall, error: unknown, what: string): ApiFailure {
  call.log.warn({ err: error }, `${what} failed`);
  return new ApiFailure(502, "gateway", describeGatewayError(error, call.voice.t));
}

/** An SVG QR code of `text` (the encoder is loaded on the first code, not at start). */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** GET /settings */
export async function settings(call: ApiCall): Promise<SettingsResponse> {
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
 * PATCH /settings: validated as /settings validates each value, then
 * stored in the same preferences (a change shows in the chat's menu).
 * Nothing is stored when any field is refused.
 */
export async function changeSettings(call: ApiCall): Promise<SettingsResponse> {
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
