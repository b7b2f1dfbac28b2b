/**
 * A bill's record, its store, and its card. One record per bill, changed
 * under the bill's lock so presses, payments arriving and Close agree
 * across replicas; the card is a pure function of the record and the
 * group's voice (no one's balance or account, only who paid).
 */
import type { InlineKeyboardMarkup } from "grammy/types";
import type { AccountIdentity } from "../../accounts/accounts.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { FiatUsed } from "../../prices/amount-input.ts";
import type { Store } from "../../storage/types.ts";
import { fiatText } from "../../wording/amounts.ts";

/** How long a bill is kept (and its buttons answered): 30 days. */
const BILL_TTL_MS = 30 * 24 * 60 * 60_000;

/** Callback data: `split:<p|o|c>:<bill id>`: Pay my share, I'm out, Close. */
export const BILL_DATA = /^split:([poc]):([A-Za-z0-9_-]{22})$/;

/** A member on a bill. Names are plain text; `id` unknown while only their @username is. */
export interface BillMember {
  id?: number | undefined;
  username?: string | undefined;
  name: string;
  handle: string;
}

/** One share of a bill: a named member's, or an open bill's slot (a member once joined). */
export interface Share {
  slot: number;
  member?: BillMember | undefined;
  sat: number;
  state: "owed" | "paid" | "out";
  /** How it was paid: from the member's account through the bot, or from any wallet. */
  paidWith?: "account" | "wallet" | undefined;
  /** The invoice for this share on the organiser's account, made at the first press. */
  invoice?: { operationId: string; text: string; expiresAt?: number | undefined } | undefined;
  /** The payment attempt under way (its intent's origin ends with it). */
  attempt: number;
  /** The intent of the current attempt, once made. */
  intentId?: string | undefined;
  /** When it was paid, once it was. */
  paidAt?: number | undefined;
}

export interface Bill {
  v: 1;
  id: string;
  chatId: number;
  chatTitle: string;
  /** Where the group's message links start (supergroups). */
  linkBase?: string | undefined;
  /** The card, once posted. */
  messageId?: number | undefined;
  organiser: BillMember & { id: number };
  /** The organiser's account connection when the bill was made: its invoices are on it. */
  organiserAccount: AccountIdentity | null;
  note?: string | undefined;
  totalSat: number;
  /** The fiat amount the total was written in, fixed at creation. */
  fiat?: FiatUsed | undefined;
  /** The organiser's own part (not billed). */
  organiserSat: number;
  /** True for an open bill: its shares go to the first members who press. */
  open: boolean;
  shares: Share[];
  state: "open" | "settled" | "closed" | "frozen";
  /** When it ended (Close, settled, frozen). */
  endedAt?: number | undefined;
  createdAt: number;
}

/** The bills in the store. */
export class BillBook {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  #bills() {
    return this.#store.keyv<Bill>("split-bills");
  }

  #invoices() {
    return this.#store.keyv<string>("split-invoices");
  }

  #people() {
    return this.#store.keyv<string[]>("split-people");
  }

  get(id: string): Promise<Bill | undefined> {
    return this.#bills().get(id);
  }

  /** Stores a new bill and remembers it for its organiser and named members (the Mini App lists it). */
  async create(bill: Bill): Promise<void> {
    await this.#bills().set(bill.id, bill, BILL_TTL_MS);
    await this.remember(bill.organiser.id, bill.id);
    for (const share of bill.shares) {
      if (share.member?.id !== undefined) await this.remember(share.member.id, bill.id);
    }
  }

  /**
   * Changes the bill under its lock (replicas and concurrent presses
   * agree); `change` returns the new record, or undefined to leave it.
   * Resolves the bill as it stands afterwards.
   */
  async update(
    id: string,
    change: (bill: Bill) => Promise<Bill | undefined> | Bill | undefined,
  ): Promise<Bill | undefined> {
    return this.#store.withLock(
      `split-bill:${id}`,
      async () => {
        const bill = await this.get(id);
        if (!bill) return undefined;
        const changed = await change(bill);
        if (!changed) return bill;
        await this.#bills().set(id, changed, BILL_TTL_MS);
        return changed;
      },
      { waitMs: 15_000, leaseMs: 30_000 },
    );
  }

  /** Remembers that the invoice `operationId` is for `slot` of bill `billId`. */
  async noteInvoice(operationId: string, billId: string, slot: number): Promise<void> {
    await this.#invoices().set(operationId, `${billId}:${slot}`, BILL_TTL_MS);
  }

  /** The bill and slot an invoice was made for, if it was a share's. */
  async invoiceOf(operationId: string): Promise<{ billId: string; slot: number } | undefined> {
    const value = await this.#invoices().get(operationId);
    if (value === undefined) return undefined;
    const [billId = "", slot = ""] = value.split(":");
    return { billId, slot: Number(slot) };
  }

  /** Notes that `userId` is on bill `billId` (as organiser or member), newest first. */
  async remember(userId: number, billId: string): Promise<void> {
    await this.#store.withLock(
      `split-people:${userId}`,
      async () => {
        const ids = (await this.#people().get(String(userId))) ?? [];
        if (ids.includes(billId)) return;
        await this.#people().set(
          String(userId),
          [billId, ...ids].slice(0, REMEMBERED_BILLS),
          BILL_TTL_MS,
        );
      },
      { waitMs: 10_000, leaseMs: 5_000 },
    );
  }

  /** The bills `userId` is on, newest first (those still kept). */
  async billsOf(userId: number): Promise<Bill[]> {
    const ids = (await this.#people().get(String(userId))) ?? [];
    const bills = await Promise.all(ids.map((id) => this.get(id)));
    return bills.filter((bill): bill is Bill => bill !== undefined);
  }
}

/** Bills remembered per person for the Mini App. */
const REMEMBERED_BILLS = 50;

/** The share of `userId` (or, while their id is not known, of their @username), if any. */
export function shareOf(
  bill: Bill,
  user: { id: number; username?: string | undefined },
): Share | undefined {
  const byId = bill.shares.find((s) => s.member?.id === user.id);
  if (byId) return byId;
  const name = user.username?.toLowerCase();
  if (name === undefined) return undefined;
  return bill.shares.find(
    (s) => s.member?.id === undefined && s.member?.username?.toLowerCase() === name,
  );
}

/** The shares that count (nobody is out of them). */
function billedShares(bill: Bill): Share[] {
  return bill.shares.filter((s) => s.state !== "out" && (!bill.open || s.member));
}

/** How many shares are paid, of how many that count; and the satoshi of each. */
export function paidCount(bill: Bill): {
  paid: number;
  count: number;
  paidSat: number;
  billedSat: number;
} {
  const billed = billedShares(bill);
  const paid = billed.filter((s) => s.state === "paid");
  const sum = (shares: Share[]) => shares.reduce((total, s) => total + s.sat, 0);
  return { paid: paid.length, count: billed.length, paidSat: sum(paid), billedSat: sum(billed) };
}

/** True when every share that counts is paid (an open bill: every slot taken and paid). */
export function allPaid(bill: Bill): boolean {
  const billed = billedShares(bill);
  if (bill.open && bill.shares.some((s) => !s.member)) return false;
  return billed.length > 0 && billed.every((s) => s.state === "paid");
}

/** The card's HTML and buttons, in the group's voice. */
export function billCard(
  bill: Bill,
  voice: Voice,
  sandbox: boolean,
): { html: string; keyboard: InlineKeyboardMarkup } {
  const { t } = voice;
  const organiser = escapeHtml(bill.organiser.name);
  const what = bill.note ? escapeHtml(bill.note) : t("split-card-no-note");
  const total = bill.fiat
    ? t("split-card-total-fiat", {
        total: voice.sat(bill.totalSat),
        fiat: fiatText(voice, bill.fiat),
      })
    : voice.sat(bill.totalSat);
  const lines = [t("split-card", { what, total, organiser })];
  if (bill.organiserSat > 0) {
    lines.push(t("split-card-organiser-share", { organiser, share: voice.sat(bill.organiserSat) }));
  }
  for (const share of bill.shares) {
    if (!share.member) continue;
    const name = escapeHtml(share.member.name);
    const amount = voice.sat(share.sat);
    if (share.state === "paid") lines.push(t("split-card-paid", { name, share: amount }));
    else if (share.state === "out") lines.push(t("split-card-out", { name }));
    else lines.push(t("split-card-owed", { name, share: amount }));
  }
  const free = bill.shares.filter((s) => !s.member);
  if (bill.state === "open" && free.length > 0) {
    lines.push(
      t("split-card-open-left", { count: free.length, share: voice.sat(free[0]?.sat ?? 0) }),
    );
  }
  const { paid, count } = paidCount(bill);
  switch (bill.state) {
    case "settled":
      lines.push(t("split-card-settled"));
      break;
    case "closed":
      lines.push(t("split-card-closed", { paid, count }));
      if (paid < count) lines.push(t("split-card-closed-invoices"));
      break;
    case "frozen":
      lines.push(t("split-card-frozen", { organiser, paid, count }));
      break;
    case "open":
      break;
  }
  const keyboard: InlineKeyboardMarkup =
    bill.state === "open"
      ? {
          inline_keyboard: [
            [
              { text: t("split-button-pay"), callback_data: `split:p:${bill.id}` },
              { text: t("split-button-out"), callback_data: `split:o:${bill.id}` },
            ],
            [{ text: t("split-button-close"), callback_data: `split:c:${bill.id}` }],
          ],
        }
      : { inline_keyboard: [] };
  return { html: withMoneyMark(lines.join("\n"), sandbox, t), keyboard };
}
