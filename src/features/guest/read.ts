/** Reading a guest message: what follows the bot's @username. */

/**
 * The words of `text` other than the mention of `@botUsername` (the first
 * one, any case), trimmed; "" when nothing else was written.
 */
export function wordsAfterMention(text: string, botUsername: string): string {
  const escaped = botUsername.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const mention = new RegExp(`(^|\\s)@${escaped}(?![A-Za-z0-9_])`, "i");
  return text.replace(mention, " ").replace(/\s+/g, " ").trim();
}
