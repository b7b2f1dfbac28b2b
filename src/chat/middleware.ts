/**
 * Per-update plumbing: ordering and de-duplication, and the error boundary
 * that always answers the user and the button.
 */
import type { MiddlewareFn } from "grammy";
import type { Message, Update } from "grammy/types";
import { DEFAULT_LANGUAGE, matchLanguage } from "../i18n/languages.ts";
import type { Voice } from "../i18n/voices.ts";
import { LockTimeoutError } from "../storage/types.ts";
import type { BotContext } from "./context.ts";

/** How long a handled update id is remembered, to drop redeliveries (1 day). */
const HANDLED_TTL_MS = 24 * 60 * 60_000;

/**
 * Handles the updates of one person in one chat one at a time, across
 * every replica sharing the store (a conversation loses answers otherwise,
 * and one person's answers must come in the order they asked), and handles
 * an update id once: a redelivered update that was already handled is
 * dropped. The id is marked after handling, so an update whose handling
 * crashed is handled again on redelivery; money operations have their own
 * claims.
 *
 * Different members of a group are not queued behind each other: a handler
 * waits for its own replies, and in a group at Telegram's 20 messages a
 * minute that can take most of a minute; the next member's update must not
 * wait for it. What a group shares is guarded by its own claims or locks
 * (receipts, cards, offers, the speakers of a rain), never by this order.
 * Updates without a sender (channel posts) are ordered per chat.
 *
 * Button presses whose data matches `lockFree` skip the queue: a hundred
 * members pressing Claim on a giveaway must not wait for each other's
 * payments (nor be told "busy" after 30 s). Only handlers that are safe
 * under concurrency by their own atomic claims belong there (the offers
 * engine's shares, a tip jar's one-use press claims). Any other press that
 * must wait for its presser's previous update (whose reply may wait for the
 * group's message budget) has its spinner stopped after PRESS_WAIT_ANSWER_MS: an
 * answer to a press is not a chat message and Telegram drops it after
 * about 15 s; the handler's own answer is then skipped.
 */
export function orderedOnce(
  options: { lockFree?: readonly RegExp[] } = {},
): MiddlewareFn<BotContext> {
  const lockFree = options.lockFree ?? [];
  return async (ctx, next) => {
    if (ctx.callbackQuery) answersAreOptional(ctx);
    const data = ctx.callbackQuery?.data;
    const unqueued = data !== undefined && lockFree.some((pattern) => pattern.test(data));
    const chatKey = orderKey(ctx);
    const updateKey = String(ctx.update.update_id);
    // Not durable: a mark lost in a power cut means a redelivered update is
    // handled again, which money claims already make safe.
    const handled = ctx.deps.store.keyv<number>("handled-updates", { durable: false });
    // The handler ran to its end (and answered the press itself).
    let done = false;
    const run = async () => {
      if (await handled.get(updateKey)) {
        ctx.log.info("update already handled: dropped");
        return;
      }
      try {
        await next();
        done = true;
      } finally {
        await handled.set(updateKey, 1, HANDLED_TTL_MS);
      }
    };
    // A lock-free press still waits for the same press handled elsewhere (a redelivery, on
    // another replica or in another update), so it is answered once, by the handler that did
    // the work: a press is its callback query, whatever update carries it.
    const lockKey = unqueued
      ? `press:${ctx.callbackQuery?.id ?? updateKey}`
      : chatKey === undefined
        ? undefined
        : `chat:${chatKey}`;
    if (lockKey === undefined) return run();
    let started = false;
    const spinner =
      ctx.callbackQuery && !unqueued
        ? setTimeout(() => {
            if (!started) stopSpinner(ctx);
          }, ctx.deps.config.presses.waitAnswerMs)
        : undefined;
    try {
      // A short lease: a live holder renews it, a crashed one frees the chat within seconds.
      await ctx.deps.store.withLock(
        lockKey,
        () => {
          started = true;
          clearTimeout(spinner);
          return run();
        },
        { waitMs: 30_000, leaseMs: 15_000 },
      );
    } catch (error) {
      if (!(error instanceof LockTimeoutError)) {
        // The store failed around the handler (the lock, the handled marks), outside the
        // error boundary: a press is still answered, at once. Anything else is answered
        // 500, and Telegram delivers it again later.
        if (!ctx.callbackQuery) throw error;
        ctx.log.warn({ err: error, handled: done }, "store failed around a press");
        if (!done) await answerStorageDown(ctx);
        return;
      }
      ctx.log.warn({ err: error }, "chat busy: update not handled");
      // The voices come after this lock (src/chat/create-bot.ts): found here for this answer.
      const { voice, userVoice } = await busyVoices(ctx);
      if (ctx.callbackQuery) {
        // A press is answered on its button only: a busy group is not flooded with replies
        // (when its spinner was stopped already, this answer is skipped like the handler's).
        await ctx.answerCallbackQuery({ text: userVoice.t("common-busy") }).catch(() => undefined);
      } else if (ctx.chat) {
        await ctx.reply(voice.t("common-busy")).catch(() => undefined);
      }
    } finally {
      clearTimeout(spinner);
    }
  };
}

/**
 * Answers a press that still waits for its turn with an empty answer (the
 * spinner stops), and makes the handler's own answer, once its turn comes,
 * a no-op: Telegram takes one answer per press.
 */
function stopSpinner(ctx: BotContext): void {
  const query = ctx.callbackQuery;
  if (!query) return;
  ctx.log.info("press waits for its turn: spinner stopped");
  void ctx.api.answerCallbackQuery(query.id).catch((error: unknown) => {
    ctx.log.debug({ err: error }, "callback already answered");
  });
  ctx.answerCallbackQuery = async () => {
    ctx.log.debug("press answered already: this answer skipped");
    return true;
  };
}

/** Telegram's refusal of an answer to a press already answered, or answered too late. */
const STALE_ANSWER = /query is too old|query ID is invalid/;

/**
 * A press's answer that Telegram refuses as stale is logged and the handler
 * goes on: once money moved, its card and notes must still be shown. Another
 * delivery of the same press (a redelivery, on another replica) may have
 * stopped its spinner, or the answer came after Telegram's ~15 s.
 */
function answersAreOptional(ctx: BotContext): void {
  const answer = ctx.answerCallbackQuery.bind(ctx);
  ctx.answerCallbackQuery = async (...args) => {
    try {
      return await answer(...args);
    } catch (error) {
      if (!(error instanceof Error) || !STALE_ANSWER.test(error.message)) throw error;
      ctx.log.info({ err: error }, "press answered already or too late: answer dropped");
      return true;
    }
  };
}

/**
 * What an update is ordered by: the chat in a private chat (its one
 * person) or without a sender, else the chat and the sender (conversation
 * state is kept by the same pair, src/chat/create-bot.ts).
 */
function orderKey(ctx: BotContext): string | undefined {
  const chat = ctx.chat;
  const from = ctx.from;
  if (!chat) return from ? String(from.id) : undefined;
  if (chat.type === "private" || !from) return String(chat.id);
  return `${chat.id}:${from.id}`;
}

/**
 * Answers a press the store's failure kept from its handler: nothing was
 * done, try again in a minute. In the presser's Telegram language, read
 * from the update: the store holds their chosen one, and it does not answer.
 */
async function answerStorageDown(ctx: BotContext): Promise<void> {
  const voice = telegramVoice(ctx);
  await ctx.answerCallbackQuery({ text: voice.t("common-storage-down") }).catch(() => undefined);
}

/** The voice of the sender's Telegram language (English when it is none of ours): no store read. */
function telegramVoice(ctx: BotContext): Voice {
  const language = matchLanguage(ctx.from?.language_code) ?? DEFAULT_LANGUAGE;
  return ctx.deps.voices.voice(language, undefined, undefined);
}

/**
 * The chat's and the sender's voices for the busy answer (the voice
 * middleware runs inside the chat lock, so it has not run); English when
 * they cannot be read.
 */
async function busyVoices(ctx: BotContext): Promise<{ voice: Voice; userVoice: Voice }> {
  const voices = ctx.deps.voices;
  const english = voices.voice(DEFAULT_LANGUAGE, undefined, undefined);
  try {
    const userVoice = ctx.from
      ? await voices.forUser(ctx.from.id, ctx.from.language_code)
      : english;
    const chat = ctx.chat;
    const voice =
      chat && chat.type !== "private" && chat.type !== "channel"
        ? await voices.forGroup(chat.id)
        : userVoice;
    return { voice, userVoice };
  } catch (error) {
    ctx.log.warn({ err: error }, "could not read a language: speaking English");
    return { voice: english, userVoice: english };
  }
}

/**
 * Catches what a feature throws: logs the detail, answers a pressed button
 * and tells the user in one sentence that nothing was paid.
 */
export function errorBoundary(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.log.error({ err: error }, "feature failed");
      if (ctx.callbackQuery) {
        await ctx
          .answerCallbackQuery({ text: ctx.tUser("common-button-error") })
          .catch(() => undefined);
      }
      if (ctx.chat) {
        await ctx.reply(ctx.t("common-unexpected-error")).catch((replyError: unknown) => {
          ctx.log.error({ err: replyError }, "could not tell the user about an error");
        });
      }
    }
  };
}

/**
 * Commands that move money (some arrive with later features): an edit of one
 * is never carried out.
 */
const SEND_COMMANDS = new Set(["pay", "withdraw", "tip", "send", "giveaway", "rain", "tipjar"]);

/**
 * Edited messages. People fix a typo in a command by editing it, so an
 * edited command is answered as a new one, as the best bots do, except
 * sends: an edit never moves money. Re-running an edited /tip would pay a
 * second time (tips under the threshold need no press), and an edit is easy
 * to make by mistake and invisible to the rest of a group; the old
 * confirmation of an edited /pay keeps its own amount and Cancel button, so
 * nothing is superseded behind the user's back: the bot says it did nothing
 * and how to send again. Edits of anything else are dropped, so an edit of
 * an answer already used never reaches a conversation as a new answer.
 */
export function editedCommands(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const edited = ctx.update.edited_message;
    if (!edited) return next();
    const command = commandOf(edited, ctx.me.username);
    if (command === undefined) return;
    if (SEND_COMMANDS.has(command.toLowerCase())) {
      ctx.log.info({ command }, "edited send command: not carried out");
      await ctx.reply(ctx.t("common-edited-send", { command: `/${command}` }), {
        reply_parameters: { message_id: edited.message_id, allow_sending_without_reply: true },
      });
      return;
    }
    // Features match `message` updates: hand them the command as it now reads.
    const update = ctx.update as { -readonly [K in keyof Update]: Update[K] };
    update.message = edited;
    delete update.edited_message;
    await next();
  };
}

/** The command a message starts with, addressed to this bot ("invoice" for "/invoice@me 5"). */
function commandOf(message: Message, botUsername: string): string | undefined {
  const entity = message.entities?.[0];
  if (!message.text || entity?.type !== "bot_command" || entity.offset !== 0) return undefined;
  const [name = "", addressee] = message.text.slice(1, entity.length).split("@");
  if (addressee !== undefined && addressee.toLowerCase() !== botUsername.toLowerCase()) {
    return undefined;
  }
  return name;
}
