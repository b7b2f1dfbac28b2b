/**
 * The invoices made from inline results, by operation id: what the card's
 * Pay deep link (`start=pay_<id>`) and QR button need, the invoice itself,
 * which the ledger does not keep.
 */
import type { Store } from "../../storage/types.ts";

/** How long an inline invoice can still be opened from its card (beyond any invoice's expiry). */
const INLINE_INVOICE_TTL_MS = 7 * 24 * 60 * 60_000;

export interface InlineInvoice {
  ownerId: number;
  amountSat: number;
  /** As written by the owner (plain text), if any. */
  description?: string | undefined;
  /** The BOLT11 invoice. */
  invoice: string;
}

export class InlineInvoiceBook {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async save(operationId: string, invoice: InlineInvoice): Promise<void> {
    await this.#store
      .keyv<InlineInvoice>("inline-invoices")
      .set(operationId, invoice, INLINE_INVOICE_TTL_MS);
  }

  /** The invoice, or undefined for an unknown id or one forgotten after its time. */
  async get(operationId: string): Promise<InlineInvoice | undefined> {
    return this.#store.keyv<InlineInvoice>("inline-invoices").get(operationId);
  }
}
