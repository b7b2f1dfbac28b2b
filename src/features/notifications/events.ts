/**
 * The owner's note when money came in: told by the engine once a gateway
 * event is applied (src/operations/money-in.ts, through the route in
 * src/server/gateway-events.ts). Sent once per event, however often the
 * gateway delivers it; a refused note is logged, not retried.
 *
 * - an invoice of theirs was paid: "Received", with its description;
 * - money came through their pay code or lightning address: "Received",
 *   from whom when the bot made that send itself; without an amount, what
 *   is known (the balance now).
 */
import type { Api } from "grammy";
import { withDescription } from "../../chat/flows/invoice-paid.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { AppliedEvent, EventListener } from "../../operations/money-in.ts";
import type { Services } from "../../services.ts";

/** The listener that notes the owner of money received, once per event. */
export function paymentNotes(deps: Services, api: Api): EventListener {
  return async (applied) => {
    const { userId } = applied.operation;
    const owner = await deps.voices.forUser(userId);
    const text = noteText(owner, applied);
    // Queued, not awaited: under Telegram's limits a note may wait minutes for its turn, and
    // the gateway is answered once the event is applied (it gives up on a webhook after 5 s).
    await withPriority("notification", async () => {
      if (!(await deps.moneyIn.firstNotice(applied))) return;
      void deps.activity.track(
        api
          .sendMessage(userId, withMoneyMark(text, deps.accounts.isSandbox, owner.t), {
            parse_mode: "HTML",
          })
          .catch((error: unknown) =>
            deps.logger.warn(
              { err: error, user_id: userId },
              "could not notify the owner of a payment",
            ),
          ),
      );
    });
  };
}

function noteText(owner: Voice, applied: AppliedEvent): string {
  const op = applied.operation;
  if (applied.kind === "invoice-paid") {
    return withDescription(
      owner,
      owner.t("notification-received", { amount: owner.amount(op.amountSat) }),
      op.description,
    );
  }
  if (!op.amountUnknown) {
    const amount = owner.amount(op.amountSat);
    return applied.payer
      ? owner.t("notification-received-through-pay-code-from", {
          amount,
          from: escapeHtml(applied.payer.display),
        })
      : owner.t("notification-received-through-pay-code", { amount });
  }
  return applied.balanceSat !== undefined
    ? owner.t("notification-received-amount-unknown-balance", {
        balance: owner.amount(applied.balanceSat),
      })
    : owner.t("notification-received-amount-unknown");
}
