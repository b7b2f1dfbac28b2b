/**
 * A guest tip's card: the one inline message the bot may post in a chat it
 * is not a member of (answerGuestQuery), kept by id so its buttons and the
 * engine's outcomes can edit it by its inline_message_id. It speaks the
 * tipper's language and shows amounts and names only, never a balance.
 */
import { randomBytes } from "node:crypto";
import { type Api, InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { claimPayload } from "../../chat/flows/pledges.ts";
import type { BatchPerson, ShareState } from "../../chat/flows/tip-batch.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Logger } from "../../logger.ts";
import type { Services } from "../../services.ts";
import type { Store } from "../../storage/types.ts";

/** How long a card's record (and so its buttons) lives. */
export const GUEST_CARD_TTL_MS = 7 * 24 * 60 * 60_000;

/** Callback data of the card's buttons: `gst:pay:<card>`, `gst:no:<card>`. */
export const PAY_DATA = /^gst:pay:([A-Za-z0-9_-]{16})$/;
export const CANCEL_DATA = /^gst:no:([A-Za-z0-9_-]{16})$/;
/** Where Pay sends a tipper whose tip asks Confirm: `/start gst_<card>`. */
export const CONFIRM_LINK = /^gst_([A-Za-z0-9_-]{16})$/;
/** The private Confirm and Cancel of a card to several: `gstm:ok:<card>`, `gstm:no:<card>`. */
export const MANY_CONFIRM_DATA = /^gstm:ok:([A-Za-z0-9_-]{16})$/;
export const MANY_CANCEL_DATA = /^gstm:no:([A-Za-z0-9_-]{16})$/;

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

/**
 * A card to several (`@bot 300 @ann @bob thanks`): who tips whom, each
 * share, and once Pay went through, how each one's share stands.
 */
export interface GuestManyCard {
  v: 1;
  id: string;
  many: true;
  tipper: { id: number; name: string; handle: string };
  people: BatchPerson[];
  shareSat: number;
  note: string | undefined;
  chat: { id: number; title: string | undefined; type: string };
  inlineMessageId: string | undefined;
  /** Until when the private Confirm (above the tipper's threshold) may be pressed. */
  confirmUntil?: number | undefined;
  /** Each person's share, in order, once carried out (a pledge with its offer, for its Claim). */
  shares?: Array<{ state: ShareState; offerId?: string | undefined }> | undefined;
}

/** A card to one member or to several. */
export type AnyGuestCard = GuestCard | GuestManyCard;

/** What the card says: waiting for Pay, or how it ended. */
export type CardState =
  | { kind: "open" }
  | { kind: "paid" }
  | { kind: "cancelled" }
  | { kind: "not_sent" }
  | { kind: "unknown" }
  | { kind: "expired" }
  | { kind: "claimed" }
  | { kind: "unclaimed" }
  | { kind: "pledged"; claimLink: string };

/** What editing a card needs, from a live update, the engine's sweeper or a job. */
export interface CardEnv {
  deps: Services;
  api: Api;
  log: Logger;
  botUsername: string;
}

/**
 * Edits a card's inline message to `text` (buttons when given), ahead of other traffic; a
 * failed edit is logged, never thrown (the money is settled either way).
 */
export async function editCard(
  env: CardEnv,
  card: { id: string; inlineMessageId?: string | undefined },
  text: string,
  keyboard: InlineKeyboard | undefined,
): Promise<void> {
  const inlineMessageId = card.inlineMessageId;
  if (!inlineMessageId) return;
  await withPriority("payment", () =>
    env.api.editMessageTextInline(inlineMessageId, text, {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
      ...(keyboard ? { reply_markup: keyboard } : {}),
    }),
  ).catch((error: unknown) =>
    env.log.warn({ err: error, card_id: card.id }, "could not edit a guest tip card"),
  );
}

/** Pay and Cancel exclude each other: the first press of either decides. */
export function decisionStep(cardId: string): string {
  return `guest-decision:${cardId}`;
}

/** The claim link of a pledge made from a card. */
export function claimLinkOf(env: Pick<CardEnv, "botUsername">, offerId: string): string {
  return `https://t.me/${env.botUsername}?start=${claimPayload(offerId)}`;
}

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
  async save(card: AnyGuestCard): Promise<void> {
    await this.#store.keyv<AnyGuestCard>("guest-cards").set(card.id, card, GUEST_CARD_TTL_MS);
  }

  /** The card, or undefined for an unknown or forgotten id. */
  async get(id: string): Promise<AnyGuestCard | undefined> {
    return this.#store.keyv<AnyGuestCard>("guest-cards").get(id);
  }

  /**
   * Lists a card whose tip waits for Confirm in private until `expiresAt`:
   * the sweep takes its buttons away once that has passed unconfirmed.
   */
  async awaitConfirm(id: string, expiresAt: number): Promise<void> {
    await this.#editAwaiting((list) => {
      list[id] = expiresAt;
    });
  }

  /** The cards waiting for Confirm, with when their confirmation expires. */
  async awaiting(): Promise<Record<string, number>> {
    return (await this.#store.keyv<Record<string, number>>("guest-awaiting").get("all")) ?? {};
  }

  /** Takes a card off the list of those waiting for Confirm. */
  async doneAwaiting(id: string): Promise<void> {
    await this.#editAwaiting((list) => {
      delete list[id];
    });
  }

  #editAwaiting(edit: (list: Record<string, number>) => void): Promise<void> {
    return this.#store.withLock("guest-awaiting", async () => {
      const list = await this.awaiting();
      edit(list);
      await this.#store
        .keyv<Record<string, number>>("guest-awaiting")
        .set("all", list, GUEST_CARD_TTL_MS);
    });
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
      expired: "guest-card-expired",
      claimed: "guest-card-claimed",
      unclaimed: "guest-card-unclaimed",
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

/** How a card to several reads: open (Pay, Cancel), or each one's share, or how it ended. */
export type ManyCardState = "open" | "shares" | "cancelled" | "refused" | "expired";

/** The text of a card to several in `voice` (the tipper's), HTML. */
export function manyCardText(
  card: GuestManyCard,
  state: ManyCardState,
  voice: Voice,
  sandbox: boolean,
): string {
  const args = {
    tipper: escapeHtml(card.tipper.name),
    names: escapeHtml(voice.list(card.people.map((person) => person.label))),
    each: voice.amount(card.shareSat),
    total: voice.amount(card.shareSat * card.people.length),
  };
  const lines =
    state === "shares"
      ? (card.shares ?? []).map((share, index) =>
          shareStateLine(voice, share.state, card.people[index]?.label ?? "", card.shareSat),
        )
      : [];
  const head = voice.t(
    {
      open: "guest-many-card",
      shares: "guest-many-card-shares",
      cancelled: "guest-many-card-cancelled",
      refused: "guest-many-card-refused",
      expired: "guest-many-card-expired",
    }[state],
    args,
  );
  const note = card.note ? voice.t("guest-card-note", { note: escapeHtml(card.note) }) : undefined;
  return withMoneyMark([head, ...lines, note].filter(Boolean).join("\n"), sandbox, voice.t);
}

/** One person's line on a card to several. */
function shareStateLine(voice: Voice, state: ShareState, label: string, shareSat: number): string {
  const name = escapeHtml(label);
  const amount = voice.amount(shareSat);
  switch (state) {
    case "sent":
    case "claimed":
      return voice.t("tip-many-line-sent", { name, amount });
    case "pledged":
      return voice.t("tip-many-line-pledged", { name, amount });
    case "unknown":
      return voice.t("tip-many-line-unknown", { name });
    case "unclaimed":
      return voice.t("guest-many-line-unclaimed", { name });
    default:
      return voice.t("tip-many-line-not-sent", { name });
  }
}

/** The buttons of a card to several: Pay and Cancel while open, a Claim per open pledge after. */
export function manyCardKeyboard(
  card: GuestManyCard,
  state: ManyCardState,
  voice: Voice,
  claimLink: (offerId: string) => string,
): InlineKeyboard | undefined {
  if (state === "open") {
    return new InlineKeyboard()
      .text(voice.t("guest-pay-button"), `gst:pay:${card.id}`)
      .text(voice.t("guest-cancel-button"), `gst:no:${card.id}`);
  }
  if (state !== "shares") return undefined;
  const keyboard = new InlineKeyboard();
  let any = false;
  for (const [index, share] of (card.shares ?? []).entries()) {
    if (share.state !== "pledged" || !share.offerId) continue;
    const name = card.people[index]?.label ?? "";
    keyboard.url(voice.t("guest-many-claim-button", { name }), claimLink(share.offerId)).row();
    any = true;
  }
  return any ? keyboard : undefined;
}
