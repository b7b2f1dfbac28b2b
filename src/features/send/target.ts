/**
 * Reading `/send <amount> <whom> [note]`: who or what is paid. Pure
 * functions, no I/O: the amount is read by the shared amount parser, the
 * username looked up and the pay code read by the feature.
 */
import type { MessageEntity, User } from "grammy/types";
import { USERNAME_PATTERN } from "../../accounts/members.ts";
import { looksLikeInvoice } from "../../bitcoin/bolt11.ts";

/** Whom a /send names. */
export type SendTarget =
  /** A member mentioned by name (Telegram's text_mention: a user without a username). */
  | { kind: "member"; user: User }
  /** An @username, without the "@", as typed. */
  | { kind: "username"; username: string }
  /** A lightning address, an LNURL or an invoice (classified by the pay feature). */
  | { kind: "pay"; text: string }
  /** Something else: `word` says what. */
  | { kind: "unknown"; word: string }
  | { kind: "missing" };

/** Longest note kept with a send. */
export const MAX_NOTE = 200;

/** The target at the start of `rest` (what follows the amount), and the note after it. */
export function readTarget(rest: string): { target: SendTarget; note: string } {
  const trimmed = rest.trim();
  const [word = ""] = trimmed.split(/\s+/, 1);
  const note = trimmed.slice(word.length).trim();
  return { target: classify(word), note };
}

function classify(word: string): SendTarget {
  if (word === "") return { kind: "missing" };
  if (word.startsWith("@")) {
    const username = word.slice(1);
    return USERNAME_PATTERN.test(username) ? { kind: "username", username } : unknown(word);
  }
  const bare = word.replace(/^lightning:/i, "");
  // name@domain: a lightning address (the pay feature says what is wrong with a bad one).
  if (/^lnurl/i.test(bare) || looksLikeInvoice(bare) || /^[^@]+@[^@]+$/.test(bare)) {
    return { kind: "pay", text: word };
  }
  return unknown(word);
}

function unknown(word: string): SendTarget {
  return { kind: "unknown", word };
}

/**
 * A /send naming a member by a text mention: the text before the mention
 * (the amount), the member, and the note after it. Offsets are UTF-16, as
 * Telegram's and JavaScript's. Undefined without a text mention.
 */
export function mentionedTarget(
  text: string,
  entities: readonly MessageEntity[] | undefined,
): { amountText: string; user: User; note: string } | undefined {
  const command = entities?.find((e) => e.type === "bot_command" && e.offset === 0);
  const mention = entities?.find(
    (e): e is MessageEntity.TextMentionMessageEntity => e.type === "text_mention",
  );
  if (!mention) return undefined;
  const start = command ? command.length : 0;
  return {
    amountText: text.slice(start, mention.offset).trim(),
    user: mention.user,
    note: text.slice(mention.offset + mention.length).trim(),
  };
}
