/**
 * Which language to speak to whom (issue: "Speak the user's language"):
 * - a person: the language they chose in /settings, else their Telegram
 *   `language_code` (remembered from their last update, so notes sent to
 *   them outside their own updates speak it too), else English;
 * - a group: the language a group admin chose with /settings in the group,
 *   else the language of the admin who added the bot, else English.
 */
import type Keyv from "keyv";
import type { PreferenceService } from "../accounts/preferences.ts";
import type { Store } from "../storage/types.ts";
import { memoRead, memoWrite } from "../storage/update-memo.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language, matchLanguage } from "./languages.ts";

interface GroupLanguage {
  /** Chosen by an admin with /settings in the group. */
  chosen?: Language | undefined;
  /** The language of the admin who added the bot. */
  ofAdder?: Language | undefined;
}

export class ChatLanguages {
  readonly #preferences: PreferenceService;
  readonly #groups: Keyv<GroupLanguage>;

  constructor(store: Store, preferences: PreferenceService) {
    this.#preferences = preferences;
    this.#groups = store.keyv<GroupLanguage>("group-languages");
  }

  /**
   * The person's language. `telegramCode` is the `language_code` of the
   * update being handled, if any; a changed one is remembered.
   */
  async ofUser(userId: number, telegramCode?: string): Promise<Language> {
    const preferences = await this.#preferences.get(userId);
    if (isLanguage(preferences.language)) return preferences.language;
    if (telegramCode !== undefined && telegramCode !== preferences.telegramLanguage) {
      await this.#preferences.update(userId, { telegramLanguage: telegramCode });
    }
    return matchLanguage(telegramCode ?? preferences.telegramLanguage) ?? DEFAULT_LANGUAGE;
  }

  /** The group's language. */
  async ofGroup(chatId: number): Promise<Language> {
    const stored = await this.#group(chatId);
    return stored?.chosen ?? stored?.ofAdder ?? DEFAULT_LANGUAGE;
  }

  /** A group admin chose the group's language in /settings. */
  async chooseForGroup(chatId: number, language: Language): Promise<void> {
    const stored = (await this.#groups.get(String(chatId))) ?? {};
    await this.#remember(chatId, { ...stored, chosen: language });
  }

  /** The bot was added to a group by someone speaking `telegramCode` (kept unless a language was chosen). */
  async addedBy(chatId: number, telegramCode: string | undefined): Promise<void> {
    const ofAdder = matchLanguage(telegramCode);
    if (!ofAdder) return;
    const stored = (await this.#groups.get(String(chatId))) ?? {};
    await this.#remember(chatId, { ...stored, ofAdder });
  }

  /** The group's record, read once per update (storage/update-memo.ts). */
  #group(chatId: number): Promise<GroupLanguage | undefined> {
    return memoRead(`group-languages:${chatId}`, () => this.#groups.get(String(chatId)));
  }

  async #remember(chatId: number, language: GroupLanguage): Promise<void> {
    await this.#groups.set(String(chatId), language);
    memoWrite(`group-languages:${chatId}`, language);
  }
}
