/**
 * The chat's side of paying a pay target, shared by /pay, /send and inline
 * mode. From what the user sent (text or a decoded QR code) to a confirmation:
 * the pay target is read and checked below both faces
 * (src/operations/pay-targets.ts), and the payment is a "pay" intent of the
 * intents engine, made once per asking message: the same kind, and the
 * same one claim per payer and invoice, as the Mini App's Pay.
 */

import { shortInvoice } from "../../bitcoin/bolt11.ts";
import type { Translate } from "../../i18n/i18n.ts";
import { ownedBy } from "../../net/public-fetch.ts";
import type { Payee } from "../../operations/intents.ts";
import {
  checkInvoice,
  classifyPayText as classifyTarget,
  type PayCodeDetails,
  type PayText,
  payCodeCounterpart,
  payCodeRangeProblem,
  readPayCode,
} from "../../operations/pay-targets.ts";
import type { FiatUsed } from "../../prices/amount-input.ts";
import { conversionText } from "../../wording/amounts.ts";
import {
  invoiceCheckText,
  outOfRangeText,
  payRequestErrorText,
  payTextProblemText,
} from "../../wording/pay-targets.ts";
import type { BotContext, ConversationContext } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { askingOrigin, showAsked } from "./ask-intent.ts";
import type { ConfirmationView, OutcomeTexts } from "./confirm.ts";
import { displayName, historyName } from "./people.ts";

export type PayInput = Exclude<PayText, { kind: "invalid" }> | { kind: "invalid"; reason: string };

/** Classifies the text to pay; an invalid one's reason is in `t`'s language (plain text). */
export function classifyPayText(text: string, t: Translate): PayInput {
  const read = classifyTarget(text);
  return read.kind === "invalid"
    ? { kind: "invalid", reason: payTextProblemText(t, read.problem) }
    : read;
}

/** The confirmation view a /pay intent keeps in its details. */
export function payViewOf(
  details: Record<string, unknown> | undefined,
): ConfirmationView | undefined {
  return details?.via === "chat" ? (details.view as ConfirmationView | undefined) : undefined;
}

/**
 * Submits the "pay" intent asked for by this message (confirmed always) and
 * shows its confirmation, or why not. False when nothing was shown to confirm.
 */
async function askToPay(
  ctx: BotContext,
  payee: Payee,
  amountSat: number,
  view: ConfirmationView,
  options: { description?: string | undefined; ttlMs?: number | undefined } = {},
): Promise<boolean> {
  const from = ctx.from;
  const chatId = ctx.chat?.id;
  const origin = askingOrigin(ctx, "pay");
  if (!from || chatId === undefined || origin === undefined) return false;
  const result = await ctx.deps.intents.submit({
    kind: "pay",
    payer: { id: from.id, name: displayName(from), handle: historyName(from) },
    payee,
    amountSat,
    origin,
    chatId,
    confirm: "always",
    description: options.description,
    confirmTtlMs: options.ttlMs,
    details: { via: "chat", view },
  });
  await showAsked(ctx, result, payViewOf);
  return result.status === "requires_confirmation";
}

/**
 * Shows the confirmation for an invoice, or replies with the reason it
 * cannot be paid. Returns true when a confirmation was shown.
 */
export async function confirmInvoice(ctx: BotContext, text: string): Promise<boolean> {
  const { config, now } = ctx.deps;
  const checked = checkInvoice(text, config.network, now());
  if (!checked.ok) {
    await ctx.reply(invoiceCheckText(ctx.t, checked.problem));
    return false;
  }
  const decoded = checked.invoice;
  // Limits, balance and history count whole satoshi: an amount in millisatoshi is rounded up
  // there (amountSat), while the invoice is paid as it is and shown to the millisatoshi.
  const amountSat = decoded.amountSat;
  const exactMsat = decoded.amountMsat ?? BigInt(amountSat) * 1000n;
  const inMsat = exactMsat % 1000n !== 0n;
  const amount = inMsat ? ctx.voice.amountMsat(exactMsat) : ctx.amount(amountSat);
  const counted = inMsat ? ctx.t("pay-msat-counted", { sat: ctx.voice.sat(amountSat) }) : undefined;
  const description = decoded.description
    ? ctx.t("pay-description", { description: escapeHtml(decoded.description) })
    : undefined;
  const short = ctx.t("pay-invoice", { short: escapeHtml(shortInvoice(decoded.paymentRequest)) });
  const view: ConfirmationView = {
    summary: lines(
      ctx.t("pay-confirm-invoice", { amount }),
      counted,
      description,
      expiresLine(ctx.t, decoded.expiresAt.getTime() - now()),
      short,
    ),
    what: ctx.t("pay-what-invoice", { amount }),
    // Under the outcome: the invoice's lines without the question and the expiry.
    outcomes: outcomes(ctx.t, amount, undefined, lines(description, short)),
    confirmLabel: ctx.t("pay-confirm-label"),
    sandbox: ctx.deps.accounts.isSandbox,
  };
  return askToPay(
    ctx,
    {
      type: "invoice",
      invoice: decoded.paymentRequest,
      counterpart: shortInvoice(decoded.paymentRequest),
    },
    amountSat,
    view,
    {
      description: decoded.description,
      ttlMs: Math.min(decoded.expiresAt.getTime() - now(), 15 * 60_000),
    },
  );
}

/** What the confirmation becomes; `to` is the recipient's name (HTML), when known. */
function outcomes(
  t: Translate,
  amount: string,
  to: string | undefined,
  details: string | undefined,
): OutcomeTexts {
  return {
    sent: to ? t("pay-outcomes-sent-to", { amount, to }) : t("pay-outcomes-sent", { amount }),
    cancelled: to
      ? t("pay-outcomes-cancelled-to", { amount, to })
      : t("pay-outcomes-cancelled", { amount }),
    notSent: t("pay-outcomes-not-sent"),
    unknown: t("pay-outcomes-unknown", { amount }),
    details,
    paidElsewhere: t("pay-paid-elsewhere"),
    payingElsewhere: t("pay-paying-elsewhere"),
  };
}

/** The lines that are there, one per line. */
function lines(...parts: Array<string | undefined>): string {
  return parts.filter(Boolean).join("\n");
}

/** A pay code as the user is shown it (plain data, so a conversation can keep it). */
export type LnurlDetails = PayCodeDetails;

/**
 * Reads the pay code's details (LUD-06 first step, done by the bot); on
 * failure replies with the reason and returns undefined.
 */
export async function describeLnurl(
  ctx: BotContext,
  input: Extract<PayInput, { kind: "lnurl" }>,
): Promise<LnurlDetails | undefined> {
  const read = await readLnurl(ctx, input);
  if (read.ok) return read.details;
  await ctx.reply(read.reason);
  return undefined;
}

/**
 * Reads the pay code's details; on failure the reason in the chat's
 * language (plain text), for the caller to say where it fits.
 */
export async function readLnurl(
  ctx: BotContext,
  input: Extract<PayInput, { kind: "lnurl" }>,
): Promise<{ ok: true; details: LnurlDetails } | { ok: false; reason: string }> {
  // Counted per user: one person's names that never resolve cannot take what others need.
  const fetch = ctx.from ? ownedBy(ctx.deps.publicFetch, ctx.from.id) : ctx.deps.publicFetch;
  const read = await readPayCode(input, fetch, ctx.log);
  return read.ok ? read : { ok: false, reason: payRequestErrorText(ctx.t, read.error) };
}

/** The question for the amount of an LNURL payment (HTML), in the chat's language. */
export function lnurlAmountQuestion(ctx: ConversationContext, details: LnurlDetails): string {
  const question = details.name
    ? ctx.t("pay-ask-lnurl-amount-to", { to: escapeHtml(details.name) })
    : ctx.t("pay-ask-lnurl-amount");
  return lines(question, lnurlLines(ctx, details));
}

/**
 * Shows the confirmation for an LNURL / lightning address payment of
 * `amountSat`, after reading the pay code (unless `known`) and refusing an
 * amount outside its range.
 */
export async function confirmLnurl(
  ctx: BotContext,
  input: Extract<PayInput, { kind: "lnurl" }>,
  amountSat: number,
  known?: LnurlDetails,
  fiat?: FiatUsed,
): Promise<boolean> {
  const details = known ?? (await describeLnurl(ctx, input));
  if (!details) return false;
  if (payCodeRangeProblem(details, amountSat)) {
    await ctx.reply(outOfRangeText(ctx.voice, amountSat, details));
    return false;
  }
  const amount = ctx.amount(amountSat);
  const to = details.name ? escapeHtml(details.name) : undefined;
  const codeLines = lnurlLines(ctx, details);
  // A fiat amount: the figures and the rate used, above the Pay button (the satoshi are paid).
  const conversion = fiat ? escapeHtml(conversionText(ctx.voice, fiat, amountSat)) : undefined;
  return askToPay(
    ctx,
    { type: "code", lnurl: input.target.lnurl, counterpart: payCodeCounterpart(details) },
    amountSat,
    {
      summary: lines(
        to ? ctx.t("pay-confirm-lnurl-to", { amount, to }) : ctx.t("pay-confirm-lnurl", { amount }),
        conversion,
        codeLines,
      ),
      what: ctx.t("pay-what-lnurl", { amount, to: to ?? escapeHtml(details.host) }),
      outcomes: outcomes(ctx.t, amount, to, codeLines),
      confirmLabel: ctx.t("pay-confirm-label"),
      sandbox: ctx.deps.accounts.isSandbox,
    },
  );
}

/**
 * What a pay code says of itself, under the question and the outcome (HTML):
 * its description, its host (where the money goes) and range (satoshi
 * alone: a range in two currencies is hard to read), and the name it gives
 * itself, marked as its own words.
 */
export function lnurlLines(ctx: ConversationContext, details: LnurlDetails): string {
  return lines(
    // Its own words, marked apart from the payer's note (📝), which /send puts above it.
    details.description
      ? ctx.t("pay-code-description", { description: escapeHtml(details.description) })
      : undefined,
    ctx.t("pay-lnurl-details", {
      host: escapeHtml(details.host),
      min: ctx.voice.sat(details.minSat),
      max: ctx.voice.sat(details.maxSat),
    }),
    // What it calls itself stands beside the host, as its own unchecked words.
    details.claimedName
      ? ctx.t("pay-code-claimed-name", { name: escapeHtml(details.claimedName) })
      : undefined,
  );
}

/** "⏳ Expires in 42 min", "… 3 h 5 min", "… 2 days", for `ms` left. */
function expiresLine(t: Translate, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return t("pay-expires-in-minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return t("pay-expires-in-days", { days: Math.floor(hours / 24) });
  return minutes % 60
    ? t("pay-expires-in-hours-minutes", { hours, minutes: minutes % 60 })
    : t("pay-expires-in-hours", { hours });
}
