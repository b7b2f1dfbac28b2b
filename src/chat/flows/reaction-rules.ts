/**
 * The pure rules of reaction tips: which emoji a reaction update added,
 * what they tip under a member's mapping, and reading a mapping typed
 * in /settings. No I/O.
 */
import type { ReactionType } from "grammy/types";
import { parseAmount } from "../../bitcoin/amount.ts";

/** Most emoji one mapping holds. */
export const MAX_MAPPED_EMOJI = 10;

/** The emoji Telegram offers as reactions (Bot API `ReactionTypeEmoji`), normalised. */
export const REACTION_EMOJI: ReadonlySet<string> = new Set(
  "👍 👎 ❤ 🔥 🥰 👏 😁 🤔 🤯 😱 🤬 😢 🎉 🤩 🤮 💩 🙏 👌 🕊 🤡 🥱 🥴 😍 🐳 ❤‍🔥 🌚 🌭 💯 🤣 ⚡ 🍌 🏆 💔 🤨 😐 🍓 🍾 💋 🖕 😈 😴 😭 🤓 👻 👨‍💻 👀 🎃 🙈 😇 😨 🤝 ✍ 🤗 🫡 🎅 🎄 ☃ 💅 🤪 🗿 🆒 💘 🙉 🦄 😘 💊 🙊 😎 👾 🤷‍♂ 🤷 🤷‍♀ 😡".split(
    " ",
  ),
);

/** An emoji as mappings keep it: without U+FE0F, so "❤️" typed and "❤" reacted are one. */
export function normalizeEmoji(emoji: string): string {
  return emoji.replace(/\uFE0F/g, "");
}

/** The plain emoji among `reactions`, normalised (custom emoji and paid stars tip nothing). */
export function emojisOf(reactions: readonly ReactionType[]): string[] {
  return reactions.flatMap((reaction) =>
    reaction.type === "emoji" ? [normalizeEmoji(reaction.emoji)] : [],
  );
}

/** The emoji in `after` that were not in `before`: what a `message_reaction` update added. */
export function addedEmoji(
  before: readonly ReactionType[],
  after: readonly ReactionType[],
): string[] {
  const old = new Set(emojisOf(before));
  return emojisOf(after).filter((emoji) => !old.has(emoji));
}

/**
 * What `emojis` tip under `amounts`: the largest amount mapped to any of
 * them (several reactions within the undo window are one tip, the largest
 * one still present), or undefined when none is mapped.
 */
export function tipAmount(
  emojis: readonly string[],
  amounts: Readonly<Record<string, number>>,
): number | undefined {
  let best: number | undefined;
  for (const emoji of emojis) {
    const sat = amounts[normalizeEmoji(emoji)];
    if (sat !== undefined && sat > 0 && (best === undefined || sat > best)) best = sat;
  }
  return best;
}

/** A mapping read from text, or why not. */
export type MappingInput =
  | { ok: true; amounts: Record<string, number> }
  | { ok: false; reason: "empty" | "not_a_reaction" | "bad_amount" | "too_many"; emoji?: string };

/** One "emoji amount" pair of a typed mapping: "⚡ 21", "🔥=100", "🏆: 1.5k". */
const MAPPING_PAIR = /([^\s\d,;=:.]+)\s*[=:]?\s*(\d+(?:[.,]\d+)?(?:\s*k)?)/giu;

/**
 * Reads a mapping typed as emoji and amounts, "⚡ 21 🔥 100 ❤ 10" (commas,
 * `=` and `:` allowed between): every emoji must be one Telegram offers as
 * a reaction, every amount a whole number of satoshi up to `maxSat`.
 */
export function parseReactionAmounts(text: string, maxSat: number): MappingInput {
  const pairs = [...text.matchAll(MAPPING_PAIR)];
  const leftover = text.replace(MAPPING_PAIR, "");
  if (pairs.length === 0) return { ok: false, reason: "empty" };
  if (/[^\s,;]/u.test(leftover)) return { ok: false, reason: "bad_amount" };
  if (pairs.length > MAX_MAPPED_EMOJI) return { ok: false, reason: "too_many" };
  const amounts: Record<string, number> = {};
  for (const [, rawEmoji = "", rawAmount = ""] of pairs) {
    const emoji = normalizeEmoji(rawEmoji);
    if (!REACTION_EMOJI.has(emoji)) return { ok: false, reason: "not_a_reaction", emoji };
    const amount = parseAmount(rawAmount.trim(), { maxSat });
    if (!amount.ok) return { ok: false, reason: "bad_amount", emoji };
    amounts[emoji] = amount.sat;
  }
  return { ok: true, amounts };
}

/** The mapping as a line of text, largest amounts first: "🔥 100 · ⚡ 21 · ❤ 10" (amounts via `format`). */
export function mappingText(
  amounts: Readonly<Record<string, number>>,
  format: (sat: number) => string,
): string {
  return Object.entries(amounts)
    .sort(([, a], [, b]) => b - a)
    .map(([emoji, sat]) => `${emoji} ${format(sat)}`)
    .join(" · ");
}
