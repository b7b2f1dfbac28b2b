/**
 * QR codes: rendering invoices and LNURLs as PNG for Telegram photos, and
 * the errors of QR work. Reading a code out of a photo is in qr-decode.ts,
 * which only the photo readers' worker threads load. CPU only, no I/O.
 */
import { stripLightningPrefix } from "./lnurl.ts";
import { encodeModulePng } from "./png.ts";
import { createQrModules, type QrErrorCorrection, type QrModules } from "./qr-mask.ts";

/**
 * Why a QR operation failed:
 * - `too_much_data`: the text does not fit in a QR code;
 * - `unsupported_format`: the image is neither JPEG nor PNG;
 * - `unreadable`: a JPEG or PNG that is damaged or cut short;
 * - `too_large`: the image has more than `MAX_IMAGE_PIXELS` pixels;
 * - `busy`: too many photos are waiting to be read (`QrPhotoReader`).
 */
export type QrErrorReason =
  | "too_much_data"
  | "unsupported_format"
  | "unreadable"
  | "too_large"
  | "busy";

const REASON_MESSAGES: Record<QrErrorReason, string> = {
  too_much_data: "This text is too long for a QR code: share it as text instead.",
  unsupported_format: "This image is not a JPEG or PNG: send the QR code as a photo.",
  unreadable: "This image could not be read: send the QR code again as a photo.",
  too_large: "This image is too large to scan: send a smaller photo of the QR code.",
  busy: "Too many photos are being read right now: send yours again in a minute.",
};

/** Typed failure of `renderQrPng` and `decodeQrImage`; `message` is one sentence for the user. */
export class QrCodeError extends Error {
  readonly reason: QrErrorReason;

  constructor(reason: QrErrorReason, options?: { cause?: unknown }) {
    super(REASON_MESSAGES[reason], options);
    this.name = "QrCodeError";
    this.reason = reason;
  }
}

/** Options of `renderQrPng`. */
export interface QrRenderOptions {
  /** Largest width (= height) of the image in pixels. Default 512. */
  maxWidthPx?: number;
  /** Quiet zone around the code, in modules. Default 4 (what the QR standard asks). */
  marginModules?: number;
  /** Error correction level. Default `M` (15 %: survives Telegram's JPEG recompression). */
  errorCorrection?: QrErrorCorrection;
}

/** QR's alphanumeric mode character set (ISO/IEC 18004 §7.4.4). */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]+$/;

/**
 * Renders `text` as a black-on-white PNG QR code, with a whole number of
 * pixels per module (sharp edges) and the largest size not above
 * `maxWidthPx`. Pass `lightningUri(…)` for invoices and LNURLs so the code
 * uses the compact alphanumeric mode. Encoded by `qrcode` (see qr-mask.ts
 * for how its mask choice is sped up). Throws `QrCodeError`
 * (`too_much_data`), or `RangeError` for an empty text (a programming error).
 */
export function renderQrPng(text: string, options: QrRenderOptions = {}): Buffer {
  const maxWidthPx = options.maxWidthPx ?? 512;
  const margin = options.marginModules ?? 4;
  const errorCorrectionLevel = options.errorCorrection ?? "M";
  if (text === "") throw new RangeError("renderQrPng needs a non-empty text.");
  let symbol: QrModules;
  try {
    // Text made only of QR's alphanumeric characters (an uppercase invoice
    // URI) goes in as one segment: qrcode's automatic segmentation searches
    // a graph of every split and costs as much as the rest of the encoding.
    // (Its split could mix in numeric runs and, rarely, save a version; an
    // invoice's code stays the same size either way.)
    const data = ALPHANUMERIC.test(text) ? [{ data: text, mode: "alphanumeric" as const }] : text;
    symbol = createQrModules(data, errorCorrectionLevel);
  } catch (cause) {
    if (cause instanceof Error && /too big/i.test(cause.message)) {
      throw new QrCodeError("too_much_data", { cause });
    }
    throw cause;
  }
  const scale = Math.max(1, Math.floor(maxWidthPx / (symbol.size + 2 * margin)));
  return encodeModulePng(symbol, scale, margin);
}

/**
 * The `lightning:` URI to put in a QR code. Bech32 payloads (invoices,
 * `lnurl1…`) are uppercased, `LIGHTNING:LNBC…`, which QR encodes in
 * alphanumeric mode: a smaller, easier to scan code; wallets accept either
 * case. Other payloads (lightning addresses, `lnurlp://`) keep their case
 * under a lowercase `lightning:`. An existing `lightning:` prefix is replaced.
 */
export function lightningUri(payload: string): string {
  const bare = stripLightningPrefix(payload.trim());
  return /^ln[0-9a-z]*1[0-9a-z]+$/i.test(bare)
    ? `LIGHTNING:${bare.toUpperCase()}`
    : `lightning:${bare}`;
}
