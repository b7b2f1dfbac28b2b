/**
 * Waiting for what the bot does in the background (the store, the
 * gateway), polled: for Telegram calls the fake's own `waitFor` is better.
 */

/**
 * Polls `condition` every 20 ms until it holds; rejects once `timeoutMs`
 * (default 8 s) of real time has passed, naming `what`. The deadline is
 * the clock's, not a count of polls: a slow condition (a store opened, an
 * HTTP probe) does not stretch it.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what = "the condition",
  timeoutMs = 8_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} did not become true within ${timeoutMs / 1000} s`);
}
