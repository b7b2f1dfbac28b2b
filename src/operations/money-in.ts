/**
 * Money in: invoices made on a user's own account, and the gateway's
 * "paid" events applied to the history. Every face and feature that bills
 * (/invoice, inline invoices, the Mini App's receive) makes its invoice
 * here; showing "Paid" is the faces' (they are told once an event is
 * applied).
 *
 * An invoice is recorded the moment the gateway (4.2) answered, before
 * anyone is shown it: nobody can pay it earlier, so its "paid" event always
 * finds it.
 *
 * An event is applied first and marked handled after, one delivery at a
 * time (a lock per event): a failure to apply throws, so the gateway
 * delivers it again, and a repeat of an event already applied changes
 * nothing. Its listeners (the faces) run inside that order, so a delivery
 * repeated after a crash tells them again; a note they send is guarded by
 * `firstNotice`, so it is sent once.
 *
 * What a "paid" event's id names:
 * - an invoice of the user's (made here, or for a voucher's service to
 *   pay): it is marked paid;
 * - an invoice paid by a tip to this user (made on their account, or
 *   reached through the lightning address they set): the tip's own flow
 *   records and announces it, so nothing happens here;
 * - nothing the bot made: money received through the user's pay code or
 *   lightning address, kept in the history as received.
 *
 * An event tells a user about their own money only. A user who connected
 * their own gateway keys can sign events themselves, naming any payment
 * hash they saw (an invoice posted in a group). So the payer is named, and
 * the amount taken from the bot's own send, only when that send went to
 * this account's own pay code (the code the send paid through, recorded
 * when it was sent, is the one the gateway gives this account now). An
 * event naming another account's invoice, or a tip's invoice made on
 * another account, changes nothing. Marks and history entries are kept per
 * user, so a forger's event never touches another user's.
 */
import type { Account } from "../accounts/accounts.ts";
import { decodeTrustedInvoice } from "../bitcoin/bolt11.ts";
import { decodeLnurl } from "../bitcoin/lnurl.ts";
import type { Gateway } from "../gateway/client.ts";
import { invoicePaidEvent } from "../gateway/schemas.ts";
import type { Logger } from "../logger.ts";
import type { Store } from "../storage/types.ts";
import { newOperationId } from "./ids.ts";
import type { Intent } from "./intents.ts";
import type { Ledger, Operation, PaymentByHash } from "./ledger.ts";

/** The longest invoice description a face accepts (BOLT11 allows 639 bytes; keep captions readable). */
export const MAX_INVOICE_DESCRIPTION = 200;
/** How long a handled event id is remembered (the gateway's retries end long before). */
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60_000;
/** Longest a delivery waits for another delivery of the same event to finish applying it. */
const EVENT_LOCK_WAIT_MS = 10_000;

/** How a person is shown: `display` in a sentence, `handle` in the history ("@alice"). */
export interface PersonName {
  display: string;
  handle: string;
}

export interface MoneyInDeps {
  store: Store;
  ledger: Ledger;
  gateway: Gateway;
  /** The intent a send belongs to (a tip's payee), by the send's operation id. */
  intents: { get(id: string): Promise<Intent | undefined> };
  logger: Logger;
  now: () => number;
  /**
   * How the payer of money received through a pay code is named in the
   * payee's history; undefined when it cannot be told (the payer is then
   * unnamed). Default: never named.
   */
  payerName?: (userId: number) => Promise<PersonName | undefined>;
}

/** What to bill: satoshi and the description the payer's wallet shows (none: empty). */
export interface InvoiceRequest {
  amountSat: number;
  description?: string | undefined;
}

/** An invoice made and recorded, or the gateway's error (nothing recorded). */
export type InvoiceMade =
  | {
      ok: true;
      /** The history entry ("invoice", pending), recorded before this returns. */
      operation: Operation;
      /** The BOLT11 invoice to show. */
      invoice: string;
      /** When it stops being payable (epoch ms); undefined when it does not decode. */
      expiresAt: number | undefined;
    }
  | { ok: false; error: unknown };

/** A gateway event once applied to the history: what the faces show. */
export type AppliedEvent =
  /** An invoice of the user's was paid (`operation` is marked paid). */
  | { kind: "invoice-paid"; key: string; operation: Operation }
  /**
   * Money came in through the user's pay code. `payer` when it is known to
   * be another user's send through this account's code; `balanceSat` (the
   * balance now) when the amount is not known and the balance could be read.
   */
  | {
      kind: "received";
      key: string;
      operation: Operation;
      payer?: (PersonName & { userId: number }) | undefined;
      balanceSat?: number | undefined;
    };

/** What became of one delivery of a verified event. */
export type EventApplied =
  /** Applied now (or named nothing of this account's: acknowledged, nothing changed). */
  | "applied"
  /** Applied before: nothing done. */
  | "duplicate"
  /** Not a kind the bot applies (on-chain receipts): acknowledged. */
  | "ignored";

/** Called with each applied event, before it is marked handled; a throw makes the gateway deliver it again. */
export type EventListener = (applied: AppliedEvent) => Promise<void>;

/** The paid invoice as the event names it; `amount` only when the gateway added one. */
interface PaidInvoice {
  id: string;
  amount?: number | undefined;
}

/** Invoices on users' own accounts, and the gateway events that say they were paid. */
export class MoneyIn {
  readonly #deps: MoneyInDeps;

  constructor(deps: MoneyInDeps) {
    this.#deps = deps;
  }

  /**
   * Makes an invoice (4.2) on `account` and records it in its owner's
   * history (pending). Never retried: a gateway error is returned and
   * nothing is recorded.
   */
  async createInvoice(account: Account, request: InvoiceRequest): Promise<InvoiceMade> {
    const { ledger, logger } = this.#deps;
    let created: { id: string; invoice: string };
    try {
      created = await this.#deps.gateway
        .account(account.credentials)
        .createInvoice(request.amountSat, request.description ?? "");
    } catch (error) {
      return { ok: false, error };
    }
    let expiresAt: number | undefined;
    try {
      // Our gateway's answer over its authenticated API: its own signature proves nothing more.
      expiresAt = decodeTrustedInvoice(created.invoice).expiresAt.getTime();
    } catch {
      // The gateway's invoice is still what the payer needs; only its expiry is not known.
      logger.warn({ user_id: account.userId }, "gateway returned an invoice that does not decode");
    }
    const operation = await ledger.record({
      id: newOperationId(),
      userId: account.userId,
      kind: "invoice",
      state: "pending",
      amountSat: request.amountSat,
      description: request.description,
      paymentHash: created.id,
    });
    logger.info({ operation_id: operation.id, user_id: account.userId }, "invoice created");
    return { ok: true, operation, invoice: created.invoice, expiresAt };
  }

  /**
   * Applies one delivery of a gateway event whose signature `account`'s key
   * verified: at most once per account and event, telling `listeners` in
   * order before it is marked handled. Throws when it could not be applied
   * (the gateway should deliver it again).
   */
  async applyEvent(
    account: Account,
    event: unknown,
    listeners: readonly EventListener[] = [],
  ): Promise<EventApplied> {
    const parsed = invoicePaidEvent.safeParse(event);
    // Other kinds (on-chain receipts): the bot has nothing to show for them yet.
    if (!parsed.success) return "ignored";
    const paid = parsed.data.lightning_invoice_is_paid;
    const { store } = this.#deps;
    // Scoped to the account whose key signed it: a user who signs an event naming someone
    // else's invoice marks it handled for themselves only, never for its real owner.
    const key = `event:${account.userId}:${account.credentials.merchantId}:invoice-paid:${paid.id}`;
    return store.withLock(
      `gateway-${key}`,
      async () => {
        if ((await store.readClaim(key)) !== undefined) return "duplicate" as const;
        const applied = await this.#applyInvoicePaid(account, paid, key);
        if (applied) for (const listener of listeners) await listener(applied);
        await store.claim(key, String(this.#deps.now()), EVENT_MEMORY_MS);
        return "applied" as const;
      },
      { waitMs: EVENT_LOCK_WAIT_MS },
    );
  }

  /** True the first time it is asked for `applied`: the owner's note about it is sent once. */
  firstNotice(applied: AppliedEvent): Promise<boolean> {
    return this.#deps.store.claim(`note:${applied.key}`, String(this.#deps.now()), EVENT_MEMORY_MS);
  }

  async #applyInvoicePaid(
    account: Account,
    paid: PaidInvoice,
    key: string,
  ): Promise<AppliedEvent | undefined> {
    const { ledger, logger } = this.#deps;
    const invoice = await ledger.findInvoice(paid.id);
    if (invoice) {
      if (invoice.userId !== account.userId) {
        logger.warn(
          { operation_id: invoice.id, user_id: account.userId },
          "paid event for another user's invoice: ignored",
        );
        return undefined;
      }
      const operation =
        invoice.state === "paid"
          ? invoice
          : ((await ledger.update(invoice.id, { state: "paid" }, invoice.userId)) ?? invoice);
      if (invoice.state !== "paid") logger.info({ operation_id: invoice.id }, "invoice paid");
      return { kind: "invoice-paid", key, operation };
    }
    const payment = await ledger.findPayment(paid.id);
    // A tip to this user (its invoice made by the bot on their account, or through the lightning
    // address they set): the tip's own flow records and announces it. An invoice the bot made on
    // another account is no money of this one: nothing to say.
    if (payment?.toAccount || (payment && (await this.#isTipTo(payment, account.userId)))) {
      return undefined;
    }
    const ours =
      payment && (await this.#paidThroughOwnCode(account, payment)) ? payment : undefined;
    return this.#recordReceived(account, paid, ours, key);
  }

  /**
   * True when another user's send `payment` went through `account`'s own
   * pay code: the code it paid through is the one the gateway gives this
   * account (4.6). False when it cannot be told (no code recorded, the
   * gateway does not answer): the payer is then not named.
   */
  async #paidThroughOwnCode(account: Account, payment: PaymentByHash): Promise<boolean> {
    if (payment.payCode === undefined || payment.userId === account.userId) return false;
    try {
      const own = await this.#deps.gateway.account(account.credentials).getLnurl();
      return samePayCode(own, payment.payCode);
    } catch (error) {
      this.#deps.logger.info(
        { err: error, user_id: account.userId },
        "could not read the account's pay code: the payer of a receipt is not named",
      );
      return false;
    }
  }

  /** True when `payment` is a tip whose recipient is `userId`. */
  async #isTipTo(payment: PaymentByHash, userId: number): Promise<boolean> {
    const op = await this.#deps.ledger.get(payment.operationId);
    if (op?.kind !== "tip-sent") return false;
    // The send of an intent has the intent's id: a member paid through their address.
    const intent = await this.#deps.intents.get(payment.operationId);
    return intent?.payee.type === "member" && intent.payee.person.id === userId;
  }

  async #recordReceived(
    account: Account,
    paid: PaidInvoice,
    /** Another user's send through this account's own pay code; undefined when not known to be one. */
    payer: PaymentByHash | undefined,
    key: string,
  ): Promise<AppliedEvent> {
    const { ledger, logger } = this.#deps;
    // The bot knows both sides when its own send paid this account's pay code (checked above).
    const amountSat = paid.amount ?? (payer && (await ledger.get(payer.operationId))?.amountSat);
    const name = payer ? await this.#payerName(payer.userId) : undefined;
    const operation = await ledger.record({
      id: receivedOperationId(account.userId, paid.id),
      userId: account.userId,
      kind: "received",
      state: "paid",
      amountSat: amountSat ?? 0,
      ...(amountSat === undefined ? { amountUnknown: true } : {}),
      counterpart: name?.handle,
      paymentHash: paid.id,
    });
    logger.info(
      { user_id: account.userId, amount_known: amountSat !== undefined, from_user: !!payer },
      "money received through a pay code",
    );
    let balanceSat: number | undefined;
    if (amountSat === undefined) {
      balanceSat = await this.#deps.gateway
        .account(account.credentials)
        .getBalance()
        .then((balance) => balance.totalSat)
        .catch((error: unknown) => {
          logger.warn({ err: error, user_id: account.userId }, "balance for a receipt failed");
          return undefined;
        });
    }
    return {
      kind: "received",
      key,
      operation,
      ...(payer && name ? { payer: { userId: payer.userId, ...name } } : {}),
      ...(balanceSat !== undefined ? { balanceSat } : {}),
    };
  }

  async #payerName(userId: number): Promise<PersonName | undefined> {
    try {
      return await this.#deps.payerName?.(userId);
    } catch (error) {
      this.#deps.logger.info({ err: error, user_id: userId }, "could not read the payer's name");
      return undefined;
    }
  }
}

/**
 * The history id of money `userId` received with `paymentHash`: one per
 * user and invoice, so a repeat changes nothing and another user's event
 * naming the same hash never reaches this entry.
 */
function receivedOperationId(userId: number, paymentHash: string): string {
  return `received-${userId}-${paymentHash}`;
}

/** Whether two LNURLs lead to the same URL (bech32 is case-blind; URLs compare normalised). */
function samePayCode(a: string, b: string): boolean {
  try {
    return decodeLnurl(a).toString() === decodeLnurl(b).toString();
  } catch {
    return false;
  }
}
