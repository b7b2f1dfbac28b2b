/**
 * /giveaway <total> <count> [note] in a group: the first `count` members
 * who press Claim each receive floor(total / count), paid at that moment
 * from the creator's own account (the offers engine, kind "giveaway": one
 * share per member, atomic across presses, redeliveries and replicas).
 *
 *   /giveaway → a question in the group with Confirm / Cancel, only the
 *   creator may press them, naming the most that may leave their account
 *   → Confirm (one-use: `giveaway-made:<draft>` holds the offer's id) makes
 *   the offer, and the question becomes the giveaway's card (card.ts)
 *   → Claim: the share is paid through `Offers.claim`; the presser hears
 *   the outcome in the callback answer; the card lists who claimed, edited
 *   at most once a second (flows/paced-edit.ts)
 *   → it ends by its creator's End, its time (the offer sweeper calls
 *   `giveawayExpired`, wired in app.ts), its last share, or the creator's
 *   funds or limits running out (then the creator is told why, privately).
 *
 * The Confirm of the question is bound to the account connection it was
 * asked for (as /pay's confirmation is). Shares are the offers engine's;
 * this folder is about as long as before the intents engine for that
 * reason: its claims, card and endings are its own words, and a press
 * counts only on its own card, by a member of its group (flows/card-press.ts).
 */
import { type Api, InlineKeyboard } from "grammy";
import type { User } from "grammy/types";
import { type AccountIdentity, stillConnected } from "../../accounts/accounts.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { askCaptcha, captcha, captchaPassed } from "../../chat/flows/captcha.ts";
import { type CardPlace, refusedPress } from "../../chat/flows/card-press.ts";
import {
  type Conditions,
  conditionLines,
  conditionRefusal,
  conditionsProblem,
  hasConditions,
  takeConditions,
} from "../../chat/flows/conditions.ts";
import {
  MAX_GIVEAWAY_SHARES,
  parseGiveawayArguments,
} from "../../chat/flows/giveaway-arguments.ts";
import { giveawayContext, showGiveaway } from "../../chat/flows/giveaway-card.ts";
import { keepNote } from "../../chat/flows/kept-notes.ts";
import { payerRanOut, payerReason } from "../../chat/flows/payer-out.ts";
import { displayName, historyName, messageLinkBase } from "../../chat/flows/people.ts";
import { removeInGroupLater, replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { type OfferAnnouncer, oneByOne } from "../../chat/offer-endings.ts";
import type { SettledSendAnnouncer } from "../../chat/send-settlements.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import { recordGroupPayment } from "../../operations/board.ts";
import { CONFIRMATION_TTL_MS } from "../../operations/confirmation.ts";
import { newOperationId } from "../../operations/ids.ts";
import type { Intent, IntentResult } from "../../operations/intents.ts";
import type { Operation } from "../../operations/ledger.ts";
import type { ClaimResult, Offer } from "../../operations/offers.ts";
import { memberDestination } from "../../operations/payees.ts";
import { parseAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";

/** Longest note kept with a giveaway. */
const MAX_NOTE = 200;
const CONFIRM_PREFIX = "gw:ok:";
const CANCEL_PREFIX = "gw:no:";
/** How long a /giveaway message is remembered, so a redelivery asks no second time (2 days). */
const COMMAND_MEMORY_MS = 2 * 24 * 60 * 60_000;

/** A giveaway asked for, not yet confirmed by its creator. */
interface GiveawayDraft {
  creatorId: number;
  creatorName: string;
  creatorHandle: string;
  chatId: number;
  chatTitle: string;
  /** Where the group's message links start (messageLinkBase), if it has any. */
  linkBase: string | undefined;
  shareSat: number;
  count: number;
  note: string | undefined;
  messageId: number;
  /** Who may claim, if the creator set conditions. */
  conditions?: Conditions | undefined;
  /** The creator's account connection when asked: confirmed from that one only (unset: old drafts). */
  payerAccount?: AccountIdentity | null | undefined;
}

function drafts(deps: Services) {
  return deps.store.keyv<GiveawayDraft>("giveaway-drafts");
}

/** The /giveaway command and its buttons. */
export const giveawayFeature = new Composer<BotContext>();

giveawayFeature.command("giveaway", async (ctx) => {
  if (ctx.chat.type !== "group" && ctx.chat.type !== "supergroup") {
    await ctx.reply(ctx.t("giveaway-in-private"), { parse_mode: "HTML" });
    return;
  }
  if (ctx.msg.sender_chat || !ctx.from) {
    await replyHint(ctx, ctx.t("giveaway-anonymous"));
    return;
  }
  const creator = ctx.from;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const parsed = await parseGiveawayArguments(ctx.match, (text) =>
    parseAmountInput(text, { maxSat, voice: ctx.userVoice, prices: ctx.deps.prices }),
  );
  if (parsed.kind === "usage") {
    await replyHint(ctx, ctx.t("giveaway-usage"));
    return;
  }
  if (parsed.kind === "ambiguous") {
    await replyHint(ctx, ctx.t("giveaway-ambiguous"));
    return;
  }
  if (!parsed.total.ok) {
    await replyHint(ctx, escapeHtml(amountInputReason(parsed.total, maxSat, ctx.voice)));
    return;
  }
  const totalSat = parsed.total.sat;
  if (parsed.count > MAX_GIVEAWAY_SHARES) {
    await replyHint(ctx, ctx.t("giveaway-too-many", { max: MAX_GIVEAWAY_SHARES }));
    return;
  }
  const shareSat = Math.floor(totalSat / parsed.count);
  if (shareSat < 1) {
    await replyHint(
      ctx,
      ctx.t("giveaway-share-too-small", { total: ctx.amount(totalSat), count: parsed.count }),
    );
    return;
  }
  // Conditions come first after the count, then the note.
  const taken = takeConditions(parsed.note.split(/\s+/).filter(Boolean));
  if ("invalid" in taken) {
    await replyHint(ctx, ctx.t("condition-bad", { word: escapeHtml(taken.invalid) }));
    return;
  }
  const problem = await conditionsProblem(ctx, taken.conditions);
  if (problem) {
    await replyHint(ctx, problem);
    return;
  }
  const account = await ctx.deps.accounts.find(creator.id);
  if (!account) {
    await replyHint(ctx, ctx.t("common-no-account"));
    return;
  }
  // A redelivered /giveaway asks no second question.
  const commandKey = `giveaway-command:${ctx.chat.id}:${ctx.msg.message_id}`;
  if (!(await ctx.deps.steps.take(commandKey, String(ctx.deps.now()), COMMAND_MEMORY_MS))) {
    ctx.log.info("giveaway command seen before: not asked again");
    return;
  }
  const draftId = newOperationId();
  const count = parsed.count;
  const args = {
    creator: escapeHtml(displayName(creator)),
    total: ctx.amount(shareSat * count),
    count,
    share: ctx.amount(shareSat),
  };
  const lines = [ctx.t("giveaway-confirm", args)];
  if (shareSat * count < totalSat) lines.push(ctx.t("giveaway-confirm-remainder"));
  const note = taken.rest.join(" ").slice(0, MAX_NOTE) || undefined;
  if (note) lines.push(ctx.t("giveaway-note", { note: escapeHtml(note) }));
  lines.push(...conditionLines(ctx, taken.conditions));
  const conditions = hasConditions(taken.conditions) ? taken.conditions : undefined;
  const question = await ctx.reply(
    withMoneyMark(lines.join("\n"), ctx.deps.accounts.isSandbox, ctx.t),
    {
      parse_mode: "HTML",
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
      reply_markup: new InlineKeyboard()
        .text(ctx.t("giveaway-confirm-label"), `${CONFIRM_PREFIX}${draftId}`)
        .text(ctx.t("common-cancel"), `${CANCEL_PREFIX}${draftId}`),
    },
  );
  await drafts(ctx.deps).set(
    draftId,
    {
      creatorId: creator.id,
      creatorName: displayName(creator),
      creatorHandle: historyName(creator),
      chatId: ctx.chat.id,
      chatTitle: ctx.chat.title,
      linkBase: messageLinkBase(ctx.chat),
      shareSat,
      count,
      note,
      conditions,
      messageId: question.message_id,
      payerAccount: account.identity,
    },
    CONFIRMATION_TTL_MS,
  );
});

giveawayFeature.callbackQuery(/^gw:(ok|no):([A-Za-z0-9_-]{22})$/, async (ctx) => {
  const [, action, draftId = ""] = ctx.match;
  const draft = await drafts(ctx.deps).get(draftId);
  const madeKey = `giveaway-made:${draftId}`;
  if (!draft) {
    await answer(ctx, ctx.tUser("giveaway-answer-stale"));
    await ctx.editMessageReplyMarkup().catch(() => undefined);
    return;
  }
  if (await refusedPress(ctx, { chatId: draft.chatId, messageId: draft.messageId })) return;
  if (ctx.from.id !== draft.creatorId) {
    await answer(ctx, ctx.tUser("common-not-your-button"), true);
    return;
  }
  const ttlMs = CONFIRMATION_TTL_MS + ctx.deps.config.giveaways.ttlMs;
  if (action === "no") {
    if (!(await ctx.deps.steps.take(madeKey, "cancelled", ttlMs))) {
      await answer(ctx, ctx.tUser("giveaway-answer-decided"));
      return;
    }
    await answer(ctx, ctx.tUser("common-cancelled"));
    await ctx
      .editMessageText(ctx.t("giveaway-cancelled"), { reply_markup: { inline_keyboard: [] } })
      .catch(() => undefined);
    removeInGroupLater(ctx, ctx.callbackQuery.message);
    return;
  }
  const earlier = await ctx.deps.steps.takenWith(madeKey);
  if (earlier !== undefined) {
    // A second press or a redelivery: the giveaway exists (or was cancelled) already.
    await answer(ctx, ctx.tUser("giveaway-answer-decided"));
    if (earlier !== "cancelled" && earlier !== ACCOUNT_CHANGED) {
      await showGiveaway(ctx.api, ctx.deps, earlier);
    }
    return;
  }
  // Asked for one account connection, confirmed after another: nothing is made (as for /pay).
  if (await accountChangedSince(ctx.deps, draft)) {
    if (await ctx.deps.steps.take(madeKey, ACCOUNT_CHANGED, ttlMs)) {
      await answer(ctx, ctx.tUser("confirm-account-changed-answer"), true);
      await ctx.editMessageReplyMarkup().catch(() => undefined);
    } else {
      await answer(ctx, ctx.tUser("giveaway-answer-decided"));
    }
    return;
  }
  const offer = await ctx.deps.offers.create({
    kind: "giveaway",
    payerId: draft.creatorId,
    payerHandle: draft.creatorHandle,
    shareSat: draft.shareSat,
    shares: draft.count,
    ttlMs: ctx.deps.config.giveaways.ttlMs,
    chatId: draft.chatId,
    description:
      draft.note ?? ctx.t("giveaway-description", { chat: draft.chatTitle }).slice(0, MAX_NOTE),
    context: {
      messageId: draft.messageId,
      creatorName: draft.creatorName,
      chatTitle: draft.chatTitle,
      linkBase: draft.linkBase ?? null,
      note: draft.note ?? null,
      conditions: draft.conditions ? JSON.stringify(draft.conditions) : null,
    },
  });
  if (!(await ctx.deps.steps.take(madeKey, offer.id, ttlMs))) {
    // Another replica confirmed the same draft first: ours never took a claim.
    await ctx.deps.offers.end(offer.id, "system", "cancelled");
    await answer(ctx, ctx.tUser("giveaway-answer-decided"));
    return;
  }
  ctx.log.info({ offer_id: offer.id, shares: offer.shares }, "giveaway made");
  await answer(ctx, ctx.tUser("giveaway-answer-posted"));
  await showGiveaway(ctx.api, ctx.deps, offer.id);
});

/** What a question whose creator's account changed before Confirm is claimed as. */
const ACCOUNT_CHANGED = "account_changed";

/** True when `draft` was asked for an account connection the creator no longer has. */
async function accountChangedSince(deps: Services, draft: GiveawayDraft): Promise<boolean> {
  const now = await deps.accounts.find(draft.creatorId);
  return !stillConnected(draft.payerAccount, now?.identity);
}

/** A press of a giveaway's Claim button (safe under concurrency: the offers engine's claims). */
export const GIVEAWAY_CLAIM_DATA = /^gw:c:([A-Za-z0-9_-]{22})$/;

giveawayFeature.callbackQuery(GIVEAWAY_CLAIM_DATA, async (ctx) => {
  // The second promised to the presser counts from here, through the checks below (a
  // membership look-up is a Telegram call), not from the claim's start.
  const pressedAt = performance.now();
  const offerId = ctx.match[1] ?? "";
  const from = ctx.from;
  const { deps } = ctx;
  // Paid only on the giveaway's own card, to a member of its group (an inline card: anyone).
  const known = await deps.offers.get(offerId);
  if (known && (await refusedPress(ctx, cardPlace(known), { membersOnly: true }))) return;
  const conditions = known ? giveawayContext(known).conditions : undefined;
  if (known && conditions && from.id !== known.payerId) {
    const refusal = await conditionRefusal(ctx, ctx.tUser, known.chatId, from, conditions);
    if (refusal) {
      await answer(ctx, refusal, true);
      return;
    }
    if (conditions.captcha && !(await captchaPassed(deps, "gw", offerId, from.id))) {
      // The check happens in private; passed, the member presses Claim again.
      await askCaptcha(ctx, "gw", offerId);
      return;
    }
  }
  const claimer = claimerOf(from);
  // A claim that takes long (a slow gateway, a busy machine) does not keep the spinner past a
  // second: "one moment" now; the card shows who got a share, and the claimer's own outcome
  // (paid, or in doubt) follows in private.
  const early = setTimeout(
    () => {
      answeredEarly.add(ctx);
      void ctx
        .answerCallbackQuery({ text: ctx.tUser("giveaway-answer-wait") })
        .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
    },
    Math.max(0, deps.config.giveaways.claimAnswerMs - (performance.now() - pressedAt)),
  );
  let result = await deps.offers.claimShare(
    offerId,
    claimer,
    (await memberDestination(deps, from.id))?.target,
  );
  if (result.status === "no_route" && deps.accounts.isSandbox) {
    // On the sandbox a claimer gets their test account at once, as /start would make it
    // (only when a share is still there to take: late presses make no accounts).
    await deps.accounts.find(from.id);
    result = await deps.offers.claimShare(
      offerId,
      claimer,
      (await memberDestination(deps, from.id))?.target,
    );
  }
  clearTimeout(early);
  ctx.log.info({ offer_id: offerId, status: result.status }, "giveaway claim");
  if (!answeredEarly.has(ctx) || TOLD_AFTER_AN_EARLY_ANSWER.has(result.status)) {
    await answerClaim(ctx, result);
  }
  switch (result.status) {
    case "paid":
      await giveawayShareSettled(deps, result.offer, claimer, result.operation);
      inBackground(ctx, showGiveaway(ctx.api, deps, offerId));
      return;
    case "already":
      // A press resuming a share sent before (its first handler cut off): counted once anyway.
      if (result.operation?.state === "sent") {
        await giveawayShareSettled(deps, result.offer, claimer, result.operation);
      }
      inBackground(ctx, showGiveaway(ctx.api, deps, offerId));
      return;
    case "unknown":
      inBackground(ctx, showGiveaway(ctx.api, deps, offerId));
      return;
    case "ended":
      if (result.reason === "account_changed") {
        inBackground(ctx, showGiveaway(ctx.api, deps, offerId));
      }
      return;
    case "not_paid":
      if (payerRanOut(result.result)) {
        const ended = await deps.offers.end(offerId, "system", "payer_out");
        if (ended.status === "ended") {
          const creator = await deps.voices.forUser(result.offer.payerId);
          await tellPrivately(
            ctx.api,
            deps,
            result.offer,
            result.offer.payerId,
            creator.t("giveaway-payer-out-note", {
              where: placeOfGiveaway(result.offer),
              share: creator.amount(result.offer.shareSat),
              reason: payerReason(result.result, creator),
            }),
            creator,
            `giveaway-payer-out:${offerId}`,
          );
        }
        inBackground(ctx, showGiveaway(ctx.api, deps, offerId));
      }
      return;
    default:
      return;
  }
});

giveawayFeature.callbackQuery(/^gw:e:([A-Za-z0-9_-]{22})$/, async (ctx) => {
  const offerId = ctx.match[1] ?? "";
  const known = await ctx.deps.offers.get(offerId);
  if (known && (await refusedPress(ctx, cardPlace(known)))) return;
  const result = await ctx.deps.offers.end(offerId, ctx.from.id, "ended");
  switch (result.status) {
    case "gone":
      await answer(ctx, ctx.tUser("giveaway-answer-gone"));
      await ctx.editMessageReplyMarkup().catch(() => undefined);
      return;
    case "not_owner":
      await answer(ctx, ctx.tUser("giveaway-answer-end-not-yours"), true);
      return;
    case "already_ended":
      await answer(ctx, ctx.tUser("giveaway-answer-ended"));
      await showGiveaway(ctx.api, ctx.deps, offerId);
      return;
    case "ended":
      await answer(ctx, ctx.tUser("giveaway-answer-you-ended"));
      await showGiveaway(ctx.api, ctx.deps, offerId);
  }
});

/** The offer sweeper ended a giveaway whose time ran out: its card says so (wired in app.ts). */
export const giveawayExpired: OfferAnnouncer = oneByOne(async (api, deps, offer) => {
  await showGiveaway(api, deps, offer.id);
});

/**
 * A share whose send a crash cut off, settled as unknown by the send
 * sweeper (or a later press): its claimer and the creator hear it in the
 * giveaway's words, the card shows it (wired in app.ts).
 */
export const giveawayShareInDoubt: SettledSendAnnouncer = async (api, deps, operation) => {
  if (operation.kind !== "tip-sent" || operation.state !== "unknown") return false;
  // The share's intent (its id is the operation's) names its giveaway and claimer.
  const details = (await deps.intents.get(operation.id))?.details;
  const offer =
    typeof details?.offer === "string" ? await deps.offers.get(details.offer) : undefined;
  const claimerId = details?.claimer;
  if (offer?.kind !== "giveaway" || typeof claimerId !== "number") return false;
  deps.logger.warn(
    { offer_id: offer.id, operation_id: operation.id, claimer_id: claimerId },
    "giveaway share interrupted: outcome unknown, not sent again",
  );
  const claimerName = operation.counterpart ?? "";
  await tellShareInDoubt(api, deps, offer, { id: claimerId, name: claimerName }, operation.id);
  // The offer's list gets the share as in doubt (the engine resumes the member's own claim,
  // whose send is never made again), then the card shows it. Not awaited: this runs under
  // the send's lease, which that resumption waits for.
  const resume = async () => {
    await deps.offers.claimShare(
      offer.id,
      { userId: claimerId, name: claimerName, handle: claimerName },
      undefined,
    );
    await showGiveaway(api, deps, offer.id);
  };
  void deps.activity.track(
    resume().catch((error: unknown) =>
      deps.logger.warn({ err: error, offer_id: offer.id }, "could not show an interrupted share"),
    ),
  );
  return true;
};

/**
 * A giveaway share whose press died between its claim and its send,
 * carried to its outcome from the store with no press waiting (for the
 * engine's sweep of unfinished intents): the offer's side noted
 * (`Offers.shareOutcome`), the claimer told in private (their press was
 * never answered), the card brought up to date. False for an intent that
 * is no giveaway's share.
 */
export async function giveawayShareCarried(
  api: Api,
  deps: Services,
  intent: Intent,
  result: IntentResult,
): Promise<boolean> {
  const offerId = intent.details?.offer;
  const offer = typeof offerId === "string" ? await deps.offers.get(offerId) : undefined;
  if (offer?.kind !== "giveaway" || intent.payee.type !== "member") return false;
  const claim = await deps.offers.shareOutcome(intent, result);
  if (!claim) return false;
  const person = intent.payee.person;
  const voice = await deps.voices.forUser(person.id);
  const where = placeOfGiveaway(offer);
  const share = voice.amount(offer.shareSat);
  const sent =
    claim.status === "paid"
      ? claim.operation
      : claim.status === "already" && claim.operation?.state === "sent"
        ? claim.operation
        : undefined;
  if (sent) {
    await giveawayShareSettled(deps, offer, { userId: person.id, name: person.name }, sent);
    await tellPrivately(
      api,
      deps,
      offer,
      person.id,
      voice.t("giveaway-share-carried-note", { where, share }),
      voice,
      `giveaway-carried:${intent.id}`,
    );
  } else if (claim.status === "unknown") {
    await tellShareInDoubt(api, deps, offer, person, intent.id);
  }
  deps.logger.info(
    { offer_id: offer.id, intent_id: intent.id, status: claim.status },
    "giveaway share carried on after an interruption",
  );
  await showGiveaway(api, deps, offer.id);
  return true;
}

/**
 * The moment one giveaway share settled in a group (its claimer's history
 * has it already: the offers engine wrote it). The one place to tell others
 * about settled group payments (e.g. a leaderboard).
 */
async function giveawayShareSettled(
  deps: Services,
  offer: Offer,
  claimer: { userId: number; name: string },
  operation: Operation,
): Promise<void> {
  deps.logger.info(
    {
      offer_id: offer.id,
      operation_id: operation.id,
      chat_id: offer.chatId,
      claimer_id: claimer.userId,
      amount_sat: operation.amountSat,
    },
    "giveaway share settled",
  );
  const creatorName = offer.context?.creatorName;
  await recordGroupPayment(deps, {
    chatId: offer.chatId,
    from: {
      id: offer.payerId,
      name: typeof creatorName === "string" ? creatorName : offer.payerHandle,
    },
    to: { id: claimer.userId, name: claimer.name },
    sat: operation.amountSat,
    at: deps.now(),
    operationId: operation.id,
  });
}

/** Where the giveaway's card is: its inline message, or its message in its group. */
function cardPlace(offer: Offer): CardPlace {
  const { messageId, inlineMessageId } = giveawayContext(offer);
  return inlineMessageId ? { inlineMessageId } : { chatId: offer.chatId, messageId };
}

function claimerOf(user: User) {
  return {
    userId: user.id,
    username: user.username,
    name: displayName(user),
    handle: historyName(user),
  };
}

/** The presser hears the outcome of their press, in their language (their own figures only). */
async function answerClaim(ctx: BotContext, result: ClaimResult): Promise<void> {
  const t = ctx.tUser;
  switch (result.status) {
    case "paid":
      await answer(
        ctx,
        t(ctx.deps.accounts.isSandbox ? "giveaway-answer-paid-test" : "giveaway-answer-paid", {
          amount: ctx.amountUser(result.operation.amountSat),
        }),
      );
      return;
    case "already":
      await answer(
        ctx,
        result.operation?.state === "unknown"
          ? t("giveaway-answer-unknown")
          : t("giveaway-answer-already"),
      );
      return;
    case "unknown":
      await answer(ctx, t("giveaway-answer-unknown"), true);
      return;
    case "busy":
      await answer(ctx, t("giveaway-answer-busy"));
      return;
    case "all_taken":
      await answer(ctx, t("giveaway-answer-all-taken"));
      return;
    case "ended":
      await answer(
        ctx,
        t(result.reason === "completed" ? "giveaway-answer-all-taken" : "giveaway-answer-ended"),
      );
      return;
    case "gone":
      await answer(ctx, t("giveaway-answer-gone"));
      return;
    case "own":
      await answer(ctx, t("giveaway-answer-own"));
      return;
    case "not_for_you":
      await answer(ctx, t("common-not-your-button"), true);
      return;
    case "no_route":
      if (answeredEarly.has(ctx)) {
        await answer(ctx, t("giveaway-answer-no-route"));
        return;
      }
      // Opens the private chat, where /start tip sets up receiving; the share stays claimable.
      await ctx
        .answerCallbackQuery({ text: t("giveaway-answer-no-route"), url: deepLink(ctx, "tip") })
        .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
      return;
    case "not_paid":
      await answer(
        ctx,
        payerRanOut(result.result) ? t("giveaway-answer-payer-out") : t("giveaway-answer-not-paid"),
        true,
      );
      return;
  }
}

/** What a claimer answered early is told in private: what concerns their share or account. */
const TOLD_AFTER_AN_EARLY_ANSWER: ReadonlySet<ClaimResult["status"]> = new Set<
  ClaimResult["status"]
>(["paid", "unknown", "not_paid", "no_route"]);
/** Claims whose press was answered before their outcome was known. */
const answeredEarly = new WeakSet<BotContext>();

/**
 * Answers the press; a redelivered press was answered already, which must
 * not abort the handler. A press answered early ("Sending…") gets the
 * answer in the presser's private chat instead (when they opened it).
 */
async function answer(ctx: BotContext, text: string, alert = false): Promise<void> {
  if (answeredEarly.has(ctx) && ctx.from) {
    await ctx.api
      .sendMessage(ctx.from.id, text)
      .catch((error: unknown) =>
        ctx.log.info({ err: error }, "could not tell a claimer privately"),
      );
    return;
  }
  await ctx
    .answerCallbackQuery({ text, ...(alert ? { show_alert: true } : {}) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/** Card edits run after the press is answered, without holding the group's next updates. */
function inBackground(ctx: BotContext, work: Promise<void>): void {
  void ctx.deps.activity.track(
    work.catch((error: unknown) =>
      ctx.log.warn({ err: error }, "could not update a giveaway's card"),
    ),
  );
}

/** The group of a giveaway, in HTML: a link to its card where Telegram has one, else its title. */
function placeOfGiveaway(offer: Offer): string {
  const { chatTitle, messageId, linkBase } = giveawayContext(offer);
  const title = escapeHtml(chatTitle);
  return linkBase ? `<a href="${linkBase}/${messageId}">${title}</a>` : `<b>${title}</b>`;
}

/** A share whose outcome is unknown (never sent again): its claimer and the creator are told. */
async function tellShareInDoubt(
  api: Api,
  deps: Services,
  offer: Offer,
  claimer: { id: number; name: string },
  shareId: string,
): Promise<void> {
  const where = placeOfGiveaway(offer);
  const claimerVoice = await deps.voices.forUser(claimer.id);
  await tellPrivately(
    api,
    deps,
    offer,
    claimer.id,
    claimerVoice.t("giveaway-share-unknown-note", {
      where,
      share: claimerVoice.amount(offer.shareSat),
    }),
    claimerVoice,
    `giveaway-doubt:${shareId}:claimer`,
  );
  const creator = await deps.voices.forUser(offer.payerId);
  await tellPrivately(
    api,
    deps,
    offer,
    offer.payerId,
    creator.t("giveaway-share-unknown-creator", {
      where,
      share: creator.amount(offer.shareSat),
      claimer: escapeHtml(claimer.name),
    }),
    creator,
    `giveaway-doubt:${shareId}:creator`,
  );
}

/**
 * A private note about a giveaway, kept in the store until sent (a restart
 * sends it: kept-notes.ts), once per `key`. A store error is logged.
 */
async function tellPrivately(
  api: Api,
  deps: Services,
  offer: Offer,
  userId: number,
  html: string,
  voice: Voice,
  key: string,
): Promise<void> {
  try {
    await keepNote(
      { deps, api, log: deps.logger },
      key,
      userId,
      withMoneyMark(html, deps.accounts.isSandbox, voice.t),
    );
  } catch (error) {
    deps.logger.warn({ err: error, offer_id: offer.id }, "could not keep a giveaway's note");
  }
}

/** The giveaway's check (the `captcha` condition): passed, the member presses Claim again. */
export const giveawayCaptcha = captcha({
  scope: "gw",
  describe: async (deps, id) => {
    const view = await deps.offers.view(id);
    if (!view || view.ended) return undefined;
    return {
      chatTitle: giveawayContext(view.offer).chatTitle,
      keepMs: Math.max(60_000, view.offer.expiresAt - deps.now()),
    };
  },
  passed: async (ctx, id) => {
    const view = await ctx.deps.offers.view(id);
    return ctx.t("captcha-press-again", {
      chat: escapeHtml(view ? giveawayContext(view.offer).chatTitle : ""),
    });
  },
});
