/**
 * The pieces paid entry shares between a newcomer's knock, a member's
 * reminder and the sweeps: an invoice made on the owner's account through
 * the engine's money in and recorded as a ticket, the invoice sent as a QR
 * code with its text (and "Pay from my account"), a message in private.
 */
import { type Api, InlineKeyboard, InputFile } from "grammy";
import type { User } from "grammy/types";
import type { Account } from "../../accounts/accounts.ts";
import { lightningUri, renderQrPng } from "../../bitcoin/qr.ts";
import { historyName } from "../../chat/flows/people.ts";
import { code, escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Services } from "../../services.ts";
import { type Door, EntryBook, TICKET_TTL_MS, type Ticket } from "./book.ts";

/**
 * Makes the invoice of a ticket on the owner's account (the engine's money
 * in) and records the ticket; undefined when the gateway refused.
 */
export async function invoiceFor(
  deps: Services,
  door: Pick<Door, "chatId" | "title" | "priceSat" | "monthly" | "ownerId" | "ownerHandle">,
  owner: Account,
  user: Pick<User, "id" | "first_name" | "last_name" | "username"> | { id: number; handle: string },
  options: { renewal: boolean; expiresAt?: number },
): Promise<Ticket | undefined> {
  const userHandle = "handle" in user ? user.handle : historyName(user);
  const ownerVoice = await deps.voices.forUser(door.ownerId);
  const made = await deps.moneyIn.createInvoice(owner, {
    amountSat: door.priceSat,
    description: ownerVoice.t("entry-description", { group: door.title, user: userHandle }),
  });
  if (!made.ok) {
    deps.logger.warn({ err: made.error, chat_id: door.chatId }, "entry invoice not made");
    return undefined;
  }
  const now = deps.now();
  return new EntryBook(deps.store).newTicket({
    chatId: door.chatId,
    userId: user.id,
    userHandle,
    ownerId: door.ownerId,
    ownerHandle: door.ownerHandle,
    title: door.title,
    priceSat: door.priceSat,
    monthly: door.monthly,
    renewal: options.renewal,
    paymentHash: made.operation.paymentHash ?? "",
    invoice: made.invoice,
    createdAt: now,
    expiresAt:
      options.expiresAt ?? Math.min(made.expiresAt ?? now + TICKET_TTL_MS, now + TICKET_TTL_MS),
  });
}

/**
 * Sends the ticket's invoice to `chatId` (QR photo, the invoice as text,
 * "Pay from my account" when the payer has an account); false when it
 * could not be sent.
 */
export async function sendInvoice(
  deps: Services,
  api: Api,
  ticket: Ticket,
  voice: Voice,
  chatId: number,
  payerId: number,
  headline?: string,
): Promise<boolean> {
  const group = escapeHtml(ticket.title);
  const text =
    headline ??
    voice.t("entry-invoice", {
      group,
      price: voice.amount(ticket.priceSat),
      owner: escapeHtml(ticket.ownerHandle),
    });
  const payer = deps.accounts.isSandbox
    ? await deps.accounts.find(payerId)
    : await deps.accounts.findExisting(payerId);
  const keyboard = payer
    ? new InlineKeyboard().text(voice.t("entry-pay-button"), `entry:pay:${ticket.id}`)
    : undefined;
  const caption = withMoneyMark(
    `${text}\n\n${code(ticket.invoice)}`,
    deps.accounts.isSandbox,
    voice.t,
  );
  try {
    await api.sendPhoto(
      chatId,
      new InputFile(renderQrPng(lightningUri(ticket.invoice)), "entry.png"),
      {
        caption,
        parse_mode: "HTML",
        ...(keyboard ? { reply_markup: keyboard } : {}),
      },
    );
  } catch (error) {
    deps.logger.info(
      { err: error, user_id: payerId, chat_id: ticket.chatId },
      "entry invoice not sent",
    );
    return false;
  }
  await new EntryBook(deps.store).updateTicket(ticket.id, { wrote: true });
  return true;
}

/** Sends `html` to `chatId`; a refusal (blocked, never opened, window over) is logged. */
export function tell(api: Api, deps: Services, chatId: number, html: string): Promise<boolean> {
  return api.sendMessage(chatId, html, { parse_mode: "HTML" }).then(
    () => true,
    (error: unknown) => {
      deps.logger.info({ err: error, chat_id: chatId }, "paid entry: message not sent");
      return false;
    },
  );
}
