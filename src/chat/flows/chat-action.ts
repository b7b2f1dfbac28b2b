/**
 * Telegram's chat actions ("sending a photo…") for answers that are slow.
 * Telegram advises them only when an answer takes a noticeable time; a
 * fast answer needs none, and each one is a Bot API call that counts
 * against the bot's limits. So the action is sent only once the work has
 * run for `CHAT_ACTION_DELAY_MS`.
 */
import type { BotContext } from "../context.ts";

/** How long work may run before the chat action is shown. */
export const CHAT_ACTION_DELAY_MS = 400;

type ChatAction = Parameters<BotContext["replyWithChatAction"]>[0];

/** Runs `work`, showing `action` in the chat if it is still running after `delayMs`. */
export async function withChatAction<T>(
  ctx: BotContext,
  action: ChatAction,
  work: () => Promise<T>,
  delayMs: number = CHAT_ACTION_DELAY_MS,
): Promise<T> {
  const timer = setTimeout(() => {
    // Only a hint for the user: a failure to show it changes nothing.
    ctx.replyWithChatAction(action).catch(() => undefined);
  }, delayMs);
  try {
    return await work();
  } finally {
    clearTimeout(timer);
  }
}
