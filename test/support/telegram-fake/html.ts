/**
 * Telegram's "HTML" parse mode, as the Bot API applies it: the supported
 * tags become message entities (offsets in UTF-16 code units), the four named
 * entities and numeric entities are decoded, and anything else that looks
 * like a tag is rejected with Telegram's "can't parse entities" error — so a
 * bot that forgets to escape user text fails here as it would in production.
 */
import type { MessageEntity } from "grammy/types";

export interface ParsedText {
  text: string;
  entities: MessageEntity[];
}

/** Why Telegram refused the markup; the message follows "Bad Request: can't parse entities: ". */
export class EntityParseError extends Error {
  constructor(detail: string) {
    super(`can't parse entities: ${detail}`);
    this.name = "EntityParseError";
  }
}

type SimpleEntityType = "bold" | "italic" | "underline" | "strikethrough" | "spoiler" | "code";

const SIMPLE_TAGS: Record<string, SimpleEntityType> = {
  b: "bold",
  strong: "bold",
  i: "italic",
  em: "italic",
  u: "underline",
  ins: "underline",
  s: "strikethrough",
  strike: "strikethrough",
  del: "strikethrough",
  "tg-spoiler": "spoiler",
  code: "code",
};
const OTHER_TAGS = new Set(["a", "pre", "blockquote", "span", "tg-emoji"]);

interface OpenTag {
  name: string;
  attributes: Map<string, string>;
  /** Where the tag's content starts in the output text (UTF-16 units). */
  start: number;
}

/** Parses `html` the way the Bot API does for `parse_mode: "HTML"`; throws EntityParseError. */
export function parseTelegramHtml(html: string): ParsedText {
  let text = "";
  const entities: MessageEntity[] = [];
  const open: OpenTag[] = [];
  let i = 0;
  while (i < html.length) {
    const character = html[i] as string;
    if (character === "&") {
      const decoded = decodeEntity(html, i);
      text += decoded.text;
      i = decoded.next;
      continue;
    }
    if (character !== "<") {
      text += character;
      i += 1;
      continue;
    }
    const byteOffset = Buffer.byteLength(html.slice(0, i));
    // "<" must open a tag right away ("1 < 2" is refused, as by Telegram).
    if (!/^<\/?[a-zA-Z]/.test(html.slice(i, i + 3))) {
      throw new EntityParseError(`Unsupported start tag "" at byte offset ${byteOffset}`);
    }
    const end = html.indexOf(">", i);
    if (end === -1) throw new EntityParseError(`Unclosed start tag at byte offset ${byteOffset}`);
    const inner = html.slice(i + 1, end);
    if (inner.startsWith("/")) {
      const name = inner.slice(1).trim().toLowerCase();
      const top = open.pop();
      if (!top || top.name !== name) {
        throw new EntityParseError(
          top
            ? `Unmatched end tag at byte offset ${byteOffset}, expected "</${top.name}>", found "</${name}>"`
            : `Unexpected end tag at byte offset ${byteOffset}`,
        );
      }
      const parent = open.at(-1);
      if (top.name === "code" && parent?.name === "pre") {
        // <pre><code class="language-x"> is one pre entity with a language.
        const language = /^language-(.+)$/.exec(top.attributes.get("class") ?? "")?.[1];
        if (language) parent.attributes.set("language", language);
      } else {
        const entity = closeTag(top, text.length);
        if (entity) entities.push(entity);
      }
    } else {
      const match = /^([a-zA-Z][a-zA-Z0-9-]*)(\s[\s\S]*)?$/.exec(inner);
      const name = match?.[1]?.toLowerCase() ?? "";
      if (!match || !(name in SIMPLE_TAGS || OTHER_TAGS.has(name))) {
        throw new EntityParseError(`Unsupported start tag "${name}" at byte offset ${byteOffset}`);
      }
      open.push({ name, attributes: parseAttributes(match[2] ?? ""), start: text.length });
    }
    i = end + 1;
  }
  const unclosed = open.pop();
  if (unclosed) {
    throw new EntityParseError(`Can't find end tag corresponding to start tag "${unclosed.name}"`);
  }
  // Telegram lists entities by offset; nested ones keep the outer entity first.
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return { text, entities };
}

function closeTag(tag: OpenTag, end: number): MessageEntity | undefined {
  const offset = tag.start;
  const length = end - offset;
  if (length === 0) return undefined;
  const simple = SIMPLE_TAGS[tag.name];
  if (simple) return { type: simple, offset, length };
  switch (tag.name) {
    case "a": {
      const url = tag.attributes.get("href") ?? "";
      return url.startsWith("tg://user?id=")
        ? { type: "text_mention", offset, length, user: mentionedUser(url) }
        : { type: "text_link", offset, length, url };
    }
    case "pre": {
      const language = tag.attributes.get("language");
      return language ? { type: "pre", offset, length, language } : { type: "pre", offset, length };
    }
    case "blockquote":
      return tag.attributes.has("expandable")
        ? { type: "expandable_blockquote", offset, length }
        : { type: "blockquote", offset, length };
    case "span":
      if (tag.attributes.get("class") !== "tg-spoiler") {
        throw new EntityParseError('Tag "span" must have class "tg-spoiler"');
      }
      return { type: "spoiler", offset, length };
    case "tg-emoji":
      return {
        type: "custom_emoji",
        offset,
        length,
        custom_emoji_id: tag.attributes.get("emoji-id") ?? "",
      };
    default:
      return undefined;
  }
}

function mentionedUser(url: string) {
  const id = Number(url.slice("tg://user?id=".length));
  return { id, is_bot: false as const, first_name: "" };
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([a-zA-Z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = (match[1] as string).toLowerCase();
    const raw = match[2] ?? match[3] ?? match[4] ?? "";
    attributes.set(name, decodeAll(raw));
  }
  return attributes;
}

function decodeAll(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === "&") {
      const decoded = decodeEntity(text, i);
      out += decoded.text;
      i = decoded.next;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"' };

/** Decodes the entity at `i` (which is "&"); an unknown one stays literal, as in Telegram. */
function decodeEntity(source: string, i: number): { text: string; next: number } {
  const match = /^&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/.exec(source.slice(i, i + 12));
  if (!match) return { text: "&", next: i + 1 };
  const body = match[1] as string;
  let decoded: string | undefined;
  if (body.startsWith("#x")) decoded = codePoint(Number.parseInt(body.slice(2), 16));
  else if (body.startsWith("#")) decoded = codePoint(Number.parseInt(body.slice(1), 10));
  else decoded = NAMED[body.toLowerCase()];
  return decoded === undefined
    ? { text: "&", next: i + 1 }
    : { text: decoded, next: i + match[0].length };
}

function codePoint(value: number): string | undefined {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff
    ? String.fromCodePoint(value)
    : undefined;
}
