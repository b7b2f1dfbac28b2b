/**
 * What the bot last heard from the Bot API, for /health: every call's
 * result is recorded as it happens (see `telegramFetch`), so a health probe
 * reads it without calling Telegram.
 */

/**
 * `ok`: Telegram answered the last call (an error answer such as 400 or 429
 * included: it is reachable); `unreachable`: the last call got no answer
 * (connection refused or dropped, timed out) or a server error (5xx);
 * `unauthorized`: Telegram refused the bot token (401); `unknown`: no call
 * has finished yet.
 */
export type TelegramState = "unknown" | "ok" | "unreachable" | "unauthorized";

export interface TelegramReport {
  state: TelegramState;
  /** The Bot API method of the last finished call. */
  method?: string;
  /** When it finished (epoch ms). */
  at?: number;
}

export class TelegramStatus {
  readonly #now: () => number;
  #report: TelegramReport = { state: "unknown" };

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** A call of `method` got an HTTP answer with `httpStatus`. */
  answered(method: string, httpStatus: number): void {
    const state: TelegramState =
      httpStatus === 401 ? "unauthorized" : httpStatus >= 500 ? "unreachable" : "ok";
    this.#report = { state, method, at: this.#now() };
  }

  /** A call of `method` got no answer (network error or timeout). */
  failed(method: string): void {
    this.#report = { state: "unreachable", method, at: this.#now() };
  }

  get state(): TelegramState {
    return this.#report.state;
  }

  get report(): TelegramReport {
    return { ...this.#report };
  }
}
