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
  return withMoneyMark(
    t("tip-receipt", {
      recipient: escapeHtml(record.recipientName),
      total: amount(record.totalSat),
      tippers: list(tippers),
    }),
    sandbox,
    t,
  );
}

export interface ReceiptPlace {
  chatId: number;
  tippedMessageId: number;
}

/**
 * Counts `tip` on the receipt of the tipped message and shows it: edits
 * the receipt message, or posts it (as a reply to the tipped message) when
 * there is none yet or it was deleted. Telegram failures are logged, never
 * thrown: the tip itself already happened.
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
): Promise<void> {
  const key = `${place.chatId}:${place.tippedMessageId}`;
  const receipts = env.store.keyv<TipReceiptRecord>("tip-receipts");
  let edited: { messageId: number; done: Promise<boolean> } | undefined;
  await env.store.withLock(`tip-receipt:${key}`, async () => {
    const before = (await receipts.get(key)) ?? emptyReceipt(recipientName);
    const record = addTip(before, tip);
    // In the group's language as it is now: an edit re-renders the whole receipt.
    const text = renderReceipt(record, env.sandbox, await env.voices.forGroup(place.chatId));
    if (record.messageId !== undefined) {
      edited = {
        messageId: record.messageId,
        done: editReceipt(env, place.chatId, record.messageId, text),
      };
      await receipts.set(key, record, RECEIPT_TTL_MS);
      return;
    }
    await postReceipt(env, place, key, record, text);
  });
  if (!edited || (await edited.done)) return;
  // The receipt message is gone: post it again, unless another tip did meanwhile.
  const gone = edited.messageId;
  await env.store.withLock(`tip-receipt:${key}`, async () => {
    const record = await receipts.get(key);
    if (record && record.messageId === gone) {
      const text = renderReceipt(record, env.sandbox, await env.voices.forGroup(place.chatId));
      await postReceipt(env, place, key, { ...record, messageId: undefined }, text);
    }
  });
}

/** Posts the receipt `text` as a new message (a reply to the tipped message) and remembers it. */
async function postReceipt(
  env: { store: Store; api: Api; log: Logger },
  place: ReceiptPlace,
  key: string,
  record: TipReceiptRecord,
  text: string,
): Promise<void> {
  const receipts = env.store.keyv<TipReceiptRecord>("tip-receipts");
  let messageId: number | undefined;
  try {
    const sent = await env.api.sendMessage(place.chatId, text, {
      parse_mode: "HTML",
      reply_parameters: { message_id: place.tippedMessageId, allow_sending_without_reply: true },
    });
    messageId = sent.message_id;
  } catch (error) {
    env.log.warn({ err: error, chat_id: place.chatId }, "could not post the tip receipt");
  }
  await receipts.set(key, { ...record, messageId }, RECEIPT_TTL_MS);
}

/** Edits the receipt; false when the message is gone and a new one must be posted. */
async function editReceipt(
  env: { api: Api; log: Logger },
  chatId: number,
  messageId: number,
  text: string,
): Promise<boolean> {
  try {
    await env.api.editMessageText(chatId, messageId, text, { parse_mode: "HTML" });
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
    return true;
  }
}
