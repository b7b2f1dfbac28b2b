/**
 * The texts are Telegram HTML (the Fluent files use its tags), so a value
 * put into one is escaped, whichever face shows it.
 */

/** Escapes text for Telegram's HTML parse mode. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
