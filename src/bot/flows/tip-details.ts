/**
 * What a tip involves besides the send itself (who, where, the note), kept
 * in the store under the tip's confirmation id. The engine deletes a
 * confirmation once executed, and a redelivered /tip after a crash must
 * still finish the receipt and notes, so the details live on their own.
 */

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
  mode: "direct" | "confirm";
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
