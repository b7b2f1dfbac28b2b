/**
 * A voice: how the bot speaks to one reader — their language (for texts,
 * numbers and dates) and their currency (amounts shown as
 * `1,500 sat (≈ $1.02)`). Every text the bot sends goes through one:
 * `ctx.t`/`ctx.amount` speak to the chat (the person in a private chat, the
 * group in a group), `ctx.tUser`/`ctx.amountUser` to the person who sent
 * the update (their private notes and button alerts), and
 * `Voices.forUser(id)` to anyone else (a tip's recipient, a payer told of a
 * settled send).
 *
 * Group texts show satoshi only: a group has no currency, and one member's
 * currency would be a guess for the others.
 */
import type { PreferenceService } from "../accounts/preferences.ts";
import { SAT_PER_BTC } from "../bitcoin/amount.ts";
import { type Currency, defaultCurrencyFor } from "../prices/currencies.ts";
import type { PriceSource, Rates } from "../prices/price-source.ts";
import { formatFiat, satToFiat } from "../prices/rates.ts";
import type { ChatLanguages } from "./chat-languages.ts";
import type { Translate, Translations } from "./i18n.ts";
import type { Language } from "./languages.ts";

export interface Voice {
  language: Language;
  /** The reader's currency, when amounts show one beside satoshi. */
  currency: Currency | undefined;
  t: Translate;
  /** `1,500 sat (≈ $1.02)` in the reader's language; satoshi alone without currency or rates. */
  amount(sat: number): string;
  /**
   * Like `amount`, to the millisatoshi: `967,878.534 sat (≈ $658.16)` when
   * `msat` is not whole satoshi, else exactly what `amount` writes.
   */
  amountMsat(msat: bigint): string;
  /** Satoshi alone, in the reader's language: `1.500 sat`. */
  sat(sat: number): string;
  /** A whole number in the reader's language. */
  number(value: number): string;
  /** An amount in BTC with eight decimals, in the reader's language: `0,00020000 BTC`. */
  btc(sat: number): string;
  /** A date and time in the reader's language, in UTC. */
  dateTime(epochMs: number): string;
  /** The date alone (medium style: `2 Dec 2026`) in the reader's language, in UTC. */
  date(epochMs: number): string;
  /** The time of day alone (short style: `14:05`) in the reader's language, in UTC. */
  time(epochMs: number): string;
  /** Names joined as the reader's language joins them: `Alice, Bob und Carol`. */
  list(items: readonly string[]): string;
}

export interface VoicesDeps {
  translations: Translations;
  languages: ChatLanguages;
  preferences: PreferenceService;
  /** Without one, amounts show satoshi only. */
  prices?: PriceSource | undefined;
}

/** The currency a person sees: the one chosen in /settings ("none" for none), else their language's. */
export function currencyOf(
  chosen: Currency | "none" | undefined,
  language: Language,
  telegramCode: string | undefined,
): Currency | undefined {
  if (chosen === "none") return undefined;
  return chosen ?? defaultCurrencyFor(telegramCode ?? language);
}

export class Voices {
  readonly #deps: VoicesDeps;
  readonly #plainVoices = new Map<Language, Voice>();

  constructor(deps: VoicesDeps) {
    this.#deps = deps;
  }

  get translations(): Translations {
    return this.#deps.translations;
  }

  /** The voice for one person (private texts). */
  async forUser(userId: number, telegramCode?: string): Promise<Voice> {
    const language = await this.#deps.languages.ofUser(userId, telegramCode);
    const preferences = await this.#deps.preferences.get(userId);
    const currency = currencyOf(
      preferences.currency,
      language,
      telegramCode ?? preferences.telegramLanguage,
    );
    const rates = currency ? await this.#deps.prices?.forDisplay() : undefined;
    return this.voice(language, currency, rates);
  }

  /** The voice for a group: its language, satoshi only. */
  async forGroup(chatId: number): Promise<Voice> {
    return this.voice(await this.#deps.languages.ofGroup(chatId), undefined, undefined);
  }

  /** A voice from known parts (tests, and messages in the default language). */
  voice(language: Language, currency: Currency | undefined, rates: Rates | undefined): Voice {
    const perBtc = currency ? rates?.perBtc[currency] : undefined;
    const plain = this.#plain(language);
    if (!currency || perBtc === undefined) return plain;
    const withFiat = (satText: string, satValue: number) =>
      plain.t("amount-with-fiat", {
        sat: satText,
        fiat: formatFiat(satToFiat(satValue, perBtc), currency, language),
      });
    return {
      ...plain,
      currency,
      amount: (value) => withFiat(plain.sat(value), value),
      amountMsat: (msat) => withFiat(plain.amountMsat(msat), Number(msat) / 1000),
    };
  }

  /**
   * The voice of `language` without a currency, made once per language:
   * Intl formatters are costly to build (ICU), and a voice is needed for
   * every update.
   */
  #plain(language: Language): Voice {
    const known = this.#plainVoices.get(language);
    if (known) return known;
    const t = this.#deps.translations.for(language);
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const sat = (value: number) => t("amount-sat", { sat: numbers.format(value) });
    let btcFormat: Intl.NumberFormat | undefined;
    let dates: Intl.DateTimeFormat | undefined;
    let days: Intl.DateTimeFormat | undefined;
    let clock: Intl.DateTimeFormat | undefined;
    let thousandths: Intl.NumberFormat | undefined;
    let lists: Intl.ListFormat | undefined;
    const voice: Voice = {
      language,
      currency: undefined,
      t,
      sat,
      number: (value) => numbers.format(value),
      btc: (value) => {
        btcFormat ??= new Intl.NumberFormat(language, {
          minimumFractionDigits: 8,
          maximumFractionDigits: 8,
        });
        return `${btcFormat.format(value / SAT_PER_BTC)} BTC`;
      },
      dateTime: (epochMs) => {
        dates ??= new Intl.DateTimeFormat(language, {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "UTC",
        });
        return `${dates.format(new Date(epochMs))} UTC`;
      },
      date: (epochMs) => {
        days ??= new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
        return days.format(new Date(epochMs));
      },
      time: (epochMs) => {
        clock ??= new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: "UTC" });
        return clock.format(new Date(epochMs));
      },
      list: (items) => {
        lists ??= new Intl.ListFormat(language, { type: "conjunction", style: "long" });
        return lists.format(items);
      },
      amount: sat,
      amountMsat: (msat) => {
        const whole = msat / 1000n;
        const rest = msat % 1000n;
        if (rest === 0n) return sat(Number(whole));
        thousandths ??= new Intl.NumberFormat(language, {
          minimumFractionDigits: 3,
          maximumFractionDigits: 3,
        });
        // A decimal string keeps every digit (a number would round beyond 2^53 msat).
        const exact = `${whole}.${rest.toString().padStart(3, "0")}` as `${number}`;
        return t("amount-sat", { sat: thousandths.format(exact) });
      },
    };
    this.#plainVoices.set(language, voice);
    return voice;
  }
}
