/**
 * Why a payment failed or is in doubt, in the reader's language. The money
 * engine gives codes and facts (`SendFailure`, an operation's `failure`);
 * these give the sentence. Plain text (values are not HTML-escaped); the
 * gateway's own words appear only quoted inside a translated sentence.
 */
import type { InvoiceErrorReason } from "../bitcoin/bolt11.ts";
import { GatewayError } from "../gateway/errors.ts";
import type { Translate } from "../i18n/i18n.ts";
import type { Voice } from "../i18n/voices.ts";
import type {
  InvoiceProblem,
  Operation,
  OperationFailure,
  RefusedHostReason,
} from "../operations/ledger.ts";
import type { SendFailure } from "../operations/payments.ts";
import { describeGatewayError } from "./gateway-errors.ts";

const INVOICE_ERRORS: Record<InvoiceErrorReason, string> = {
  not_an_invoice: "pay-invoice-error-not-an-invoice",
  checksum: "pay-invoice-error-checksum",
  unknown_network: "pay-invoice-error-unknown-network",
  malformed: "pay-invoice-error-malformed",
  bad_signature: "pay-invoice-error-bad-signature",
  unknown_feature: "pay-invoice-error-unknown-feature",
};

/** An invoice that does not decode, by the decoder's reason. */
export function invoiceFormatText(t: Translate, reason: InvoiceErrorReason): string {
  return t(INVOICE_ERRORS[reason]);
}

/** Why an invoice about to be paid was refused, and what to do. */
export function invoiceProblemText(problem: InvoiceProblem, t: Translate): string {
  switch (problem.code) {
    case "unreadable":
      return invoiceFormatText(t, problem.format ?? "malformed");
    case "wrong_network":
      return t("pay-wrong-network", {
        invoiceNetwork: problem.invoiceNetwork,
        ours: problem.ourNetwork,
      });
    case "expired":
      return t("pay-expired");
  }
}

/** An amount that differs from the one confirmed. */
function amountMismatchText(
  mismatch: {
    expectedSat: number;
    invoiceSat?: number | undefined;
    invoiceMsat?: string | undefined;
  },
  voice: Pick<Voice, "t" | "amount" | "amountMsat">,
): string {
  const expected = voice.amount(mismatch.expectedSat);
  if (mismatch.invoiceSat === undefined) {
    return voice.t("confirm-amount-mismatch-no-amount", { expected });
  }
  return voice.t("confirm-amount-mismatch", {
    expected,
    got: mismatch.invoiceMsat
      ? voice.amountMsat(BigInt(mismatch.invoiceMsat))
      : voice.amount(mismatch.invoiceSat),
  });
}

/** An operation's recorded failure, worded for `voice`'s reader (their own figures: private only). */
export function operationFailureText(
  failure: OperationFailure,
  voice: Pick<Voice, "t" | "amount" | "amountMsat">,
): string {
  const t = voice.t;
  switch (failure.code) {
    case "gateway":
      return describeGatewayError(
        new GatewayError(failure.kind, failure.said ?? failure.kind, {
          operation: failure.operation,
          status: failure.status,
          grpcCode: failure.grpcCode,
          gatewayMessage: failure.said,
          problem: failure.problem,
        }),
        t,
      );
    case "amount_mismatch":
      return amountMismatchText(failure, voice);
    case "bad_invoice":
      return invoiceProblemText(failure.problem, t);
    case "no_recipient_account":
      return t("confirm-no-recipient");
    case "refused_host":
      return refusedHostText(failure, t);
    case "not_confirmed":
      return t("failure-not-confirmed");
    case "interrupted_before_send":
      return t("failure-interrupted-before-send");
    case "cancelled_before_send":
      return t("failure-cancelled-before-send");
    case "interrupted_while_sending":
      return t("failure-interrupted-while-sending");
  }
}

/**
 * Why an operation failed or is in doubt, for its owner: from its recorded
 * failure; an operation recorded before failures were kept shows its
 * plain-words reason as it was written. Empty when there is neither.
 */
export function operationReasonText(
  operation: Pick<Operation, "failure" | "reason">,
  voice: Pick<Voice, "t" | "amount" | "amountMsat">,
): string {
  if (operation.failure) return operationFailureText(operation.failure, voice);
  return operation.reason ?? "";
}

/** Plain words for a certain failure, in `voice`'s language (the payer's: it may name their balance). */
export function failureText(
  failure: SendFailure,
  voice: Pick<Voice, "t" | "amount" | "amountMsat">,
): string {
  const t = voice.t;
  switch (failure.kind) {
    case "gateway":
      return failure.error instanceof GatewayError
        ? describeGatewayError(failure.error, t)
        : t("confirm-gateway-refused");
    case "amount_mismatch":
      return amountMismatchText(failure, voice);
    case "bad_invoice":
      return invoiceProblemText(failure.problem, t);
    case "no_recipient_account":
      return t("confirm-no-recipient");
    case "refused_host":
      return refusedHostText(failure, t);
  }
}

/** A pay code's host refused right before the send: as when the code was read, or "could not reach". */
function refusedHostText(
  failure: { host: string; reason: RefusedHostReason },
  t: Translate,
): string {
  const key = {
    loopback: "pay-request-error-loopback",
    private_network: "pay-request-error-private-network",
    not_https: "pay-request-error-not-https",
    unreachable: "failure-host-unreachable",
  }[failure.reason];
  return t(key, { host: failure.host });
}
