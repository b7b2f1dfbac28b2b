/**
 * Per-user preferences set with /settings (docs/commands.md): language,
 * the confirmation threshold for tips, a lightning address for
 * receiving tips, and reaction tips (emoji → amount, daily budget).
 */
import type Keyv from "keyv";
import type { Language } from "../i18n/languages.ts";
import type { Currency } from "../prices/currencies.ts";
import type { Store } from "../storage/types.ts";
import { memoRead, memoWrite } from "../storage/update-memo.ts";

export interface Preferences {
  /** Chosen in /settings; unset: the Telegram language (`telegramLanguage`). */
  language: Language | undefined;
  /** The `language_code` of the user's last update, for notes sent outside their own updates. */
  telegramLanguage?: string | undefined;
  /** Chosen in /settings: a currency shown beside satoshi, or "none"; unset: the language's default. */
  currency?: Currency | "none" | undefined;
  /** Tips above this many sat ask for Confirm / Cancel first. */
  tipConfirmAboveSat: number;
  /** Where tips go when the user has no connected account (LUD-16). */
  lightningAddress: string | undefined;
  /** Chosen in /settings: shown as "someone" on the groups' leaderboards (/top). */
  hiddenOnBoard?: boolean | undefined;
  /** Reaction tips: unset or off: emoji reactions tip nothing (src/features/reactions). */
  reactionTips?: ReactionTipPreferences | undefined;
}

/** What an opted-in member's emoji reactions tip, and how much they may tip that way a day. */
export interface ReactionTipPreferences {
  on: boolean;
  /** Emoji → satoshi (emoji without the U+FE0F variation selector). */
  amounts: Record<string, number>;
  /** Most satoshi tipped by reactions per UTC day, on top of (inside) the daily limit. */
  dailyBudgetSat: number;
}

/** The mapping a member gets when turning reaction tips on. */
export const DEFAULT_REACTION_AMOUNTS: Readonly<Record<string, number>> = {
  "⚡": 21,
  "🔥": 100,
  "❤": 10,
};
/** The daily budget a member gets when turning reaction tips on. */
export const DEFAULT_REACTION_BUDGET_SAT = 1_000;

/** The reaction tips settings of `prefs`, defaults filled in (off). */
export function reactionSettings(prefs: Pick<Preferences, "reactionTips">): ReactionTipPreferences {
  return (
    prefs.reactionTips ?? {
      on: false,
      amounts: { ...DEFAULT_REACTION_AMOUNTS },
      dailyBudgetSat: DEFAULT_REACTION_BUDGET_SAT,
    }
  );
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: undefined,
  tipConfirmAboveSat: 1_000,
  lightningAddress: undefined,
};

export class PreferenceService {
  readonly #prefs: Keyv<Partial<Preferences>>;

  constructor(store: Store) {
    this.#prefs = store.keyv<Partial<Preferences>>("preferences");
  }

  /** The user's preferences, defaults filled in (read once per update: storage/update-memo.ts). */
  async get(userId: number): Promise<Preferences> {
    const stored = await memoRead(`preferences:${userId}`, () => this.#prefs.get(String(userId)));
    return { ...DEFAULT_PREFERENCES, ...stored };
  }

  /** Merges `change` into the user's stored preferences. */
  async update(userId: number, change: Partial<Preferences>): Promise<Preferences> {
    const next = { ...(await this.get(userId)), ...change };
    await this.#prefs.set(String(userId), next);
    memoWrite(`preferences:${userId}`, next);
    return next;
  }
}
