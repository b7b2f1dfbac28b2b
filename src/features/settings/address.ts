/**
 * Reading the lightning address a member wants tips sent to. Pure: the
 * address is checked for form only; whether it pays shows at the first tip.
 */
import { parseLightningAddress } from "../../bitcoin/lnurl.ts";

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
