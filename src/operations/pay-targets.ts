/**
 * What can be paid, read once for every face (the chat's /pay, /send, the
 * Mini App's decode): a text is classified as an invoice or a pay code
 * (LNURL, lightning address), an invoice is checked for this bot's
 * network, its expiry and its amount, a pay code's own details are read
 * (LUD-06 first step, through the public-fetch guard), and a send is
 * checked against the operator's limits and the payer's funds before any
 * button is shown. Every refusal is a typed reason: the faces word it.
 *
 * No Telegram, no HTTP routes, no wording.
 */
import type { AccountService } from "../accounts/accounts.ts";
import { parseBitcoinUri } from "../bitcoin/address.ts";
import {
  type DecodedInvoice,
  decodeInvoice,
  type InvoiceErrorReason,
  InvoiceFormatError,
  looksLikeInvoice,
} from "../bitcoin/bolt11.ts";
import {
  LnurlFormatError,
  type LnurlFormatReason,
  PayRequestError,
  type PayRequestInfo,
  type PayTarget,
  parsePayTarget,
  readPayRequest,
  stripLightningPrefix,
} from "../bitcoin/lnurl.ts";
import type { BitcoinNetwork } from "../bitcoin/network.ts";
import type { Gateway } from "../gateway/client.ts";
import type { Logger } from "../logger.ts";
import { type PublicFetch, PublicFetchError } from "../net/public-fetch.ts";
import type { Payments } from "./payments.ts";
import { spendableOrUnknown } from "./spendable.ts";

/** What a pasted or scanned text asks to pay. */
export type PayText =
  | { kind: "invoice" }
  | { kind: "lnurl"; target: PayTarget; display: string }
  | { kind: "invalid"; problem: PayTextProblem };

/** Why a text is nothing to pay. */
export type PayTextProblem =
  /** Neither an invoice, a pay code nor a lightning address. */
  | { reason: "not_recognised" }
  /** It looks like an LNURL but is broken. */
  | { reason: "lnurl"; lnurl: LnurlFormatReason };

/** Classifies the text to pay (an invoice, or a pay code with how to name it). */
export function classifyPayText(text: string): PayText {
  const trimmed = text.trim();
  if (looksLikeInvoice(trimmed)) return { kind: "invoice" };
  try {
    const target = parsePayTarget(trimmed);
    if (!target) return { kind: "invalid", problem: { reason: "not_recognised" } };
    const display =
      target.kind === "lightning-address"
        ? `${target.address.user}@${target.address.domain}`
        : target.url.host;
    return { kind: "lnurl", target, display };
  } catch (error) {
    if (error instanceof LnurlFormatError) {
      return { kind: "invalid", problem: { reason: "lnurl", lnurl: error.reason } };
    }
    throw error;
  }
}

/**
 * The lightning part of a scanned or pasted text: a unified QR code
 * (BIP-21 with a lightning invoice) pays its invoice; a `bitcoin:` URI
 * without one is on-chain (`onchain`: /withdraw's, not /pay's).
 */
export function lightningPart(text: string): { onchain: true } | { onchain: false; text: string } {
  const uri = parseBitcoinUri(text);
  if (uri.ok && !uri.uri.lightning) return { onchain: true };
  return { onchain: false, text: uri.ok && uri.uri.lightning ? uri.uri.lightning : text };
}

/** Why an invoice cannot be paid here. */
export type InvoiceCheckProblem =
  | { reason: "format"; format: InvoiceErrorReason }
  | { reason: "wrong_network"; invoiceNetwork: BitcoinNetwork; ours: BitcoinNetwork }
  | { reason: "expired" }
  /** No amount: this bot pays only invoices that say how much. */
  | { reason: "zero_amount" };

/** An invoice ready to be shown: decoded, on our network, not expired, with an amount. */
export type PayableInvoice = DecodedInvoice & { amountSat: number };

/** Decodes and checks an invoice to pay (`lightning:` prefix allowed) at `now`. */
export function checkInvoice(
  text: string,
  network: BitcoinNetwork,
  now: number,
): { ok: true; invoice: PayableInvoice } | { ok: false; problem: InvoiceCheckProblem } {
  let decoded: DecodedInvoice;
  try {
    decoded = decodeInvoice(stripLightningPrefix(text.trim()), new Date(now));
  } catch (error) {
    if (!(error instanceof InvoiceFormatError)) throw error;
    return { ok: false, problem: { reason: "format", format: error.reason } };
  }
  if (decoded.network !== network) {
    return {
      ok: false,
      problem: { reason: "wrong_network", invoiceNetwork: decoded.network, ours: network },
    };
  }
  if (decoded.expired || decoded.expiresAt.getTime() <= now) {
    return { ok: false, problem: { reason: "expired" } };
  }
  const amountSat = decoded.amountSat;
  if (amountSat === undefined) return { ok: false, problem: { reason: "zero_amount" } };
  return { ok: true, invoice: { ...decoded, amountSat } };
}

/**
 * A pay code as the payer is shown it: its own description and range, the
 * host the money goes to, and a name only where it names that host (the
 * lightning address typed, or an address at the host serving the code).
 * Any other name its metadata gives itself is the service's own claim
 * (anyone may write "donate@wikipedia.org"): kept apart, to be shown as its
 * words beside the host, never as the payee.
 * Plain data, so a conversation or a quote can keep it.
 */
export interface PayCodeDetails extends PayRequestInfo {
  /** The host serving the pay code: where the money goes. */
  host: string;
  /** The lightning address typed, or the one the metadata names at this very host. */
  name?: string | undefined;
  /** The name the service's metadata gives itself (`text/identifier`), unchecked. */
  claimedName?: string | undefined;
}

/**
 * Fetches and reads the pay request at `url` through `fetch` (the bot's
 * public-fetch guard: public hosts only, contacted at the address checked);
 * throws `PayRequestError` saying why it cannot be used.
 */
export async function fetchPayRequest(url: URL, fetch: PublicFetch): Promise<PayRequestInfo> {
  const host = url.host;
  let answer: Awaited<ReturnType<PublicFetch>>;
  try {
    answer = await fetch(url);
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    switch (error.kind) {
      case "loopback":
      case "private_network":
      case "not_https":
        throw new PayRequestError(error.kind, { host });
      case "not_json":
      case "too_large":
        throw new PayRequestError("not_lnurl", { host });
      case "unreachable":
        throw new PayRequestError("unreachable", { host });
    }
  }
  // LUD-01: the JSON says what happened, whatever the HTTP status (an error may come as a 400
  // with {"status":"ERROR"}); the status itself is never shown.
  return readPayRequest(answer.body, host);
}

/** A pay code's details as shown, from its pay request as read (see `PayCodeDetails`). Pure. */
export function payCodeDetails(
  input: Extract<PayText, { kind: "lnurl" }>,
  info: PayRequestInfo,
): PayCodeDetails {
  const host = input.target.url.host;
  const { identifier, ...rest } = info;
  const typed = input.target.kind === "lightning-address" ? input.display : undefined;
  // An address at the very host serving the code names where the money goes (LUD-16);
  // one at another host is only what the service says of itself.
  const atHost = identifier?.split("@")[1]?.toLowerCase() === host.toLowerCase();
  const name = typed ?? (atHost ? identifier : undefined);
  const claimed = name === undefined ? identifier : undefined;
  return {
    ...rest,
    host,
    ...(name ? { name } : {}),
    ...(claimed ? { claimedName: claimed } : {}),
  };
}

/**
 * Reads a pay code's details; on failure the typed `PayRequestError`
 * (logged with the host only: an LNURL's path and query may carry secrets).
 */
export async function readPayCode(
  input: Extract<PayText, { kind: "lnurl" }>,
  fetch: PublicFetch,
  log: Pick<Logger, "info">,
): Promise<{ ok: true; details: PayCodeDetails } | { ok: false; error: PayRequestError }> {
  const host = input.target.url.host;
  try {
    const info = await fetchPayRequest(input.target.url, fetch);
    return { ok: true, details: payCodeDetails(input, info) };
  } catch (error) {
    if (!(error instanceof PayRequestError)) throw error;
    log.info({ host, reason: error.reason }, "pay code details could not be read");
    return { ok: false, error };
  }
}

/** An amount outside the range a pay code takes, or undefined when it fits. */
export function payCodeRangeProblem(
  range: { minSat: number; maxSat: number },
  amountSat: number,
): { reason: "out_of_range"; minSat: number; maxSat: number } | undefined {
  return amountSat < range.minSat || amountSat > range.maxSat
    ? { reason: "out_of_range", minSat: range.minSat, maxSat: range.maxSat }
    : undefined;
}

/**
 * How a pay code is named in history: the address typed, else the host the
 * money went to (never what the service calls itself).
 */
export function payCodeCounterpart(details: PayCodeDetails): string {
  return details.name ?? details.host;
}

/** Why a send is refused before anything is shown (4.5). */
export type SendableRefusal =
  | { reason: "no_account" }
  | { reason: "over_limit"; limit: "per_payment"; limitSat: number }
  | { reason: "over_limit"; limit: "daily"; limitSat: number; remainingSat: number }
  /** Less than the amount (and `feeSat`) can be spent. */
  | { reason: "funds"; spendableSat: number; feeSat: number };

/**
 * Preflight of a send of `amountSat` (plus `feeSat` leaving the account
 * too, e.g. an on-chain fee): the payer's account, the operator's limits
 * (on the amount alone), the spendable balance (amount and fee). A balance
 * that cannot be read does not block: the gateway still refuses what it
 * cannot pay. `shares` payments of `amountSat` each (a tip to several):
 * each within the per-payment limit, their total within the day's and the
 * balance.
 */
export async function checkSendable(
  deps: {
    accounts: Pick<AccountService, "find">;
    payments: Pick<Payments, "checkLimits">;
    gateway: Gateway;
    logger: Pick<Logger, "warn">;
  },
  userId: number,
  amountSat: number,
  feeSat = 0,
  shares = 1,
): Promise<SendableRefusal | undefined> {
  const account = await deps.accounts.find(userId);
  if (!account) return { reason: "no_account" };
  const verdict = await deps.payments.checkLimits(userId, amountSat, shares);
  if (!verdict.ok) {
    return verdict.reason === "per_payment"
      ? { reason: "over_limit", limit: "per_payment", limitSat: verdict.limitSat }
      : {
          reason: "over_limit",
          limit: "daily",
          limitSat: verdict.limitSat,
          remainingSat: verdict.remainingSat,
        };
  }
  const spendableSat = await spendableOrUnknown(
    deps.gateway,
    account.credentials,
    deps.logger,
    "a send",
  );
  return spendableSat !== undefined && spendableSat < amountSat * shares + feeSat
    ? { reason: "funds", spendableSat, feeSat }
    : undefined;
}
