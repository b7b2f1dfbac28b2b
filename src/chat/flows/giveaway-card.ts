/**
 * What a giveaway's message shows: a pure function of the offer's view
 * (src/operations/offers.ts) and the reader's voice, so the group's message,
 * its paced edits and an inline card in any chat all read the same; and
 * the paced edit that brings a card up to date, for the giveaway command
 * and its inline form alike.
 */
import type { Api } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import { DEFAULT_LANGUAGE, isLanguage } from "../../i18n/languages.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { EndReason, Offer, OfferView } from "../../operations/offers.ts";
import type { Services } from "../../services.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { withMoneyMark } from "../texts.ts";
import { type Conditions, conditionLines } from "./conditions.ts";
import { requestEdit } from "./paced-edit.ts";

/** Callback data prefixes: Claim and End carry the offer id (22 characters). */
export const CLAIM_PREFIX = "gw:c:";
export const END_PREFIX = "gw:e:";
/** Names listed on the card; more are counted ("and 12 more"), so the text stays short. */
const NAMES_SHOWN = 30;

/** What the card needs from the offer's context (set when the giveaway was made). */
export interface GiveawayContext {
  messageId: number;
  creatorName: string;
  chatTitle: string;
  /** Where the group's message links start, if it has any (tip/people.ts `messageLinkBase`). */
  linkBase: string | undefined;
  /** Set for a giveaway posted from an inline result (`@bot giveaway`): its message, in any chat. */
  inlineMessageId: string | undefined;
  /** The language of an inline giveaway's card (its creator's, when it was made). */
  language: string | undefined;
  /**
   * The creator's note, if they wrote one. Not `offer.description`: without a note that is
   * "giveaway in <group>" for the claimers' wallets, which the group's own card need not say.
   */
  note: string | undefined;
  /** Who may claim (conditions typed after the count), if the creator set any. */
  conditions: Conditions | undefined;
}

/** The feature's own fields of an offer's `context`. */
export function giveawayContext(offer: Offer): GiveawayContext {
  const context = offer.context ?? {};
  return {
    messageId: Number(context.messageId ?? 0),
    creatorName: String(context.creatorName ?? offer.payerHandle),
    chatTitle: String(context.chatTitle ?? ""),
    linkBase: typeof context.linkBase === "string" ? context.linkBase : undefined,
    inlineMessageId:
      typeof context.inlineMessageId === "string" ? context.inlineMessageId : undefined,
    language: typeof context.language === "string" ? context.language : undefined,
    // Giveaways made before the note was kept apart show their description, as they did.
    note:
      "note" in context
        ? typeof context.note === "string"
          ? context.note
          : undefined
        : offer.description,
    conditions:
      typeof context.conditions === "string" ? readConditions(context.conditions) : undefined,
  };
}

/**
 * The card's HTML and buttons: who gives, how much per member, who claimed;
 * Claim and End while it takes claims, no buttons once it ended.
 */
export function giveawayCard(
  view: OfferView,
  voice: Pick<Voice, "t" | "amount" | "list">,
  sandbox: boolean,
): { html: string; keyboard: InlineKeyboardMarkup } {
  const { offer, claims, ended } = view;
  const { t } = voice;
  const creator = escapeHtml(giveawayContext(offer).creatorName);
  const share = voice.amount(offer.shareSat);
  const count = offer.shares;
  const lines = [t("giveaway-card", { creator, count, share })];
  if (!ended) lines.push(t("giveaway-card-open"));
  const note = giveawayContext(offer).note;
  if (note) lines.push(t("giveaway-note", { note: escapeHtml(note) }));
  if (!ended) lines.push(...conditionLines(voice, giveawayContext(offer).conditions));
  if (claims.length === 0) {
    if (!ended) lines.push(t("giveaway-claims-none"));
  } else {
    const names = claims
      .slice(0, NAMES_SHOWN)
      .map((claim) => `${escapeHtml(claim.name)}${claim.state === "unknown" ? " ❓" : ""}`);
    if (claims.length > NAMES_SHOWN) {
      names.push(t("giveaway-more-claimers", { count: claims.length - NAMES_SHOWN }));
    }
    lines.push(
      t("giveaway-claims", {
        claimed: claims.length,
        count,
        names: voice.list(names),
      }),
    );
  }
  if (ended) lines.push(t(endedTextId(ended.reason), { creator, count }));
  const keyboard: InlineKeyboardMarkup = ended
    ? { inline_keyboard: [] }
    : {
        inline_keyboard: [
          [
            { text: t("giveaway-claim-button"), callback_data: `${CLAIM_PREFIX}${offer.id}` },
            { text: t("giveaway-end-button"), callback_data: `${END_PREFIX}${offer.id}` },
          ],
        ],
      };
  return { html: withMoneyMark(lines.join("\n"), sandbox, t), keyboard };
}

/** The line saying why a giveaway ended (no figures of anyone's account). */
function endedTextId(reason: EndReason): string {
  switch (reason) {
    case "completed":
      return "giveaway-ended-completed";
    case "expired":
      return "giveaway-ended-expired";
    case "ended":
    case "cancelled":
      return "giveaway-ended-by-creator";
    case "payer_out":
      return "giveaway-ended-payer-out";
    case "account_changed":
      return "giveaway-ended-account-changed";
  }
}

/**
 * Brings the giveaway's card up to date (claims, end), in the group's
 * language; at most one edit a second per giveaway, across replicas.
 * A card posted from an inline result (`@bot giveaway`, in any chat) is
 * edited by its inline_message_id, in its creator's language.
 */
export async function showGiveaway(api: Api, deps: Services, offerId: string): Promise<void> {
  const offer = await deps.offers.get(offerId);
  if (!offer) return;
  const { messageId, inlineMessageId, language } = giveawayContext(offer);
  const message = inlineMessageId
    ? { inlineMessageId }
    : messageId
      ? { chatId: offer.chatId, messageId }
      : undefined;
  if (!message) return;
  await withPriority("notification", () =>
    requestEdit(api, deps, { key: `giveaway:${offerId}`, ...message }, async () => {
      const view = await deps.offers.view(offerId);
      if (!view) return undefined;
      // Satoshi alone either way: a group has no currency, an inline card any reader.
      const voice = inlineMessageId
        ? deps.voices.voice(
            isLanguage(language) ? language : DEFAULT_LANGUAGE,
            undefined,
            undefined,
          )
        : await deps.voices.forGroup(offer.chatId);
      return giveawayCard(view, voice, deps.accounts.isSandbox);
    }),
  );
}

/** Conditions kept as JSON in an offer's context (its values are plain). */
function readConditions(json: string): Conditions | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Conditions) : undefined;
  } catch {
    return undefined;
  }
}
