/**
 * Gateway events (contract B.7) on `POST /gateway-events/<token>`: the
 * token finds the account, the signature (constant-time, at most 300 s old)
 * proves the gateway sent it, a claim per event makes a repeat a no-op. The
 * answer is a quick 2xx; the chat updates happen after.
 */
import type { Api } from "grammy";
import { formatSat } from "../../../bitcoin/amount.ts";
import { verifyWebhookSignature } from "../../../gateway/signing.ts";
import { BodyTooLargeError, type RouteHandler, readBody, sendJson } from "../../../server/http.ts";
import type { BotDeps } from "../../context.ts";
import { escapeHtml } from "../../html.ts";
import { withMoneyMark } from "../../texts.ts";
import { notificationTexts } from "./texts.ts";

/** How long a handled event id is remembered (the gateway's retries end long before). */
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60_000;

interface InvoicePaidEvent {
  event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID";
  lightning_invoice_is_paid: { id: string };
}

export function gatewayEventsRoute(deps: BotDeps, api: Api): RouteHandler {
  return async (req, res, token) => {
    let raw: string;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { error: "body too large" });
      return;
    }
    const account = /^[A-Za-z0-9_-]{16,64}$/.test(token)
      ? await deps.accounts.findByEventsToken(token)
      : undefined;
    if (!account) {
      sendJson(res, 404, { error: "unknown endpoint" });
      return;
    }
    const header = req.headers["x-gateway-webhook-signature"];
    const verdict = verifyWebhookSignature(
      account.credentials.secretKey,
      Array.isArray(header) ? header[0] : header,
      raw,
      Math.floor(deps.now() / 1000),
    );
    if (!verdict.ok) {
      deps.logger.warn(
        { reason: verdict.reason, user_id: account.userId },
        "gateway event rejected",
      );
      sendJson(res, 401, { error: `signature ${verdict.reason.replace("_", " ")}` });
      return;
    }
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      sendJson(res, 400, { error: "body is not JSON" });
      return;
    }
    const paid = asInvoicePaid(event);
    if (!paid) {
      // Other kinds (on-chain receipts) are acknowledged; the bot has nothing to show for them yet.
      sendJson(res, 200, { status: "ignored" });
      return;
    }
    const id = paid.lightning_invoice_is_paid.id;
    const first = await deps.store.claim(
      `event:${account.credentials.merchantId}:invoice-paid:${id}`,
      String(deps.now()),
      EVENT_MEMORY_MS,
    );
    sendJson(res, 200, { status: first ? "accepted" : "duplicate" });
    if (!first) return;
    void invoicePaid(deps, api, account.userId, id).catch((error: unknown) =>
      deps.logger.error({ err: error, payment_hash: id }, "could not apply a paid-invoice event"),
    );
  };
}

function asInvoicePaid(event: unknown): InvoicePaidEvent | undefined {
  if (typeof event !== "object" || event === null) return undefined;
  const e = event as Partial<InvoicePaidEvent>;
  if (e.event_type !== "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID") return undefined;
  const id = e.lightning_invoice_is_paid?.id;
  return typeof id === "string" && /^[0-9a-f]{64}$/.test(id) ? (e as InvoicePaidEvent) : undefined;
}

/** Marks the invoice paid, turns its message into "paid" and tells the owner. */
export async function invoicePaid(
  deps: BotDeps,
  api: Api,
  userId: number,
  paymentHash: string,
): Promise<void> {
  const op = await deps.ledger.findInvoice(paymentHash);
  if (!op || op.userId !== userId || op.state === "paid") return;
  const updated = await deps.ledger.update(op.id, { state: "paid" });
  deps.logger.info({ operation_id: op.id }, "invoice paid");
  const sandbox = deps.accounts.isSandbox;
  const amount = formatSat(op.amountSat);
  const description = op.description ? escapeHtml(op.description) : undefined;
  const message = updated?.message;
  if (message) {
    const text = withMoneyMark(notificationTexts.paidCaption(amount, description), sandbox);
    const edit = message.hasPhoto
      ? api.editMessageCaption(message.chatId, message.messageId, {
          caption: text,
          parse_mode: "HTML",
        })
      : api.editMessageText(message.chatId, message.messageId, text, { parse_mode: "HTML" });
    await edit.catch((error: unknown) =>
      deps.logger.warn(
        { err: error, operation_id: op.id },
        "could not mark the invoice message paid",
      ),
    );
  }
  await api
    .sendMessage(userId, withMoneyMark(notificationTexts.received(amount, description), sandbox), {
      parse_mode: "HTML",
    })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, operation_id: op.id }, "could not notify the invoice owner"),
    );
}
