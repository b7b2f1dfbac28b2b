/**
 * /invoice [amount] [description]: creates an invoice (4.2) and replies with
 * its QR code; asks for whatever is missing.
 */
import { Composer } from "grammy";
import type { Account } from "../../../accounts/accounts.ts";
import { formatSat, takeAmount } from "../../../bitcoin/amount.ts";
import { decodeTrustedInvoice } from "../../../bitcoin/bolt11.ts";
import { newOperationId } from "../../../operations/ids.ts";
import type { BotContext, ConversationContext } from "../../context.ts";
import { gatewayFor, requireAccount } from "../../flows/account.ts";
import { amountReason, askAmount, askText, type BotConversation } from "../../flows/ask.ts";
import { withChatAction } from "../../flows/chat-action.ts";
import { replyWithQr } from "../../flows/qr.ts";
import { describeGatewayError } from "../../gateway-errors.ts";
import { escapeHtml } from "../../html.ts";
import { commonTexts } from "../../texts.ts";
import { invoiceTexts } from "./texts.ts";

/** The longest description accepted (BOLT11 allows 639 bytes; keep captions readable). */
export const MAX_DESCRIPTION_LENGTH = 200;

export const invoiceFeature = new Composer<BotContext>();

interface InvoiceArgs {
  amountSat?: number | undefined;
  description?: string | undefined;
}

invoiceFeature.command("invoice", async (ctx) => {
  const account = await requireAccount(ctx);
  if (!account) return;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const parsed = takeAmount(ctx.match, { maxSat });
  if (parsed && !parsed.amount.ok) {
    await ctx.reply(amountReason(parsed.amount, maxSat));
    await ctx.conversation.enter("invoice", {} satisfies InvoiceArgs);
    return;
  }
  if (parsed?.amount.ok) {
    const description = parsed.rest;
    if (description.length > MAX_DESCRIPTION_LENGTH) {
      await ctx.reply(invoiceTexts.descriptionTooLong(MAX_DESCRIPTION_LENGTH));
      return;
    }
    if (description || ctx.chat.type !== "private") {
      await createInvoiceAndReply(ctx, account, parsed.amount.sat, description || undefined);
      return;
    }
    await ctx.conversation.enter("invoice", { amountSat: parsed.amount.sat } satisfies InvoiceArgs);
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
  const amountSat =
    args.amountSat ?? (await askAmount(conversation, ctx, invoiceTexts.askAmount, maxSat));
  const description =
    args.description ??
    (await askText(conversation, ctx, invoiceTexts.askDescription, {
      skippable: true,
      validate: (text) =>
        text.length > MAX_DESCRIPTION_LENGTH
          ? invoiceTexts.descriptionTooLong(MAX_DESCRIPTION_LENGTH)
          : undefined,
    }));
  await conversation.external(async (outside) => {
    const account = await requireAccount(outside);
    if (account) await createInvoiceAndReply(outside, account, amountSat, description);
  });
}

/** Creates the invoice, sends its QR and records it in the ledger. */
export async function createInvoiceAndReply(
  ctx: BotContext,
  account: Account,
  amountSat: number,
  description: string | undefined,
): Promise<void> {
  await withChatAction(ctx, "upload_photo", () =>
    createAndSend(ctx, account, amountSat, description),
  );
}

async function createAndSend(
  ctx: BotContext,
  account: Account,
  amountSat: number,
  description: string | undefined,
): Promise<void> {
  const sandbox = account.kind === "sandbox";
  let created: { id: string; invoice: string };
  try {
    created = await gatewayFor(ctx, account).createInvoice(amountSat, description ?? "");
  } catch (error) {
    ctx.log.warn({ err: error }, "invoice creation failed");
    await ctx.reply(invoiceTexts.failed(describeGatewayError(error)));
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
  const photo = await replyWithQr(ctx, {
    headline: invoiceTexts.headline(
      formatSat(amountSat),
      description ? escapeHtml(description) : undefined,
      expiresInMin,
    ),
    payload: created.invoice,
    ...(sandbox ? { footer: commonTexts.testMoney } : {}),
    filename: "invoice.png",
  });
  await ctx.deps.ledger.record({
    id: newOperationId(),
    userId: account.userId,
    kind: "invoice",
    state: "pending",
    amountSat,
    description,
    paymentHash: created.id,
    message: { chatId: photo.chat.id, messageId: photo.message_id, hasPhoto: true },
  });
}
