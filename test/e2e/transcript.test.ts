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
import { tmpdir } from "node:os";
import path from "node:path";
import type { CallbackQuery, Chat, Update, User } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway } from "../../src/gateway/client.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  groupChat,
  type MessageRef,
  privateChat,
  supergroupChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const DOC = path.join(import.meta.dirname, "../../docs/chat.md");
/** Where the scenes played so far go when one fails, to see what the bot said. */
const DEBUG = path.join(tmpdir(), "chat-partial.md");

const alice = createUser(5001, "Alice", { username: "alice_ln", language_code: "en" });
const bob = createUser(5002, "Bob", { username: "bob_sats", language_code: "en" });
/** Carol and Dave never opened the bot before the scenes that bring them in. */
const carol = createUser(5003, "Carol", { username: "carol_tips", language_code: "en" });
const dave = createUser(5004, "Dave", { language_code: "en" });
const group = supergroupChat(-1005550001, "Lightning Lounge");
/** Erin asks to join Bob's paid group, never having opened the bot. */
const erin = createUser(5005, "Erin", { username: "erin_new", language_code: "en" });
/** Bob's group with a paid door (/entry). */
const club = supergroupChat(-1005550003, "Paid Club");
const readers = supergroupChat(-1005550004, "Readers Club");
/** A group the bot is not in: inline mode works there. */
const cafe = groupChat(-5550002, "Cafe");
/** Another group the bot is not in: guest tips work there. */
const mapMakers = groupChat(-5550004, "Map Makers");
/** Reaction tips arrive at the bot only after this long. */
const REACTION_UNDO_SECONDS = 1;
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

  /**
   * What people saw outside messages in the current scene: the pop-ups
   * answering their presses, the results of inline queries.
   */
  notes: string[] = [];
  /** How many messages each chat of the current scene had before it began. */
  since = new Map<number, number>();

  async press(user: User, message: FakeMessage, label: RegExp): Promise<void> {
    const current = this.bot.fake.message(message) ?? message;
    const button = this.buttons(current).find((b) => label.test(b.text) && b.callback_data);
    if (!button?.callback_data) throw new Error(`no button ${label} on the message`);
    const update = this.bot.fake.pressButton(user, current, button.callback_data);
    await this.quiet();
    this.noteAnswer(user, button.text, update);
  }

  /** The `start` payload of the URL button matching `label` (a deep link). */
  deepLink(message: FakeMessage, label: RegExp): string {
    const current = this.bot.fake.message(message) ?? message;
    const url = this.buttons(current).find((b) => label.test(b.text) && b.url)?.url;
    if (!url) throw new Error(`no link button ${label} on the message`);
    const payload = new URL(url).searchParams.get("start");
    if (!payload) throw new Error(`the button ${label} is no deep link: ${url}`);
    return payload;
  }

  /** `user` types "@bot <query>" in a chat; the results are noted. */
  async inline(user: User, query: string) {
    const answer = await this.bot.fake.inlineQuery(user, query, { chatType: "group" });
    const results = answer.results.map((result) => {
      const { title, description } = result as { title?: string; description?: string };
      return `“${title ?? ""}”${description ? ` (${description})` : ""}`;
    });
    const button = (answer as { button?: { text: string } }).button;
    this.notes.push(
      `${user.first_name} types “@${this.bot.fake.botInfo.username} ${query}” and sees: ${
        results.join("; ") || "no results"
      }${button ? ` [${button.text}]` : ""}`,
    );
    return answer;
  }

  noteAnswer(user: User, label: string, update: Update & { callback_query: CallbackQuery }): void {
    const answer = this.bot.fake.answerFor(update);
    if (!answer) {
      this.notes.push(`${user.first_name} presses [${label}]: no answer`);
    } else if (answer.text) {
      const kind = answer.show_alert ? "an alert" : "a pop-up";
      this.notes.push(`${user.first_name} presses [${label}] and sees ${kind}: “${answer.text}”`);
    } else if (answer.url) {
      this.notes.push(`${user.first_name} presses [${label}] and is taken to the private chat`);
    }
  }

  buttons(message: FakeMessage): Array<{ text: string; callback_data?: string; url?: string }> {
    const keyboard = (
      message.reply_markup as
        | {
            inline_keyboard?: Array<Array<{ text: string; callback_data?: string; url?: string }>>;
          }
        | undefined
    )?.inline_keyboard;
    return keyboard?.flat() ?? [];
  }

  /** Waits (up to 10 s) until the bot's messages in `chat` include one matching `pattern`, then for quiet. */
  async until(chat: Chat, pattern: RegExp): Promise<FakeMessage> {
    const found = await this.bot.fake.waitFor(
      () =>
        this.bot.fake
          .messages(chat.id)
          .slice(this.since.get(chat.id) ?? 0)
          .find(
            (m) =>
              (m.sender === "bot" || m.inline_message_id !== undefined) &&
              pattern.test(m.text ?? m.caption ?? ""),
          ),
      10_000,
      `a bot message matching ${pattern}`,
    );
    await this.quiet();
    return found;
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

  /**
   * Until the bot has finished handling `updateId` (its handled mark is written after the
   * handler); nothing to wait for when Telegram never gave it to the bot (privacy mode).
   */
  async handled(updateId: number): Promise<void> {
    const fake = this.bot.fake;
    await until(
      () => fake.deliveredAt(updateId) !== undefined || fake.isConfirmed(updateId),
      "the update delivered",
      10_000,
    );
    if (fake.deliveredAt(updateId) === undefined) return;
    const marks = this.bot.app.deps.store.keyv<number>("handled-updates", { durable: false });
    await until(
      async () => (await marks.get(String(updateId))) !== undefined,
      "the update handled",
      10_000,
    );
  }

  /**
   * Until the bot is idle (test/support/harness.ts), every update given to it handled: what
   * it does after an act (a group hint removed after 200 ms, notes, paced card edits, its
   * outgoing queue) is in the scene; a /tip command removed after 5 s is not waited for.
   */
  async quiet(): Promise<void> {
    await this.bot.idle({ longestTimerMs: 1_000 });
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
  {
    title: "/send to a member in a group",
    chats: [group, privateChat(alice), privateChat(bob)],
    play: async (t) => {
      await t.say(alice, group, "/send 500 @bob_sats for the slides");
      await t.press(alice, t.last(group), /send/i);
    },
  },
  {
    title: "/send to a lightning address in private",
    chats: [privateChat(alice)],
    play: async (t) => {
      const sandbox = t.bot.app.sandbox;
      if (!sandbox) throw new Error("expected the embedded sandbox");
      const wallet = await sandbox.createMerchant({ balanceSat: 0 });
      const address = await sandbox.setLightningAddress(wallet.merchantId, "erin");
      await t.say(alice, privateChat(alice), `/send 321 ${address} coffee`);
      await t.press(alice, t.last(privateChat(alice)), /send/i);
    },
  },
  {
    title: "/tip to a member without an account: a pledge, claimed through its link",
    chats: [group, privateChat(alice), privateChat(carol)],
    play: async (t) => {
      const said = await t.say(carol, group, "gm, here is a great idea");
      await t.say(alice, group, "/tip 300 for the idea", said);
      const pledge = t.last(group);
      await t.say(carol, privateChat(carol), `/start ${t.deepLink(pledge, /claim/i)}`);
    },
  },
  {
    title: "A pledge cancelled from /history",
    chats: [group, privateChat(alice), privateChat(dave)],
    play: async (t) => {
      const said = await t.say(dave, group, "I fixed the projector");
      await t.say(alice, group, "/tip 200", said);
      const link = t.deepLink(t.last(group), /claim/i);
      await t.say(alice, privateChat(alice), "/history");
      await t.press(alice, t.last(privateChat(alice)), /cancel/i);
      await t.say(dave, privateChat(dave), `/start ${link}`);
    },
  },
  {
    title: "A reaction tip (the bot is an admin of the group)",
    chats: [privateChat(alice), group, privateChat(bob)],
    play: async (t) => {
      t.bot.fake.setBotAdmin(group, true);
      await t.say(alice, privateChat(alice), "/settings");
      await t.press(alice, t.last(privateChat(alice)), /reaction/i);
      const idea = await t.say(bob, group, "Slides of my talk are up");
      t.bot.fake.react(alice, idea, ["⚡"]);
      await t.until(group, /received/);
    },
  },
  {
    title: "/rain on the members who wrote lately",
    chats: [group, privateChat(alice), privateChat(bob)],
    play: async (t) => {
      for (const member of [bob, carol, dave]) await t.say(member, group, "gm");
      await t.say(alice, group, "/rain 301 for the good vibes");
      const question = t.last(group);
      await t.press(alice, question, /rain|confirm/i);
      await t.bot.fake.waitFor(
        () => !/Sending/.test(t.bot.fake.message(question)?.text ?? "Sending"),
        10_000,
        "the rain's receipt",
      );
      await t.quiet();
    },
  },
  {
    title: "/giveaway 300 3, confirmed and claimed to the end",
    chats: [group, privateChat(alice), privateChat(bob), privateChat(dave)],
    play: async (t) => {
      await t.say(alice, group, "/giveaway 300 3");
      const card = t.last(group);
      await t.press(alice, card, /confirm|start|post/i);
      await t.press(alice, card, /claim/i);
      // Each claim shows on the card before the next (the card's edits are paced to one a
      // second, so without this the scene would depend on the machine's speed).
      for (const member of [bob, dave, carol]) {
        await t.press(member, card, /claim/i);
        await t.bot.fake.waitFor(
          () => t.bot.fake.message(card)?.text?.includes(member.first_name) ?? false,
          10_000,
          `${member.first_name} on the card`,
        );
        await t.quiet();
      }
      await t.bot.fake.waitFor(
        () => t.buttons(t.bot.fake.message(card) ?? card).length === 0,
        10_000,
        "the giveaway's end",
      );
      await t.quiet();
    },
  },
  {
    title: "/tipjar with presses, then closed by its owner",
    chats: [group, privateChat(alice), privateChat(carol), privateChat(bob)],
    play: async (t) => {
      await t.say(bob, group, "/tipjar 5k new microphone");
      const jar = t.last(group);
      await t.press(alice, jar, /^\+100$/);
      await t.press(carol, jar, /^\+1k$/);
      await t.say(alice, privateChat(alice), `/start ${t.deepLink(jar, /other/i)}`);
      await t.say(alice, privateChat(alice), "250");
      await t.press(carol, jar, /close/i);
      await t.press(bob, jar, /close/i);
    },
  },
  {
    title: "/split a bill among named members, paid by one, then closed",
    chats: [group, privateChat(bob), privateChat(alice)],
    play: async (t) => {
      await t.say(alice, group, "/split 900 @bob_sats @carol_tips Pizza");
      const card = t.last(group);
      await t.press(bob, card, /pay my share/i);
      await t.press(bob, t.last(privateChat(bob)), /pay my share/i);
      await t.until(group, /✅ Bob/);
      await t.press(alice, card, /close/i);
      await t.until(group, /Closed: 1 of 2 paid/);
    },
  },
  {
    title: "/top in a group",
    chats: [group],
    play: async (t) => {
      await t.say(carol, group, "/top");
    },
  },
  {
    title: "Inline mode: an invoice chosen in another chat, and paid",
    chats: [cafe, privateChat(bob), privateChat(alice)],
    play: async (t) => {
      await t.inline(alice, "");
      const answer = await t.inline(alice, "1000 coffee");
      const result = answer.results[0];
      if (!result) throw new Error("no inline result");
      const card = t.bot.fake.chooseInlineResult(alice, answer, result.id, cafe);
      await t.until(cafe, /lnbcrt/);
      await t.say(bob, privateChat(bob), `/start ${t.deepLink(card, /pay/i)}`);
      await t.press(bob, t.last(privateChat(bob)), /pay/i);
      await t.until(cafe, /Paid/);
    },
  },
  {
    title: "Inline mode: a send, claimed by the first to press",
    chats: [cafe, privateChat(alice), privateChat(bob)],
    play: async (t) => {
      const answer = await t.inline(alice, "send 500 thanks");
      const result = answer.results[0];
      if (!result) throw new Error("no inline result");
      const card = t.bot.fake.chooseInlineResult(alice, answer, result.id, cafe);
      await t.quiet();
      await t.press(alice, card, /claim/i);
      await t.press(bob, card, /claim/i);
    },
  },
  {
    title: "A voucher (LNURL-withdraw) pasted in private, redeemed for its maximum",
    chats: [privateChat(alice)],
    play: async (t) => {
      const sandbox = t.bot.app.sandbox;
      if (!sandbox) throw new Error("expected the embedded sandbox");
      // The service pays a moment after its OK, as real ones do: here once the OK is shown, so
      // the scene does not depend on which of the two reaches the bot first.
      const voucher = await sandbox.createVoucher({
        minSat: 100,
        maxSat: 2_000,
        description: "Welcome gift",
        pays: false,
      });
      await t.say(alice, privateChat(alice), voucher.lnurl);
      await t.press(alice, t.last(privateChat(alice)), /receive/i);
      await t.until(privateChat(alice), /accepted/);
      const account = await t.bot.app.deps.accounts.find(alice.id);
      const hash = sandbox.voucher(voucher.id)?.paymentHash;
      const invoice = sandbox
        .merchant(account?.credentials.merchantId ?? "")
        ?.invoices.find((open) => open.paymentHash === hash)?.paymentRequest;
      if (!invoice) throw new Error("no invoice handed to the voucher");
      const service = await sandbox.createMerchant({ balanceSat: 10_000 });
      await createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000 })
        .account(service)
        .sendPayment(invoice);
      await t.until(privateChat(alice), /Received ✓/);
    },
  },
  {
    title: "/entry: a paid door to a group, and a newcomer who pays from their account",
    chats: [club, privateChat(bob), privateChat(erin)],
    play: async (t) => {
      const fake = t.bot.fake;
      fake.setChatMember(club, bob, "creator");
      const info = fake.botInfo;
      fake.setAdministrator(club, { id: info.id, is_bot: true, first_name: info.first_name });
      await t.say(bob, club, "/entry 2100");
      const door = await t.until(privateChat(bob), /The door of Paid Club/);
      const link = /https:\/\/t\.me\/\+\S+/.exec(door.text ?? "")?.[0];
      if (!link) throw new Error("no link sent to the owner");
      // Erin never opened the bot: it may write to her for 5 minutes after her request.
      const request = fake.requestToJoin(erin, link);
      await t.handled(request.update_id);
      await t.quiet();
      await t.press(erin, t.last(privateChat(erin)), /Pay from my account/);
      await t.press(erin, t.last(privateChat(erin)), /^⚡ Pay$/);
      await t.until(privateChat(erin), /You're in/);
      await t.until(privateChat(bob), /joined Paid Club/);
    },
  },
  {
    title: "Paid entry set from private /settings: My groups → the group → Paid entry",
    chats: [readers, privateChat(bob)],
    play: async (t) => {
      const fake = t.bot.fake;
      fake.setChatMember(readers, bob, "creator");
      const info = fake.botInfo;
      fake.setAdministrator(readers, { id: info.id, is_bot: true, first_name: info.first_name });
      // An admin's /settings in the group lists it in their private /settings.
      await t.say(bob, readers, "/settings");
      await t.say(bob, privateChat(bob), "/settings");
      await t.press(bob, t.last(privateChat(bob)), /My groups/);
      await t.press(bob, t.last(privateChat(bob)), /Readers Club/);
      await t.press(bob, t.last(privateChat(bob)), /Paid entry/);
      await t.press(bob, t.last(privateChat(bob)), /Set the price/);
      await t.say(bob, privateChat(bob), "2100 monthly");
      await t.until(privateChat(bob), /The door of Readers Club/);
    },
  },
  {
    title: "Guest mode: @bot 500 as a reply in a group the bot is not in",
    chats: [mapMakers, privateChat(bob), privateChat(alice)],
    play: async (t) => {
      const fake = t.bot.fake;
      // The bot is not in the group: it gets nothing of Bob's message, only the mention.
      const map = fake.sendText(bob, mapMakers, "Here is the map of the trail").message;
      const summon = async (user: User, text: string, replyTo?: MessageRef) => {
        const update = fake.guestMessage(user, mapMakers, text, replyTo ? { replyTo } : {});
        await t.handled(update.update_id);
        await t.quiet();
        const card = fake.guestAnswer(update.guest_message.guest_query_id);
        if (!card) throw new Error("no answer to the guest message");
        return card;
      };
      const card = await summon(alice, "@tip_test_bot 500 thanks for the map", map);
      await t.press(bob, card, /pay/i);
      await t.press(alice, card, /pay/i);
      await summon(carol, "@tip_test_bot");
      // Several people at once: one card, each paid on their own, the card becomes the receipt.
      const several = await summon(alice, "@tip_test_bot 200 @bob_sats @carol_tips thanks both");
      await t.press(alice, several, /pay/i);
    },
  },
  {
    title: "/tip to several members at once",
    chats: [group, privateChat(bob), privateChat(carol)],
    play: async (t) => {
      await t.say(alice, group, "/tip 300 @bob_sats @carol_tips thanks both");
    },
  },
];

/** Stable placeholders for what differs between runs. */
function normalise(text: string): string {
  return text
    .replace(/\bln(bc|tb|bcrt|tbs)[0-9a-z]{40,}/gi, "lnbcrt1…")
    .replace(/\bln(bc|tb|bcrt|tbs)[0-9a-z]{4,}…[0-9a-z]+/gi, "lnbcrt1…")
    .replace(/\blnurl1[0-9a-z]{20,}/gi, "lnurl1…")
    .replace(/\b(claim|pay|qr)_[A-Za-z0-9_-]{22}\b/g, "$1_<id>")
    .replace(/\bjar-[A-Za-z0-9_-]+/g, "jar-<id>")
    .replace(/https:\/\/t\.me\/\+[A-Za-z0-9_-]+/g, "https://t.me/+<link>")
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
  const kind = `${message.inline_message_id ? " (via the bot, inline)" : ""}${message.photo ? " (photo)" : ""}`;
  const reply = message.reply_to_message_id ? " (in reply)" : "";
  // Every state the message went through (each edit keeps the one it replaced), as people saw
  // them; an edit of the buttons alone shows as a new state too.
  const states = [...message.edits, message].map((state) => {
    const body = [quoted(state.text ?? state.caption ?? "")];
    const buttons = buttonsOf({ ...message, reply_markup: state.reply_markup });
    if (buttons) body.push(">", `> ${buttons}`);
    return body.join("\n");
  });
  // A progress state between two others ("⏳ Sending: Bob" while shares go out) shows or not
  // depending on whether the outgoing queue merged it into the next edit (pending edits of a
  // message collapse): timing, not what is said. The first and the last state always show.
  const changed = states.filter((state, i) => i === 0 || state !== states[i - 1]);
  const distinct = changed.filter(
    (state, i) => i === 0 || i === changed.length - 1 || !state.includes("> ⏳ Sending"),
  );
  const lines = [`**${who}**${kind}${reply}:`, "", distinct[0] ?? ""];
  for (const state of distinct.slice(1)) lines.push("", "*then edited to:*", "", state);
  if (message.deleted) lines.push("", "*then deleted*");
  return lines.join("\n");
}

function chatName(chat: Chat, people: Map<number, string>): string {
  if (chat.type === "private") return `private chat with ${people.get(chat.id) ?? chat.id}`;
  return `group “${chat.title}”`;
}

let bot: TestBot;
beforeAll(async () => {
  // Telegram's pacing (1 message a second per chat) is off: the transcript is about what is
  // said, not when. Inline mode on, with inline feedback, as the README asks of BotFather.
  const fake = new TelegramFake({
    botInfo: { supports_inline_queries: true, supports_guest_queries: true },
    inlineFeedback: true,
  });
  await fake.start();
  bot = await startTestBot({
    fake,
    env: {
      // The undo window of reaction tips, short like the other delays.
      REACTION_UNDO_SECONDS: String(REACTION_UNDO_SECONDS),
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
  await bot.fake.close();
});

describe("docs/chat.md", () => {
  it("shows what the bot really answers, command by command", { timeout: 120_000 }, async () => {
    const director = new Director(bot);
    const people = new Map<number, string>([
      [alice.id, "Alice"],
      [bob.id, "Bob"],
      [carol.id, "Carol"],
      [dave.id, "Dave"],
      [erin.id, "Erin"],
    ]);
    const sections: string[] = [];
    for (const scene of scenes) {
      const before = new Map(
        scene.chats.map((chat) => [chat.id, bot.fake.messages(chat.id).length] as const),
      );
      director.notes = [];
      director.since = before;
      const section = () => {
        const parts = [`## ${scene.title}`];
        for (const chat of scene.chats) {
          const fresh = bot.fake.messages(chat.id).slice(before.get(chat.id) ?? 0);
          if (fresh.length === 0) continue;
          parts.push(`### In the ${chatName(chat, people)}`);
          for (const message of fresh) parts.push(render(message, people));
        }
        if (director.notes.length > 0) {
          parts.push(
            "### Pop-ups and inline results",
            director.notes.map((note) => `- ${normalise(note)}`).join("\n"),
          );
        }
        return parts.join("\n\n");
      };
      await scene.play(director).catch(async (error: unknown) => {
        await writeFile(DEBUG, [...sections, section()].join("\n\n---\n\n"));
        throw error;
      });
      sections.push(section());
    }
    const document = [
      "# The bot in chat",
      "",
      "Written by `test/e2e/transcript.test.ts` from the bot's real answers (embedded",
      "sandbox, Bot API fake with group privacy mode); `npm run docs:chat` rewrites it",
      "after a change of texts, and `npm test` fails while it differs. Invoices, codes,",
      "hashes, ports, dates and minutes are shown as placeholders. Alice and Bob each",
      "have a sandbox account with 100 000 test sat at the start; Carol and Dave open",
      "the bot only when a scene brings them in. Pop-ups (the answers to button",
      "presses) and inline results follow the messages of each scene.",
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
