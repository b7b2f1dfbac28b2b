/**
 * The inline invoice: `@bot 1000 coffee` in any chat. The result says what
 * will be created; choosing it posts a placeholder and (chosen_inline_result)
 * creates the invoice on the sender's account (4.2), then edits the posted
 * message into the card: amount, description, the invoice in <code>, a
 * **Pay** button (deep link `start=pay_<id>`: the usual /pay confirmation in
 * private) and a **QR** button (the QR photo in the presser's private chat).
 * Once the gateway's "paid" event is applied, `inlineCardPaid` edits the
 * card by its inline_message_id.
 *
 * The card may land in anyone's chat: it speaks the sender's language with
 * satoshi alone, as group messages do.
 */
import { type Api, InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import type { BotContext } from "../../chat/context.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { showInvoicePaid } from "../../chat/flows/invoice-paid.ts";
import { code, escapeHtml } from "../../chat/html.ts";
import type { Voice } from "../../i18n/voices.ts";
import { type EventListener, MAX_INVOICE_DESCRIPTION } from "../../operations/money-in.ts";
import { type FiatUsed, takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason, conversionText, fiatText } from "../../wording/amounts.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";
import { InlineInvoiceBook } from "./book.ts";

/** Result ids of invoices: `inv:<sat>`; the description is read again from the chosen query. */
const INVOICE_RESULT = /^inv:(\d{1,16})$/;

/** Callback data of the QR button: `inl:qr:<operation id>`. */
export const QR_BUTTON = /^inl:qr:([A-Za-z0-9_-]{22})$/;
/** Callback data of the placeholder's button, until the invoice exists. */
export const PENDING_BUTTON = "inl:wait";

/** How long a chosen inline message is remembered (Telegram redelivers within hours at most). */
const CHOSEN_MEMORY_MS = 7 * 24 * 60 * 60_000;

/**
 * True for the first handling of a chosen result's message: one invoice or
 * offer per inline message, whatever redelivers the choice.
 */
export function claimChosenMessage(deps: Services, inlineMessageId: string): Promise<boolean> {
  return deps.steps.take(`inline-chosen:${inlineMessageId}`, String(deps.now()), CHOSEN_MEMORY_MS);
}

/** An invoice query read: what to create, or why not. */
export type InvoiceQuery =
  | { ok: true; sat: number; fiat?: FiatUsed | undefined; description: string | undefined }
  | { ok: false; reason: string };

/**
 * Reads "1000 coffee" (any amount the parser takes, fiat included) in the
 * sender's language; undefined when the query does not start with an amount.
 */
export async function readInvoiceQuery(
  ctx: BotContext,
  query: string,
): Promise<InvoiceQuery | undefined> {
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const parsed = await takeAmountInput(query, {
    maxSat,
    voice: ctx.userVoice,
    prices: ctx.deps.prices,
  });
  if (!parsed) return undefined;
  if (!parsed.input.ok) {
    return { ok: false, reason: amountInputReason(parsed.input, maxSat, ctx.userVoice) };
  }
  const description = parsed.rest.trim();
  if (description.length > MAX_INVOICE_DESCRIPTION) {
    return {
      ok: false,
      reason: ctx.tUser("invoice-description-too-long", { max: MAX_INVOICE_DESCRIPTION }),
    };
  }
  return {
    ok: true,
    sat: parsed.input.sat,
    fiat: parsed.input.fiat,
    description: description || undefined,
  };
}

/** The sender's voice with satoshi alone: what anyone in the chat may read. */
function cardVoice(ctx: BotContext) {
  return ctx.deps.voices.voice(ctx.userVoice.language, undefined, undefined);
}

/** The result that offers to create the invoice; its message is the placeholder. */
export function invoiceResult(
  ctx: BotContext,
  invoice: Extract<InvoiceQuery, { ok: true }>,
): InlineQueryResultArticle {
  const voice = cardVoice(ctx);
  const amount = voice.amount(invoice.sat);
  const { description } = invoice;
  const pending = [
    voice.t("inline-invoice-pending", { amount }),
    description
      ? voice.t("invoice-description-caption", { description: escapeHtml(description) })
      : undefined,
  ];
  return {
    type: "article",
    id: `inv:${invoice.sat}`,
    title: description
      ? voice.t("inline-invoice-title", { amount, description })
      : voice.t("inline-invoice-title-alone", { amount }),
    // Only the sender sees the results: their currency may show here.
    description: [
      invoice.fiat ? conversionText(ctx.userVoice, invoice.fiat, invoice.sat) : undefined,
      ctx.tUser("inline-invoice-result-description"),
    ]
      .filter(Boolean)
      .join("\n"),
    input_message_content: {
      message_text: pending.filter(Boolean).join("\n"),
      parse_mode: "HTML",
    },
    // A keyboard, so Telegram gives the chosen result's inline_message_id to edit.
    reply_markup: new InlineKeyboard().text(voice.t("inline-pending-button"), PENDING_BUTTON),
  };
}

/**
 * The sender chose an invoice result: creates the invoice on their account
 * and turns the posted placeholder into the card. Once per inline message
 * (a redelivered choice makes no second invoice). False when `resultId` is
 * not an invoice's.
 */
export async function createInlineInvoice(
  ctx: BotContext,
  resultId: string,
  query: string,
  inlineMessageId: string | undefined,
): Promise<boolean> {
  const match = INVOICE_RESULT.exec(resultId);
  if (!match) return false;
  const userId = ctx.from?.id;
  if (userId === undefined) return true;
  if (!inlineMessageId) {
    ctx.log.warn("an inline invoice was chosen without an inline_message_id: nothing to edit");
    return true;
  }
  const { deps } = ctx;
  if (!(await claimChosenMessage(deps, inlineMessageId))) {
    ctx.log.info("inline invoice already made for this message");
    return true;
  }
  const voice = cardVoice(ctx);
  const edit = (html: string, keyboard?: InlineKeyboard) =>
    ctx.api.editMessageTextInline(inlineMessageId, html, {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
      ...(keyboard ? { reply_markup: keyboard } : {}),
    });
  const sat = Number(match[1]);
  const read = await readInvoiceQuery(ctx, query);
  const account = await deps.accounts.find(userId);
  if (!account) {
    await edit(voice.t("inline-no-account"));
    return true;
  }
  if (sat < 1 || sat > deps.config.limits.maxPaymentSat) {
    await edit(voice.t("inline-invoice-not-created"));
    return true;
  }
  const written = read?.ok ? read.description : undefined;
  // The fiat figure only when it still converts to the satoshi the result showed.
  const fiat = read?.ok && read.sat === sat ? read.fiat : undefined;
  const description = fiat
    ? voice.t(written ? "invoice-fiat-description" : "invoice-fiat-description-alone", {
        description: written ?? "",
        fiat: fiatText(voice, fiat),
      })
    : written;
  const made = await deps.moneyIn.createInvoice(account, { amountSat: sat, description });
  if (!made.ok) {
    ctx.log.warn({ err: made.error }, "inline invoice creation failed");
    await edit(voice.t("invoice-failed", { reason: describeGatewayError(made.error, voice.t) }));
    return true;
  }
  const { operation } = made;
  await new InlineInvoiceBook(deps.store).save(operation.id, {
    ownerId: userId,
    amountSat: sat,
    description,
    invoice: made.invoice,
  });
  // The headline, its note and its expiry are one paragraph, as on /invoice's card: the
  // people in this chat see when it stops being payable.
  const card = [
    [
      voice.t("invoice-headline-caption", { amount: voice.amount(sat) }),
      description
        ? voice.t("invoice-description-caption", { description: escapeHtml(description) })
        : undefined,
      expiryLine(voice, made.expiresAt, deps.now()),
    ]
      .filter(Boolean)
      .join("\n"),
    code(made.invoice),
    account.kind === "sandbox" ? voice.t("common-test-money") : undefined,
  ];
  await edit(
    card.filter(Boolean).join("\n\n"),
    new InlineKeyboard()
      .url(voice.t("inline-pay-button"), deepLink(ctx, `pay_${operation.id}`))
      .text(voice.t("inline-qr-button"), `inl:qr:${operation.id}`),
  );
  // Attached after the card is shown, as /invoice does: a "paid" event that came meanwhile
  // found no card to edit, so the edit to "paid" is made here.
  const updated = await deps.ledger.update(operation.id, { inlineMessageId }, operation.userId);
  if (updated?.state === "paid") await showInvoicePaid(deps, ctx.api, updated);
  return true;
}

/**
 * "⏳ Expires in 60 min" for an invoice our gateway made, or nothing when its
 * expiry is not known (the invoice is still what the payer needs).
 */
function expiryLine(
  voice: Pick<Voice, "t">,
  expiresAt: number | undefined,
  now: number,
): string | undefined {
  if (expiresAt === undefined) return undefined;
  return voice.t("invoice-expires-caption", {
    expiresInMin: Math.max(0, Math.round((expiresAt - now) / 60_000)),
  });
}

/** The listener that turns an inline invoice card into "Paid" once its event is applied. */
export function inlineCardPaid(deps: Services, api: Api): EventListener {
  return async (applied) => {
    if (applied.kind !== "invoice-paid" || !applied.operation.inlineMessageId) return;
    await showInvoicePaid(deps, api, applied.operation);
  };
}
