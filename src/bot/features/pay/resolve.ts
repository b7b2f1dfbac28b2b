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
import { LnurlFormatError, type PayTarget, parsePayTarget } from "../../../bitcoin/lnurl.ts";
import type { BotContext } from "../../context.ts";
import { gatewayFor, requireAccount } from "../../flows/account.ts";
import { askToConfirm } from "../../flows/confirm.ts";
import { escapeHtml } from "../../html.ts";
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

/** Shows the confirmation for an LNURL / lightning address payment of `amountSat`. */
export async function confirmLnurl(
  ctx: BotContext,
  input: Extract<PayInput, { kind: "lnurl" }>,
  amountSat: number,
): Promise<boolean> {
  const userId = ctx.from?.id;
  const chatId = ctx.chat?.id;
  if (userId === undefined || chatId === undefined) return false;
  if (!(await checkSendable(ctx, amountSat))) return false;
  const confirmation = await ctx.deps.payments.propose(userId, chatId, {
    kind: "payment",
    target: { type: "lnurl", lnurl: input.target.lnurl },
    amountSat,
    counterpart: input.display,
  });
  const amount = formatSat(amountSat);
  const to = escapeHtml(input.display);
  await askToConfirm(ctx, confirmation, {
    summary: payTexts.confirmLnurl(amount, to),
    what: payTexts.whatLnurl(amount, to),
    outcomes: payTexts.outcomes(amount, to, undefined),
    confirmLabel: payTexts.confirmLabel,
    sandbox: ctx.deps.accounts.isSandbox,
  });
  return true;
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
