/**
 * The lightning address behind a pay code. The gateway's contract gives
 * only an LNURL (4.6); an address is shown only when it is truly known,
 * that is when the LNURL's URL is exactly the LUD-16 URL of `name@host`
 * (`https://host/.well-known/lnurlp/name`), so that paying the address and
 * paying the code are the same request. Nothing is guessed from other URL
 * shapes (e.g. `/lnurlp/<id>`): those may have no address at all.
 */
import type { Account } from "../../accounts/accounts.ts";
import { decodeLnurl, lightningAddressUrl, parseLightningAddress } from "../../bitcoin/lnurl.ts";
import type { BotContext } from "../../chat/context.ts";

/**
 * `name@host` when `lnurl` (bech32 `lnurl1…`) is the LUD-16 pay request of
 * that lightning address, else undefined (also for text that is no LNURL).
 * Pure.
 */
export function lightningAddressFor(lnurl: string): string | undefined {
  let url: URL;
  try {
    url = decodeLnurl(lnurl);
  } catch {
    return undefined;
  }
  const match = /^\/\.well-known\/lnurlp\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1] || url.search || url.hash || url.username || url.password) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  const address = parseLightningAddress(`${name}@${url.host}`);
  // The address must lead back to this very URL (scheme included), or it is not the same code.
  if (!address || lightningAddressUrl(address).toString() !== url.toString()) return undefined;
  return `${address.user}@${address.domain}`;
}

/**
 * The lightning address of `account`'s own pay code (4.6), or undefined when
 * the gateway gives none, gives a code without an address, or fails (for
 * /start and other places that show it only as an extra).
 */
export async function lightningAddressOf(
  ctx: BotContext,
  account: Account,
): Promise<string | undefined> {
  try {
    return lightningAddressFor(await ctx.deps.wallet.payCode(account));
  } catch (error) {
    ctx.log.debug({ err: error }, "no lightning address: the pay code is not available");
    return undefined;
  }
}
