/**
 * When the bot is far behind: Telegram lets a bot send about 30 messages a
 * second, and a crowd can ask for more. The outgoing queue keeps every
 * message within the limits, so a flood becomes a wait: updates wait at
 * Telegram (the runner takes the next ones as answers leave) and
 * notifications wait in the queue. Two bounds keep that wait from turning
 * into stale answers and unbounded memory:
 *
 * - an update whose message is older than `lateAfterMs` when its turn comes
 *   is not carried out: a /balance or an invoice minutes old would be stale,
 *   and a person who sent five messages would get five stale answers;
 * - while more than `busyAfterSec` seconds of messages wait in the outgoing
 *   queue, a new message is not carried out either: carrying it out would
 *   only add to the wait (a tip's notes, a payment's receipts).
 *
 * Instead its chat gets one short message saying so (once per chat in
 * `noticeEveryMs`: the rest of a burst gets nothing), and nothing was done:
 * the person sends again what they still need. Button presses always go
 * through: they finish what was already started (a Pay press), and their
 * outcome goes first in the queue.
 */
import type { MiddlewareFn } from "grammy";
import type { BotContext } from "./context.ts";

export interface OverloadOptions {
  /** A message older than this when handled is not carried out (ms). */
  lateAfterMs: number;
  /** More than this many seconds of messages queued: new messages are not carried out. */
  busyAfterSec: number;
  /** At most one notice per chat in this time (ms). */
  noticeEveryMs: number;
  /** Seconds of messages waiting in the outgoing queue now. */
  backlogSeconds: () => number;
}

export const DEFAULT_OVERLOAD: Omit<OverloadOptions, "backlogSeconds"> = {
  lateAfterMs: 120_000,
  busyAfterSec: 60,
  noticeEveryMs: 5 * 60_000,
};

/** Why a message is not carried out, or undefined when it is. */
export type Overload = "late" | "busy";

/** The verdict on a message sent at `sentAtMs`, handled at `nowMs`. */
export function overloadOf(
  sentAtMs: number,
  nowMs: number,
  backlogSeconds: number,
  options: Pick<OverloadOptions, "lateAfterMs" | "busyAfterSec">,
): Overload | undefined {
  if (nowMs - sentAtMs > options.lateAfterMs) return "late";
  if (backlogSeconds > options.busyAfterSec) return "busy";
  return undefined;
}

/** Remembers which chats were told, so a burst gets one notice (memory: chats told in the window). */
export class NoticeBook {
  readonly #everyMs: number;
  readonly #told = new Map<number, number>();

  constructor(everyMs: number) {
    this.#everyMs = everyMs;
  }

  /** True when `chatId` was not told within the window (and records that it is told now). */
  shouldTell(chatId: number, nowMs: number): boolean {
    const last = this.#told.get(chatId);
    if (last !== undefined && nowMs - last < this.#everyMs) return false;
    if (this.#told.size > 10_000) {
      for (const [chat, at] of this.#told) if (nowMs - at >= this.#everyMs) this.#told.delete(chat);
    }
    this.#told.set(chatId, nowMs);
    return true;
  }
}

/**
 * The middleware; see the module comment. It judges messages in private
 * chats and commands in groups: other group messages are not answered
 * anyway (the bot only takes note of them).
 */
export function overloadGuard(options: OverloadOptions): MiddlewareFn<BotContext> {
  const book = new NoticeBook(options.noticeEveryMs);
  return async (ctx, next) => {
    const message = ctx.update.message ?? ctx.update.edited_message;
    const chat = ctx.chat;
    if (!message || !chat) return next();
    const command =
      message.entities?.[0]?.type === "bot_command" && message.entities[0].offset === 0;
    if (chat.type !== "private" && !command) return next();
    const sentAt = (message.edit_date ?? message.date) * 1000;
    // Telegram dates its messages by the wall clock: the message's age is read against it.
    const now = Date.now();
    const backlog = options.backlogSeconds();
    const verdict = overloadOf(sentAt, now, backlog, options);
    if (!verdict) return next();
    const tell = book.shouldTell(chat.id, now);
    const details = { overload: verdict, age_ms: now - sentAt, backlog_s: Math.round(backlog) };
    if (!tell) {
      ctx.log.info(details, "overloaded: message not carried out (its chat was told)");
      return;
    }
    ctx.log.info(details, "overloaded: message not carried out, its chat told");
    await ctx
      .reply(ctx.t(verdict === "late" ? "common-late" : "common-overloaded"))
      .catch((error: unknown) => ctx.log.warn({ err: error }, "could not send an overload notice"));
  };
}
