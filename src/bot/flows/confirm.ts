/**
 * The shared confirmation step of every send (pay, withdraw, tip): a message
 * with Confirm / Cancel buttons carrying the confirmation's unguessable id,
 * and the one callback handler that executes it through `Payments` and
 * edits the message in place to the outcome.
 */
import { type Api, Composer, InlineKeyboard } from "grammy";
import { formatSat } from "../../bitcoin/amount.ts";
import { GatewayError } from "../../gateway/errors.ts";
import type { Operation } from "../../operations/ledger.ts";
import type { Confirmation, ExecuteResult, SendFailure } from "../../operations/payments.ts";
import type { BotContext, BotDeps } from "../context.ts";
import { describeGatewayError } from "../gateway-errors.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { commonTexts, withMoneyMark } from "../texts.ts";
import { removeInGroupLater } from "./transient.ts";

const OK = "send:ok:";
const NO = "send:no:";

export const confirmTexts = {
  sending: "⏳ Sending…",
  sent: (what: string) => `✅ Done: ${what}`,
  notSent: (what: string) => `❌ Not sent: ${what}`,
  failed: (what: string, reason: string) =>
    `❌ Not sent: ${what}\n${reason}\nNothing left your account.`,
  unknown: (what: string) =>
    `❓ Outcome unknown: ${what}\nThe gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history before trying again.`,
  cancelled: (what: string) => `🚫 Cancelled: ${what}. Nothing was sent.`,
  nothingLeft: "Nothing left your account.",
  nothingSent: "Nothing was sent.",
  unknownAdvice:
    "The gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history before trying again.",
  reasonToldPrivately: "I told you why in our private chat. Nothing left your account.",
  reasonInHistory: "Nothing left your account. Open our private chat and send /history to see why.",
  already: "This was already handled.",
  alreadyState: (state: string) => `Already handled: ${state}.`,
  stale: "This confirmation has expired. Start again.",
  overPerPayment: (limit: string) =>
    `This is above the limit of ${limit} per payment. Nothing was sent.`,
  overDaily: (limit: string, remaining: string) =>
    `This would pass your daily limit of ${limit} (left today: ${remaining}). Nothing was sent.`,
  overDailyInGroup: (told: boolean) =>
    told
      ? "This would pass your daily limit; I told you more in our private chat. Nothing was sent."
      : "This would pass your daily limit. Nothing was sent.",
  amountMismatch: (expected: string, got: string) =>
    `The recipient's invoice was for ${got}, not the ${expected} you confirmed, so I did not pay it.`,
  badInvoice: (reason: string) => `The invoice could not be paid: ${reason}.`,
  noRecipient: "The recipient has no account to receive this.",
  accountChanged: (what: string) =>
    `🚫 Not sent: ${what}\nThis was shown for a gateway account that is no longer connected. Nothing was sent: start again to pay from your current account.`,
  accountChangedAnswer: "Your account changed since this was shown. Nothing was sent: start again.",
  interrupted: (what: string) =>
    `❓ Outcome unknown: ${what}\nThe bot was interrupted while sending. It is <b>not</b> retried automatically: check /balance and /history before trying again.`,
  interruptedAdvice:
    "The bot was interrupted while sending. It is <b>not</b> retried automatically: check /balance and /history before trying again.",
  unknownAnswer:
    "❓ Outcome unknown — not retried. Check /balance and /history before trying again.",
  inProgress:
    "⏳ No outcome yet: it will appear on the confirmation message. Nothing is sent twice.",
  /** The send named from its history entry, when its confirmation's view is gone. */
  whatFromHistory: (amount: string, counterpart: string | undefined) =>
    counterpart ? `${amount} to ${counterpart}` : amount,
} as const;

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
}

/** Sends the confirmation message and remembers its id on the confirmation. */
export async function askToConfirm(
  ctx: BotContext,
  confirmation: Confirmation,
  view: ConfirmationView,
): Promise<void> {
  const keyboard = new InlineKeyboard()
    .text(view.confirmLabel, `${OK}${confirmation.id}`)
    .text(commonTexts.cancel, `${NO}${confirmation.id}`);
  const message = await withPriority("payment", () =>
    ctx.reply(withMoneyMark(view.summary, view.sandbox), {
      parse_mode: "HTML",
      reply_markup: keyboard,
    }),
  );
  await ctx.deps.payments.attachMessage(confirmation.id, message.message_id);
  await ctx.deps.store
    .keyv<ConfirmationView>("confirmation-views")
    .set(confirmation.id, view, confirmation.expiresAt - ctx.deps.now() + 60 * 60_000);
}

/** Called after a send is sent, e.g. to post a tip receipt. */
export type AfterSend = (
  ctx: BotContext,
  result: Extract<ExecuteResult, { status: "sent" }>,
) => Promise<void>;

/** The button handler for every confirmation; `afterSent` hooks run per request kind. */
export function confirmButtons(afterSent: Partial<Record<string, AfterSend>> = {}) {
  const feature = new Composer<BotContext>();
  // What a press shows is a payment outcome: ahead of replies and notifications (outgoing-queue.ts).
  const asPayment = (_ctx: BotContext, next: () => Promise<void>) => withPriority("payment", next);
  feature.callbackQuery(/^send:(ok|no):([A-Za-z0-9_-]{22})$/, asPayment, async (ctx) => {
    const [, action, id = ""] = ctx.match;
    const pressedBy = ctx.from.id;
    const views = ctx.deps.store.keyv<ConfirmationView>("confirmation-views");
    if (action === "no") {
      const result = await ctx.deps.payments.cancel(id, pressedBy);
      await answerFor(ctx, result);
      if (result.status === "cancelled") {
        const view = await views.get(id);
        await editOutcome(ctx, view ? outcomeText(view, "cancelled") : commonTexts.cancelled, view);
        removeInGroupLater(ctx, ctx.callbackQuery.message);
      }
      return;
    }
    const view = await views.get(id);
    // Answer at once: the send may take seconds and Telegram shows a spinner meanwhile.
    const pending = await ctx.deps.payments.get(id);
    if (pending && pending.userId !== pressedBy) {
      await answerOnce(ctx, { text: commonTexts.notYourButton, show_alert: true });
      return;
    }
    // Used already: `execute` answers with its state (settling a send cut off by a crash first).
    const used = pending && (await ctx.deps.store.readClaim(`send:${id}`)) !== undefined;
    if (pending && !used) {
      // Shown for an account since disconnected or replaced: `execute` refuses it, say so at once.
      const changed = await ctx.deps.payments.accountChanged(pending);
      await answerOnce(ctx, {
        text: changed ? confirmTexts.accountChangedAnswer : confirmTexts.sending,
      });
      await ctx.editMessageReplyMarkup().catch(() => undefined);
    }
    const result = await ctx.deps.payments.execute(id, pressedBy);
    if (!pending || used) {
      await answerFor(ctx, result);
      return;
    }
    switch (result.status) {
      case "sent":
        await editOutcome(ctx, outcomeText(view, "sent"), view);
        await afterSent[result.confirmation.request.kind]?.(ctx, result);
        return;
      case "failed":
        await showFailure(ctx, view, escapeHtml(failureText(result.error)));
        removeInGroupLater(ctx, ctx.callbackQuery.message);
        return;
      case "unknown":
        await editOutcome(ctx, outcomeText(view, "unknown"), view);
        return;
      case "over_limit": {
        const limitText =
          result.limit === "daily"
            ? confirmTexts.overDaily(
                formatSat(result.limitSat),
                formatSat(result.remainingSat ?? 0),
              )
            : confirmTexts.overPerPayment(formatSat(result.limitSat));
        // What is left of someone's daily limit is theirs alone: never shown in a group.
        if (result.limit === "daily" && ctx.chat?.type !== "private") {
          const told = await tellPresser(ctx, view, limitText);
          await editOutcome(
            ctx,
            joinLines(confirmTexts.overDailyInGroup(told), detailsOf(view)),
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
            joinLines(confirmTexts.accountChanged(view?.what ?? ""), detailsOf(view)),
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
  });
  return feature;
}

async function answerFor(ctx: BotContext, result: ExecuteResult): Promise<void> {
  const text =
    result.status === "not_owner"
      ? commonTexts.notYourButton
      : result.status === "stale"
        ? result.reason === "account_changed"
          ? confirmTexts.accountChangedAnswer
          : confirmTexts.stale
        : result.status === "already"
          ? alreadyText(result.operation)
          : result.status === "cancelled"
            ? commonTexts.cancelled
            : undefined;
  await answerOnce(ctx, {
    ...(text ? { text } : {}),
    ...(result.status === "not_owner" ? { show_alert: true } : {}),
  });
}

/** The answer to a press on a used confirmation: the state of its send. */
function alreadyText(operation: Operation | undefined): string {
  if (!operation) return confirmTexts.already;
  switch (operation.state) {
    case "pending":
      return confirmTexts.inProgress;
    case "unknown":
      return confirmTexts.unknownAnswer;
    default:
      return confirmTexts.alreadyState(operation.state);
  }
}

/**
 * Tells the payer how a send cut off by a crash was settled (the
 * `onSettled` of `Payments`: by the sweeper, a later press or /history).
 * Its confirmation message becomes the outcome; a send without one (a
 * direct tip), or whose message cannot be edited, is told in the payer's
 * private chat.
 */
export async function showSettledSend(
  api: Api,
  deps: Pick<BotDeps, "store" | "accounts" | "logger">,
  operation: Operation,
): Promise<void> {
  const view = await deps.store.keyv<ConfirmationView>("confirmation-views").get(operation.id);
  const what =
    view?.what ??
    confirmTexts.whatFromHistory(
      formatSat(operation.amountSat),
      operation.counterpart ? escapeHtml(operation.counterpart) : undefined,
    );
  // The outcome replaces the question, as after a press (the feature's own wording when known).
  const reason = escapeHtml(operation.reason ?? "");
  const outcome =
    operation.state === "unknown"
      ? view?.outcomes
        ? joinLines(view.outcomes.unknown, view.outcomes.details, confirmTexts.interruptedAdvice)
        : confirmTexts.interrupted(what)
      : view
        ? failedText(view, reason)
        : confirmTexts.failed(what, reason);
  const body = withMoneyMark(outcome, view?.sandbox ?? deps.accounts.isSandbox);
  const shown = operation.message;
  if (shown) {
    try {
      await api.editMessageText(shown.chatId, shown.messageId, body, {
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
  await api.sendMessage(operation.userId, body, { parse_mode: "HTML" });
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
): string {
  const outcomes = view?.outcomes;
  const what = view?.what ?? "";
  switch (state) {
    case "sent":
      return joinLines(outcomes?.sent ?? confirmTexts.sent(what), outcomes?.details);
    case "cancelled":
      return outcomes
        ? joinLines(outcomes.cancelled, outcomes.details, confirmTexts.nothingSent)
        : confirmTexts.cancelled(what);
    case "unknown":
      return outcomes
        ? joinLines(outcomes.unknown, outcomes.details, confirmTexts.unknownAdvice)
        : confirmTexts.unknown(what);
  }
}

/** A certain failure and its reason (HTML). */
function failedText(view: ConfirmationView | undefined, reason: string): string {
  const outcomes = view?.outcomes;
  return outcomes
    ? joinLines(`${outcomes.notSent}: ${reason}`, outcomes.details, confirmTexts.nothingLeft)
    : confirmTexts.failed(view?.what ?? "", reason);
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
    await editOutcome(ctx, failedText(view, reason), view);
    return;
  }
  const told = await tellPresser(ctx, view, failedText(view, reason));
  const heading = view?.outcomes
    ? `${view.outcomes.notSent}.`
    : confirmTexts.notSent(view?.what ?? "");
  await editOutcome(
    ctx,
    joinLines(
      heading,
      view?.outcomes?.details,
      told ? confirmTexts.reasonToldPrivately : confirmTexts.reasonInHistory,
    ),
    view,
  );
}

/** Sends `html` to the presser's private chat; false when Telegram refuses (never opened, blocked). */
async function tellPresser(
  ctx: BotContext,
  view: ConfirmationView | undefined,
  html: string,
): Promise<boolean> {
  const userId = ctx.from?.id;
  if (userId === undefined) return false;
  try {
    await ctx.api.sendMessage(userId, withMoneyMark(html, view?.sandbox ?? false), {
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
  const body = withMoneyMark(outcome, view?.sandbox ?? false);
  try {
    await ctx.editMessageText(body, { parse_mode: "HTML", reply_markup: { inline_keyboard: [] } });
  } catch (error) {
    // The outcome must reach the user: as a new message when the edit fails.
    ctx.log.warn({ err: error }, "could not edit the confirmation: sending the outcome");
    await ctx.reply(body, { parse_mode: "HTML" });
  }
}

/** Plain words for a certain failure. */
export function failureText(failure: SendFailure): string {
  switch (failure.kind) {
    case "gateway":
      return failure.error instanceof GatewayError
        ? describeGatewayError(failure.error)
        : "The gateway refused.";
    case "amount_mismatch":
      return confirmTexts.amountMismatch(
        formatSat(failure.expectedSat),
        failure.invoiceSat === undefined ? "no fixed amount" : formatSat(failure.invoiceSat),
      );
    case "bad_invoice":
      return confirmTexts.badInvoice(failure.reason.replace(/\.$/, ""));
    case "no_recipient_account":
      return confirmTexts.noRecipient;
  }
}
