/**
 * The `captcha` condition: a press on a group card that asks for it opens
 * a private chat (the press's answer carries a deep link) showing an emoji
 * to pick among eight buttons, three tries. Passing is kept as a one-use
 * step per card and person, so a second press goes straight through; what
 * passing does is the feature's (a raffle enters at once, a giveaway asks
 * for Claim again, where the share's own claim decides).
 *
 * Scripts that press every button of a card do not open private chats and
 * read emoji: that is all this check asks, and all it is for.
 */
import { InlineKeyboard } from "grammy";
import type { Services } from "../../services.ts";
import { Composer } from "../composer.ts";
import type { BotContext } from "../context.ts";
import type { DeepLinkAnswer } from "../deep-links.ts";
import { escapeHtml } from "../html.ts";

/** Tries before the card's button must be pressed again. */
const TRIES = 3;
/** How long a shown check may be answered. */
const PUZZLE_MS = 30 * 60_000;
/** The choices: one is shown, all are buttons. */
const EMOJI = ["🐸", "🦊", "🐙", "🦉", "🐢", "🦄", "🐝", "🍄"] as const;

/** What a feature tells the check about its cards. */
export interface CaptchaUse {
  /** Two letters naming the feature in links and button data ("rf", "gw"). */
  scope: string;
  /** The card's group title and how long a pass is kept, or undefined once it is over. */
  describe(deps: Services, id: string): Promise<{ chatTitle: string; keepMs: number } | undefined>;
  /** What passing does; returns the text (HTML) the check's message becomes. */
  passed(ctx: BotContext, id: string): Promise<string>;
}

function puzzles(deps: Services) {
  return deps.store.keyv<{ answer: number; tries: number }>("captcha-puzzles", { durable: false });
}

function passStep(scope: string, id: string, userId: number): string {
  return `captcha:${scope}:${id}:${userId}`;
}

/** Whether `userId` passed the check of card `id` of `scope`. */
export async function captchaPassed(
  deps: Services,
  scope: string,
  id: string,
  userId: number,
): Promise<boolean> {
  return (await deps.steps.takenWith(passStep(scope, id, userId))) !== undefined;
}

/** Answers a press with the link that opens the check in private. */
export async function askCaptcha(ctx: BotContext, scope: string, id: string): Promise<void> {
  await ctx
    .answerCallbackQuery({ url: `https://t.me/${ctx.me.username}?start=check_${scope}_${id}` })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/** The check for one feature: its deep link (for the feature's `deepLinks`) and its buttons. */
export function captcha(use: CaptchaUse): {
  deepLink: DeepLinkAnswer;
  presses: Composer<BotContext>;
} {
  const link = new RegExp(`^check_${use.scope}_([A-Za-z0-9_-]{22})$`);
  const pick = new RegExp(`^ck:${use.scope}:([A-Za-z0-9_-]{22}):(\\d)$`);

  const deepLink: DeepLinkAnswer = async (ctx, payload) => {
    const id = link.exec(payload)?.[1];
    if (!id || !ctx.from) return false;
    const card = await use.describe(ctx.deps, id);
    if (!card) {
      await ctx.reply(ctx.t("captcha-over"));
      return true;
    }
    const answer = Math.floor(Math.random() * EMOJI.length);
    await puzzles(ctx.deps).set(
      `${use.scope}:${id}:${ctx.from.id}`,
      { answer, tries: 0 },
      PUZZLE_MS,
    );
    const keyboard = new InlineKeyboard();
    EMOJI.forEach((emoji, index) => {
      keyboard.text(emoji, `ck:${use.scope}:${id}:${index}`);
      if (index === 3) keyboard.row();
    });
    await ctx.reply(
      ctx.t("captcha-ask", { emoji: EMOJI[answer] ?? "", chat: escapeHtml(card.chatTitle) }),
      { parse_mode: "HTML", reply_markup: keyboard },
    );
    return true;
  };

  const presses = new Composer<BotContext>();
  presses.callbackQuery(pick, async (ctx) => {
    const [, id = "", choice = ""] = pick.exec(ctx.callbackQuery.data) ?? [];
    const { deps } = ctx;
    const key = `${use.scope}:${id}:${ctx.from.id}`;
    const puzzle = await puzzles(deps).get(key);
    const card = await use.describe(deps, id);
    if (!puzzle || !card) {
      await answerPress(ctx, ctx.tUser("captcha-over"));
      await ctx.editMessageReplyMarkup().catch(() => undefined);
      return;
    }
    if (Number(choice) !== puzzle.answer) {
      puzzle.tries++;
      if (puzzle.tries >= TRIES) {
        await puzzles(deps).delete(key);
        await answerPress(ctx, ctx.tUser("captcha-failed"), true);
        await ctx.editMessageText(ctx.t("captcha-failed")).catch(() => undefined);
        return;
      }
      await puzzles(deps).set(key, puzzle, PUZZLE_MS);
      await answerPress(ctx, ctx.tUser("captcha-wrong"));
      return;
    }
    await puzzles(deps).delete(key);
    await deps.steps.take(passStep(use.scope, id, ctx.from.id), "passed", card.keepMs);
    const html = await use.passed(ctx, id);
    await answerPress(ctx, ctx.tUser("captcha-passed"));
    await ctx
      .editMessageText(html, { parse_mode: "HTML", reply_markup: { inline_keyboard: [] } })
      .catch(() => undefined);
  });
  return { deepLink, presses };
}

async function answerPress(ctx: BotContext, text: string, alert = false): Promise<void> {
  await ctx
    .answerCallbackQuery({ text, ...(alert ? { show_alert: true } : {}) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}
