/**
 * The shared confirmation step of every send (pay, withdraw, tip, send,
 * jars): a message with Confirm / Cancel buttons carrying the intent's
 * unguessable id, and the one callback handler that decides it through the
 * intents engine and edits the message in place to the outcome.
 */
import { type Api, InlineKeyboard } from "grammy";
import type { CallbackQuery } from "grammy/types";
import type { Translate } from "../../i18n/i18n.ts";
import type { Voice } from "../../i18n/voices.ts";
import {
  type Intent,
  type IntentKind,
  type IntentRefusal,
  type IntentResult,
  payeeName,
} from "../../operations/intents.ts";
import type { Operation } from "../../operations/ledger.ts";
import type { Services } from "../../services.ts";
import type { Store } from "../../storage/types.ts";
import { MemoizedRecords } from "../../storage/update-memo.ts";
import { failureText, operationReasonText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import { Composer } from "../composer.ts";
import type { BotContext } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { withMoneyMark } from "../texts.ts";
import { refusedPress } from "./card-press.ts";
import { announcePledge } from "./pledges.ts";
import { removeInGroupLater } from "./transient.ts";

/**
 * What each confirmation shows, by intent id; read once per update (a press
 * reads it where it is routed and again where it is carried out).
 */
function confirmationViews(store: Store): MemoizedRecords<ConfirmationView> {
  return new MemoizedRecords(
    store.keyv<ConfirmationView>("confirmation-views"),
    "confirmation-views",
  );
}

const OK = "send:ok:";
const NO = "send:no:";
/** The data of a confirmation's buttons (Confirm / Pay / Send, Cancel): the action, the intent's id. */
const CONFIRM_DATA = /^send:(ok|no):([A-Za-z0-9_-]{22})$/;

/**
 * Whether this update is a press, by `userId`, on a confirmation still open
 * to them: its intent is stored, theirs, and not past its expiry. Such a
 * press answers the bot's own question; its one-use claims make repeats
 * harmless, so limits on new work let it through.
 */
export async function isLiveConfirmationPress(ctx: BotContext, userId: number): Promise<boolean> {
  const id = CONFIRM_DATA.exec(ctx.callbackQuery?.data ?? "")?.[2];
  if (!id) return false;
  const intent = await ctx.deps.intents.get(id);
  return intent !== undefined && intent.payer.id === userId && ctx.deps.now() < intent.expiresAt;
}

/**
 * What the confirmation message becomes once the send is decided: the
 * question and its expiry are replaced by the outcome, worded per state by
 * the feature (HTML, user text escaped). The flow adds the reason of a
 * failure and the advice after an unknown outcome.
 */
export interface OutcomeTexts {
  /** e.g. "✅ Paid 800 sat". */
  sent: string;
  /** e.g. "🚫 Payment of 800 sat cancelled." ("Nothing was sent." follows). */
  cancelled: string;
  /** e.g. "❌ Not paid": followed by ": <reason>" in a private chat, by "." in a group. */
  notSent: string;
  /** e.g. "❓ Payment of 800 sat: unknown — not retried." (the advice follows). */
  unknown: string;
  /** Lines kept under every outcome (recipient, description, fee); no question, no expiry. */
  details?: string | undefined;
  /** e.g. "🔒 This tip jar is closed. Nothing was paid.": its gate shut before the press. */
  closed?: string | undefined;
  /** The same invoice was paid already by another of the payer's payments (any face). */
  paidElsewhere?: string | undefined;
  /** The same invoice is being paid by another of the payer's payments (any face). */
  payingElsewhere?: string | undefined;
}

export interface ConfirmationView {
  /** HTML asking the question, shown above the buttons; replaced by the outcome. */
  summary: string;
  /** Short HTML naming the send, e.g. "payment of 1,500 sat to alice@example.com" (fallback wording). */
  what: string;
  confirmLabel: string;
  sandbox: boolean;
  /** The outcome texts (views stored before they existed fall back to `what`). */
  outcomes?: OutcomeTexts | undefined;
  /** The message with the buttons, set by `askToConfirm`: a press counts there only. */
  shownAt?: { chatId: number; messageId: number } | undefined;
}

/**
 * Sends the confirmation message and remembers it on the intent.
 * By default in this update's chat; `to` sends it to another chat (the
 * payer's private chat, for a press in a group) in the voice `to.t`.
 * Throws what Telegram answered when the message cannot be sent.
 */
export async function askToConfirm(
  ctx: BotContext,
  confirmation: Intent,
  view: ConfirmationView,
  to?: { chatId: number; t: Translate },
): Promise<void> {
  const t = to?.t ?? ctx.t;
  const keyboard = new InlineKeyboard()
    .text(view.confirmLabel, `${OK}${confirmation.id}`)
    .text(t("common-cancel"), `${NO}${confirmation.id}`);
  const text = withMoneyMark(view.summary, view.sandbox, t);
  const options = { parse_mode: "HTML", reply_markup: keyboard } as const;
  const message = await withPriority("payment", () =>
    to ? ctx.api.sendMessage(to.chatId, text, options) : ctx.reply(text, options),
  );
  await ctx.deps.intents.attachMessage(confirmation.id, message.message_id, message.chat.id);
  await confirmationViews(ctx.deps.store).set(
    confirmation.id,
    { ...view, shownAt: { chatId: message.chat.id, messageId: message.message_id } },
    confirmation.expiresAt - ctx.deps.now() + 60 * 60_000,
  );
}

/**
 * What a feature does once its confirmed intent was sent (the receipt, the
 * notes): the engine settled the payee's side already. `outcome` is the
 * sent outcome in the chat's voice (HTML), for a feature that shows it
 * itself. Resolves true when the feature shows the outcome on the
 * confirmation message (a tip's receipt takes it over), so the flow does
 * not edit it. Runs before the outcome's edit, so private notes never wait
 * for a group's message budget; must return without waiting for group
 * messages. Must be idempotent: it runs again when a press (a redelivery
 * after a crash, a double press) finds the intent sent, so what a crash cut
 * off still gets done.
 */
export type AfterIntentSent = (
  ctx: BotContext,
  sent: { intent: Intent; operation: Operation; outcome: string },
) => Promise<boolean>;

/** Each kind's after-send step, by the kind its feature names (the engine's kinds are open). */
export type AfterSentByKind = Readonly<Record<IntentKind, AfterIntentSent | undefined>>;

/**
 * The button handler for every confirmation: an intent of the intents
 * engine (its feature's hook, wired in createBot, runs once it is sent).
 */
export function confirmButtons(afterSent: AfterSentByKind = {}) {
  const feature = new Composer<BotContext>();
  // What a press shows is a payment outcome: ahead of replies and notifications (outgoing-queue.ts).
  const asPayment = (_ctx: BotContext, next: () => Promise<void>) => withPriority("payment", next);
  feature.callbackQuery(CONFIRM_DATA, asPayment, async (ctx) => {
    const [, action, id = ""] = ctx.match;
    const view = await confirmationViews(ctx.deps.store).get(id);
    // Only on the confirmation's own message (views stored before this was kept: anywhere).
    if (view?.shownAt && (await refusedPress(ctx, view.shownAt))) return;
    const intent = await ctx.deps.intents.get(id);
    if (!intent) {
      // Expired and forgotten, or never an intent: nothing can be sent from it.
      await answerOnce(ctx, { text: ctx.tUser("confirm-stale") });
      return;
    }
    await pressIntent(ctx, action === "ok", intent, afterSent);
  });
  return feature;
}

/**
 * Confirm or Cancel pressed on an intent: the engine decides once, and the
 * message becomes the outcome (a pledge: its own announcement replaces the
 * question). A press finding the intent decided answers with its state,
 * and finishes what a press cut off by a crash left undone.
 */
async function pressIntent(
  ctx: BotContext & { callbackQuery: CallbackQuery },
  confirm: boolean,
  intent: Intent,
  afterSent: AfterSentByKind,
): Promise<void> {
  const { intents } = ctx.deps;
  const pressedBy = ctx.callbackQuery.from.id;
  const view = await confirmationViews(ctx.deps.store).get(intent.id);
  if (!confirm) {
    const result = await intents.cancel(intent.id, pressedBy);
    await answerIntent(ctx, result);
    if (result.status === "cancelled" && !result.before) {
      await editOutcome(
        ctx,
        view ? outcomeText(view, "cancelled", ctx.t) : ctx.t("common-cancelled"),
        view,
      );
      removeInGroupLater(ctx, ctx.callbackQuery.message);
    }
    return;
  }
  if (intent.payer.id !== pressedBy) {
    await answerOnce(ctx, { text: ctx.tUser("common-not-your-button"), show_alert: true });
    return;
  }
  const decided = await intents.decided(intent.id);
  if (!decided) {
    // Answer at once: the send may take seconds and Telegram shows a spinner meanwhile.
    // Shown for an account since disconnected or replaced: the engine refuses it, say so now.
    const changed = await intents.accountChanged(intent);
    // The buttons go with the outcome's edit: no edit of their own before paying (a busy
    // group's queue would hold the payment back), and the one-use decision makes a second
    // press meanwhile harmless.
    await answerOnce(ctx, {
      text: ctx.tUser(changed ? "confirm-account-changed-answer" : "confirm-sending"),
    });
  }
  const result = await intents.confirm(intent.id, pressedBy);
  if (decided) await answerIntent(ctx, result);
  switch (result.status) {
    case "sent":
      // Also for a press carrying on one a crash cut off before its send.
      await showSentIntent(ctx, view, intent, result.operation, afterSent);
      return;
    case "pledged":
      // The pledge's own message (with its claim link) says it now; announced once.
      await ctx.deleteMessage().catch(() => undefined);
      await announcePledge(
        {
          deps: ctx.deps,
          api: ctx.api,
          log: ctx.log,
          botUsername: ctx.me.username,
        },
        result.offer,
      );
      return;
    case "already":
      // Sent before, maybe by a handler that died before its hook ran: run it now (idempotent).
      if (result.operation?.state === "sent") {
        await resumeSentIntent(ctx, view, intent, result.operation, afterSent);
      }
      return;
  }
  if (decided) return;
  switch (result.status) {
    case "refused":
      await editOutcome(ctx, refusedText(ctx, view, result.refusal), view);
      removeInGroupLater(ctx, ctx.callbackQuery.message);
      if (result.refusal.reason === "pledges_per_day") {
        // Why, to the payer alone: how many pledges they made is theirs.
        await tellPresser(
          ctx,
          view,
          ctx.tUser("pledge-daily-limit-note", {
            amount: ctx.amountUser(intent.amountSat),
            to: escapeHtml(payeeName(intent)),
            max: result.refusal.max,
          }),
        );
      }
      return;
    default:
      await showSendOutcome(ctx, view, result);
  }
}

/** The outcome of a confirmed intent in its message. */
async function showSendOutcome(
  ctx: BotContext & { callbackQuery: CallbackQuery },
  view: ConfirmationView | undefined,
  result: IntentResult,
): Promise<void> {
  switch (result.status) {
    case "failed":
      // The reason is shown to the presser only (privately in a group): in their voice.
      await showFailure(ctx, view, escapeHtml(failureText(result.error, ctx.userVoice)));
      removeInGroupLater(ctx, ctx.callbackQuery.message);
      return;
    case "unknown":
      await editOutcome(ctx, outcomeText(view, "unknown", ctx.t), view);
      return;
    case "over_limit": {
      // The daily limit is the presser's own (told privately in a group); the per-payment one is for all.
      const limitText = overLimitText(result.limit === "daily" ? ctx.userVoice : ctx.voice, result);
      // What is left of someone's daily limit is theirs alone: never shown in a group.
      if (result.limit === "daily" && ctx.chat?.type !== "private") {
        const told = await tellPresser(ctx, view, limitText);
        await editOutcome(
          ctx,
          joinLines(
            ctx.t("confirm-over-daily-in-group", { told: told ? "yes" : "no" }),
            detailsOf(view),
          ),
          view,
        );
        removeInGroupLater(ctx, ctx.callbackQuery.message);
        return;
      }
      await editOutcome(ctx, joinLines(limitText, detailsOf(view)), view);
      removeInGroupLater(ctx, ctx.callbackQuery.message);
      return;
    }
    case "stale":
      if (result.reason === "account_changed") {
        await editOutcome(
          ctx,
          joinLines(ctx.t("confirm-account-changed", { what: view?.what ?? "" }), detailsOf(view)),
          view,
        );
        return;
      }
      ctx.log.info({ status: result.status }, "confirmation not executed");
      return;
    default:
      // already / not_owner / cancelled after we answered: say it in the message.
      ctx.log.info({ status: result.status }, "confirmation not executed");
  }
}

/** Why a confirmed intent went no further, under its details: the feature's words when it has them. */
function refusedText(
  ctx: BotContext,
  view: ConfirmationView | undefined,
  refusal: IntentRefusal,
): string {
  const closed =
    refusal.reason === "closed"
      ? view?.outcomes?.closed
      : refusal.reason === "paying_elsewhere"
        ? refusal.sent
          ? view?.outcomes?.paidElsewhere
          : view?.outcomes?.payingElsewhere
        : undefined;
  const heading =
    closed ??
    (view?.outcomes
      ? `${view.outcomes.notSent}.`
      : ctx.t("confirm-not-sent", { what: view?.what ?? "" }));
  return joinLines(heading, detailsOf(view), closed ? undefined : ctx.t("confirm-nothing-sent"));
}

/** Answers a press on an intent with its state, in the presser's voice. */
async function answerIntent(ctx: BotContext, result: IntentResult): Promise<void> {
  const t = ctx.tUser;
  const text = (() => {
    switch (result.status) {
      case "not_owner":
        return t("common-not-your-button");
      case "stale":
        return result.reason === "account_changed"
          ? t("confirm-account-changed-answer")
          : t("confirm-stale");
      case "already":
        return alreadyText(result.operation, t);
      case "cancelled":
        // A press after Cancel (Confirm replayed, or Cancel again): decided before, nothing sent.
        return result.before ? t("confirm-already") : t("common-cancelled");
      case "pledged":
        return t("confirm-already");
      default:
        return undefined;
    }
  })();
  await answerOnce(ctx, {
    ...(text ? { text } : {}),
    ...(result.status === "not_owner" ? { show_alert: true } : {}),
  });
}

/**
 * A press on an intent found sent (maybe by a handler that died before its
 * hook ran): its feature's hook runs again, so what a crash cut off
 * (receipt, notes, counts) is done now and what was done stays once, and
 * the outcome is shown again unless the feature shows it.
 */
async function resumeSentIntent(
  ctx: BotContext,
  view: ConfirmationView | undefined,
  intent: Intent,
  operation: Operation,
  afterSent: AfterSentByKind,
): Promise<void> {
  ctx.log.info({ operation_id: operation.id }, "settling a sent intent again");
  await showSentIntent(ctx, view, intent, operation, afterSent, { again: true });
}

/**
 * The feature's follow-up of a sent intent first (its private notes leave
 * at once), then the outcome in the confirmation message, buttons removed,
 * unless the feature shows it there itself.
 */
async function showSentIntent(
  ctx: BotContext,
  view: ConfirmationView | undefined,
  intent: Intent,
  operation: Operation,
  afterSent: AfterSentByKind,
  options: { again?: boolean } = {},
): Promise<void> {
  const outcome = outcomeText(view, "sent", ctx.t);
  const body = withMoneyMark(outcome, view?.sandbox ?? false, ctx.t);
  const shown = await afterSent[intent.kind]?.(ctx, { intent, operation, outcome: body });
  if (shown) return;
  if (!options.again) {
    await editOutcome(ctx, outcome, view);
    return;
  }
  await ctx
    .editMessageText(body, { parse_mode: "HTML", reply_markup: { inline_keyboard: [] } })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "sent outcome not edited again"));
}

/** The answer to a press on a used confirmation: the state of its send. */
function alreadyText(operation: Operation | undefined, t: Translate): string {
  if (!operation) return t("confirm-already");
  switch (operation.state) {
    case "pending":
      return t("confirm-in-progress");
    case "unknown":
      return t("confirm-unknown-answer");
    default:
      return t("confirm-already-state", { state: operation.state });
  }
}

/**
 * Tells the payer how a send cut off by a crash was settled (the
 * `onSettled` of `Payments`: by the sweeper, a later press or /history).
 * Its confirmation message becomes the outcome; a send without one (a
 * direct tip), or whose message cannot be edited, is told in the payer's
 * private chat. Each speaks its reader's voice: the chat's for the edited
 * message (the group's in a group), the payer's in private.
 */
export async function showSettledSend(
  api: Api,
  deps: Pick<Services, "store" | "accounts" | "logger" | "voices">,
  operation: Operation,
): Promise<void> {
  const view = await confirmationViews(deps.store).get(operation.id);
  const render = (voice: Voice): string => {
    const t = voice.t;
    const counterpart = operation.counterpart ? escapeHtml(operation.counterpart) : undefined;
    const amount = voice.amount(operation.amountSat);
    const what =
      view?.what ??
      (counterpart ? t("confirm-what-from-history", { amount, counterpart }) : amount);
    // The outcome replaces the question, as after a press (the feature's own wording when known).
    const reason = escapeHtml(operationReasonText(operation, voice));
    const outcome =
      operation.state === "unknown"
        ? view?.outcomes
          ? joinLines(view.outcomes.unknown, view.outcomes.details, t("confirm-interrupted-advice"))
          : t("confirm-interrupted", { what })
        : view
          ? failedText(view, reason, t)
          : t("confirm-failed", { what, reason });
    return withMoneyMark(outcome, view?.sandbox ?? deps.accounts.isSandbox, t);
  };
  const shown = operation.message;
  if (shown) {
    try {
      const voice =
        shown.chatId === operation.userId
          ? await deps.voices.forUser(operation.userId)
          : await deps.voices.forGroup(shown.chatId);
      await api.editMessageText(shown.chatId, shown.messageId, render(voice), {
        parse_mode: "HTML",
        reply_markup: { inline_keyboard: [] },
      });
      return;
    } catch (error) {
      deps.logger.warn(
        { err: error, operation_id: operation.id },
        "could not edit the confirmation: telling the payer privately",
      );
    }
  }
  const payer = await deps.voices.forUser(operation.userId);
  await api.sendMessage(operation.userId, render(payer), { parse_mode: "HTML" });
}

/**
 * The confirmation message of an intent the engine carried on by itself
 * (the intent sweeper, after a crash cut off its press), turned into its
 * outcome in the reader's voice (the group's, or the payer's in private),
 * as a press would have shown it: sent, unknown, not sent (a failure's
 * reason only in the payer's private chat), cancelled; a pledge's question
 * is removed (its own announcement says it). False when the intent shows
 * no confirmation message, or the message could not be changed.
 */
export async function showCarriedIntent(
  api: Api,
  deps: Pick<Services, "store" | "accounts" | "logger" | "voices">,
  outcome: IntentResult,
): Promise<boolean> {
  if (!("intent" in outcome) || !outcome.intent?.message) return false;
  const { intent } = outcome;
  const shown = intent.message;
  if (!shown) return false;
  const view = await confirmationViews(deps.store).get(intent.id);
  const inPrivate = shown.chatId === intent.payer.id;
  const voice = inPrivate
    ? await deps.voices.forUser(intent.payer.id)
    : await deps.voices.forGroup(shown.chatId);
  const t = voice.t;
  const operation = "operation" in outcome ? outcome.operation : undefined;
  const notSent = joinLines(
    view?.outcomes
      ? `${view.outcomes.notSent}.`
      : t("confirm-not-sent", { what: view?.what ?? "" }),
    detailsOf(view),
    t("confirm-nothing-sent"),
  );
  let text: string | undefined;
  switch (outcome.status) {
    case "pledged":
      await api.deleteMessage(shown.chatId, shown.messageId).catch(() => undefined);
      return true;
    case "sent":
      text = outcomeText(view, "sent", t);
      break;
    case "unknown":
      text = outcomeText(view, "unknown", t);
      break;
    case "cancelled":
      text = outcomeText(view, "cancelled", t);
      break;
    case "failed":
      text = inPrivate
        ? failedText(view, escapeHtml(failureText(outcome.error, voice)), t)
        : joinLines(
            view?.outcomes
              ? `${view.outcomes.notSent}.`
              : t("confirm-not-sent", { what: view?.what ?? "" }),
            detailsOf(view),
            t("confirm-reason-in-history"),
          );
      break;
    case "already":
      // Settled by `Payments` (its own note told the payer) or sent: the state it reached.
      if (operation?.state === "sent") text = outcomeText(view, "sent", t);
      else if (operation?.state === "unknown") text = outcomeText(view, "unknown", t);
      break;
    case "refused":
      text =
        outcome.refusal.reason === "closed" && view?.outcomes?.closed
          ? joinLines(view.outcomes.closed, detailsOf(view))
          : notSent;
      break;
    case "over_limit":
    case "stale":
      text = notSent;
      break;
    default:
      break;
  }
  if (text === undefined) return false;
  try {
    await api.editMessageText(
      shown.chatId,
      shown.messageId,
      withMoneyMark(text, view?.sandbox ?? deps.accounts.isSandbox, t),
      { parse_mode: "HTML", reply_markup: { inline_keyboard: [] } },
    );
    return true;
  } catch (error) {
    deps.logger.info(
      { err: error, intent_id: intent.id },
      "could not show a carried-on intent's outcome on its confirmation",
    );
    return false;
  }
}

/** The sent outcome of a confirmed intent as its confirmation message shows it (HTML, marked), in `voice`. */
export async function sentOutcomeOf(
  deps: Pick<Services, "store" | "accounts">,
  intent: Intent,
  t: Translate,
): Promise<string> {
  const view = await confirmationViews(deps.store).get(intent.id);
  return withMoneyMark(outcomeText(view, "sent", t), view?.sandbox ?? deps.accounts.isSandbox, t);
}

/**
 * Answers the press; a redelivered press was answered already and Telegram
 * refuses a second answer, which must not abort the handler.
 */
async function answerOnce(
  ctx: BotContext,
  answer: { text?: string; show_alert?: boolean },
): Promise<void> {
  await ctx
    .answerCallbackQuery(answer)
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/** The outcome of `state` in the feature's words, with the lines kept under it. */
function outcomeText(
  view: ConfirmationView | undefined,
  state: "sent" | "cancelled" | "unknown",
  t: Translate,
): string {
  const outcomes = view?.outcomes;
  const what = view?.what ?? "";
  switch (state) {
    case "sent":
      return joinLines(outcomes?.sent ?? t("confirm-sent", { what }), outcomes?.details);
    case "cancelled":
      return outcomes
        ? joinLines(outcomes.cancelled, outcomes.details, t("confirm-nothing-sent"))
        : t("confirm-cancelled", { what });
    case "unknown":
      return outcomes
        ? joinLines(outcomes.unknown, outcomes.details, t("confirm-unknown-advice"))
        : t("confirm-unknown", { what });
  }
}

/** A certain failure and its reason (HTML), in `t`'s language. */
function failedText(view: ConfirmationView | undefined, reason: string, t: Translate): string {
  const outcomes = view?.outcomes;
  return outcomes
    ? joinLines(`${outcomes.notSent}: ${reason}`, outcomes.details, t("confirm-nothing-left"))
    : t("confirm-failed", { what: view?.what ?? "", reason });
}

/**
 * A failure in a private chat shows its reason in the message. In a group
 * the reason may carry figures of the presser's account (a balance), so it
 * goes to their private chat and the group sees only that nothing was sent.
 */
async function showFailure(
  ctx: BotContext,
  view: ConfirmationView | undefined,
  reason: string,
): Promise<void> {
  if (ctx.chat?.type === "private") {
    await editOutcome(ctx, failedText(view, reason, ctx.t), view);
    return;
  }
  const told = await tellPresser(ctx, view, failedText(view, reason, ctx.tUser));
  const heading = view?.outcomes
    ? `${view.outcomes.notSent}.`
    : ctx.t("confirm-not-sent", { what: view?.what ?? "" });
  await editOutcome(
    ctx,
    joinLines(
      heading,
      view?.outcomes?.details,
      ctx.t(told ? "confirm-reason-told-privately" : "confirm-reason-in-history"),
    ),
    view,
  );
}

/** Sends `html` (in the presser's voice) to their private chat; false when Telegram refuses (never opened, blocked). */
async function tellPresser(
  ctx: BotContext,
  view: ConfirmationView | undefined,
  html: string,
): Promise<boolean> {
  const userId = ctx.from?.id;
  if (userId === undefined) return false;
  try {
    await ctx.api.sendMessage(userId, withMoneyMark(html, view?.sandbox ?? false, ctx.tUser), {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    });
    return true;
  } catch (error) {
    ctx.log.info({ err: error }, "could not tell the presser privately");
    return false;
  }
}

function detailsOf(view: ConfirmationView | undefined): string | undefined {
  return view?.outcomes?.details;
}

function joinLines(...lines: Array<string | undefined>): string {
  return lines.filter((line) => line !== undefined && line !== "").join("\n");
}

async function editOutcome(
  ctx: BotContext,
  outcome: string,
  view: ConfirmationView | undefined,
): Promise<void> {
  const body = withMoneyMark(outcome, view?.sandbox ?? false, ctx.t);
  try {
    await ctx.editMessageText(body, { parse_mode: "HTML", reply_markup: { inline_keyboard: [] } });
  } catch (error) {
    // The outcome must reach the user: as a new message when the edit fails.
    ctx.log.warn({ err: error }, "could not edit the confirmation: sending the outcome");
    await ctx.reply(body, { parse_mode: "HTML" });
  }
}
