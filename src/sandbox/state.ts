/**
 * The sandbox's records and their persisted form: one JSON document,
 * validated when read back so a damaged file stops start-up with a clear
 * message instead of corrupting balances. Amounts are integer satoshi,
 * times are unix milliseconds.
 */
import { z } from "zod";

const sat = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const millis = z.number().int().min(0);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

const merchantSchema = z.object({
  id: z.string().min(1),
  apiKey: z.string().min(1),
  secretKey: z.string().regex(/^[0-9a-f]{64}$/),
  webhookUrl: z.string().optional(),
  balanceSat: sat,
  frozenSat: sat,
  createdAt: millis,
});

const invoiceSchema = z.object({
  paymentHash: hex64,
  merchantId: z.string(),
  amountSat: sat,
  description: z.string().optional(),
  descriptionHash: hex64.optional(),
  paymentRequest: z.string(),
  preimage: hex64,
  createdAt: millis,
  expiresAt: millis,
  source: z.enum(["api", "lnurl"]),
  paidAt: millis.optional(),
  paidBy: z.string().optional(),
});

const paymentSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  kind: z.enum(["internal", "lightning_out", "onchain_out"]),
  amountSat: sat,
  feeSat: sat,
  at: millis,
  paymentHash: hex64.optional(),
  payeeMerchantId: z.string().optional(),
  bitcoinAddress: z.string().optional(),
  txid: hex64.optional(),
});

const receiptSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  amountSat: sat,
  bitcoinAddress: z.string(),
  txid: hex64,
  at: millis,
});

const attemptSchema = z.object({
  at: millis,
  url: z.string().optional(),
  status: z.number().int().optional(),
  error: z.string().optional(),
});

const eventSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  eventType: z.string(),
  body: z.string(),
  createdAt: millis,
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.array(attemptSchema),
});

const voucherSchema = z.object({
  id: z.string().min(1),
  k1: hex64,
  funderId: z.string(),
  minSat: sat,
  maxSat: sat,
  description: z.string(),
  pays: z.boolean(),
  createdAt: millis,
  callbacks: z.number().int().min(0),
  usedAt: millis.optional(),
  paymentHash: hex64.optional(),
});

const totalsSchema = z.object({
  fundedSat: sat,
  paidOutSat: sat,
  feesSat: sat,
});

/** The whole persisted document (version 1). */
export const persistedStateSchema = z.object({
  version: z.literal(1),
  network: z.enum(["mainnet", "testnet", "signet", "regtest"]),
  nodePrivateKey: hex64,
  merchants: z.array(merchantSchema),
  invoices: z.array(invoiceSchema),
  payments: z.array(paymentSchema),
  receipts: z.array(receiptSchema),
  events: z.array(eventSchema),
  /** Test vouchers (LNURL-withdraw); absent from files written before they existed. */
  vouchers: z.array(voucherSchema).default([]),
  /** Lightning-address name → merchant id. */
  addresses: z.record(z.string(), z.string()),
  /** Payment hash → expiry (ms) of foreign invoices already paid out, to refuse paying them twice. */
  paidOut: z.record(z.string(), millis),
  /** API key → highest nonce accepted (see NonceGuard.floors). */
  nonceFloors: z.record(z.string(), z.string()),
  totals: totalsSchema,
});

/** One merchant account. `secretKey` is hex; never log it or show it after creation. */
export type MerchantRecord = z.infer<typeof merchantSchema>;
/** One invoice issued by the sandbox (4.2 or an LNURL-pay callback). */
export type InvoiceRecord = z.infer<typeof invoiceSchema>;
/**
 * One outgoing payment of a merchant: `internal` (a sandbox invoice, funds
 * moved to `payeeMerchantId`), `lightning_out` (a foreign invoice, funds
 * leave the sandbox) or `onchain_out` (4.3, `feeSat` charged on top).
 */
export type PaymentRecord = z.infer<typeof paymentSchema>;
/** A simulated on-chain receipt credited to a merchant (admin route). */
export type ReceiptRecord = z.infer<typeof receiptSchema>;
/**
 * A test voucher (LNURL-withdraw, LUD-03): whoever presents its `k1` with an
 * invoice of `minSat`…`maxSat` is paid once from `funderId`'s balance;
 * `pays: false` accepts the invoice and never pays it (a misbehaving service,
 * for trying that path). `callbacks` counts the callback requests it got.
 */
export type VoucherRecord = z.infer<typeof voucherSchema>;
/** One delivery attempt of a webhook event. */
export type AttemptRecord = z.infer<typeof attemptSchema>;
/** A B.7 event for one merchant and the history of delivering it. */
export type EventRecord = z.infer<typeof eventSchema>;
/**
 * Money that entered (`fundedSat`: initial balances, funding, receipts) and
 * left (`paidOutSat`, `feesSat`) the sandbox. Conservation: the sum of all
 * balances equals fundedSat − paidOutSat − feesSat.
 */
export type LedgerTotals = z.infer<typeof totalsSchema>;
/** The persisted document. */
export type PersistedState = z.infer<typeof persistedStateSchema>;

/** Thrown when a state file cannot be used; the message names the file and the problem. */
export class SandboxStateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SandboxStateError";
  }
}

/** Parses and validates a state document read from `source` (a path, for messages). */
export function parsePersistedState(text: string, source: string): PersistedState {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new SandboxStateError(
      `The sandbox state file ${source} is not valid JSON: restore it from a backup or move it away to start empty.`,
      { cause },
    );
  }
  return validatePersistedState(json, source);
}

/** Validates a state document (already parsed) read from `source` (a path, for messages). */
export function validatePersistedState(json: unknown, source: string): PersistedState {
  const parsed = persistedStateSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join(".") || "(top level)" : "(unknown)";
    throw new SandboxStateError(
      `The sandbox state file ${source} is damaged at ${where}: restore it from a backup or move it away to start empty.`,
    );
  }
  return parsed.data;
}
