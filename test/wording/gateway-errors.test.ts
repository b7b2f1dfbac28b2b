import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type GatewayErrorDetails,
  GatewayNetworkError,
  GatewayRejectedError,
  GrpcCode,
} from "../../src/gateway/errors.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { describeGatewayError } from "../../src/wording/gateway-errors.ts";

const translations = new Translations();
const german = translations.for("de");
const russian = translations.for("ru");

function refusal(details: Partial<GatewayErrorDetails>): GatewayRejectedError {
  return new GatewayRejectedError("sendPayment was refused", {
    operation: "sendPayment",
    status: 400,
    grpcCode: GrpcCode.FAILED_PRECONDITION,
    ...details,
  });
}

describe("describeGatewayError: the gateway's reasons in one sentence", () => {
  it.each<[Partial<GatewayErrorDetails>, string]>([
    [
      { gatewayMessage: "Insufficient balance: 150000 sat needed, 104790 sat spendable." },
      "The gateway refused: “Insufficient balance: 150000 sat needed, 104790 sat spendable”.",
    ],
    [{ gatewayMessage: "invoice already paid" }, "The gateway refused: “invoice already paid”."],
    [{ gatewayMessage: "Nope!  " }, "The gateway refused: “Nope”."],
    [{ gatewayMessage: "..." }, "The gateway refused."],
    [{}, "The gateway refused."],
    [
      { status: 404, grpcCode: GrpcCode.NOT_FOUND, gatewayMessage: "There is no merchant x." },
      "The gateway does not know that merchant: “There is no merchant x”.",
    ],
    [
      { grpcCode: GrpcCode.INVALID_ARGUMENT, gatewayMessage: "The field amount is required." },
      "The gateway refused the request: “The field amount is required”.",
    ],
  ])("%j → %s", (details, sentence) => {
    expect(describeGatewayError(refusal(details))).toBe(sentence);
  });

  it("a refusal before sending says what was wrong by its code, never the client's English", () => {
    const error = new GatewayRejectedError("sendOnchain was not sent: the address is empty.", {
      operation: "sendOnchain",
      problem: "empty_address",
    });
    expect(describeGatewayError(error)).toBe("Nothing was sent: the bitcoin address is empty.");
    expect(describeGatewayError(error, german)).toBe(
      "Es wurde nichts gesendet: Die Bitcoin-Adresse ist leer.",
    );
    expect(describeGatewayError(error, russian)).toBe(
      "Ничего не отправлено: биткоин-адрес пустой.",
    );
    const unexplained = new GatewayRejectedError("sendPayment was not sent: something", {
      operation: "sendPayment",
    });
    expect(describeGatewayError(unexplained, german)).toBe("Es wurde nichts gesendet.");
  });

  it("the gateway's own words only quoted after a sentence in the reader's language", () => {
    const error = refusal({ gatewayMessage: "insufficient balance." });
    expect(describeGatewayError(error, german)).toBe(
      "Das Gateway hat abgelehnt: „insufficient balance“.",
    );
    expect(describeGatewayError(error, russian)).toBe("Шлюз отказал: «insufficient balance».");
  });

  it("whatever the gateway says, the reason is one sentence with one final period", () => {
    const ending = fc.constantFrom("", ".", "..", "!", "?", " .", ".\n", ";", "…");
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        ending,
        fc.constantFrom<number>(
          GrpcCode.FAILED_PRECONDITION,
          GrpcCode.NOT_FOUND,
          GrpcCode.INVALID_ARGUMENT,
        ),
        (message, end, grpcCode) => {
          const text = describeGatewayError(
            refusal({ gatewayMessage: `${message}${end}`, grpcCode }),
          );
          expect(text.endsWith(".")).toBe(true);
          expect(text).not.toMatch(/[.!?;:,]”\.$|\.\.$|\n/);
        },
      ),
    );
  });

  it("other failures stay as they were: their own sentences", () => {
    const text = describeGatewayError(new GatewayNetworkError("down", { operation: "getBalance" }));
    expect(text).toBe(
      "The payment gateway is not reachable right now. Nothing was done; please try again later.",
    );
  });
});
