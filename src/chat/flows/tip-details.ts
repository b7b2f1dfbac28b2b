/**
 * What a tip involves besides the send itself (who, where, the note): its
 * intent keeps the place (`TipPlace`, in `details`), and `tipDetailsOf`
 * puts it together with the people for the receipt and the notes.
 */

import type { Intent } from "../../operations/intents.ts";
import type { FiatUsed } from "../../prices/amount-input.ts";

/** A tip's people and places. Names are plain text (escape before HTML). */
export interface TipDetails {
  tipperId: number;
  tipperName: string;
  /** How the tipper appears in the recipient's history ("@alice"). */
  tipperHandle: string;
  recipientId: number;
  recipientName: string;
  /** How the recipient appears in the tipper's confirmation and history. */
  recipientHandle: string;
  chatId: number;
  chatTitle: string;
  /** Link base of the chat's messages (supergroups), see `messageLinkBase`. */
  linkBase?: string | undefined;
  tippedMessageId: number;
  /** The /tip message itself (removed after the tip when the bot may delete). */
  commandMessageId: number;
  note?: string | undefined;
  /** "direct": sent at once; "confirm": sent after the tipper pressed Confirm. */
  mode?: "direct" | "confirm" | undefined;
  /** The fiat amount the tipper typed, shown with its conversion on the confirmation. */
  fiat?: FiatUsed | undefined;
  /** "reaction": given by an emoji reaction, so there is no command message to remove. Unset: /tip. */
  via?: "reaction" | undefined;
}

/**
 * Where a tip was given, as an intent of the intents engine keeps it in its
 * `details` (a /tip, a /send in a group, a reaction tip): the people are the
 * intent's payer and payee.
 */
export interface TipPlace {
  chatTitle: string;
  linkBase?: string | undefined;
  tippedMessageId: number;
  /** The command message (the tipped one for a reaction tip). */
  commandMessageId: number;
  note?: string | undefined;
  fiat?: FiatUsed | undefined;
  via?: "reaction" | undefined;
}

/** The tip an intent to a member stands for, with its place; undefined for any other payee. */
export function tipDetailsOf(intent: Intent): TipDetails | undefined {
  const payee = intent.payee;
  if (payee.type !== "member") return undefined;
  const place = intent.details as unknown as TipPlace;
  return {
    tipperId: intent.payer.id,
    tipperName: intent.payer.name,
    tipperHandle: intent.payer.handle,
    recipientId: payee.person.id,
    recipientName: payee.person.name,
    recipientHandle: payee.person.handle,
    chatId: intent.chatId,
    chatTitle: place.chatTitle,
    linkBase: place.linkBase,
    tippedMessageId: place.tippedMessageId,
    commandMessageId: place.commandMessageId,
    note: place.note,
    fiat: place.fiat,
    via: place.via,
  };
}
