/**
 * The pay feature's Mini App face: paying by paste or by Telegram's QR
 * scanner, as the chat's /pay pays (the pay target read and checked below
 * both faces, src/operations/pay-targets.ts; the send a "pay" intent).
 *
 * Paying is two calls. `decode` reads what was pasted with /pay's checks
 * and refusals and stores a *quote*: what the person is shown, bound to
 * them. `pay` is their press of Pay on that quote: it submits a "pay"
 * intent whose origin is the quote (`webapp-pay:<user>:quote:<id>`), so a
 * press again answers the first outcome and an unknown outcome is never
 * retried. An invoice is paid under the engine's one claim per payer and
 * payment hash, the same claim as the chat's /pay: two open copies of the
 * app, two quotes, or the chat and the app at once pay it once, and the
 * later ones are answered with that payment's outcome.
 */

import { usernameDirectory } from "../../accounts/members.ts";
import { shortInvoice } from "../../bitcoin/bolt11.ts";
import { LnurlFormatError, parseWithdrawLink } from "../../bitcoin/lnurl.ts";
import { ownedBy } from "../../net/public-fetch.ts";
import { newOperationId } from "../../operations/ids.ts";
import type { IntentRefusal, Payee } from "../../operations/intents.ts";
import {
  checkInvoice,
  classifyPayText,
  lightningPart,
  payCodeCounterpart,
  payCodeRangeProblem,
  readPayCode,
  type SendableRefusal,
} from "../../operations/pay-targets.ts";
import {
  type ApiCall,
  ApiFailure,
  type Endpoint,
  requireAccount,
  satField,
  stringField,
} from "../../webapp/api.ts";
import type { DecodeResponse, PayOutcome } from "../../webapp/api-types.ts";
import { intentOutcome, payerOf } from "../../webapp/outcome.ts";
import { fiatOf } from "../../webapp/wallet.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import {
  invoiceCheckText,
  outOfRangeText,
  payRequestErrorText,
  payTextProblemText,
} from "../../wording/pay-targets.ts";

/** The longest text `decode` reads. */
const MAX_PASTE = 4_000;
/** How long a quote may be paid (at most; an invoice's own expiry may be sooner): 15 min. */
const QUOTE_TTL_MS = 15 * 60_000;
/** How long a pressed quote is kept, so a press again after its time still finds its outcome (7 days). */
const QUOTE_KEEP_MS = 7 * 24 * 60 * 60_000;
/**
 * How long a quote never pressed outlives its time (5 min): one is made at
 * every paste or scan, and only the pressed ones are worth keeping.
 */
const UNPRESSED_GRACE_MS = 5 * 60_000;

/** What the person was shown by `decode`, bound to them. */
interface Quote {
  v: 1;
  id: string;
  userId: number;
  kind: "invoice" | "lnurl" | "address";
  /** The invoice (lowercase), for `kind` "invoice". */
  invoice?: string | undefined;
  paymentHash?: string | undefined;
  /** The pay code as LNURL, for "lnurl" and "address". */
  lnurl?: string | undefined;
  counterpart: string;
  /** Shown as whom an invoice pays: the member who made it, or else its node, shortened. */
  payeeName?: string | undefined;
  payeeNode?: string | undefined;
  /** What a pay code calls itself, unchecked (shown beside the host). */
  claimedName?: string | undefined;
  amountSat: number | null;
  minSat?: number | undefined;
  maxSat?: number | undefined;
  description: string;
  /** Until when it may be paid (epoch ms). */
  payableUntil: number;
}

function quotes(call: ApiCall) {
  return call.deps.store.keyv<Quote>("webapp-quotes");
}

/**
 * POST /decode: what /pay would show for the pasted text, or its refusal in
 * the same words. The answer's quote is what `pay` pays.
 */
async function decode(call: ApiCall): Promise<DecodeResponse> {
  const { deps, voice, user } = call;
  const body = await call.body();
  const pasted = stringField(body, "text") ?? "";
  if (!pasted || pasted.length > MAX_PASTE) {
    throw new ApiFailure(400, "not_payable", voice.t("pay-not-recognised"));
  }
  await requireAccount(call);
  const part = lightningPart(pasted);
  if (part.onchain) throw new ApiFailure(400, "not_payable", voice.t("pay-onchain-hint"));
  const text = part.text;
  if (isVoucher(text)) throw new ApiFailure(400, "voucher", voice.t("webapp-error-voucher"));
  const input = classifyPayText(text);
  if (input.kind === "invalid") {
    throw new ApiFailure(400, "not_payable", payTextProblemText(voice.t, input.problem));
  }
  const now = deps.now();
  let quote: Quote;
  let fiat: DecodeResponse["fiat"];
  if (input.kind === "invoice") {
    const checked = checkInvoice(text, deps.config.network, now);
    if (!checked.ok) {
      throw new ApiFailure(400, "not_payable", invoiceCheckText(voice.t, checked.problem));
    }
    const decoded = checked.invoice;
    await preflight(call, decoded.amountSat);
    quote = {
      v: 1,
      id: newOperationId(),
      userId: user.id,
      kind: "invoice",
      invoice: decoded.paymentRequest,
      paymentHash: decoded.paymentHash,
      counterpart: shortInvoice(decoded.paymentRequest),
      ...(await invoicePayee(call, decoded)),
      amountSat: decoded.amountSat,
      description: decoded.description ?? "",
      payableUntil: Math.min(decoded.expiresAt.getTime(), now + QUOTE_TTL_MS),
    };
    fiat = (await fiatOf(call, decoded.amountSat)) ?? undefined;
  } else {
    const read = await readPayCode(input, ownedBy(deps.publicFetch, call.user.id), call.log);
    if (!read.ok) {
      // A bech32 LNURL that is no pay code is most often a voucher: it is redeemed in the chat.
      if (read.error.reason === "not_pay_code") {
        throw new ApiFailure(400, "voucher", voice.t("webapp-error-voucher"));
      }
      throw new ApiFailure(400, "not_payable", payRequestErrorText(voice.t, read.error));
    }
    const details = read.details;
    quote = {
      v: 1,
      id: newOperationId(),
      userId: user.id,
      kind: input.target.kind === "lightning-address" ? "address" : "lnurl",
      lnurl: input.target.lnurl,
      counterpart: payCodeCounterpart(details),
      claimedName: details.claimedName,
      amountSat: null,
      minSat: details.minSat,
      maxSat: Math.min(details.maxSat, deps.config.limits.maxPaymentSat),
      description: details.description,
      payableUntil: now + QUOTE_TTL_MS,
    };
  }
  await quotes(call).set(quote.id, quote, quote.payableUntil - now + UNPRESSED_GRACE_MS);
  call.log.info({ quote_id: quote.id, kind: quote.kind }, "quote made");
  return {
    quoteId: quote.id,
    kind: quote.kind,
    amountSat: quote.amountSat,
    ...(quote.minSat !== undefined ? { minSat: quote.minSat } : {}),
    ...(quote.maxSat !== undefined ? { maxSat: quote.maxSat } : {}),
    description: quote.description,
    // An invoice's own text tells a person nothing: whom it pays, where the bot knows.
    ...(quote.kind === "invoice"
      ? {
          ...(quote.payeeName ? { payee: quote.payeeName } : {}),
          ...(quote.payeeNode ? { payeeNode: quote.payeeNode } : {}),
        }
      : { payee: quote.counterpart }),
    ...(quote.claimedName ? { claimedName: quote.claimedName } : {}),
    ...(quote.kind === "invoice" ? { expiresAt: new Date(quote.payableUntil).toISOString() } : {}),
    ...(fiat ? { fiat } : {}),
  };
}

/**
 * Whom an invoice pays, as far as the bot knows: the member of this bot
 * who made it (their invoice in the history, by payment hash), by name;
 * else the payee node's key, shortened.
 */
async function invoicePayee(
  call: ApiCall,
  invoice: { paymentHash: string; payeeNodeId: string; amountSat: number },
): Promise<{ payeeName: string } | { payeeNode: string }> {
  const made = await call.deps.ledger.findInvoice(invoice.paymentHash);
  if (made?.kind === "invoice" && made.amountSat === invoice.amountSat) {
    const member = await usernameDirectory(call.deps.store).member(made.userId);
    const name = [member?.firstName, member?.lastName].filter(Boolean).join(" ");
    if (member && (name || member.username)) {
      const payeeName =
        name && member.username
          ? plainText(call.voice.t("send-person", { name, username: member.username }))
          : name || `@${member.username}`;
      return { payeeName };
    }
  }
  const node = invoice.payeeNodeId;
  return { payeeNode: node.length > 16 ? `${node.slice(0, 8)}…${node.slice(-6)}` : node };
}

/** A Fluent text meant for HTML, as plain text (the page escapes it itself). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** True for an LNURL-withdraw (a voucher) by its scheme: redeemed in the chat, not paid. */
function isVoucher(text: string): boolean {
  try {
    return parseWithdrawLink(text)?.byScheme === true;
  } catch (error) {
    // Not even a readable link: the pay target's own reading says why.
    if (error instanceof LnurlFormatError) return false;
    throw error;
  }
}

/** The engine's preflight before a quote is shown (as /pay checks before its button). */
async function preflight(call: ApiCall, amountSat: number): Promise<void> {
  const refusal = await call.deps.intents.checkSendable(call.user.id, amountSat);
  if (refusal) throw sendableFailure(call, refusal);
}

function sendableFailure(call: ApiCall, refusal: SendableRefusal | IntentRefusal): ApiFailure {
  const { voice } = call;
  switch (refusal.reason) {
    case "no_account":
      return new ApiFailure(409, "not_connected", voice.t("webapp-error-not-connected"));
    case "over_limit":
      return new ApiFailure(400, "over_limit", overLimitText(voice, refusal));
    case "funds":
      return new ApiFailure(
        400,
        "funds",
        voice.t("pay-not-enough", { spendable: voice.amount(refusal.spendableSat) }),
      );
    default:
      return new ApiFailure(400, "cannot_receive", voice.t("webapp-error-cannot-receive"));
  }
}

/** POST /pay: the press of Pay on a quote, carried by the intents engine. */
async function pay(call: ApiCall): Promise<PayOutcome> {
  const { deps, voice, user } = call;
  const body = await call.body();
  const quoteId = stringField(body, "quoteId") ?? "";
  const quote = quoteId ? await quotes(call).get(quoteId) : undefined;
  // Someone else's quote is not found: its owner alone learns anything of it.
  if (!quote || quote.userId !== user.id) throw new ApiFailure(404, "not_found");
  let amountSat: number;
  let payee: Payee;
  if (quote.kind === "invoice" && quote.invoice && quote.amountSat !== null) {
    amountSat = quote.amountSat;
    payee = { type: "invoice", invoice: quote.invoice, counterpart: quote.counterpart };
  } else if (quote.lnurl) {
    amountSat = satField(call, body.amountSat);
    const range = {
      minSat: quote.minSat ?? 1,
      maxSat: quote.maxSat ?? deps.config.limits.maxPaymentSat,
    };
    if (payCodeRangeProblem(range, amountSat)) {
      throw new ApiFailure(400, "out_of_range", outOfRangeText(voice, amountSat, range));
    }
    payee = { type: "code", lnurl: quote.lnurl, counterpart: quote.counterpart };
  } else {
    throw new ApiFailure(404, "not_found");
  }
  const origin = `webapp-pay:${user.id}:quote:${quote.id}`;
  const earlier = await deps.intents.resumeOrigin(origin);
  if (earlier) return intentOutcome(call, earlier);
  if (deps.now() > quote.payableUntil) {
    throw new ApiFailure(409, "stale", voice.t("webapp-error-stale"));
  }
  // Pressed: kept as long as its outcome may be asked for again.
  await quotes(call).set(quote.id, quote, QUOTE_KEEP_MS);
  const result = await deps.intents.submit({
    kind: "pay",
    payer: payerOf(call),
    payee,
    amountSat,
    origin,
    chatId: user.id,
    // The quote shown in the app is the confirmation; this call is its press.
    confirm: "opted_in",
    description: quote.description || undefined,
    details: { quoteId: quote.id, via: "webapp" },
  });
  return intentOutcome(call, result);
}

/** The pay feature's Mini App routes (the shape of the Mini App's router). */
export const payAppRoutes: ReadonlyArray<{ method: string; pattern: RegExp; handle: Endpoint }> = [
  { method: "POST", pattern: /^\/decode$/, handle: decode },
  { method: "POST", pattern: /^\/pay$/, handle: pay },
];
