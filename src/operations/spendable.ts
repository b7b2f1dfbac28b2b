/**
 * The funds check before a payment is offered or made without a press
 * (4.5): a Send or Tip button is an offer to pay, so an amount above what
 * the payer can spend is refused first, as /pay does.
 */
import type { Gateway } from "../gateway/client.ts";
import type { MerchantCredentials } from "../gateway/types.ts";
import type { Logger } from "../logger.ts";

/**
 * What `credentials` can spend now, or undefined when the balance cannot be
 * read: that does not block (the gateway still refuses a send it cannot
 * make); it is logged as "balance check before <what> failed".
 */
export async function spendableOrUnknown(
  gateway: Gateway,
  credentials: MerchantCredentials,
  log: Pick<Logger, "warn">,
  what: string,
): Promise<number | undefined> {
  return gateway
    .account(credentials)
    .getBalance()
    .then((balance) => balance.spendableSat)
    .catch((error: unknown) => {
      log.warn({ err: error }, `balance check before ${what} failed; continuing`);
      return undefined;
    });
}
