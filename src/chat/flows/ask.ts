/**
 * Shared conversation steps: ask for a piece of text or an amount, re-ask
 * with a one-line reason on bad input, let the user skip where allowed.
 * A command sent instead of an answer leaves the conversation and runs.
 *
 * In groups a question is a `force_reply` with `selective` (replying to the
 * asker's message): the asker's app opens a reply to it, and a reply to the
 * bot reaches a bot in privacy mode, which plain group messages do not. Only
 * such replies answer it; the asker's other messages are left to the chat.
 * Telegram's own advice for step-by-step bots in groups; see docs/commands.md.
 */
import type { Conversation } from "@grammyjs/conversations";
import { InlineKeyboard } from "grammy";
import type { ForceReply, ReplyParameters } from "grammy/types";
import { parseAmount } from "../../bitcoin/amount.ts";
import { decimalSeparatorOf } from "../../i18n/languages.ts";
import { type FiatUsed, parseAmountInput } from "../../prices/amount-input.ts";
import { takeFiatAmount } from "../../prices/fiat-input.ts";
import { amountInputReason, amountReason, fiatRefusalText } from "../../wording/amounts.ts";
import type { BotContext, ConversationContext } from "../context.ts";
import { escapeHtml } from "../html.ts";

/**
 * `maxMilliseconds` present and undefined: no time limit for this wait (the
 * conversation's default would halt it), because askText times the answer
 * itself to tell a late answer that the question closed. The plugin tests
 * `"maxMilliseconds" in options`, which exactOptionalPropertyTypes cannot
 * spell, hence the cast.
 */
const NO_WAIT_LIMIT = { maxMilliseconds: undefined } as unknown as { maxMilliseconds: number };

export type BotConversation = Conversation<BotContext, ConversationContext>;

/** How long a conversation waits for each answer before giving up (10 min). */
export const ANSWER_TIMEOUT_MS = 10 * 60_000;
/** How many unusable answers end a question. */
const MAX_ATTEMPTS = 5;
const SKIP_DATA = "ask:skip";
const SUGGESTION_DATA = "ask:suggested";
/** How long an answer to a question closed after too many tries is told so (15 min). */
const CLOSED_QUESTION_TTL_MS = 15 * 60_000;

export interface AskTextOptions {
  /** Offer a Skip button (in groups: /skip); a skip returns undefined. */
  skippable?: boolean;
  /** Validates an answer: return a reason to re-ask, or undefined to accept. */
  validate?: (text: string) => string | undefined;
  /** Deletes the user's answer from the chat after reading it (for secrets). */
  deleteAnswer?: boolean;
  /**
   * Reads a photo sent as the answer (e.g. a QR code) into its text, through
   * `conversation.external`; undefined when it holds none (it has said why).
   */
  readPhoto?: () => Promise<string | undefined>;
  /**
   * An answer offered as a button (in private chats): pressing it answers
   * `value`, as if typed (e.g. a voucher's largest amount).
   */
  suggestion?: { label: string; value: string };
  /**
   * True for a message that is a new request of its own rather than an
   * answer (a voucher pasted again): it leaves the question and is handled
   * as if no question were open, as a command is.
   */
  leaveOn?: (text: string) => boolean;
}

/** Asks `prompt` and returns the text answered (trimmed), or undefined when skipped. */
export async function askText(
  conversation: BotConversation,
  ctx: ConversationContext,
  prompt: string,
  options: AskTextOptions = {},
): Promise<string | undefined> {
  const inGroup = ctx.chat !== undefined && ctx.chat.type !== "private";
  const restart = restartCommand(ctx);
  const question =
    inGroup && options.skippable ? `${prompt}\n\n${ctx.t("common-skip-by-command")}` : prompt;
  /** Ids of the question and its re-asks: in a group, a reply to one of them answers. */
  const asked: number[] = [];
  // Timed here rather than by the plugin, so a late answer is told the question closed.
  let askedAt = 0;
  const ask = async (text: string, about: ConversationContext) => {
    askedAt = await conversation.now();
    const sent = await about.reply(withMention(text, about, inGroup), {
      parse_mode: "HTML",
      ...questionMarkup(about, inGroup, options.skippable === true, options.suggestion?.label),
    });
    asked.push(sent.message_id);
  };

  await ask(question, ctx);
  for (let unusable = 0; ; ) {
    const answer = await conversation.wait(NO_WAIT_LIMIT);
    const late = (await conversation.now()) - askedAt >= ANSWER_TIMEOUT_MS;
    if (answer.callbackQuery) {
      if (!late && options.skippable && answer.callbackQuery.data === SKIP_DATA) {
        await answer.answerCallbackQuery();
        await answer.editMessageReplyMarkup().catch(() => undefined);
        return undefined;
      }
      const suggested = options.suggestion?.value;
      if (
        !late &&
        !inGroup &&
        suggested !== undefined &&
        answer.callbackQuery.data === SUGGESTION_DATA &&
        asked.includes(answer.callbackQuery.message?.message_id ?? 0)
      ) {
        await answer.answerCallbackQuery();
        await answer.editMessageReplyMarkup().catch(() => undefined);
        const problem = options.validate?.(suggested);
        if (problem === undefined) return suggested;
        await ask(problem, answer);
        continue;
      }
      // Another button (an old confirmation, the settings menu) is handled outside, and the
      // question stays open: a language chosen meanwhile speaks from the next question on.
      return conversation.skip({ next: true });
    }
    const message = answer.message;
    // Edits, reactions, member changes: no answer, and not ours to consume.
    if (!message) return conversation.skip({ next: true });
    const text = message.text ?? message.caption;
    if (text?.startsWith("/")) {
      if (!late && options.skippable && isSkipCommand(text, answer.me.username)) return undefined;
      return conversation.halt({ next: true });
    }
    if (inGroup && !asked.includes(message.reply_to_message?.message_id ?? 0)) {
      return conversation.skip({ next: true });
    }
    if (text !== undefined && options.leaveOn?.(text.trim())) {
      return conversation.halt({ next: true });
    }
    if (late) {
      await answer.reply(
        answer.t("common-question-timed-out", { restart: restart ?? "none" }),
        replyInGroup(answer, inGroup),
      );
      return conversation.halt();
    }
    const value = message.photo && options.readPhoto ? await options.readPhoto() : text;
    if (value === undefined) {
      // A sticker or a photo that is no answer: ask again, with its buttons.
      if (!message.photo || !options.readPhoto) await ask(question, answer);
      continue;
    }
    if (options.deleteAnswer) await answer.deleteMessage().catch(() => undefined);
    const trimmed = value.trim();
    const problem = options.validate?.(trimmed);
    if (problem === undefined) return trimmed;
    unusable += 1;
    if (unusable >= MAX_ATTEMPTS) {
      await conversation.external((outside) => rememberClosedQuestion(outside, restart));
      const closed = answer.t("common-question-closed", {
        tries: MAX_ATTEMPTS,
        restart: restart ?? "none",
      });
      await answer.reply(`${problem}\n\n${closed}`, {
        parse_mode: "HTML",
        ...replyInGroup(answer, inGroup),
      });
      return conversation.halt();
    }
    await ask(problem, answer);
  }
}

/**
 * The question's markup: the suggested answer and Skip buttons in private;
 * in a group a selective force reply, replying to the asker's message so
 * that only they get it.
 */
function questionMarkup(
  about: ConversationContext,
  inGroup: boolean,
  skippable: boolean,
  suggestion: string | undefined,
): { reply_markup?: InlineKeyboard | ForceReply; reply_parameters?: ReplyParameters } {
  if (!inGroup) {
    if (!skippable && suggestion === undefined) return {};
    const keyboard = new InlineKeyboard();
    if (suggestion !== undefined) keyboard.text(suggestion, SUGGESTION_DATA);
    if (skippable) keyboard.text(about.t("common-skip"), SKIP_DATA);
    return { reply_markup: keyboard };
  }
  return {
    reply_markup: { force_reply: true, selective: true },
    ...replyInGroup(about, inGroup),
  };
}

/** In a group, answers as a reply to the asker's own message (when the update is one). */
function replyInGroup(
  about: ConversationContext,
  inGroup: boolean,
): { reply_parameters?: ReplyParameters } {
  const own = ownMessageId(about);
  return inGroup && own !== undefined
    ? { reply_parameters: { message_id: own, allow_sending_without_reply: true } }
    : {};
}

/** In a group, a question not replying to the asker's message names them (for `selective`). */
function withMention(text: string, about: ConversationContext, inGroup: boolean): string {
  if (!inGroup || ownMessageId(about) !== undefined || !about.from) return text;
  const name = escapeHtml(about.from.first_name);
  return `<a href="tg://user?id=${about.from.id}">${name}</a>, ${text}`;
}

function ownMessageId(about: ConversationContext): number | undefined {
  const message = about.message;
  return message && message.from?.id === about.from?.id ? message.message_id : undefined;
}

/** "/skip" or "/skip@this_bot". */
function isSkipCommand(text: string, botUsername: string): boolean {
  const match = /^\/skip(?:@([A-Za-z0-9_]+))?$/i.exec(text.trim());
  return (
    match !== null &&
    (match[1] === undefined || match[1].toLowerCase() === botUsername.toLowerCase())
  );
}

/**
 * The command that starts this question again: the one that opened the
 * conversation ("/invoice"; "/start pay" → "/pay"), or undefined when it was
 * a button or a pasted text.
 */
function restartCommand(ctx: ConversationContext): string | undefined {
  const text = ownMessageId(ctx) === undefined ? undefined : ctx.message?.text;
  const match = /^\/([A-Za-z0-9_]+)(?:@[A-Za-z0-9_]+)?(?:\s+([A-Za-z0-9_]+))?/.exec(text ?? "");
  if (!match) return undefined;
  const [, command, payload] = match;
  if (command === "start") return payload ? `/${payload}` : undefined;
  return `/${command}`;
}

function closedQuestionKey(ctx: BotContext): string | undefined {
  return ctx.chat && ctx.from ? `${ctx.chat.id}:${ctx.from.id}` : undefined;
}

/** Remembers for a while that this user's question here was closed, and how to restart it. */
async function rememberClosedQuestion(ctx: BotContext, restart: string | undefined) {
  const key = closedQuestionKey(ctx);
  if (key === undefined) return;
  await ctx.deps.store
    .keyv<{ restart?: string }>("closed-questions", { durable: false })
    .set(key, restart ? { restart } : {}, CLOSED_QUESTION_TTL_MS);
}

/**
 * If this user's question in this chat was closed after too many unusable
 * answers (within the last 15 min), forgets it and returns how to restart it.
 */
export async function takeClosedQuestion(
  ctx: BotContext,
): Promise<{ restart?: string } | undefined> {
  const key = closedQuestionKey(ctx);
  if (key === undefined) return undefined;
  const closed = ctx.deps.store.keyv<{ restart?: string }>("closed-questions", { durable: false });
  const found = await closed.get(key);
  if (found !== undefined) await closed.delete(key);
  return found;
}

/** An amount answered to a question: satoshi, and the fiat amount it came from, if any. */
export interface AmountAnswer {
  sat: number;
  fiat?: FiatUsed | undefined;
}

/**
 * Asks for an amount until a valid one (1 … maxSat) arrives: satoshi or
 * bitcoin in the language's format, or fiat (`5 usd`, `€5`) converted at
 * the current rate. Without a usable rate a fiat answer is refused with a
 * sentence asking for satoshi, and the question is asked again. A
 * `suggestion` button answers its value (in satoshi, as typed).
 */
export async function askAmountInput(
  conversation: BotConversation,
  ctx: ConversationContext,
  prompt: string,
  maxSat: number,
  options: Pick<AskTextOptions, "suggestion" | "leaveOn"> = {},
): Promise<AmountAnswer> {
  for (;;) {
    const decimal = decimalSeparatorOf(ctx.voice.language);
    const text = await askText(conversation, ctx, prompt, {
      ...options,
      validate: (answer) => {
        // The syntax is checked here; a fiat amount's conversion needs the rates (below).
        const fiat = takeFiatAmount(answer, decimal);
        if (fiat && fiat.rest === "") {
          return fiat.fiat.ok
            ? undefined
            : fiatRefusalText(ctx.voice, {
                ok: false,
                reason: fiat.fiat.reason === "zero" ? "fiat_zero" : "fiat_ambiguous",
                currency: fiat.fiat.currency,
              });
        }
        const result = parseAmount(answer, { maxSat, decimal });
        return result.ok ? undefined : amountReason(result, maxSat, ctx.voice);
      },
    });
    const input = await conversation.external((outside) =>
      parseAmountInput(text ?? "", { maxSat, voice: outside.voice, prices: outside.deps.prices }),
    );
    if (input.ok) return { sat: input.sat, fiat: input.fiat };
    await ctx.reply(amountInputReason(input, maxSat, ctx.voice));
  }
}

/** Asks for an amount (see `askAmountInput`); returns satoshi. */
export async function askAmount(
  conversation: BotConversation,
  ctx: ConversationContext,
  prompt: string,
  maxSat: number,
): Promise<number> {
  return (await askAmountInput(conversation, ctx, prompt, maxSat)).sat;
}
