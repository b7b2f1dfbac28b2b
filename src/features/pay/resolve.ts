/**
 * From what the user sent (text or a decoded QR code) to a confirmation:
 * invoices are decoded and checked here; LNURLs and lightning addresses need
 * an amount and go through 4.4 when Pay is pressed.
 */

import {
  decodeInvoice,
  InvoiceFormatError,
  looksLikeInvoice,
  shortInvoice,
} from "../../bitcoin/bolt11.ts";
import {
  LnurlFormatError,
  PayRequestError,
  type PayRequestInfo,
  type PayTarget,
  parsePayTarget,
} from "../../bitcoin/lnurl.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { gatewayFor, requireAccount } from "../../chat/flows/account.ts";
import { askToConfirm, type OutcomeTexts } from "../../chat/flows/confirm.ts";
import { escapeHtml } from "../../chat/html.ts";
import type { Translate } from "../../i18n/i18n.ts";
import type { FiatUsed } from "../../prices/amount-input.ts";
import { conversionText } from "../../wording/amounts.ts";
import { invoiceErrorText, lnurlErrorText, payRequestErrorText } from "./errors.ts";
import { fetchPayRequest } from "./pay-request.ts";

export type PayInput =
  | { kind: "invoice" }
  | { kind: "lnurl"; target: PayTarget; display: string }
  | { kind: "invalid"; reason: string };

/** Classifies the text to pay; an invalid one's reason is in `t`'s language (plain text). */
export function classifyPayText(text: string, t: Translate): PayInput {
  const trimmed = text.trim();
  if (looksLikeInvoice(trimmed)) return { kind: "invoice" };
  try {
    const target = parsePayTarget(trimmed);
    if (!target) return { kind: "invalid", reason: t("pay-not-recognised") };
    const display =
      target.kind === "lightning-address"
        ? `${target.address.user}@${target.address.domain}`
        : target.url.host;
    return { kind: "lnurl", target, display };
  } catch (error) {
    if (error instanceof LnurlFormatError) {
      return { kind: "invalid", reason: lnurlErrorText(t, error) };
    }
    throw error;
  }
}

/**
 * Shows the confirmation for an invoice, or replies with the reason it
 * cannot be paid. Returns true when a confirmation was shown.
 */
export async function confirmInvoice(ctx: BotContext, text: string): Promise<boolean> {
  const userId = ctx.from?.id;
  const chatId = ctx.chat?.id;
  if (userId === undefined || chatId === undefined) return false;
  const { config, now } = ctx.deps;
  let decoded: ReturnType<typeof decodeInvoice>;
  try {
    decoded = decodeInvoice(text, new Date(now()));
  } catch (error) {
    if (!(error instanceof InvoiceFormatError)) throw error;
    await ctx.reply(invoiceErrorText(ctx.t, error));
    return false;
  }
  if (decoded.network !== config.network) {
    await ctx.reply(
      ctx.t("pay-wrong-network", { invoiceNetwork: decoded.network, ours: config.network }),
    );
    return false;
  }
  if (decoded.expired || decoded.expiresAt.getTime() <= now()) {
    await ctx.reply(ctx.t("pay-expired"));
    return false;
  }
  if (decoded.amountSat === undefined) {
    await ctx.reply(ctx.t("pay-zero-amount"));
    return false;
  }
  // Limits, balance and history count whole satoshi: an amount in millisatoshi is rounded up
  // there (amountSat), while the invoice is paid as it is and shown to the millisatoshi.
  const amountSat = decoded.amountSat;
  const exactMsat = decoded.amountMsat ?? BigInt(amountSat) * 1000n;
  const inMsat = exactMsat % 1000n !== 0n;
  if (!(await checkSendable(ctx, amountSat))) return false;
  const confirmation = await ctx.deps.payments.propose(
    userId,
    chatId,
    {
      kind: "payment",
      target: { type: "bolt11", invoice: decoded.paymentRequest },
      amountSat,
      description: decoded.description,
      counterpart: shortInvoice(decoded.paymentRequest),
    },
    { ttlMs: Math.min(decoded.expiresAt.getTime() - now(), 15 * 60_000) },
  );
  const amount = inMsat ? ctx.voice.amountMsat(exactMsat) : ctx.amount(amountSat);
  const counted = inMsat ? ctx.t("pay-msat-counted", { sat: ctx.voice.sat(amountSat) }) : undefined;
  const description = decoded.description
    ? ctx.t("pay-description", { description: escapeHtml(decoded.description) })
    : undefined;
  const short = ctx.t("pay-invoice", { short: escapeHtml(shortInvoice(decoded.paymentRequest)) });
  await askToConfirm(ctx, confirmation, {
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
  });
  return true;
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
  };
}

/** The lines that are there, one per line. */
function lines(...parts: Array<string | undefined>): string {
  return parts.filter(Boolean).join("\n");
}

/**
 * A pay code as the user is shown it: its own description and range, and
 * whom it pays (the lightning address typed, or the one its metadata
 * names). Plain data, so a conversation can keep it.
 */
export interface LnurlDetails extends PayRequestInfo {
  /** The host serving the pay code. */
  host: string;
  /** A lightning address naming the recipient, when there is one. */
  name?: string | undefined;
}

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
  const host = input.target.url.host;
  try {
    const info = await fetchPayRequest(input.target.url, ctx.deps.publicFetch);
    const name = input.target.kind === "lightning-address" ? input.display : info.identifier;
    return { ok: true, details: { ...info, host, ...(name ? { name } : {}) } };
  } catch (error) {
    if (!(error instanceof PayRequestError)) throw error;
    // The host only: an LNURL's path and query may carry secrets.
    ctx.log.info({ host, reason: error.reason }, "pay code details could not be read");
    return { ok: false, reason: payRequestErrorText(ctx.t, error) };
  }
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
  const userId = ctx.from?.id;
  const chatId = ctx.chat?.id;
  if (userId === undefined || chatId === undefined) return false;
  const details = known ?? (await describeLnurl(ctx, input));
  if (!details) return false;
  if (amountSat < details.minSat || amountSat > details.maxSat) {
    await ctx.reply(
      ctx.t("pay-out-of-range", {
        amount: ctx.voice.sat(amountSat),
        min: ctx.voice.sat(details.minSat),
        max: ctx.voice.sat(details.maxSat),
      }),
    );
    return false;
  }
  if (!(await checkSendable(ctx, amountSat))) return false;
  const confirmation = await ctx.deps.payments.propose(userId, chatId, {
    kind: "payment",
    target: { type: "lnurl", lnurl: input.target.lnurl },
    amountSat,
    counterpart: details.name ?? (clip(details.description, 60) || details.host),
  });
  const amount = ctx.amount(amountSat);
  const to = details.name ? escapeHtml(details.name) : undefined;
  const codeLines = lnurlLines(ctx, details);
  // A fiat amount: the figures and the rate used, above the Pay button (the satoshi are paid).
  const conversion = fiat ? escapeHtml(conversionText(ctx.voice, fiat, amountSat)) : undefined;
  await askToConfirm(ctx, confirmation, {
    summary: lines(
      to ? ctx.t("pay-confirm-lnurl-to", { amount, to }) : ctx.t("pay-confirm-lnurl", { amount }),
      conversion,
      codeLines,
    ),
    what: ctx.t("pay-what-lnurl", { amount, to: to ?? escapeHtml(details.host) }),
    outcomes: outcomes(ctx.t, amount, to, codeLines),
    confirmLabel: ctx.t("pay-confirm-label"),
    sandbox: ctx.deps.accounts.isSandbox,
  });
  return true;
}

/**
 * What a pay code says of itself, under the question and the outcome (HTML):
 * its description and its host and range (satoshi alone: a range in two
 * currencies is hard to read).
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
  );
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * Operator limits and the spendable balance, before asking to confirm. A
 * balance that cannot be read does not block: the gateway still refuses
 * what it cannot pay. `feeSat`, when known, leaves the account too (limits
 * apply to the amount alone, the balance must cover both).
 */
export async function checkSendable(
  ctx: BotContext,
  amountSat: number,
  feeSat = 0,
): Promise<boolean> {
  const userId = ctx.from?.id;
  if (userId === undefined) return false;
  const verdict = await ctx.deps.payments.checkLimits(userId, amountSat);
  if (!verdict.ok) {
    await ctx.reply(
      verdict.reason === "per_payment"
        ? ctx.t("pay-over-per-payment", { limit: ctx.amount(verdict.limitSat) })
        : ctx.t("pay-over-daily", {
            limit: ctx.amount(verdict.limitSat),
            remaining: ctx.amount(verdict.remainingSat),
          }),
    );
    return false;
  }
  const account = await requireAccount(ctx);
  if (!account) return false;
  try {
    const balance = await gatewayFor(ctx, account).getBalance();
    if (balance.spendableSat < amountSat + feeSat) {
      await ctx.reply(
        feeSat > 0
          ? ctx.t("pay-not-enough-with-fee", {
              total: ctx.amount(amountSat + feeSat),
              fee: ctx.amount(feeSat),
              spendable: ctx.amount(balance.spendableSat),
            })
          : ctx.t("pay-not-enough", { spendable: ctx.amount(balance.spendableSat) }),
      );
      return false;
    }
  } catch (error) {
    ctx.log.warn({ err: error }, "balance check before confirmation failed; continuing");
  }
  return true;
}

/** "⏳ Expires in 42 min", "… 3 h 5 min", "… 2 days", for `ms` left. */
export function expiresLine(t: Translate, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return t("pay-expires-in-minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return t("pay-expires-in-days", { days: Math.floor(hours / 24) });
  return minutes % 60
    ? t("pay-expires-in-hours-minutes", { hours, minutes: minutes % 60 })
    : t("pay-expires-in-hours", { hours });
}
