/**
 * The exchange rates every user shares: read from the price source named by
 * PRICE_SOURCE_URL, cached for `ttlMs` (default 60 s), one request at a time
 * however many users ask. A source that fails, is slow or answers garbage
 * never breaks a command: callers get `undefined` and leave the fiat figure
 * out (display) or ask for satoshi (input). The last good rates stay usable
 * for display up to `maxDisplayAgeMs` (default 1 h), and for reading a
 * user's fiat amount only up to `maxInputAgeMs` (default 10 min): an amount
 * to pay is never converted at an old price.
 */
import type { Logger } from "../logger.ts";
import type { Currency } from "./currencies.ts";
import { type PricePerBtc, parseRates } from "./rates.ts";

/** Rates as the bot uses them: one bitcoin's price per currency, and when they were read. */
export interface Rates {
  perBtc: PricePerBtc;
  /** When the source answered (epoch ms). */
  fetchedAt: number;
  /** Fixed test rates of the sandbox, to be marked as such. */
  test: boolean;
}

/** One currency's rate, for a conversion the user confirms. */
export interface Rate {
  currency: Currency;
  perBtc: number;
  fetchedAt: number;
  test: boolean;
}

export interface PriceSourceOptions {
  /** Where the rates come from (any shape `parseRates` reads). */
  url: string;
  /** How long an answer is reused before the next request (default 60 s). */
  ttlMs?: number;
  /** How long one request may take (default 3 s). */
  timeoutMs?: number;
  /** The oldest rates used to read a fiat amount a user typed (default 10 min). */
  maxInputAgeMs?: number;
  /** The oldest rates shown beside an amount (default 1 h). */
  maxDisplayAgeMs?: number;
  logger?: Logger;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Larger answers are not rates: refuse them before parsing. */
const MAX_BODY_BYTES = 512 * 1024;

export class PriceSource {
  readonly #url: string;
  readonly #ttlMs: number;
  readonly #timeoutMs: number;
  readonly #maxInputAgeMs: number;
  readonly #maxDisplayAgeMs: number;
  readonly #logger: Logger | undefined;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  #last: Rates | undefined;
  #lastAttempt = Number.NEGATIVE_INFINITY;
  #inFlight: Promise<Rates | undefined> | undefined;

  constructor(options: PriceSourceOptions) {
    this.#url = options.url;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#timeoutMs = options.timeoutMs ?? 3_000;
    this.#maxInputAgeMs = options.maxInputAgeMs ?? 10 * 60_000;
    this.#maxDisplayAgeMs = options.maxDisplayAgeMs ?? 60 * 60_000;
    this.#logger = options.logger;
    // Node's fetch is read when first used: reading the global loads its HTTP client (undici).
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#now = options.now ?? Date.now;
  }

  /**
   * Rates to show beside amounts: the cached ones at once when recent
   * enough (refreshed in the background once older than the TTL), else a
   * fresh request; undefined when none are usable.
   */
  async forDisplay(): Promise<Rates | undefined> {
    const last = this.#last;
    if (last && this.#age(last) <= this.#maxDisplayAgeMs) {
      if (this.#due()) void this.#refresh();
      return last;
    }
    return this.#usable(await this.#refresh(), this.#maxDisplayAgeMs);
  }

  /**
   * The rate to read a fiat amount in `currency`: never older than
   * `maxInputAgeMs`; undefined when the source cannot give one now.
   */
  async forInput(currency: Currency): Promise<Rate | undefined> {
    let rates = this.#usable(this.#last, this.#maxInputAgeMs);
    if (!rates || this.#due()) {
      const fresh = await this.#refresh();
      rates = this.#usable(fresh, this.#maxInputAgeMs) ?? rates;
    }
    const perBtc = rates?.perBtc[currency];
    return rates && perBtc !== undefined
      ? { currency, perBtc, fetchedAt: rates.fetchedAt, test: rates.test }
      : undefined;
  }

  /** The rates last read, whatever their age (for /settings: "rate from 3 min ago"). */
  get last(): Rates | undefined {
    return this.#last;
  }

  #age(rates: Rates): number {
    return this.#now() - rates.fetchedAt;
  }

  #due(): boolean {
    return this.#now() - this.#lastAttempt >= this.#ttlMs;
  }

  #usable(rates: Rates | undefined, maxAgeMs: number): Rates | undefined {
    return rates && this.#age(rates) <= maxAgeMs ? rates : undefined;
  }

  /** One request at a time; a failure keeps the last good rates. */
  #refresh(): Promise<Rates | undefined> {
    if (this.#inFlight) return this.#inFlight;
    if (!this.#due()) return Promise.resolve(this.#last);
    this.#lastAttempt = this.#now();
    this.#inFlight = this.#request()
      .then((rates) => {
        if (rates) this.#last = rates;
        return this.#last;
      })
      .finally(() => {
        this.#inFlight = undefined;
      });
    return this.#inFlight;
  }

  async #request(): Promise<Rates | undefined> {
    try {
      const response = await this.#fetch(this.#url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (text.length > MAX_BODY_BYTES) throw new Error("answer too large");
      const parsed = parseRates(JSON.parse(text));
      if (!parsed) throw new Error("no usable rate in the answer");
      return { ...parsed, fetchedAt: this.#now() };
    } catch (error) {
      this.#logger?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "price source unavailable: amounts are shown without fiat for now",
      );
      return undefined;
    }
  }
}
