/**
 * Chromium from the system's packages (Debian's `chromium`), driven by
 * playwright-core: no browser is ever downloaded. `CHROMIUM_PATH` names
 * another binary. Without one, the browser tests are skipped and the run's
 * global set-up says so once (test/support/services-notice.ts).
 */
import { accessSync, constants } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The Chromium binary to drive, or undefined when this machine has none. */
export function chromiumPath(): string | undefined {
  const given = process.env.CHROMIUM_PATH;
  for (const candidate of given ? [given] : CANDIDATES) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not this one.
    }
  }
  return undefined;
}

/** Starts a headless Chromium; always `close()` it. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("no Chromium on this machine (apt-get install chromium)");
  return chromium.launch({
    executablePath,
    headless: true,
    // Tests run as root in CI containers, where Chromium's sandbox cannot start.
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
}
