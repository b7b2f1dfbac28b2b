/**
 * Gateway events (contract B.7) on `POST /gateway-events/<token>`: the
 * token finds the account, the signature (constant-time, at most 300 s
 * old) proves the gateway sent it.
 *
 * An event is applied first and marked handled after, one delivery at a
 * time (a lock per event): a 2xx means it was applied, a failure to apply
 * is answered 500 so the gateway delivers it again, and a repeat of an
 * event already applied is answered "duplicate" and does nothing. The
 * owner's note is guarded by its own claim, so a delivery repeated after a
 * crash in the middle edits the message again (harmless) but never sends a
 * second note.
 *
 * What a "paid" event's id names:
 * - an invoice of the user's (/invoice, recorded the moment 4.2 answered,
 *   or made for a voucher's service to pay): it is marked paid, its message
 *   says so ("Received ✓" for a voucher) and the owner gets a note;
 * - an invoice paid by a tip to this user (made by the bot on their
 *   account, or reached through the lightning address they set): the
 *   tip's own flow records and announces it, so nothing happens here;
 * - nothing the bot made: money received through the user's pay code or
 *   lightning address; /history keeps it as received. Without an amount the
 *   note says what is known (the balance now).
 *
 * An event tells a user about their own money only. A user who connected
 * their own gateway keys can sign events themselves, naming any payment
 * hash they saw (an invoice posted in a group). So the payer is named, and
 * the amount taken from the bot's own send, only when that send went to
 * this account's own pay code (the code the send paid through, recorded
 * when it was sent, is the one the gateway gives this account now). Any
 * other event is told as money received from someone unnamed, with the
 * amount the event itself states; an event naming another account's
 * invoice or a tip's invoice made on another account is acknowledged and
 * does nothing. Marks and history entries are kept per user, so a
 * forger's event never touches another user's.
 */
import type { Api } from "grammy";
import type { Account } from "../../accounts/accounts.ts";
import { decodeLnurl } from "../../bitcoin/lnurl.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { voucherStatusText } from "../../chat/flows/voucher-status.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import { invoicePaidEvent } from "../../gateway/schemas.ts";
import { verifyWebhookSignature } from "../../gateway/signing.ts";
import type { Translate } from "../../i18n/i18n.ts";
import { DEFAULT_LANGUAGE } from "../../i18n/languages.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Operation, PaymentByHash } from "../../operations/ledger.ts";
import { BodyTooLargeError, type RouteHandler, readBody, sendJson } from "../../server/http.ts";
import type { Services } from "../../services.ts";

/** Largest event body read: an event is a few hundred bytes of JSON. */
export const MAX_EVENT_BODY_BYTES = 8 * 1024;
/** What an events token looks like (the account service makes 24 base64url characters). */
const EVENTS_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
/** How long a handled event id is remembered (the gateway's retries end long before). */
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60_000;
/** Longest a delivery waits for another delivery of the same event to finish applying it. */
const EVENT_LOCK_WAIT_MS = 10_000;

/** The paid invoice as the event names it; `amount` only when the gateway added one. */
interface PaidInvoice {
  id: string;
  amount?: number | undefined;
}

/** What became of one delivery, for metrics. */
export type GatewayEventResult =
  | "applied"
  | "duplicate"
  | "ignored"
  | "bad_request"
  | "unknown_endpoint"
  | "bad_signature"
  | "failed";

export function gatewayEventsRoute(
  deps: Services,
  api: Api,
  onResult: (result: GatewayEventResult) => void = () => {},
): RouteHandler {
  return async (req, res, token) => {
    const result = await handleEvent(deps, api, req, res, token);
    try {
      onResult(result);
    } catch {
      // Metrics never change what the gateway is answered.
    }
  };
}

async function handleEvent(
  deps: Services,
  api: Api,
  req: Parameters<RouteHandler>[0],
  res: Parameters<RouteHandler>[1],
  token: string,
): Promise<GatewayEventResult> {
  // The token first: a stranger's request is answered before its body is read, and its
  // connection closed, so made-up URLs cannot make the bot buffer (or wait for) bodies.
  const account = EVENTS_TOKEN.test(token)
    ? await deps.accounts.findByEventsToken(token)
    : undefined;
  if (!account) {
    sendJson(res, 404, { error: "unknown endpoint" }, { close: true });
    return "unknown_endpoint";
  }
  let raw: string;
  try {
    raw = await readBody(req, MAX_EVENT_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendJson(res, 413, { error: "body too large" }, { close: true });
    return "bad_request";
  }
  const header = req.headers["x-gateway-webhook-signature"];
  const verdict = verifyWebhookSignature(
    account.credentials.secretKey,
    Array.isArray(header) ? header[0] : header,
    raw,
    Math.floor(deps.now() / 1000),
  );
  if (!verdict.ok) {
    deps.logger.warn({ reason: verdict.reason, user_id: account.userId }, "gateway event rejected");
    sendJson(res, 401, { error: `signature ${verdict.reason.replace("_", " ")}` });
    return "bad_signature";
  }
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    sendJson(res, 400, { error: "body is not JSON" });
    return "bad_request";
  }
  const parsed = invoicePaidEvent.safeParse(event);
  if (!parsed.success) {
    // Other kinds (on-chain receipts) are acknowledged; the bot has nothing to show for them yet.
    sendJson(res, 200, { status: "ignored" });
    return "ignored";
  }
  const paid = parsed.data.lightning_invoice_is_paid;
  // Scoped to the account whose key signed it: a user who signs an event naming someone else's
  // invoice marks it handled for themselves only, never for its real owner.
  const key = `event:${account.userId}:${account.credentials.merchantId}:invoice-paid:${paid.id}`;
  try {
    const status = await deps.store.withLock(
      `gateway-${key}`,
      async () => {
        if ((await deps.store.readClaim(key)) !== undefined) return "duplicate" as const;
        await applyInvoicePaid(deps, api, account, paid, key);
        await deps.store.claim(key, String(deps.now()), EVENT_MEMORY_MS);
        return "accepted" as const;
      },
      { waitMs: EVENT_LOCK_WAIT_MS },
    );
    sendJson(res, 200, { status });
    return status === "duplicate" ? "duplicate" : "applied";
  } catch (error) {
    deps.logger.error(
      { err: error, payment_hash: paid.id, user_id: account.userId },
      "could not apply a paid-invoice event: answered 500 so the gateway delivers it again",
    );
    sendJson(res, 500, { error: "event not applied; deliver it again" });
    return "failed";
  }
}

async function applyInvoicePaid(
  deps: Services,
  api: Api,
  account: Account,
  paid: PaidInvoice,
  eventKey: string,
): Promise<void> {
  const invoice = await deps.ledger.findInvoice(paid.id);
  if (invoice) {
    if (invoice.userId !== account.userId) {
      deps.logger.warn(
        { operation_id: invoice.id, user_id: account.userId },
        "paid event for another user's invoice: ignored",
      );
      return;
    }
    await markInvoicePaid(deps, api, invoice, eventKey);
    return;
  }
  const payment = await deps.ledger.findPayment(paid.id);
  // A tip to this user (its invoice made by the bot on their account, or through the lightning
  // address they set): the tip's own flow records and announces it. An invoice the bot made on
  // another account is no money of this one: nothing to say.
  if (payment?.toAccount || (payment && (await isTipTo(deps, payment, account.userId)))) return;
  const ours = payment && (await paidThroughOwnCode(deps, account, payment)) ? payment : undefined;
  await recordReceived(deps, api, account, paid, ours, eventKey);
}

/**
 * True when another user's send `payment` went through `account`'s own pay
 * code: the code it paid through is the one the gateway gives this account
 * (4.6). False when it cannot be told (no code recorded, the gateway does
 * not answer): the payer is then not named.
 */
async function paidThroughOwnCode(
  deps: Services,
  account: Account,
  payment: PaymentByHash,
): Promise<boolean> {
  if (payment.payCode === undefined || payment.userId === account.userId) return false;
  try {
    const own = await deps.gateway.account(account.credentials).getLnurl();
    return samePayCode(own, payment.payCode);
  } catch (error) {
    deps.logger.info(
      { err: error, user_id: account.userId },
      "could not read the account's pay code: the payer of a receipt is not named",
    );
    return false;
  }
}

/** Whether two LNURLs lead to the same URL (bech32 is case-blind; URLs compare normalised). */
function samePayCode(a: string, b: string): boolean {
  try {
    return decodeLnurl(a).toString() === decodeLnurl(b).toString();
  } catch {
    return false;
  }
}

/** True when `payment` is a tip whose recipient is `userId`. */
async function isTipTo(deps: Services, payment: PaymentByHash, userId: number): Promise<boolean> {
  const op = await deps.ledger.get(payment.operationId);
  if (op?.kind !== "tip-sent") return false;
  // The send of an intent has the intent's id: a member paid through their address.
  const intent = await deps.intents.get(payment.operationId);
  return intent?.payee.type === "member" && intent.payee.person.id === userId;
}

async function markInvoicePaid(
  deps: Services,
  api: Api,
  op: Operation,
  eventKey: string,
): Promise<void> {
  const updated =
    op.state === "paid" ? op : ((await deps.ledger.update(op.id, { state: "paid" })) ?? op);
  if (op.state !== "paid") deps.logger.info({ operation_id: op.id }, "invoice paid");
  await showInvoicePaid(deps, api, updated);
  const owner = await deps.voices.forUser(op.userId);
  const text = withDescription(
    owner,
    owner.t("notification-received", { amount: owner.amount(op.amountSat) }),
    op.description,
  );
  await noteOnce(deps, api, op.userId, eventKey, text, owner.t);
}

/** `html`, with the invoice's description (plain text) in a line under it when there is one. */
function withDescription(voice: Voice, html: string, description: string | undefined): string {
  return description
    ? `${html}\n${voice.t("notification-description", { description: escapeHtml(description) })}`
    : html;
}

/**
 * Turns the message showing an invoice (photo caption or text) into "paid".
 * For an invoice whose message was attached after it was already paid, too.
 * A payment outcome: it goes ahead of replies and notifications.
 */
export function showInvoicePaid(deps: Services, api: Api, op: Operation): Promise<void> {
  return withPriority("payment", () => editToPaid(deps, api, op));
}

async function editToPaid(deps: Services, api: Api, op: Operation): Promise<void> {
  if (op.inlineMessageId) return editInlineCardToPaid(deps, api, op, op.inlineMessageId);
  const message = op.message;
  if (!message) return;
  // Said in the chat the invoice is in: the owner's private chat, or a group (its language).
  const voice = await voiceOrEnglish(
    deps,
    op,
    message.chatId === op.userId
      ? deps.voices.forUser(op.userId)
      : deps.voices.forGroup(message.chatId),
  );
  const text = paidCaption(deps, voice, op);
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

/**
 * An inline invoice card (inline mode) turned "paid", by its inline message
 * id: in the owner's language, satoshi only (the chat may be anyone's), the
 * Pay and QR buttons removed.
 */
async function editInlineCardToPaid(
  deps: Services,
  api: Api,
  op: Operation,
  inlineMessageId: string,
): Promise<void> {
  const owner = await voiceOrEnglish(deps, op, deps.voices.forUser(op.userId));
  const text = paidCaption(deps, deps.voices.voice(owner.language, undefined, undefined), op);
  await api
    .editMessageTextInline(inlineMessageId, text, { parse_mode: "HTML" })
    .catch((error: unknown) =>
      deps.logger.warn(
        { err: error, operation_id: op.id },
        "could not mark the inline invoice card paid",
      ),
    );
}

/** The voice `voice` resolves to; a store that cannot say leaves English: the edit must not fail for it. */
function voiceOrEnglish(deps: Services, op: Operation, voice: Promise<Voice>): Promise<Voice> {
  return voice.catch((error: unknown) => {
    deps.logger.warn({ err: error, operation_id: op.id }, "no voice for the paid invoice");
    return deps.voices.voice(DEFAULT_LANGUAGE, undefined, undefined);
  });
}

/** A paid invoice's message: "paid", the amount and its description, in `voice`. */
function paidCaption(deps: Services, voice: Voice, op: Operation): string {
  if (op.kind === "voucher") {
    return voucherStatusText(voice, op, { sandbox: deps.accounts.isSandbox });
  }
  return withMoneyMark(
    withDescription(
      voice,
      voice.t("notification-paid-caption", { amount: voice.amount(op.amountSat) }),
      op.description,
    ),
    deps.accounts.isSandbox,
    voice.t,
  );
}

/**
 * The history id of money `userId` received with `paymentHash`: one per
 * user and invoice, so a repeat changes nothing and another user's event
 * naming the same hash never reaches this entry.
 */
function receivedOperationId(userId: number, paymentHash: string): string {
  return `received-${userId}-${paymentHash}`;
}

async function recordReceived(
  deps: Services,
  api: Api,
  account: Account,
  paid: PaidInvoice,
  /** Another user's send through this account's own pay code; undefined when not known to be one. */
  payment: PaymentByHash | undefined,
  eventKey: string,
): Promise<void> {
  // The bot knows both sides when its own send paid this account's pay code (checked by the caller).
  const payer = payment;
  const amountSat = paid.amount ?? (payer && (await deps.ledger.get(payer.operationId))?.amountSat);
  const name = payer ? await payerName(deps, api, payer.userId) : undefined;
  await deps.ledger.record({
    id: receivedOperationId(account.userId, paid.id),
    userId: account.userId,
    kind: "received",
    state: "paid",
    amountSat: amountSat ?? 0,
    ...(amountSat === undefined ? { amountUnknown: true } : {}),
    counterpart: name?.handle,
    paymentHash: paid.id,
  });
  deps.logger.info(
    { user_id: account.userId, amount_known: amountSat !== undefined, from_user: !!payer },
    "money received through a pay code",
  );
  const owner = await deps.voices.forUser(account.userId);
  let text: string;
  if (amountSat !== undefined) {
    const amount = owner.amount(amountSat);
    text = name
      ? owner.t("notification-received-through-pay-code-from", {
          amount,
          from: escapeHtml(name.display),
        })
      : owner.t("notification-received-through-pay-code", { amount });
  } else {
    const balance = await deps.gateway
      .account(account.credentials)
      .getBalance()
      .catch((error: unknown) => {
        deps.logger.warn({ err: error, user_id: account.userId }, "balance for a receipt failed");
        return undefined;
      });
    text = balance
      ? owner.t("notification-received-amount-unknown-balance", {
          balance: owner.amount(balance.totalSat),
        })
      : owner.t("notification-received-amount-unknown");
  }
  await noteOnce(deps, api, account.userId, eventKey, text, owner.t);
}

/** The payer's name from their private chat with the bot, or undefined when Telegram will not say. */
async function payerName(
  deps: Services,
  api: Api,
  userId: number,
): Promise<{ display: string; handle: string } | undefined> {
  try {
    const chat = await api.getChat(userId);
    if (chat.type !== "private") return undefined;
    return { display: displayName(chat), handle: historyName(chat) };
  } catch (error) {
    deps.logger.info({ err: error, user_id: userId }, "could not read the payer's name");
    return undefined;
  }
}

/** Queues the owner's note (a notification) at most once per event; a refused one is logged, not retried. */
function noteOnce(...args: Parameters<typeof sendNoteOnce>): Promise<void> {
  return withPriority("notification", () => sendNoteOnce(...args));
}

async function sendNoteOnce(
  deps: Services,
  api: Api,
  userId: number,
  eventKey: string,
  html: string,
  t: Translate,
): Promise<void> {
  if (!(await deps.store.claim(`note:${eventKey}`, String(deps.now()), EVENT_MEMORY_MS))) return;
  // Queued, not awaited: under Telegram's limits a note may wait minutes for its turn, and the
  // gateway is answered once the event is applied (it gives up on a webhook after 5 s or so).
  void api
    .sendMessage(userId, withMoneyMark(html, deps.accounts.isSandbox, t), { parse_mode: "HTML" })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, user_id: userId }, "could not notify the owner of a payment"),
    );
}
