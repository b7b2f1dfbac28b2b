/**
 * Guest tips: `@bot 500 thanks` as a reply in any chat, also one the bot is
 * not a member of (Telegram's guest mode, Bot API 10). Telegram hands the
 * bot that message (a `guest_message` with the replied-to message) and lets
 * it answer once, with one inline message: the card "⚡ Ann → Bob · 500
 * sat" with Pay and Cancel, which only the tipper may press. The bot can
 * write nowhere else in that chat, so every outcome is an edit of the card,
 * and notes go to private chats.
 *
 * Pay hands the engine an intent of kind `guest` (src/operations/intents.ts),
 * whose origin is the card: a second press, a redelivery or a second
 * replica finds it taken, so one card pays at most once. Above the
 * tipper's confirmation threshold the press opens the private chat, where
 * the confirmation is asked (`/start gst_<card>`); a tipper without an
 * account is sent to /connect first. A member who cannot receive yet gets
 * a pledge, and the card grows Claim for them.
 */
import { GrammyError } from "grammy";
import type { Message } from "grammy/types";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import type { DeepLinkAnswer } from "../../chat/deep-links.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { refusedPress } from "../../chat/flows/card-press.ts";
import { type AfterIntentSent, askToConfirm } from "../../chat/flows/confirm.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { pledgeFacts } from "../../chat/flows/pledges.ts";
import { type TipRecipient, tipRecipient } from "../../chat/flows/tip-recipient.ts";
import { notify, withNote } from "../../chat/flows/tip-settle.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { FeatureEnv } from "../../feature.ts";
import type { Intent, IntentInput, IntentPolicy, IntentResult } from "../../operations/intents.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { failureText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import {
  type AnyGuestCard,
  CANCEL_DATA,
  type CardEnv,
  type CardState,
  CONFIRM_LINK,
  cardKeyboard,
  cardText,
  claimLinkOf,
  decisionStep,
  editCard,
  GUEST_CARD_TTL_MS,
  type GuestCard,
  GuestCards,
  guestAnswer,
  manyCardKeyboard,
  manyCardText,
  newCardId,
  PAY_DATA,
} from "./card.ts";
import {
  askManyConfirm,
  cardEnvOf,
  expireManyCard,
  manyConfirmButtons,
  payManyPress,
  readManyGuest,
  showManyCard,
} from "./many.ts";
import { wordsAfterMention } from "./read.ts";

/** The intent kind of a guest tip. */
export const GUEST_KIND = "guest";
/** Longest note kept with a tip (it becomes the invoice description). */
const MAX_NOTE = 200;

/** The card's environment from the update `ctx` handles. */
function envOf(ctx: BotContext): CardEnv {
  return { deps: ctx.deps, api: ctx.api, log: ctx.log, botUsername: ctx.me.username };
}

/** The one-use step that makes (at most) one card per guest message. */
function cardStep(message: Message): string {
  return `guest-card:${message.chat.id}:${message.message_id}`;
}

/** The origin of a card's payment: the card itself, so it pays once whoever presses how often. */
function payOrigin(cardId: string): string {
  return `guest-pay:${cardId}`;
}

/** Guest messages, the card's buttons. */
export const guestFeature = new Composer<BotContext>();
guestFeature.use(manyConfirmButtons(envOf));

guestFeature.on("guest_message", async (ctx) => {
  const message = ctx.guestMessage;
  const queryId = message?.guest_query_id;
  if (!message || !queryId) return;
  const { deps } = ctx;
  const cards = new GuestCards(deps.store);
  // One answer per guest message: a redelivery (or another replica) finds the step taken.
  const freshId = newCardId();
  const fresh = await deps.steps.take(cardStep(message), freshId, GUEST_CARD_TTL_MS);
  const cardId = fresh ? freshId : await deps.steps.takenWith(cardStep(message));
  const earlier = fresh || cardId === undefined ? undefined : await cards.get(cardId);
  if (earlier?.inlineMessageId !== undefined) {
    ctx.log.info({ card_id: earlier.id }, "guest message seen again: its card is posted already");
    return;
  }
  const answer = earlier ? { card: earlier } : await readGuestMessage(ctx, message, freshId);
  try {
    if ("card" in answer) {
      const card = answer.card;
      await cards.save(card);
      const voice = await deps.voices.forUser(card.tipper.id);
      const sandbox = deps.accounts.isSandbox;
      const state: CardState = { kind: "open" };
      const sent = await ctx.answerGuestQuery(
        "many" in card
          ? guestAnswer(
              voice.t("guest-title"),
              manyCardText(card, "open", voice, sandbox),
              manyCardKeyboard(card, "open", voice, (offerId) => claimLinkOf(envOf(ctx), offerId)),
            )
          : guestAnswer(
              voice.t("guest-title"),
              cardText(card, state, voice, sandbox),
              cardKeyboard(card, state, voice),
            ),
      );
      await cards.save({ ...card, inlineMessageId: sent.inline_message_id });
      ctx.log.info({ card_id: card.id }, "guest tip card posted");
    } else {
      await ctx.answerGuestQuery(guestAnswer(ctx.tUser("guest-title"), answer.html));
    }
  } catch (error) {
    // Telegram takes one answer per query: a second one (after a crash) is refused.
    if (!(error instanceof GrammyError)) throw error;
    ctx.log.info({ err: error }, "could not answer a guest query (answered already, or too old)");
  }
});

/** What to answer a guest message with: a new card, or a short text (a how-to, a refusal). */
async function readGuestMessage(
  ctx: BotContext,
  message: Message,
  cardId: string,
): Promise<{ card: AnyGuestCard } | { html: string }> {
  const howTo = { html: ctx.tUser("guest-how-to", { bot: ctx.me.username }) };
  const tipper = message.from;
  if (!tipper || message.sender_chat) return { html: ctx.tUser("guest-anonymous-tipper") };
  const words = wordsAfterMention(message.text ?? message.caption ?? "", ctx.me.username);
  if (words === "") return howTo;
  // `@bot 300 @ann @bob thanks`: to the people named, whatever it replies to.
  const many = await readManyGuest(ctx, message, words, cardId);
  if (many) return many;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const taken = await takeAmountInput(words, {
    maxSat,
    voice: ctx.userVoice,
    prices: ctx.deps.prices,
  });
  if (!taken) return howTo;
  const recipient = tipRecipient(message, tipper.id);
  if (!recipient.ok) return { html: ctx.tUser(refusal(recipient.reason)) };
  if (!taken.input.ok) {
    return { html: escapeHtml(amountInputReason(taken.input, maxSat, ctx.userVoice)) };
  }
  const chat = message.chat;
  return {
    card: {
      v: 1,
      id: cardId,
      tipper: { id: tipper.id, name: displayName(tipper), handle: historyName(tipper) },
      member: {
        id: recipient.user.id,
        name: displayName(recipient.user),
        handle: historyName(recipient.user),
      },
      amountSat: taken.input.sat,
      note: taken.rest.trim().slice(0, MAX_NOTE) || undefined,
      chat: { id: chat.id, title: "title" in chat ? chat.title : undefined, type: chat.type },
      repliedMessageId: recipient.messageId,
      inlineMessageId: undefined,
    },
  };
}

/** The id of the text saying whom to reply to instead. */
function refusal(reason: Extract<TipRecipient, { ok: false }>["reason"]): string {
  switch (reason) {
    case "no_reply":
      return "guest-no-reply";
    case "self":
      return "guest-self";
    case "bot":
      return "guest-bot";
    case "on_behalf_of_chat":
      return "guest-on-behalf-of-chat";
  }
}

/** The card a press names, or undefined after answering a press that does not count. */
async function pressedCard(ctx: BotContext, cardId: string): Promise<AnyGuestCard | undefined> {
  const card = await new GuestCards(ctx.deps.store).get(cardId);
  if (!card?.inlineMessageId) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("guest-gone"), show_alert: true });
    return undefined;
  }
  if (await refusedPress(ctx, { inlineMessageId: card.inlineMessageId })) return undefined;
  if (ctx.from?.id !== card.tipper.id) {
    await ctx.answerCallbackQuery({
      text: ctx.tUser("guest-only-tipper", { tipper: card.tipper.name }),
      show_alert: true,
    });
    return undefined;
  }
  return card;
}

guestFeature.callbackQuery(PAY_DATA, async (ctx) => {
  const card = await pressedCard(ctx, ctx.match[1] ?? "");
  if (!card) return;
  if ("many" in card) {
    await payManyPress(ctx, envOf(ctx), card);
    return;
  }
  const { deps } = ctx;
  const earlier = await deps.intents.resumeOrigin(payOrigin(card.id));
  if (!earlier) {
    // No account yet: off to /connect, and the card waits (nothing decided, nothing claimed).
    const account = deps.accounts.isSandbox
      ? await deps.accounts.find(card.tipper.id)
      : await deps.accounts.findExisting(card.tipper.id);
    if (!account) {
      await ctx.answerCallbackQuery({ url: deepLink(ctx, "connect") });
      return;
    }
    await deps.steps.take(decisionStep(card.id), "pay", GUEST_CARD_TTL_MS);
    if ((await deps.steps.takenWith(decisionStep(card.id))) === "cancel") {
      await ctx.answerCallbackQuery({ text: ctx.tUser("guest-cancelled"), show_alert: true });
      return;
    }
  }
  const result = earlier ?? (await deps.intents.submit(guestIntent(card)));
  await showPress(ctx, card, result, earlier !== undefined);
});

guestFeature.callbackQuery(CANCEL_DATA, async (ctx) => {
  const card = await pressedCard(ctx, ctx.match[1] ?? "");
  if (!card) return;
  const { deps } = ctx;
  await deps.steps.take(decisionStep(card.id), "cancel", GUEST_CARD_TTL_MS);
  if ((await deps.steps.takenWith(decisionStep(card.id))) !== "cancel") {
    // Pay came first: its intent goes on (or waits for Confirm in private, where Cancel is).
    await ctx.answerCallbackQuery({ text: ctx.tUser("guest-cancel-too-late"), show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery({ text: ctx.tUser("guest-cancelled") });
  if ("many" in card) await showManyCard(envOf(ctx), card, "cancelled");
  else await showCard(envOf(ctx), card, { kind: "cancelled" });
});

/** The intent of a card's payment: /tip's, with the card as its origin. */
function guestIntent(card: GuestCard): IntentInput {
  const payer = card.tipper;
  return {
    kind: GUEST_KIND,
    payer,
    payee: { type: "member", person: card.member },
    amountSat: card.amountSat,
    origin: payOrigin(card.id),
    // The bot cannot write in the card's chat: the tipper's private chat stands for it.
    chatId: payer.id,
    confirm: "above_threshold",
    pledge: {
      ttlMs: 7 * 24 * 60 * 60_000,
      context: pledgeFacts({
        payer,
        recipient: { userId: card.member.id, name: card.member.name },
        chat: { id: payer.id, title: card.chat.title, type: "private" },
        note: card.note,
        source: "tip",
      }),
    },
    description: card.note ?? card.chat.title?.slice(0, MAX_NOTE),
    details: { cardId: card.id },
  };
}

/** Answers a press of Pay with where the tip stands, and shows it on the card. */
async function showPress(
  ctx: BotContext,
  card: GuestCard,
  result: IntentResult,
  again: boolean,
): Promise<void> {
  const env = envOf(ctx);
  const alert = (id: string, show = true) =>
    ctx.answerCallbackQuery({ text: ctx.tUser(id), show_alert: show });
  switch (result.status) {
    case "requires_confirmation":
      if (ctx.deps.now() > result.intent.expiresAt) {
        // Its Confirm ran out unpressed: nothing can move now, and the card says so.
        await alert("guest-gone");
        await showCard(env, card, { kind: "expired" });
        return;
      }
      // Above the tipper's threshold: Confirm in private, where a figure may be shown. Until it
      // expires: then the sweep takes the card's buttons away.
      await new GuestCards(ctx.deps.store).awaitConfirm(card.id, result.intent.expiresAt);
      await ctx.answerCallbackQuery({ url: deepLink(ctx, `gst_${card.id}`) });
      return;
    case "sent":
    case "pledged":
      if (again) {
        // Told once, by the press that got there; the card is shown again in case a crash cut
        // its edit off (an edit that changes nothing is refused by Telegram, and logged).
        await alert(result.status === "sent" ? "guest-already-paid" : "guest-already");
        await showCard(env, card, stateOf(env, result));
        return;
      }
      await alert(result.status === "sent" ? "guest-paid" : "guest-pledged", false);
      await settled(
        env,
        card,
        result.intent,
        result.status,
        result.status === "pledged" ? result.offer.id : undefined,
      );
      return;
    case "already": {
      const state = result.operation?.state;
      await alert(state === "sent" ? "guest-already-paid" : "guest-already");
      return;
    }
    case "cancelled":
    case "stale":
      // Cancelled in private, or not confirmed in time: the card keeps no button.
      await alert("guest-gone");
      await showCard(env, card, { kind: result.status === "cancelled" ? "cancelled" : "expired" });
      return;
    case "not_owner":
      await alert("guest-gone");
      return;
    default:
      if (again) {
        await alert("guest-already");
        return;
      }
      await alert("guest-not-sent");
      await settled(env, card, result.intent, result);
  }
}

/** The card's state after a payment sent or a pledge made. */
function stateOf(
  env: CardEnv,
  result: { status: "sent" } | { status: "pledged"; offer: { id: string } },
): CardState {
  return result.status === "sent"
    ? { kind: "paid" }
    : { kind: "pledged", claimLink: claimLinkOf(env, result.offer.id) };
}

/**
 * Tells the card, the tipper and the member how a card's tip ended: the
 * card is edited, the notes go to private chats (failure reasons to the
 * tipper alone). Called once per outcome: by the press that reached it, the
 * confirmation's hook, or the engine's announcement.
 */
async function settled(
  env: CardEnv,
  card: GuestCard,
  intent: Intent,
  outcome: "sent" | "pledged" | Exclude<IntentResult, { status: "sent" | "pledged" }>,
  offerId?: string,
): Promise<void> {
  const { deps } = env;
  const sandbox = deps.accounts.isSandbox;
  const tipper = await deps.voices.forUser(card.tipper.id);
  const where = escapeHtml(card.chat.title ?? "");
  if (outcome === "sent") {
    await showCard(env, card, { kind: "paid" });
    const member = await deps.voices.forUser(card.member.id);
    const note = card.note ? member.t("guest-card-note", { note: escapeHtml(card.note) }) : "";
    await notify(
      env,
      card.member.id,
      withMoneyMark(
        withNote(
          member.t("guest-received-note", {
            tipper: escapeHtml(card.tipper.name),
            amount: member.amount(intent.amountSat),
            where,
          }),
          note,
        ),
        sandbox,
        member.t,
      ),
    );
    await notify(
      env,
      card.tipper.id,
      withMoneyMark(
        tipper.t("guest-sent-note", {
          member: escapeHtml(card.member.name),
          amount: tipper.amount(intent.amountSat),
          where,
        }),
        sandbox,
        tipper.t,
      ),
    );
    return;
  }
  if (outcome === "pledged") {
    const claimLink = claimLinkOf(env, offerId ?? "");
    await showCard(env, card, { kind: "pledged", claimLink });
    await notify(
      env,
      card.tipper.id,
      withMoneyMark(
        tipper.t("guest-pledged-note", {
          member: escapeHtml(card.member.name),
          amount: tipper.amount(intent.amountSat),
          link: claimLink,
        }),
        sandbox,
        tipper.t,
      ),
    );
    return;
  }
  const unknown = outcome.status === "unknown";
  await showCard(env, card, { kind: unknown ? "unknown" : "not_sent" });
  const args = {
    member: escapeHtml(card.member.name),
    amount: tipper.amount(intent.amountSat),
  };
  await notify(
    env,
    card.tipper.id,
    withMoneyMark(
      unknown
        ? tipper.t("guest-unknown-note", args)
        : tipper.t("guest-not-sent-note", { ...args, reason: reasonOf(outcome, tipper) }),
      sandbox,
      tipper.t,
    ),
  );
}

/** Why a tip went no further, for the tipper's private chat only. */
function reasonOf(
  outcome: IntentResult,
  voice: Awaited<ReturnType<Services["voices"]["forUser"]>>,
): string {
  switch (outcome.status) {
    case "failed":
      return escapeHtml(failureText(outcome.error, voice));
    case "over_limit":
      return escapeHtml(overLimitText(voice, outcome));
    case "refused": {
      const why = outcome.refusal;
      if (why.reason === "over_limit") return escapeHtml(overLimitText(voice, why));
      if (why.reason === "funds") {
        return voice.t("guest-reason-funds", { spendable: voice.amount(why.spendableSat) });
      }
      if (why.reason === "no_account") return voice.t("guest-reason-no-account");
      return voice.t("guest-reason-other");
    }
    default:
      return voice.t("guest-reason-other");
  }
}

/** Edits the card; a failed edit is logged (the money is settled either way). */
async function showCard(env: CardEnv, card: GuestCard, state: CardState): Promise<void> {
  if (!card.inlineMessageId) return;
  const voice = await env.deps.voices.forUser(card.tipper.id);
  await editCard(
    env,
    card,
    cardText(card, state, voice, env.deps.accounts.isSandbox),
    cardKeyboard(card, state, voice),
  );
}

/**
 * `/start gst_<card>`: Pay was pressed on a tip above the tipper's
 * threshold; the confirmation is asked here, in private.
 */
export const guestDeepLink: DeepLinkAnswer = async (ctx, payload) => {
  const cardId = CONFIRM_LINK.exec(payload)?.[1];
  if (!cardId) return false;
  const found = await new GuestCards(ctx.deps.store).get(cardId);
  if (found && "many" in found && ctx.from?.id === found.tipper.id) {
    await askManyConfirm(ctx, found);
    return true;
  }
  const card = found && !("many" in found) ? found : undefined;
  const result = card && (await ctx.deps.intents.resumeOrigin(payOrigin(card.id)));
  if (!card || !result || ctx.from?.id !== card.tipper.id) {
    await ctx.reply(ctx.t("guest-gone"));
    return true;
  }
  if (result.status !== "requires_confirmation") {
    await ctx.reply(ctx.t("guest-already"));
    return true;
  }
  const args = {
    amount: ctx.amount(card.amountSat),
    to: escapeHtml(card.member.name),
    where: escapeHtml(card.chat.title ?? ""),
  };
  const note = card.note ? ctx.t("guest-card-note", { note: escapeHtml(card.note) }) : undefined;
  await askToConfirm(ctx, result.intent, {
    summary: withNote(ctx.t("guest-confirm-summary", args), note),
    what: ctx.t("guest-what", args),
    outcomes: {
      sent: ctx.t("guest-outcome-sent", args),
      cancelled: ctx.t("guest-outcome-cancelled", args),
      notSent: ctx.t("guest-outcome-not-sent", args),
      unknown: ctx.t("guest-outcome-unknown", args),
      details: note,
    },
    confirmLabel: ctx.t("guest-pay-button"),
    sandbox: ctx.deps.accounts.isSandbox,
  });
  return true;
};

/** A confirmed guest tip was sent: its card and the notes (the confirmation shows the outcome). */
export const guestAfterSent: AfterIntentSent = async (ctx, { intent }) => {
  const card = await cardOf(ctx.deps, intent);
  if (card) await settled(envOf(ctx), card, intent, "sent");
  return false;
};

async function cardOf(deps: Services, intent: Intent): Promise<GuestCard | undefined> {
  const cardId = intent.details?.cardId;
  const card =
    typeof cardId === "string" ? await new GuestCards(deps.store).get(cardId) : undefined;
  return card && !("many" in card) ? card : undefined;
}

/**
 * The policy of guest tips: an outcome the engine reached by itself (the
 * sweeper, after a crash cut a press off) is shown on the card and told
 * in private, as a live one is.
 */
export function guestIntentPolicy(env: CardEnv): IntentPolicy {
  return {
    announce: async (outcome) => {
      if (!("intent" in outcome) || outcome.intent === undefined) return;
      const card = await cardOf(env.deps, outcome.intent);
      if (!card) return;
      if (outcome.status === "sent") await settled(env, card, outcome.intent, "sent");
      else if (outcome.status === "pledged") {
        await settled(env, card, outcome.intent, "pledged", outcome.offer.id);
      } else if (outcome.status === "failed" || outcome.status === "unknown") {
        await settled(env, card, outcome.intent, outcome);
      }
    },
    // The card's pledge was claimed (or ended unclaimed): the card stops waiting for it.
    pledgeEnded: async (intent, _offer, how) => {
      const card = await cardOf(env.deps, intent);
      if (!card) return;
      const kind = how === "claimed" ? "claimed" : how === "unknown" ? "unknown" : "unclaimed";
      await showCard(env, card, { kind });
    },
  };
}

/**
 * Cards whose tip waited for Confirm in private past its expiry lose their
 * buttons (nothing moved): the card says it was not confirmed in time.
 * Returns how many cards it ended.
 */
export async function sweepExpiredCards(featureEnv: FeatureEnv): Promise<number> {
  const env = cardEnvOf(featureEnv);
  const cards = new GuestCards(env.deps.store);
  const now = env.deps.now();
  let ended = 0;
  for (const [id, until] of Object.entries(await cards.awaiting())) {
    if (until >= now) continue;
    const card = await cards.get(id);
    if (card && "many" in card) {
      if (await expireManyCard(env, card)) ended++;
      continue;
    }
    const result = card && (await env.deps.intents.resumeOrigin(payOrigin(card.id)));
    if (
      card &&
      (result === undefined ||
        result.status === "requires_confirmation" ||
        result.status === "stale")
    ) {
      await showCard(env, card, { kind: "expired" });
      ended++;
    }
    await cards.doneAwaiting(id);
  }
  return ended;
}
