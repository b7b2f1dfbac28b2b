/**
 * Puts the voices (src/i18n/voices.ts) on every update's context, outside
 * conversations and inside (as conversation plugins, so a language chosen
 * meanwhile is spoken from the next question on):
 *
 * - `ctx.t(id, args)`, `ctx.amount(sat)`, `ctx.voice`: the chat's voice;
 * - `ctx.tUser(id, args)`, `ctx.amountUser(sat)`, `ctx.userVoice`: the
 *   sender's, for what only they see.
 */
import type { Context, MiddlewareFn } from "grammy";
import type { Translate } from "../i18n/i18n.ts";
import { DEFAULT_LANGUAGE } from "../i18n/languages.ts";
import type { Voice, Voices } from "../i18n/voices.ts";

export interface VoiceFlavor {
  voice: Voice;
  userVoice: Voice;
  /** The chat's language: the person's in private, the group's in a group. */
  t: Translate;
  /** The language of the person who sent this update. */
  tUser: Translate;
  amount(sat: number): string;
  amountUser(sat: number): string;
}

/**
 * Finds the voices of this update's chat and sender. A store that cannot be
 * read leaves English without fiat: an answer in the wrong language beats
 * no answer.
 */
export function voiceMiddleware<C extends Context & VoiceFlavor>(
  voices: Voices,
  onError: (error: unknown) => void = () => {},
): MiddlewareFn<C> {
  return async (ctx, next) => {
    const fallback = voices.voice(DEFAULT_LANGUAGE, undefined, undefined);
    const from = ctx.from;
    const chat = ctx.chat;
    let userVoice = fallback;
    let voice = fallback;
    try {
      userVoice = from ? await voices.forUser(from.id, from.language_code) : fallback;
      voice =
        chat && chat.type !== "private" && chat.type !== "channel"
          ? await voices.forGroup(chat.id)
          : userVoice;
    } catch (error) {
      onError(error);
    }
    ctx.voice = voice;
    ctx.userVoice = userVoice;
    ctx.t = voice.t;
    ctx.tUser = userVoice.t;
    ctx.amount = voice.amount;
    ctx.amountUser = userVoice.amount;
    await next();
  };
}

/** The voices, for `bot.use(...)` and as conversation plugins. */
export function voicePlugins<C extends Context & VoiceFlavor>(
  voices: Voices,
  onError?: (error: unknown) => void,
): MiddlewareFn<C>[] {
  return [voiceMiddleware<C>(voices, onError)];
}
