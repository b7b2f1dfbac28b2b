/**
 * Schemas of the gateway's success bodies (contract A, B.5, B.6). Extra
 * fields are ignored so a gateway that adds fields keeps working.
 */
import { z } from "zod";
import type { Balance } from "./types.ts";

const bolt11 = z.string().regex(/^ln[0-9a-z]+$/i, "is not a BOLT11 invoice");
const lnurl = z.string().regex(/^lnurl1[0-9a-z]+$/i, "is not an LNURL (lnurl1…)");

/**
 * A satoshi figure: digits as a string, or a JSON number (B.5), returned as a
 * safe integer (the whole bitcoin supply fits; see types.ts). Negative,
 * fractional and unsafe values are refused.
 */
const satoshi = z
  .union([z.string().regex(/^\d{1,16}$/, "is not a whole number of satoshi"), z.number()])
  .transform(Number)
  .pipe(z.number().int("is not a safe whole number").nonnegative("is negative"));

/** 4.2: `{ id: <64 lowercase hex>, invoice: <bolt11> }`. */
export const createdInvoiceBody = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, "is not a 64-digit lowercase hex payment hash"),
  invoice: bolt11,
});

/** 4.4: `{ invoice: <bolt11> }`. */
export const lnurlInvoiceBody = z.object({ invoice: bolt11 });

/** 4.6 and 4.7: `{ invoice: "lnurl1…" }`. */
export const lnurlAddressBody = z.object({ invoice: lnurl });

/**
 * 4.5 (B.5): `{ totalBalance, frozenAmount }` → {@link Balance}. A missing
 * figure counts as 0: gateways of this family speak proto3 JSON, which omits
 * zero-valued fields. Spendable is total − frozen, never below 0.
 */
export const balanceBody = z
  .object({ totalBalance: satoshi.optional(), frozenAmount: satoshi.optional() })
  .transform(
    ({ totalBalance = 0, frozenAmount = 0 }): Balance => ({
      totalSat: totalBalance,
      frozenSat: frozenAmount,
      spendableSat: Math.max(0, totalBalance - frozenAmount),
    }),
  );

/**
 * B.7 "invoice paid" event: `{ event_type, lightning_invoice_is_paid: { id } }`.
 * `amount` (satoshi, digits or a number) is an extra some gateways add (the
 * sandbox does): it is never required, and a malformed or zero one counts
 * as absent rather than refusing the event.
 */
export const invoicePaidEvent = z.object({
  event_type: z.literal("EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID"),
  lightning_invoice_is_paid: z.object({
    id: z.string().regex(/^[0-9a-f]{64}$/, "is not a 64-digit lowercase hex payment hash"),
    amount: satoshi.pipe(z.number().positive()).optional().catch(undefined),
  }),
});

/** 4.1 and 4.3: the success body is unspecified; any JSON object (or no body, handled by the caller). */
export const anyObjectBody = z.looseObject({});

/** One line naming the fields that broke the schema, without their values (they may hold invoices). */
export function describeSchemaIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join(".") : "body";
      return `${field} ${issue.message.replace(/^Invalid input: /, "")}`;
    })
    .join("; ");
}
