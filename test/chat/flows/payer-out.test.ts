import { describe, expect, it } from "vitest";
import { payerRanOut } from "../../../src/chat/flows/payer-out.ts";
import {
  type GatewayError,
  GatewayNetworkError,
  GatewayRateLimitError,
  GatewayRejectedError,
} from "../../../src/gateway/errors.ts";
import type { ExecuteResult } from "../../../src/operations/payments.ts";

/** A share whose send failed with `error` (what else the result holds does not matter here). */
function failedWith(error: GatewayError): ExecuteResult {
  return { status: "failed", error: { kind: "gateway", error } } as unknown as ExecuteResult;
}

describe("payerRanOut", () => {
  it("blames the payer only for a limit or the gateway's refusal of the payer's own send", () => {
    expect(
      payerRanOut({ status: "over_limit", limit: "daily", limitSat: 1000, remainingSat: 0 }),
    ).toBe(true);
    expect(
      payerRanOut(
        failedWith(
          new GatewayRejectedError("insufficient balance", {
            operation: "sendPayment",
            status: 400,
          }),
        ),
      ),
    ).toBe(true);
  });

  it("does not end a giveaway for one share's bad luck: a dropped connection, a rate limit, the claimer's side", () => {
    expect(
      payerRanOut(failedWith(new GatewayNetworkError("refused", { operation: "sendPayment" }))),
    ).toBe(false);
    expect(
      payerRanOut(failedWith(new GatewayRateLimitError("429", { operation: "sendPayment" }))),
    ).toBe(false);
    expect(
      payerRanOut(
        failedWith(new GatewayRejectedError("no route", { operation: "invoiceFromLnurl" })),
      ),
    ).toBe(false);
    expect(
      payerRanOut({
        status: "failed",
        error: { kind: "no_recipient_account" },
      } as unknown as ExecuteResult),
    ).toBe(false);
  });
});
