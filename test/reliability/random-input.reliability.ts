/**
 * Random sequences of what users do — messages, commands with good and bad
 * arguments, photos, stickers, button presses (their own, other people's,
 * forged, stale, twice) — from several users in private chats and a group,
 * through the whole bot (real app, Telegram fake, embedded sandbox).
 *
 * After every action: the update was handled; a private message or a group
 * command got an answer; a button press got its answerCallbackQuery. After
 * every run: no unhandled rejection, no error from a feature, no send made
 * twice, and the sandbox's books balance.
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
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { makeInvoice } from "../support/invoices.ts";
import { createUser, type FakeMessage, groupChat, privateChat } from "../support/telegram-fake.ts";
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
let bot: TestBot;
let sandbox: Sandbox;
let payee: MerchantCredentials;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  bot = await startTestBot({
    env: {
      MAX_PAYMENT_SAT: "50000",
      DAILY_LIMIT_SAT: "120000",
      // The group rate limit would rightly silence busy members; limits.test.ts covers it.
      GROUP_COMMANDS_PER_MINUTE: "1000",
    },
  });
  sandbox = sandboxOf(bot);
  payee = await sandbox.createMerchant({ balanceSat: 0 });
  await sandbox.setLightningAddress(payee.merchantId, "shop");
});
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await bot?.stop();
  await tally.write();
});

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
  | { kind: "press"; user: number; pick: number; twice: boolean }
  | { kind: "forged-press"; user: number; pick: number; data: string };

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
]);

const user = fc.nat({ max: USERS_PER_RUN - 1 });
const where = fc.constantFrom<Where>("private", "private", "group");
const forgedData = fc.oneof(
  fc
    .base64String({ minLength: 4, maxLength: 32 })
    .map((s) => `send:ok:${s.replace(/[+/=]/g, "A").slice(0, 22).padEnd(22, "A")}`),
  fc.constantFrom(
    "send:ok:",
    "send:no:AAAAAAAAAAAAAAAAAAAAAA",
    "hist:9999",
    "hist:-1",
    "ask:skip",
    "ask:cancel",
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
);

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("text" as const),
      user,
      where: fc.constantFrom<Where>("private", "private", "private", "group"),
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
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("forged-press" as const),
      user,
      pick: fc.nat(),
      data: forgedData,
    }),
  },
);

// --------------------------------------------------------------- one run

interface RunWorld {
  users: User[];
  group: ReturnType<typeof groupChat>;
  pastes: Record<Paste, string>;
  images: Record<"qr-invoice" | "qr-text" | "blank" | "noise", Uint8Array>;
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
  // Every other run the bot is the group's admin and so reads all its chatter;
  // otherwise privacy mode lets only commands, replies to it and mentions through.
  if (runIndex % 2 === 0) {
    const me = bot.fake.botInfo;
    bot.fake.setChatMember(
      group,
      { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
      "administrator",
    );
  }
  const invoice = (await bot.app.deps.gateway.account(payee).createInvoice(777, "random")).invoice;
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
  return {
    users,
    group,
    pastes,
    images: {
      "qr-invoice": renderQrPng(`LIGHTNING:${invoice.toUpperCase()}`),
      "qr-text": renderQrPng(`hello ${runIndex}`),
      blank: PNG.sync.write(blank),
      noise: PNG.sync.write(speckled),
    },
  };
}

function fill(text: string, world: RunWorld): string {
  return text.replace(/\{([a-z0-9-]+)\}/g, (whole, name: string) =>
    name in world.pastes ? world.pastes[name as Paste] : whole,
  );
}

/** Bot messages in the run's chats that carry callback buttons now. */
function pressable(world: RunWorld): FakeMessage[] {
  const chats = [...world.users.map((u) => u.id), world.group.id];
  return chats
    .flatMap((id) => bot.fake.botMessages(id))
    .filter((m) => buttonData(m).length > 0)
    .sort((a, b) => a.date - b.date || a.message_id - b.message_id);
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
  updates: Update[];
  /** The chat where an answer must appear, or undefined when none is due (group chatter). */
  answerIn: number[] | undefined;
  presses: Array<Update & { callback_query: NonNullable<Update["callback_query"]> }>;
  describe: string;
}

function perform(step: Action, world: RunWorld): Sent | undefined {
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
      const update = bot.fake.sendText(from, target, text, replyTo ? { replyTo } : {});
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
        updates: [update],
        answerIn,
        presses: [],
        describe: `${step.where} ${JSON.stringify(text.slice(0, 80))}${replyTo ? " (reply)" : ""}`,
      };
    }
    case "photo": {
      const update = bot.fake.sendPhoto(from, chat(step.where), world.images[step.image]);
      return {
        updates: [update],
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
      const update = bot.fake.injectUpdate({ message } as Omit<Update, "update_id">);
      return {
        updates: [update],
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
      const first = bot.fake.pressButton(from, message, chosen);
      const presses = [first];
      if (step.twice)
        presses.push(bot.fake.pressButton(from, message, chosen, { unchecked: true }));
      return {
        updates: presses,
        answerIn: undefined,
        presses,
        describe: `press ${chosen} in chat ${message.chat.id} by ${from.id}${step.twice ? " twice" : ""}`,
      };
    }
    case "forged-press": {
      const candidates = world.users.flatMap((u) => bot.fake.botMessages(u.id));
      const message = candidates[step.pick % Math.max(1, candidates.length)];
      if (!message) return undefined;
      const press = bot.fake.pressButton(from, message, step.data, { unchecked: true });
      return {
        updates: [press],
        answerIn: undefined,
        presses: [press],
        describe: `forged press ${JSON.stringify(step.data)} in chat ${message.chat.id}`,
      };
    }
  }
}

const handled = () => bot.app.deps.store.keyv<number>("handled-updates");

/** Sends one action and checks it was handled and answered. */
async function runStep(step: Action, world: RunWorld): Promise<void> {
  const since = Date.now();
  const sent = perform(step, world);
  if (!sent) return;
  tally.add("inputsTried");
  // Telegram never delivers what privacy mode keeps from the bot: nothing to handle.
  const delivered = sent.updates.filter((update) => bot.fake.withheld(update) === undefined);
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

/** Send operations the bot admitted (claimed) for these users. */
async function admittedSends(users: User[]): Promise<number> {
  let count = 0;
  for (const u of users) {
    const { operations } = await bot.app.deps.ledger.page(u.id, 0, 200);
    count += operations.filter((op) => op.kind !== "invoice" && op.kind !== "tip-received").length;
  }
  return count;
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

        expect(unhandled).toEqual([]);
        expect(errorLines(logsFrom)).toEqual([]);
        // Each admitted send reaches the gateway at most once.
        const sends =
          gatewayAttempts(bot.logs, "sendPayment") +
          gatewayAttempts(bot.logs, "sendOnchain") -
          sendsBefore;
        const admitted = (await admittedSends(world.users)) - admittedBefore;
        tally.add("duplicatesFound", Math.max(0, sends - admitted));
        expect(sends).toBeLessThanOrEqual(admitted);
        tally.add("paymentsMade", paymentsAtGateway() - paymentsBefore);
        const totals = sandbox.totals();
        expect(totals.balancesSat).toBe(totals.fundedSat - totals.paidOutSat - totals.feesSat);
      }),
      { numRuns: RUNS, ...(seed === undefined ? {} : { seed }), endOnFailure: true },
    );
  }, 180_000);
});
