/**
 * A guest tip's card: the one inline message the bot may post in a chat it
 * is not a member of (answerGuestQuery), kept by id so its buttons and the
 * engine's outcomes can edit it by its inline_message_id. It speaks the
 * tipper's language and shows amounts and names only, never a balance.
 */
import { randomBytes } from "node:crypto";
import { InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Store } from "../../storage/types.ts";

/** How long a card's record (and so its buttons) lives. */
export const GUEST_CARD_TTL_MS = 7 * 24 * 60 * 60_000;

/** Callback data of the card's buttons: `gst:pay:<card>`, `gst:no:<card>`. */
export const PAY_DATA = /^gst:pay:([A-Za-z0-9_-]{16})$/;
export const CANCEL_DATA = /^gst:no:([A-Za-z0-9_-]{16})$/;
/** Where Pay sends a tipper whose tip asks Confirm: `/start gst_<card>`. */
export const CONFIRM_LINK = /^gst_([A-Za-z0-9_-]{16})$/;

/** Who tips whom how much, where: all a card's buttons and texts need. */
export interface GuestCard {
  v: 1;
  id: string;
  tipper: { id: number; name: string; handle: string };
  member: { id: number; name: string; handle: string };
  amountSat: number;
  note: string | undefined;
  chat: { id: number; title: string | undefined; type: string };
  /** The message tipped (the guest message replies to it). */
  repliedMessageId: number;
  /** Set once the card is posted. */
  inlineMessageId: string | undefined;
}

/** What the card says: waiting for Pay, or how it ended. */
export type CardState =
  | { kind: "open" }
  | { kind: "paid" }
  | { kind: "cancelled" }
  | { kind: "not_sent" }
  | { kind: "unknown" }
  | { kind: "pledged"; claimLink: string };

/** A new card id (16 url-safe characters, for callback data and start links). */
export function newCardId(): string {
  return randomBytes(12).toString("base64url");
}

/** The cards, by id, in the store. */
export class GuestCards {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  /** Saves (or updates) a card. */
  async save(card: GuestCard): Promise<void> {
    await this.#store.keyv<GuestCard>("guest-cards").set(card.id, card, GUEST_CARD_TTL_MS);
  }

  /** The card, or undefined for an unknown or forgotten id. */
  async get(id: string): Promise<GuestCard | undefined> {
    return this.#store.keyv<GuestCard>("guest-cards").get(id);
  }
}

/** The card's text in `voice` (the tipper's), HTML. */
export function cardText(card: GuestCard, state: CardState, voice: Voice, sandbox: boolean) {
  const args = {
    tipper: escapeHtml(card.tipper.name),
    member: escapeHtml(card.member.name),
    amount: voice.amount(card.amountSat),
  };
  const head = voice.t(
    {
      open: "guest-card",
      paid: "guest-card-paid",
      cancelled: "guest-card-cancelled",
      not_sent: "guest-card-not-sent",
      unknown: "guest-card-unknown",
      pledged: "guest-card-pledged",
    }[state.kind],
    args,
  );
  const note = card.note ? voice.t("guest-card-note", { note: escapeHtml(card.note) }) : undefined;
  return withMoneyMark([head, note].filter(Boolean).join("\n"), sandbox, voice.t);
}

/** The card's buttons: Pay and Cancel while open, Claim for the member once pledged. */
export function cardKeyboard(
  card: GuestCard,
  state: CardState,
  voice: Voice,
): InlineKeyboard | undefined {
  if (state.kind === "open") {
    return new InlineKeyboard()
      .text(voice.t("guest-pay-button"), `gst:pay:${card.id}`)
      .text(voice.t("guest-cancel-button"), `gst:no:${card.id}`);
  }
  if (state.kind === "pledged") {
    return new InlineKeyboard().url(voice.t("guest-claim-button"), state.claimLink);
  }
  return undefined;
}

/** The one result a guest query is answered with: a message and its buttons. */
export function guestAnswer(
  title: string,
  html: string,
  keyboard?: InlineKeyboard,
): InlineQueryResultArticle {
  return {
    type: "article",
    id: "guest",
    title,
    input_message_content: {
      message_text: html,
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    },
    ...(keyboard ? { reply_markup: keyboard } : {}),
  };
}
