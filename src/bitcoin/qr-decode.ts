/**
 * Reading a QR code out of a photo (JPEG, as Telegram sends them, or PNG).
 * Loaded by the photo readers' worker threads (src/workers), not by the
 * bot's main thread: the decoders are only needed once someone sends a
 * photo. CPU only, no I/O.
 */
import jpeg from "jpeg-js";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { QrCodeError } from "./qr.ts";

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
