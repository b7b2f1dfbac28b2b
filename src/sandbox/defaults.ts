/**
 * The sandbox's defaults that the bot's own configuration needs too, in a
 * module of their own: reading them does not load the sandbox (which a bot
 * with GATEWAY_BASE_URL never starts).
 */

/** The fixed fee of an on-chain send (4.3) unless configured otherwise, in satoshi. */
export const DEFAULT_ONCHAIN_FEE_SAT = 250;
