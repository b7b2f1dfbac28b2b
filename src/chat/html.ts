/** Escapes text for Telegram's HTML parse mode. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** `<code>…</code>` around escaped text: copies with one tap in Telegram. */
export function code(text: string): string {
  return `<code>${escapeHtml(text)}</code>`;
}
