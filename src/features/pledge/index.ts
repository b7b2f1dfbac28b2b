/**
 * Pledges after they are made: `/start claim_<id>` (the member it names
 * claims it: paid exactly as a tip, from the payer's account), the payer's
 * open pledges under /history with a Cancel button each, and expiry (the
 * offer sweeper ends it; the announcer below tells both people).
 */
import type { Api } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import {
  factsOf,
  openPledgesMessage,
  type PledgeState,
  placeOfPledge,
  pledgeMessageId,
  showPledgeState,
} from "../../chat/flows/pledges.ts";
import { notify, type TipEnv, tipEnv, withNote } from "../../chat/flows/tip-settle.ts";
import { escapeHtml } from "../../chat/html.ts";
import type { OfferAnnouncer } from "../../chat/offer-endings.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Logger } from "../../logger.ts";
import { recordGroupPayment } from "../../operations/board.ts";
import type { Claimer, ClaimResult, NotPaid, Offer } from "../../operations/offers.ts";
import { memberDestination } from "../../operations/payees.ts";
import type { Services } from "../../services.ts";
import { failureText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";

/** How long "the notes of this claim were sent" is remembered (7 days). */
const NOTES_MEMORY_MS = 7 * 24 * 60 * 60_000;
/** Offer ids are 22 characters of base64url. */
const CLAIM_PAYLOAD = /^claim_([A-Za-z0-9_-]{22})$/;
const CANCEL_DATA = /^pledge-cancel:([A-Za-z0-9_-]{22})$/;

export const pledgeFeature = new Composer<BotContext>();

// Registered before /start: a claim link is the pledge's, every other payload goes on.
pledgeFeature.chatType("private").command("start", async (ctx, next) => {
  const match = CLAIM_PAYLOAD.exec(ctx.match.trim());
  if (!match?.[1]) return next();
  await claimPledge(ctx, match[1]);
});

pledgeFeature.callbackQuery(CANCEL_DATA, async (ctx) => {
  const id = ctx.match[1] ?? "";
  // Only pledges are cancelled here (a giveaway has its own End button).
  const known = await ctx.deps.offers.get(id);
  const result =
    known?.kind === "pledge"
      ? await ctx.deps.offers.end(id, ctx.from.id, "cancelled")
      : ({ status: "gone" } as const);
  switch (result.status) {
    case "gone":
      await ctx.answerCallbackQuery({ text: ctx.t("pledge-cancel-gone") });
      break;
    case "not_owner":
      await ctx.answerCallbackQuery({ text: ctx.t("pledge-cancel-not-yours"), show_alert: true });
      return;
    case "already_ended":
      await ctx.answerCallbackQuery({ text: ctx.t("pledge-cancel-ended") });
      break;
    case "ended": {
      if (result.claimsUnderWay > 0) {
        // Its claim goes on and settles the message; nothing more may start.
        await ctx.answerCallbackQuery({ text: ctx.t("pledge-cancel-too-late"), show_alert: true });
        break;
      }
      await ctx.answerCallbackQuery({ text: ctx.t("pledge-cancelled-answer") });
      await announceEnded(tipEnv(ctx), result.offer, "cancelled");
      break;
    }
  }
  const list = await openPledgesMessage(ctx, ctx.from.id);
  await ctx
    .editMessageText(list.text, { parse_mode: "HTML", reply_markup: list.keyboard })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "open pledges unchanged"));
});

/** The member opened a pledge's claim link: pay it to them, or say why not. */
async function claimPledge(ctx: BotContext, id: string): Promise<void> {
  const { deps } = ctx;
  const user = ctx.from;
  if (!user) return;
  const reply = (html: string) =>
    ctx.reply(withMoneyMark(html, deps.accounts.isSandbox, ctx.t), {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    });
  const offer = await deps.offers.get(id);
  if (offer?.kind !== "pledge") {
    await reply(ctx.t("pledge-claim-gone"));
    return;
  }
  const facts = factsOf(offer);
  const args = {
    amount: ctx.amount(offer.shareSat),
    from: escapeHtml(facts.payerName),
    to: escapeHtml(facts.recipientName),
  };
  const named =
    offer.forUserId !== undefined
      ? offer.forUserId === user.id
      : offer.forUsername !== undefined && user.username?.toLowerCase() === offer.forUsername;
  // On the sandbox the member it names gets their test account now, so the share has a route.
  if (named && deps.accounts.isSandbox) await deps.accounts.find(user.id);
  const share = await memberDestination(deps, user.id, historyName(user));
  const claimer: Claimer = {
    userId: user.id,
    username: user.username,
    name: displayName(user),
    handle: share?.counterpart ?? historyName(user),
  };
  const result = await deps.offers.claimShare(id, claimer, share?.target);
  ctx.log.info({ offer_id: id, status: result.status }, "pledge claim");
  const env = tipEnv(ctx);
  switch (result.status) {
    case "gone":
      await reply(ctx.t("pledge-claim-gone"));
      return;
    case "own":
      await reply(ctx.t("pledge-claim-own", args));
      return;
    case "not_for_you":
      await reply(ctx.t("pledge-claim-not-for-you", args));
      return;
    case "ended":
      // Its message says how it ended: the engine ends a pledge whose payer's account changed,
      // and a cancel told "too late" of a claim that died before its send leaves it saying open.
      if (result.reason === "cancelled" || result.reason === "expired") {
        await showPledgeState(env, offer, result.reason);
      } else {
        await showPledgeState(env, offer, "closed");
      }
      await reply(ctx.t(endedText(result.reason), args));
      return;
    case "all_taken":
      await reply(ctx.t("pledge-claim-taken", args));
      return;
    case "busy":
      await reply(ctx.t("pledge-claim-busy", args));
      return;
    case "no_route":
      await reply(
        ctx.t("pledge-claim-set-up", { ...args, until: ctx.voice.dateTime(offer.expiresAt) }),
      );
      return;
    case "paid":
      await settleClaim(env, result.offer, user.id, result.operation.id, "sent");
      return;
    case "unknown":
      await settleClaim(env, result.offer, user.id, result.operation.id, "unknown");
      return;
    case "already": {
      const state = result.operation?.state;
      if (state === "sent" || state === "unknown") {
        // Finishes what a cut-off press left undone (idempotent), then says it was claimed.
        await settleClaim(env, result.offer, user.id, result.operation?.id ?? "", state, false);
      }
      await reply(
        ctx.t(state === "unknown" ? "pledge-claim-unknown" : "pledge-claim-already", args),
      );
      return;
    }
    case "not_paid":
      await notPaid(ctx, result);
      return;
  }
}

/**
 * After a claim was sent (or is in doubt): the group message edited, a
 * private note to each person, once per operation (a redelivered press
 * sends nothing twice). `tellClaimer` false: the caller answers them.
 */
async function settleClaim(
  env: TipEnv,
  offer: Offer,
  claimerId: number,
  operationId: string,
  state: "sent" | "unknown",
  tellClaimer = true,
): Promise<void> {
  const { deps } = env;
  await showPledgeState(env, offer, state === "sent" ? "claimed" : "unknown");
  const facts = factsOf(offer);
  if (state === "sent") {
    // A claimed pledge is a tip paid in its group: it counts on /top, as a /tip does
    // (idempotent per operation, so a resumed claim counts once).
    await recordGroupPayment(deps, {
      chatId: offer.chatId,
      from: { id: offer.payerId, name: facts.payerName },
      to: { id: claimerId, name: facts.recipientName },
      sat: offer.shareSat,
      at: deps.now(),
      operationId,
    });
  }
  const messageId = await pledgeMessageId(deps, offer.id);
  const payer = await deps.voices.forUser(offer.payerId);
  const claimer = await deps.voices.forUser(claimerId);
  if (
    !(await deps.steps.take(`pledge-notes:${operationId}`, String(deps.now()), NOTES_MEMORY_MS))
  ) {
    return;
  }
  const sandbox = deps.accounts.isSandbox;
  const note = facts.note ? escapeHtml(facts.note) : undefined;
  const argsFor = (voice: typeof payer) => ({
    amount: voice.amount(offer.shareSat),
    from: escapeHtml(facts.payerName),
    to: escapeHtml(facts.recipientName),
    where: placeOfPledge(facts, messageId, voice),
  });
  await notify(
    env,
    offer.payerId,
    withMoneyMark(
      withNote(
        payer.t(state === "sent" ? "pledge-paid-note" : "pledge-unknown-note", argsFor(payer)),
        note && payer.t("tip-note", { note }),
      ),
      sandbox,
      payer.t,
    ),
  );
  if (!tellClaimer) return;
  await notify(
    env,
    claimerId,
    withMoneyMark(
      withNote(
        claimer.t(
          state === "sent" ? "pledge-claimed-note" : "pledge-claim-unknown",
          argsFor(claimer),
        ),
        note && claimer.t("tip-note", { note }),
        // The member may have opened the bot just now, through the claim link.
        state === "sent" ? claimer.t("pledge-claimed-next") : undefined,
      ),
      sandbox,
      claimer.t,
    ),
  );
}

/** Nothing was paid (payer over a limit, funds, gateway refusal): both told in private. */
async function notPaid(
  ctx: BotContext,
  result: Extract<ClaimResult, { status: "not_paid" }>,
): Promise<void> {
  const { deps } = ctx;
  const env = tipEnv(ctx);
  const offer = result.offer;
  const facts = factsOf(offer);
  const messageId = await pledgeMessageId(deps, offer.id);
  const payer = await deps.voices.forUser(offer.payerId);
  const sandbox = deps.accounts.isSandbox;
  // A cancel may have ended it while this claim ran: then it is closed, not open.
  const ended = (await deps.offers.view(offer.id))?.ended;
  if (ended) await announceEnded(env, offer, ended.reason === "cancelled" ? "cancelled" : "closed");
  const until = ended ? undefined : offer.expiresAt;
  await notify(
    env,
    offer.payerId,
    withMoneyMark(
      payer.t("pledge-not-paid-note", {
        amount: payer.amount(offer.shareSat),
        to: escapeHtml(facts.recipientName),
        where: placeOfPledge(facts, messageId, payer),
        reason: escapeHtml(reasonText(result.result, payer)),
        until: until === undefined ? "-" : payer.dateTime(until),
        open: until === undefined ? "no" : "yes",
      }),
      sandbox,
      payer.t,
    ),
  );
  await ctx.reply(
    withMoneyMark(
      ctx.t("pledge-claim-not-paid", {
        amount: ctx.amount(offer.shareSat),
        from: escapeHtml(facts.payerName),
        until: until === undefined ? "-" : ctx.voice.dateTime(until),
        open: until === undefined ? "no" : "yes",
      }),
      sandbox,
      ctx.t,
    ),
    { parse_mode: "HTML" },
  );
}

/** Why a claim was not paid, for the payer (their own figures: private only). */
function reasonText(result: NotPaid, voice: Pick<Voice, "t" | "amount" | "amountMsat">): string {
  switch (result.status) {
    case "over_limit":
      return overLimitText(voice, result);
    case "failed":
      return failureText(result.error, voice);
    default:
      return voice.t("confirm-gateway-refused");
  }
}

function endedText(reason: string): string {
  switch (reason) {
    case "cancelled":
      return "pledge-claim-cancelled";
    case "expired":
      return "pledge-claim-expired";
    case "completed":
      return "pledge-claim-taken";
    default:
      return "pledge-claim-closed";
  }
}

/**
 * An ended pledge: its message edited to `state`, the payer (on expiry,
 * unless `tellPayer` is false: the caller tells them) and the member it
 * names (when the bot knows them) told in private, once. True when the
 * notes were due now (not said before).
 */
async function announceEnded(
  env: { api: Api; deps: Services; log: Logger },
  offer: Offer,
  state: Extract<PledgeState, "cancelled" | "expired" | "closed">,
  tellPayer = true,
): Promise<boolean> {
  const { deps } = env;
  await showPledgeState(env, offer, state);
  if (state === "closed") return false;
  if (!(await deps.steps.take(`pledge-ended-notes:${offer.id}`, state, NOTES_MEMORY_MS))) {
    return false;
  }
  const facts = factsOf(offer);
  const messageId = await pledgeMessageId(deps, offer.id);
  const sandbox = deps.accounts.isSandbox;
  const tell = async (userId: number, id: string) => {
    const voice = await deps.voices.forUser(userId);
    await notify(
      env,
      userId,
      withMoneyMark(
        voice.t(id, {
          amount: voice.amount(offer.shareSat),
          from: escapeHtml(facts.payerName),
          to: escapeHtml(facts.recipientName),
          where: placeOfPledge(facts, messageId, voice),
        }),
        sandbox,
        voice.t,
      ),
    );
  };
  if (state === "expired" && tellPayer) await tell(offer.payerId, "pledge-expired-payer-note");
  if (facts.recipientUserId !== null) {
    await tell(
      facts.recipientUserId,
      state === "expired" ? "pledge-expired-recipient-note" : "pledge-cancelled-recipient-note",
    );
  }
  return true;
}

/**
 * The offer sweeper ended pledges whose time ran out: each message and
 * member told, and each payer once per batch (one rain's pledges end
 * together: one note lists them, not one note each). Wired in app.ts.
 */
export const pledgeExpired: OfferAnnouncer = async (api, deps, offers) => {
  const env = { api, deps, log: deps.logger };
  const batches = Map.groupBy(
    offers,
    (offer) => `${offer.payerId}:${factsOf(offer).batch ?? `pledge:${offer.id}`}`,
  );
  for (const batch of batches.values()) {
    const due: Offer[] = [];
    for (const offer of batch) {
      try {
        if (await announceEnded(env, offer, "expired", false)) due.push(offer);
      } catch (error) {
        deps.logger.warn(
          { err: error, offer_id: offer.id },
          "could not announce an expired pledge",
        );
      }
    }
    try {
      await tellPayerExpired(env, due);
    } catch (error) {
      deps.logger.warn(
        { err: error, offer_ids: due.map((offer) => offer.id) },
        "could not tell a payer of expired pledges",
      );
    }
  }
};

/** The payer of `offers` (one batch, nothing said of them yet) hears they expired: one note. */
async function tellPayerExpired(
  env: { api: Api; deps: Services; log: Logger },
  offers: readonly Offer[],
): Promise<void> {
  const first = offers[0];
  if (!first) return;
  const { deps } = env;
  const voice = await deps.voices.forUser(first.payerId);
  const facts = factsOf(first);
  const where = placeOfPledge(facts, await pledgeMessageId(deps, first.id), voice);
  const text =
    offers.length === 1
      ? voice.t("pledge-expired-payer-note", {
          amount: voice.amount(first.shareSat),
          to: escapeHtml(facts.recipientName),
          where,
        })
      : voice.t("pledge-expired-payer-list", {
          count: offers.length,
          where,
          rows: offers
            .map((offer) =>
              voice.t("pledge-expired-payer-row", {
                to: escapeHtml(factsOf(offer).recipientName),
                amount: voice.amount(offer.shareSat),
              }),
            )
            .join("\n"),
        });
  await notify(env, first.payerId, withMoneyMark(text, deps.accounts.isSandbox, voice.t));
}
