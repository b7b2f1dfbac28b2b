/**
 * Random sequences of what users do — messages, commands with good and bad
 * arguments (/pay, /tip, /send, /giveaway, /rain, /tipjar, /top, pledge
 * claim links, …), photos, stickers, button presses (their own, other
 * people's, forged, stale, twice, on inline messages too), emoji reactions
 * in the group, inline queries and chosen inline results — from several
 * users in private chats and a group, through the whole bot (real app,
 * Telegram fake with inline mode, embedded sandbox).
 *
 * After every action: the update was handled; a private message or a group
 * command got an answer; a button press got its answerCallbackQuery; an
 * inline query its answerInlineQuery. After every run: no unhandled
 * rejection, no error from a feature, no send made twice — counted per
 * operation (each payment the sandbox carried out for the run's users is
 * one settled operation of theirs, and no operation was paid twice) and
 * per offer (a giveaway, pledge or inline send pays each member at most
 * once and no more shares than it has) — and the sandbox's books balance.
 *
 * Unit-level properties of amounts, BOLT11, LNURL and addresses live in
 * test/bitcoin (amount, bolt11, lnurl, address tests); this suite does not
 * repeat them.
 *
 * The seed is fixed (DEFAULT_SEED), so a run's figures can be reproduced;
 * explore other sequences, or replay the seed fast-check prints on failure:
 *   RANDOM_INPUT_SEED=random npx vitest run --config test/reliability/vitest.config.ts random-input
 *   RANDOM_INPUT_SEED=<seed> npx vitest run --config test/reliability/vitest.config.ts random-input
 */

import fc from "fast-check";
import type { Message, Update, User } from "grammy/types";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reactionSettings } from "../../src/accounts/preferences.ts";
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import { PendingReactionTips } from "../../src/features/reactions/pending.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Intent } from "../../src/operations/intents.ts";
import type { Operation } from "../../src/operations/ledger.ts";
import type { Offer } from "../../src/operations/offers.ts";
import type { Confirmation } from "../../src/operations/payments.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { makeInvoice } from "../support/invoices.ts";
import {
  createUser,
  type FakeMessage,
  groupChat,
  type InlineAnswer,
  privateChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import {
  buttonData,
  eventually,
  freshRegtestAddress,
  gatewayAttempts,
  sandboxOf,
} from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const RUNS = Number(process.env.RANDOM_INPUT_RUNS ?? 30);
/** The seed of the default run (RANDOM_INPUT_SEED overrides it; "random" for a fresh one). */
const DEFAULT_SEED = 20_261_122;
const STEPS = 25;
const USERS_PER_RUN = 3;
/** One action's budget: handled and answered within this (ms). */
const ACTION_MS = 10_000;

const tally = new Tally("random-input");
let fake: TelegramFake;
let bot: TestBot;
let sandbox: Sandbox;
let payee: MerchantCredentials;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

/** Every update the fake queued for the bot (the walk's own and those it makes, e.g. a chosen inline result). */
const injected: Update[] = [];
/** Every offer the bot made (giveaways, pledges, inline sends), by the offers engine. */
const offersMade: Offer[] = [];
/** Every confirmation the bot proposed, by id (a send's operation has the same id). */
const proposals = new Map<string, Confirmation>();
const intentsMade = new Map<string, Intent>();

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  // Inline mode on, with inline feedback, as BotFather would be set for the inline features.
  fake = new TelegramFake({ botInfo: { supports_inline_queries: true }, inlineFeedback: true });
  await fake.start();
  bot = await startTestBot({
    fake,
    env: {
      MAX_PAYMENT_SAT: "50000",
      DAILY_LIMIT_SAT: "120000",
      // The group rate limit would rightly silence busy members; limits.test.ts covers it.
      GROUP_COMMANDS_PER_MINUTE: "1000",
      // Reaction tips leave within the run that made them (its money checks count them).
      REACTION_UNDO_SECONDS: "1",
    },
  });
  sandbox = sandboxOf(bot);
  payee = await sandbox.createMerchant({ balanceSat: 0 });
  await sandbox.setLightningAddress(payee.merchantId, "shop");
  observe();
});
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await bot?.stop();
  await fake?.close();
  await tally.write();
});

/**
 * Watches, without changing them, what the checks count: the updates the
 * fake queues, the offers made and the confirmations proposed (each a call
 * through to the real method).
 */
function observe(): void {
  const { offers, intents } = bot.app.deps;
  const { payments } = bot.app;
  const inject = fake.injectUpdate.bind(fake);
  fake.injectUpdate = (update) => {
    const full = inject(update);
    injected.push(full);
    return full;
  };
  const create = offers.create.bind(offers);
  offers.create = async (input) => {
    const offer = await create(input);
    offersMade.push(offer);
    return offer;
  };
  // Every send is an intent (offer shares included): each one made is kept with its id.
  const submit = intents.submit.bind(intents);
  intents.submit = async (input) => {
    const result = await submit(input);
    if ("intent" in result && result.intent) intentsMade.set(result.intent.id, result.intent);
    return result;
  };
  const propose = payments.propose.bind(payments);
  payments.propose = async (...args) => {
    const confirmation = await propose(...args);
    proposals.set(confirmation.id, confirmation);
    return confirmation;
  };
}

// ------------------------------------------------------------ what users send

type Where = "private" | "group";

/** Things worth pasting: filled in per run (fresh invoices), referred to by name. */
type Paste =
  | "invoice"
  | "invoice-lightning-uri"
  | "expired-invoice"
  | "mainnet-invoice"
  | "no-amount-invoice"
  | "lnurl"
  | "address"
  | "regtest-address"
  | "mainnet-address"
  | "bip21";

type Action =
  | { kind: "text"; user: number; where: Where; text: string; reply: boolean }
  | { kind: "command"; user: number; where: Where; command: string; args: string[]; reply: boolean }
  | {
      kind: "photo";
      user: number;
      where: Where;
      image: "qr-invoice" | "qr-text" | "blank" | "noise";
    }
  | { kind: "sticker"; user: number; where: Where }
  | { kind: "press"; user: number; pick: number; twice: boolean; owner: boolean }
  | { kind: "forged-press"; user: number; pick: number; data: string; real: boolean; id: string }
  | { kind: "react"; user: number; pick: number; emoji: string[] }
  | { kind: "inline"; user: number; query: string; choose: number | null; where: Where };

const amountText = fc.oneof(
  fc.constantFrom("1", "0", "-5", "1.5k", "21k sats", "0.0001 btc", "1,5", "1 500", "abc", "1e3"),
  fc.constantFrom("99999999999", "0.000000001 btc", "60000", "50000", "∞", "½", "0x10"),
  fc.nat({ max: 70_000 }).map(String),
);
const pasteRef = fc.constantFrom<Paste>(
  "invoice",
  "invoice-lightning-uri",
  "expired-invoice",
  "mainnet-invoice",
  "no-amount-invoice",
  "lnurl",
  "address",
  "regtest-address",
  "mainnet-address",
  "bip21",
);
const noise = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom("<b>bold</b>", "&amp; <script>", "/", "//", "@", "lnurl1", "lnbcrt1", "bitcoin:"),
);
const argument = fc.oneof(
  amountText,
  pasteRef.map((p) => `{${p}}`),
  noise,
);

const COMMANDS = [
  "start",
  "help",
  "balance",
  "history",
  "lnurl",
  "cancel",
  "connect",
  "disconnect",
  "settings",
  "history",
  "invoice",
  "pay",
  "withdraw",
  "tip",
  "send",
  "giveaway",
  "rain",
  "tipjar",
  "top",
  "nonsense",
];

/**
 * Commands of this bot that must answer in a group too (with the answer or a
 * "use the private chat" hint). Unknown commands in a group may be meant for
 * another bot, so silence is right for them.
 */
const ANSWERED_IN_GROUPS = new Set([
  "start",
  "help",
  "balance",
  "lnurl",
  "cancel",
  "connect",
  "disconnect",
  "settings",
  "history",
  "invoice",
  "pay",
  "withdraw",
  "tip",
  "send",
  "giveaway",
  "rain",
  "tipjar",
  "top",
]);

const user = fc.nat({ max: USERS_PER_RUN - 1 });
const where = fc.constantFrom<Where>("private", "private", "group");
/** 22 characters of base64url, the shape of every offer, draft, jar and confirmation id. */
const randomId = fc
  .base64String({ minLength: 4, maxLength: 32 })
  .map((s) => s.replace(/[+/=]/g, "A").slice(0, 22).padEnd(22, "A"));
/**
 * Callback data a client could forge; `{id}` is filled when pressed, half the
 * time with an id the run really made (an offer, a jar, a draft, a
 * confirmation), else with a random one.
 */
const forgedData = fc.oneof(
  fc.constantFrom(
    "send:ok:{id}",
    "send:no:{id}",
    "gw:ok:{id}",
    "gw:no:{id}",
    "gw:c:{id}",
    "gw:e:{id}",
    "jar:{id}:100",
    "jar:{id}:1000",
    "jar:{id}:close",
    "jar:{id}:7",
    "jar:{id}:9999999",
    "rain:ok:{id}",
    "rain:no:{id}",
    "pledge-cancel:{id}",
    "inl:claim:{id}",
    "inl:cancel:{id}",
    "inl:qr:{id}",
  ),
  fc.constantFrom(
    "send:ok:",
    "gw:c:",
    "jar::close",
    "hist:9999",
    "hist:-1",
    "ask:skip",
    "ask:cancel",
    "inl:wait",
    "inl:wait:send",
    "settings:reactions:on",
    "settings:reactions:off",
  ),
  fc.string({ maxLength: 64 }),
);

/** Whole, meaningful requests, so random walks reach confirmations and sends often. */
const purposeful = fc.constantFrom(
  "/pay {invoice}",
  "{invoice}",
  "{invoice-lightning-uri}",
  "/pay {lnurl} 100",
  "/pay {address} 2k",
  "/pay {address}",
  "/withdraw {regtest-address} 1000",
  "/withdraw {bip21}",
  "/withdraw {regtest-address}",
  "/invoice 250 coffee",
  "/tip 21 thanks",
  "/tip 5000",
  "/send 21 {member-0}",
  "/send 21 {member-1} thanks",
  "/send 500 {member-2}",
  "/send 30 {stranger}",
  "/send 100 {address}",
  "/send 50 {lnurl}",
  "/send 1k {regtest-address}",
  "/giveaway 300 3",
  "/giveaway 90 2 for the quick",
  "/giveaway 100000 2",
  "/rain 100",
  "/rain 60 thanks all",
  "/tipjar 1k",
  "/tipjar 500+ pizza",
  "/top",
  "/start claim_{pledge}",
  "/start claim_{offer}",
  "/history",
);

/** What is typed after "@bot" (inline mode), good and bad. */
const inlineQueryText = fc.oneof(
  fc.constantFrom(
    "",
    "1000 coffee",
    "250",
    "send 500",
    "send 21 thanks",
    "send 0",
    "send 99999999",
    "send",
    "giveaway 100 2",
    "0.0001 btc tea",
  ),
  noise,
);

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("text" as const),
      user,
      where: fc.constantFrom<Where>("private", "private", "group", "group"),
      text: purposeful,
      reply: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("text" as const),
      user,
      where,
      text: fc.oneof(
        noise,
        amountText,
        pasteRef.map((p) => `{${p}}`),
      ),
      reply: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("command" as const),
      user,
      where,
      command: fc.constantFrom(...COMMANDS),
      args: fc.array(argument, { maxLength: 3 }),
      reply: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("photo" as const),
      user,
      where,
      image: fc.constantFrom(
        "qr-invoice" as const,
        "qr-text" as const,
        "blank" as const,
        "noise" as const,
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("sticker" as const), user, where }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("press" as const),
      user,
      pick: fc.nat(),
      twice: fc.boolean(),
      // Half the presses are by the one the buttons were shown to, so confirmations go through.
      owner: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("forged-press" as const),
      user,
      pick: fc.nat(),
      data: forgedData,
      real: fc.boolean(),
      id: randomId,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("react" as const),
      user,
      pick: fc.nat(),
      // ⚡ 🔥 ❤ are reaction tips' default amounts; 👍 maps to nothing; [] takes reactions back.
      emoji: fc
        .constantFrom<readonly string[]>(["⚡"], ["🔥"], ["❤"], ["👍"], ["⚡", "🔥"], [])
        .map((list) => [...list]),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("inline" as const),
      user,
      query: inlineQueryText,
      choose: fc.option(fc.nat(), { nil: null }),
      where,
    }),
  },
);

// --------------------------------------------------------------- one run

interface RunWorld {
  users: User[];
  group: ReturnType<typeof groupChat>;
  /** The bot reads all the group's messages and gets its reactions (it is an admin there). */
  botIsAdmin: boolean;
  pastes: Record<Paste, string>;
  images: Record<"qr-invoice" | "qr-text" | "blank" | "noise", Uint8Array>;
  /** Where `offersMade` and `injected` stood when the run began. */
  offersFrom: number;
  injectedFrom: number;
}

let runIndex = 0;

async function newWorld(): Promise<RunWorld> {
  runIndex += 1;
  const base = 80_000 + runIndex * 10;
  const users = Array.from({ length: USERS_PER_RUN }, (_, i) =>
    createUser(base + i, `R${runIndex}U${i}`, { username: `r${runIndex}u${i}` }),
  );
  for (const u of users) bot.fake.openPrivateChat(u);
  const group = groupChat(-(900_000 + runIndex));
  // The run's users are the group's members (its cards' buttons count only from members).
  for (const u of users) bot.fake.setChatMember(group, u, "member");
  // Every other run the bot is the group's admin and so reads all its chatter (and gets
  // its reactions); otherwise privacy mode lets only commands, replies to it and mentions through.
  const botIsAdmin = runIndex % 2 === 0;
  if (botIsAdmin) {
    const me = bot.fake.botInfo;
    bot.fake.setChatMember(
      group,
      { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
      "administrator",
    );
  }
  const invoice = (await bot.app.gateway.account(payee).createInvoice(777, "random")).invoice;
  const now = Math.floor(Date.now() / 1000);
  const pastes: Record<Paste, string> = {
    invoice,
    "invoice-lightning-uri": `lightning:${invoice.toUpperCase()}`,
    "expired-invoice": makeInvoice({
      network: "regtest",
      msat: 5_000_000n,
      description: "old",
      timestamp: now - 7200,
      expirySec: 60,
    }),
    "mainnet-invoice": makeInvoice({
      network: "mainnet",
      msat: 5_000_000n,
      description: "x",
      timestamp: now,
    }),
    "no-amount-invoice": makeInvoice({ network: "regtest", description: "any", timestamp: now }),
    lnurl: sandbox.lnurlFor(payee.merchantId),
    address: `shop@${new URL(sandbox.url).host}`,
    "regtest-address": freshRegtestAddress(),
    "mainnet-address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    bip21: `bitcoin:${freshRegtestAddress()}?amount=0.0002`,
  };
  const blank = new PNG({ width: 120, height: 120 });
  blank.data.fill(255);
  const speckled = new PNG({ width: 96, height: 96 });
  for (let i = 0; i < speckled.data.length; i++) speckled.data[i] = (i * 7919 + runIndex) % 256;
  // In two runs of three everyone has opened the bot before (the sandbox made their test
  // accounts), so group money — giveaways, jars, rain, claims — reaches the gateway; in the
  // third, accounts are made only as the walk goes.
  if (runIndex % 3 !== 0) {
    for (const u of users) await bot.app.deps.accounts.find(u.id);
  }
  if (botIsAdmin) {
    // Two of the three have turned reaction tips on (/settings), so reactions can pay.
    for (const u of users.slice(0, 2)) {
      const settings = reactionSettings(await bot.app.deps.preferences.get(u.id));
      await bot.app.deps.preferences.update(u.id, { reactionTips: { ...settings, on: true } });
    }
  }
  return {
    users,
    group,
    botIsAdmin,
    pastes,
    offersFrom: offersMade.length,
    injectedFrom: injected.length,
    images: {
      "qr-invoice": renderQrPng(`LIGHTNING:${invoice.toUpperCase()}`),
      "qr-text": renderQrPng(`hello ${runIndex}`),
      blank: PNG.sync.write(blank),
      noise: PNG.sync.write(speckled),
    },
  };
}

/** An id of the right shape that no offer has. */
const NO_SUCH_ID = "AAAAAAAAAAAAAAAAAAAAAA";

/**
 * The text with its `{…}` filled: pastes, `{member-N}` (a run user's
 * @username), `{stranger}` (an @username the bot never saw), `{pledge}` and
 * `{offer}` (the newest pledge / offer of the run, or an id of none).
 */
function fill(text: string, world: RunWorld): string {
  return text.replace(/\{([a-z0-9-]+)\}/g, (whole, name: string) => {
    if (name in world.pastes) return world.pastes[name as Paste];
    const member = /^member-(\d)$/.exec(name);
    if (member) {
      const u = world.users[Number(member[1])];
      return u?.username ? `@${u.username}` : whole;
    }
    if (name === "stranger") return `@nobody_${runIndex}_x`;
    const offers = runOffers(world);
    if (name === "pledge")
      return offers.filter((o) => o.kind === "pledge").at(-1)?.id ?? NO_SUCH_ID;
    if (name === "offer") return offers.at(-1)?.id ?? NO_SUCH_ID;
    return whole;
  });
}

/** The offers this run's users made. */
function runOffers(world: RunWorld): Offer[] {
  return offersMade.slice(world.offersFrom);
}

/** Messages posted from inline results in the run's group (the bot edits them by inline_message_id). */
function inlineMessages(world: RunWorld): FakeMessage[] {
  return bot.fake.messages(world.group.id).filter((m) => m.inline_message_id && !m.deleted);
}

/**
 * Ids the run really made, as callback data carries them: offers, the
 * 22-character ids on any button shown in the run's chats (drafts, jars,
 * confirmations, inline cards, also buttons since removed) and the
 * confirmations proposed for its users.
 */
function realIds(world: RunWorld): string[] {
  const ids = new Set(runOffers(world).map((o) => o.id));
  const chats = [...world.users.map((u) => u.id), world.group.id];
  for (const message of chats.flatMap((id) => bot.fake.messages(id))) {
    const markups = [message.reply_markup, ...message.edits.map((e) => e.reply_markup)];
    for (const data of markups.flatMap((markup) => buttonData(message, markup))) {
      for (const id of data.match(/[A-Za-z0-9_-]{22}/g) ?? []) ids.add(id);
    }
  }
  const userIds = new Set(world.users.map((u) => u.id));
  for (const confirmation of proposals.values()) {
    if (userIds.has(confirmation.userId)) ids.add(confirmation.id);
  }
  for (const intent of intentsMade.values()) {
    if (userIds.has(intent.payer.id)) ids.add(intent.id);
  }
  return [...ids];
}

/** Bot messages and inline messages in the run's chats that carry callback buttons now. */
function pressable(world: RunWorld): FakeMessage[] {
  const chats = [...world.users.map((u) => u.id), world.group.id];
  return [...chats.flatMap((id) => bot.fake.botMessages(id)), ...inlineMessages(world)]
    .filter((m) => buttonData(m).length > 0)
    .sort((a, b) => a.date - b.date || a.message_id - b.message_id);
}

/**
 * Whom a bot message's buttons are for: the user of its private chat, or in
 * the group the run user whose message it answers; undefined for others.
 */
function shownTo(message: FakeMessage, world: RunWorld): User | undefined {
  const inPrivate = world.users.find((u) => u.id === message.chat.id);
  if (inPrivate) return inPrivate;
  const asked = bot.fake
    .messages(message.chat.id)
    .find((m) => m.message_id === message.reply_to_message_id);
  return world.users.find((u) => u.id === asked?.from.id);
}

/** The last message in a chat, to reply to in the group (a /tip needs one). */
function lastMessageIn(chatId: number): FakeMessage | undefined {
  return bot.fake
    .messages(chatId)
    .filter((m) => !m.deleted)
    .at(-1);
}

const ANSWERING = new Set([
  "sendMessage",
  "sendPhoto",
  "editMessageText",
  "editMessageCaption",
  "editMessageReplyMarkup",
]);

interface Sent {
  /** The chat where an answer must appear, or undefined when none is due (group chatter). */
  answerIn: number[] | undefined;
  presses: Array<Update & { callback_query: NonNullable<Update["callback_query"]> }>;
  describe: string;
}

async function perform(step: Action, world: RunWorld): Promise<Sent | undefined> {
  const from = world.users[step.user] as User;
  const chat = (w: Where) => (w === "group" ? world.group : privateChat(from));
  switch (step.kind) {
    case "text":
    case "command": {
      const raw = step.kind === "text" ? step.text : `/${step.command} ${step.args.join(" ")}`;
      const text = fill(raw.trim(), world);
      if (text.trim() === "") return undefined;
      const target = chat(step.where);
      const replyTo = step.where === "group" && step.reply ? lastMessageIn(target.id) : undefined;
      bot.fake.sendText(from, target, text, replyTo ? { replyTo } : {});
      const command = /^\/([A-Za-z0-9_]+)/.exec(text)?.[1];
      // A private message always gets an answer; in a group, this bot's commands do (some
      // privately, like /balance, so either chat counts); group chatter is not for the bot.
      const answerIn =
        step.where === "private"
          ? [from.id]
          : command && ANSWERED_IN_GROUPS.has(command)
            ? [target.id, from.id]
            : undefined;
      return {
        answerIn,
        presses: [],
        describe: `${step.where} ${JSON.stringify(text.slice(0, 80))}${replyTo ? " (reply)" : ""}`,
      };
    }
    case "photo": {
      bot.fake.sendPhoto(from, chat(step.where), world.images[step.image]);
      return {
        answerIn: step.where === "private" ? [from.id] : undefined,
        presses: [],
        describe: `${step.where} photo ${step.image}`,
      };
    }
    case "sticker": {
      const target = chat(step.where);
      const message = {
        message_id: 1_000_000 + Math.floor(Math.random() * 1_000_000),
        date: Math.floor(Date.now() / 1000),
        chat: target,
        from,
        sticker: {
          file_id: "sticker-file",
          file_unique_id: "sticker-unique",
          type: "regular",
          width: 512,
          height: 512,
          is_animated: false,
          is_video: false,
        },
      } as unknown as Message;
      bot.fake.injectUpdate({ message } as Omit<Update, "update_id">);
      return {
        answerIn: step.where === "private" ? [from.id] : undefined,
        presses: [],
        describe: `${step.where} sticker`,
      };
    }
    case "press": {
      const candidates = pressable(world);
      // Half the time the newest buttons (what a user usually presses), else any.
      const message =
        step.pick % 2 === 0
          ? candidates.at(-1)
          : candidates[step.pick % Math.max(1, candidates.length)];
      if (!message) return undefined;
      const data = buttonData(message);
      const chosen = data[step.pick % data.length] as string;
      const presser = (step.owner && shownTo(message, world)) || from;
      const first = bot.fake.pressButton(presser, message, chosen);
      const presses = [first];
      if (step.twice)
        presses.push(bot.fake.pressButton(presser, message, chosen, { unchecked: true }));
      return {
        answerIn: undefined,
        presses,
        describe: `press ${chosen} in chat ${message.chat.id} by ${presser.id}${step.twice ? " twice" : ""}`,
      };
    }
    case "forged-press": {
      const candidates = [
        ...world.users.flatMap((u) => bot.fake.botMessages(u.id)),
        ...bot.fake.botMessages(world.group.id),
        ...inlineMessages(world),
      ];
      const message = candidates[step.pick % Math.max(1, candidates.length)];
      if (!message) return undefined;
      const known = step.real ? realIds(world) : [];
      const id = known[step.pick % Math.max(1, known.length)] ?? step.id;
      const data = step.data.replace("{id}", id);
      const press = bot.fake.pressButton(from, message, data, { unchecked: true });
      const place = message.inline_message_id ? "an inline message" : `chat ${message.chat.id}`;
      return {
        answerIn: undefined,
        presses: [press],
        describe: `forged press ${JSON.stringify(data)} on ${place} by ${from.id}`,
      };
    }
    case "react": {
      // Any message of the group still there: a member's, the bot's, the reactor's own.
      const candidates = bot.fake.messages(world.group.id).filter((m) => !m.deleted);
      const message = candidates[step.pick % Math.max(1, candidates.length)];
      if (!message) return undefined;
      bot.fake.react(from, message, step.emoji);
      return {
        answerIn: undefined,
        presses: [],
        describe: `reaction ${step.emoji.join("") || "(none)"} on message ${message.message_id} by ${from.id}`,
      };
    }
    case "inline": {
      const chatType = step.where === "group" ? "group" : "private";
      let answer: InlineAnswer;
      try {
        answer = await bot.fake.inlineQuery(from, step.query, { chatType, timeoutMs: ACTION_MS });
      } catch (error) {
        throw new Error(`no answer to the inline query ${JSON.stringify(step.query)}: ${error}`);
      }
      const chosen =
        step.choose === null ? undefined : answer.results[step.choose % answer.results.length];
      // Chosen results are posted in the group (inline messages are not the bot's; anyone may press them).
      if (chosen) bot.fake.chooseInlineResult(from, answer, chosen.id, world.group);
      return {
        answerIn: undefined,
        presses: [],
        describe: `inline ${JSON.stringify(step.query)} by ${from.id}${chosen ? `, chose ${chosen.id}` : ""}`,
      };
    }
  }
}

const handled = () => bot.app.deps.store.keyv<number>("handled-updates");

/** Sends one action and checks it was handled and answered. */
async function runStep(step: Action, world: RunWorld): Promise<void> {
  const since = Date.now();
  const injectedBefore = injected.length;
  const sent = await perform(step, world);
  if (!sent) return;
  tally.add("inputsTried");
  // Every update the action made (a chosen inline result too). Telegram never delivers what
  // privacy mode (or a reaction to a bot that is no admin) keeps from the bot: nothing to handle.
  const delivered = injected
    .slice(injectedBefore)
    .filter((update) => bot.fake.withheld(update) === undefined);
  await eventually(
    async () => {
      for (const update of delivered) {
        if (!(await handled().get(String(update.update_id)))) return false;
      }
      return true;
    },
    ACTION_MS,
    `the bot to handle: ${sent.describe}`,
  );
  for (const press of sent.presses) {
    expect(bot.fake.answerFor(press), `no answer to the button: ${sent.describe}`).toBeDefined();
  }
  const chats = sent.answerIn;
  if (chats) {
    const answered = bot.fake
      .calls()
      .some(
        (call) =>
          call.at >= since &&
          ANSWERING.has(call.method) &&
          call.response?.ok === true &&
          chats.includes(Number(call.params.chat_id)),
      );
    expect(answered, `no answer to: ${sent.describe}`).toBe(true);
  }
}

/** Error lines the bot logged since `from` (feature failures, unhandled update errors). */
function errorLines(from: number): string[] {
  return bot.logs
    .slice(from)
    .flatMap((chunk) => chunk.split("\n"))
    .filter((line) => /"level":(50|60)/.test(line));
}

const SEND_KINDS = new Set<Operation["kind"]>(["payment", "withdrawal", "tip-sent"]);

/** A user's send operations (payments, withdrawals, tips and shares they paid). */
async function sendsOf(userId: number): Promise<Operation[]> {
  const { operations } = await bot.app.deps.ledger.page(userId, 0, 200);
  return operations.filter((op) => SEND_KINDS.has(op.kind));
}

/** Send operations the bot admitted (claimed) for these users. */
async function admittedSends(users: User[]): Promise<number> {
  let count = 0;
  for (const u of users) count += (await sendsOf(u.id)).length;
  return count;
}

/** Waits until the run's reaction tips have left and none of its users' sends is under way. */
async function settleRun(world: RunWorld): Promise<void> {
  const pendingTips = new PendingReactionTips(bot.app.deps.store);
  await eventually(
    async () => {
      if ((await pendingTips.due(Number.MAX_SAFE_INTEGER)).length > 0) return false;
      for (const u of world.users) {
        if ((await sendsOf(u.id)).some((op) => op.state === "pending")) return false;
      }
      return true;
    },
    ACTION_MS,
    "the run's reaction tips and sends to settle",
  );
}

/**
 * Money paid twice in a run, each as one line (none expected), by two
 * counts that do not rest on the code that pays:
 * - the gateway's books: every lightning payment the sandbox made from a
 *   run user's account is the one sent operation of theirs with its payment
 *   hash (or one whose outcome is unknown), no operation is paid twice, and
 *   on-chain sends are no more than their withdrawals;
 * - the offers' terms: the operations proposed for an offer's shares
 *   (giveaway, pledge, inline send) that were sent, are in doubt or under
 *   way pay each member at most once and no more members than it has
 *   shares; the list of claims its card shows agrees.
 */
async function doublePayments(world: RunWorld): Promise<string[]> {
  const problems: string[] = [];
  const operations = (await Promise.all(world.users.map((u) => sendsOf(u.id)))).flat();
  const byId = new Map(operations.map((op) => [op.id, op]));

  const payments = [];
  for (const u of world.users) {
    const account = await bot.app.deps.accounts.findExisting(u.id);
    const merchant = account ? sandbox.merchant(account.credentials.merchantId) : undefined;
    payments.push(...(merchant?.payments ?? []));
  }
  const lightning = payments.filter((p) => p.kind !== "onchain_out");
  let unmatched = 0;
  for (const payment of lightning) {
    const paying = operations.filter(
      (op) => op.paymentHash === payment.paymentHash && op.state === "sent",
    );
    if (paying.length === 0) unmatched += 1;
    if (paying.length > 1) problems.push(`one payment, ${paying.length} sent operations`);
  }
  const inDoubt = operations.filter((op) => op.state === "unknown").length;
  if (unmatched > inDoubt) {
    problems.push(`${unmatched} payments of no sent operation (${inDoubt} in doubt)`);
  }
  for (const op of operations.filter((o) => o.state === "sent" && o.paymentHash)) {
    const paid = lightning.filter((p) => p.paymentHash === op.paymentHash).length;
    if (paid > 1) problems.push(`operation ${op.id} (${op.kind}) paid ${paid} times`);
  }
  const onchain = payments.length - lightning.length;
  const withdrawals = operations.filter(
    (op) => op.kind === "withdrawal" && (op.state === "sent" || op.state === "unknown"),
  ).length;
  if (onchain > withdrawals) problems.push(`${onchain} on-chain sends, ${withdrawals} withdrawals`);

  for (const offer of runOffers(world)) {
    const shares = [...intentsMade.values()]
      .filter((intent) => intent.details?.offer === offer.id)
      .map((intent) => ({
        claimer: Number(intent.details?.claimer),
        operation: byId.get(intent.id),
      }))
      .filter(({ operation }) => operation && operation.state !== "failed");
    const claimers = shares.map((share) => share.claimer);
    if (new Set(claimers).size < claimers.length) {
      problems.push(`${offer.kind} ${offer.id} paid a member twice: ${claimers.join(", ")}`);
    }
    if (shares.length > offer.shares) {
      problems.push(`${offer.kind} ${offer.id} paid ${shares.length} of ${offer.shares} shares`);
    }
    const view = await bot.app.deps.offers.view(offer.id);
    for (const claim of view?.claims ?? []) {
      const op = byId.get(claim.operationId);
      if (!op || op.state !== claim.state) {
        problems.push(
          `${offer.kind} ${offer.id} lists a ${claim.state} share its payer's history has as ${op?.state ?? "nothing"}`,
        );
      }
    }
    const listed = (view?.claims ?? []).map((claim) => claim.userId);
    if (new Set(listed).size < listed.length) {
      problems.push(`${offer.kind} ${offer.id} lists a member twice`);
    }
  }
  return problems;
}

/** Every payment and withdrawal the sandbox carried out, for every merchant. */
function paymentsAtGateway(): number {
  return sandbox
    .merchantIds()
    .reduce((sum, id) => sum + (sandbox.merchant(id)?.payments.length ?? 0), 0);
}

describe("random users through the whole bot", () => {
  it(`${RUNS} runs × ${STEPS} actions: every update answered, nothing crashes, nothing paid twice`, async () => {
    const given = process.env.RANDOM_INPUT_SEED;
    const seed = given === "random" ? undefined : given ? Number(given) : DEFAULT_SEED;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
        const world = await newWorld();
        const logsFrom = bot.logs.length;
        const sendsBefore =
          gatewayAttempts(bot.logs, "sendPayment") + gatewayAttempts(bot.logs, "sendOnchain");
        const admittedBefore = await admittedSends(world.users);
        const paymentsBefore = paymentsAtGateway();
        for (const step of steps) await runStep(step, world);
        await settleRun(world);

        expect(unhandled).toEqual([]);
        expect(errorLines(logsFrom)).toEqual([]);
        // Each admitted send reaches the gateway at most once.
        const sends =
          gatewayAttempts(bot.logs, "sendPayment") +
          gatewayAttempts(bot.logs, "sendOnchain") -
          sendsBefore;
        const admitted = (await admittedSends(world.users)) - admittedBefore;
        const doubled = await doublePayments(world);
        tally.add("duplicatesFound", Math.max(0, sends - admitted) + doubled.length);
        expect(sends).toBeLessThanOrEqual(admitted);
        expect(doubled).toEqual([]);
        tally.add("paymentsMade", paymentsAtGateway() - paymentsBefore);
        const totals = sandbox.totals();
        expect(totals.balancesSat).toBe(totals.fundedSat - totals.paidOutSat - totals.feesSat);
      }),
      { numRuns: RUNS, ...(seed === undefined ? {} : { seed }), endOnFailure: true },
    );
  }, 290_000);
});
