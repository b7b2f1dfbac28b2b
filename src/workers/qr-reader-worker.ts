/**
 * The worker-thread side of `QrPhotoReader`: finds the QR code in a photo
 * with the pure `decodeQrImage`. A failure the user should hear about
 * (`QrCodeError`) comes back as a value, because an Error crossing threads
 * loses its class and `reason`; anything else is thrown and rejects the task.
 */
import { QrCodeError, type QrErrorReason } from "../bitcoin/qr.ts";
import { decodeQrImage } from "../bitcoin/qr-decode.ts";

/** What a task answers: the code's text (undefined when there is none), or why the photo could not be read. */
export type QrReadResult =
  | { ok: true; text: string | undefined }
  | { ok: false; reason: QrErrorReason };

/** Reads the QR code in a JPEG or PNG photo. */
export function read(bytes: Uint8Array): QrReadResult {
  try {
    return { ok: true, text: decodeQrImage(bytes) };
  } catch (error) {
    if (error instanceof QrCodeError) return { ok: false, reason: error.reason };
    throw error;
  }
}
