/**
 * The shared confirmation step of every send (pay, withdraw, tip): a message
 * with Confirm / Cancel buttons carrying the confirmation's unguessable id,
 * and the one callback handler that executes it through `Payments` and
 * edits the message in place to the outcome.
 */
import { Composer, InlineKeyboard } from "grammy";
import { formatSat } from "../../bitcoin/amount.ts";
import { GatewayError } from "../../gateway/errors.ts";
import type { Confirmation, ExecuteResult, SendFailure } from "../../operations/payments.ts";
import type { BotContext } from "../context.ts";
import { describeGatewayError } from "../gateway-errors.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { commonTexts, withMoneyMark } from "../texts.ts";

const OK = "send:ok:";
const NO = "send:no:";

export const confirmTexts = {
  sending: "⏳ Sending…",
  sent: (what: string) => `✅ ${what}`,
  failed: (what: string, reason: string) =>
    `❌ Not sent: ${what}\n${reason}\nNothing left your account.`,
  unknown: (what: string) =>
    `❓ Outcome unknown: ${what}\nThe gateway did not confirm in time. It is <b>not</b> retried automatically: check /balance and /history before trying again.`,
  cancelled: (what: string) => `🚫 Cancelled: ${what}`,
  already: "This was already handled.",
  alreadyState: (state: string) => `Already handled: ${state}.`,
  stale: "This confirmation has expired. Start again.",
  overPerPayment: (limit: string) =>
    `This is above the limit of ${limit} per payment. Nothing was sent.`,
  overDaily: (limit: string, remaining: string) =>
    `This would pass your daily limit of ${limit} (left today: ${remaining}). Nothing was sent.`,
  amountMismatch: (expected: string, got: string) =>
    `The recipient's invoice was for ${got}, not the ${expected} you confirmed, so I did not pay it.`,
  badInvoice: (reason: string) => `The invoice could not be paid: ${reason}.`,
  noRecipient: "The recipient has no account to receive this.",
} as const;

export interface ConfirmationView {
  /** HTML describing the send, shown above the buttons and kept in the outcome. */
  summary: string;
  /** Short HTML naming the send in the outcome line, e.g. "1,500 sat to alice@example.com". */
  what: string;
  confirmLabel: string;
  sandbox: boolean;
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
        await editOutcome(
          ctx,
          view ? confirmTexts.cancelled(view.what) : commonTexts.cancelled,
          view,
        );
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
    if (pending && (await ctx.deps.store.readClaim(`send:${id}`)) !== undefined) {
      await answerOnce(ctx, { text: confirmTexts.already });
      return;
    }
    if (pending) {
      await answerOnce(ctx, { text: confirmTexts.sending });
      await ctx.editMessageReplyMarkup().catch(() => undefined);
    }
    const result = await ctx.deps.payments.execute(id, pressedBy);
    if (!pending) {
      await answerFor(ctx, result);
      return;
    }
    const what = view?.what ?? "";
    switch (result.status) {
      case "sent":
        await editOutcome(ctx, confirmTexts.sent(what), view);
        await afterSent[result.confirmation.request.kind]?.(ctx, result);
        return;
      case "failed":
        await editOutcome(
          ctx,
          confirmTexts.failed(what, escapeHtml(failureText(result.error))),
          view,
        );
        return;
      case "unknown":
        await editOutcome(ctx, confirmTexts.unknown(what), view);
        return;
      case "over_limit":
        await editOutcome(
          ctx,
          result.limit === "daily"
            ? confirmTexts.overDaily(
                formatSat(result.limitSat),
                formatSat(result.remainingSat ?? 0),
              )
            : confirmTexts.overPerPayment(formatSat(result.limitSat)),
          view,
        );
        return;
      default:
        // stale / already / not_owner / cancelled after we answered: say it in the message.
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
        ? confirmTexts.stale
        : result.status === "already"
          ? result.operation
            ? confirmTexts.alreadyState(result.operation.state)
            : confirmTexts.already
          : result.status === "cancelled"
            ? commonTexts.cancelled
            : undefined;
  await answerOnce(ctx, {
    ...(text ? { text } : {}),
    ...(result.status === "not_owner" ? { show_alert: true } : {}),
  });
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

async function editOutcome(
  ctx: BotContext,
  outcome: string,
  view: ConfirmationView | undefined,
): Promise<void> {
  const body = withMoneyMark(
    view ? `${outcome}\n\n${view.summary}` : outcome,
    view?.sandbox ?? false,
  );
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
