/**
 * Why a payment failed, in the reader's language: the engine records codes
 * and facts, never a sentence; the bot words them. German and Russian here,
 * an English reason recorded before failures were kept as it was.
 */
import { describe, expect, it } from "vitest";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { GrpcCode } from "../../src/gateway/errors.ts";
import { ChatLanguages } from "../../src/i18n/chat-languages.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { Voices } from "../../src/i18n/voices.ts";
import { openStore } from "../../src/storage/index.ts";
import {
  invoiceProblemText,
  operationFailureText,
  operationReasonText,
} from "../../src/wording/failures.ts";

const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
const preferences = new PreferenceService(store);
const voices = new Voices({
  translations: new Translations(),
  languages: new ChatLanguages(store, preferences),
  preferences,
});
const german = voices.voice("de", undefined, undefined);
const russian = voices.voice("ru", undefined, undefined);

describe("an invoice refused before paying", () => {
  it("says why in German and Russian, from the problem's code", () => {
    expect(invoiceProblemText({ code: "expired" }, german.t)).toBe(
      "Diese Rechnung ist abgelaufen. Bitte den Empfänger um eine neue.",
    );
    expect(invoiceProblemText({ code: "expired" }, russian.t)).toBe(
      "Срок действия этого счёта истёк. Попросите получателя выставить новый.",
    );
    const network = {
      code: "wrong_network",
      invoiceNetwork: "testnet",
      ourNetwork: "mainnet",
    } as const;
    expect(invoiceProblemText(network, german.t)).toBe(
      "Diese Rechnung ist für testnet, aber dieser Bot zahlt auf mainnet.",
    );
    expect(invoiceProblemText({ code: "unreadable", format: "checksum" }, russian.t)).toBe(
      "Этот lightning-счёт повреждён (контрольная сумма не совпадает): скопируйте его ещё раз целиком.",
    );
    expect(invoiceProblemText({ code: "unreadable" }, german.t)).toBe(
      german.t("pay-invoice-error-malformed"),
    );
  });
});

describe("an operation's recorded failure", () => {
  it("words each code in the reader's language, with no English left", () => {
    expect(operationFailureText({ code: "interrupted_while_sending" }, german)).toBe(
      "Während des Sendens unterbrochen: Es wird nicht wiederholt. Prüfe /balance und /history.",
    );
    expect(operationFailureText({ code: "not_confirmed" }, russian)).toBe(
      "Шлюз не подтвердил результат; повтора не будет. Проверьте /balance, прежде чем пробовать снова.",
    );
    const mismatch = { code: "amount_mismatch", expectedSat: 1500, invoiceSat: 2000 } as const;
    expect(operationFailureText(mismatch, german)).toContain("2.000 sat");
    expect(operationFailureText(mismatch, german)).toContain("1.500 sat");
  });

  it("quotes the gateway's own words only after a sentence in the reader's language", () => {
    const refused = {
      code: "gateway",
      kind: "rejected",
      operation: "sendPayment",
      status: 400,
      grpcCode: GrpcCode.FAILED_PRECONDITION,
      said: "insufficient balance",
    } as const;
    expect(operationFailureText(refused, german)).toBe(
      "Das Gateway hat abgelehnt: „insufficient balance“.",
    );
    expect(operationFailureText(refused, russian)).toBe("Шлюз отказал: «insufficient balance».");
    const unreachable = { code: "gateway", kind: "network", operation: "sendPayment" } as const;
    expect(operationFailureText(unreachable, german)).toBe(german.t("gateway-errors-unavailable"));
  });

  it("an operation recorded before failures were kept shows its reason as written", () => {
    expect(
      operationReasonText({ reason: "Interrupted before sending; nothing was sent." }, german),
    ).toBe("Interrupted before sending; nothing was sent.");
    expect(
      operationReasonText(
        { reason: "old words", failure: { code: "interrupted_before_send" } },
        russian,
      ),
    ).toBe("Прервано до отправки: ничего не отправлено.");
    expect(operationReasonText({}, german)).toBe("");
  });
});
