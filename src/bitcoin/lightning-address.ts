/**
 * Lightning addresses in the wallet's own accounts, pure. The address
 * behind a pay code: the gateway's contract gives only an LNURL (4.6); an
 * address is shown only when it is truly known, that is when the LNURL's
 * URL is exactly the LUD-16 URL of `name@host`
 * (`https://host/.well-known/lnurlp/name`), so that paying the address and
 * paying the code are the same request. Nothing is guessed from other URL
 * shapes (e.g. `/lnurlp/<id>`): those may have no address at all. And the
 * address a member wants tips sent to, checked for form only (whether it
 * pays shows at the first tip).
 */
import { decodeLnurl, lightningAddressUrl, parseLightningAddress } from "./lnurl.ts";

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

export type TipAddressInput =
  | { ok: true; address: string }
  | { ok: false; reason: "not_an_address" | "local_host" };

/**
 * The normalised `user@domain` in `text` (a `lightning:` prefix is
 * accepted). Addresses on loopback hosts are refused unless `allowLocal`
 * (the embedded sandbox, which itself lives on loopback): a real gateway
 * would be asked to fetch from its own machine.
 */
export function readTipAddress(text: string, options: { allowLocal: boolean }): TipAddressInput {
  const address = parseLightningAddress(text);
  if (!address) return { ok: false, reason: "not_an_address" };
  const host = address.domain.replace(/:\d+$/, "");
  const local = host === "localhost" || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "0.0.0.0";
  if (local && !options.allowLocal) return { ok: false, reason: "local_host" };
  return { ok: true, address: `${address.user}@${address.domain}` };
}
