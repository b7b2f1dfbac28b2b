/**
 * The real bot against a Bot API fake that enforces Telegram's flood limits
 * (test/support/telegram-fake/rate-limits.ts: 30 messages a second in all,
 * 1 a second per chat after a burst of 3, 20 a minute per group; edits
 * count), offered more than those limits allow, for 60 s per phase:
 *
 * - private chats: `/balance`; `/invoice 1000 x` (a QR photo); a payment
 *   (another user's invoice pasted → confirmation → Pay pressed → the
 *   confirmation edited to the outcome, the payee's invoice photo turned
 *   "paid" and a note to the payee);
 * - a few busy groups: `/tip 100` as replies to a few popular messages (a
 *   receipt per message, edited as tips arrive; a note to the tipper and
 *   one to the recipient).
 *
 * The offered load is counted in the messages it asks of the bot: the
 * mix asks about 1.7 messages per action, and actions are started at the
 * rate that asks N × 30 messages a second (N = 3 and 10). Users start their
 * action whatever the bot's state (open loop), each user one action at a
 * time. After the load, the bot gets time to answer everything left.
 *
 * Measured: updates answered (every update must get its answer), 429s the
 * fake answered, update → answer time at the fake (what a user sees,
 * queueing in Telegram's update backlog included), messages dropped (asked
 * for but never delivered: answers, notes, the payee's "paid" edit; the
 * receipts' last state must show every tip), payment outcomes (from the
 * payment engine's answer, i.e. the gateway's, to the Bot API accepting the
 * edit, measured in the bot), and how the receipts' edits collapsed.
 */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Chat, User } from "grammy/types";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
  TelegramFake,
} from "../../test/support/telegram-fake.ts";
import { BotChild, type ChildLogSummary } from "../lib/bot-child.ts";
import { buttonData, codeText } from "../lib/chat.ts";
import type { OutcomeTimes } from "../lib/ipc.ts";
import { type LatencySummary, summarize } from "../lib/stats.ts";
import { withTempDir } from "../lib/workspace.ts";

/** Telegram's limit in all, messages per second. */
export const GLOBAL_LIMIT_PER_SEC = 30;

/** The targets (issue 21), judged at the highest multiple. */
export const LIMITS_TARGETS = {
  /** Share of limited calls answered 429, at most. */
  tooManyRequestsShare: 0.01,
  /** Gateway answer → outcome shown, ms, for every outcome. */
  outcomeShownMs: 5_000,
  /** The bot's RSS, through the load and the drain, MiB (issue 27). */
  rssMiB: 300,
} as const;

/** How a run is shaped. */
export interface LimitsSettings {
  /** Offered load as multiples of the global limit (default 3 and 10). */
  multiples: number[];
  /** How long the load is offered per phase (default 60 s). */
  loadMs: number;
  log: (line: string) => void;
  cpuProfileDir?: string | undefined;
}

/** One phase's figures. */
export interface LimitsPhase {
  multiple: number;
  loadSec: number;
  /** Actions started per second, and the messages per second they ask for. */
  actionsPerSec: number;
  messagesAskedPerSec: number;
  /** Updates injected (a payment is two: the pasted invoice and the Pay press). */
  updates: number;
  answered: number;
  /** Updates with no answer when the drain time ran out. */
  unanswered: number;
  /**
   * Updates not carried out because the bot was past its bounds (src/chat/overload.ts): answered
   * with the one overload notice of their chat, or left without a word when that chat had been told.
   */
  notCarriedOut: { noticed: number; silent: number };
  /** Actions not started: no idle user of that role (should be 0) or no invoice to pay. */
  skipped: number;
  /** Update → its answer at the fake, ms: all, and by kind. */
  answerMs: LatencySummary;
  answerMsByKind: Record<string, LatencySummary>;
  /** From the load's end until the last answer, s. */
  drainSec: number;
  /** Message calls the fake counted (admitted) and refused with 429. */
  limitedCalls: number;
  tooManyRequests: number;
  /** The 429s by the limit that refused them. */
  tooManyRequestsByKind: Record<"global" | "chat" | "group", number>;
  /** Messages asked for (answers, notes, "paid" edits) and those never delivered. */
  messagesExpected: number;
  dropped: number;
  droppedExamples: string[];
  /** Tips, receipts, and how many edits the receipts took; receipts whose last state misses tips. */
  tips: number;
  receipts: number;
  receiptEdits: number;
  receiptsIncomplete: number;
  outcomes: OutcomeTimes & { showSummary: LatencySummary };
  /** The bot's memory through the phase (sampled every few seconds, no GC forced). */
  memory: LimitsMemory;
  log: ChildLogSummary;
}

/** The bot's RSS during the load and the drain, and after both (after a full GC). */
export interface LimitsMemory {
  /** Highest RSS sampled while the load was offered, and while the backlog drained (bytes). */
  loadMaxRss: number;
  drainMaxRss: number;
  /** Every sample: seconds since the load began, RSS and heap in use (bytes). */
  samples: Array<{ atSec: number; rss: number; heapUsed: number }>;
  /** After the drain, after a full GC. */
  endRss: number;
  endHeapUsed: number;
}

export interface LimitsResult {
  phases: LimitsPhase[];
}

/** The mix: share of actions, and the messages each asks for. */
const MIX = [
  { kind: "balance", share: 0.5, messages: 1 },
  { kind: "invoice", share: 0.17, messages: 1 },
  // Confirmation, buttons removed on the press, the outcome, the payee's "paid" edit and note.
  { kind: "pay", share: 0.11, messages: 5 },
  // The two notes; the receipt's edits collapse.
  { kind: "tip", share: 0.22, messages: 2 },
] as const;
type ActionKind = (typeof MIX)[number]["kind"];
const MESSAGES_PER_ACTION = MIX.reduce((sum, entry) => sum + entry.share * entry.messages, 0);

const GROUPS = 3;
const POPULAR_PER_GROUP = 6;
const TIP_SAT = 100;
const INVOICE_SAT = 1_000;
/** How often pending answers are looked for (the resolution of the latencies). */
const POLL_MS = 100;
/** The overload notices (src/chat/overload.ts) start so, as the chat-busy answer does. */
function isNotice(message: FakeMessage): boolean {
  return (message.text ?? "").startsWith("⏳");
}
/** The latency bucket of updates answered with an overload notice. */
const NOTICE_KIND = "not carried out: the overload notice";
/** The bot's log lines for a message left undone (src/chat/overload.ts): its chat told now, or before. */
const OVERLOAD_LOGS = [
  "overloaded: message not carried out, its chat told",
  "overloaded: message not carried out (its chat was told)",
];

/** How often the bot's memory is sampled. */
const MEMORY_EVERY_MS = 2_000;

const FIRST_ID: Record<ActionKind | "recipient", number> = {
  balance: 1_000_001,
  invoice: 2_000_001,
  pay: 3_000_001,
  tip: 4_000_001,
  recipient: 5_000_001,
};

/** Something the bot owes a user, with when it was asked for. */
interface Expectation {
  kind: string;
  /** The update it answers (undefined: a message that is no update's answer, e.g. a note). */
  update: boolean;
  /** That update's id, when the bot may leave it undone without a word (a group's /tip past the bounds). */
  updateId?: number;
  since: number;
  found: () => FakeMessage | undefined;
  then?: (message: FakeMessage, at: number) => void;
  what: string;
}

/** Runs every phase. */
export async function benchLimits(settings: LimitsSettings): Promise<LimitsResult> {
  const phases: LimitsPhase[] = [];
  for (const multiple of settings.multiples) {
    settings.log(`  ${multiple}× the global limit for ${settings.loadMs / 1000} s`);
    phases.push(await runPhase(settings, multiple));
  }
  return { phases };
}

async function runPhase(settings: LimitsSettings, multiple: number): Promise<LimitsPhase> {
  return withTempDir(`limits-${multiple}x`, async (dir) => {
    const fake = new TelegramFake();
    await fake.start();
    let bot: BotChild | undefined;
    try {
      bot = await BotChild.start({
        kind: "app",
        fake,
        dataDir: path.join(dir, "data"),
        logFile: path.join(dir, "bot.log"),
        // Members tip as often as the load says; /tip messages stay (no deletions to count).
        env: {
          GROUP_COMMANDS_PER_MINUTE: "100000",
          TIP_COMMAND_DELETE_DELAY_MS: "86400000",
          TELEGRAM_RATE_LIMITS: "on",
        },
        ...(settings.cpuProfileDir ? { cpuProfileDir: settings.cpuProfileDir } : {}),
      });
      const phase = await new LimitsPhaseRun(settings, multiple, fake, bot).run();
      await bot.stop();
      return { ...phase, log: bot.logSummary() };
    } finally {
      await bot?.stop();
      await fake.close();
    }
  });
}

class LimitsPhaseRun {
  readonly #settings: LimitsSettings;
  readonly #multiple: number;
  readonly #fake: TelegramFake;
  readonly #bot: BotChild;
  readonly #actionsPerSec: number;
  readonly #users: Record<ActionKind, User[]>;
  readonly #next: Record<ActionKind, number> = { balance: 0, invoice: 0, pay: 0, tip: 0 };
  readonly #recipients: User[];
  readonly #groups: Chat.SupergroupChat[];
  /** Popular messages to tip, with the tips each got. */
  readonly #popular: Array<{ group: Chat.SupergroupChat; message: FakeMessage; tips: number }> = [];
  readonly #invoices: Array<{ invoice: string; photo: FakeMessage }> = [];
  #pending: Expectation[] = [];
  readonly #latencies: Record<string, number[]> = {};
  #updates = 0;
  #answered = 0;
  #skipped = 0;
  #expected = 0;
  #lastAnswerAt = 0;
  readonly #droppedExamples: string[] = [];

  constructor(settings: LimitsSettings, multiple: number, fake: TelegramFake, bot: BotChild) {
    this.#settings = settings;
    this.#multiple = multiple;
    this.#fake = fake;
    this.#bot = bot;
    this.#actionsPerSec = (multiple * GLOBAL_LIMIT_PER_SEC) / MESSAGES_PER_ACTION;
    const loadSec = settings.loadMs / 1000;
    // One user per action of the whole phase (and some): answers can take minutes.
    const users = (kind: ActionKind, name: string) => {
      const share = MIX.find((entry) => entry.kind === kind)?.share ?? 0;
      const count = Math.ceil(this.#actionsPerSec * share * loadSec * 1.2) + 10;
      return Array.from({ length: count }, (_, i) => createUser(FIRST_ID[kind] + i, `${name}${i}`));
    };
    this.#users = {
      balance: users("balance", "Asker"),
      invoice: users("invoice", "Payee"),
      pay: users("pay", "Payer"),
      tip: users("tip", "Tipper"),
    };
    this.#recipients = Array.from({ length: GROUPS * POPULAR_PER_GROUP }, (_, i) =>
      createUser(FIRST_ID.recipient + i, `Author${i}`),
    );
    this.#groups = Array.from({ length: GROUPS }, (_, i) =>
      supergroupChat(-1_009_000_000_001 - i, `Busy group ${i + 1}`),
    );
  }

  async run(): Promise<Omit<LimitsPhase, "log">> {
    const { log } = this.#settings;
    await this.#prepare();
    this.#fake.setRateLimits(true);
    log(
      `    offering ${this.#actionsPerSec.toFixed(0)} actions/s (≈ ${(this.#actionsPerSec * MESSAGES_PER_ACTION).toFixed(0)} messages/s asked)`,
    );
    const watching = this.#watch();
    const loadStart = performance.now();
    const sampling = this.#sampleMemory(loadStart);
    await this.#offer(loadStart + this.#settings.loadMs);
    const loadEnd = performance.now();
    this.#loadEnd = loadEnd;
    log(`    load done: ${this.#updates} updates, ${this.#pending.length} answers still owed`);
    // Drain: the backlog goes at 30 messages a second, plus a margin.
    const owed = this.#pending.length * 2;
    const drainLimitMs = 120_000 + (owed / GLOBAL_LIMIT_PER_SEC) * 1_500;
    await this.#drain(loadEnd + drainLimitMs);
    this.#stopWatching = true;
    await watching;
    await sampling;
    this.#settleSilent();
    const end = await this.#bot.usage(true);
    const drainSec = Math.max(0, (this.#lastAnswerAt - loadEnd) / 1000);
    const unanswered = this.#pending.filter((entry) => entry.update).length;
    const droppedMessages = this.#pending.filter((entry) => !entry.update).length;
    for (const entry of this.#pending.slice(0, 5)) this.#droppedExamples.push(entry.what);
    const receipts = this.#receipts();
    const stats = this.#fake.rateLimitStats ?? {
      admitted: 0,
      refused: { global: 0, chat: 0, group: 0 },
    };
    const tooManyRequests = stats.refused.global + stats.refused.chat + stats.refused.group;
    const outcomes = await this.#bot.outcomes();
    const all = Object.values(this.#latencies).flat();
    const byKind: Record<string, LatencySummary> = {};
    for (const [kind, values] of Object.entries(this.#latencies)) byKind[kind] = summarize(values);
    log(
      `    answered ${this.#answered}/${this.#updates}, 429s ${tooManyRequests}, drained in ${drainSec.toFixed(0)} s, outcomes shown ${outcomes.shown}/${outcomes.executed}`,
    );
    return {
      multiple: this.#multiple,
      loadSec: this.#settings.loadMs / 1000,
      actionsPerSec: this.#actionsPerSec,
      messagesAskedPerSec: this.#actionsPerSec * MESSAGES_PER_ACTION,
      updates: this.#updates,
      answered: this.#answered,
      unanswered,
      notCarriedOut: { noticed: this.#notNoticed, silent: this.#silent },
      skipped: this.#skipped,
      answerMs: summarize(all),
      answerMsByKind: byKind,
      drainSec,
      limitedCalls: stats.admitted + tooManyRequests,
      tooManyRequests,
      tooManyRequestsByKind: stats.refused,
      messagesExpected: this.#expected,
      dropped: droppedMessages + unanswered + receipts.incomplete,
      droppedExamples: this.#droppedExamples,
      tips: receipts.tips,
      receipts: receipts.count,
      receiptEdits: receipts.edits,
      receiptsIncomplete: receipts.incomplete,
      outcomes: { ...outcomes, showSummary: summarize(outcomes.showMs) },
      memory: {
        loadMaxRss: Math.max(0, ...this.#memory.filter((m) => !m.draining).map((m) => m.rss)),
        drainMaxRss: Math.max(0, ...this.#memory.filter((m) => m.draining).map((m) => m.rss)),
        samples: this.#memory.map(({ atSec, rss, heapUsed }) => ({ atSec, rss, heapUsed })),
        endRss: end.rss,
        endHeapUsed: end.heapUsed,
      },
    };
  }

  readonly #memory: Array<{ atSec: number; rss: number; heapUsed: number; draining: boolean }> = [];

  /** Samples the bot's RSS every MEMORY_EVERY_MS until the watching stops. */
  async #sampleMemory(loadStart: number): Promise<void> {
    while (!this.#stopWatching) {
      const usage = await this.#bot.usage(false).catch(() => undefined);
      if (usage) {
        const now = performance.now();
        this.#memory.push({
          atSec: (now - loadStart) / 1000,
          rss: usage.rss,
          heapUsed: usage.heapUsed,
          draining: this.#loadEnd > 0,
        });
      }
      await sleep(MEMORY_EVERY_MS);
    }
  }

  /** Accounts, private chats, popular messages and invoices to pay, with the fake's limits off. */
  async #prepare(): Promise<void> {
    const { log } = this.#settings;
    log("    preparing: accounts, groups, invoices to pay (limits off at the fake)");
    for (const kind of ["pay", "tip"] as const) {
      const users = this.#users[kind];
      const first = users[0]?.id ?? 0;
      const done = await this.#bot.provision(first, users.length, 32, 120_000);
      if (done.timedOut) throw new Error(`provisioning ${kind} users timed out`);
    }
    const firstRecipient = this.#recipients[0]?.id ?? 0;
    await this.#bot.provision(firstRecipient, this.#recipients.length, 8, 60_000);
    for (const user of [...this.#users.tip, ...this.#recipients, ...this.#users.pay]) {
      this.#fake.openPrivateChat(user);
    }
    for (const [index, recipient] of this.#recipients.entries()) {
      const group = this.#groups[index % GROUPS];
      if (!group) continue;
      const sent = this.#fake.sendText(recipient, group, `gm, idea number ${index}`);
      const message = this.#fake.message(sent.message);
      if (message) this.#popular.push({ group, message, tips: 0 });
    }
    // Invoices for the load's payments (those /invoice makes during the load come minutes late).
    const wanted = Math.ceil(this.#actionsPerSec * 0.11 * (this.#settings.loadMs / 1000));
    // One invoice per payee, so the payee's later messages are found near the photo.
    const payees = this.#users.invoice.slice(-wanted);
    let made = 0;
    const deadline = performance.now() + 120_000;
    const worker = async (offset: number) => {
      for (let i = offset; made < wanted && performance.now() < deadline; i += 16) {
        const payee = payees[i % payees.length];
        if (!payee) return;
        const chat = privateChat(payee);
        const sent = this.#fake.sendText(payee, chat, `/invoice ${INVOICE_SAT} x`);
        const photo = await this.#fake
          .waitFor(
            () => this.#nextBotMessage(chat.id, sent.message.message_id, (m) => !!m.photo),
            30_000,
            "an invoice to pay",
          )
          .catch(() => undefined);
        const invoice = photo ? codeText(photo) : undefined;
        if (photo && invoice) {
          this.#invoices.push({ invoice, photo });
          made += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, i) => worker(i)));
    log(`    ${made} invoices ready to pay`);
  }

  /** Starts actions at the phase's rate until `until`. */
  async #offer(until: number): Promise<void> {
    const began = performance.now();
    let started = 0;
    let credit: Record<ActionKind, number> = { balance: 0, invoice: 0, pay: 0, tip: 0 };
    while (performance.now() < until) {
      const due = Math.floor(((performance.now() - began) / 1000) * this.#actionsPerSec);
      while (started < due) {
        started += 1;
        // Deterministic mix: each kind gets its share by accumulated credit.
        for (const entry of MIX) credit[entry.kind] += entry.share;
        const kind = MIX.reduce((best, entry) =>
          credit[entry.kind] > credit[best.kind] ? entry : best,
        ).kind;
        credit = { ...credit, [kind]: credit[kind] - 1 };
        this.#start(kind);
      }
      await sleep(5);
    }
  }

  #start(kind: ActionKind): void {
    const users = this.#users[kind];
    const user = users[this.#next[kind]];
    if (!user) {
      this.#skipped += 1;
      return;
    }
    this.#next[kind] += 1;
    switch (kind) {
      case "balance":
        this.#ask(user, "/balance", "balance", (m) => !!m.text?.includes("Spendable"));
        return;
      case "invoice":
        this.#ask(
          user,
          `/invoice ${INVOICE_SAT} x`,
          "invoice",
          (m) => !!m.photo,
          (photo) => {
            const invoice = codeText(photo);
            if (invoice) this.#invoices.push({ invoice, photo });
          },
        );
        return;
      case "pay":
        this.#pay(user);
        return;
      case "tip":
        this.#tip(user);
        return;
    }
  }

  /** `user` sends `text` privately; the answer is the next bot message there that `accept` takes. */
  #ask(
    user: User,
    text: string,
    kind: string,
    accept: (message: FakeMessage) => boolean,
    then?: (message: FakeMessage, at: number) => void,
  ): void {
    const chat = privateChat(user);
    const sent = this.#fake.sendText(user, chat, text);
    this.#expectUpdate(
      kind,
      `${kind} of ${user.id}`,
      // The bot may answer with its overload notice instead (src/chat/overload.ts).
      () => this.#nextBotMessage(chat.id, sent.message.message_id, (m) => accept(m) || isNotice(m)),
      then,
    );
  }

  #pay(payer: User): void {
    const entry = this.#invoices.shift();
    if (!entry) {
      this.#skipped += 1;
      return;
    }
    this.#ask(
      payer,
      entry.invoice,
      "payment confirmation",
      (m) => !!buttonData(m, "send:ok:"),
      (confirmation) => {
        const data = buttonData(confirmation, "send:ok:");
        if (!data) return;
        this.#fake.pressButton(payer, confirmation, data);
        this.#expectUpdate(
          "payment outcome (Pay pressed → edit)",
          `outcome for ${payer.id}`,
          () => {
            const now = this.#fake.message(confirmation);
            return now && /^[✅❌❓]/u.test(now.text ?? "") ? now : undefined;
          },
        );
        // The payee's side: the invoice photo turned "paid" and a note.
        const payeeChat = entry.photo.chat.id;
        this.#expectMessage("payee's invoice turned paid", () => {
          const now = this.#fake.message(entry.photo);
          return now?.caption?.includes("Paid") ? now : undefined;
        });
        this.#expectMessage("payee's note", () =>
          this.#nextBotMessage(
            payeeChat,
            entry.photo.message_id,
            (m) => !!m.text?.includes("Received"),
          ),
        );
      },
    );
  }

  #tip(tipper: User): void {
    const target = this.#popular[this.#updates % this.#popular.length];
    if (!target) return;
    target.tips += 1;
    const sent = this.#fake.sendText(tipper, target.group, `/tip ${TIP_SAT}`, {
      replyTo: target.message,
    });
    this.#tipTargets.set(sent.update_id, target);
    const chat = tipper.id;
    this.#expectUpdate(
      "tip (→ the tipper's note)",
      `tip by ${tipper.id}`,
      () => this.#fake.botMessages(chat).find((m) => m.text?.includes("You tipped")),
      undefined,
      sent.update_id,
    );
    // The recipient's notes are counted at the end: one per tip carried out on their message.
  }

  /** Which popular message each /tip update replied to. */
  readonly #tipTargets = new Map<number, { tips: number }>();
  #notNoticed = 0;
  #silent = 0;

  /**
   * Group /tips the bot left undone (its log says so): the group got one notice, the tipper
   * nothing. Their expectations are settled, and they no longer count on their receipts.
   */
  #settleSilent(): void {
    const undone = this.#bot.loggedUpdateIds(OVERLOAD_LOGS);
    if (undone.size === 0) return;
    const still: Expectation[] = [];
    for (const entry of this.#pending) {
      if (entry.updateId !== undefined && undone.has(entry.updateId)) {
        this.#silent += 1;
        const target = this.#tipTargets.get(entry.updateId);
        if (target) target.tips -= 1;
      } else {
        still.push(entry);
      }
    }
    this.#pending = still;
  }

  #notesTo(userId: number): number {
    return this.#fake.botMessages(userId).filter((m) => m.text?.includes("tipped you")).length;
  }

  /** The first bot message in `chatId` after message `afterId` that `accept` takes. */
  #nextBotMessage(
    chatId: number,
    afterId: number,
    accept: (message: FakeMessage) => boolean,
  ): FakeMessage | undefined {
    for (let id = afterId + 1; id <= afterId + 40; id += 1) {
      const message = this.#fake.message({ chat: { id: chatId }, message_id: id });
      if (!message) return undefined;
      if (message.sender === "bot" && !message.deleted && accept(message)) return message;
    }
    return undefined;
  }

  #expectUpdate(
    kind: string,
    what: string,
    found: () => FakeMessage | undefined,
    then?: (message: FakeMessage, at: number) => void,
    updateId?: number,
  ): void {
    this.#updates += 1;
    this.#expected += 1;
    this.#pending.push({
      kind,
      update: true,
      since: performance.now(),
      found,
      what,
      ...(then ? { then } : {}),
      ...(updateId !== undefined ? { updateId } : {}),
    });
  }

  #expectMessage(kind: string, found: () => FakeMessage | undefined): void {
    this.#expected += 1;
    this.#pending.push({ kind, update: false, since: performance.now(), found, what: kind });
  }

  #stopWatching = false;
  #loadEnd = 0;

  /** Looks for owed answers every POLL_MS until told to stop. */
  async #watch(): Promise<void> {
    while (!this.#stopWatching) {
      const now = performance.now();
      const still: Expectation[] = [];
      const done: Array<{ entry: Expectation; message: FakeMessage }> = [];
      for (const entry of this.#pending) {
        const message = entry.found();
        if (message) done.push({ entry, message });
        else still.push(entry);
      }
      this.#pending = still;
      for (const { entry, message } of done) {
        this.#lastAnswerAt = now;
        const notice = entry.update && isNotice(message);
        if (entry.update) {
          this.#answered += 1;
          if (notice) this.#notNoticed += 1;
          const bucket = notice ? NOTICE_KIND : entry.kind;
          const list = this.#latencies[bucket] ?? [];
          list.push(now - entry.since);
          this.#latencies[bucket] = list;
        }
        if (!notice) entry.then?.(message, now);
      }
      await sleep(POLL_MS);
    }
  }

  /** Waits until nothing is owed (or `until`). */
  async #drain(until: number): Promise<void> {
    let reported = performance.now();
    while (performance.now() < until) {
      this.#settleSilent();
      // The receipts too: a tip's notes leave before its receipt's edit, which waits for the
      // group's budget (20 a minute).
      if (
        this.#pending.length === 0 &&
        this.#recipientNotesMissing() === 0 &&
        this.#receiptsBehind() === 0
      ) {
        return;
      }
      // Nothing more came for 2 minutes: what is still owed will not come.
      if (performance.now() - Math.max(this.#lastAnswerAt, this.#loadEnd) > 120_000) return;
      if (performance.now() - reported > 30_000) {
        reported = performance.now();
        this.#settings.log(`    draining: ${this.#pending.length} answers still owed`);
      }
      await sleep(500);
    }
  }

  #recipientNotesMissing(): number {
    let missing = 0;
    const tipsTo = new Map<number, number>();
    for (const target of this.#popular) {
      const id = target.message.from.id;
      tipsTo.set(id, (tipsTo.get(id) ?? 0) + target.tips);
    }
    for (const [id, tips] of tipsTo) missing += Math.max(0, tips - this.#notesTo(id));
    return missing;
  }

  /** Receipts whose message does not yet show every tip on it (no side effects). */
  #receiptsBehind(): number {
    let behind = 0;
    for (const target of this.#popular) {
      if (target.tips === 0) continue;
      const receipt = this.#fake
        .botMessages(target.group.id)
        .find((m) => m.reply_to_message_id === target.message.message_id);
      const total = new Intl.NumberFormat("en-US").format(target.tips * TIP_SAT);
      if (!receipt?.text?.includes(`received ${total} sat`)) behind += 1;
    }
    return behind;
  }

  /** The receipts' last state: does each show every tip on its message? */
  #receipts(): { count: number; edits: number; tips: number; incomplete: number } {
    let count = 0;
    let edits = 0;
    let tips = 0;
    let incomplete = 0;
    const missingNotes = this.#recipientNotesMissing();
    this.#expected += this.#popular.reduce((sum, target) => sum + target.tips, 0);
    for (const target of this.#popular) {
      tips += target.tips;
      if (target.tips === 0) continue;
      const receipt = this.#fake
        .botMessages(target.group.id)
        .find((m) => m.reply_to_message_id === target.message.message_id);
      if (!receipt) {
        incomplete += 1;
        this.#droppedExamples.push(`no receipt for message ${target.message.message_id}`);
        continue;
      }
      count += 1;
      edits += receipt.edits.length;
      const total = new Intl.NumberFormat("en-US").format(target.tips * TIP_SAT);
      if (!receipt.text?.includes(`received ${total} sat`)) {
        incomplete += 1;
        this.#droppedExamples.push(
          `receipt shows "${receipt.text?.split("\n")[0]}" after ${target.tips} tips`,
        );
      }
    }
    if (missingNotes > 0) this.#droppedExamples.push(`${missingNotes} recipients' notes missing`);
    return { count, edits, tips, incomplete: incomplete + missingNotes };
  }
}
