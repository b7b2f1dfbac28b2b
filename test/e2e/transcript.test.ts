/**
 * Writes docs/chat.md: what each command's exchange looks like to the people
 * in it, in a private chat and in a group, as the real bot answers through
 * the Bot API fake and the embedded sandbox. The test fails when the file
 * differs from what the bot says now, so the document cannot drift;
 * `npm run docs:chat` rewrites it after a deliberate change of texts.
 *
 * Values that change from run to run (invoices, pay codes, hashes, ports,
 * dates, minutes left) are replaced by fixed placeholders; everything else is
 * the bot's own words, buttons, edits and deletions.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Chat, User } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
} from "../support/telegram-fake.ts";

const DOC = path.join(import.meta.dirname, "../../docs/chat.md");

const alice = createUser(5001, "Alice", { username: "alice_ln", language_code: "en" });
const bob = createUser(5002, "Bob", { username: "bob_sats", language_code: "en" });
const group = supergroupChat(-1005550001, "Lightning Lounge");
const ONCHAIN_ADDRESS = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

interface Scene {
  title: string;
  /** The chats whose new messages the scene shows, in this order. */
  chats: Chat[];
  play(t: Director): Promise<void>;
}

/** Drives the people of a scene and waits for the bot to fall quiet after each act. */
class Director {
  readonly bot: TestBot;
  constructor(bot: TestBot) {
    this.bot = bot;
  }

  async say(user: User, chat: Chat, text: string, replyTo?: FakeMessage): Promise<FakeMessage> {
    const update = this.bot.fake.sendText(user, chat, text, replyTo ? { replyTo } : {});
    await this.quiet();
    const sent = this.bot.fake.message(update.message);
    if (!sent) throw new Error("the message vanished");
    return sent;
  }

  async press(user: User, message: FakeMessage, label: RegExp): Promise<void> {
    const current = this.bot.fake.message(message) ?? message;
    const keyboard = (
      current.reply_markup as
        | { inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>> }
        | undefined
    )?.inline_keyboard;
    const button = keyboard?.flat().find((b) => label.test(b.text) && b.callback_data);
    if (!button?.callback_data) throw new Error(`no button ${label} on the message`);
    this.bot.fake.pressButton(user, current, button.callback_data);
    await this.quiet();
  }

  /** The bot's latest message in `chat` (still there). */
  last(chat: Chat): FakeMessage {
    const message = this.bot.fake.botMessages(chat.id).at(-1);
    if (!message) throw new Error(`no bot message in ${chat.id}`);
    return message;
  }

  /** The invoice text (the last `<code>` entity) of a bot message. */
  invoiceOf(message: FakeMessage): string {
    const body = message.caption ?? message.text ?? "";
    const code = message.entities?.filter((e) => e.type === "code").at(-1);
    if (!code) throw new Error("no <code> in the message");
    return body.slice(code.offset, code.offset + code.length);
  }

  /** Until no update waits and no Bot API call came for a while. */
  async quiet(): Promise<void> {
    const deadline = Date.now() + 10_000;
    let seen = -1;
    let stableSince = Date.now();
    while (Date.now() < deadline) {
      const count = this.bot.fake.calls().length;
      if (count !== seen || this.bot.fake.pendingUpdateCount > 0) {
        seen = count;
        stableSince = Date.now();
      } else if (Date.now() - stableSince >= 400) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("the bot did not fall quiet within 10 s");
  }
}

const scenes: Scene[] = [
  {
    title: "/start in private",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/start");
    },
  },
  {
    title: "/help in private",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/help");
    },
  },
  {
    title: "/balance in private",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/balance");
    },
  },
  {
    title: "/invoice with amount and description, then paid by another user",
    chats: [privateChat(bob), privateChat(alice)],
    play: async (t) => {
      await t.say(bob, privateChat(bob), "/invoice 1000 coffee");
      const card = t.last(privateChat(bob));
      const invoice = t.invoiceOf(card);
      await t.say(alice, privateChat(alice), `/pay ${invoice}`);
      await t.press(alice, t.last(privateChat(alice)), /pay/i);
      // The gateway's "paid" event reaches the bot on its own time: wait for Bob's card to turn.
      await t.bot.fake.waitFor(() => t.bot.fake.message(card)?.edits.length, 8_000, "paid");
      await t.quiet();
    },
  },
  {
    title: "/invoice asking for what is missing",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/invoice");
      await t.say(alice, privateChat(alice), "2m");
      await t.say(alice, privateChat(alice), "500");
      await t.press(alice, t.last(privateChat(alice)), /skip/i);
    },
  },
  {
    title: "/pay, then Cancel",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(bob, privateChat(bob), "/invoice 800 book");
      const invoice = t.invoiceOf(t.last(privateChat(bob)));
      await t.say(alice, privateChat(alice), `/pay ${invoice}`);
      await t.press(alice, t.last(privateChat(alice)), /cancel/i);
    },
  },
  {
    title: "/pay asking for the invoice",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/pay");
      await t.say(alice, privateChat(alice), "/cancel");
    },
  },
  {
    title: "/withdraw on-chain, then Confirm",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), `/withdraw ${ONCHAIN_ADDRESS} 20000`);
      await t.press(alice, t.last(privateChat(alice)), /confirm/i);
    },
  },
  {
    title: "/lnurl in private",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/lnurl");
    },
  },
  {
    title: "/history in private",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/history");
    },
  },
  {
    title: "/settings in private",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/settings");
    },
  },
  {
    title: "/connect and /disconnect on the sandbox",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "/connect");
      await t.say(alice, privateChat(alice), "/disconnect");
    },
  },
  {
    title: "Something the bot does not understand",
    chats: [privateChat(alice)],
    play: async (t) => {
      await t.say(alice, privateChat(alice), "hello there");
    },
  },
  {
    title: "/start and /help in a group",
    chats: [group],
    play: async (t) => {
      await t.say(alice, group, "/start");
      await t.say(alice, group, "/help");
    },
  },
  {
    title: "/tip as a reply in a group",
    chats: [group, privateChat(alice), privateChat(bob)],
    play: async (t) => {
      const said = await t.say(bob, group, "/invoice 21 a tip for the lightning talk");
      await t.say(alice, group, "/tip 100 thanks!", said);
    },
  },
  {
    title: "/tip without a reply in a group",
    chats: [group],
    play: async (t) => {
      await t.say(alice, group, "/tip 100");
    },
  },
  {
    title: "/balance, /history and /settings in a group",
    chats: [group, privateChat(alice)],
    play: async (t) => {
      await t.say(alice, group, "/balance");
      await t.say(alice, group, "/history");
      await t.say(alice, group, "/settings");
    },
  },
  {
    title: "/lnurl in a group",
    chats: [group],
    play: async (t) => {
      await t.say(alice, group, "/lnurl");
    },
  },
];

/** Stable placeholders for what differs between runs. */
function normalise(text: string): string {
  return text
    .replace(/\bln(bc|tb|bcrt|tbs)[0-9a-z]{40,}/gi, "lnbcrt1…")
    .replace(/\bln(bc|tb|bcrt|tbs)[0-9a-z]{4,}…[0-9a-z]+/gi, "lnbcrt1…")
    .replace(/\blnurl1[0-9a-z]{20,}/gi, "lnurl1…")
    .replace(/\b[0-9a-f]{64}\b/g, "<hash>")
    .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT")
    .replace(/\bm_[0-9a-f]{16}\b/g, "m_<merchant>")
    .replace(/\/gateway-events\/[A-Za-z0-9_-]+/g, "/gateway-events/<token>")
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, "YYYY-MM-DD")
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g, "Mon D, YYYY")
    .replace(/\b\d{1,2}:\d{2}\s?(AM|PM)\b/g, "HH:MM")
    .replace(/\b\d{1,2}:\d{2}\b/g, "HH:MM")
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/g, "Mon D")
    .replace(/(\d+) (min|minutes|h|hours)\b/g, "N $2");
}

function buttonsOf(message: FakeMessage): string {
  const markup = message.reply_markup as
    | {
        inline_keyboard?: Array<Array<{ text: string }>>;
        force_reply?: boolean;
      }
    | undefined;
  const rows = markup?.inline_keyboard?.filter((row) => row.length > 0) ?? [];
  const parts = rows.map((row) => row.map((b) => `[${b.text}]`).join(" "));
  if (markup?.force_reply) parts.push("(asks for a reply)");
  return parts.join(" / ");
}

function quoted(text: string): string {
  return normalise(text)
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
}

function render(message: FakeMessage, people: Map<number, string>): string {
  const who = message.sender === "bot" ? "Bot" : (people.get(message.from.id) ?? "Someone");
  const kind = message.photo ? " (photo)" : "";
  const reply = message.reply_to_message_id ? " (in reply)" : "";
  const first = message.edits[0];
  const original = first ? (first.text ?? first.caption ?? "") : (message.text ?? message.caption);
  const lines = [`**${who}**${kind}${reply}:`, "", quoted(original ?? "")];
  const buttonsAtFirst = first
    ? buttonsOf({ ...message, reply_markup: first.reply_markup })
    : buttonsOf(message);
  if (buttonsAtFirst) lines.push(">", `> ${buttonsAtFirst}`);
  if (first) {
    const now = message.text ?? message.caption ?? "";
    lines.push("", `*then edited to:*`, "", quoted(now));
    const buttons = buttonsOf(message);
    if (buttons) lines.push(">", `> ${buttons}`);
  }
  if (message.deleted) lines.push("", "*then deleted*");
  return lines.join("\n");
}

function chatName(chat: Chat, people: Map<number, string>): string {
  if (chat.type === "private") return `private chat with ${people.get(chat.id) ?? chat.id}`;
  return `group “${chat.title}”`;
}

let bot: TestBot;
beforeAll(async () => {
  // "Quiet" is 400 ms without a call: Telegram's pacing (1 message a second per chat) would end
  // a scene early; the transcript is about what is said, not when.
  bot = await startTestBot({
    env: {
      TELEGRAM_RATE_LIMITS: "off",
      // Group hints go away within the scene, so the document shows it.
      GROUP_HINT_DELETE_DELAY_MS: "200",
      // One member plays every group scene: the per-member command limit must not cut one short.
      GROUP_COMMANDS_PER_MINUTE: "100",
    },
  });
  bot.fake.openPrivateChat(alice);
  bot.fake.openPrivateChat(bob);
  bot.fake.setChatMember(group, alice, "member");
  bot.fake.setChatMember(group, bob, "member");
});
afterAll(async () => {
  await bot.stop();
});

describe("docs/chat.md", () => {
  it("shows what the bot really answers, command by command", { timeout: 120_000 }, async () => {
    const director = new Director(bot);
    const people = new Map<number, string>([
      [alice.id, "Alice"],
      [bob.id, "Bob"],
    ]);
    const sections: string[] = [];
    for (const scene of scenes) {
      const before = new Map(
        scene.chats.map((chat) => [chat.id, bot.fake.messages(chat.id).length] as const),
      );
      await scene.play(director);
      const parts = [`## ${scene.title}`];
      for (const chat of scene.chats) {
        const fresh = bot.fake.messages(chat.id).slice(before.get(chat.id) ?? 0);
        if (fresh.length === 0) continue;
        parts.push(`### In the ${chatName(chat, people)}`);
        for (const message of fresh) parts.push(render(message, people));
      }
      sections.push(parts.join("\n\n"));
    }
    const document = [
      "# The bot in chat",
      "",
      "Written by `test/e2e/transcript.test.ts` from the bot's real answers (embedded",
      "sandbox, Bot API fake with group privacy mode); `npm run docs:chat` rewrites it",
      "after a change of texts, and `npm test` fails while it differs. Invoices, codes,",
      "hashes, ports, dates and minutes are shown as placeholders. Alice and Bob each",
      "have a sandbox account with 100 000 test sat at the start.",
      "",
      sections.join("\n\n---\n\n"),
      "",
    ].join("\n");
    if (process.env.UPDATE_TRANSCRIPT === "1") {
      await writeFile(DOC, document);
      return;
    }
    const committed = await readFile(DOC, "utf8").catch(() => "");
    expect(
      committed,
      "docs/chat.md differs from what the bot says now: run `npm run docs:chat` and read the diff",
    ).toBe(document);
  });
});
