/**
 * The user's own lightning address for /start: the one their pay code (4.6)
 * states (see src/bitcoin/lightning-address.ts, the one place that reads it), waited for
 * only briefly so a greeting is never slow.
 */
import type { Account } from "../../accounts/accounts.ts";
import { lightningAddressFor } from "../../bitcoin/lightning-address.ts";
import type { BotContext } from "../../chat/context.ts";

/** How long /start waits for the pay code before greeting without the address. */
const PAY_CODE_WAIT_MS = 2_000;

/**
 * The account's lightning address from its pay code (4.6), or undefined
 * when the code has none, the gateway refuses (no webhook yet) or does not
 * answer within a moment: a greeting never waits long for it.
 */
export async function ownLightningAddress(
  ctx: BotContext,
  account: Account,
): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), PAY_CODE_WAIT_MS);
  });
  const code = ctx.deps.wallet.payCode(account).catch((error: unknown) => {
    ctx.log.debug({ err: error }, "no pay code for the greeting");
    return undefined;
  });
  try {
    const lnurl = await Promise.race([code, late]);
    return lnurl === undefined ? undefined : lightningAddressFor(lnurl);
  } finally {
    clearTimeout(timer);
  }
}
