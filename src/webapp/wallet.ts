/**
 * The Mini App's own endpoint, who the user is and their texts; and pieces
 * the features' routes share (amounts in fiat, gateway refusals, QR codes).
 * Nothing here moves money. (Home, history, receive, pay, send and settings
 * are the features': src/features/<name>/api.ts.)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LOCALES_DIR } from "../i18n/i18n.ts";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.ts";
import { currencyOf } from "../i18n/voices.ts";
import { formatFiat, satToFiat } from "../prices/rates.ts";
import { describeGatewayError } from "../wording/gateway-errors.ts";
import { type ApiCall, ApiFailure } from "./api.ts";
import type { FiatValue, MeResponse } from "./api-types.ts";

/** The page's texts per language, read once. */
const sources = new Map<Language, Promise<string>>();

/**
 * The page's texts: the FTL source of `webapp.ftl` (the page's own texts)
 * followed by `webapp-api.ftl` (the API's refusals, and the button in the chat).
 */
function webAppMessages(language: Language): Promise<string> {
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
