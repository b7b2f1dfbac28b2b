/**
 * The Mini App's HTTP API, as types only (the page imports this file; it
 * must stay free of runtime imports). Every call goes to `/app/api/…` on the
 * bot's public HTTP server with the header `Authorization: tma <initData>`.
 * Errors answer `ApiError` with HTTP 400/401/403/404/405/409/429/502.
 * docs/webapp.md describes each endpoint.
 *
 * Beyond the first sketch of this contract: `MeResponse.messages` is
 * `webapp.ftl` (the page's texts) followed by `webapp-api.ftl` (the
 * server's), with `fallback` (English) and `sandbox`; `HomeResponse` adds
 * `maxPaymentSat` and `timeZone`; `DecodeResponse` adds `payee`;
 * `PayOutcome.outcome` may be "pledged" (a send); `SettingsResponse` adds
 * `languageChosen`, `languages` and `currencies`; `ReceiveInfoResponse`
 * adds `lnurlQrSvg`; unknown method on a known path answers 405.
 */

/** Why a call was refused. `message` is a sentence in the user's language, when there is one. */
export interface ApiError {
  error: ApiErrorCode;
  message?: string;
}

export type ApiErrorCode =
  /** 401: initData missing, forged, expired or from the future. */
  | "unauthorized"
  /** 409: the user has no gateway account yet (open the chat and connect). */
  | "not_connected"
  /** 429: too many calls this minute. */
  | "rate_limited"
  /** 400: the request itself is malformed (bad JSON, a field of the wrong type). */
  | "bad_request"
  /** 413: the request body is over the API's limit (16 kB; `message` says so). */
  | "too_large"
  /** 400: an amount that is not a whole number of satoshi in range, or a fiat amount not understood. */
  | "bad_amount"
  /** 400: over the per-payment or the daily limit (`message` says which, and what is left). */
  | "over_limit"
  /** 400: less is spendable than the amount. */
  | "funds"
  /** 400: the pasted text cannot be paid (`message` says why, as /pay would). */
  | "not_payable"
  /** 400: the pasted text is a voucher (LNURL-withdraw): it is redeemed in the chat. */
  | "voucher"
  /** 400: an amount outside the pay code's range. */
  | "out_of_range"
  /** 400: the payee cannot be paid (no account, no address, and no pledge possible). */
  | "cannot_receive"
  /** 400: a setting's value is not accepted. */
  | "bad_setting"
  /** 404: no such quote, invoice or history entry (or not the caller's). */
  | "not_found"
  /** 409: the quote expired, or the account changed since it was made. */
  | "stale"
  /** 400: the payer made their pledges for today already. */
  | "pledges_per_day"
  /** 502: the gateway did not answer, or refused (`message` says what it said). */
  | "gateway";

/** GET /app/api/me */
export interface MeResponse {
  userId: number;
  firstName: string;
  /** The user's language (their /settings choice, else Telegram's), e.g. "de", "pt-BR". */
  language: string;
  /** ISO 4217 code shown beside satoshi, or null for none. */
  currency: string | null;
  /** Fluent source (FTL) of the page's texts in `language`. */
  messages: string;
  /** The English source, for keys `messages` lacks (equal to `messages` for English). */
  fallback: string;
  /** True on the embedded sandbox gateway (test money: the page says so). */
  sandbox: boolean;
}

/** A fiat value: the number formatted in the user's language, and the currency code. */
export interface FiatValue {
  formatted: string;
  currency: string;
}

/** One day of the home chart (UTC days). */
export interface ChartDay {
  /** "YYYY-MM-DD", UTC. */
  day: string;
  inSat: number;
  outSat: number;
}

/** GET /app/api/home */
export interface HomeResponse {
  balanceSat: number;
  /** The balance in the user's currency; null without a currency or a price. */
  fiat: FiatValue | null;
  spendableSat: number;
  frozenSat: number;
  /** Spent today (UTC day) towards the daily limit. */
  todaySpentSat: number;
  /** The operator's daily limit per user; null when there is none. */
  dailyLimitSat: number | null;
  /** Largest single payment allowed. */
  maxPaymentSat: number;
  /** The last 30 UTC days, oldest first, from the history. */
  chart: ChartDay[];
  /** Always "UTC": the user's time zone is not known to the bot. */
  timeZone: "UTC";
}

export type HistoryFilter = "all" | "in" | "out" | "pending" | "unknown";

export type HistoryKind =
  | "invoice"
  | "payment"
  | "withdrawal"
  | "tip-sent"
  | "tip-received"
  | "received"
  | "voucher"
  /** An open pledge the user made (money not moved yet). */
  | "pledge";

export type HistoryStatus = "pending" | "sent" | "paid" | "failed" | "unknown" | "expired";

export interface HistoryEntry {
  id: string;
  kind: HistoryKind;
  direction: "in" | "out";
  status: HistoryStatus;
  amountSat: number;
  /** True when the amount is not known (shown as such, `amountSat` is 0). */
  amountUnknown?: boolean;
  feeSat?: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Who or where: "@alice", "alice@example.com", a shortened invoice, an address. */
  counterpart: string | null;
  description: string | null;
}

/** GET /app/api/history?filter=&cursor=&limit= (limit ≤ 50, default 20) */
export interface HistoryResponse {
  entries: HistoryEntry[];
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
}

/** GET /app/api/history/:id */
export interface HistoryDetail extends HistoryEntry {
  /** Why it failed, or why its outcome is unknown. */
  reason: string | null;
  updatedAt: string;
  /** The payment hash, for invoices and payments that have one. */
  paymentHash: string | null;
  /** For an open pledge: when it ends unclaimed. */
  expiresAt?: string;
}

/** POST /app/api/invoice: `amountSat`, or `amountFiat` as typed ("5 usd", "€5", "1.5k"). */
export interface InvoiceRequest {
  amountSat?: number;
  amountFiat?: string;
  description?: string;
}

export interface InvoiceResponse {
  id: string;
  bolt11: string;
  /** The invoice as a QR code, SVG text (uppercase "LIGHTNING:…" payload is not used: the bare invoice). */
  qrSvg: string;
  amountSat: number;
  /** ISO 8601. */
  expiresAt: string;
}

/** GET /app/api/invoice/:id?wait=1 (long-polls up to 25 s for a change from `pending`). */
export interface InvoiceStatusResponse {
  status: "pending" | "paid" | "expired";
}

/** GET /app/api/receive-info */
export interface ReceiveInfoResponse {
  /** The user's lightning address at this bot, when it offers one. */
  lightningAddress: string | null;
  /** The user's pay code (LNURL, uppercase bech32), when there is one. */
  lnurl: string | null;
  /** `lnurl` as a QR code, SVG text. */
  lnurlQrSvg: string | null;
}

/** POST /app/api/decode */
export interface DecodeRequest {
  text: string;
}

export interface DecodeResponse {
  /** Pass to /app/api/pay; usable once, by this user only, for this amount. */
  quoteId: string;
  kind: "invoice" | "lnurl" | "address";
  /** The invoice's amount; null for a pay code (the page asks, within minSat…maxSat). */
  amountSat: number | null;
  minSat?: number;
  maxSat?: number;
  description: string;
  /**
   * Whom it pays, when known: the address typed, or the host a pay code's money goes to; for an
   * invoice, the member of this bot who made it (their name).
   */
  payee?: string;
  /** An invoice of no member the bot knows: its payee node's key, shortened ("02ab12cd…9f3e21"). */
  payeeNode?: string;
  /** What a pay code calls itself (its metadata's own words, unchecked): shown beside `payee`, never as it. */
  claimedName?: string;
  /** ISO 8601, for invoices. */
  expiresAt?: string;
  /** The amount in the user's currency, when known (invoices). */
  fiat?: FiatValue;
}

/** POST /app/api/pay: `amountSat` for pay codes (required there, ignored for invoices). */
export interface PayRequest {
  quoteId: string;
  amountSat?: number;
}

/** The engine's outcome of a payment or a send. */
export interface PayOutcome {
  outcome: "paid" | "failed" | "unknown" | "pending" | "pledged";
  /** Why it failed or is unknown, in the user's language. */
  reason?: string;
  feeSat?: number;
  /** The history entry of the payment (absent for a pledge). */
  historyId?: string;
}

/** POST /app/api/send */
export interface SendRequest {
  /** "@username", a lightning address, or an LNURL. */
  to: string;
  amountSat: number;
  note?: string;
}

export interface SendPreview {
  quoteId: string;
  /**
   * `label`: the member, the address typed, or the host a pay code's money goes to;
   * `claimedName`: what a pay code calls itself (its own words, unchecked), shown beside it.
   */
  to: { label: string; claimedName?: string };
  amountSat: number;
  fiat?: FiatValue;
  /** True when confirming makes a pledge (the member has no way to be paid yet). */
  pledge: boolean;
}

/** POST /app/api/send/confirm */
export interface SendConfirmRequest {
  quoteId: string;
}

/** GET /app/api/settings, and the answer of PATCH. */
export interface SettingsResponse {
  language: string;
  /** The language chosen in /settings; null when it follows Telegram's. */
  languageChosen: string | null;
  /** The currency code beside satoshi, or "none". */
  currency: string;
  tipConfirmThresholdSat: number;
  tipAddress: string | null;
  reactionTips: boolean;
  leaderboardOptOut: boolean;
  /** What the page may offer. */
  languages: string[];
  currencies: string[];
}

/** PATCH /app/api/settings: only the fields present change. `tipAddress: null` removes it. */
export interface SettingsPatch {
  language?: string;
  currency?: string;
  tipConfirmThresholdSat?: number;
  tipAddress?: string | null;
  reactionTips?: boolean;
  leaderboardOptOut?: boolean;
}

/** GET /app/api/split: the bills the user owes a share of, and those they are owed (organised). */
export interface BillsResponse {
  owe: Array<{ billId: string; what: string; chat: string; to: string; shareSat: number }>;
  owed: Array<{
    billId: string;
    what: string;
    chat: string;
    state: "open" | "settled" | "closed" | "frozen";
    paid: number;
    count: number;
    paidSat: number;
    billedSat: number;
  }>;
}

/** POST /app/api/split/pay: the share to confirm (`/split/confirm`), its invoice to pay from any wallet, or paid. */
export type SharePayPreview =
  | { outcome: "confirm"; quoteId: string; amountSat: number; to: string; what: string }
  | { outcome: "invoice"; invoice: string; amountSat: number }
  | { outcome: "paid" };

/** How a paid entry's ticket stands (GET /app/api/entry). */
export type EntryTicketStatus =
  | "waiting"
  | "paid"
  | "in"
  | "declined-first"
  | "expired"
  | "unwritten";

/** GET /app/api/entry: the caller's memberships and, as an owner, their groups' doors. */
export interface EntryResponse {
  /** `until` is null for a one-off entry (no end). */
  memberships: Array<{ group: string; monthly: boolean; until: string | null }>;
  groups: Array<{
    group: string;
    priceSat: number;
    monthly: boolean;
    on: boolean;
    link: string;
    members: Array<{ member: string; until: string | null }>;
    payments: Array<{ member: string; amountSat: number; at: string; status: EntryTicketStatus }>;
  }>;
}
