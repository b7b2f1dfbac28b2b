/**
 * The outgoing queue: keeps the bot's messages within Telegram's flood
 * limits (about 30 per second in all, 1 per second in one chat after a
 * short burst, 20 per minute in one group; edits count as messages) before
 * Telegram has to answer 429, sends payment outcomes and confirmations
 * first, collapses pending edits of one message into the newest, and pauses
 * a chat for `retry_after` when Telegram says 429 anyway (another replica
 * sharing the token, a limit stricter than assumed).
 *
 * Why our own and not a package: @grammyjs/transformer-throttler (the kept
 * grammY answer) is a transformer on Bottleneck with no per-call priority
 * and no coalescing; it has had no release since 2022, and grammY's own
 * page now points to auto-retry instead; Bottleneck itself is unmaintained.
 * A transformer would also miss conversations: @grammyjs/conversations
 * builds a fresh `Api` per replay from the bot's client options only, so
 * `bot.api` transformers never run there, and one installed inside a
 * conversation sits above its replay recording (it would make replays wait).
 * The queue is therefore a `fetch` for grammY's `client.fetch` option,
 * which every `Api` of the bot shares (bot.api, ctx.api, conversations),
 * below the replay recording; it reads the method from the URL and the chat
 * from the JSON body (or from the first fields of an upload).
 *
 * How a call's priority is known: from the caller, which knows what the
 * message means. `withPriority("payment", fn)` (or "notification") marks
 * every Bot API call made inside `fn`, through AsyncLocalStorage, so no
 * call signature changes; unmarked calls are "reply" (the answer to the
 * update being handled). Method and chat cannot tell a payment outcome from
 * a receipt: both are editMessageText to a chat. Order: "payment" always
 * first (they are few: one per payment, so nothing starves); "reply" and
 * "notification" earliest deadline first, a notification's deadline being
 * 5 s after it was queued: replies go ahead of notifications without
 * starving them when the bot is saturated.
 *
 * Calls are queued in the order they are made (a JSON call is queued
 * synchronously when `Api` is called), so the newest of several pending
 * edits of a message is the last made; the older callers get its answer.
 * One edit of a message is in flight at a time, so edits cannot overtake
 * each other on the way, and the ones made meanwhile collapse. A resend
 * (retryingFetch after a 429 or a 5xx) keeps the place in that order of the
 * call it repeats: it never replaces a newer edit, and one older than an
 * edit already sent is answered at once (the message shows newer content).
 *
 * Resending after a 429 is telegram-retry.ts's `retryingFetch`, installed
 * above this queue: the queue marks the chat paused for `retry_after`, the
 * resend queues again and waits for the pause like everything else to that
 * chat.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Readable } from "node:stream";
import {
  BufferedAnswer,
  type TelegramAnswer,
  type TelegramFetch,
  type TelegramRequestInit,
  type TelegramRequestInput,
  telegramHttp,
} from "./telegram-http.ts";
import { isMessageMethod } from "./telegram-methods.ts";
import { MAX_RETRY_AFTER_S } from "./telegram-retry.ts";

type FetchInput = TelegramRequestInput;
type FetchInit = TelegramRequestInit;

/**
 * What a Bot API call is, for the queue: "payment" (payment outcomes and
 * confirmations), "reply" (the default: answers to the update at hand),
 * "notification" (receipts, notes about money received, other news).
 */
export type OutgoingPriority = "payment" | "reply" | "notification";

/** Telegram's limits as the queue keeps them (Telegram's figures, plus a margin). */
export interface OutgoingLimits {
  /** Messages in all per second (default 30). */
  globalPerSecond: number;
  /** Sustained messages per second in one chat (default 1). */
  chatPerSecond: number;
  /** Messages one chat may take at once before that pace (default 3). */
  chatBurst: number;
  /** Messages per minute in one group or supergroup (default 20). */
  groupPerMinute: number;
  /** The group limit's "minute" (default 60 000 ms; tests shorten it so a full group frees sooner). */
  groupWindowMs: number;
  /**
   * Added to every window and refill interval (default 100 ms), so that
   * uneven network delays do not make calls paced exactly at the limit
   * arrive a hair too early.
   */
  marginMs: number;
}

export const TELEGRAM_OUTGOING_LIMITS: OutgoingLimits = {
  globalPerSecond: 30,
  chatPerSecond: 1,
  chatBurst: 3,
  groupPerMinute: 20,
  groupWindowMs: 60_000,
  marginMs: 100,
};

/** Sees the queue for metrics. */
export interface OutgoingQueueObserver {
  /** Called once with the queue, so its length can be read when scraped. */
  watch(queue: { readonly length: number }): void;
  /** A call left the queue for Telegram after waiting `seconds`. */
  waited(seconds: number, priority: OutgoingPriority): void;
}

export interface OutgoingQueueOptions {
  /** Changes to Telegram's figures (tests). */
  limits?: Partial<OutgoingLimits>;
  /** Where calls go once their turn comes (default telegram-http.ts's exchange; the bot's adds a time limit). */
  fetch?: TelegramFetch;
  observer?: OutgoingQueueObserver | undefined;
  /** Milliseconds on a monotonic clock (default `performance.now`). */
  now?: () => number;
}

/** What the queue did since it was made. */
export interface OutgoingQueueStats {
  /** Calls sent to Telegram (each resend counts). */
  sent: number;
  /** Calls that were not sent because a newer edit of the same message replaced them. */
  coalesced: number;
  /** 429 answers received (each paused a chat). */
  tooManyRequests: number;
}

/** How much later than a reply a notification queued at the same time may go. */
const NOTIFICATION_SLACK_MS = 5_000;
/** How long the newest edit sent of a message is remembered (longer than any resend takes). */
const EDIT_MEMORY_MS = 10 * 60_000;
/** How often budgets of quiet chats are forgotten. */
const PRUNE_EVERY_MS = 10_000;
/** Upload bodies are searched this far for their chat_id field. */
const MAX_PEEK_BYTES = 8_192;
/** Uploads up to this size are read whole and sent as one buffer (a QR code's PNG is a few kB). */
const MAX_BUFFERED_UPLOAD = 1024 * 1024;

const priorityScope = new AsyncLocalStorage<OutgoingPriority>();

/**
 * Runs `work` with every Bot API call made inside it (also after awaits)
 * sent at `priority`; an inner `withPriority` overrides an outer one.
 */
export function withPriority<T>(priority: OutgoingPriority, work: () => T): T {
  return priorityScope.run(priority, work);
}

/** Edits that replace a message's whole content: of several pending, only the newest matters. */
const COALESCED_METHODS: ReadonlySet<string> = new Set(["editMessageText", "editMessageCaption"]);

interface Waiter {
  resolve(response: TelegramAnswer): void;
  reject(error: unknown): void;
}

interface Item {
  method: string;
  /** The chat as Telegram names it ("123", "-100…", "@name"), if the call has one. */
  chat: string | undefined;
  group: boolean;
  priority: OutgoingPriority;
  queuedAt: number;
  /** When it should go, for ordering: queue time plus the priority's slack. */
  due: number;
  /** Order of the call made (a resend keeps its call's). */
  seq: number;
  coalesceKey: string | undefined;
  input: FetchInput;
  init: FetchInit | undefined;
  waiters: Waiter[];
}

/** A chat's budget: the per-second token bucket and, for groups, the last minute's sends. */
interface ChatBudget {
  tokens: number;
  at: number;
  groupTimes: number[];
  pausedUntil: number;
  /** Messages sent and not answered yet: Telegram may count them at any moment until then. */
  inFlight: number;
}

/** The queue. One per bot; `fetch()` is what grammY's client gets. */
export class OutgoingQueue {
  readonly limits: OutgoingLimits;
  readonly #base: TelegramFetch;
  readonly #observer: OutgoingQueueObserver | undefined;
  readonly #now: () => number;
  /** False with NO_OUTGOING_LIMITS: nothing is counted, only 429 pauses apply. */
  readonly #paced: boolean;
  #pending: Item[] = [];
  #globalTimes: number[] = [];
  readonly #chats = new Map<string, ChatBudget>();
  /** Coalescing keys of edits on their way to Telegram. */
  readonly #editsInFlight = new Set<string>();
  /** Per coalescing key: the newest call sent, and when (to answer older resends). */
  readonly #editSent = new Map<string, { seq: number; at: number }>();
  /** The order number of each call, by its `init` (the object a resend passes again). */
  readonly #seqOf = new WeakMap<object, number>();
  #nextSeq = 1;
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Number.POSITIVE_INFINITY;
  #prunedAt = 0;
  readonly #stats: OutgoingQueueStats = { sent: 0, coalesced: 0, tooManyRequests: 0 };

  constructor(options: OutgoingQueueOptions = {}) {
    this.limits = { ...TELEGRAM_OUTGOING_LIMITS, ...options.limits };
    this.#base = options.fetch ?? telegramHttp();
    this.#observer = options.observer;
    this.#now = options.now ?? (() => performance.now());
    this.#paced = Number.isFinite(this.limits.globalPerSecond);
    this.#observer?.watch(this);
  }

  /** Calls waiting for their turn (pending edits of one message count once). */
  get length(): number {
    return this.#pending.length;
  }

  /** Calls to `chat` waiting for their turn (pending edits of one message count once). */
  pendingFor(chat: number | string): number {
    const key = String(chat);
    let count = 0;
    for (const item of this.#pending) if (item.chat === key) count += 1;
    return count;
  }

  /** A copy of the counts. */
  get stats(): OutgoingQueueStats {
    return { ...this.#stats };
  }

  /** The `fetch` to give grammY: limited calls wait here for their turn, others pass. */
  fetch(): TelegramFetch {
    return (input, init) => this.#enter(input, init);
  }

  async #enter(input: FetchInput, init: FetchInit | undefined): Promise<TelegramAnswer> {
    const method = methodOf(input);
    if (method === undefined || !isMessageMethod(method)) return this.#base(input, init);
    let body = init?.body;
    let fields: { chat_id?: unknown; message_id?: unknown } = {};
    if (typeof body === "string") {
      fields = parseJsonFields(body);
    } else if (body instanceof Readable) {
      const upload = await readUpload(body);
      body = upload.body;
      fields = { chat_id: upload.chatId };
    }
    const chat =
      typeof fields.chat_id === "number" || typeof fields.chat_id === "string"
        ? String(fields.chat_id)
        : undefined;
    const priority = priorityScope.getStore() ?? "reply";
    const now = this.#now();
    let seq = init ? this.#seqOf.get(init) : undefined;
    if (seq === undefined) {
      seq = this.#nextSeq++;
      if (init) this.#seqOf.set(init, seq);
    }
    const item: Item = {
      method,
      chat,
      // Groups, supergroups and channels have negative ids; "@name" is a public one.
      group: chat !== undefined && (chat.startsWith("-") || chat.startsWith("@")),
      priority,
      queuedAt: now,
      due: now + (priority === "notification" ? NOTIFICATION_SLACK_MS : 0),
      seq,
      coalesceKey:
        chat !== undefined && COALESCED_METHODS.has(method) && fields.message_id !== undefined
          ? `${method}:${chat}:${String(fields.message_id)}`
          : undefined,
      input,
      init: init && body !== init.body ? { ...init, body } : init,
      waiters: [],
    };
    const sent = item.coalesceKey === undefined ? undefined : this.#editSent.get(item.coalesceKey);
    if (sent && sent.seq > seq) {
      // A resend of an edit that a newer one already replaced on Telegram.
      this.#stats.coalesced += 1;
      return new BufferedAnswer(200, JSON.stringify({ ok: true, result: true }));
    }
    return new Promise<TelegramAnswer>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      item.waiters.push(waiter);
      this.#add(item);
      const signal = init?.signal;
      signal?.addEventListener("abort", () => this.#abandon(waiter), { once: true });
      this.#pump();
    });
  }

  #add(item: Item): void {
    if (item.coalesceKey !== undefined) {
      const index = this.#pending.findIndex((older) => older.coalesceKey === item.coalesceKey);
      const older = this.#pending[index];
      if (older) {
        // The newest content wins; it keeps the earlier place in line.
        const [kept, dropped] = older.seq > item.seq ? [older, item] : [item, older];
        this.#pending.splice(index, 1);
        kept.waiters = [...older.waiters, ...item.waiters];
        kept.queuedAt = Math.min(item.queuedAt, older.queuedAt);
        kept.due = Math.min(item.due, older.due);
        if (dropped.priority === "payment") kept.priority = "payment";
        this.#stats.coalesced += 1;
        this.#pending.push(kept);
        return;
      }
    }
    this.#pending.push(item);
  }

  /** A caller gave up (grammY's timeout): forget its call if it has not left. */
  #abandon(waiter: Waiter): void {
    const item = this.#pending.find((candidate) => candidate.waiters.includes(waiter));
    if (!item) return;
    item.waiters = item.waiters.filter((other) => other !== waiter);
    if (item.waiters.length === 0) this.#pending = this.#pending.filter((other) => other !== item);
    waiter.reject(Object.assign(new Error("The request was aborted"), { name: "AbortError" }));
  }

  /** Sends every call whose turn has come; sets a timer for the next one. */
  #pump(): void {
    this.#prune(this.#now());
    for (;;) {
      const now = this.#now();
      this.#globalTimes = dropUntil(this.#globalTimes, now - this.#globalWindowMs());
      const globalReady = this.#globalReadyAt(now);
      if (globalReady > now) {
        this.#wakeAt(globalReady);
        return;
      }
      let best: Item | undefined;
      let nextReady = Number.POSITIVE_INFINITY;
      const readiness = new Map<string, number>();
      for (const item of this.#pending) {
        if (item.coalesceKey !== undefined && this.#editsInFlight.has(item.coalesceKey)) continue;
        const key = item.chat ?? "";
        let ready = readiness.get(key);
        if (ready === undefined) {
          ready = item.chat === undefined ? now : this.#chatReadyAt(item.chat, item.group, now);
          readiness.set(key, ready);
        }
        if (ready > now) {
          nextReady = Math.min(nextReady, ready);
          continue;
        }
        if (!best || comesBefore(item, best)) best = item;
      }
      if (!best) {
        if (nextReady < Number.POSITIVE_INFINITY) this.#wakeAt(nextReady);
        return;
      }
      this.#pending = this.#pending.filter((item) => item !== best);
      if (best.coalesceKey !== undefined) {
        this.#editSent.set(best.coalesceKey, { seq: best.seq, at: now });
      }
      this.#spend(best, now);
      void this.#send(best, now);
    }
  }

  #wakeAt(at: number): void {
    if (this.#timer && this.#timerAt <= at) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        this.#timerAt = Number.POSITIVE_INFINITY;
        this.#pump();
      },
      Math.max(1, Math.ceil(at - this.#now())),
    );
    // Pending calls have their callers waiting; the timer alone keeps nothing alive.
    this.#timer.unref();
  }

  #globalWindowMs(): number {
    return 1_000 + this.limits.marginMs;
  }

  #globalReadyAt(now: number): number {
    const { globalPerSecond } = this.limits;
    if (!this.#paced) return now;
    if (this.#globalTimes.length < globalPerSecond) return now;
    const oldest = this.#globalTimes[this.#globalTimes.length - globalPerSecond] ?? now;
    return oldest + this.#globalWindowMs();
  }

  #budget(chat: string, now: number): ChatBudget {
    let budget = this.#chats.get(chat);
    if (!budget) {
      budget = {
        tokens: this.limits.chatBurst,
        at: now,
        groupTimes: [],
        pausedUntil: 0,
        inFlight: 0,
      };
      this.#chats.set(chat, budget);
    }
    return budget;
  }

  /** When the next message to `chat` may go: its pause, its per-second pace, its group minute. */
  #chatReadyAt(chat: string, group: boolean, now: number): number {
    if (!this.#paced) return Math.max(now, this.#chats.get(chat)?.pausedUntil ?? 0);
    const budget = this.#budget(chat, now);
    const { chatBurst, groupPerMinute, marginMs } = this.limits;
    const intervalMs = 1_000 / this.limits.chatPerSecond + marginMs;
    // A call not answered yet may arrive now: the bucket refills only up to what that leaves.
    budget.tokens = Math.min(
      chatBurst - budget.inFlight,
      budget.tokens + (now - budget.at) / intervalMs,
    );
    budget.at = now;
    let ready = Math.max(now, budget.pausedUntil);
    if (budget.tokens < 1) ready = Math.max(ready, now + (1 - budget.tokens) * intervalMs);
    if (group) {
      const windowMs = this.limits.groupWindowMs + marginMs;
      budget.groupTimes = dropUntil(budget.groupTimes, now - windowMs);
      if (budget.groupTimes.length >= groupPerMinute) {
        const oldest = budget.groupTimes[budget.groupTimes.length - groupPerMinute] ?? now;
        ready = Math.max(ready, oldest + windowMs);
      }
    }
    return ready;
  }

  /** Forgets, now and then, the budgets of chats that are back to a fresh one (memory stays flat). */
  #prune(now: number): void {
    if (now - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = now;
    const fullAfterMs =
      (this.limits.chatBurst / this.limits.chatPerSecond) * 1_000 + this.limits.groupWindowMs;
    for (const [key, sent] of this.#editSent) {
      if (sent.at < now - EDIT_MEMORY_MS) this.#editSent.delete(key);
    }
    const busy = new Set(this.#pending.map((item) => item.chat));
    for (const [chat, budget] of this.#chats) {
      if (
        !busy.has(chat) &&
        budget.inFlight === 0 &&
        budget.at < now - fullAfterMs &&
        budget.pausedUntil < now
      ) {
        this.#chats.delete(chat);
      }
    }
  }

  #spend(item: Item, now: number): void {
    if (this.#paced) this.#globalTimes.push(now);
    if (this.#paced && item.chat !== undefined) {
      const budget = this.#budget(item.chat, now);
      budget.tokens -= 1;
      budget.inFlight += 1;
      if (item.group) budget.groupTimes.push(now);
    }
    this.#observer?.waited((now - item.queuedAt) / 1000, item.priority);
  }

  /**
   * Moves the call's place in the global and group windows from its send to
   * its answer, the latest moment Telegram can have counted it: the margin
   * then covers the network, not a busy machine's delays between the send
   * and its arrival (which can be far longer).
   */
  #countFromAnswer(item: Item, sentAt: number): void {
    if (!this.#paced) return;
    const answeredAt = this.#now();
    const budget = item.chat === undefined ? undefined : this.#chats.get(item.chat);
    if (budget) budget.inFlight = Math.max(0, budget.inFlight - 1);
    if (answeredAt <= sentAt) return;
    this.#globalTimes = movedLater(this.#globalTimes, sentAt, answeredAt);
    if (!budget) return;
    if (item.group) budget.groupTimes = movedLater(budget.groupTimes, sentAt, answeredAt);
    // In the token bucket a call taken later loses only the refill a full bucket drops meanwhile:
    // taken at its answer, the bucket is at most one short of full then.
    const intervalMs = 1_000 / this.limits.chatPerSecond + this.limits.marginMs;
    const { chatBurst } = this.limits;
    budget.tokens = Math.min(
      chatBurst - budget.inFlight - 1,
      budget.tokens + (answeredAt - budget.at) / intervalMs,
    );
    budget.at = answeredAt;
  }

  async #send(item: Item, sentAt: number): Promise<void> {
    this.#stats.sent += 1;
    const editKey = item.coalesceKey;
    if (editKey !== undefined) this.#editsInFlight.add(editKey);
    try {
      await this.#exchange(item, sentAt);
    } finally {
      if (editKey !== undefined) {
        this.#editsInFlight.delete(editKey);
        this.#pump();
      }
    }
  }

  async #exchange(item: Item, sentAt: number): Promise<void> {
    let status: number;
    let text: string;
    let response: TelegramAnswer;
    try {
      response = await this.#base(item.input, item.init);
      status = response.status;
      text = await response.text();
    } catch (error) {
      // It may have reached Telegram before the connection failed.
      this.#countFromAnswer(item, sentAt);
      for (const waiter of item.waiters) waiter.reject(error);
      return;
    }
    this.#countFromAnswer(item, sentAt);
    if (status === 429) {
      this.#stats.tooManyRequests += 1;
      const after = retryAfterOf(text);
      // A wait longer than the bot ever waits is not waited for (telegram-retry.ts): the caller
      // fails at once and the person hears so, instead of the whole chat falling silent.
      if (after !== undefined && after <= MAX_RETRY_AFTER_S && item.chat !== undefined) {
        const budget = this.#budget(item.chat, sentAt);
        budget.pausedUntil = Math.max(budget.pausedUntil, this.#now() + after * 1000);
        budget.tokens = Math.min(budget.tokens, 0);
      }
      this.#pump();
    }
    // Each caller reads its own copy of the one answer.
    for (const waiter of item.waiters) {
      waiter.resolve(new BufferedAnswer(status, text, response.statusText));
    }
  }
}

/** No pacing at all: for a Bot API server without flood limits. */
export const NO_OUTGOING_LIMITS: OutgoingLimits = {
  globalPerSecond: Number.POSITIVE_INFINITY,
  chatPerSecond: Number.POSITIVE_INFINITY,
  chatBurst: Number.POSITIVE_INFINITY,
  groupPerMinute: Number.POSITIVE_INFINITY,
  groupWindowMs: 60_000,
  marginMs: 0,
};

/** `times` (ascending) with one entry `from` (if still there) replaced by `to`, kept ascending. */
function movedLater(times: number[], from: number, to: number): number[] {
  const moved = [...times];
  const index = moved.indexOf(from);
  if (index >= 0) moved.splice(index, 1);
  let at = moved.length;
  while (at > 0 && (moved[at - 1] ?? 0) > to) at -= 1;
  moved.splice(at, 0, to);
  return moved;
}

/** "payment" before everything; the rest by due time, then queue time. */
function comesBefore(a: Item, b: Item): boolean {
  const rankA = a.priority === "payment" ? 0 : 1;
  const rankB = b.priority === "payment" ? 0 : 1;
  if (rankA !== rankB) return rankA < rankB;
  return a.due !== b.due ? a.due < b.due : a.queuedAt < b.queuedAt;
}

/** The Bot API method of a request URL (".../bot<token>/<method>"). */
function methodOf(input: FetchInput): string | undefined {
  const url = typeof input === "string" ? input : "href" in input ? input.href : input.url;
  const slash = url.lastIndexOf("/");
  const method = url.slice(slash + 1).split("?")[0];
  return method || undefined;
}

function parseJsonFields(body: string): { chat_id?: unknown; message_id?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Reads an upload (grammY's multipart stream: fields first, in payload
 * order, chat_id among the first) to find its chat. Every upload the bot
 * makes is a QR code's PNG of a few kilobytes, so the body is read whole
 * and sent as one buffer (one write with its length, where the stream went
 * out in many small chunked writes); a body past `MAX_BUFFERED_UPLOAD`
 * bytes is given back as a stream that yields everything again.
 */
async function readUpload(body: Readable): Promise<{ body: Buffer | Readable; chatId?: string }> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array | string>;
  const read: Buffer[] = [];
  let size = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) {
      const whole = Buffer.concat(read, size);
      const chatId = chatIdIn(whole);
      return { body: whole, ...(chatId ? { chatId } : {}) };
    }
    const chunk =
      typeof next.value === "string" ? Buffer.from(next.value) : Buffer.from(next.value);
    read.push(chunk);
    size += chunk.length;
    if (size > MAX_BUFFERED_UPLOAD) break;
  }
  async function* replay() {
    yield* read;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const chatId = chatIdIn(Buffer.concat(read));
  return { body: Readable.from(replay(), { objectMode: false }), ...(chatId ? { chatId } : {}) };
}

const CHAT_ID_FIELD = Buffer.from('name="chat_id"\r\n\r\n');
const CRLF = Buffer.from("\r\n");

/**
 * The chat_id field in the first `MAX_PEEK_BYTES` of a multipart body.
 * Looked for in the bytes: decoding them as text first went through the
 * photo's bytes too (an upload's largest part), the largest cost of this.
 */
function chatIdIn(body: Buffer): string | undefined {
  const peek = body.subarray(0, MAX_PEEK_BYTES);
  const field = peek.indexOf(CHAT_ID_FIELD);
  if (field < 0) return undefined;
  const start = field + CHAT_ID_FIELD.length;
  const end = peek.indexOf(CRLF, start);
  if (end < 0) return undefined;
  const value = peek.toString("utf8", start, end);
  return value.includes("\r") ? undefined : value;
}

function retryAfterOf(text: string): number | undefined {
  try {
    const body = JSON.parse(text) as { parameters?: { retry_after?: unknown } };
    const after = body.parameters?.retry_after;
    return typeof after === "number" && after >= 0 ? after : undefined;
  } catch {
    return undefined;
  }
}

/** `times` (ascending) without the entries at or before `limit`. */
function dropUntil(times: number[], limit: number): number[] {
  let first = 0;
  while (first < times.length && (times[first] ?? 0) <= limit) first += 1;
  return first === 0 ? times : times.slice(first);
}
