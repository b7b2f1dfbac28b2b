/**
 * The user's own lightning address, for /start: read from the pay code the
 * gateway gives the account (4.6), never made up. A code is an address
 * when its URL is LUD-16's `<scheme>://<host>/.well-known/lnurlp/<name>`:
 * that URL *is* `<name>@<host>`. Any other code (the sandbox's
 * `/lnurlp/<merchant id>`, say) has none that the code itself states, so
 * none is shown.
 *
 * Kept apart on purpose: once the LNURL feature can read a pay request's
 * metadata (LUD-16 `text/identifier`), `lightningAddressOfPayCode` is the
 * one place to widen.
 */
import type { Account } from "../../../accounts/accounts.ts";
import { decodeLnurl, lightningAddressUrl, parseLightningAddress } from "../../../bitcoin/lnurl.ts";
import type { BotContext } from "../../context.ts";
import { gatewayFor } from "../../flows/account.ts";

/** How long /start waits for the pay code before greeting without the address. */
const PAY_CODE_WAIT_MS = 2_000;

/** `name@host` when the LNURL pay code is a LUD-16 lightning address URL; else undefined. */
export function lightningAddressOfPayCode(lnurl: string): string | undefined {
  let url: URL;
  try {
    url = decodeLnurl(lnurl);
  } catch {
    return undefined;
  }
  const match = /^\/\.well-known\/lnurlp\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1] || url.search !== "" || url.hash !== "") return undefined;
  let name: string;
  try {
    name = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  const address = parseLightningAddress(`${name}@${url.host}`);
  if (!address) return undefined;
  // Only when the address leads back to exactly this URL (scheme included).
  if (lightningAddressUrl(address).toString() !== url.toString()) return undefined;
  return `${address.user}@${address.domain}`;
}

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
  const code = gatewayFor(ctx, account)
    .getLnurl()
    .catch((error: unknown) => {
      ctx.log.debug({ err: error }, "no pay code for the greeting");
      return undefined;
    });
  try {
    const lnurl = await Promise.race([code, late]);
    return lnurl === undefined ? undefined : lightningAddressOfPayCode(lnurl);
  } finally {
    clearTimeout(timer);
  }
}
