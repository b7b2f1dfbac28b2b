/**
 * The inline giveaway: `@bot giveaway 1000 5 [note]` in any chat. Choosing
 * the result is the creator's confirmation (its title and description say
 * exactly what may leave their account); it becomes a giveaway of the
 * offers engine (kind "giveaway"), the same as /giveaway in a group: the
 * first 5 others who press Claim get 200 sat each, paid at that moment from
 * the creator's account. From then on the giveaway feature does the rest
 * (src/features/giveaway): its Claim and End buttons (the callback
 * queries come with the inline_message_id and no message), the card's
 * paced edits (by inline_message_id), expiry and the creator's funds
 * running out. The leaderboard counts group chats only: the offer's chat
 * is the creator's own id, which it does not record.
 */
import { InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import type { BotContext } from "../../chat/context.ts";
import {
  MAX_GIVEAWAY_SHARES,
  parseGiveawayArguments,
} from "../../chat/flows/giveaway-arguments.ts";
import { showGiveaway } from "../../chat/flows/giveaway-card.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { escapeHtml } from "../../chat/html.ts";
import { parseAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { claimChosenMessage } from "./invoice.ts";

/** Result ids of giveaways: `gw:<share sat>:<count>`; the note is read again from the chosen query. */
const GIVEAWAY_RESULT = /^gw:(\d{1,16}):(\d{1,7})$/;
/** "giveaway 1000 5 thanks": the word, then the total, the count and a note. */
const GIVEAWAY_QUERY = /^giveaway(?:\s+([\s\S]*))?$/i;
/** The longest note (it becomes the shares' invoice description), as for /giveaway. */
const MAX_NOTE_LENGTH = 200;
/** The placeholder's button, until the giveaway exists. */
export const GIVEAWAY_PENDING_BUTTON = "inl:wait:giveaway";

export type GiveawayQuery =
  | { ok: true; shareSat: number; count: number; note: string | undefined }
  | { ok: false; reason: string };

/** Reads "giveaway 1000 5 thanks" as /giveaway reads its arguments; undefined when it is no giveaway. */
export async function readGiveawayQuery(
  ctx: BotContext,
  query: string,
): Promise<GiveawayQuery | undefined> {
  const match = GIVEAWAY_QUERY.exec(query.trim());
  if (!match) return undefined;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const parsed = await parseGiveawayArguments(match[1] ?? "", (text) =>
    parseAmountInput(text, { maxSat, voice: ctx.userVoice, prices: ctx.deps.prices }),
  );
  if (parsed.kind === "usage") {
    return { ok: false, reason: ctx.tUser("inline-giveaway-needs-amounts") };
  }
  if (parsed.kind === "ambiguous") {
    return { ok: false, reason: ctx.tUser("inline-giveaway-ambiguous") };
  }
  if (!parsed.total.ok) {
    return { ok: false, reason: amountInputReason(parsed.total, maxSat, ctx.userVoice) };
  }
  if (parsed.count > MAX_GIVEAWAY_SHARES) {
    return { ok: false, reason: ctx.tUser("giveaway-too-many", { max: MAX_GIVEAWAY_SHARES }) };
  }
  const shareSat = Math.floor(parsed.total.sat / parsed.count);
  if (shareSat < 1) {
    return {
      ok: false,
      reason: ctx.tUser("giveaway-share-too-small", {
        total: ctx.userVoice.amount(parsed.total.sat),
        count: parsed.count,
      }),
    };
  }
  const note = parsed.note.trim();
  if (note.length > MAX_NOTE_LENGTH) {
    return {
      ok: false,
      reason: ctx.tUser("invoice-description-too-long", { max: MAX_NOTE_LENGTH }),
    };
  }
  return { ok: true, shareSat, count: parsed.count, note: note || undefined };
}

/** The sender's language with satoshi alone: what anyone in the chat may read. */
function cardVoice(ctx: BotContext) {
  return ctx.deps.voices.voice(ctx.userVoice.language, undefined, undefined);
}

/** The result that offers the giveaway; its message is a placeholder until chosen. */
export function giveawayResult(
  ctx: BotContext,
  giveaway: Extract<GiveawayQuery, { ok: true }>,
): InlineQueryResultArticle {
  const { shareSat, count, note } = giveaway;
  const voice = cardVoice(ctx);
  const share = voice.sat(shareSat);
  return {
    type: "article",
    id: `gw:${shareSat}:${count}`,
    title: ctx.tUser("inline-giveaway-title", { count, share: ctx.userVoice.sat(shareSat) }),
    // The most that may leave the account: the remainder of an uneven split stays.
    description: ctx.tUser("inline-giveaway-result-description", {
      total: ctx.userVoice.amount(shareSat * count),
      count,
      share: ctx.userVoice.sat(shareSat),
      minutes: Math.round(ctx.deps.config.giveaways.ttlMs / 60_000),
    }),
    input_message_content: {
      message_text: [
        voice.t("inline-giveaway-pending", { count, share }),
        note ? voice.t("giveaway-note", { note: escapeHtml(note) }) : undefined,
      ]
        .filter(Boolean)
        .join("\n"),
      parse_mode: "HTML",
    },
    // A keyboard, so Telegram gives the chosen result's inline_message_id to edit.
    reply_markup: new InlineKeyboard().text(
      voice.t("inline-pending-button"),
      GIVEAWAY_PENDING_BUTTON,
    ),
  };
}

/**
 * The creator chose a giveaway result: makes the giveaway (once per inline
 * message, whatever redelivers the choice) and turns the placeholder into
 * its card. False when `resultId` is no giveaway's.
 */
export async function offerInlineGiveaway(
  ctx: BotContext,
  resultId: string,
  query: string,
  inlineMessageId: string | undefined,
): Promise<boolean> {
  const match = GIVEAWAY_RESULT.exec(resultId);
  if (!match) return false;
  const from = ctx.from;
  if (!from) return true;
  if (!inlineMessageId) {
    ctx.log.warn("an inline giveaway was chosen without an inline_message_id: nothing to edit");
    return true;
  }
  const { deps } = ctx;
  if (!(await claimChosenMessage(deps, inlineMessageId))) {
    ctx.log.info("inline giveaway already made for this message");
    return true;
  }
  const voice = cardVoice(ctx);
  // What the result showed is what is made: the amounts come from its id.
  const shareSat = Number(match[1]);
  const count = Number(match[2]);
  const account = await deps.accounts.find(from.id);
  const allowed =
    shareSat >= 1 &&
    count >= 1 &&
    count <= MAX_GIVEAWAY_SHARES &&
    shareSat * count <= deps.config.limits.maxPaymentSat;
  if (!account || !allowed) {
    await ctx.api.editMessageTextInline(
      inlineMessageId,
      voice.t(account ? "inline-send-not-offered" : "inline-send-no-account"),
      { parse_mode: "HTML" },
    );
    return true;
  }
  const read = await readGiveawayQuery(ctx, query);
  // How the creator's private notes name where the giveaway is (the bot never learns the chat).
  const place = voice.t("inline-giveaway-place");
  const offer = await deps.offers.create({
    kind: "giveaway",
    payerId: from.id,
    payerHandle: historyName(from),
    shareSat,
    shares: count,
    ttlMs: deps.config.giveaways.ttlMs,
    // The chat is not known to the bot: the creator's own id stands for it (no leaderboard).
    chatId: from.id,
    description:
      (read?.ok ? read.note : undefined) ?? voice.t("giveaway-description", { chat: place }),
    context: {
      inlineMessageId,
      creatorName: displayName(from),
      chatTitle: place,
      linkBase: null,
      language: voice.language,
      // The creator's own note only: the description above may be the default for wallets.
      note: (read?.ok ? read.note : undefined) ?? null,
    },
  });
  ctx.log.info({ offer_id: offer.id, shares: count, amount_sat: shareSat }, "inline giveaway made");
  await showGiveaway(ctx.api, deps, offer.id);
  return true;
}
