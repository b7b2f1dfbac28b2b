/**
 * Waiting for what the bot does in the background (the store, the
 * gateway), polled: for Telegram calls the fake's own `waitFor` is better.
 */

/**
 * Polls `condition` every 20 ms until it holds; rejects after `timeoutMs`
 * (default 8 s), naming `what`.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what = "the condition",
  timeoutMs = 8_000,
): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 20) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} did not become true within ${timeoutMs / 1000} s`);
}
