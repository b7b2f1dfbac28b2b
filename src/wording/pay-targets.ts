/**
 * Why something cannot be paid, in the reader's language, for both faces:
 * the typed errors of invoice, LNURL and pay request reading carry a reason code (their
 * `message` is the same sentence in English, for logs); these give the
 * Fluent text of pay.ftl for it. Plain text: values are not HTML-escaped.
 */
import type { InvoiceFormatError } from "../bitcoin/bolt11.ts";
import type {
  LnurlFormatError,
  LnurlFormatReason,
  PayRequestError,
  PayRequestReason,
} from "../bitcoin/lnurl.ts";
import type { Translate } from "../i18n/i18n.ts";
import type { InvoiceCheckProblem, PayTextProblem } from "../operations/pay-targets.ts";
import { invoiceFormatText } from "./failures.ts";

const LNURL_ERRORS: Record<LnurlFormatReason, string> = {
  prefix: "pay-lnurl-error-prefix",
  checksum: "pay-lnurl-error-checksum",
  no_url: "pay-lnurl-error-no-url",
};

const PAY_REQUEST_ERRORS: Record<PayRequestReason, string> = {
  loopback: "pay-request-error-loopback",
  private_network: "pay-request-error-private-network",
  not_https: "pay-request-error-not-https",
  unreachable: "pay-request-error-unreachable",
  not_lnurl: "pay-request-error-not-lnurl",
  refused: "pay-request-error-service-said",
  refused_silently: "pay-request-error-refused-silently",
  not_pay_code: "pay-request-error-not-pay-code",
  incomplete: "pay-request-error-incomplete",
  bad_metadata: "pay-request-error-bad-metadata",
  no_whole_sat: "pay-request-error-no-whole-sat",
};

/** An invoice that does not decode. */
export function invoiceErrorText(t: Translate, error: InvoiceFormatError): string {
  return invoiceFormatText(t, error.reason);
}

/** A text that looks like an LNURL but is not one. */
export function lnurlErrorText(t: Translate, error: LnurlFormatError): string {
  return t(LNURL_ERRORS[error.reason]);
}

/** A pay code whose details cannot be read or used (its host, and the service's words where it gave some). */
export function payRequestErrorText(t: Translate, error: PayRequestError): string {
  const { host, refusal } = error.facts;
  return t(PAY_REQUEST_ERRORS[error.reason], {
    host,
    ...(refusal !== undefined ? { refusal } : {}),
  });
}

/** A text that is nothing to pay (`classifyPayText`'s problem). */
export function payTextProblemText(t: Translate, problem: PayTextProblem): string {
  return problem.reason === "lnurl" ? t(LNURL_ERRORS[problem.lnurl]) : t("pay-not-recognised");
}

/** An invoice that cannot be paid here (`checkInvoice`'s problem). */
export function invoiceCheckText(t: Translate, problem: InvoiceCheckProblem): string {
  switch (problem.reason) {
    case "format":
      return invoiceFormatText(t, problem.format);
    case "wrong_network":
      return t("pay-wrong-network", {
        invoiceNetwork: problem.invoiceNetwork,
        ours: problem.ours,
      });
    case "expired":
      return t("pay-expired");
    case "zero_amount":
      return t("pay-zero-amount");
  }
}

/** An amount outside what a pay code takes (`payCodeRangeProblem`). */
export function outOfRangeText(
  voice: { t: Translate; sat: (sat: number) => string },
  amountSat: number,
  range: { minSat: number; maxSat: number },
): string {
  return voice.t("pay-out-of-range", {
    amount: voice.sat(amountSat),
    min: voice.sat(range.minSat),
    max: voice.sat(range.maxSat),
  });
}

/** A photo whose QR code cannot be read (shared with every reader of QR photos). */
