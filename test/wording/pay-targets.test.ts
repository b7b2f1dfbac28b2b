/**
 * The typed errors of paying keep an English `message` for logs; users get
 * the Fluent text of the error's reason. In English both must say the same,
 * for every reason, so a user reads what the log says.
 */

import { describe, expect, it } from "vitest";
import { type InvoiceErrorReason, InvoiceFormatError } from "../../src/bitcoin/bolt11.ts";
import {
  LnurlFormatError,
  type LnurlFormatReason,
  PayRequestError,
  type PayRequestReason,
} from "../../src/bitcoin/lnurl.ts";
import { QrCodeError, type QrErrorReason } from "../../src/bitcoin/qr.ts";
import { qrErrorText } from "../../src/chat/flows/qr-photo.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import {
  invoiceErrorText,
  lnurlErrorText,
  payRequestErrorText,
} from "../../src/wording/pay-targets.ts";

const english = new Translations().for("en");

/** Every member of a union, checked complete by the compiler. */
function all<R extends string>(members: Record<R, true>): R[] {
  return Object.keys(members) as R[];
}

describe("why something cannot be paid, in English, says what the error's message says", () => {
  it("for every reason an invoice does not decode", () => {
    const reasons = all<InvoiceErrorReason>({
      not_an_invoice: true,
      checksum: true,
      unknown_network: true,
      malformed: true,
      bad_signature: true,
      unknown_feature: true,
    });
    for (const reason of reasons) {
      const error = new InvoiceFormatError(reason, "detail for the log");
      expect(invoiceErrorText(english, error), reason).toBe(error.message);
    }
  });

  it("for every reason a text is not an LNURL", () => {
    for (const reason of all<LnurlFormatReason>({ prefix: true, checksum: true, no_url: true })) {
      const error = new LnurlFormatError(reason);
      expect(lnurlErrorText(english, error), reason).toBe(error.message);
    }
  });

  it("for every reason a pay code cannot be used, with its host and the service's words", () => {
    const reasons = all<PayRequestReason>({
      loopback: true,
      private_network: true,
      not_https: true,
      unreachable: true,
      not_lnurl: true,
      refused: true,
      refused_silently: true,
      not_pay_code: true,
      incomplete: true,
      bad_metadata: true,
      no_whole_sat: true,
    });
    for (const reason of reasons) {
      const error = new PayRequestError(reason, {
        host: "pay.example.com:8443",
        refusal: "Amount too small",
      });
      const text = payRequestErrorText(english, error);
      expect(text, reason).toBe(error.message);
      expect(text, reason).toContain("pay.example.com:8443");
    }
  });

  it("for every reason a QR photo cannot be read", () => {
    const reasons = all<QrErrorReason>({
      too_much_data: true,
      unsupported_format: true,
      unreadable: true,
      too_large: true,
      busy: true,
    });
    for (const reason of reasons) {
      const error = new QrCodeError(reason);
      expect(qrErrorText(english, error), reason).toBe(error.message);
    }
  });
});
