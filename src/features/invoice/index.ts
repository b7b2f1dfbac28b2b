/**
 * /invoice [amount] [description]: creates an invoice (4.2) and replies with
 * its QR code; asks for whatever is missing.
 */
import { type Api, GrammyError } from "grammy";
import type { Account } from "../../accounts/accounts.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { requireAccount } from "../../chat/flows/account.ts";
import { askAmountInput, askText, type BotConversation } from "../../chat/flows/ask.ts";
import { withChatAction } from "../../chat/flows/chat-action.ts";
import { showInvoicePaid } from "../../chat/flows/invoice-paid.ts";
import { replyWithQr } from "../../chat/flows/qr.ts";
import { code, escapeHtml } from "../../chat/html.ts";
import { type EventListener, MAX_INVOICE_DESCRIPTION } from "../../operations/money-in.ts";
import { type FiatUsed, takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason, conversionText, fiatText } from "../../wording/amounts.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";

export const invoiceFeature = new Composer<BotContext>();

interface InvoiceArgs {
  amountSat?: number | undefined;
  /** The fiat amount `amountSat` was converted from, if any. */
  fiat?: FiatUsed | undefined;
  description?: string | undefined;
}

invoiceFeature.command("invoice", async (ctx) => {
  const account = await requireAccount(ctx);
  if (!account) return;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const parsed = await takeAmountInput(ctx.match, {
    maxSat,
    voice: ctx.voice,
    prices: ctx.deps.prices,
  });
  if (parsed && !parsed.input.ok) {
    await ctx.reply(amountInputReason(parsed.input, maxSat, ctx.voice));
    await ctx.conversation.enter("invoice", {} satisfies InvoiceArgs);
    return;
  }
  if (parsed?.input.ok) {
    const description = parsed.rest;
    if (description.length > MAX_INVOICE_DESCRIPTION) {
      await ctx.reply(ctx.t("invoice-description-too-long", { max: MAX_INVOICE_DESCRIPTION }));
      return;
    }
    const { sat, fiat } = parsed.input;
    if (description || ctx.chat.type !== "private") {
      await createInvoiceAndReply(ctx, account, sat, description || undefined, fiat);
      return;
    }
    await ctx.conversation.enter("invoice", { amountSat: sat, fiat } satisfies InvoiceArgs);
    return;
  }
  // "/invoice coffee": the text is the description; ask for the amount.
  const description = ctx.match.trim().slice(0, MAX_INVOICE_DESCRIPTION) || undefined;
  await ctx.conversation.enter("invoice", { description } satisfies InvoiceArgs);
});

/** The conversation that asks for the amount and description. */
export async function invoiceConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  args: InvoiceArgs,
): Promise<void> {
  const maxSat = await conversation.external((outside) => outside.deps.config.limits.maxPaymentSat);
  const { sat: amountSat, fiat } =
    args.amountSat !== undefined
      ? { sat: args.amountSat, fiat: args.fiat }
      : await askAmountInput(conversation, ctx, ctx.t("invoice-ask-amount"), maxSat);
  const description =
    args.description ??
    (await askText(conversation, ctx, ctx.t("invoice-ask-description"), {
      skippable: true,
      validate: (text) =>
        text.length > MAX_INVOICE_DESCRIPTION
          ? ctx.t("invoice-description-too-long", { max: MAX_INVOICE_DESCRIPTION })
          : undefined,
    }));
  await conversation.external(async (outside) => {
    const account = await requireAccount(outside);
    if (account) await createInvoiceAndReply(outside, account, amountSat, description, fiat);
  });
}

/** Creates the invoice, records it in the ledger and sends its QR (or, failing that, its text). */
async function createInvoiceAndReply(
  ctx: BotContext,
  account: Account,
  amountSat: number,
  description: string | undefined,
  fiat?: FiatUsed | undefined,
): Promise<void> {
  await withChatAction(ctx, "upload_photo", () =>
    createAndSend(ctx, account, amountSat, description, fiat),
  );
}

async function createAndSend(
  ctx: BotContext,
  account: Account,
  amountSat: number,
  written: string | undefined,
  fiat: FiatUsed | undefined,
): Promise<void> {
  const sandbox = account.kind === "sandbox";
  // An invoice asked for in fiat says so in its description too: the payer's wallet shows it.
  const description = fiat
    ? ctx.t(written ? "invoice-fiat-description" : "invoice-fiat-description-alone", {
        description: written ?? "",
        fiat: fiatText(ctx.voice, fiat),
      })
    : written;
  const made = await ctx.deps.moneyIn.createInvoice(account, { amountSat, description });
  if (!made.ok) {
    ctx.log.warn({ err: made.error }, "invoice creation failed");
    await ctx.reply(ctx.t("invoice-failed", { reason: describeGatewayError(made.error, ctx.t) }));
    return;
  }
  const { operation } = made;
  const expiresInMin =
    made.expiresAt === undefined
      ? undefined
      : Math.max(0, Math.round((made.expiresAt - ctx.deps.now()) / 60_000));
  // In a group: the group's language, satoshi alone (ctx.amount).
  const headline = [
    ctx.t("invoice-headline-caption", { amount: ctx.amount(amountSat) }),
    description
      ? ctx.t("invoice-description-caption", { description: escapeHtml(description) })
      : undefined,
    fiat ? escapeHtml(conversionText(ctx.voice, fiat, amountSat)) : undefined,
    expiresInMin !== undefined ? ctx.t("invoice-expires-caption", { expiresInMin }) : undefined,
  ]
    .filter(Boolean)
    .join("\n");
  const footer = sandbox ? ctx.t("common-test-money") : undefined;
  const shown = await showInvoice(ctx, headline, made.invoice, footer);
  const updated = await ctx.deps.ledger.update(operation.id, { message: shown }, operation.userId);
  // Paid before its message existed: the event could not edit it, so do it now.
  if (updated?.state === "paid") await showInvoicePaid(ctx.deps, ctx.api, updated);
}

/**
 * The invoice as a QR photo; where the photo cannot be sent (a group where
 * the bot may not send photos, an upload that failed) as text, so the
 * invoice the gateway made still reaches the chat.
 */
async function showInvoice(
  ctx: BotContext,
  headline: string,
  invoice: string,
  footer: string | undefined,
): Promise<{ chatId: number; messageId: number; hasPhoto: boolean }> {
  try {
    const photo = await replyWithQr(ctx, {
      headline,
      payload: invoice,
      ...(footer ? { footer } : {}),
      filename: "invoice.png",
    });
    return { chatId: photo.chat.id, messageId: photo.message_id, hasPhoto: true };
  } catch (error) {
    // The method and code only: the failed call's payload carries the whole invoice.
    ctx.log.warn(
      error instanceof GrammyError
        ? { method: error.method, error_code: error.error_code }
        : { method: "sendPhoto", error: error instanceof Error ? error.name : typeof error },
      "invoice photo not sent: sending the invoice as text",
    );
    const text = [headline, code(invoice), ctx.t("invoice-as-text"), footer]
      .filter(Boolean)
      .join("\n\n");
    const message = await ctx.reply(text, { parse_mode: "HTML" });
    return { chatId: message.chat.id, messageId: message.message_id, hasPhoto: false };
  }
}

/**
 * The listener that turns an invoice's chat message (an /invoice, or a
 * voucher's message) into "Paid" once its event is applied.
 */
export function invoiceMessagePaid(deps: Services, api: Api): EventListener {
  return async (applied) => {
    const op = applied.operation;
    if (applied.kind !== "invoice-paid" || op.inlineMessageId || !op.message) return;
    await showInvoicePaid(deps, api, op);
  };
}
