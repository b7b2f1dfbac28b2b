/**
 * What a /send keeps on its intent (`details`) besides whom it pays: the
 * confirmation as it is shown (so a redelivered /send shows the same one),
 * and where it was made (a send to a member in a group lands on the tip
 * receipt conventions, see flows/tip-settle.ts).
 */
import type { ConfirmationView } from "../../chat/flows/confirm.ts";
import type { TipPlace } from "../../chat/flows/tip-details.ts";

/** A person a /send names. Names are plain text (escape before HTML). */
export interface SendPerson {
  userId: number;
  name: string;
  /** How they appear in history ("@bob" or their name). */
  handle: string;
}

export interface SendDetails extends TipPlace {
  /** True in a group: the tip receipt conventions apply there. */
  inGroup: boolean;
  /** Whom, as the sender is told (plain text). */
  toName: string;
  /** The confirmation message, rendered once when proposed. */
  view: ConfirmationView;
}
