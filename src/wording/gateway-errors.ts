/**
 * Gateway failures in plain words for users (the log gets the detail).
 */
import { GatewayError, GrpcCode } from "../gateway/errors.ts";
import { englishTranslate } from "../i18n/english.ts";
import type { Translate } from "../i18n/i18n.ts";

/**
 * One plain-text sentence telling the user what happened and what to do
 * next, in `t`'s language (default: English, for callers without a reader).
 */
export function describeGatewayError(error: unknown, t: Translate = englishTranslate()): string {
  if (!(error instanceof GatewayError)) return t("gateway-errors-unreachable");
  switch (error.kind) {
    case "authentication":
      return t("gateway-errors-authentication");
    case "rate_limited":
      return t("gateway-errors-rate-limited");
    case "unavailable":
    case "network":
    case "timeout":
      return t("gateway-errors-unavailable");
    case "outcome_unknown":
      return t("gateway-errors-outcome-unknown");
    case "unexpected_response":
      return t("gateway-errors-unexpected-response");
    case "rejected":
      return rejectionText(error, t);
  }
}

/**
 * A refusal in one sentence ending in one period; the gateway's own words,
 * when it gave any, are quoted inside it without their final punctuation.
 */
function rejectionText(error: GatewayError, t: Translate): string {
  // Refused by the client before sending (a malformed value): its code says what is wrong.
  if (error.status === undefined) {
    return error.problem
      ? t(`gateway-errors-not-sent-${error.problem.replaceAll("_", "-")}`)
      : t("gateway-errors-not-sent-plain");
  }
  const said = withoutEnd(error.gatewayMessage ?? "");
  const sentence = (id: string) => (said ? t(id, { said: clip(said) }) : t(`${id}-plain`));
  if (error.grpcCode === GrpcCode.FAILED_PRECONDITION) return sentence("gateway-errors-refused");
  if (error.grpcCode === GrpcCode.PERMISSION_DENIED) return t("gateway-errors-permission-denied");
  if (error.grpcCode === GrpcCode.NOT_FOUND) return sentence("gateway-errors-unknown-merchant");
  return sentence("gateway-errors-request-refused");
}

/** One line, without the closing punctuation the sentence around it supplies. */
function withoutEnd(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[\s.!?;:,。]+$/u, "")
    .trim();
}

function clip(text: string): string {
  return text.length > 160 ? `${withoutEnd(text.slice(0, 160))}…` : text;
}
