/**
 * Request authentication as the contract defines it (B.2, B.3): the API key
 * names the merchant, the signature proves the secret key over the exact
 * path-and-query, nonce and body bytes, and each nonce is accepted once.
 * Every failure is 401 UNAUTHENTICATED; nothing secret goes into a message.
 */
import { timingSafeEqual } from "node:crypto";
import { signingKey, signRequest } from "../gateway/signing.ts";
import { unauthenticated } from "./errors.ts";
import type { SandboxLedger } from "./ledger.ts";
import { NONCE_PATTERN, type NonceGuard } from "./nonce-guard.ts";
import type { MerchantRecord } from "./state.ts";

/** What one request presents. */
export interface Credentials {
  /** `X-gateway-api-key`. */
  apiKey: string | undefined;
  /** `X-gateway-api-signature`. */
  signature: string | undefined;
  /** The path and query exactly as received, from `/gateway` on. */
  pathAndQuery: string;
  /** The nonce from the body (POST) or query (GET); undefined when absent. */
  nonce: string | undefined;
  /** The body bytes exactly as received (empty for GET). */
  body: Uint8Array;
}

/** Relaxations of single operations. */
export interface AuthRules {
  /** 4.5: the published example sends no signature. A wrong signature is still refused. */
  signatureOptional?: boolean;
  /** 4.7: the published example sends no nonce; one that is sent must still be valid and new. */
  nonceOptional?: boolean;
}

/** The merchant of an API key; 401 when the key is missing or unknown. */
export function requireKnownKey(ledger: SandboxLedger, apiKey: string | undefined): MerchantRecord {
  if (!apiKey) throw unauthenticated("The X-gateway-api-key header is missing.");
  const merchant = ledger.findByApiKey(apiKey);
  if (!merchant) throw unauthenticated("The API key is not known to this gateway.");
  return merchant;
}

/**
 * The merchant the request authenticates as. Order: known key, nonce shape,
 * signature, then nonce freshness, so a forged request cannot use up a
 * merchant's nonces.
 */
export function authenticate(
  ledger: SandboxLedger,
  nonces: NonceGuard,
  presented: Credentials,
  rules: AuthRules = {},
): MerchantRecord {
  const merchant = requireKnownKey(ledger, presented.apiKey);

  const nonce = presented.nonce;
  if (nonce === undefined) {
    if (!rules.nonceOptional)
      throw unauthenticated("The nonce is missing: send one with every request.");
  } else if (!NONCE_PATTERN.test(nonce)) {
    throw unauthenticated("The nonce must be a string of 1 to 19 decimal digits.");
  }

  if (presented.signature === undefined) {
    if (!rules.signatureOptional) {
      throw unauthenticated("The X-gateway-api-signature header is missing.");
    }
  } else {
    const expected = Buffer.from(
      signRequest(
        signingKey(merchant, merchant.secretKey),
        presented.pathAndQuery,
        nonce ?? "",
        presented.body,
      ),
      "hex",
    );
    const given = /^[0-9a-fA-F]{128}$/.test(presented.signature)
      ? Buffer.from(presented.signature, "hex")
      : undefined;
    if (!given || !timingSafeEqual(given, expected)) {
      throw unauthenticated(
        "The request signature does not match: sign the path and query as sent, the nonce and the exact body bytes with the secret key.",
      );
    }
  }

  if (nonce !== undefined && !nonces.accept(merchant.apiKey, nonce)) {
    throw unauthenticated(
      "This nonce was already used with this API key (or is too old): use a new, increasing nonce for each request.",
    );
  }
  return merchant;
}
