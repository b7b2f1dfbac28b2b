/**
 * The bytes of a file a user sent, from wherever the Bot API keeps it. The
 * cloud Bot API gives a relative `file_path` to download from
 * `<apiRoot>/file/bot<token>/<file_path>`; a local Bot API server
 * (`telegram-bot-api --local`) gives the file's absolute path on its own
 * disk, which the bot, running beside it, reads directly. Hand-written:
 * @grammyjs/files downloads into temporary files and hydrates every context,
 * where the one caller needs a size-checked buffer.
 */
import { open } from "node:fs/promises";
import path from "node:path";

export class FileTooLargeError extends Error {
  constructor() {
    super("the file is larger than allowed");
    this.name = "FileTooLargeError";
  }
}

/** Reads the file at `filePath` (either form), refusing more than `maxBytes`. */
export async function readTelegramFile(
  telegram: { apiRoot: string; token: string },
  filePath: string,
  maxBytes: number,
): Promise<Uint8Array> {
  if (path.isAbsolute(filePath)) {
    const handle = await open(filePath, "r");
    try {
      if ((await handle.stat()).size > maxBytes) throw new FileTooLargeError();
      return new Uint8Array(await handle.readFile());
    } finally {
      await handle.close();
    }
  }
  // The download URL contains the bot token: it is never logged.
  const response = await fetch(`${telegram.apiRoot}/file/bot${telegram.token}/${filePath}`, {
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`file download failed with HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > maxBytes) throw new FileTooLargeError();
  return bytes;
}
