/**
 * The Mini App's money endpoints: invoices (made on the user's own account,
 * as /invoice makes them), and paying, which goes through the one
 * intents engine (src/operations/intents.ts) in its fixed order.
 *
 * Paying is two calls. `decode` reads what was pasted exactly as /pay reads
 * it (the same checks and refusals) and stores a *quote*: what the person
 * is shown, bound to them. `pay` is their press of Pay on that quote: it
 * submits a "pay" intent whose origin is the claim that makes it happen
 * once. For an invoice the origin is keyed on the user and the payment hash
 * (`webapp-pay:<user>:<hash>:<attempt>`), so two open copies of the app, or
 * two quotes of the same invoice, pay it once; a later attempt is only
 * possible once the earlier one certainly moved nothing (refused or
 * failed). For a pay code the origin is the quote. A press again of the
 * same quote answers the first outcome; an unknown outcome is never retried.
 *
 * Sending is the send feature's (src/features/send/api.ts).
 */
import { parseBitcoinUri } from "../bitcoin/address.ts";
import {
  decodeInvoice,
  decodeTrustedInvoice,
  InvoiceFormatError,
  shortInvoice,
} from "../bitcoin/bolt11.ts";
import {
  LnurlFormatError,
  PayRequestError,
  parseWithdrawLink,
  stripLightningPrefix,
} from "../bitcoin/lnurl.ts";
import { invoiceErrorText, payRequestErrorText } from "../features/pay/errors.ts";
import { fetchPayRequest } from "../features/pay/pay-request.ts";
import { classifyPayText } from "../features/pay/resolve.ts";
import { newOperationId } from "../operations/ids.ts";
import type { Intent, IntentResult, Payee } from "../operations/intents.ts";
import type { Operation } from "../operations/ledger.ts";
import { takeAmountInput } from "../prices/amount-input.ts";
import { amountInputReason } from "../wording/amounts.ts";
import { overLimitText } from "../wording/over-limit.ts";
import {
  type ApiCall,
  ApiFailure,
  DEFAULT_LONG_POLL_MS,
  requireAccount,
  satField,
  stringField,
} from "./api.ts";
import type {
  DecodeResponse,
  InvoiceResponse,
  InvoiceStatusResponse,
  PayOutcome,
} from "./api-types.ts";
import { intentOutcome, payerOf } from "./outcome.ts";
import { fiatOf, gatewayFailure, qrSvg } from "./wallet.ts";

/** The longest invoice description (as /invoice). */
const MAX_DESCRIPTION = 200;
/** The longest text `decode` reads. */
const MAX_PASTE = 4_000;
/** How long a quote may be paid (at most; an invoice's own expiry may be sooner): 15 min. */
const QUOTE_TTL_MS = 15 * 60_000;
/** How long a quote is kept, so a press again after its time still finds its outcome (7 days). */
const QUOTE_KEEP_MS = 7 * 24 * 60 * 60_000;
/** Attempts at one invoice after failures that moved nothing. */
const MAX_ATTEMPTS = 20;
/** How often a long poll re-reads the store (an event handled by another replica). */
const POLL_EVERY_MS = 1_000;

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
  amountSat: number | null;
  minSat?: number | undefined;
  maxSat?: number | undefined;
  description: string;
  /** Until when it may be paid (epoch ms). */
  payableUntil: number;
}

/** An invoice made from the app: its expiry (the ledger has the rest). */
interface AppInvoice {
  userId: number;
  expiresAt: number;
}

function quotes(call: ApiCall) {
  return call.deps.store.keyv<Quote>("webapp-quotes");
}

function appInvoices(call: ApiCall) {
  return call.deps.store.keyv<AppInvoice>("webapp-invoices");
}

// ── invoices ───────────────────────────────────────────────────────────────

/** POST /invoice: an invoice on the caller's account, recorded before it is shown. */
export async function createInvoice(call: ApiCall): Promise<InvoiceResponse> {
  const { deps, voice, user } = call;
  const body = await call.body();
  const account = await requireAccount(call);
  const written = stringField(body, "description") || undefined;
  if (written && written.length > MAX_DESCRIPTION) {
    throw new ApiFailure(
      400,
      "bad_request",
      voice.t("invoice-description-too-long", { max: MAX_DESCRIPTION }),
    );
  }
  let amountSat: number;
  let description = written;
  const fiatText = stringField(body, "amountFiat");
  if (body.amountSat !== undefined) {
    amountSat = satField(call, body.amountSat);
  } else if (fiatText) {
    const maxSat = deps.config.limits.maxPaymentSat;
    const taken = await takeAmountInput(fiatText, { maxSat, voice, prices: deps.prices });
    if (taken?.rest !== "") {
      throw new ApiFailure(400, "bad_amount", voice.t("webapp-error-bad-amount"));
    }
    if (!taken.input.ok) {
      throw new ApiFailure(400, "bad_amount", amountInputReason(taken.input, maxSat, voice));
    }
    amountSat = taken.input.sat;
    if (taken.input.fiat) {
      const fiat = voice.t(
        written ? "invoice-fiat-description" : "invoice-fiat-description-alone",
        { description: written ?? "", fiat: fiatFormatted(call, taken.input.fiat) },
      );
      description = fiat;
    }
  } else {
    throw new ApiFailure(400, "bad_amount", voice.t("webapp-error-bad-amount"));
  }
  let created: { id: string; invoice: string };
  try {
    created = await deps.gateway
      .account(account.credentials)
      .createInvoice(amountSat, description ?? "");
  } catch (error) {
    throw gatewayFailure(call, error, "invoice creation");
  }
  let expiresAt = deps.now() + 60 * 60_000;
  try {
    expiresAt = decodeTrustedInvoice(created.invoice).expiresAt.getTime();
  } catch {
    call.log.warn("gateway returned an invoice that does not decode");
  }
  // Recorded the moment 4.2 answered, before it is shown: its "paid" event always finds it.
  const operation = await deps.ledger.record({
    id: newOperationId(),
    userId: user.id,
    kind: "invoice",
    state: "pending",
    amountSat,
    description,
    paymentHash: created.id,
  });
  await appInvoices(call).set(operation.id, { userId: user.id, expiresAt }, QUOTE_KEEP_MS);
  call.log.info({ operation_id: operation.id }, "invoice created from the app");
  return {
    id: operation.id,
    bolt11: created.invoice,
    qrSvg: await qrSvg(created.invoice.toUpperCase()),
    amountSat,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

function fiatFormatted(call: ApiCall, fiat: { amount: number; currency: string }): string {
  return new Intl.NumberFormat(call.voice.language, {
    style: "currency",
    currency: fiat.currency,
  }).format(fiat.amount);
}

function invoiceStatus(op: Operation | undefined, record: AppInvoice, now: number) {
  if (op?.state === "paid") return "paid" as const;
  return now >= record.expiresAt ? ("expired" as const) : ("pending" as const);
}

/**
 * GET /invoice/:id[?wait=1]: paid, expired or pending. With `wait`, answers
 * when it stops being pending or after the long-poll time: woken at once by
 * this process's ledger (the gateway's paid event marks the invoice paid,
 * as it turns the chat's invoice message to Paid), and re-reading the store
 * every second for an event another replica handled.
 */
export async function invoiceState(call: ApiCall): Promise<InvoiceStatusResponse> {
  const { deps, user } = call;
  const id = call.path[1] ?? "";
  const record = await appInvoices(call).get(id);
  const op = await deps.ledger.get(id);
  if (!record || record.userId !== user.id || !op || op.userId !== user.id) {
    throw new ApiFailure(404, "not_found");
  }
  let status = invoiceStatus(op, record, deps.now());
  if (status !== "pending" || call.query.get("wait") !== "1") return { status };
  const waitMs = call.options.longPollMs ?? DEFAULT_LONG_POLL_MS;
  const deadline =
    Date.now() + Math.min(waitMs, Math.max(0, record.expiresAt - deps.now()) + 1_000);
  await new Promise<void>((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      stop();
      if (timer) clearTimeout(timer);
      call.signal.removeEventListener("abort", finish);
      resolve();
    };
    const stop = deps.ledger.onChange((changed) => {
      if (changed.id === id && changed.state === "paid") finish();
    });
    call.signal.addEventListener("abort", finish);
    const poll = async () => {
      if (call.signal.aborted) return finish();
      const now = await deps.ledger.get(id);
      if (now?.state === "paid" || Date.now() >= deadline) return finish();
      timer = setTimeout(
        () => void poll().catch(finish),
        Math.min(POLL_EVERY_MS, deadline - Date.now()),
      );
    };
    timer = setTimeout(
      () => void poll().catch(finish),
      Math.min(POLL_EVERY_MS, Math.max(0, deadline - Date.now())),
    );
  });
  status = invoiceStatus(await deps.ledger.get(id), record, deps.now());
  return { status };
}

// ── paying ─────────────────────────────────────────────────────────────────

/**
 * POST /decode: what /pay would show for the pasted text, or its refusal in
 * the same words. The answer's quote is what `pay` pays.
 */
export async function decode(call: ApiCall): Promise<DecodeResponse> {
  const { deps, voice, user } = call;
  const body = await call.body();
  const pasted = stringField(body, "text") ?? "";
  if (!pasted || pasted.length > MAX_PASTE) {
    throw new ApiFailure(400, "not_payable", voice.t("pay-not-recognised"));
  }
  await requireAccount(call);
  const uri = parseBitcoinUri(pasted);
  if (uri.ok && !uri.uri.lightning) {
    throw new ApiFailure(400, "not_payable", voice.t("pay-onchain-hint"));
  }
  const text = uri.ok && uri.uri.lightning ? uri.uri.lightning : pasted;
  const voucher = (() => {
    try {
      return parseWithdrawLink(text)?.byScheme === true;
    } catch (error) {
      if (error instanceof LnurlFormatError) return false;
      throw error;
    }
  })();
  if (voucher) throw new ApiFailure(400, "voucher", voice.t("webapp-error-voucher"));
  const input = classifyPayText(text, voice.t);
  if (input.kind === "invalid") throw new ApiFailure(400, "not_payable", input.reason);
  const now = deps.now();
  let quote: Quote;
  let fiat: DecodeResponse["fiat"];
  if (input.kind === "invoice") {
    let decoded: ReturnType<typeof decodeInvoice>;
    try {
      decoded = decodeInvoice(stripLightningPrefix(text.trim()), new Date(now));
    } catch (error) {
      if (!(error instanceof InvoiceFormatError)) throw error;
      throw new ApiFailure(400, "not_payable", invoiceErrorText(voice.t, error));
    }
    if (decoded.network !== deps.config.network) {
      throw new ApiFailure(
        400,
        "not_payable",
        voice.t("pay-wrong-network", {
          invoiceNetwork: decoded.network,
          ours: deps.config.network,
        }),
      );
    }
    if (decoded.expired || decoded.expiresAt.getTime() <= now) {
      throw new ApiFailure(400, "not_payable", voice.t("pay-expired"));
    }
    if (decoded.amountSat === undefined) {
      throw new ApiFailure(400, "not_payable", voice.t("pay-zero-amount"));
    }
    await checkSendable(call, decoded.amountSat);
    quote = {
      v: 1,
      id: newOperationId(),
      userId: user.id,
      kind: "invoice",
      invoice: decoded.paymentRequest,
      paymentHash: decoded.paymentHash,
      counterpart: shortInvoice(decoded.paymentRequest),
      amountSat: decoded.amountSat,
      description: decoded.description ?? "",
      payableUntil: Math.min(decoded.expiresAt.getTime(), now + QUOTE_TTL_MS),
    };
    fiat = (await fiatOf(call, decoded.amountSat)) ?? undefined;
  } else {
    const host = input.target.url.host;
    let info: Awaited<ReturnType<typeof fetchPayRequest>>;
    try {
      info = await fetchPayRequest(input.target.url, deps.publicFetch);
    } catch (error) {
      if (!(error instanceof PayRequestError)) throw error;
      call.log.info({ host, reason: error.reason }, "pay code details could not be read");
      // A bech32 LNURL that is no pay code is most often a voucher: it is redeemed in the chat.
      if (error.reason === "not_pay_code") {
        throw new ApiFailure(400, "voucher", voice.t("webapp-error-voucher"));
      }
      throw new ApiFailure(400, "not_payable", payRequestErrorText(voice.t, error));
    }
    const name = input.target.kind === "lightning-address" ? input.display : info.identifier;
    quote = {
      v: 1,
      id: newOperationId(),
      userId: user.id,
      kind: input.target.kind === "lightning-address" ? "address" : "lnurl",
      lnurl: input.target.lnurl,
      counterpart: name ?? (clip(info.description, 60) || host),
      amountSat: null,
      minSat: info.minSat,
      maxSat: Math.min(info.maxSat, deps.config.limits.maxPaymentSat),
      description: info.description,
      payableUntil: now + QUOTE_TTL_MS,
    };
  }
  await quotes(call).set(quote.id, quote, QUOTE_KEEP_MS);
  call.log.info({ quote_id: quote.id, kind: quote.kind }, "quote made");
  return {
    quoteId: quote.id,
    kind: quote.kind,
    amountSat: quote.amountSat,
    ...(quote.minSat !== undefined ? { minSat: quote.minSat } : {}),
    ...(quote.maxSat !== undefined ? { maxSat: quote.maxSat } : {}),
    description: quote.description,
    payee: quote.counterpart,
    ...(quote.kind === "invoice" ? { expiresAt: new Date(quote.payableUntil).toISOString() } : {}),
    ...(fiat ? { fiat } : {}),
  };
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** The operator's limits and the spendable balance, before a quote is shown (as /pay checks). */
async function checkSendable(call: ApiCall, amountSat: number): Promise<void> {
  const { deps, voice, user } = call;
  const verdict = await deps.payments.checkLimits(user.id, amountSat);
  if (!verdict.ok) throw new ApiFailure(400, "over_limit", overLimitText(voice, verdict));
  const account = await requireAccount(call);
  try {
    const balance = await deps.gateway.account(account.credentials).getBalance();
    if (balance.spendableSat < amountSat) {
      throw new ApiFailure(
        400,
        "funds",
        voice.t("pay-not-enough", { spendable: voice.amount(balance.spendableSat) }),
      );
    }
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    // As /pay: a balance that cannot be read does not block; the gateway still refuses.
    call.log.warn({ err: error }, "balance check before paying failed; continuing");
  }
}

/** POST /pay: the press of Pay on a quote, carried by the intents engine. */
export async function pay(call: ApiCall): Promise<PayOutcome> {
  const { deps, voice, user } = call;
  const body = await call.body();
  const quoteId = stringField(body, "quoteId") ?? "";
  const quote = quoteId ? await quotes(call).get(quoteId) : undefined;
  // Someone else's quote is not found: its owner alone learns anything of it.
  if (!quote || quote.userId !== user.id) throw new ApiFailure(404, "not_found");
  let amountSat: number;
  let payee: Payee;
  if (quote.kind === "invoice" && quote.invoice && quote.paymentHash && quote.amountSat !== null) {
    amountSat = quote.amountSat;
    payee = { type: "invoice", invoice: quote.invoice, counterpart: quote.counterpart };
  } else if (quote.lnurl) {
    amountSat = satField(call, body.amountSat);
    const min = quote.minSat ?? 1;
    const max = quote.maxSat ?? deps.config.limits.maxPaymentSat;
    if (amountSat < min || amountSat > max) {
      throw new ApiFailure(
        400,
        "out_of_range",
        voice.t("pay-out-of-range", {
          amount: voice.sat(amountSat),
          min: voice.sat(min),
          max: voice.sat(max),
        }),
      );
    }
    payee = { type: "code", lnurl: quote.lnurl, counterpart: quote.counterpart };
  } else {
    throw new ApiFailure(404, "not_found");
  }
  const submit = async (origin: string): Promise<IntentResult> => {
    if (deps.now() > quote.payableUntil) {
      throw new ApiFailure(409, "stale", voice.t("webapp-error-stale"));
    }
    return deps.intents.submit({
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
  };
  const result =
    quote.kind === "invoice" && quote.paymentHash
      ? await payInvoiceOnce(call, quote, submit)
      : ((await deps.intents.resumeOrigin(quoteOrigin(user.id, quote.id))) ??
        (await submit(quoteOrigin(user.id, quote.id))));
  return intentOutcome(call, result);
}

function quoteOrigin(userId: number, quoteId: string): string {
  return `webapp-pay:${userId}:quote:${quoteId}`;
}

/**
 * An invoice is paid by the first attempt not certainly failed: attempt n
 * (`webapp-pay:<user>:<hash>:<n>`) is only made once attempt n − 1 was
 * refused or failed with nothing moved. Every quote of the same invoice
 * follows the same chain, so concurrent presses race for one claim.
 */
async function payInvoiceOnce(
  call: ApiCall,
  quote: Quote,
  submit: (origin: string) => Promise<IntentResult>,
): Promise<IntentResult> {
  const { deps, user } = call;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const origin = `webapp-pay:${user.id}:${quote.paymentHash}:${attempt}`;
    const earlier = await deps.store.readClaim(origin);
    if (earlier === undefined) return submit(origin);
    const intent = await deps.intents.get(earlier);
    const sameQuote = intent?.details?.quoteId === quote.id;
    if (!sameQuote && intent && (await nothingMoved(call, intent))) continue;
    const resumed = await deps.intents.resumeOrigin(origin);
    if (resumed) return resumed;
  }
  throw new ApiFailure(409, "stale", call.voice.t("webapp-error-stale"));
}

/** True when the intent certainly moved no money: refused, or its send failed. */
async function nothingMoved(call: ApiCall, intent: Intent): Promise<boolean> {
  if (intent.refusal) return true;
  const op = await call.deps.ledger.get(intent.id);
  return op?.state === "failed";
}
