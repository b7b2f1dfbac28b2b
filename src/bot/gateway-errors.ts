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

function rejectionText(error: GatewayError): string {
  // Refused by the client before sending (a malformed value): its message says what is wrong.
  if (error.status === undefined) {
    return `Nothing was sent: ${clip(error.message.replace(/^\w+ was not sent: /, ""))}`;
  }
  const said = error.gatewayMessage ? ` The gateway said: “${clip(error.gatewayMessage)}”.` : "";
  if (error.grpcCode === GrpcCode.FAILED_PRECONDITION) return `The gateway refused.${said}`;
  if (error.grpcCode === GrpcCode.PERMISSION_DENIED)
    return "The gateway says this account may not do that. Check your merchant id with /connect.";
  if (error.grpcCode === GrpcCode.NOT_FOUND)
    return `The gateway does not know that merchant.${said}`;
  return `The gateway refused the request.${said}`;
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 160 ? `${oneLine.slice(0, 160)}…` : oneLine;
}
