/**
 * Shared conversation steps: ask for a piece of text or an amount, re-ask
 * with a one-line reason on bad input, let the user skip where allowed.
 * A command sent instead of an answer leaves the conversation and runs.
 */
import type { Conversation } from "@grammyjs/conversations";
import { InlineKeyboard } from "grammy";
import {
  type AmountError,
  type AmountRefusal,
  formatSat,
  parseAmount,
} from "../../bitcoin/amount.ts";
import type { BotContext, ConversationContext } from "../context.ts";
import { commonTexts } from "../texts.ts";

export type BotConversation = Conversation<BotContext, ConversationContext>;

/** How long a conversation waits for each answer before giving up (10 min). */
export const ANSWER_TIMEOUT_MS = 10 * 60_000;
/** How many bad answers in a row end a conversation. */
const MAX_ATTEMPTS = 5;
const SKIP_DATA = "ask:skip";

export interface AskTextOptions {
  /** Offer a Skip button; a press returns undefined. */
  skippable?: boolean;
  /** Validates an answer: return a reason to re-ask, or undefined to accept. */
  validate?: (text: string) => string | undefined;
  /** Deletes the user's answer from the chat after reading it (for secrets). */
  deleteAnswer?: boolean;
}

/** Asks `prompt` and returns the text answered (trimmed), or undefined when skipped. */
export async function askText(
  conversation: BotConversation,
  ctx: ConversationContext,
  prompt: string,
  options: AskTextOptions = {},
): Promise<string | undefined> {
  const keyboard = options.skippable
    ? new InlineKeyboard().text(commonTexts.skip, SKIP_DATA)
    : undefined;
  await ctx.reply(prompt, { parse_mode: "HTML", ...(keyboard ? { reply_markup: keyboard } : {}) });
  for (let attempt = 1; ; attempt++) {
    const answer = await conversation.wait({ maxMilliseconds: ANSWER_TIMEOUT_MS });
    if (answer.callbackQuery) {
      if (options.skippable && answer.callbackQuery.data === SKIP_DATA) {
        await answer.answerCallbackQuery();
        await answer.editMessageReplyMarkup().catch(() => undefined);
        return undefined;
      }
      // Another button (an old confirmation, say) is handled outside.
      await conversation.halt({ next: true });
    }
    const text = answer.message?.text ?? answer.message?.caption;
    if (text === undefined) {
      // A photo or sticker that is no answer: say what we expect.
      await answer.reply(prompt, { parse_mode: "HTML" });
      continue;
    }
    if (text.startsWith("/")) await conversation.halt({ next: true });
    if (options.deleteAnswer && answer.message) {
      await answer.deleteMessage().catch(() => undefined);
    }
    const trimmed = text.trim();
    const problem = options.validate?.(trimmed);
    if (problem === undefined) return trimmed;
    if (attempt >= MAX_ATTEMPTS) {
      await answer.reply(`${problem}\n\n${commonTexts.cancelled}`, { parse_mode: "HTML" });
      await conversation.halt();
    }
    await answer.reply(problem, { parse_mode: "HTML" });
  }
}

/**
 * The user-facing one-line reason for a refused amount. Pass the refusal
 * itself to name an unknown unit; a bare reason gets the generic sentence.
 */
export function amountReason(refusal: AmountError | AmountRefusal, maxSat: number): string {
  const texts = commonTexts.amountReasons;
  const reason = typeof refusal === "string" ? refusal : refusal.reason;
  if (reason === "too_large") return texts.too_large(formatSat(maxSat));
  if (reason === "unknown_unit") {
    return texts.unknown_unit(
      typeof refusal !== "string" && refusal.reason === "unknown_unit" ? refusal.unit : undefined,
    );
  }
  return texts[reason];
}

/** Asks for an amount until a valid one (1 … maxSat) arrives; returns satoshi. */
export async function askAmount(
  conversation: BotConversation,
  ctx: ConversationContext,
  prompt: string,
  maxSat: number,
): Promise<number> {
  const text = await askText(conversation, ctx, prompt, {
    validate: (answer) => {
      const result = parseAmount(answer, { maxSat });
      return result.ok ? undefined : amountReason(result, maxSat);
    },
  });
  const result = parseAmount(text ?? "", { maxSat });
  if (!result.ok) throw new Error("askAmount accepted an invalid amount");
  return result.sat;
}
