/**
 * The sandbox's accounts and money: merchants, invoices, payments, on-chain
 * sends and receipts, and the events they raise. Every operation checks and
 * changes state synchronously (no await inside), so concurrent requests on
 * the single Node thread can never spend the same satoshi twice. Refusals
 * are `SandboxError`s carrying the B.4 status and code. No I/O: persistence
 * and webhook delivery hang off `onChange`-style hooks in the server. Every
 * record changed is noted (`#touch`) so a commit writes only those
 * (`takeChanges`).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { bech32 } from "bech32";
import { validateAddress } from "../bitcoin/address.ts";
import { type DecodedInvoice, decodeInvoice, InvoiceFormatError } from "../bitcoin/bolt11.ts";
import type { BitcoinNetwork } from "../bitcoin/network.ts";
import type { MerchantCredentials } from "../gateway/types.ts";
import {
  DEFAULT_INVOICE_EXPIRY_SEC,
  encodeInvoice,
  InvoiceEncodingError,
  nodePublicKey,
  randomNodePrivateKey,
} from "./bolt11-encoder.ts";
import { failedPrecondition, invalidArgument, notFound } from "./errors.ts";
import type {
  EventRecord,
  InvoiceRecord,
  LedgerTotals,
  MerchantRecord,
  PaymentRecord,
  PersistedState,
  ReceiptRecord,
  VoucherRecord,
} from "./state.ts";
import type { RecordChange, RecordKind, StateChanges } from "./state-store.ts";

/** All bitcoin there will ever be, in satoshi: no amount or total may exceed it. */
export const MAX_SUPPLY_SAT = 2_100_000_000_000_000;

export { DEFAULT_ONCHAIN_FEE_SAT } from "./defaults.ts";

/** Invoices and paid-out hashes are kept this long after they expire, then forgotten. */
const RETENTION_AFTER_EXPIRY_MS = 24 * 3600 * 1000;
/** History kept per merchant (payments, receipts, finished events); older entries are dropped. */
const HISTORY_PER_MERCHANT = 500;

/** B.7 event types. */
export const EVENT_LIGHTNING_INVOICE_PAID = "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID";
export const EVENT_BITCOIN_INVOICE_PAID = "EVENT_TYPE_BITCOIN_INVOICE_IS_PAID";

/** LUD-16 user names: lowercase letters, digits, `-`, `_`, `.`. */
export const ADDRESS_NAME_PATTERN = /^[a-z0-9\-_.]{1,64}$/;

export interface LedgerOptions {
  network: BitcoinNetwork;
  /** Unix milliseconds. */
  clock: () => number;
  /** Charged on top of each on-chain send. */
  onchainFeeSat: number;
  /** Expiry of the invoices issued, in seconds. */
  invoiceExpirySec?: number;
  /** State from an earlier run; a fresh sandbox (new node key) when absent. */
  restored?: PersistedState | undefined;
}

/** What a new merchant starts with. */
export interface MerchantInit {
  /** Starting test money (default 0). */
  balanceSat?: number | undefined;
  /** Where B.7 events go (http or https). */
  webhookUrl?: string | undefined;
  /** Fixed credentials instead of random ones (fixtures, test vectors). */
  credentials?: Partial<MerchantCredentials> | undefined;
}

/** What the caller asks to put in an invoice. */
export type InvoiceDescription =
  | { description: string }
  /** LNURL-pay: the invoice commits to SHA-256 of `metadata` (LUD-06); `label` is for the admin view. */
  | { metadata: string; label: string };

/** Result of paying an invoice (4.1). */
export interface PaymentResult {
  payment: PaymentRecord;
  /** The sandbox invoice that was paid, for internal payments. */
  invoice: InvoiceRecord | undefined;
}

/** A merchant's account as the admin routes and tests see it (no secrets). */
export interface MerchantSnapshot {
  merchantId: string;
  balanceSat: number;
  frozenSat: number;
  spendableSat: number;
  webhookUrl: string | undefined;
  /** Lightning-address names mapped to this merchant (the merchant id always works too). */
  addressNames: string[];
  createdAt: number;
  invoices: InvoiceView[];
  payments: PaymentRecord[];
  receipts: ReceiptRecord[];
  events: EventRecord[];
}

/** What a new test voucher offers (see `VoucherRecord`). */
export interface VoucherInit {
  /** The merchant whose balance pays it; default a new merchant funded with `maxSat`. */
  funderId?: string | undefined;
  /** Smallest amount (default 1 sat). */
  minSat?: number | undefined;
  maxSat: number;
  /** Its `defaultDescription` (default: a sandbox test voucher). */
  description?: string | undefined;
  /** False: accept the invoice and never pay it (default true). */
  pays?: boolean | undefined;
}

/** An invoice without its preimage. */
export type InvoiceView = Omit<InvoiceRecord, "preimage"> & { status: "open" | "paid" | "expired" };

export class SandboxLedger {
  readonly network: BitcoinNetwork;
  /** Compressed public key of the sandbox node, hex: the payee every sandbox invoice recovers to. */
  readonly nodePublicKey: string;
  readonly onchainFeeSat: number;
  readonly invoiceExpirySec: number;
  /** Called after an event is recorded, for delivery. */
  onEvent: (event: EventRecord) => void = () => {};

  readonly #clock: () => number;
  readonly #nodePrivateKey: Uint8Array;
  readonly #merchants = new Map<string, MerchantRecord>();
  readonly #byApiKey = new Map<string, MerchantRecord>();
  readonly #invoices = new Map<string, InvoiceRecord>();
  readonly #addresses = new Map<string, string>();
  readonly #paidOut = new Map<string, number>();
  readonly #vouchers = new Map<string, VoucherRecord>();
  #payments: PaymentRecord[] = [];
  #receipts: ReceiptRecord[] = [];
  #events: EventRecord[] = [];
  readonly #totals: LedgerTotals;
  /** Records changed since the last `takeChanges`, by kind and id; the latest value wins. */
  #changes = new Map<string, RecordChange>();

  constructor(options: LedgerOptions) {
    this.network = options.network;
    this.#clock = options.clock;
    this.onchainFeeSat = options.onchainFeeSat;
    this.invoiceExpirySec = options.invoiceExpirySec ?? DEFAULT_INVOICE_EXPIRY_SEC;
    const restored = options.restored;
    if (restored && restored.network !== options.network) {
      throw new Error(
        `The sandbox state was made for ${restored.network}, not ${options.network}: use another state path or the same BITCOIN_NETWORK.`,
      );
    }
    this.#nodePrivateKey = restored ? hexToBytes(restored.nodePrivateKey) : randomNodePrivateKey();
    this.nodePublicKey = nodePublicKey(this.#nodePrivateKey);
    this.#totals = restored ? { ...restored.totals } : { fundedSat: 0, paidOutSat: 0, feesSat: 0 };
    if (restored) {
      for (const merchant of restored.merchants) {
        this.#merchants.set(merchant.id, merchant);
        this.#byApiKey.set(merchant.apiKey, merchant);
      }
      for (const invoice of restored.invoices) this.#invoices.set(invoice.paymentHash, invoice);
      for (const [name, id] of Object.entries(restored.addresses)) this.#addresses.set(name, id);
      for (const [hash, expiresAt] of Object.entries(restored.paidOut)) {
        this.#paidOut.set(hash, expiresAt);
      }
      for (const voucher of restored.vouchers) this.#vouchers.set(voucher.id, voucher);
      this.#payments = [...restored.payments];
      this.#receipts = [...restored.receipts];
      this.#events = [...restored.events];
    }
  }

  // ── merchants ────────────────────────────────────────────────────────────

  /**
   * Creates a merchant with an optional starting balance and webhook.
   * Credentials are fresh random values unless given (`credentials`, for
   * fixtures such as the contract's test vectors): the id and API key must
   * be unused, the secret 64 hex digits.
   */
  createMerchant(init: MerchantInit = {}): MerchantCredentials {
    const balanceSat = init.balanceSat ?? 0;
    if (balanceSat !== 0) this.#checkAmount(balanceSat, "balance");
    this.#checkSupply(balanceSat);
    const webhookUrl = init.webhookUrl === undefined ? undefined : checkWebhookUrl(init.webhookUrl);
    const given = init.credentials ?? {};
    const id = given.merchantId ?? `m_${randomHex(8)}`;
    const apiKey = given.apiKey ?? `ak_${randomHex(16)}`;
    const secretKey = given.secretKey ?? randomHex(32);
    if (id.trim() === "" || this.#merchants.has(id)) {
      throw failedPrecondition("This merchant id is empty or already taken.");
    }
    if (!/^[\x21-\x7e]{8,200}$/.test(apiKey) || this.#byApiKey.has(apiKey)) {
      throw failedPrecondition(
        "This API key is already taken or is not 8 to 200 printable characters.",
      );
    }
    if (!/^[0-9a-f]{64}$/.test(secretKey)) {
      throw invalidArgument("A secret key is 32 bytes written as 64 lowercase hex digits.");
    }
    const merchant: MerchantRecord = {
      id,
      apiKey,
      secretKey,
      ...(webhookUrl ? { webhookUrl } : {}),
      balanceSat,
      frozenSat: 0,
      createdAt: this.#clock(),
    };
    this.#merchants.set(merchant.id, merchant);
    this.#byApiKey.set(merchant.apiKey, merchant);
    this.#touch("merchant", merchant.id, merchant);
    this.#totals.fundedSat += balanceSat;
    return { merchantId: merchant.id, apiKey: merchant.apiKey, secretKey: merchant.secretKey };
  }

  /** The merchant with this id, or undefined. */
  findMerchant(merchantId: string): MerchantRecord | undefined {
    return this.#merchants.get(merchantId);
  }

  /** The merchant owning this API key, or undefined. */
  findByApiKey(apiKey: string): MerchantRecord | undefined {
    return this.#byApiKey.get(apiKey);
  }

  /** The merchant with this id; 404 NOT_FOUND when there is none. */
  merchant(merchantId: string): MerchantRecord {
    const merchant = this.#merchants.get(merchantId);
    if (!merchant)
      throw notFound(`There is no merchant ${JSON.stringify(merchantId)} on this gateway.`);
    return merchant;
  }

  /** Adds test money to a merchant (counts as money entering the sandbox). */
  fund(merchantId: string, amountSat: number): MerchantRecord {
    const merchant = this.merchant(merchantId);
    this.#checkAmount(amountSat, "amount");
    this.#checkSupply(amountSat);
    merchant.balanceSat += amountSat;
    this.#touch("merchant", merchant.id, merchant);
    this.#totals.fundedSat += amountSat;
    return merchant;
  }

  /** Sets the frozen part of a merchant's balance (B.5 `frozenAmount`); spendable = total − frozen. */
  setFrozen(merchantId: string, frozenSat: number): MerchantRecord {
    const merchant = this.merchant(merchantId);
    if (!Number.isSafeInteger(frozenSat) || frozenSat < 0 || frozenSat > MAX_SUPPLY_SAT) {
      throw invalidArgument("The frozen amount must be a whole number of satoshi, 0 or more.");
    }
    merchant.frozenSat = frozenSat;
    this.#touch("merchant", merchant.id, merchant);
    return merchant;
  }

  /** Sets (or with undefined removes) the merchant's webhook URL (http or https). */
  setWebhook(merchantId: string, url: string | undefined): MerchantRecord {
    const merchant = this.merchant(merchantId);
    if (url === undefined) delete merchant.webhookUrl;
    else merchant.webhookUrl = checkWebhookUrl(url);
    this.#touch("merchant", merchant.id, merchant);
    return merchant;
  }

  /**
   * Maps a lightning-address name (LUD-16 user part, lowercase) to the
   * merchant. A merchant id is always usable as a name too. Refuses a name
   * another merchant holds.
   */
  setAddressName(merchantId: string, name: string): void {
    this.merchant(merchantId);
    if (!ADDRESS_NAME_PATTERN.test(name)) {
      throw invalidArgument(
        "A lightning-address name is 1 to 64 characters of a-z, 0-9, '-', '_' and '.'.",
      );
    }
    const holder = this.#addresses.get(name) ?? (this.#merchants.has(name) ? name : undefined);
    if (holder !== undefined && holder !== merchantId) {
      throw failedPrecondition(`The name ${name} is already taken by another merchant.`);
    }
    this.#addresses.set(name, merchantId);
    this.#touch("address", name, merchantId);
  }

  /** The merchant a lightning-address name (or merchant id) stands for, or undefined. */
  merchantForName(name: string): MerchantRecord | undefined {
    const id = this.#addresses.get(name) ?? name;
    return this.#merchants.get(id);
  }

  /** The B.5 balance figures. */
  balance(merchantId: string): { totalSat: number; frozenSat: number } {
    const merchant = this.merchant(merchantId);
    return { totalSat: merchant.balanceSat, frozenSat: merchant.frozenSat };
  }

  // ── invoices and payments ────────────────────────────────────────────────

  /** 4.2 (and LNURL-pay callbacks): issues a signed invoice of `amountSat` to the merchant. */
  createInvoice(
    merchantId: string,
    amountSat: number,
    what: InvoiceDescription,
    source: InvoiceRecord["source"] = "api",
  ): InvoiceRecord {
    this.merchant(merchantId);
    this.#checkAmount(amountSat, "amount");
    const preimage = randomBytes(32);
    const paymentHash = createHash("sha256").update(preimage).digest("hex");
    const timestampSec = Math.floor(this.#clock() / 1000);
    const descriptionHash =
      "metadata" in what ? createHash("sha256").update(what.metadata).digest("hex") : undefined;
    let paymentRequest: string;
    try {
      paymentRequest = encodeInvoice(
        {
          network: this.network,
          amountMsat: BigInt(amountSat) * 1000n,
          paymentHash,
          paymentSecret: randomHex(32),
          ...("metadata" in what ? { descriptionHash } : { description: what.description }),
          timestampSec,
          expirySec: this.invoiceExpirySec,
        },
        this.#nodePrivateKey,
      );
    } catch (error) {
      if (error instanceof InvoiceEncodingError) {
        throw invalidArgument(`The invoice cannot be made: ${error.message}.`);
      }
      throw error;
    }
    const invoice: InvoiceRecord = {
      paymentHash,
      merchantId,
      amountSat,
      ...("metadata" in what
        ? { description: what.label, descriptionHash }
        : { description: what.description }),
      paymentRequest,
      preimage: preimage.toString("hex"),
      createdAt: timestampSec * 1000,
      expiresAt: (timestampSec + this.invoiceExpirySec) * 1000,
      source,
    };
    this.#invoices.set(paymentHash, invoice);
    this.#touch("invoice", paymentHash, invoice);
    return invoice;
  }

  /**
   * This sandbox's node id when `paymentRequest` is exactly the text it signed for
   * `paymentHash` (an invoice it still keeps), else undefined: a decoder in this
   * process (the embedding bot's, 4.1's) then skips recovering the key.
   */
  ownInvoicePayee(paymentHash: string, paymentRequest: string): string | undefined {
    return this.#invoices.get(paymentHash)?.paymentRequest === paymentRequest
      ? this.nodePublicKey
      : undefined;
  }

  /**
   * Decodes an invoice as 4.1 and 4.4 see it: checked bech32, signature,
   * network and an amount. 400 INVALID_ARGUMENT otherwise. An amount in
   * millisatoshi is paid as it is; balances here are whole satoshi, so the
   * payer is charged it rounded up (`amountSat`).
   */
  decode(text: string): DecodedInvoice & { amountSat: number } {
    let decoded: DecodedInvoice;
    try {
      decoded = decodeInvoice(text, new Date(this.#clock()));
    } catch (error) {
      if (error instanceof InvoiceFormatError) throw invalidArgument(error.message);
      throw error;
    }
    if (decoded.network !== this.network) {
      throw invalidArgument(
        `This invoice is for ${decoded.network}, but this gateway pays ${this.network} invoices only.`,
      );
    }
    if (decoded.amountSat === undefined) {
      throw invalidArgument(
        "This invoice has no amount (zero-amount invoice): ask the payee for an invoice that states the amount.",
      );
    }
    return { ...decoded, amountSat: decoded.amountSat };
  }

  /**
   * 4.1: pays `text` from the merchant. A sandbox invoice moves the money to
   * its merchant and raises their B.7 event; any other valid invoice is paid
   * out (funds leave the sandbox). Lightning payments carry no fee here.
   */
  payInvoice(payerId: string, text: string): PaymentResult {
    const payer = this.merchant(payerId);
    const decoded = this.decode(text);
    const now = this.#clock();
    if (decoded.payeeNodeId === this.nodePublicKey) {
      return this.#payInternal(payer, decoded, now);
    }
    if (this.#paidOut.has(decoded.paymentHash)) {
      throw failedPrecondition("This invoice has already been paid.");
    }
    if (now >= decoded.expiresAt.getTime()) {
      throw failedPrecondition("This invoice has expired: ask the payee for a new one.");
    }
    this.#debit(payer, decoded.amountSat);
    this.#paidOut.set(decoded.paymentHash, decoded.expiresAt.getTime());
    this.#touch("paidOut", decoded.paymentHash, decoded.expiresAt.getTime());
    this.#totals.paidOutSat += decoded.amountSat;
    const payment = this.#recordPayment({
      merchantId: payer.id,
      kind: "lightning_out",
      amountSat: decoded.amountSat,
      feeSat: 0,
      paymentHash: decoded.paymentHash,
    });
    return { payment, invoice: undefined };
  }

  #payInternal(payer: MerchantRecord, decoded: DecodedInvoice, now: number): PaymentResult {
    const invoice = this.#invoices.get(decoded.paymentHash);
    if (!invoice) {
      if (now >= decoded.expiresAt.getTime()) {
        throw failedPrecondition("This invoice has expired: ask the payee for a new one.");
      }
      throw invalidArgument(
        "This invoice carries this gateway's signature but is unknown to it (its state was reset): ask the payee for a new one.",
      );
    }
    if (invoice.merchantId === payer.id) {
      throw invalidArgument("This is your own invoice: an account cannot pay itself.");
    }
    if (invoice.paidAt !== undefined) {
      throw failedPrecondition("This invoice has already been paid.");
    }
    if (now >= invoice.expiresAt) {
      throw failedPrecondition("This invoice has expired: ask the payee for a new one.");
    }
    const payee = this.merchant(invoice.merchantId);
    this.#debit(payer, invoice.amountSat);
    payee.balanceSat += invoice.amountSat;
    invoice.paidAt = now;
    invoice.paidBy = payer.id;
    this.#touch("merchant", payee.id, payee);
    this.#touch("invoice", invoice.paymentHash, invoice);
    const payment = this.#recordPayment({
      merchantId: payer.id,
      kind: "internal",
      amountSat: invoice.amountSat,
      feeSat: 0,
      paymentHash: invoice.paymentHash,
      payeeMerchantId: payee.id,
    });
    this.#emit(payee.id, {
      event_type: EVENT_LIGHTNING_INVOICE_PAID,
      // `amount` (satoshi, digits) is an extra beyond B.7: receivers must not require it.
      lightning_invoice_is_paid: { id: invoice.paymentHash, amount: String(invoice.amountSat) },
    });
    return { payment, invoice };
  }

  /** 4.3: sends `amountSat` to `address` and charges the fixed fee on top; records a txid. */
  sendOnchain(payerId: string, address: string, amountSat: number): PaymentRecord {
    const payer = this.merchant(payerId);
    const validation = validateAddress(address, this.network);
    if (!validation.ok) {
      throw invalidArgument(
        validation.reason === "wrong_network"
          ? `This address is for ${validation.detectedNetwork}, but this gateway sends on ${this.network} only.`
          : validation.reason === "unsupported"
            ? "This address type cannot be spent from yet: use a P2PKH, P2SH, P2WPKH, P2WSH or P2TR address."
            : "This is not a valid bitcoin address: check it and try again.",
      );
    }
    this.#checkAmount(amountSat, "amount");
    this.#debit(payer, amountSat + this.onchainFeeSat);
    this.#totals.paidOutSat += amountSat;
    this.#totals.feesSat += this.onchainFeeSat;
    return this.#recordPayment({
      merchantId: payer.id,
      kind: "onchain_out",
      amountSat,
      feeSat: this.onchainFeeSat,
      bitcoinAddress: validation.address,
      txid: randomHex(32),
    });
  }

  /**
   * Simulates an on-chain payment received by the merchant at a fresh
   * address of the network: credits the balance and raises the B.7
   * `EVENT_TYPE_BITCOIN_INVOICE_IS_PAID` event.
   */
  receiveOnchain(merchantId: string, amountSat: number): ReceiptRecord {
    const merchant = this.fund(merchantId, amountSat);
    const receipt: ReceiptRecord = {
      id: `rcpt_${randomHex(8)}`,
      merchantId,
      amountSat,
      bitcoinAddress: randomSegwitAddress(this.network),
      txid: randomHex(32),
      at: this.#clock(),
    };
    this.#receipts.push(receipt);
    this.#touch("receipt", receipt.id, receipt);
    this.#emit(merchant.id, {
      event_type: EVENT_BITCOIN_INVOICE_PAID,
      bitcoin_invoice_is_paid: { bitcoin_address: receipt.bitcoinAddress },
    });
    return receipt;
  }

  // ── test vouchers (LNURL-withdraw) ───────────────────────────────────────

  /**
   * Issues a test voucher paid from `funderId`'s balance (checked when it is
   * redeemed), or from a new merchant funded with `maxSat` of test money.
   */
  createVoucher(init: VoucherInit): VoucherRecord {
    if (init.funderId !== undefined) this.merchant(init.funderId);
    const minSat = init.minSat ?? 1;
    this.#checkAmount(minSat, "min");
    this.#checkAmount(init.maxSat, "max");
    if (minSat > init.maxSat) {
      throw invalidArgument("The voucher's min must not be above its max.");
    }
    const funderId = init.funderId ?? this.createMerchant({ balanceSat: init.maxSat }).merchantId;
    const voucher: VoucherRecord = {
      id: `v_${randomHex(12)}`,
      k1: randomHex(32),
      funderId,
      minSat,
      maxSat: init.maxSat,
      description: init.description ?? "Test voucher of the sandbox gateway (test money)",
      pays: init.pays ?? true,
      createdAt: this.#clock(),
      callbacks: 0,
    };
    this.#vouchers.set(voucher.id, voucher);
    this.#touch("voucher", voucher.id, voucher);
    return voucher;
  }

  /** The voucher with this id, or undefined. */
  findVoucher(voucherId: string): VoucherRecord | undefined {
    return this.#vouchers.get(voucherId);
  }

  /**
   * LUD-03 step 5 on the service's side: `invoice` is paid from the
   * voucher's funder once per voucher. Checked and changed in one
   * synchronous step, so two callbacks at once cannot both pay. Counts
   * every call that names a known voucher. Refuses (SandboxError) a wrong
   * k1, a used voucher, an invoice the gateway would not pay or an amount
   * outside the range; a payment that fails (the funder's balance) leaves
   * the voucher unused.
   */
  redeemVoucher(voucherId: string, k1: string, invoice: string): VoucherRecord {
    const voucher = this.#vouchers.get(voucherId);
    if (!voucher) throw notFound("There is no such voucher on this gateway.");
    voucher.callbacks += 1;
    this.#touch("voucher", voucher.id, voucher);
    const given = Buffer.from(k1);
    const expected = Buffer.from(voucher.k1);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw invalidArgument("This k1 is not the voucher's.");
    }
    if (voucher.usedAt !== undefined) {
      throw failedPrecondition("This voucher has already been redeemed.");
    }
    const decoded = this.decode(invoice);
    if (decoded.amountSat < voucher.minSat || decoded.amountSat > voucher.maxSat) {
      throw invalidArgument(
        `The invoice must be for ${voucher.minSat} to ${voucher.maxSat} sat; it is for ${decoded.amountSat} sat.`,
      );
    }
    if (voucher.pays) this.payInvoice(voucher.funderId, invoice);
    voucher.usedAt = this.#clock();
    voucher.paymentHash = decoded.paymentHash;
    this.#touch("voucher", voucher.id, voucher);
    return voucher;
  }

  // ── events ───────────────────────────────────────────────────────────────

  /** The event with this id, or undefined. */
  findEvent(eventId: string): EventRecord | undefined {
    return this.#events.find((event) => event.id === eventId);
  }

  /** Events still waiting for a successful delivery. */
  pendingEvents(): EventRecord[] {
    return this.#events.filter((event) => event.status === "pending");
  }

  #emit(merchantId: string, payload: Record<string, unknown>): void {
    const event: EventRecord = {
      id: `evt_${randomHex(8)}`,
      merchantId,
      eventType: String(payload.event_type),
      body: JSON.stringify(payload),
      createdAt: this.#clock(),
      status: "pending",
      attempts: [],
    };
    this.#events.push(event);
    this.#touch("event", event.id, event);
    this.onEvent(event);
  }

  // ── views, persistence, housekeeping ─────────────────────────────────────

  /** Money in and out of the sandbox so far (see `LedgerTotals`). */
  totals(): LedgerTotals {
    return { ...this.#totals };
  }

  /** The sum of all merchants' balances. */
  sumOfBalances(): number {
    let sum = 0;
    for (const merchant of this.#merchants.values()) sum += merchant.balanceSat;
    return sum;
  }

  /** Every merchant id, oldest first. */
  merchantIds(): string[] {
    return [...this.#merchants.keys()];
  }

  /** A merchant's state without secrets, or undefined for an unknown id. */
  snapshot(merchantId: string): MerchantSnapshot | undefined {
    const merchant = this.#merchants.get(merchantId);
    if (!merchant) return undefined;
    const now = this.#clock();
    const invoices: InvoiceView[] = [];
    for (const invoice of this.#invoices.values()) {
      if (invoice.merchantId !== merchantId) continue;
      const { preimage: _preimage, ...view } = invoice;
      const status =
        invoice.paidAt !== undefined ? "paid" : now >= invoice.expiresAt ? "expired" : "open";
      invoices.push({ ...view, status });
    }
    return {
      merchantId,
      balanceSat: merchant.balanceSat,
      frozenSat: merchant.frozenSat,
      spendableSat: Math.max(0, merchant.balanceSat - merchant.frozenSat),
      webhookUrl: merchant.webhookUrl,
      addressNames: [...this.#addresses]
        .filter(([, id]) => id === merchantId)
        .map(([name]) => name),
      createdAt: merchant.createdAt,
      invoices,
      payments: this.#payments.filter((payment) => payment.merchantId === merchantId),
      receipts: this.#receipts.filter((receipt) => receipt.merchantId === merchantId),
      events: this.#events
        .filter((event) => event.merchantId === merchantId)
        .map((event) => ({ ...event, attempts: [...event.attempts] })),
    };
  }

  /**
   * Forgets what no longer matters, keeping state bounded: invoices and
   * paid-out hashes a day after they expire, used vouchers a day after
   * their use, and per merchant all but the
   * latest `HISTORY_PER_MERCHANT` payments, receipts and finished events.
   */
  prune(): void {
    const horizon = this.#clock() - RETENTION_AFTER_EXPIRY_MS;
    for (const [hash, invoice] of this.#invoices) {
      if (invoice.expiresAt >= horizon) continue;
      this.#invoices.delete(hash);
      this.#touch("invoice", hash, undefined);
    }
    for (const [hash, expiresAt] of this.#paidOut) {
      if (expiresAt >= horizon) continue;
      this.#paidOut.delete(hash);
      this.#touch("paidOut", hash, undefined);
    }
    for (const [id, voucher] of this.#vouchers) {
      if (voucher.usedAt === undefined || voucher.usedAt >= horizon) continue;
      this.#vouchers.delete(id);
      this.#touch("voucher", id, undefined);
    }
    const dropped = (
      kind: RecordKind,
      before: Array<{ id: string }>,
      after: Array<{ id: string }>,
    ) => {
      const kept = new Set(after);
      for (const item of before) if (!kept.has(item)) this.#touch(kind, item.id, undefined);
    };
    const payments = this.#payments;
    this.#payments = keepLatestPerMerchant(payments, () => true);
    dropped("payment", payments, this.#payments);
    const receipts = this.#receipts;
    this.#receipts = keepLatestPerMerchant(receipts, () => true);
    dropped("receipt", receipts, this.#receipts);
    const events = this.#events;
    this.#events = keepLatestPerMerchant(events, (event) => event.status !== "pending");
    dropped("event", events, this.#events);
  }

  /** Notes that an event changed outside the ledger (its delivery status and attempts). */
  touchEvent(event: EventRecord): void {
    this.#touch("event", event.id, event);
  }

  /**
   * What changed since the last call, to persist: the changed records
   * (`value` undefined for a deleted one) and the meta part, which is
   * always written whole.
   */
  takeChanges(): StateChanges {
    const records = [...this.#changes.values()];
    this.#changes = new Map();
    return {
      records,
      meta: {
        network: this.network,
        nodePrivateKey: bytesToHex(this.#nodePrivateKey),
        totals: { ...this.#totals },
      },
    };
  }

  #touch(kind: RecordKind, id: string, value: unknown): void {
    this.#changes.set(`${kind}\u0000${id}`, { kind, id, value });
  }

  #debit(payer: MerchantRecord, amountSat: number): void {
    const spendable = Math.max(0, payer.balanceSat - payer.frozenSat);
    if (amountSat > spendable) {
      throw failedPrecondition(
        `Insufficient balance: ${amountSat} sat needed, ${spendable} sat spendable.`,
      );
    }
    payer.balanceSat -= amountSat;
    this.#touch("merchant", payer.id, payer);
  }

  #recordPayment(fields: Omit<PaymentRecord, "id" | "at">): PaymentRecord {
    const payment: PaymentRecord = { id: `pay_${randomHex(8)}`, at: this.#clock(), ...fields };
    this.#payments.push(payment);
    this.#touch("payment", payment.id, payment);
    return payment;
  }

  #checkAmount(amountSat: number, field: string): void {
    if (!Number.isSafeInteger(amountSat) || amountSat <= 0 || amountSat > MAX_SUPPLY_SAT) {
      throw invalidArgument(
        `The ${field} must be a whole number of satoshi from 1 to ${MAX_SUPPLY_SAT}.`,
      );
    }
  }

  #checkSupply(amountSat: number): void {
    if (this.#totals.fundedSat + amountSat > MAX_SUPPLY_SAT) {
      throw failedPrecondition(
        "The sandbox cannot hold more test money than all bitcoin there is.",
      );
    }
  }
}

/** Checks a webhook URL: absolute http(s). Returns it unchanged. */
function checkWebhookUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidArgument("The webhook URL must be an absolute http:// or https:// address.");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw invalidArgument("The webhook URL must be an absolute http:// or https:// address.");
  }
  return url;
}

function keepLatestPerMerchant<T extends { merchantId: string }>(
  items: T[],
  prunable: (item: T) => boolean,
): T[] {
  const seen = new Map<string, number>();
  const kept: T[] = [];
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index];
    if (item === undefined) continue;
    const count = (seen.get(item.merchantId) ?? 0) + 1;
    seen.set(item.merchantId, count);
    if (count <= HISTORY_PER_MERCHANT || !prunable(item)) kept.push(item);
  }
  return kept.reverse();
}

function randomHex(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

const SEGWIT_HRP: Record<BitcoinNetwork, string> = {
  mainnet: "bc",
  testnet: "tb",
  signet: "tb",
  regtest: "bcrt",
};

/** A random, valid P2WPKH address of the network (witness v0, 20-byte program). */
function randomSegwitAddress(network: BitcoinNetwork): string {
  return bech32.encode(SEGWIT_HRP[network], [0, ...bech32.toWords(randomBytes(20))]);
}
