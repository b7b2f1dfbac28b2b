/**
 * What a /send involves besides the send itself, kept under its
 * confirmation id: the confirmation as it is shown (so a redelivered /send
 * shows the same one), and for a send to a person, who and where (so the
 * recipient is told and credited once it is sent).
 */
import type { Store } from "../../../storage/types.ts";
import type { ConfirmationView } from "../../flows/confirm.ts";

/** How long a send's details are kept (7 days: far beyond any redelivery). */
const DETAILS_TTL_MS = 7 * 24 * 60 * 60_000;

/** A person a /send pays. Names are plain text (escape before HTML). */
export interface SendPerson {
  userId: number;
  name: string;
  /** How they appear in history ("@bob" or their name). */
  handle: string;
}

export interface SendDetails {
  sender: SendPerson;
  /** The person paid; absent for a lightning address or LNURL. */
  recipient?: SendPerson | undefined;
  chatId: number;
  /** True in a group: the tip receipt conventions apply there (flows/tip-settle.ts). */
  inGroup: boolean;
  note?: string | undefined;
  /** The confirmation message, rendered once when proposed. */
  view: ConfirmationView;
}

/** The details of sends, by confirmation id. */
export class SendBook {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async save(confirmationId: string, details: SendDetails): Promise<void> {
    await this.#store
      .keyv<SendDetails>("send-details")
      .set(confirmationId, details, DETAILS_TTL_MS);
  }

  /** The details, or undefined for a confirmation that is no /send (or expired details). */
  async get(confirmationId: string): Promise<SendDetails | undefined> {
    return this.#store.keyv<SendDetails>("send-details").get(confirmationId);
  }
}
