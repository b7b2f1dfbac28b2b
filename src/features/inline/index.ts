/**
 * Inline mode: `@bot …` typed in any chat, without the bot in it.
 *
 * - `@bot 1000 coffee`: an invoice card (./invoice.ts);
 * - `@bot send 500 [note]`: 500 sat for the first other person who claims
 *   (./send.ts, an offer of src/operations/offers.ts);
 * - `@bot giveaway 1000 5 [note]`: 200 sat each for the first 5 others who
 *   claim (./giveaway.ts, then the giveaway feature's card and buttons);
 * - an empty or unclear query: help results saying what can be typed;
 * - a user without an account: no results, a "Set up" button opening the
 *   private chat (the sandbox makes the account there, elsewhere /connect).
 *
 * Results are personal (`is_personal`) and cached briefly; they never show a
 * balance. The deep links the cards use (`/start pay_<id>`, `/start qr_<id>`)
 * are answered here, so this feature comes before /start's.
 *
 * Not shorter than before the intents engine: an inline send's and an
 * inline giveaway's shares are the offers engine's, each claimed share an
 * intent paid in the engine's one order; what grew is the check that a
 * press counts only on its own card (flows/card-press.ts).
 *
 * BotFather: inline mode on (/setinline) and inline feedback on
 * (/setinlinefeedback, 100%), or chosen results never reach the bot.
 */
import { GrammyError, InputFile } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { lightningUri, renderQrPng } from "../../bitcoin/qr.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { deepLink, requireAccount } from "../../chat/flows/account.ts";
import { confirmInvoice } from "../../chat/flows/pay-target.ts";
import { replyWithQr } from "../../chat/flows/qr.ts";
import { code, escapeHtml } from "../../chat/html.ts";
import { type InlineInvoice, InlineInvoiceBook } from "./book.ts";
import {
  GIVEAWAY_PENDING_BUTTON,
  giveawayResult,
  offerInlineGiveaway,
  readGiveawayQuery,
} from "./giveaway.ts";
import {
  createInlineInvoice,
  invoiceResult,
  PENDING_BUTTON,
  QR_BUTTON,
  readInvoiceQuery,
} from "./invoice.ts";
import {
  CANCEL_BUTTON,
  CLAIM_BUTTON,
  cancelInlineSend,
  claimInlineSend,
  greetClaimer,
  offerInlineSend,
  readSendQuery,
  SEND_CLAIM_LINK,
  SEND_PENDING_BUTTON,
  sendResult,
} from "./send.ts";

/** Seconds Telegram may reuse an answer for the same person and query. */
export const INLINE_CACHE_SECONDS = 10;

/** Deep links of the cards: `pay_<operation id>` and `qr_<operation id>`. */
const CARD_DEEP_LINK = /^(pay|qr)_([A-Za-z0-9_-]{22})$/;

/** Telegram's limit on a photo caption, with a margin. */
const CAPTION_LIMIT = 1000;

export const inlineFeature = new Composer<BotContext>();

inlineFeature.on("inline_query", async (ctx) => {
  const answer = { cache_time: INLINE_CACHE_SECONDS, is_personal: true };
  // Only read: a keystroke never makes an account.
  const account = await ctx.deps.accounts.findExisting(ctx.from.id);
  if (!account) {
    await ctx.answerInlineQuery([], {
      ...answer,
      button: {
        text: ctx.tUser("inline-setup-button"),
        // The sandbox makes the account on the welcome; a gateway needs /connect.
        start_parameter: ctx.deps.accounts.isSandbox ? "help" : "connect",
      },
    });
    return;
  }
  await ctx.answerInlineQuery(await resultsFor(ctx, ctx.inlineQuery.query.trim()), answer);
});

async function resultsFor(ctx: BotContext, query: string): Promise<InlineQueryResultArticle[]> {
  if (query === "") return helpResults(ctx);
  const send = await readSendQuery(ctx, query);
  if (send)
    return send.ok
      ? [sendResult(ctx, send)]
      : [refusedResult(ctx, send.reason), ...helpResults(ctx)];
  const giveaway = await readGiveawayQuery(ctx, query);
  if (giveaway)
    return giveaway.ok
      ? [giveawayResult(ctx, giveaway)]
      : [refusedResult(ctx, giveaway.reason), ...helpResults(ctx)];
  const invoice = await readInvoiceQuery(ctx, query);
  if (!invoice) return helpResults(ctx);
  if (!invoice.ok) return [refusedResult(ctx, invoice.reason), ...helpResults(ctx)];
  return [invoiceResult(ctx, invoice)];
}

/** The inline help: each way to use the bot inline, as its result ids and texts. */
const HELP = [
  {
    id: "help:invoice",
    title: "inline-help-invoice-title",
    description: "inline-help-invoice-description",
    message: "inline-help-message",
  },
  {
    id: "help:send",
    title: "inline-help-send-title",
    description: "inline-help-send-description",
    message: "inline-help-send-message",
  },
  {
    id: "help:giveaway",
    title: "inline-help-giveaway-title",
    description: "inline-help-giveaway-description",
    message: "inline-help-giveaway-message",
  },
] as const;

/** What can be typed; chosen, it posts the same explanation. */
function helpResults(ctx: BotContext): InlineQueryResultArticle[] {
  const bot = ctx.me.username;
  return HELP.map((help) => ({
    type: "article",
    id: help.id,
    title: ctx.tUser(help.title),
    description: ctx.tUser(help.description, { bot }),
    input_message_content: {
      message_text: ctx.tUser(help.message, { bot }),
      parse_mode: "HTML",
    },
  }));
}

/** An amount the bot would not use, with the reason as the result's description. */
function refusedResult(ctx: BotContext, reason: string): InlineQueryResultArticle {
  return {
    type: "article",
    id: "refused",
    title: ctx.tUser("inline-refused-title"),
    description: reason,
    input_message_content: {
      message_text: ctx.tUser("inline-help-message", { bot: ctx.me.username }),
      parse_mode: "HTML",
    },
  };
}

inlineFeature.on("chosen_inline_result", async (ctx, next) => {
  const chosen = ctx.chosenInlineResult;
  const { result_id: id, query, inline_message_id: inlineMessageId } = chosen;
  if (await createInlineInvoice(ctx, id, query, inlineMessageId)) return;
  if (await offerInlineSend(ctx, id, query, inlineMessageId)) return;
  if (await offerInlineGiveaway(ctx, id, query, inlineMessageId)) return;
  await next();
});

/** The placeholder's button, pressed before the invoice exists. */
inlineFeature.callbackQuery(PENDING_BUTTON, async (ctx) => {
  await ctx.answerCallbackQuery({ text: ctx.tUser("inline-pending-alert"), show_alert: true });
});

inlineFeature.callbackQuery([SEND_PENDING_BUTTON, GIVEAWAY_PENDING_BUTTON], async (ctx) => {
  await ctx.answerCallbackQuery({ text: ctx.tUser("inline-send-pending-alert"), show_alert: true });
});

inlineFeature.callbackQuery(CLAIM_BUTTON, (ctx) => claimInlineSend(ctx, ctx.match[1] ?? ""));
inlineFeature.callbackQuery(CANCEL_BUTTON, (ctx) => cancelInlineSend(ctx, ctx.match[1] ?? ""));

/** The QR button: the photo goes to the presser's private chat, or they are sent there first. */
inlineFeature.callbackQuery(QR_BUTTON, async (ctx) => {
  const id = ctx.match[1] ?? "";
  const invoice = await new InlineInvoiceBook(ctx.deps.store).get(id);
  if (!invoice) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("inline-invoice-gone"), show_alert: true });
    return;
  }
  try {
    await sendQr(ctx, ctx.from.id, invoice);
  } catch (error) {
    if (!(error instanceof GrammyError && error.error_code === 403)) throw error;
    // They never opened the bot (or blocked it): the link opens it and sends the QR there.
    await ctx.answerCallbackQuery({ url: deepLink(ctx, `qr_${id}`) });
    return;
  }
  await ctx.answerCallbackQuery({ text: ctx.tUser("inline-qr-sent") });
});

/**
 * `/start inlsend_<id>` (an inline send's Claim, pressed by someone who cannot
 * receive yet): what waits for them first, then the welcome or /connect.
 */
inlineFeature.command("start", async (ctx, next) => {
  const link = SEND_CLAIM_LINK.exec(ctx.match.trim());
  if (ctx.chat.type !== "private" || !link) return next();
  const then = await greetClaimer(ctx, link[1] ?? "");
  // /start goes on as the welcome, or as /start connect: the features after this read the text again.
  const text = then === "connect" ? "/start connect" : "/start";
  ctx.msg.text = text;
  ctx.msg.entities = [{ type: "bot_command", offset: 0, length: "/start".length }];
  return next();
});

/** `/start pay_<id>` (the card's Pay) and `/start qr_<id>` (its QR, for a newcomer). */
inlineFeature.command("start", async (ctx, next) => {
  const link = CARD_DEEP_LINK.exec(ctx.match.trim());
  if (ctx.chat.type !== "private" || !link) return next();
  const invoice = await new InlineInvoiceBook(ctx.deps.store).get(link[2] ?? "");
  if (!invoice) {
    await ctx.reply(ctx.t("inline-invoice-gone"));
    return;
  }
  if (link[1] === "qr") {
    await replyWithQr(ctx, {
      headline: qrHeadline(ctx, invoice),
      payload: invoice.invoice,
      ...(ctx.deps.accounts.isSandbox ? { footer: ctx.t("common-test-money") } : {}),
      filename: "invoice.png",
    });
    return;
  }
  if (!(await requireAccount(ctx))) return;
  await confirmInvoice(ctx, invoice.invoice);
});

function qrHeadline(ctx: BotContext, invoice: InlineInvoice): string {
  return [
    ctx.tUser("invoice-headline-caption", { amount: ctx.amountUser(invoice.amountSat) }),
    invoice.description
      ? ctx.tUser("invoice-description-caption", { description: escapeHtml(invoice.description) })
      : undefined,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The invoice's QR photo in `userId`'s private chat (a callback on an inline message has no chat). */
async function sendQr(ctx: BotContext, userId: number, invoice: InlineInvoice): Promise<void> {
  const png = renderQrPng(lightningUri(invoice.invoice));
  const footer = ctx.deps.accounts.isSandbox ? ctx.tUser("common-test-money") : undefined;
  const headline = qrHeadline(ctx, invoice);
  const full = [headline, code(invoice.invoice), footer].filter(Boolean).join("\n\n");
  await ctx.api.sendPhoto(userId, new InputFile(png, "invoice.png"), {
    caption: full.length <= CAPTION_LIMIT ? full : [headline, footer].filter(Boolean).join("\n\n"),
    parse_mode: "HTML",
  });
  if (full.length > CAPTION_LIMIT) {
    await ctx.api.sendMessage(userId, code(invoice.invoice), { parse_mode: "HTML" });
  }
}
