/**
 * The chat's side of a send asked for in a private chat (/pay in every
 * form, /withdraw): the intents engine makes the intent once per asking
 * message (its origin), checks it before any button (4.5), and this shows
 * its confirmation, or the one sentence saying why there is none. A
 * redelivered message finds the intent its first delivery made and shows
 * nothing twice; Confirm and Cancel are the engine's (confirm.ts).
 */
import type { IntentRefusal, IntentResult } from "../../operations/intents.ts";
import type { BotContext } from "../context.ts";
import { commandClaimKey } from "./command-claim.ts";
import { askToConfirm, type ConfirmationView } from "./confirm.ts";

/** The origin of a send asked for by this update's message, e.g. `pay-command:<chat>:<message>`. */
export function askingOrigin(ctx: BotContext, command: "pay" | "withdraw"): string | undefined {
  const chatId = ctx.chat?.id;
  const messageId = ctx.msg?.message_id;
  if (chatId === undefined || messageId === undefined) return undefined;
  return commandClaimKey(command, chatId, messageId);
}

/**
 * The intent this message made before (a redelivered update), shown as it
 * stands: true when there was one, so nothing is read or asked again.
 */
export async function resumeAsked(
  ctx: BotContext,
  command: "pay" | "withdraw",
  viewOf: (details: Record<string, unknown> | undefined) => ConfirmationView | undefined,
): Promise<boolean> {
  const origin = askingOrigin(ctx, command);
  if (origin === undefined) return false;
  const earlier = await ctx.deps.intents.resumeOrigin(origin);
  if (!earlier) return false;
  ctx.log.info({ status: earlier.status }, `resuming a ${command} after redelivery`);
  await showAsked(ctx, earlier, viewOf);
  return true;
}

/**
 * Where a just-submitted (or resumed) intent stands, to its payer: its
 * confirmation, shown once (`view` kept in the intent's details), or why
 * it goes no further. Outcomes after a press are confirm.ts's.
 */
export async function showAsked(
  ctx: BotContext,
  result: IntentResult,
  viewOf: (details: Record<string, unknown> | undefined) => ConfirmationView | undefined,
): Promise<void> {
  switch (result.status) {
    case "requires_confirmation": {
      if (result.shown) return;
      const view = viewOf(result.intent.details);
      if (view) await askToConfirm(ctx, result.intent, view);
      return;
    }
    case "refused":
      if (result.again) return;
      await ctx.reply(
        refusalText(ctx, result.refusal, result.intent.amountSat, feeOf(result.intent.payee)),
      );
      return;
    default:
      ctx.log.info({ status: result.status }, "send already decided or expired: nothing to show");
  }
}

function feeOf(payee: { type: string; feeSat?: number | undefined }): number {
  return payee.type === "address" ? (payee.feeSat ?? 0) : 0;
}

/** Why a send was refused before any button, in the payer's words (plain text). */
function refusalText(
  ctx: BotContext,
  refusal: IntentRefusal,
  amountSat: number,
  feeSat: number,
): string {
  switch (refusal.reason) {
    case "no_account":
      return ctx.t("common-no-account");
    case "over_limit":
      return refusal.limit === "per_payment"
        ? ctx.t("pay-over-per-payment", { limit: ctx.amount(refusal.limitSat) })
        : ctx.t("pay-over-daily", {
            limit: ctx.amount(refusal.limitSat),
            remaining: ctx.amount(refusal.remainingSat ?? 0),
          });
    case "funds":
      return feeSat > 0
        ? ctx.t("pay-not-enough-with-fee", {
            total: ctx.amount(amountSat + feeSat),
            fee: ctx.amount(feeSat),
            spendable: ctx.amount(refusal.spendableSat),
          })
        : ctx.t("pay-not-enough", { spendable: ctx.amount(refusal.spendableSat) });
    default:
      return ctx.t("confirm-stale");
  }
}
