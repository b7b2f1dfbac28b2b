/**
 * The public receipt of a tipped message: one short bot message per
 * (chat, tipped message), edited as more tips arrive (total and tippers)
 * instead of a new message per tip. Its record lives in the store and is
 * changed under a lock, so replicas and redeliveries agree; adding the same
 * tip twice changes nothing.
 */
import { type Api, GrammyError } from "grammy";
import { Translations } from "../../i18n/i18n.ts";
import { DEFAULT_LANGUAGE } from "../../i18n/languages.ts";
import type { Voice, Voices } from "../../i18n/voices.ts";
import type { Logger } from "../../logger.ts";
import type { Store } from "../../storage/types.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { withMoneyMark } from "../texts.ts";

/** How long a receipt keeps being edited; a later tip on the message starts a new one (30 days). */
const RECEIPT_TTL_MS = 30 * 24 * 60 * 60_000;
/** Tip ids remembered per receipt to make adding idempotent. */
const REMEMBERED_TIPS = 200;
/** Tippers named in a receipt; the rest are counted. */
const NAMED_TIPPERS = 10;

/** One tip to add to a receipt. */
export interface ReceiptTip {
  /** The tip's operation id (makes adding it idempotent). */
  id: string;
  tipperId: number;
  tipperName: string;
  amountSat: number;
  /** The tipper's note (plain text), kept on a receipt that was this tip's confirmation. */
  note?: string | undefined;
}

/**
 * The confirmation message a tip was confirmed on: it becomes the receipt
 * when the tipped message has none yet (one message instead of an outcome
 * and a receipt), else it shows `outcome` (HTML) and stays.
 */
export interface ShownOn {
  messageId: number;
  outcome: string;
}

/** What the store keeps per tipped message. */
export interface TipReceiptRecord {
  v: 1;
  recipientName: string;
  /** The receipt message, once posted. */
  messageId?: number | undefined;
  totalSat: number;
  /** Per tipper, in the order they first tipped. */
  tippers: Array<{ id: number; name: string; sat: number }>;
  /** Ids of the tips already counted (the most recent ones). */
  tipIds: string[];
  /** The note shown under the receipt: the first tip's, when the receipt was its confirmation. */
  note?: string | undefined;
}

/** A fresh record for a recipient. */
export function emptyReceipt(recipientName: string): TipReceiptRecord {
  return { v: 1, recipientName, totalSat: 0, tippers: [], tipIds: [] };
}

/** `record` with `tip` counted; the same record when the tip was counted before. */
export function addTip(record: TipReceiptRecord, tip: ReceiptTip): TipReceiptRecord {
  if (record.tipIds.includes(tip.id)) return record;
  const known = record.tippers.some((t) => t.id === tip.tipperId);
  const tippers = known
    ? record.tippers.map((t) =>
        t.id === tip.tipperId ? { ...t, name: tip.tipperName, sat: t.sat + tip.amountSat } : t,
      )
    : [...record.tippers, { id: tip.tipperId, name: tip.tipperName, sat: tip.amountSat }];
  return {
    ...record,
    totalSat: record.totalSat + tip.amountSat,
    tippers,
    tipIds: [...record.tipIds, tip.id].slice(-REMEMBERED_TIPS),
  };
}

/** What a receipt is written with: the group's voice (satoshi only). */
export type ReceiptVoice = Pick<Voice, "t" | "amount" | "list">;

let english: ReceiptVoice | undefined;

/** English, for a receipt rendered without a group (tests). Loads the texts once. */
function englishVoice(): ReceiptVoice {
  if (!english) {
    const t = new Translations().for(DEFAULT_LANGUAGE);
    const numbers = new Intl.NumberFormat(DEFAULT_LANGUAGE, { maximumFractionDigits: 0 });
    const names = new Intl.ListFormat(DEFAULT_LANGUAGE, { type: "conjunction", style: "long" });
    english = {
      t,
      amount: (sat) => t("amount-sat", { sat: numbers.format(sat) }),
      list: (items) => names.format(items),
    };
  }
  return english;
}

/** The receipt's HTML in `voice` (English by default): recipient, total, and who gave how much. */
export function renderReceipt(
  record: TipReceiptRecord,
  sandbox: boolean,
  voice: ReceiptVoice = englishVoice(),
): string {
  const { t, amount, list } = voice;
  const named = record.tippers
    .slice(0, NAMED_TIPPERS)
    .map((tipper) =>
      t("tip-tipper-share", { name: escapeHtml(tipper.name), amount: amount(tipper.sat) }),
    );
  const more = record.tippers.length - named.length;
  const tippers = more > 0 ? [...named, t("tip-more-tippers", { count: more })] : named;
  const receipt = t("tip-receipt", {
    recipient: escapeHtml(record.recipientName),
    total: amount(record.totalSat),
    tippers: list(tippers),
  });
  const note = record.note ? t("tip-note", { note: escapeHtml(record.note) }) : undefined;
  return withMoneyMark(note ? `${receipt}\n${note}` : receipt, sandbox, t);
}

export interface ReceiptPlace {
  chatId: number;
  tippedMessageId: number;
}

/**
 * Counts `tip` on the receipt of the tipped message and shows it: edits
 * the receipt message, or posts it (as a reply to the tipped message) when
 * there is none yet or it was deleted. A tip confirmed on `shownOn` makes
 * that message the receipt when there is none yet (its buttons go with the
 * same edit, sent as a payment outcome), else the message shows the
 * outcome. A failed edit is thrown once everything else was done, so the
 * announcement is tried again (adding the tip again changes nothing).
 *
 * The edit is made under the receipt's lock but awaited after it: edits are
 * queued in the order made (outgoing-queue.ts), so the newest total goes
 * last, and while a busy group waits for its turn the edits of several tips
 * collapse into one showing them all.
 */
export async function showTipOnReceipt(
  env: { store: Store; api: Api; log: Logger; sandbox: boolean; voices: Voices },
  place: ReceiptPlace,
  recipientName: string,
  tip: ReceiptTip,
  shownOn?: ShownOn,
): Promise<void> {
  const key = `${place.chatId}:${place.tippedMessageId}`;
  const receipts = env.store.keyv<TipReceiptRecord>("tip-receipts");
  let edited: { messageId: number; done: Promise<boolean> } | undefined;
  let outcome: Promise<boolean> | undefined;
  await env.store.withLock(`tip-receipt:${key}`, async () => {
    const before = (await receipts.get(key)) ?? emptyReceipt(recipientName);
    let record = addTip(before, tip);
    const adopted =
      shownOn !== undefined &&
      (before.messageId === undefined || before.messageId === shownOn.messageId);
    if (shownOn && adopted && before.messageId === undefined) {
      record = { ...record, messageId: shownOn.messageId, note: tip.note };
    }
    // In the group's language as it is now: an edit re-renders the whole receipt.
    const text = renderReceipt(record, env.sandbox, await env.voices.forGroup(place.chatId));
    if (shownOn && !adopted) {
      // The tipped message has its receipt: this confirmation shows its own outcome.
      outcome = withPriority("payment", () =>
        editReceipt(env, place.chatId, shownOn.messageId, shownOn.outcome),
      );
      // Looked at after the lock (Promise.allSettled below): not an unhandled rejection meanwhile.
      outcome.catch(() => undefined);
    }
    if (record.messageId !== undefined) {
      const messageId = record.messageId;
      const edit = () => editReceipt(env, place.chatId, messageId, text);
      // What the presser waits to see: sent as a payment outcome.
      edited = { messageId, done: adopted ? withPriority("payment", edit) : edit() };
      edited.done.catch(() => undefined);
      await receipts.set(key, record, RECEIPT_TTL_MS);
      return;
    }
    await postReceipt(env, place, key, record, text);
  });
  const [shown, receipt] = await Promise.allSettled([outcome, edited?.done]);
  const gone = edited && receipt.status === "fulfilled" && receipt.value === false;
  if (edited && gone) {
    // The receipt message is gone: post it again, unless another tip did meanwhile.
    const goneId = edited.messageId;
    await env.store.withLock(`tip-receipt:${key}`, async () => {
      const record = await receipts.get(key);
      if (record && record.messageId === goneId) {
        const text = renderReceipt(record, env.sandbox, await env.voices.forGroup(place.chatId));
        await postReceipt(env, place, key, { ...record, messageId: undefined }, text);
      }
    });
  }
  for (const result of [shown, receipt]) {
    if (result.status === "rejected") throw result.reason;
  }
}

/**
 * Posts the receipt `text` as a new message (a reply to the tipped message)
 * and remembers it; throws what Telegram answered when it could not.
 */
async function postReceipt(
  env: { store: Store; api: Api; log: Logger },
  place: ReceiptPlace,
  key: string,
  record: TipReceiptRecord,
  text: string,
): Promise<void> {
  const receipts = env.store.keyv<TipReceiptRecord>("tip-receipts");
  let messageId: number | undefined;
  let failure: unknown;
  try {
    const sent = await env.api.sendMessage(place.chatId, text, {
      parse_mode: "HTML",
      reply_parameters: { message_id: place.tippedMessageId, allow_sending_without_reply: true },
    });
    messageId = sent.message_id;
  } catch (error) {
    env.log.warn({ err: error, chat_id: place.chatId }, "could not post the tip receipt");
    failure = error;
  }
  // Counted either way; without a message the next try (or the next tip) posts it.
  await receipts.set(key, { ...record, messageId }, RECEIPT_TTL_MS);
  if (failure !== undefined) throw failure;
}

/**
 * Edits the receipt; false when the message is gone and a new one must be
 * posted. Throws what else Telegram answered (the announcement is tried
 * again).
 */
async function editReceipt(
  env: { api: Api; log: Logger },
  chatId: number,
  messageId: number,
  text: string,
): Promise<boolean> {
  try {
    // No buttons: a receipt has none, and a confirmation it took over loses its own.
    await env.api.editMessageText(chatId, messageId, text, {
      parse_mode: "HTML",
      reply_markup: { inline_keyboard: [] },
    });
    return true;
  } catch (error) {
    if (error instanceof GrammyError && /not modified/i.test(error.description)) return true;
    if (
      error instanceof GrammyError &&
      /message to edit not found|message_id_invalid|message can't be edited/i.test(
        error.description,
      )
    ) {
      return false;
    }
    env.log.warn({ err: error, chat_id: chatId }, "could not edit the tip receipt");
    throw error;
  }
}
