/**
 * /invoice [amount] [description]: creates an invoice (4.2) and replies with
 * its QR code; asks for whatever is missing.
 */
import { Composer, GrammyError } from "grammy";
import type { Account } from "../../accounts/accounts.ts";
import { decodeTrustedInvoice } from "../../bitcoin/bolt11.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { gatewayFor, requireAccount } from "../../chat/flows/account.ts";
import { askAmountInput, askText, type BotConversation } from "../../chat/flows/ask.ts";
import { withChatAction } from "../../chat/flows/chat-action.ts";
import { replyWithQr } from "../../chat/flows/qr.ts";
import { code, escapeHtml } from "../../chat/html.ts";
import { newOperationId } from "../../operations/ids.ts";
import { type FiatUsed, takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason, conversionText, fiatText } from "../../wording/amounts.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";
import { showInvoicePaid } from "../notifications/events.ts";

/** The longest description accepted (BOLT11 allows 639 bytes; keep captions readable). */
export const MAX_DESCRIPTION_LENGTH = 200;

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
    if (description.length > MAX_DESCRIPTION_LENGTH) {
      await ctx.reply(ctx.t("invoice-description-too-long", { max: MAX_DESCRIPTION_LENGTH }));
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
  const description = ctx.match.trim().slice(0, MAX_DESCRIPTION_LENGTH) || undefined;
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
        text.length > MAX_DESCRIPTION_LENGTH
          ? ctx.t("invoice-description-too-long", { max: MAX_DESCRIPTION_LENGTH })
          : undefined,
    }));
  await conversation.external(async (outside) => {
    const account = await requireAccount(outside);
    if (account) await createInvoiceAndReply(outside, account, amountSat, description, fiat);
  });
}

/** Creates the invoice, records it in the ledger and sends its QR (or, failing that, its text). */
export async function createInvoiceAndReply(
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
  let created: { id: string; invoice: string };
  try {
    created = await gatewayFor(ctx, account).createInvoice(amountSat, description ?? "");
  } catch (error) {
    ctx.log.warn({ err: error }, "invoice creation failed");
    await ctx.reply(ctx.t("invoice-failed", { reason: describeGatewayError(error, ctx.t) }));
    return;
  }
  let expiresInMin: number | undefined;
  try {
    // Our gateway's answer over its authenticated API: its own signature proves nothing more.
    const decoded = decodeTrustedInvoice(created.invoice);
    expiresInMin = Math.max(0, Math.round((decoded.expiresAt.getTime() - ctx.deps.now()) / 60_000));
  } catch {
    // The gateway's invoice is still what the payer needs; only the expiry line is lost.
    ctx.log.warn(
      { operation: "createInvoice" },
      "gateway returned an invoice that does not decode",
    );
  }
  // Recorded the moment 4.2 answered, before the invoice is shown (nobody can pay it earlier):
  // its "paid" event then always finds it, however long the photo takes or if it is refused.
  const operation = await ctx.deps.ledger.record({
    id: newOperationId(),
    userId: account.userId,
    kind: "invoice",
    state: "pending",
    amountSat,
    description,
    paymentHash: created.id,
  });
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
  const shown = await showInvoice(ctx, headline, created.invoice, footer);
  const updated = await ctx.deps.ledger.update(operation.id, { message: shown });
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
