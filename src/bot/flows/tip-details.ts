/**
 * What a tip involves besides the send itself (who, where, the note), kept
 * in the store under the tip's confirmation id. The engine deletes a
 * confirmation once executed, and a redelivered /tip after a crash must
 * still finish the receipt and notes, so the details live on their own.
 */

import type { Intent } from "../../operations/intents.ts";
import type { Store } from "../../storage/types.ts";
import type { FiatUsed } from "./amount-input.ts";

/** How long a tip's details are kept (7 days: far beyond any redelivery). */
const DETAILS_TTL_MS = 7 * 24 * 60 * 60_000;

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

/** The details of tips, by confirmation id. */
export class TipBook {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async save(confirmationId: string, details: TipDetails): Promise<void> {
    await this.#store.keyv<TipDetails>("tip-details").set(confirmationId, details, DETAILS_TTL_MS);
  }

  /** The details, or undefined for a confirmation that is no tip (or expired details). */
  async get(confirmationId: string): Promise<TipDetails | undefined> {
    return this.#store.keyv<TipDetails>("tip-details").get(confirmationId);
  }
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
