/**
 * Reading QR codes from photos off the event loop. Decoding a Telegram
 * photo (JPEG in JavaScript, then jsQR's search over every pixel) takes
 * tens to hundreds of milliseconds; on the bot's thread it would hold up
 * every other user's update for that long. A small piscina pool of worker
 * threads does it instead. The pool (and piscina itself) is made on the
 * first photo, and its threads stop after a minute without one, so a bot
 * nobody sends photos to loads and carries none of it.
 */
import type { Piscina } from "piscina";
import { QrCodeError } from "../bitcoin/qr.ts";
import type { QrReadResult } from "./qr-reader-worker.ts";

/** Finds the QR code in a photo (`Services.qrReader`). */
export interface QrReader {
  /** The code's text, undefined when the photo holds none; rejects with `QrCodeError` for an unreadable image. */
  read(bytes: Uint8Array): Promise<string | undefined>;
}

export interface QrPhotoReaderOptions {
  /** Most photos read at once. Default 2 (a slow photo never makes the next one wait for it). */
  maxThreads?: number;
  /** How long an idle thread is kept (ms). Default 60 000. */
  idleTimeoutMs?: number;
  /** Photos that may wait for a thread; more are refused as `busy`. Default 8. */
  maxQueue?: number;
}

/** A pool of worker threads running `decodeQrImage`. */
export class QrPhotoReader implements QrReader {
  readonly #options: QrPhotoReaderOptions;
  #pool: Promise<Piscina> | undefined;
  #closed = false;

  constructor(options: QrPhotoReaderOptions = {}) {
    this.#options = options;
  }

  async read(bytes: Uint8Array): Promise<string | undefined> {
    if (this.#closed) throw new Error("The QR photo reader is closed.");
    this.#pool ??= this.#start();
    let result: QrReadResult;
    try {
      result = (await (await this.#pool).run(bytes)) as QrReadResult;
    } catch (error) {
      // Piscina's refusal beyond maxQueue.
      if (error instanceof Error && /queue is at limit/i.test(error.message)) {
        throw new QrCodeError("busy", { cause: error });
      }
      throw error;
    }
    if (!result.ok) throw new QrCodeError(result.reason);
    return result.text;
  }

  /** Lets the photos already queued finish, then stops the threads; later photos are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    await (await this.#pool)?.close();
  }

  async #start(): Promise<Piscina> {
    const { Piscina } = await import("piscina");
    return new Piscina({
      filename: new URL("./qr-reader-worker.ts", import.meta.url).href,
      name: "read",
      minThreads: 0,
      maxThreads: this.#options.maxThreads ?? 2,
      idleTimeout: this.#options.idleTimeoutMs ?? 60_000,
      maxQueue: this.#options.maxQueue ?? 8,
    });
  }
}
