/**
 * The message that follows a voucher being redeemed (a history entry of
 * kind "voucher"), as it reads in each state. Written from the entry alone,
 * so whoever changes the state (the redeeming update, the paid event, the
 * expiry sweeper) writes the same words, in the owner's language.
 */
import type { Voice } from "../../i18n/voices.ts";
import type { Operation } from "../../operations/ledger.ts";
import { escapeHtml } from "../html.ts";
import { withMoneyMark } from "../texts.ts";

/** Longest part of a service's own words shown (its reason, its description). */
export const MAX_SERVICE_WORDS = 140;

/** How a voucher still pending came to be: the service said OK, or its answer could not be read. */
export type PendingVoucher = "accepted" | "unanswered";

/** A stranger's text, clipped and escaped for HTML. */
export function serviceWords(text: string): string {
  return escapeHtml(
    text.length > MAX_SERVICE_WORDS ? `${text.slice(0, MAX_SERVICE_WORDS - 1)}…` : text,
  );
}

/**
 * The voucher's message for `op` (HTML): redeeming, received, refused in
 * the service's words, not paid before the invoice expired. `pending` says
 * which wait it is (default: accepted).
 */
export function voucherStatusText(
  voice: Voice,
  op: Operation,
  options: { sandbox: boolean; pending?: PendingVoucher; expiresAt?: number; now?: number },
): string {
  const host = escapeHtml(op.counterpart ?? "");
  const amount = voice.amount(op.amountSat);
  const headline = (() => {
    switch (op.state) {
      case "paid":
        return voice.t("voucher-received", { amount });
      case "expired":
        return voice.t("voucher-expired", { amount, host });
      case "failed":
        return op.reason
          ? voice.t("voucher-refused", { amount, host, refusal: serviceWords(op.reason) })
          : voice.t("voucher-not-received", { amount, host });
      default: {
        if (options.pending === "unanswered") {
          const minutes =
            options.expiresAt !== undefined && options.now !== undefined
              ? Math.max(0, Math.round((options.expiresAt - options.now) / 60_000))
              : 60;
          return voice.t("voucher-unanswered", { amount, host, minutes });
        }
        return voice.t("voucher-accepted", { amount, host });
      }
    }
  })();
  const lines = [headline];
  if (op.state === "paid") lines.push(voice.t("voucher-from", { host }));
  if (op.description) {
    lines.push(voice.t("voucher-description", { description: serviceWords(op.description) }));
  }
  return withMoneyMark(lines.join("\n"), options.sandbox, voice.t);
}
