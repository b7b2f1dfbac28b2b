/**
 * Reading a QR code from a photo someone sent: the largest size is
 * downloaded (size-checked) and decoded off the event loop
 * (src/workers). Several features look at the same photo (a voucher, else
 * something to pay), so the photo of one update is read once: later calls
 * for the same update get the same result, and a problem is told once.
 */
import { QrCodeError, type QrErrorReason } from "../../bitcoin/qr.ts";
import type { Translate } from "../../i18n/i18n.ts";
import type { BotContext } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { FileTooLargeError, readTelegramFile } from "./telegram-file.ts";

/** Largest photo downloaded for QR decoding (Telegram's photo sizes are far below). */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Longest content shown back (an invoice is a few hundred characters). */
const MAX_SHOWN_QR = 1_000;

const QR_ERRORS: Record<QrErrorReason, string> = {
  too_much_data: "pay-qr-error-too-much-data",
  unsupported_format: "pay-qr-error-unsupported-format",
  unreadable: "pay-qr-error-unreadable",
  too_large: "pay-qr-error-too-large",
  busy: "pay-qr-error-busy",
};

/** A photo whose QR code cannot be read, in the reader's language. */
export function qrErrorText(t: Translate, error: QrCodeError): string {
  return t(QR_ERRORS[error.reason]);
}

/** Reads of this update's photo, by update (so a second reader shares the first's work). */
const scans = new WeakMap<object, Promise<string | undefined>>();

/**
 * The text of the QR code in the update's photo (trimmed), or undefined
 * after telling the sender why there is none (once per update).
 */
export function scanQrPhoto(ctx: BotContext): Promise<string | undefined> {
  const known = scans.get(ctx.update);
  if (known) return known;
  const scan = readQrFromPhoto(ctx);
  scans.set(ctx.update, scan);
  return scan;
}

async function readQrFromPhoto(ctx: BotContext): Promise<string | undefined> {
  const photos = ctx.msg?.photo ?? [];
  const largest = photos.reduce<(typeof photos)[number] | undefined>(
    (best, size) => (!best || size.width * size.height > best.width * best.height ? size : best),
    undefined,
  );
  if (!largest) return undefined;
  if ((largest.file_size ?? 0) > MAX_PHOTO_BYTES) {
    await ctx.reply(ctx.t("pay-photo-too-large"));
    return undefined;
  }
  const file = await ctx.api.getFile(largest.file_id);
  if (!file.file_path) {
    await ctx.reply(ctx.t("pay-unreadable-image"));
    return undefined;
  }
  let bytes: Uint8Array;
  try {
    bytes = await readTelegramFile(ctx.deps.config.telegram, file.file_path, MAX_PHOTO_BYTES);
  } catch (error) {
    if (!(error instanceof FileTooLargeError)) throw error;
    await ctx.reply(ctx.t("pay-photo-too-large"));
    return undefined;
  }
  try {
    const text = (await ctx.deps.qrReader.read(bytes))?.trim();
    if (text === undefined) await ctx.reply(ctx.t("pay-no-qr"));
    return text;
  } catch (error) {
    if (!(error instanceof QrCodeError)) throw error;
    await ctx.reply(qrErrorText(ctx.t, error));
    return undefined;
  }
}

/**
 * Shows what a scanned QR code held, as copyable code (clipped), with an
 * explanation under it when there is one (HTML), so the sender sees what
 * the bot is about to act on.
 */
export async function showScannedText(
  ctx: BotContext,
  text: string,
  explanation?: string,
): Promise<void> {
  const shown =
    text === ""
      ? undefined
      : ctx.t("pay-qr-shown", {
          content: escapeHtml(
            text.length > MAX_SHOWN_QR ? `${text.slice(0, MAX_SHOWN_QR - 1)}…` : text,
          ),
        });
  const message = [shown, explanation].filter(Boolean).join("\n");
  if (message === "") return;
  await ctx.reply(message, { parse_mode: "HTML", link_preview_options: { is_disabled: true } });
}
