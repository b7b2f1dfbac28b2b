/**
 * The Mini App's receive: an invoice on the caller's own account (made and
 * recorded by the engine, as /invoice makes it), its state (a long poll
 * that turns to Paid), and the caller's pay code and lightning address.
 */

import { lightningAddressFor } from "../../bitcoin/lightning-address.ts";
import type { Operation } from "../../operations/ledger.ts";
import { MAX_INVOICE_DESCRIPTION } from "../../operations/money-in.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import {
  type ApiCall,
  ApiFailure,
  DEFAULT_LONG_POLL_MS,
  type Endpoint,
  requireAccount,
  satField,
  stringField,
} from "../../webapp/api.ts";
import type {
  InvoiceResponse,
  InvoiceStatusResponse,
  ReceiveInfoResponse,
} from "../../webapp/api-types.ts";
import { gatewayFailure, qrSvg } from "../../webapp/wallet.ts";
import { amountInputReason } from "../../wording/amounts.ts";

/** How long an app invoice's expiry is kept for its state (7 days). */
const INVOICE_KEEP_MS = 7 * 24 * 60 * 60_000;
/** How often a long poll re-reads the store (an event handled by another replica). */
const POLL_EVERY_MS = 1_000;

/** An invoice made from the app: its expiry (the ledger has the rest). */
interface AppInvoice {
  userId: number;
  expiresAt: number;
}

function appInvoices(call: ApiCall) {
  return call.deps.store.keyv<AppInvoice>("webapp-invoices");
}

/** The receive routes of the Mini App (paths after `/app/api`). */
export const invoiceAppRoutes: ReadonlyArray<{
  method: string;
  pattern: RegExp;
  handle: Endpoint;
}> = [
  { method: "POST", pattern: /^\/invoice$/, handle: createInvoice },
  { method: "GET", pattern: /^\/invoice\/[A-Za-z0-9_-]{1,64}$/, handle: invoiceState },
  { method: "GET", pattern: /^\/receive-info$/, handle: receiveInfo },
];

/** POST /invoice: an invoice on the caller's account, recorded before it is shown. */
async function createInvoice(call: ApiCall): Promise<InvoiceResponse> {
  const { deps, voice, user } = call;
  const body = await call.body();
  const account = await requireAccount(call);
  const written = stringField(body, "description") || undefined;
  if (written && written.length > MAX_INVOICE_DESCRIPTION) {
    throw new ApiFailure(
      400,
      "bad_request",
      voice.t("invoice-description-too-long", { max: MAX_INVOICE_DESCRIPTION }),
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
  const made = await deps.moneyIn.createInvoice(account, { amountSat, description });
  if (!made.ok) throw gatewayFailure(call, made.error, "invoice creation");
  const { operation } = made;
  // An expiry the invoice does not state: the gateway's usual hour.
  const expiresAt = made.expiresAt ?? deps.now() + 60 * 60_000;
  await appInvoices(call).set(operation.id, { userId: user.id, expiresAt }, INVOICE_KEEP_MS);
  call.log.info({ operation_id: operation.id }, "invoice created from the app");
  return {
    id: operation.id,
    bolt11: made.invoice,
    qrSvg: await qrSvg(made.invoice.toUpperCase()),
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
async function invoiceState(call: ApiCall): Promise<InvoiceStatusResponse> {
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

/** GET /receive-info: the user's pay code and lightning address (nulls when the gateway has none). */
async function receiveInfo(call: ApiCall): Promise<ReceiveInfoResponse> {
  const account = await requireAccount(call);
  let lnurl: string;
  try {
    lnurl = await call.deps.wallet.payCode(account);
  } catch (error) {
    // No pay code (e.g. the account has no events URL yet): the page shows the invoice form only.
    call.log.info({ err: error }, "no pay code for the app");
    return { lightningAddress: null, lnurl: null, lnurlQrSvg: null };
  }
  return {
    lightningAddress: lightningAddressFor(lnurl) ?? null,
    lnurl: lnurl.toUpperCase(),
    lnurlQrSvg: await qrSvg(lnurl.toUpperCase()),
  };
}
