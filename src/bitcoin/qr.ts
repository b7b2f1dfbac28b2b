/**
 * QR codes: rendering invoices and LNURLs as PNG for Telegram photos, and
 * reading a QR code out of a photo (JPEG, as Telegram sends them, or PNG).
 * CPU only, no I/O.
 */
import jpeg from "jpeg-js";
import jsQR from "jsqr";
import { PNG } from "pngjs";
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
  const { size, modules } = symbol;
  const scale = Math.max(1, Math.floor(maxWidthPx / (size + 2 * margin)));
  const grid = {
    size,
    isDark: (row: number, column: number) => modules[row * size + column] === 1,
  };
  return encodeModulePng(grid, scale, margin);
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

/** Images above this many pixels are refused before decoding (Telegram photos are ≤ 2560 px wide). */
export const MAX_IMAGE_PIXELS = 20_000_000;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/**
 * Finds a QR code in a JPEG or PNG image (format told by its first bytes)
 * and returns its text; undefined when the image holds no readable code.
 * Dark-on-light and inverted (light-on-dark) codes are both found. Time
 * grows with the pixel count (tens to hundreds of ms for a Telegram photo):
 * the bot runs it on worker threads (`QrPhotoReader`). Throws `QrCodeError`
 * for an image it cannot read.
 */
export function decodeQrImage(bytes: Uint8Array): string | undefined {
  const image = startsWith(bytes, PNG_MAGIC)
    ? readPng(bytes)
    : startsWith(bytes, JPEG_MAGIC)
      ? readJpeg(bytes)
      : undefined;
  if (!image) throw new QrCodeError("unsupported_format");
  const { width, height, data } = image;
  if (data.length < width * height * 4) throw new QrCodeError("unreadable");
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, width * height * 4);
  const code = jsQR.default(pixels, width, height, { inversionAttempts: "attemptBoth" });
  return code?.data ? code.data : undefined;
}

interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

function readPng(bytes: Uint8Array): RgbaImage {
  // IHDR is the first chunk: width and height at bytes 16..24. Checked
  // before decoding so a tiny file cannot make us allocate gigabytes.
  if (bytes.length < 24) throw new QrCodeError("unreadable");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkPixelCount(view.getUint32(16), view.getUint32(20));
  try {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: png.width, height: png.height, data: png.data };
  } catch (cause) {
    throw new QrCodeError("unreadable", { cause });
  }
}

function readJpeg(bytes: Uint8Array): RgbaImage {
  try {
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
  } catch (cause) {
    const tooLarge =
      cause instanceof Error && /maxResolutionInMP|maxMemoryUsage/.test(cause.message);
    throw new QrCodeError(tooLarge ? "too_large" : "unreadable", { cause });
  }
}

function checkPixelCount(width: number, height: number): void {
  if (width === 0 || height === 0) throw new QrCodeError("unreadable");
  if (width * height > MAX_IMAGE_PIXELS) throw new QrCodeError("too_large");
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}
