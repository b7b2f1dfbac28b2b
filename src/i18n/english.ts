/**
 * English without a reader: the default of the few pure text functions
 * that tests call without a voice (`describeGatewayError`). Loaded once,
 * on first use. Code speaking to someone passes their voice instead.
 */
import { type Translate, Translations } from "./i18n.ts";
import { DEFAULT_LANGUAGE } from "./languages.ts";

let english: Translate | undefined;

/** The English translator (the language every other one follows). */
export function englishTranslate(): Translate {
  english ??= new Translations().for(DEFAULT_LANGUAGE);
  return english;
}
