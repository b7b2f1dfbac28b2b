import { escapeHtml } from "../wording/html.ts";

export { escapeHtml };

/** `<code>…</code>` around escaped text: copies with one tap in Telegram. */
export function code(text: string): string {
  return `<code>${escapeHtml(text)}</code>`;
}
