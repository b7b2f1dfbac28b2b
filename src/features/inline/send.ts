/**
 * The inline send: `@bot send 500 [note]` in any chat. Choosing the result
 * is the sender's confirmation (its title and description say exactly what
 * will happen); it becomes an offer of the offers engine
 * (src/operations/offers.ts): one share, anyone but the sender, open for a
 * day. Nothing moves until the first other person presses Claim: then 500
 * sat are paid from the sender's account at that moment (their limits
 * apply then), exactly once across presses and replicas. Someone without
 * an account or address is sent to the bot to set one up and the card
 * stays claimable; only the sender may press Cancel.
 *
 * The card speaks the sender's language in satoshi alone (it may be in
 * anyone's chat); answers to presses speak the presser's.
 */
import type { Api } from "grammy";
import { InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import type { BotContext } from "../../chat/context.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { refusedPress } from "../../chat/flows/card-press.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { escapeHtml } from "../../chat/html.ts";
import { type OfferAnnouncer, oneByOne } from "../../chat/offer-endings.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../../i18n/languages.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Claimer, Offer } from "../../operations/offers.ts";
import { memberDestination } from "../../operations/payees.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { claimChosenMessage } from "./invoice.ts";

/** How long an inline send can be claimed. */
export const INLINE_SEND_TTL_MS = 24 * 60 * 60_000;
/** The longest note (it becomes the invoice description). */
const MAX_NOTE_LENGTH = 200;

/** Result ids of sends: `send:<sat>`; the note is read again from the chosen query. */
const SEND_RESULT = /^send:(\d{1,16})$/;
/** "send 500 thanks": the word, then the amount and note. */
const SEND_QUERY = /^send(?:\s+([\s\S]*))?$/i;

/** Callback data: `inl:claim:<offer id>` and `inl:cancel:<offer id>`. */
export const CLAIM_BUTTON = /^inl:claim:([A-Za-z0-9_-]{22})$/;
export const CANCEL_BUTTON = /^inl:cancel:([A-Za-z0-9_-]{22})$/;
/** The placeholder's button, until the offer exists. */
export const SEND_PENDING_BUTTON = "inl:wait:send";
/** Where Claim sends someone who cannot receive yet: `/start inlsend_<offer id>`. */
export const SEND_CLAIM_LINK = /^inlsend_([A-Za-z0-9_-]{22})$/;

export type SendQuery =
  | { ok: true; sat: number; note: string | undefined }
  | { ok: false; reason: string };

/** Reads "send 500 thanks"; undefined when the query is no send. */
export async function readSendQuery(
  ctx: BotContext,
  query: string,
): Promise<SendQuery | undefined> {
  const match = SEND_QUERY.exec(query.trim());
  if (!match) return undefined;
  const rest = match[1]?.trim() ?? "";
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const parsed = await takeAmountInput(rest, {
    maxSat,
    voice: ctx.userVoice,
    prices: ctx.deps.prices,
  });
  if (!parsed) return { ok: false, reason: ctx.tUser("inline-send-needs-amount") };
  if (!parsed.input.ok) {
    return { ok: false, reason: amountInputReason(parsed.input, maxSat, ctx.userVoice) };
  }
  const note = parsed.rest.trim();
  if (note.length > MAX_NOTE_LENGTH) {
    return {
      ok: false,
      reason: ctx.tUser("invoice-description-too-long", { max: MAX_NOTE_LENGTH }),
    };
  }
  return { ok: true, sat: parsed.input.sat, note: note || undefined };
}

/** The voice of a card: the sender's language, satoshi alone. */
function cardVoiceOf(deps: Services, language: string | undefined): Voice {
  return deps.voices.voice(
    isLanguage(language) ? language : DEFAULT_LANGUAGE,
    undefined,
    undefined,
  );
}

/** The result that offers the send; its message is a placeholder until chosen. */
export function sendResult(
  ctx: BotContext,
  send: Extract<SendQuery, { ok: true }>,
): InlineQueryResultArticle {
  const voice = cardVoiceOf(ctx.deps, ctx.userVoice.language);
  const amount = voice.amount(send.sat);
  return {
    type: "article",
    id: `send:${send.sat}`,
    title: ctx.tUser("inline-send-title", { amount: ctx.userVoice.sat(send.sat) }),
    description: ctx.tUser("inline-send-result-description", {
      amount: ctx.userVoice.amount(send.sat),
    }),
    input_message_content: {
      message_text: [
        voice.t("inline-send-pending", { amount }),
        send.note
          ? voice.t("invoice-description-caption", { description: escapeHtml(send.note) })
          : undefined,
      ]
        .filter(Boolean)
        .join("\n"),
      parse_mode: "HTML",
    },
    reply_markup: new InlineKeyboard().text(voice.t("inline-pending-button"), SEND_PENDING_BUTTON),
  };
}

/** What the card says, for each point in the offer's life. */
type CardState =
  | { kind: "open" }
  | { kind: "claimed"; claimer: string }
  | { kind: "unknown"; claimer: string }
  | { kind: "cancelled" }
  | { kind: "expired" }
  | { kind: "closed" };

function cardText(deps: Services, offer: Offer, state: CardState): string {
  const voice = cardVoiceOf(deps, stringOf(offer.context?.language));
  const amount = voice.amount(offer.shareSat);
  const name = escapeHtml(stringOf(offer.context?.payerName) ?? offer.payerHandle);
  const head = (() => {
    switch (state.kind) {
      case "open":
        return voice.t("inline-send-card", { name, amount });
      case "claimed":
        return voice.t("inline-send-claimed", { name, amount, claimer: escapeHtml(state.claimer) });
      case "unknown":
        return voice.t("inline-send-unknown", { name, amount, claimer: escapeHtml(state.claimer) });
      case "cancelled":
        return voice.t("inline-send-cancelled", { name, amount });
      case "expired":
        return voice.t("inline-send-expired", { name, amount });
      case "closed":
        return voice.t("inline-send-closed", { name, amount });
    }
  })();
  const lines = [
    head,
    offer.description
      ? voice.t("invoice-description-caption", { description: escapeHtml(offer.description) })
      : undefined,
    state.kind === "open" ? voice.t("inline-send-card-expiry") : undefined,
  ];
  return withMoneyMark(lines.filter(Boolean).join("\n"), deps.accounts.isSandbox, voice.t);
}

function cardKeyboard(deps: Services, offer: Offer): InlineKeyboard {
  const voice = cardVoiceOf(deps, stringOf(offer.context?.language));
  return new InlineKeyboard()
    .text(voice.t("inline-claim-button"), `inl:claim:${offer.id}`)
    .text(voice.t("inline-cancel-button"), `inl:cancel:${offer.id}`);
}

/** Edits the offer's card; a failed edit is logged (the money is settled either way). */
async function showCard(api: Api, deps: Services, offer: Offer, state: CardState): Promise<void> {
  const inlineMessageId = stringOf(offer.context?.inlineMessageId);
  if (!inlineMessageId) return;
  await withPriority("payment", () =>
    api.editMessageTextInline(inlineMessageId, cardText(deps, offer, state), {
      parse_mode: "HTML",
      ...(state.kind === "open" ? { reply_markup: cardKeyboard(deps, offer) } : {}),
    }),
  ).catch((error: unknown) =>
    deps.logger.warn({ err: error, offer_id: offer.id }, "could not edit the inline send card"),
  );
}

function stringOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * The sender chose a send result: makes the offer (once per inline
 * message) and turns the placeholder into the card. False when
 * `resultId` is no send's.
 */
export async function offerInlineSend(
  ctx: BotContext,
  resultId: string,
  query: string,
  inlineMessageId: string | undefined,
): Promise<boolean> {
  const match = SEND_RESULT.exec(resultId);
  if (!match) return false;
  const from = ctx.from;
  if (!from) return true;
  if (!inlineMessageId) {
    ctx.log.warn("an inline send was chosen without an inline_message_id: nothing to edit");
    return true;
  }
  const { deps } = ctx;
  if (!(await claimChosenMessage(deps, inlineMessageId))) {
    ctx.log.info("inline send already offered for this message");
    return true;
  }
  const voice = cardVoiceOf(deps, ctx.userVoice.language);
  const sat = Number(match[1]);
  const account = await deps.accounts.find(from.id);
  if (!account || sat < 1 || sat > deps.config.limits.maxPaymentSat) {
    await ctx.api.editMessageTextInline(
      inlineMessageId,
      voice.t(account ? "inline-send-not-offered" : "inline-send-no-account"),
      { parse_mode: "HTML" },
    );
    return true;
  }
  const read = await readSendQuery(ctx, query);
  const offer = await deps.offers.create({
    kind: "inline-send",
    payerId: from.id,
    payerHandle: historyName(from),
    shareSat: sat,
    shares: 1,
    ttlMs: INLINE_SEND_TTL_MS,
    // The chat is not known to the bot: the sender's own id stands for it.
    chatId: from.id,
    description: read?.ok ? read.note : undefined,
    context: {
      inlineMessageId,
      payerName: displayName(from),
      language: ctx.userVoice.language,
    },
  });
  ctx.log.info({ offer_id: offer.id, amount_sat: sat }, "inline send offered");
  await showCard(ctx.api, deps, offer, { kind: "open" });
  return true;
}

/** A press of Claim. */
export async function claimInlineSend(ctx: BotContext, offerId: string): Promise<void> {
  const from = ctx.from;
  if (!from) return;
  const { deps } = ctx;
  // Claimable wherever the card was posted, by design, but only on that card.
  if (await refusedOffCard(ctx, offerId)) return;
  const claimer: Claimer = {
    userId: from.id,
    ...(from.username ? { username: from.username } : {}),
    name: displayName(from),
    handle: historyName(from),
  };
  const result = await deps.offers.claimShare(
    offerId,
    claimer,
    (await memberDestination(deps, from.id))?.target,
  );
  const alert = (id: string, args?: Record<string, string>) =>
    ctx.answerCallbackQuery({ text: ctx.tUser(id, args), show_alert: true });
  switch (result.status) {
    case "gone":
      await alert("inline-send-gone");
      return;
    case "own":
      await alert("inline-claim-own");
      return;
    case "not_for_you":
    case "ended":
      // Closed by the claim that paid: a press handled after it lost the race like the others.
      await alert(
        result.status === "ended" && result.reason === "completed"
          ? "inline-claim-taken"
          : "inline-claim-ended",
      );
      // Ended by time or by the payer's account: the sweep or the claim that saw it says so.
      if (result.status === "ended" && result.reason === "expired") {
        await showCard(ctx.api, deps, result.offer, { kind: "expired" });
      } else if (
        result.status === "ended" &&
        (result.reason === "account_changed" || result.reason === "payer_out")
      ) {
        await showCard(ctx.api, deps, result.offer, { kind: "closed" });
      }
      return;
    case "no_route":
      // The card stays claimable: the private chat says what waits and how to receive it
      // (greetClaimer), they set up an account (or address) and press again.
      await ctx.answerCallbackQuery({ url: deepLink(ctx, `inlsend_${offerId}`) });
      return;
    case "all_taken":
      await alert("inline-claim-taken");
      return;
    case "busy":
      await alert("inline-claim-busy");
      return;
    case "already":
      await alert(
        result.operation?.state === "unknown" ? "inline-claim-unknown" : "inline-claim-already",
      );
      return;
    case "not_paid":
      await alert("inline-claim-not-paid");
      return;
    case "unknown":
      await alert("inline-claim-unknown");
      await showCard(ctx.api, deps, result.offer, { kind: "unknown", claimer: claimer.name });
      return;
    case "paid": {
      const payerName = stringOf(result.offer.context?.payerName) ?? result.offer.payerHandle;
      await ctx.answerCallbackQuery({
        text: ctx.tUser("inline-claim-paid", {
          amount: ctx.amountUser(result.offer.shareSat),
          name: payerName,
        }),
      });
      await showCard(ctx.api, deps, result.offer, { kind: "claimed", claimer: claimer.name });
      await notePayer(ctx.api, deps, result.offer, claimer.name);
      return;
    }
  }
}

/**
 * `/start inlsend_<id>`: someone who could not receive pressed Claim and
 * was sent here. Says first what waits for them (who sends how much, to
 * the first who claims) and how to receive it; on the sandbox their test
 * account is made now, so pressing Claim again pays. Returns what /start
 * goes on with: the welcome, or /connect where an account must be entered.
 */
export async function greetClaimer(
  ctx: BotContext,
  offerId: string,
): Promise<"welcome" | "connect"> {
  const { deps } = ctx;
  const user = ctx.from;
  const view = await deps.offers.view(offerId);
  const offer = view?.offer;
  const open =
    view !== undefined &&
    offer?.kind === "inline-send" &&
    !view.ended &&
    view.claims.length < offer.shares &&
    deps.now() < offer.expiresAt;
  if (!user || !open) {
    await ctx.reply(ctx.t("inline-claim-ended"));
    return "welcome";
  }
  if (offer.payerId === user.id) {
    await ctx.reply(ctx.t("inline-claim-own"));
    return "welcome";
  }
  // On the sandbox a claimer gets their test account at once, as the welcome would make it.
  if (deps.accounts.isSandbox) await deps.accounts.find(user.id);
  const ready = (await memberDestination(deps, user.id)) !== undefined;
  await ctx.reply(
    withMoneyMark(
      ctx.t("inline-send-waiting", {
        name: escapeHtml(stringOf(offer.context?.payerName) ?? offer.payerHandle),
        amount: ctx.amount(offer.shareSat),
        ready: ready ? "yes" : "no",
      }),
      deps.accounts.isSandbox,
      ctx.t,
    ),
    { parse_mode: "HTML" },
  );
  return ready ? "welcome" : "connect";
}

/** A press of Cancel: only the sender; a claim already under way is not undone. */
export async function cancelInlineSend(ctx: BotContext, offerId: string): Promise<void> {
  const from = ctx.from;
  if (!from) return;
  const { deps } = ctx;
  if (await refusedOffCard(ctx, offerId)) return;
  const result = await deps.offers.end(offerId, from.id, "cancelled");
  const alert = (id: string) => ctx.answerCallbackQuery({ text: ctx.tUser(id), show_alert: true });
  switch (result.status) {
    case "gone":
      await alert("inline-send-gone");
      return;
    case "not_owner":
      await alert("inline-cancel-not-owner");
      return;
    case "already_ended":
      await alert("inline-claim-ended");
      return;
    case "ended":
      if (result.claimsUnderWay > 0) {
        // Someone's claim took the share first: its payment goes on and edits the card.
        await alert("inline-cancel-too-late");
        return;
      }
      await ctx.answerCallbackQuery({ text: ctx.tUser("inline-cancel-done") });
      await showCard(ctx.api, deps, result.offer, { kind: "cancelled" });
  }
}

/** True (the press answered) when it did not come from the send's own card. */
async function refusedOffCard(ctx: BotContext, offerId: string): Promise<boolean> {
  const offer = await ctx.deps.offers.get(offerId);
  const inlineMessageId = stringOf(offer?.context?.inlineMessageId);
  if (offer?.kind !== "inline-send" || !inlineMessageId) return false;
  return refusedPress(ctx, { inlineMessageId });
}

/** The sender learns privately who claimed their send. */
async function notePayer(api: Api, deps: Services, offer: Offer, claimer: string): Promise<void> {
  const payer = await deps.voices.forUser(offer.payerId);
  const text = withMoneyMark(
    payer.t("inline-send-note-claimed", {
      claimer: escapeHtml(claimer),
      amount: payer.amount(offer.shareSat),
    }),
    deps.accounts.isSandbox,
    payer.t,
  );
  void withPriority("notification", () =>
    deps.activity.track(api.sendMessage(offer.payerId, text, { parse_mode: "HTML" })),
  ).catch((error: unknown) =>
    deps.logger.info({ err: error, offer_id: offer.id }, "could not tell the sender of a claim"),
  );
}

/** The offer sweeper ended an inline send whose time ran out: its card says so (wired in app.ts). */
export const inlineSendExpired: OfferAnnouncer = oneByOne((api, deps, offer) =>
  showCard(api, deps, offer, { kind: "expired" }),
);
