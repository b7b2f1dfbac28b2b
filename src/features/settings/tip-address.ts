/**
 * A tip address is judged as the request guard judges a pay code's URL
 * (the same code: `PublicFetch.check`), when it is set, from the chat or the
 * Mini App: its host resolved, every address public (on the embedded
 * sandbox, loopback only at the sandbox's own origin). The gateway fetches
 * it at each tip, so an address on an internal host would make the
 * operator's gateway reach inside its own network. The engine judges it
 * again right before each send.
 */
import { lightningAddressUrl, parseLightningAddress } from "../../bitcoin/lnurl.ts";
import type { Translate } from "../../i18n/i18n.ts";
import { ownedBy, type PublicFetch, PublicFetchError } from "../../net/public-fetch.ts";

/**
 * Why `address` (already read by `readTipAddress`) cannot be used now, in
 * `t`'s language, or undefined when its host may be fetched. The lookup
 * counts among `userId`'s fetches in flight.
 */
export async function tipAddressRefusal(
  publicFetch: PublicFetch,
  userId: number,
  address: string,
  t: Translate,
): Promise<string | undefined> {
  const parsed = parseLightningAddress(address);
  if (!parsed) return t("settings-not-an-address");
  try {
    await ownedBy(publicFetch, userId).check(lightningAddressUrl(parsed));
    return undefined;
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    return error.kind === "loopback" || error.kind === "private_network"
      ? t("settings-local-address")
      : t("settings-address-unreachable", { host: error.host });
  }
}
