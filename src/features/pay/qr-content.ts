/**
 * What a scanned QR code holds, in the terms the user acts on: something to
 * pay (handed on to /pay's usual checks), an on-chain address (/withdraw),
 * a web address or other text (nothing to pay). Pure, no I/O.
 */
import { parseBitcoinUri, validateAddress } from "../../bitcoin/address.ts";
import { looksLikeInvoice } from "../../bitcoin/bolt11.ts";
import { LnurlFormatError, parsePayTarget } from "../../bitcoin/lnurl.ts";
import type { BitcoinNetwork } from "../../bitcoin/network.ts";

export type QrContent =
  /** An invoice, LNURL, lightning address or bitcoin: URI (even a broken one: /pay says why). */
  | { kind: "payable" }
  /** A bare bitcoin address (of any network: /withdraw says when it is the wrong one). */
  | { kind: "onchain-address"; address: string }
  | { kind: "web-address"; host: string }
  | { kind: "text" };

/** Classifies the text of a scanned QR code. */
export function classifyQrContent(text: string, network: BitcoinNetwork): QrContent {
  const trimmed = text.trim();
  if (looksLikeInvoice(trimmed) || parseBitcoinUri(trimmed).ok || /^bitcoin:/i.test(trimmed)) {
    return { kind: "payable" };
  }
  try {
    if (parsePayTarget(trimmed)) return { kind: "payable" };
  } catch (error) {
    if (error instanceof LnurlFormatError) return { kind: "payable" };
    throw error;
  }
  const address = validateAddress(trimmed, network);
  if (address.ok) return { kind: "onchain-address", address: address.address };
  if (address.reason !== "invalid") return { kind: "onchain-address", address: trimmed };
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return { kind: "web-address", host: new URL(trimmed).host };
    } catch {
      // Not a URL after all: plain text.
    }
  }
  return { kind: "text" };
}
