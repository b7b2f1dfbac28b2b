/**
 * Guest tips to several: `@bot 300 @ann @bob @cy thanks all` (or `@bot 900
 * @ann @bob @cy --split`) in any chat. One card names them all; Pay checks
 * the total on the tipper's funds and limits before anything moves, asks
 * one Confirm for the total in private when it is above the tipper's
 * threshold, then hands the engine one intent per person (kind
 * `guest-many`, origin `guest-many:<card>:<n>`), each paid or pledged on
 * its own. The card becomes the receipt: a line per person, a Claim per
 * pledge; who was not paid and why goes to the tipper in private. A second
 * press carries the same intents on, so nobody is paid twice.
 */
import { InlineKeyboard } from "grammy";
import type { Message } from "grammy/types";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { readManyWords, shareOf } from "../../chat/flows/many-words.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { announcePledge } from "../../chat/flows/pledges.ts";
import {
  batchRefusal,
  batchRefusalReason,
  MAX_PEOPLE,
  namedPeople,
  payShares,
  type ShareState,
  shareAnnouncer,
  shareLine,
  shareState,
  tellShareReceived,
  tellSharesNotSent,
} from "../../chat/flows/tip-batch.ts";
import { notify, withNote } from "../../chat/flows/tip-settle.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { FeatureEnv } from "../../feature.ts";
import { CONFIRMATION_TTL_MS } from "../../operations/confirmation.ts";
import type { IntentPolicy } from "../../operations/intents.ts";
import type { SendableRefusal } from "../../operations/pay-targets.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import {
  type CardEnv,
  claimLinkOf,
  decisionStep,
  editCard,
  GUEST_CARD_TTL_MS,
  GuestCards,
  type GuestManyCard,
  MANY_CANCEL_DATA,
  MANY_CONFIRM_DATA,
  type ManyCardState,
  manyCardKeyboard,
  manyCardText,
} from "./card.ts";

/** The intent kind of one share of a guest tip to several. */
export const GUEST_MANY_KIND = "guest-many";
const MAX_NOTE = 200;
/** How long a pledge made from a card waits to be claimed (as a guest tip to one). */
const PLEDGE_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Whether (and how) the card's tips go out: "ok" once confirmed (or
 * within the threshold), "no" once cancelled in private, "refused" when
 * the total did not fit, "expired" when Confirm came too late. Taken once.
 */
function goStep(cardId: string): string {
  return `guest-many-go:${cardId}`;
}

/**
 * Reads `words` (what follows the mention) as a tip to several: a card, a
 * short answer (too many people, too little each, oneself), or undefined
 * when it names no one after the amount (a tip to the replied-to member).
 */
export async function readManyGuest(
  ctx: BotContext,
  message: Message,
  words: string,
  cardId: string,
): Promise<{ card: GuestManyCard } | { html: string } | undefined> {
  const tipper = message.from;
  if (!tipper) return undefined;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const taken = await takeAmountInput(words, {
    maxSat: maxSat * MAX_PEOPLE,
    voice: ctx.userVoice,
    prices: ctx.deps.prices,
  });
  const named = taken && readManyWords(taken.rest);
  if (!taken || !named) return undefined;
  if (!taken.input.ok) {
    return { html: escapeHtml(amountInputReason(taken.input, maxSat, ctx.userVoice)) };
  }
  if (named.usernames.length > MAX_PEOPLE) {
    return { html: ctx.tUser("tip-many-too-many", { max: MAX_PEOPLE }) };
  }
  const shareSat = shareOf(taken.input.sat, named.usernames.length, named.split);
  if (shareSat < 1) return { html: ctx.tUser("tip-many-too-small") };
  const people = await namedPeople(ctx.deps, named.usernames, tipper.id, ctx.me.username);
  if ("notSelf" in people) {
    return { html: ctx.tUser("tip-many-not-self", { name: escapeHtml(people.notSelf) }) };
  }
  const chat = message.chat;
  return {
    card: {
      v: 1,
      id: cardId,
      many: true,
      tipper: { id: tipper.id, name: displayName(tipper), handle: historyName(tipper) },
      people: people.people,
      shareSat,
      note: named.note.trim().slice(0, MAX_NOTE) || undefined,
      chat: { id: chat.id, title: "title" in chat ? chat.title : undefined, type: chat.type },
      inlineMessageId: undefined,
    },
  };
}

/** Edits a card to several; a failed edit is logged (the money is settled either way). */
export async function showManyCard(
  env: CardEnv,
  card: GuestManyCard,
  state: ManyCardState,
): Promise<void> {
  if (!card.inlineMessageId) return;
  const voice = await env.deps.voices.forUser(card.tipper.id);
  await editCard(
    env,
    card,
    manyCardText(card, state, voice, env.deps.accounts.isSandbox),
    manyCardKeyboard(card, state, voice, (offerId) => claimLinkOf(env, offerId)),
  );
}

/** Pay on a card to several, pressed by its tipper (checked by the caller). */
export async function payManyPress(
  ctx: BotContext,
  env: CardEnv,
  card: GuestManyCard,
): Promise<void> {
  const { deps } = ctx;
  const alert = (id: string) => ctx.answerCallbackQuery({ text: ctx.tUser(id), show_alert: true });
  const went = await deps.steps.takenWith(goStep(card.id));
  if (went !== undefined) {
    await answerWent(ctx, env, card, went);
    return;
  }
  const account = deps.accounts.isSandbox
    ? await deps.accounts.find(card.tipper.id)
    : await deps.accounts.findExisting(card.tipper.id);
  if (!account) {
    await ctx.answerCallbackQuery({ url: deepLink(ctx, "connect") });
    return;
  }
  await deps.steps.take(decisionStep(card.id), "pay", GUEST_CARD_TTL_MS);
  if ((await deps.steps.takenWith(decisionStep(card.id))) === "cancel") {
    await alert("guest-cancelled");
    return;
  }
  if (await refusedBeforeAnything(env, card)) {
    await alert("guest-not-sent");
    return;
  }
  const { tipConfirmAboveSat } = await deps.preferences.get(card.tipper.id);
  if (card.shareSat * card.people.length > tipConfirmAboveSat) {
    // Above the tipper's threshold: one Confirm for the total, in private, until it expires
    // (then the sweep takes the card's buttons away).
    if (card.confirmUntil === undefined) {
      const confirmUntil = deps.now() + CONFIRMATION_TTL_MS;
      const cards = new GuestCards(deps.store);
      await cards.save({ ...card, confirmUntil });
      await cards.awaitConfirm(card.id, confirmUntil);
    }
    await ctx.answerCallbackQuery({ url: deepLink(ctx, `gst_${card.id}`) });
    return;
  }
  if (!(await deps.steps.take(goStep(card.id), "ok", GUEST_CARD_TTL_MS))) {
    await answerWent(ctx, env, card, (await deps.steps.takenWith(goStep(card.id))) ?? "");
    return;
  }
  await ctx.answerCallbackQuery({ text: ctx.tUser("guest-many-paying") });
  await carryOut(env, card);
}

/** A press after the card's tips went out (or were refused, cancelled, expired). */
async function answerWent(
  ctx: BotContext,
  env: CardEnv,
  card: GuestManyCard,
  went: string,
): Promise<void> {
  if (went === "ok") {
    // Carries the same intents on (a crash may have cut them off): nobody is paid twice.
    await ctx.answerCallbackQuery({ text: ctx.tUser("guest-already"), show_alert: true });
    await carryOut(env, card);
    return;
  }
  await ctx.answerCallbackQuery({
    text: ctx.tUser(went === "no" ? "guest-cancelled" : "guest-gone"),
    show_alert: true,
  });
}

/**
 * The total checked before anything moves (each share within the
 * per-payment limit, all of them within the day's limit and the funds):
 * when it does not fit, nobody is paid, the card says "not sent" and the
 * tipper alone hears why. True when refused.
 */
async function refusedBeforeAnything(env: CardEnv, card: GuestManyCard): Promise<boolean> {
  const refusal = await batchRefusal(env.deps, card.tipper.id, card.shareSat, card.people.length);
  if (!refusal) return false;
  if (!(await env.deps.steps.take(goStep(card.id), "refused", GUEST_CARD_TTL_MS))) return false;
  await showManyCard(env, card, "refused");
  await tellRefused(env, card, refusal);
  return true;
}

async function tellRefused(
  env: CardEnv,
  card: GuestManyCard,
  refusal: SendableRefusal,
): Promise<void> {
  const voice = await env.deps.voices.forUser(card.tipper.id);
  const reason =
    refusal.reason === "no_account"
      ? voice.t("guest-reason-no-account")
      : batchRefusalReason(voice, refusal);
  await notify(
    env,
    card.tipper.id,
    withMoneyMark(
      voice.t("tip-many-refused-note", {
        total: voice.amount(card.shareSat * card.people.length),
        reason,
      }),
      env.deps.accounts.isSandbox,
      voice.t,
    ),
  );
}

/**
 * `/start gst_<card>` for a card to several: its one Confirm, for the
 * total, asked in private.
 */
export async function askManyConfirm(ctx: BotContext, card: GuestManyCard): Promise<void> {
  const { deps } = ctx;
  if ((await deps.steps.takenWith(goStep(card.id))) !== undefined) {
    await ctx.reply(ctx.t("guest-already"));
    return;
  }
  if (card.confirmUntil === undefined || deps.now() > card.confirmUntil) {
    // Pay was not pressed (a link passed on), or Confirm expired: nothing to confirm here.
    await ctx.reply(ctx.t("guest-gone"));
    return;
  }
  const args = {
    each: ctx.amount(card.shareSat),
    total: ctx.amount(card.shareSat * card.people.length),
    names: escapeHtml(ctx.voice.list(card.people.map((person) => person.label))),
    where: escapeHtml(card.chat.title ?? ""),
  };
  await withPriority("payment", () =>
    ctx.reply(
      withMoneyMark(
        withNote(
          ctx.t("guest-many-confirm", args),
          card.note ? ctx.t("guest-card-note", { note: escapeHtml(card.note) }) : undefined,
        ),
        deps.accounts.isSandbox,
        ctx.t,
      ),
      {
        parse_mode: "HTML",
        reply_markup: new InlineKeyboard()
          .text(ctx.t("guest-pay-button"), `gstm:ok:${card.id}`)
          .text(ctx.t("guest-cancel-button"), `gstm:no:${card.id}`),
      },
    ),
  );
}

/** Confirm and Cancel of a card to several, in the tipper's private chat. */
export function manyConfirmButtons(envOf: (ctx: BotContext) => CardEnv): Composer<BotContext> {
  const buttons = new Composer<BotContext>();
  buttons.callbackQuery([MANY_CONFIRM_DATA, MANY_CANCEL_DATA], async (ctx) => {
    const confirm = MANY_CONFIRM_DATA.test(ctx.callbackQuery.data);
    const id = (confirm ? MANY_CONFIRM_DATA : MANY_CANCEL_DATA).exec(ctx.callbackQuery.data)?.[1];
    const card = await new GuestCards(ctx.deps.store).get(id ?? "");
    if (!card || !("many" in card)) {
      await ctx.answerCallbackQuery({ text: ctx.tUser("guest-gone"), show_alert: true });
      return;
    }
    if (ctx.from.id !== card.tipper.id) {
      await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-not-yours"), show_alert: true });
      return;
    }
    const env = envOf(ctx);
    const { steps } = ctx.deps;
    const step = goStep(card.id);
    const late = ctx.deps.now() > (card.confirmUntil ?? 0);
    if ((await steps.takenWith(step)) === undefined) {
      if (late) await expire(env, card);
      else if (!confirm) await steps.take(step, "no", GUEST_CARD_TTL_MS);
      else if (!(await refusedBeforeAnything(env, card))) {
        await steps.take(step, "ok", GUEST_CARD_TTL_MS);
      }
    }
    const went = await steps.takenWith(step);
    const edit = (html: string) =>
      ctx
        .editMessageText(html, { parse_mode: "HTML", link_preview_options: { is_disabled: true } })
        .catch((error: unknown) => ctx.log.info({ err: error }, "confirmation not edited"));
    if (went === "ok") {
      if (!confirm) {
        await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-too-late"), show_alert: true });
        return;
      }
      await ctx.answerCallbackQuery({ text: ctx.tUser("guest-many-paying") });
      const done = await carryOut(env, card);
      await edit(manyCardText(done, "shares", ctx.userVoice, ctx.deps.accounts.isSandbox));
      return;
    }
    await ctx.answerCallbackQuery({
      text: ctx.tUser(went === "no" ? "guest-cancelled" : "guest-gone"),
      show_alert: went !== "no",
    });
    const state: ManyCardState =
      went === "no" ? "cancelled" : went === "refused" ? "refused" : "expired";
    if (went === "no") await showManyCard(env, card, "cancelled");
    await edit(manyCardText(card, state, ctx.userVoice, ctx.deps.accounts.isSandbox));
  });
  return buttons;
}

/** Confirm came too late (or never): the card loses its buttons, nothing moves. */
async function expire(env: CardEnv, card: GuestManyCard): Promise<void> {
  if (await env.deps.steps.take(goStep(card.id), "expired", GUEST_CARD_TTL_MS)) {
    await showManyCard(env, card, "expired");
  }
  await new GuestCards(env.deps.store).doneAwaiting(card.id);
}

/** Ends a card to several whose private Confirm expired unpressed; false when it was decided. */
export async function expireManyCard(env: CardEnv, card: GuestManyCard): Promise<boolean> {
  if ((await env.deps.steps.takenWith(goStep(card.id))) !== undefined) {
    await new GuestCards(env.deps.store).doneAwaiting(card.id);
    return false;
  }
  await expire(env, card);
  return true;
}

/**
 * Listed as work under way while the tips go out: a crash between two
 * shares (after Pay or Confirm, whose update Telegram will not deliver
 * again) is resumed from the store by the intent sweeper (`resume`), the
 * same intents carried on, so nobody is paid twice and everyone named is
 * reached. Returns the card as saved.
 */
function carryOut(env: CardEnv, card: GuestManyCard): Promise<GuestManyCard> {
  return env.deps.intents.runWork(GUEST_MANY_KIND, card.id, () => payAll(env, card));
}

/** A card to several a crash cut off once its tips were decided, carried on by the intent sweeper. */
async function resumeCard(env: CardEnv, cardId: string): Promise<void> {
  const card = await new GuestCards(env.deps.store).get(cardId);
  if (!card || !("many" in card)) return;
  if ((await env.deps.steps.takenWith(goStep(card.id))) !== "ok") return;
  env.log.info({ card_id: card.id }, "resuming a guest tip to several a crash cut off");
  await payAll(env, card);
}

/**
 * One intent per person, in turn; the card becomes the receipt (a Claim
 * per pledge); the members paid and the tipper (who was not, and why) are
 * told in private. Returns the card as saved.
 */
async function payAll(env: CardEnv, card: GuestManyCard): Promise<GuestManyCard> {
  const { deps } = env;
  const tipper = await deps.voices.forUser(card.tipper.id);
  const privateLines: string[] = [];
  const results = await payShares(
    deps,
    {
      kind: GUEST_MANY_KIND,
      payer: card.tipper,
      shareSat: card.shareSat,
      people: card.people,
      originPrefix: `guest-many:${card.id}`,
      // The bot cannot write in the card's chat: the tipper's private chat stands for it.
      chatId: card.tipper.id,
      pledgeChat: { id: card.tipper.id, title: card.chat.title, type: "private" },
      pledgeTtlMs: PLEDGE_TTL_MS,
      note: card.note,
      description: card.note ?? card.chat.title?.slice(0, MAX_NOTE),
      details: { cardId: card.id, chatTitle: card.chat.title ?? "" },
    },
    async (person, result) => {
      const line = shareLine({ shown: tipper, tipper }, person.label, card.shareSat, result);
      if (line.private) privateLines.push(line.private);
      // In the tipper's own chat: only their note, with the link to pass on.
      if (result.status === "pledged") await announcePledge(env, result.offer);
      if (result.status === "sent" && person.payee.type === "member") {
        await tellShareReceived(env, person.payee.person.id, {
          from: card.tipper.name,
          shareSat: card.shareSat,
          where: card.chat.title ?? "",
          note: card.note,
        });
      }
    },
  );
  const cards = new GuestCards(deps.store);
  // A pledge claimed (or ended) since keeps what its hook wrote.
  const before = (await cards.get(card.id)) as GuestManyCard | undefined;
  const shares = results.map((result, index) => {
    const earlier = before?.shares?.[index];
    if (earlier && (earlier.state === "claimed" || earlier.state === "unclaimed")) return earlier;
    const state: ShareState = shareState(result);
    const offerId = state === "pledged" && "intent" in result ? result.intent?.id : undefined;
    return { state, offerId };
  });
  const done: GuestManyCard = { ...(before ?? card), shares };
  await cards.save(done);
  await cards.doneAwaiting(card.id);
  await showManyCard(env, done, "shares");
  await tellSharesNotSent(env, card.tipper.id, privateLines);
  return done;
}

/**
 * A pledge made from a card to several ended (claimed, cancelled,
 * expired): that person's line on the card says so.
 */
export async function manyPledgeShown(
  env: CardEnv,
  cardId: string,
  index: number,
  state: ShareState,
): Promise<void> {
  const cards = new GuestCards(env.deps.store);
  const updated = await env.deps.store.withLock(`guest-card:${cardId}`, async () => {
    const card = await cards.get(cardId);
    if (!card || !("many" in card) || !card.shares?.[index]) return undefined;
    const shares = card.shares.map((share, at) => (at === index ? { ...share, state } : share));
    const next: GuestManyCard = { ...card, shares };
    await cards.save(next);
    return next;
  });
  if (updated) await showManyCard(env, updated, "shares");
}

/**
 * The policy of one share: one the engine carried on by itself (after a
 * crash) is told to the tipper in private; a pledge gets their note; a
 * card's tips a crash cut off are carried on (`resume`).
 */
export function guestManyIntentPolicy(env: CardEnv): IntentPolicy {
  return {
    announce: shareAnnouncer(env, async (outcome) => {
      await announcePledge(env, outcome.offer);
    }),
    // A pledge of the card was claimed (or ended unclaimed): that person's line says so.
    pledgeEnded: async (intent, _offer, how) => {
      const { cardId, share } = intent.details ?? {};
      if (typeof cardId !== "string" || typeof share !== "number") return;
      const state = how === "claimed" ? "claimed" : how === "unknown" ? "unknown" : "unclaimed";
      await manyPledgeShown(env, cardId, share, state);
    },
    resume: (cardId) => resumeCard(env, cardId),
  };
}

/** The sweep's environment as a card's. */
export function cardEnvOf(env: FeatureEnv): CardEnv {
  return { deps: env.services, api: env.api, log: env.logger, botUsername: env.bot.username };
}
