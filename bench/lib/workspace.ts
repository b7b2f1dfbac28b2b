/** Temporary folders and Telegram fakes that are always cleaned up. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { TelegramFake, type TelegramFakeOptions } from "../../test/support/telegram-fake.ts";
import { trackFolder } from "./cleanup.ts";

/** Runs `work` with a fresh temporary folder (mode 0700), removed afterwards whatever happens. */
export async function withTempDir<T>(label: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), `lnbot-bench-${label}-`));
  const untrack = trackFolder(dir);
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
    untrack();
  }
}

/** Runs `work` with a started Telegram fake on 127.0.0.1, closed afterwards. */
export async function withFake<T>(
  work: (fake: TelegramFake) => Promise<T>,
  options: TelegramFakeOptions = {},
): Promise<T> {
  const fake = new TelegramFake(options);
  await fake.start();
  try {
    return await work(fake);
  } finally {
    await fake.close();
  }
}
