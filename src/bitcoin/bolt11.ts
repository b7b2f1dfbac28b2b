/**
 * BOLT11 lightning invoices: recognising, decoding, checking the signature,
 * and short forms for logs. Pure functions, no I/O.
 *
 * The tagged fields are read here (a few lines over `bech32`) rather than
 * with `light-bolt11-decoder`: that library throws on fields BOLT11 says to
 * skip (the spec's "fields which must be ignored" example) and does not
 * check signatures.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { bech32 } from "bech32";
import * as secp256k1 from "tiny-secp256k1";
import { stripLightningPrefix } from "./lnurl.ts";
import type { BitcoinNetwork } from "./network.ts";

/** Decoded, checked invoice. Amounts are exact; hashes are lowercase hex. */
export interface DecodedInvoice {
  /** The invoice in lowercase, without `lightning:`: the form to pay and store. */
  paymentRequest: string;
  network: BitcoinNetwork;
  /**
   * The amount in satoshi, rounded UP to a whole satoshi when the invoice
   * asks for millisatoshi (what limits, balances and history count);
   * undefined for an invoice without amount (the payer chooses).
   */
  amountSat: number | undefined;
  /** The exact amount in millisatoshi, as the invoice asks it (and as it is paid). */
  amountMsat: bigint | undefined;
  /** The `d` field, when present. */
  description: string | undefined;
  /** The `h` field (SHA-256 of a long description, used by LNURL-pay), when present. */
  descriptionHash: string | undefined;
  paymentHash: string;
  /** Compressed public key of the payee's node: the `n` field or recovered from the signature. */
  payeeNodeId: string;
  /** Creation time, unix seconds. */
  timestamp: number;
  /** Seconds after `timestamp` during which it may be paid (`x` field; default 3600). */
  expirySec: number;
  expiresAt: Date;
  /** Whether it had expired at the `now` given to `decodeInvoice`. */
  expired: boolean;
}

/**
 * Why a text is not a payable invoice:
 * - `not_an_invoice`: it does not even look like one;
 * - `checksum`: characters or checksum are wrong (a copy error, mixed case);
 * - `unknown_network`: a real invoice for a network the bot does not serve (simnet);
 * - `malformed`: readable bech32 but the fields are wrong (no payment hash or
 *   secret, no description, bad amount…);
 * - `bad_signature`: the signature cannot be checked or does not match the payee;
 * - `unknown_feature`: it requires a feature (an even bit of its `9` field)
 *   that no payer known to this bot implements; paying it would fail.
 */
export type InvoiceErrorReason =
  | "not_an_invoice"
  | "checksum"
  | "unknown_network"
  | "malformed"
  | "bad_signature"
  | "unknown_feature";

const REASON_MESSAGES: Record<InvoiceErrorReason, string> = {
  not_an_invoice:
    "This is not a lightning invoice: an invoice starts with lnbc, lntb, lntbs or lnbcrt.",
  checksum:
    "This lightning invoice is damaged (its checksum does not match): copy it again in full.",
  unknown_network:
    "This lightning invoice is for a network this bot does not serve: ask for a bitcoin invoice.",
  malformed: "This lightning invoice is malformed: ask the payee for a new one.",
  bad_signature: "This lightning invoice has an invalid signature: ask the payee for a new one.",
  unknown_feature:
    "This lightning invoice requires a payment feature I do not support, so paying it would fail. Nothing was sent: ask the payee for another invoice.",
};

/**
 * Thrown by `decodeInvoice`. `reason` is the code to branch on; `message` is
 * one sentence for the user; `detail` says what exactly is wrong, for logs.
 * Neither contains the invoice.
 */
export class InvoiceFormatError extends Error {
  readonly reason: InvoiceErrorReason;
  readonly detail: string;

  constructor(reason: InvoiceErrorReason, detail: string, options?: { cause?: unknown }) {
    super(REASON_MESSAGES[reason], options);
    this.name = "InvoiceFormatError";
    this.reason = reason;
    this.detail = detail;
  }
}

/** Human-readable-part network codes, longest first: `lnbcrt` also starts with `lnbc`. */
const NETWORK_PREFIXES: ReadonlyArray<readonly [string, BitcoinNetwork]> = [
  ["bcrt", "regtest"],
  ["tbs", "signet"],
  ["bc", "mainnet"],
  ["tb", "testnet"],
];

const NETWORK_PREFIX_OF: Record<BitcoinNetwork, string> = {
  mainnet: "lnbc",
  testnet: "lntb",
  signet: "lntbs",
  regtest: "lnbcrt",
};

/** Longest text accepted; far above any real invoice, it bounds the work. */
const MAX_INVOICE_LENGTH = 7089;

/** 7 timestamp words plus a 104-word signature: the least an invoice holds. */
const MIN_DATA_WORDS = 7 + 104;
const SIGNATURE_WORDS = 104;

/** Default expiry of BOLT11 when the `x` field is absent. */
const DEFAULT_EXPIRY_SEC = 3600;

/** Millisatoshi in one bitcoin, and the divisor of each amount multiplier. */
const MSAT_PER_BTC = 100_000_000_000n;
const MULTIPLIER_DIVISORS: Record<string, bigint> = {
  m: 1_000n,
  u: 1_000_000n,
  n: 1_000_000_000n,
  p: 1_000_000_000_000n,
};
const MAX_MSAT = 21_000_000n * MSAT_PER_BTC;

const INVOICE_SHAPE =
  /^ln(bcrt|bc|tbs|tb|sb)(\d+[munp]?)?1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{117,}$/i;

/**
 * Quick test for routing pasted text: true when, after trimming and removing
 * `lightning:`, it has the shape of a BOLT11 invoice for mainnet, testnet,
 * signet, regtest or simnet (`lnbc…`, `lntb…`, `lntbs…`, `lnbcrt…`, `lnsb…`),
 * in any case. Checks no checksum or case mixing: `decodeInvoice` does.
 */
export function looksLikeInvoice(text: string): boolean {
  const bare = stripLightningPrefix(text.trim());
  return bare.length <= MAX_INVOICE_LENGTH && INVOICE_SHAPE.test(bare);
}

/**
 * Decodes and checks a BOLT11 invoice (any case, optional `lightning:`) as a
 * BOLT11 reader must: bech32 checksum, known network, amount (to the
 * millisatoshi; sub-millisatoshi precision is malformed), payment hash and
 * payment secret present, exactly one of description and description hash,
 * the signature (against the `n` field, or recoverable), and no required
 * feature unknown to BOLT #9 (`unknown_feature`). Fields of a wrong length
 * are skipped, as in the spec's examples. `expired` is computed at `now`
 * (default: the current time). Throws `InvoiceFormatError`.
 */
export function decodeInvoice(text: string, now: Date = new Date()): DecodedInvoice {
  return parseInvoice(text, now, true);
}

/**
 * Decodes an invoice like `decodeInvoice` but without checking its
 * signature (about 2 ms of CPU). Only for an invoice our own gateway just
 * returned over its authenticated API, to show its terms: the signature is
 * the gateway's own, so checking it proves nothing the answer did not.
 * Never for an invoice someone gave the bot to pay.
 */
export function decodeTrustedInvoice(
  text: string,
  now: Date = new Date(),
): Omit<DecodedInvoice, "payeeNodeId"> {
  return parseInvoice(text, now, false);
}

/** How many verified invoices `decodeInvoice` remembers (a few hundred KiB at most). */
const VERIFIED_CACHE_SIZE = 1024;
/**
 * Payee node ids of recently verified invoices, by lowercase invoice text
 * (least recently used first). The signature covers the whole text and the
 * bech32 checksum is checked before a lookup, so the same text always has
 * the same verdict: a payment's confirmation, its execution and the embedded
 * sandbox decode one invoice but verify it once.
 */
const verifiedPayees = new Map<string, string>();

/**
 * Tells whether an invoice is one this process signed itself: its payee node id when
 * `paymentRequest` (lowercase) is exactly the text it signed for `paymentHash`, else undefined.
 */
export type InProcessSigner = (paymentHash: string, paymentRequest: string) => string | undefined;

const inProcessSigners = new Set<InProcessSigner>();

/**
 * Registers a signer in this process (the embedded sandbox): an invoice it signed is
 * decoded without recovering the key from its signature, whatever its age (a bounded
 * cache would forget it). Returns the function that removes the registration.
 */
export function addInProcessSigner(signer: InProcessSigner): () => void {
  inProcessSigners.add(signer);
  return () => inProcessSigners.delete(signer);
}

function verifiedPayee(
  paymentRequest: string,
  paymentHash: string,
  hrp: string,
  words: number[],
  payeeField: string | undefined,
): string {
  const known = verifiedPayees.get(paymentRequest);
  if (known !== undefined) {
    verifiedPayees.delete(paymentRequest);
    verifiedPayees.set(paymentRequest, known);
    return known;
  }
  // With an n field the signature is checked against it, as usual.
  if (payeeField === undefined) {
    for (const signer of inProcessSigners) {
      const own = signer(paymentHash, paymentRequest);
      if (own !== undefined) return own;
    }
  }
  const payee = checkSignature(hrp, words, payeeField);
  verifiedPayees.set(paymentRequest, payee);
  if (verifiedPayees.size > VERIFIED_CACHE_SIZE) {
    const oldest = verifiedPayees.keys().next().value;
    if (oldest !== undefined) verifiedPayees.delete(oldest);
  }
  return payee;
}

function parseInvoice(text: string, now: Date, verify: true): DecodedInvoice;
function parseInvoice(
  text: string,
  now: Date,
  verify: boolean,
): Omit<DecodedInvoice, "payeeNodeId"> & { payeeNodeId?: string };
function parseInvoice(
  text: string,
  now: Date,
  verify: boolean,
): Omit<DecodedInvoice, "payeeNodeId"> & { payeeNodeId?: string } {
  const bare = stripLightningPrefix(text.trim());
  if (bare.length > MAX_INVOICE_LENGTH) {
    throw new InvoiceFormatError("not_an_invoice", "the text is too long");
  }
  const separator = bare.lastIndexOf("1");
  const hrp = bare.slice(0, Math.max(separator, 0)).toLowerCase();
  const { network, amountText } = readNetwork(hrp);

  let words: number[];
  try {
    words = bech32.decode(bare, MAX_INVOICE_LENGTH).words;
  } catch (cause) {
    throw new InvoiceFormatError("checksum", "bech32 decoding failed", { cause });
  }
  const amountMsat = readAmount(amountText);
  if (words.length < MIN_DATA_WORDS) {
    throw new InvoiceFormatError("malformed", "too short for a timestamp and a signature");
  }

  const fields = readTaggedFields(words.slice(0, -SIGNATURE_WORDS));
  const { paymentHash, description, descriptionHash, timestamp } = fields;
  if (paymentHash === undefined) {
    throw new InvoiceFormatError("malformed", "no valid payment hash (p field)");
  }
  if (fields.paymentSecret === undefined) {
    throw new InvoiceFormatError("malformed", "no valid payment secret (s field)");
  }
  if ((description === undefined) === (descriptionHash === undefined)) {
    throw new InvoiceFormatError("malformed", "not exactly one of a d and an h field");
  }
  const paymentRequest = bare.toLowerCase();
  const payeeNodeId = verify
    ? verifiedPayee(paymentRequest, paymentHash, hrp, words, fields.payeeNodeId)
    : undefined;
  const unknown = fields.features.find((bit) => bit % 2 === 0 && !KNOWN_INVOICE_FEATURES.has(bit));
  if (unknown !== undefined) {
    throw new InvoiceFormatError("unknown_feature", `it requires unknown feature ${unknown}`);
  }
  const expirySec = fields.expirySec ?? DEFAULT_EXPIRY_SEC;
  const expiresAt = new Date((timestamp + expirySec) * 1000);
  if (Number.isNaN(expiresAt.getTime())) {
    throw new InvoiceFormatError("malformed", "the expiry is beyond any date");
  }

  return {
    paymentRequest,
    network,
    amountSat: amountMsat === undefined ? undefined : Number((amountMsat + 999n) / 1000n),
    amountMsat,
    description,
    descriptionHash,
    paymentHash,
    ...(payeeNodeId === undefined ? {} : { payeeNodeId }),
    timestamp,
    expirySec,
    expiresAt,
    expired: now.getTime() >= expiresAt.getTime(),
  };
}

/** True when `now` (default: the current time) is at or after the invoice's expiry. */
export function isInvoiceExpired(invoice: DecodedInvoice, now: Date = new Date()): boolean {
  return now.getTime() >= invoice.expiresAt.getTime();
}

/** True when the invoice is for `network` (the bot's configured `BITCOIN_NETWORK`). */
export function invoiceNetworkMatches(invoice: DecodedInvoice, network: BitcoinNetwork): boolean {
  return invoice.network === network;
}

/** The invoice prefix of a network (`lnbc`, `lntb`, `lntbs`, `lnbcrt`), for messages. */
export function invoicePrefix(network: BitcoinNetwork): string {
  return NETWORK_PREFIX_OF[network];
}

/**
 * A short, recognisable form of an invoice for logs and UI where the whole
 * invoice must not appear: lowercase, without `lightning:`, the first 12 and
 * last 6 characters around `…` (`lnbc2500u1pv…chsrny`). Texts of 19
 * characters or fewer come back whole.
 */
export function shortInvoice(text: string): string {
  const bare = stripLightningPrefix(text.trim()).toLowerCase();
  return bare.length <= 19 ? bare : `${bare.slice(0, 12)}…${bare.slice(-6)}`;
}

/** Network and amount text from the human-readable part (`lnbc2500u` → mainnet, `2500u`). */
function readNetwork(hrp: string): { network: BitcoinNetwork; amountText: string } {
  const afterLn = hrp.startsWith("ln") ? hrp.slice(2) : undefined;
  const known =
    afterLn === undefined
      ? undefined
      : NETWORK_PREFIXES.find(([prefix]) => afterLn.startsWith(prefix));
  if (!afterLn || !known) {
    if (afterLn !== undefined && /^sb(\d|$)/.test(afterLn)) {
      throw new InvoiceFormatError("unknown_network", "simnet invoice");
    }
    throw new InvoiceFormatError("not_an_invoice", "no known ln… prefix and separator");
  }
  return { network: known[1], amountText: afterLn.slice(known[0].length) };
}

/** Exact millisatoshi of an amount text (`2500u`, `9678785340p`); undefined for none. */
function readAmount(amountText: string): bigint | undefined {
  if (amountText === "") return undefined;
  const match = /^(\d+)([munp]?)$/.exec(amountText);
  if (!match?.[1]) throw new InvoiceFormatError("malformed", "the amount is not a valid number");
  const divisor = MULTIPLIER_DIVISORS[match[2] ?? ""] ?? 1n;
  const scaled = BigInt(match[1]) * MSAT_PER_BTC;
  if (scaled === 0n) throw new InvoiceFormatError("malformed", "the amount is zero");
  if (scaled > MAX_MSAT * divisor) {
    throw new InvoiceFormatError("malformed", "the amount is larger than all bitcoin");
  }
  if (scaled % divisor !== 0n) {
    throw new InvoiceFormatError("malformed", "the amount has sub-millisatoshi precision");
  }
  return scaled / divisor;
}

/**
 * The payee's node id, checking the signature (BOLT11: secp256k1 over
 * SHA-256 of the hrp bytes and the data words padded to bytes). With an `n`
 * field the signature must verify against it and be low-S; without one the
 * key is recovered from the signature, high-S accepted.
 */
function checkSignature(hrp: string, words: number[], payeeField: string | undefined): string {
  const signature = wordsToBytes(words.slice(-SIGNATURE_WORDS));
  const compact = signature.subarray(0, 64);
  const recoveryId = signature[64];
  if (recoveryId === undefined || recoveryId > 3) {
    throw new InvoiceFormatError("bad_signature", "invalid recovery id");
  }
  const message = concatBytes(utf8ToBytes(hrp), wordsToBytes(words.slice(0, -SIGNATURE_WORDS)));
  const hash = sha256(message);
  if (payeeField !== undefined) {
    let valid = false;
    try {
      // strict: a high-S signature is refused, as BOLT11 asks when n is given.
      valid = secp256k1.verify(hash, hexToBytes(payeeField), compact, true);
    } catch (cause) {
      throw new InvoiceFormatError("bad_signature", "the n field is not a public key", { cause });
    }
    if (!valid) {
      throw new InvoiceFormatError("bad_signature", "the signature is not the payee's (n field)");
    }
    return payeeField;
  }
  let payee: Uint8Array | null = null;
  try {
    // A high-S signature is recovered as its low-S twin with the same
    // recovery id, as libsecp256k1-based nodes do (the spec's high-S example).
    payee = secp256k1.recover(hash, lowS(compact), recoveryId as 0 | 1 | 2 | 3, true);
  } catch (cause) {
    throw new InvoiceFormatError("bad_signature", "the signature is not recoverable", { cause });
  }
  if (!payee) throw new InvoiceFormatError("bad_signature", "the signature is not recoverable");
  return bytesToHex(payee);
}

/** secp256k1's group order n, and n / 2: an `s` above it is "high". */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_ORDER = CURVE_ORDER >> 1n;

/** `r ‖ s` with `s` replaced by `n − s` when it is high (the same signature's low-S form). */
function lowS(compact: Uint8Array): Uint8Array {
  const s = BigInt(`0x${bytesToHex(compact.subarray(32, 64))}`);
  if (s <= HALF_ORDER || s >= CURVE_ORDER) return compact;
  const low = hexToBytes((CURVE_ORDER - s).toString(16).padStart(64, "0"));
  return concatBytes(compact.subarray(0, 32), low);
}

/** The tagged fields a payer needs; the first valid one of each kind. */
interface TaggedFields {
  timestamp: number;
  paymentHash: string | undefined;
  paymentSecret: string | undefined;
  description: string | undefined;
  descriptionHash: string | undefined;
  payeeNodeId: string | undefined;
  expirySec: number | undefined;
  /** The bits set in the `9` field (bit 0 is the last bit of its last word). */
  features: number[];
}

/** BOLT11 tagged-field types (the 5-bit value of the field's letter). */
const FIELD = {
  paymentHash: 1, // p
  expiry: 6, // x
  description: 13, // d
  paymentSecret: 16, // s
  payeeNodeId: 19, // n
  descriptionHash: 23, // h
  features: 5, // 9
} as const;

/**
 * Features BOLT #9 allows in invoices (context 9), by their even bit: a
 * payer may be asked to require them. An even bit outside this set makes
 * the invoice unpayable by BOLT #11's rule ("MUST fail the payment").
 * var_onion_optin (8) and payment_secret (14) are assumed by every node;
 * basic_mpp (16), option_route_blinding (24), option_attribution_data (36)
 * and option_payment_metadata (48) are the gateway node's business.
 */
const KNOWN_INVOICE_FEATURES: ReadonlySet<number> = new Set([8, 14, 16, 24, 36, 48]);

/**
 * Reads the timestamp and tagged fields (type, 10-bit length, data) of the
 * data part without its signature. Fields of a fixed size with another
 * length, and unknown fields, are skipped; only the first of each kind counts.
 */
function readTaggedFields(data: readonly number[]): TaggedFields {
  const fields: TaggedFields = {
    timestamp: wordsToInteger(data.slice(0, 7)),
    paymentHash: undefined,
    paymentSecret: undefined,
    description: undefined,
    descriptionHash: undefined,
    payeeNodeId: undefined,
    expirySec: undefined,
    features: [],
  };
  let featuresSeen = false;
  let position = 7;
  while (position < data.length) {
    const [type, high, low] = data.slice(position, position + 3);
    if (type === undefined || high === undefined || low === undefined) {
      throw new InvoiceFormatError("malformed", "a tagged field is cut short");
    }
    const length = high * 32 + low;
    position += 3;
    if (position + length > data.length) {
      throw new InvoiceFormatError("malformed", "a tagged field runs past the signature");
    }
    const value = data.slice(position, position + length);
    position += length;
    if (type === FIELD.paymentHash && length === 52) {
      fields.paymentHash ??= wordsToHex(value);
    } else if (type === FIELD.paymentSecret && length === 52) {
      fields.paymentSecret ??= wordsToHex(value);
    } else if (type === FIELD.descriptionHash && length === 52) {
      fields.descriptionHash ??= wordsToHex(value);
    } else if (type === FIELD.payeeNodeId && length === 53) {
      fields.payeeNodeId ??= wordsToHex(value);
    } else if (type === FIELD.description) {
      fields.description ??= wordsToText(value);
    } else if (type === FIELD.expiry) {
      fields.expirySec ??= wordsToInteger(value);
    } else if (type === FIELD.features && !featuresSeen) {
      featuresSeen = true;
      fields.features = featureBits(value);
    }
  }
  return fields;
}

/** The numbers of the bits set in a feature field: big-endian, bit 0 the lowest of the last word. */
function featureBits(words: readonly number[]): number[] {
  const bits: number[] = [];
  words.forEach((word, index) => {
    const base = (words.length - 1 - index) * 5;
    for (let bit = 0; bit < 5; bit++) if (word & (1 << bit)) bits.push(base + bit);
  });
  return bits;
}

/** Big-endian unsigned integer of 5-bit words; refused beyond 2^53. */
function wordsToInteger(words: readonly number[]): number {
  let value = 0;
  for (const word of words) value = value * 32 + word;
  if (!Number.isSafeInteger(value)) {
    throw new InvoiceFormatError("malformed", "a number field is too large");
  }
  return value;
}

/** Hex of a fixed-size field; BOLT11 pads with zero bits, which are dropped. */
function wordsToHex(words: readonly number[]): string {
  return bytesToHex(wordsToBytes(words).subarray(0, Math.floor((words.length * 5) / 8)));
}

/** UTF-8 text of a `d` field; invalid UTF-8 makes the invoice malformed. */
function wordsToText(words: readonly number[]): string {
  const bytes = wordsToBytes(words).subarray(0, Math.floor((words.length * 5) / 8));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new InvoiceFormatError("malformed", "the description is not valid UTF-8", { cause });
  }
}

/**
 * 5-bit words to bytes, zero-padding the last byte: how BOLT11 packs the
 * data it signs (bech32's `fromWords` refuses the padding BOLT11 needs).
 */
export function wordsToBytes(words: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(Math.ceil((words.length * 5) / 8));
  let accumulator = 0;
  let bits = 0;
  let index = 0;
  for (const word of words) {
    accumulator = ((accumulator << 5) | word) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (accumulator >> bits) & 0xff;
    }
  }
  if (bits > 0) bytes[index] = (accumulator << (8 - bits)) & 0xff;
  return bytes;
}
