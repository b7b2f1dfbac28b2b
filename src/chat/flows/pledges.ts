/**
 * Pledged tips: a tip to someone who cannot receive one yet (no account, no
 * lightning address, or a @username the bot has never seen) becomes a
 * pledge. Nothing moves and nothing is held: the pledge is an offer of one
 * share (src/operations/offers.ts), paid from the payer's own account when
 * the member it names opens its deep link (`start=claim_<id>`), exactly as
 * a tip (one-use claim, history, limits and funds checked at that moment).
 *
 * The intents engine (src/operations/intents.ts) makes a pledge, as one
 * step of the one order of every money intent; this module words it and
 * keeps its message true: the facts kept on the offer (`pledgeFacts`), its
 * message posted with a Claim link (`announcePledge`), edited when the
 * pledge is claimed, cancelled or expires.
 */
import { type Api, GrammyError, InlineKeyboard } from "grammy";
import type { Voice } from "../../i18n/voices.ts";
import type { Offer } from "../../operations/offers.ts";
import type { Services } from "../../services.ts";
import type { BotContext } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { withMoneyMark } from "../texts.ts";
import { messageLinkBase } from "./people.ts";
import { notify, type TipEnv, withNote } from "./tip-settle.ts";

/** What a pledge's group message and notes need, kept in the offer's `context`. */
export type PledgeFacts = {
  chatId: number;
  chatTitle: string | null;
  /** Link base of the chat's messages (supergroups), see `messageLinkBase`. */
  linkBase: string | null;
  payerName: string;
  recipientName: string;
  /** The member the pledge is for, when the bot knows them (else a @username). */
  recipientUserId: number | null;
  note: string | null;
  source: string;
  /** The message its announcement answers (the tipped one, the /send), when there is one. */
  replyTo: number | null;
  /** Pledges made together (one rain's) share this: their payer hears of them in one note. */
  batch: string | null;
};

/** Longest note kept with a pledge. */
const MAX_NOTE = 200;
/** How long the pledge message's id is kept beyond the pledge's end (7 days, as the offer). */
const KEEP_AFTER_MS = 7 * 24 * 60 * 60_000;

/** The start payload of a pledge's claim link. */
export function claimPayload(offerId: string): string {
  return `claim_${offerId}`;
}

/** Who and where, as `pledgeFacts` reads them. */
export interface PledgeParties {
  payer: { name: string };
  /** A member the bot has seen (by id), or a "@bob" never seen (the "@" is optional). */
  recipient: { userId: number; name: string } | { username: string };
  /** Where it was made: its message goes there. */
  chat: { id: number; title?: string | undefined; type: string; username?: string | undefined };
  note?: string | undefined;
  /** The feature that made it ("tip", "rain", …), for its notes. */
  source: string;
  /** The message the pledge message answers (the tipped one, the /send). */
  replyTo?: number | undefined;
  /** What the pledges made together share (a rain's id), see `PledgeFacts.batch`. */
  batch?: string | undefined;
}

/** The facts a pledge's message and notes are written from, kept on its offer. */
export function pledgeFacts(parties: PledgeParties): PledgeFacts {
  const { chat, recipient } = parties;
  return {
    chatId: chat.id,
    chatTitle: chat.title ?? null,
    linkBase:
      messageLinkBase({ id: chat.id, type: chat.type as "supergroup", username: chat.username }) ??
      null,
    payerName: parties.payer.name,
    recipientName:
      "userId" in recipient ? recipient.name : `@${recipient.username.replace(/^@/, "")}`,
    recipientUserId: "userId" in recipient ? recipient.userId : null,
    note: parties.note?.trim().slice(0, MAX_NOTE) || null,
    source: parties.source,
    replyTo: parties.replyTo ?? null,
    batch: parties.batch ?? null,
  };
}

/**
 * Posts the pledge's message, "💸 Alice pledged 500 sat to Bob — Bob, tap
 * to claim", with a Claim button (a deep link `start=claim_<offerId>`) in
 * its chat, and tells the payer in private, with the link (made in the
 * payer's own private chat: only that note, the link to pass on). Once per pledge
 * (`pledge-announced:<id>`), whoever asks again (a redelivery, a second
 * press); a crash in between leaves it unsaid, never said twice. Returns
 * the message's id when it was posted now.
 */
export async function announcePledge(
  env: Pick<TipEnv, "deps" | "api" | "log" | "botUsername">,
  offer: Offer,
  options: { replyTo?: number | undefined } = {},
): Promise<number | undefined> {
  const { deps } = env;
  const keepMs = offer.expiresAt - deps.now() + KEEP_AFTER_MS;
  if (!(await deps.store.claim(`pledge-announced:${offer.id}`, String(deps.now()), keepMs))) {
    return undefined;
  }
  const facts = factsOf(offer);
  const replyTo = options.replyTo ?? facts.replyTo ?? undefined;
  const payerVoice = await deps.voices.forUser(offer.payerId);
  const botUsername = env.botUsername ?? (await env.api.getMe()).username;
  const link = `https://t.me/${botUsername}?start=${claimPayload(offer.id)}`;
  const chatVoice = await voiceOfChat(deps, offer.chatId, offer.chatId > 0 ? "private" : "group");
  let messageId: number | undefined;
  // Made in the payer's own private chat (a /send there, the Mini App): a card would reach no
  // one but them, so the note below, with the link to pass on, is the one message.
  const inPayersChat = offer.chatId === offer.payerId;
  if (!inPayersChat) {
    try {
      const sent = await env.api.sendMessage(
        offer.chatId,
        pledgeText(offer, "open", chatVoice, deps),
        {
          parse_mode: "HTML",
          link_preview_options: { is_disabled: true },
          reply_markup: new InlineKeyboard().url(chatVoice.t("pledge-claim-button"), link),
          ...(replyTo !== undefined
            ? { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } }
            : {}),
        },
      );
      messageId = sent.message_id;
      await deps.store.keyv<number>("pledge-messages").set(offer.id, messageId, keepMs);
    } catch (error) {
      // The pledge stands: the payer's note below carries the link too.
      env.log.warn({ err: error, offer_id: offer.id }, "could not post a pledge message");
    }
  }
  await notify(
    env,
    offer.payerId,
    withMoneyMark(
      withNote(
        payerVoice.t(inPayersChat ? "pledge-made-private-note" : "pledge-made-note", {
          amount: payerVoice.amount(offer.shareSat),
          to: escapeHtml(facts.recipientName),
          where: placeOfPledge(facts, messageId, payerVoice),
          until: payerVoice.dateTime(offer.expiresAt),
          link,
        }),
        facts.note ? payerVoice.t("tip-note", { note: escapeHtml(facts.note) }) : undefined,
      ),
      deps.accounts.isSandbox,
      payerVoice.t,
    ),
  );
  return messageId;
}

/** The pledge's facts, from its offer. */
export function factsOf(offer: Offer): PledgeFacts {
  const c = offer.context ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    chatId: offer.chatId,
    chatTitle: text(c.chatTitle),
    linkBase: text(c.linkBase),
    payerName: text(c.payerName) ?? offer.payerHandle,
    recipientName:
      text(c.recipientName) ?? (offer.forUsername ? `@${offer.forUsername}` : "someone"),
    recipientUserId: typeof c.recipientUserId === "number" ? c.recipientUserId : null,
    note: text(c.note),
    source: text(c.source) ?? "tip",
    replyTo: typeof c.replyTo === "number" ? c.replyTo : null,
    batch: text(c.batch),
  };
}

/** The id of the pledge's message in its chat, when it was posted. */
export async function pledgeMessageId(
  deps: Services,
  offerId: string,
): Promise<number | undefined> {
  return deps.store.keyv<number>("pledge-messages").get(offerId);
}

/** What the pledge's message says. */
export type PledgeState = "open" | "claimed" | "cancelled" | "expired" | "unknown" | "closed";

const STATE_TEXTS = {
  open: "pledge-message",
  claimed: "pledge-message-claimed",
  cancelled: "pledge-message-cancelled",
  expired: "pledge-message-expired",
  unknown: "pledge-message-unknown",
  closed: "pledge-message-closed",
} satisfies Record<PledgeState, string>;

/** The pledge's message in `voice` (the chat's: no figures of anyone's account). */
function pledgeText(offer: Offer, state: PledgeState, voice: Voice, deps: Services): string {
  const facts = factsOf(offer);
  const text = voice.t(STATE_TEXTS[state], {
    from: escapeHtml(facts.payerName),
    to: escapeHtml(facts.recipientName),
    amount: voice.amount(offer.shareSat),
  });
  return withMoneyMark(
    withNote(text, facts.note ? voice.t("tip-note", { note: escapeHtml(facts.note) }) : undefined),
    deps.accounts.isSandbox,
    voice.t,
  );
}

/**
 * Edits the pledge's message to `state` (no button left), and has the
 * feature whose intent made the pledge show it where it showed the pledge
 * (a guest card: `IntentPolicy.pledgeEnded`). Failures are logged: the
 * money side is settled whatever the messages show.
 */
export async function showPledgeState(
  env: { api: Api; deps: Services; log: TipEnv["log"] },
  offer: Offer,
  state: Exclude<PledgeState, "open">,
): Promise<void> {
  await env.deps.intents.pledgeEnded(offer, state);
  const messageId = await pledgeMessageId(env.deps, offer.id);
  if (messageId === undefined) return;
  const facts = factsOf(offer);
  const voice = await voiceOfChat(env.deps, facts.chatId, facts.chatId > 0 ? "private" : "group");
  try {
    await env.api.editMessageText(
      facts.chatId,
      messageId,
      pledgeText(offer, state, voice, env.deps),
      {
        parse_mode: "HTML",
        link_preview_options: { is_disabled: true },
      },
    );
  } catch (error) {
    if (error instanceof GrammyError && /not modified/i.test(error.description)) return;
    env.log.warn({ err: error, offer_id: offer.id }, "could not edit a pledge message");
  }
}

/** Where the pledge was made, in HTML: a link to its message where Telegram has one, else the chat's title. */
export function placeOfPledge(
  facts: Pick<PledgeFacts, "chatTitle" | "linkBase">,
  messageId: number | undefined,
  voice: Voice,
): string {
  if (facts.chatTitle === null) return voice.t("pledge-where-private");
  const title = escapeHtml(facts.chatTitle);
  return facts.linkBase && messageId !== undefined
    ? `<a href="${facts.linkBase}/${messageId}">${title}</a>`
    : `<b>${title}</b>`;
}

/** A chat's voice: a group's language, or the person's own in a private chat. */
async function voiceOfChat(deps: Services, chatId: number, type: string): Promise<Voice> {
  return type === "private" ? deps.voices.forUser(chatId) : deps.voices.forGroup(chatId);
}

/**
 * Sends the user's open pledges, each with a Cancel button, when they have
 * any (after their /history page).
 */
export async function showOpenPledges(ctx: BotContext, userId: number): Promise<void> {
  const open = await ctx.deps.offers.openOf(userId);
  if (!open.some((offer) => offer.kind === "pledge")) return;
  const list = await openPledgesMessage(ctx, userId);
  await ctx.reply(list.text, {
    parse_mode: "HTML",
    link_preview_options: { is_disabled: true },
    reply_markup: list.keyboard,
  });
}

/** The open pledges message: a row and a Cancel button per pledge (the Cancel presses are the pledge feature's). */
export async function openPledgesMessage(ctx: BotContext, userId: number) {
  const pledges = (await ctx.deps.offers.openOf(userId)).filter((o) => o.kind === "pledge");
  const keyboard = new InlineKeyboard();
  if (pledges.length === 0) return { text: ctx.t("pledge-open-none"), keyboard };
  const rows: string[] = [];
  for (const offer of pledges) {
    const facts = factsOf(offer);
    const messageId = await pledgeMessageId(ctx.deps, offer.id);
    rows.push(
      ctx.t("pledge-open-row", {
        amount: ctx.amount(offer.shareSat),
        to: escapeHtml(facts.recipientName),
        where: placeOfPledge(facts, messageId, ctx.voice),
        until: ctx.voice.dateTime(offer.expiresAt),
      }),
    );
    keyboard
      .text(
        ctx.t("pledge-cancel-button", {
          amount: ctx.voice.sat(offer.shareSat),
          to: facts.recipientName,
        }),
        `pledge-cancel:${offer.id}`,
      )
      .row();
  }
  const text = withMoneyMark(
    [ctx.t("pledge-open-title"), ...rows].join("\n"),
    ctx.deps.accounts.isSandbox,
    ctx.t,
  );
  return { text, keyboard };
}
