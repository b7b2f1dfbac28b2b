/**
 * On-chain addresses: validation for the configured network (over
 * `bitcoin-address-validation`) and BIP-21 `bitcoin:` URIs. Pure functions,
 * no I/O; nothing here throws on user input.
 */
import { getAddressInfo } from "bitcoin-address-validation";
import { type AmountError, parseBtcDecimal } from "./amount.ts";
import type { BitcoinNetwork } from "./network.ts";

/** The address kinds the bot sends to. */
export type AddressType = "p2pkh" | "p2sh" | "p2wpkh" | "p2wsh" | "p2tr";

/**
 * Result of `validateAddress`:
 * - `invalid`: not an address (typo, checksum, mixed-case bech32, empty);
 * - `wrong_network`: a valid address of another network; `detectedNetwork`
 *   names it (`testnet` also stands for signet, whose addresses are the same);
 * - `unsupported`: a valid segwit address of a version or length without a
 *   defined spending rule yet (e.g. witness v2): coins sent there could be lost.
 */
export type AddressValidation =
  | { ok: true; address: string; type: AddressType }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "wrong_network"; detectedNetwork: BitcoinNetwork }
  | { ok: false; reason: "unsupported" };

/**
 * Checks that `text` (trimmed) is an address the bot may send to on
 * `network`. Bech32 addresses are returned in lowercase (uppercase is valid,
 * as QR codes use it; mixed case is not). Testnet and signet share
 * addresses; base58 test addresses (`m…`, `n…`, `2…`) are also valid on regtest,
 * whose bech32 addresses start with `bcrt1`.
 */
export function validateAddress(text: string, network: BitcoinNetwork): AddressValidation {
  const trimmed = text.trim();
  let info: ReturnType<typeof getAddressInfo>;
  try {
    info = getAddressInfo(trimmed);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const detected: string = info.network;
  const validOn: readonly BitcoinNetwork[] =
    detected === "mainnet"
      ? ["mainnet"]
      : detected === "regtest"
        ? ["regtest"]
        : info.bech32
          ? ["testnet", "signet"]
          : ["testnet", "signet", "regtest"];
  if (!validOn.includes(network)) {
    return { ok: false, reason: "wrong_network", detectedNetwork: validOn[0] ?? "mainnet" };
  }
  const type: string = info.type;
  if (!isAddressType(type)) return { ok: false, reason: "unsupported" };
  return { ok: true, address: info.bech32 ? trimmed.toLowerCase() : trimmed, type };
}

/** A decoded BIP-21 URI. The address is not checked here: use `validateAddress`. */
export interface BitcoinUri {
  /** Undefined only when the URI carries a `lightning` invoice instead (BIP-321). */
  address: string | undefined;
  /** The `amount` parameter, exactly, in satoshi. */
  amountSat: number | undefined;
  label: string | undefined;
  message: string | undefined;
  /** A BOLT11 invoice in the `lightning` parameter (unified QR codes). */
  lightning: string | undefined;
}

/**
 * Why a `bitcoin:` URI was refused:
 * - `not_a_uri`: no `bitcoin:` scheme, or a parameter that cannot be decoded;
 * - `missing_address`: neither an address nor a `lightning` parameter;
 * - `invalid_amount`: `amount` is not a positive whole number of satoshi in
 *   BTC decimal notation (`amountError` says why), or appears twice;
 * - `unsupported_requirement`: a `req-` parameter the bot does not know,
 *   which BIP-21 says must make the URI invalid.
 */
export type BitcoinUriError =
  | { ok: false; reason: "not_a_uri" | "missing_address" | "unsupported_requirement" }
  | { ok: false; reason: "invalid_amount"; amountError: AmountError | "duplicate" };

/** Result of `parseBitcoinUri`. */
export type BitcoinUriResult = { ok: true; uri: BitcoinUri } | BitcoinUriError;

/**
 * Parses a BIP-21 URI: `bitcoin:<address>?amount=0.001&label=…&message=…`
 * (scheme and parameter names in any case; `lightning=` kept for unified QR
 * codes; other unknown parameters ignored). `amount` is decimal BTC with a
 * `.` and is converted exactly (`0.001` → 100 000 sat; `0.000000001` refused).
 */
export function parseBitcoinUri(text: string): BitcoinUriResult {
  const match = /^bitcoin:(?:\/\/)?([^?]*)(?:\?(.*))?$/is.exec(text.trim());
  if (!match) return { ok: false, reason: "not_a_uri" };
  const address = match[1] === "" ? undefined : match[1];
  const uri: BitcoinUri = {
    address,
    amountSat: undefined,
    label: undefined,
    message: undefined,
    lightning: undefined,
  };
  let amountSeen = false;
  for (const pair of (match[2] ?? "").split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const key = (equals === -1 ? pair : pair.slice(0, equals)).toLowerCase();
    const value = percentDecode(equals === -1 ? "" : pair.slice(equals + 1));
    if (value === undefined) return { ok: false, reason: "not_a_uri" };
    if (key === "amount") {
      if (amountSeen) return { ok: false, reason: "invalid_amount", amountError: "duplicate" };
      amountSeen = true;
      const amount = parseBtcDecimal(value);
      if (!amount.ok) return { ok: false, reason: "invalid_amount", amountError: amount.reason };
      uri.amountSat = amount.sat;
    } else if (key === "label") {
      uri.label ??= value;
    } else if (key === "message") {
      uri.message ??= value;
    } else if (key === "lightning") {
      uri.lightning ??= value;
    } else if (key.startsWith("req-")) {
      return { ok: false, reason: "unsupported_requirement" };
    }
  }
  if (uri.address === undefined && uri.lightning === undefined) {
    return { ok: false, reason: "missing_address" };
  }
  return { ok: true, uri };
}

function isAddressType(type: string): type is AddressType {
  return ["p2pkh", "p2sh", "p2wpkh", "p2wsh", "p2tr"].includes(type);
}

function percentDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
