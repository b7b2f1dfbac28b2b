/** Amounts the user types into the page. Pure: no DOM, no Telegram. */

/** A whole number of satoshi typed by the user, or undefined. */
export function parseSat(text: string): number | undefined {
  const trimmed = text.trim();
  // Digits, optionally grouped by threes ("21 000", "21,000", "21.000"): never a fraction.
  if (!/^(\d{1,15}|\d{1,3}([\s.,'\u00a0\u202f]\d{3}){1,4})$/.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(/\D/g, ""));
  return value > 0 ? value : undefined;
}
