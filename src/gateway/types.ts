/**
 * What the rest of the application sees of the payment gateway
 * (docs/gateway.md). Amounts are satoshi as safe integers: the whole
 * bitcoin supply (2.1e15 sat) is below Number.MAX_SAFE_INTEGER (9.0e15),
 * so `number` is exact and simpler to use than bigint everywhere.
 */

/** One merchant account on the gateway. `secretKey` is hex text; never log it. */
export interface MerchantCredentials {
  merchantId: string;
  apiKey: string;
  secretKey: string;
}

/** Result of 4.2: `id` is the lowercase hex payment hash. */
export interface CreatedInvoice {
  id: string;
  invoice: string;
}

/** Result of 4.5 (B.5), in satoshi. `spendableSat` = total − frozen, never below 0. */
export interface Balance {
  totalSat: number;
  frozenSat: number;
  spendableSat: number;
}

/** The operations 4.1 to 4.7 for one merchant account. */
export interface GatewayAccountClient {
  /** 4.1: pays a BOLT11 invoice. Never retried. */
  sendPayment(invoice: string): Promise<void>;
  /** 4.2: creates an invoice of `amountSat`. Never retried. */
  createInvoice(amountSat: number, description: string): Promise<CreatedInvoice>;
  /** 4.3: sends `amountSat` on-chain to `address`. Never retried. */
  sendOnchain(address: string, amountSat: number): Promise<void>;
  /** 4.4: turns an LNURL (bech32 `lnurl1…`) plus an amount into a BOLT11 invoice. */
  invoiceFromLnurl(lnurl: string, amountSat: number): Promise<string>;
  /** 4.5: the account's balance. */
  getBalance(): Promise<Balance>;
  /** 4.6: the calling account's LNURL pay code (`lnurl1…`). */
  getLnurl(): Promise<string>;
  /** 4.7: the LNURL pay code of any merchant. */
  getMerchantLnurl(merchantId: string): Promise<string>;
}

/** The gateway operations, named as in the contract; used in errors, logs and metrics. */
export type GatewayOperation =
  | "sendPayment"
  | "createInvoice"
  | "sendOnchain"
  | "invoiceFromLnurl"
  | "getBalance"
  | "getLnurl"
  | "getMerchantLnurl";
