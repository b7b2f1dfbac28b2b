/**
 * From what the user sent (text or a decoded QR code) to a confirmation:
 * invoices are decoded and checked here; LNURLs and lightning addresses need
 * an amount and go through 4.4 when Pay is pressed.
 */
import { formatSat } from "../../../bitcoin/amount.ts";
import {
  decodeInvoice,
  InvoiceFormatError,
  looksLikeInvoice,
  shortInvoice,
} from "../../../bitcoin/bolt11.ts";
import {
  LnurlFormatError,
  PayRequestError,
  type PayRequestInfo,
  type PayTarget,
  parsePayTarget,
} from "../../../bitcoin/lnurl.ts";
import type { BotContext } from "../../context.ts";
import { gatewayFor, requireAccount } from "../../flows/account.ts";
import { askToConfirm } from "../../flows/confirm.ts";
import { escapeHtml } from "../../html.ts";
import { fetchPayRequest } from "./pay-request.ts";
import { payTexts } from "./texts.ts";

export type PayInput =
  | { kind: "invoice" }
  | { kind: "lnurl"; target: PayTarget; display: string }
  | { kind: "invalid"; reason: string };

/** Classifies the text to pay. */
export function classifyPayText(text: string): PayInput {
  const trimmed = text.trim();
  if (looksLikeInvoice(trimmed)) return { kind: "invoice" };
  try {
    const target = parsePayTarget(trimmed);
    if (!target) return { kind: "invalid", reason: payTexts.notRecognised };
    const display =
      target.kind === "lightning-address"
        ? `${target.address.user}@${target.address.domain}`
        : target.url.host;
    return { kind: "lnurl", target, display };
  } catch (error) {
    if (error instanceof LnurlFormatError) return { kind: "invalid", reason: error.message };
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
    await ctx.reply(error.message);
    return false;
  }
  if (decoded.network !== config.network) {
    await ctx.reply(payTexts.wrongNetwork(decoded.network, config.network));
    return false;
  }
  if (decoded.expired || decoded.expiresAt.getTime() <= now()) {
    await ctx.reply(payTexts.expired);
    return false;
  }
  if (decoded.amountSat === undefined) {
    await ctx.reply(payTexts.zeroAmount);
    return false;
  }
  const amountSat = decoded.amountSat;
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
  const amount = formatSat(amountSat);
  const description = decoded.description ? escapeHtml(decoded.description) : undefined;
  const short = escapeHtml(shortInvoice(decoded.paymentRequest));
  await askToConfirm(ctx, confirmation, {
    summary: payTexts.confirmInvoice(
      amount,
      description,
      humanDuration(decoded.expiresAt.getTime() - now()),
      short,
    ),
    what: payTexts.whatInvoice(amount),
    outcomes: payTexts.outcomes(amount, undefined, payTexts.invoiceDetails(description, short)),
    confirmLabel: payTexts.confirmLabel,
    sandbox: ctx.deps.accounts.isSandbox,
  });
  return true;
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
  const host = input.target.url.host;
  try {
    const info = await fetchPayRequest(input.target.url, {
      allowLoopback: ctx.deps.accounts.isSandbox,
    });
    const name = input.target.kind === "lightning-address" ? input.display : info.identifier;
    return { ...info, host, ...(name ? { name } : {}) };
  } catch (error) {
    if (!(error instanceof PayRequestError)) throw error;
    // The host only: an LNURL's path and query may carry secrets.
    ctx.log.info({ host }, "pay code details could not be read");
    await ctx.reply(error.message);
    return undefined;
  }
}

/** The question for the amount of an LNURL payment (HTML). */
export function lnurlAmountQuestion(details: LnurlDetails): string {
  return payTexts.askLnurlAmount(
    details.name ? escapeHtml(details.name) : undefined,
    lnurlLines(details),
  );
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
): Promise<boolean> {
  const userId = ctx.from?.id;
  const chatId = ctx.chat?.id;
  if (userId === undefined || chatId === undefined) return false;
  const details = known ?? (await describeLnurl(ctx, input));
  if (!details) return false;
  if (amountSat < details.minSat || amountSat > details.maxSat) {
    await ctx.reply(
      payTexts.outOfRange(
        formatSat(amountSat),
        formatSat(details.minSat),
        formatSat(details.maxSat),
      ),
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
  const amount = formatSat(amountSat);
  const to = details.name ? escapeHtml(details.name) : undefined;
  const lines = lnurlLines(details);
  await askToConfirm(ctx, confirmation, {
    summary: payTexts.confirmLnurl(amount, to, lines),
    what: payTexts.whatLnurl(amount, to ?? escapeHtml(details.host)),
    outcomes: payTexts.outcomes(amount, to, lines),
    confirmLabel: payTexts.confirmLabel,
    sandbox: ctx.deps.accounts.isSandbox,
  });
  return true;
}

/** The pay code's description and range, under the question and the outcome (HTML). */
function lnurlLines(details: LnurlDetails): string {
  return payTexts.lnurlDetails(
    details.description ? escapeHtml(details.description) : undefined,
    escapeHtml(details.host),
    formatSat(details.minSat),
    formatSat(details.maxSat),
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
        ? `This is above the limit of ${formatSat(verdict.limitSat)} per payment.`
        : `This would pass your daily limit of ${formatSat(verdict.limitSat)} (left today: ${formatSat(verdict.remainingSat)}).`,
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
          ? payTexts.notEnoughWithFee(
              formatSat(amountSat + feeSat),
              formatSat(feeSat),
              formatSat(balance.spendableSat),
            )
          : payTexts.notEnough(formatSat(balance.spendableSat)),
      );
      return false;
    }
  } catch (error) {
    ctx.log.warn({ err: error }, "balance check before confirmation failed; continuing");
  }
  return true;
}

/** "42 min", "3 h 5 min", "2 days". */
export function humanDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
