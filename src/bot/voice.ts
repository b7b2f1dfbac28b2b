/**
 * Puts the voices (src/i18n/voices.ts) on every update's context, and the
 * @grammyjs/i18n middleware after them, outside conversations and inside
 * (as conversation plugins, so a language chosen meanwhile is spoken from
 * the next question on):
 *
 * - `ctx.t(id, args)`, `ctx.amount(sat)`, `ctx.voice`: the chat's voice;
 * - `ctx.tUser(id, args)`, `ctx.amountUser(sat)`, `ctx.userVoice`: the
 *   sender's, for what only they see.
 */
import type { I18n } from "@grammyjs/i18n";
import type { Context, MiddlewareFn } from "grammy";
import type { Translate } from "../i18n/i18n.ts";
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

/** Finds the voices of this update's chat and sender. */
export function voiceMiddleware<C extends Context & VoiceFlavor>(voices: Voices): MiddlewareFn<C> {
  return async (ctx, next) => {
    const from = ctx.from;
    const userVoice = from
      ? await voices.forUser(from.id, from.language_code)
      : voices.voice("en", undefined, undefined);
    const chat = ctx.chat;
    const voice =
      chat && chat.type !== "private" && chat.type !== "channel"
        ? await voices.forGroup(chat.id)
        : userVoice;
    ctx.voice = voice;
    ctx.userVoice = userVoice;
    ctx.tUser = userVoice.t;
    ctx.amount = voice.amount;
    ctx.amountUser = userVoice.amount;
    await next();
  };
}

/**
 * The plugin's middleware, speaking the language found above: `ctx.t`
 * (and `ctx.i18n`) come from @grammyjs/i18n.
 */
export function i18nMiddleware<C extends Context & VoiceFlavor>(i18n: I18n): MiddlewareFn<C> {
  const plugin = i18n.middleware() as unknown as MiddlewareFn<C>;
  return plugin;
}
