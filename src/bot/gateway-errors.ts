/**
 * Gateway failures in plain words for users (the log gets the detail).
 */
import { GatewayError, GrpcCode } from "../gateway/errors.ts";

/** One sentence telling the user what happened and what to do next. */
export function describeGatewayError(error: unknown): string {
  if (!(error instanceof GatewayError)) {
    return "The payment gateway could not be reached. Nothing was done; please try again later.";
  }
  switch (error.kind) {
    case "authentication":
      return "The gateway no longer accepts your account's keys. Send /connect to enter them again.";
    case "rate_limited":
      return "The gateway is busy right now. Nothing was done; please try again in a minute.";
    case "unavailable":
    case "network":
    case "timeout":
      return "The payment gateway is not reachable right now. Nothing was done; please try again later.";
    case "outcome_unknown":
      return "The gateway did not confirm the result. The outcome is unknown, so it is NOT retried: check /balance and /history before trying again.";
    case "unexpected_response":
      return "The gateway gave an answer I do not understand. Check /balance and /history before trying again.";
    case "rejected":
      return rejectionText(error);
  }
}

/**
 * A refusal in one sentence ending in one period; the gateway's own words,
 * when it gave any, are quoted inside it without their final punctuation.
 */
function rejectionText(error: GatewayError): string {
  // Refused by the client before sending (a malformed value): its message says what is wrong.
  if (error.status === undefined) {
    const what = withoutEnd(error.message.replace(/^\w+ was not sent: /, ""));
    return what ? `Nothing was sent: ${clip(what)}.` : "Nothing was sent.";
  }
  const said = withoutEnd(error.gatewayMessage ?? "");
  const sentence = (refusal: string) => (said ? `${refusal}: “${clip(said)}”.` : `${refusal}.`);
  if (error.grpcCode === GrpcCode.FAILED_PRECONDITION) return sentence("The gateway refused");
  if (error.grpcCode === GrpcCode.PERMISSION_DENIED)
    return "The gateway says this account may not do that. Check your merchant id with /connect.";
  if (error.grpcCode === GrpcCode.NOT_FOUND) {
    return sentence("The gateway does not know that merchant");
  }
  return sentence("The gateway refused the request");
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
