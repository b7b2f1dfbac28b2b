/**
 * Telegram's flood limits, as the Bot API fake enforces them when asked
 * (`new TelegramFake({ rateLimits: true })`): about 30 messages per second
 * in all, 1 per second in one chat (a short burst allowed), 20 per minute in
 * one group, and an edit counts like a message (so editing one message
 * faster than that fails too). A call over a limit is not carried out and is
 * answered as Telegram does: HTTP 429, "Too Many Requests: retry after N",
 * `parameters.retry_after` N in whole seconds (at least 1).
 *
 * Only calls that put a message into a chat count: sends, copies, forwards
 * and edits. Reading (getUpdates, getChat…), answering buttons, chat actions
 * and deleting are not limited, as far as Telegram documents.
 * Which methods count is written once, in src/chat/telegram-methods.ts.
 */
import { isMessageMethod } from "../../../src/chat/telegram-methods.ts";

/** The limits; every figure can be changed for a test. */
export interface RateLimitOptions {
  /** Messages in all, per `globalWindowMs` (default 30 per 1000 ms). */
  globalPerWindow: number;
  globalWindowMs: number;
  /** Sustained messages per second in one chat (default 1). */
  chatPerSecond: number;
  /** Messages one chat may take at once before the per-second pace applies (default 3). */
  chatBurst: number;
  /** Messages in one group or supergroup, per `groupWindowMs` (default 20 per 60 000 ms). */
  groupPerWindow: number;
  groupWindowMs: number;
}

export const TELEGRAM_LIMITS: RateLimitOptions = {
  globalPerWindow: 30,
  globalWindowMs: 1_000,
  chatPerSecond: 1,
  chatBurst: 3,
  groupPerWindow: 20,
  groupWindowMs: 60_000,
};

/** Which limit refused a call. */
export type LimitKind = "global" | "chat" | "group";

/** A refusal: the limit hit and the whole seconds to wait. */
export interface RateLimitRefusal {
  kind: LimitKind;
  retryAfter: number;
}

/** What the limiter counted since it was made. */
export interface RateLimitStats {
  /** Calls that counted against the limits and were let through. */
  admitted: number;
  /** Calls answered 429, by the limit that refused them. */
  refused: Record<LimitKind, number>;
}

/** Telegram's limits over time; `admit` decides each call. */
export class RateLimiter {
  readonly options: RateLimitOptions;
  readonly #now: () => number;
  /** Times of the messages in the last global window, oldest first. */
  #global: number[] = [];
  /** Per chat: the token bucket of the per-second pace. */
  readonly #chats = new Map<string, { tokens: number; at: number }>();
  /** Per group: times of the messages in the last group window, oldest first. */
  readonly #groups = new Map<string, number[]>();
  readonly #stats: RateLimitStats = { admitted: 0, refused: { global: 0, chat: 0, group: 0 } };

  constructor(
    options: Partial<RateLimitOptions> = {},
    now: () => number = () => performance.now(),
  ) {
    this.options = { ...TELEGRAM_LIMITS, ...options };
    this.#now = now;
  }

  /**
   * Counts a call of `method` to `chatId` (a number, or "@name" with
   * `isGroup` telling its kind) and returns undefined when it may go
   * ahead, or the refusal. Calls of other methods always go ahead uncounted.
   */
  admit(method: string, chatId: unknown, isGroup?: boolean): RateLimitRefusal | undefined {
    if (!isMessageMethod(method)) return undefined;
    const now = this.#now();
    const {
      globalPerWindow,
      globalWindowMs,
      chatBurst,
      chatPerSecond,
      groupPerWindow,
      groupWindowMs,
    } = this.options;
    this.#global = dropBefore(this.#global, now - globalWindowMs);
    const key = chatId === undefined || chatId === null ? undefined : String(chatId);
    const group = key !== undefined && (isGroup ?? key.startsWith("-"));
    let bucket: { tokens: number; at: number } | undefined;
    if (key !== undefined) {
      const known = this.#chats.get(key);
      bucket = known
        ? {
            tokens: Math.min(chatBurst, known.tokens + ((now - known.at) / 1000) * chatPerSecond),
            at: now,
          }
        : { tokens: chatBurst, at: now };
      this.#chats.set(key, bucket);
    }
    const groupTimes = group && key !== undefined ? this.#groupTimes(key, now) : undefined;

    // The longest wait of the limits this call is over.
    let refusal: RateLimitRefusal | undefined;
    const over = (kind: LimitKind, waitMs: number) => {
      const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
      if (!refusal || retryAfter > refusal.retryAfter) refusal = { kind, retryAfter };
    };
    if (this.#global.length >= globalPerWindow) {
      over("global", (this.#global[0] ?? now) + globalWindowMs - now);
    }
    if (bucket && bucket.tokens < 1) over("chat", ((1 - bucket.tokens) / chatPerSecond) * 1000);
    if (groupTimes && groupTimes.length >= groupPerWindow) {
      over("group", (groupTimes[0] ?? now) + groupWindowMs - now);
    }
    if (refusal) {
      this.#stats.refused[refusal.kind] += 1;
      return refusal;
    }
    this.#global.push(now);
    if (bucket) bucket.tokens -= 1;
    groupTimes?.push(now);
    this.#stats.admitted += 1;
    return undefined;
  }

  /** Counts since the limiter was made (a copy). */
  get stats(): RateLimitStats {
    return { admitted: this.#stats.admitted, refused: { ...this.#stats.refused } };
  }

  #groupTimes(key: string, now: number): number[] {
    const times = dropBefore(this.#groups.get(key) ?? [], now - this.options.groupWindowMs);
    this.#groups.set(key, times);
    return times;
  }
}

/** `times` (ascending) without the entries at or before `limit`. */
function dropBefore(times: number[], limit: number): number[] {
  let first = 0;
  while (first < times.length && (times[first] ?? 0) <= limit) first += 1;
  return first === 0 ? times : times.slice(first);
}
