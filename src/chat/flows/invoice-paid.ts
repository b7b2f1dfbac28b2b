/**
 * Turning the message that shows an invoice into "Paid": the /invoice
 * message (photo caption or text), the inline invoice card, a voucher's
 * message ("Received ✓"). Shared by the features that show invoices, for
 * the gateway's event and for an invoice paid before its message existed.
 */
import type { Api } from "grammy";
import { DEFAULT_LANGUAGE } from "../../i18n/languages.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Operation } from "../../operations/ledger.ts";
import type { Services } from "../../services.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { withMoneyMark } from "../texts.ts";
import { voucherStatusText } from "./voucher-status.ts";

/**
 * Turns the message showing an invoice (photo caption, text, or an inline
 * card by its inline message id) into "paid". For an invoice whose message
 * was attached after it was already paid, too. A payment outcome: it goes
 * ahead of replies and notifications. Never throws for a refused edit.
 */
export function showInvoicePaid(deps: Services, api: Api, op: Operation): Promise<void> {
  return withPriority("payment", () => editToPaid(deps, api, op));
}

/** `html`, with the invoice's description (plain text) in a line under it when there is one. */
export function withDescription(
  voice: Voice,
  html: string,
  description: string | undefined,
): string {
  return description
    ? `${html}\n${voice.t("notification-description", { description: escapeHtml(description) })}`
    : html;
}

async function editToPaid(deps: Services, api: Api, op: Operation): Promise<void> {
  if (op.inlineMessageId) return editInlineCardToPaid(deps, api, op, op.inlineMessageId);
  const message = op.message;
  if (!message) return;
  // Said in the chat the invoice is in: the owner's private chat, or a group (its language).
  const voice = await voiceOrEnglish(
    deps,
    op,
    message.chatId === op.userId
      ? deps.voices.forUser(op.userId)
      : deps.voices.forGroup(message.chatId),
  );
  const text = paidCaption(deps, voice, op);
  const edit = message.hasPhoto
    ? api.editMessageCaption(message.chatId, message.messageId, {
        caption: text,
        parse_mode: "HTML",
      })
    : api.editMessageText(message.chatId, message.messageId, text, { parse_mode: "HTML" });
  await edit.catch((error: unknown) =>
    deps.logger.warn(
      { err: error, operation_id: op.id },
      "could not mark the invoice message paid",
    ),
  );
}

/**
 * An inline invoice card (inline mode) turned "paid", by its inline message
 * id: in the owner's language, satoshi only (the chat may be anyone's), the
 * Pay and QR buttons removed.
 */
async function editInlineCardToPaid(
  deps: Services,
  api: Api,
  op: Operation,
  inlineMessageId: string,
): Promise<void> {
  const owner = await voiceOrEnglish(deps, op, deps.voices.forUser(op.userId));
  const text = paidCaption(deps, deps.voices.voice(owner.language, undefined, undefined), op);
  await api
    .editMessageTextInline(inlineMessageId, text, { parse_mode: "HTML" })
    .catch((error: unknown) =>
      deps.logger.warn(
        { err: error, operation_id: op.id },
        "could not mark the inline invoice card paid",
      ),
    );
}

/** The voice `voice` resolves to; a store that cannot say leaves English: the edit must not fail for it. */
function voiceOrEnglish(deps: Services, op: Operation, voice: Promise<Voice>): Promise<Voice> {
  return voice.catch((error: unknown) => {
    deps.logger.warn({ err: error, operation_id: op.id }, "no voice for the paid invoice");
    return deps.voices.voice(DEFAULT_LANGUAGE, undefined, undefined);
  });
}

/** A paid invoice's message: "paid", the amount and its description, in `voice`. */
function paidCaption(deps: Services, voice: Voice, op: Operation): string {
  if (op.kind === "voucher") {
    return voucherStatusText(voice, op, { sandbox: deps.accounts.isSandbox });
  }
  return withMoneyMark(
    withDescription(
      voice,
      voice.t("notification-paid-caption", { amount: voice.amount(op.amountSat) }),
      op.description,
    ),
    deps.accounts.isSandbox,
    voice.t,
  );
}
