/**
 * The bitcoin networks the bot can be configured for (`BITCOIN_NETWORK`).
 */

/** Every supported network, in the spelling `BITCOIN_NETWORK` uses. */
export const BITCOIN_NETWORKS = ["mainnet", "testnet", "signet", "regtest"] as const;

/** One of `BITCOIN_NETWORKS`. */
export type BitcoinNetwork = (typeof BITCOIN_NETWORKS)[number];

/** True when `value` is one of `BITCOIN_NETWORKS` (exact, lowercase). */
export function isBitcoinNetwork(value: unknown): value is BitcoinNetwork {
  return typeof value === "string" && (BITCOIN_NETWORKS as readonly string[]).includes(value);
}
