/**
 * Test invoices encoded and signed with the independent `bolt11` package
 * (not the sandbox's encoder), for any network, amount, expiry or time.
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { encode, sign, type TagData } from "bolt11";
import type { BitcoinNetwork } from "../../src/bitcoin/network.ts";

const SPEC_HASH = "0001020304050607080900010203040506070809000102030405060708090102";

/** Another node, for invoices generated in these tests. */
export const TEST_KEY = "1111111111111111111111111111111111111111111111111111111111111111";
export const TEST_NODE = bytesToHex(secp256k1.getPublicKey(hexToBytes(TEST_KEY), true));

const BOLT11_NETWORKS: Record<BitcoinNetwork, { bech32: string }> = {
  mainnet: { bech32: "bc" },
  testnet: { bech32: "tb" },
  signet: { bech32: "tbs" },
  regtest: { bech32: "bcrt" },
};

export interface InvoiceSpec {
  network: BitcoinNetwork;
  msat?: bigint;
  description?: string;
  descriptionHash?: string;
  paymentSecret?: boolean;
  expirySec?: number;
  timestamp?: number;
  payeeTag?: boolean;
  paymentHash?: string;
  /** Extra feature bits to set (numbered as in BOLT #9; even = required), beside 9 and 15. */
  featureBits?: number[];
}

/** Where the `bolt11` package's named feature bits end and its `extra_bits` begin. */
const EXTRA_BITS_START = 20;

/** The `bolt11` package's feature data: var_onion_optin and payment_secret supported, plus `extra`. */
function featureField(extra: number[]): TagData {
  const named: Record<number, string> = {
    8: "var_onion_optin",
    14: "payment_secret",
    16: "basic_mpp",
  };
  const data: Record<string, unknown> = {
    var_onion_optin: { supported: true },
    payment_secret: { supported: true },
  };
  const bits: boolean[] = [];
  for (const bit of extra) {
    const name = named[bit - (bit % 2)];
    if (name !== undefined && bit < EXTRA_BITS_START) {
      data[name] = { ...(data[name] as object), [bit % 2 === 0 ? "required" : "supported"]: true };
    } else {
      bits[bit - EXTRA_BITS_START] = true;
    }
  }
  const highest = Math.max(15, ...extra);
  return {
    ...data,
    word_length: Math.ceil((highest + 1) / 5),
    extra_bits: {
      start_bit: EXTRA_BITS_START,
      bits: Array.from(bits, (bit) => bit === true),
      has_required: false,
    },
  } as TagData;
}

/** Encodes and signs an invoice with the independent `bolt11` package. */
export function makeInvoice(spec: InvoiceSpec): string {
  const tags: Array<{ tagName: string; data: TagData }> = [
    { tagName: "payment_hash", data: spec.paymentHash ?? SPEC_HASH },
  ];
  if (spec.paymentSecret !== false) {
    tags.push({ tagName: "payment_secret", data: "22".repeat(32) });
    tags.push({
      tagName: "feature_bits",
      data: featureField(spec.featureBits ?? []),
    });
  }
  if (spec.description !== undefined) tags.push({ tagName: "description", data: spec.description });
  if (spec.descriptionHash !== undefined) {
    tags.push({ tagName: "purpose_commit_hash", data: spec.descriptionHash });
  }
  if (spec.expirySec !== undefined) tags.push({ tagName: "expire_time", data: spec.expirySec });
  if (spec.payeeTag) tags.push({ tagName: "payee_node_key", data: TEST_NODE });
  const unsigned = encode(
    {
      network: {
        ...BOLT11_NETWORKS[spec.network],
        pubKeyHash: 0x6f,
        scriptHash: 0xc4,
        validWitnessVersions: [0, 1],
      },
      ...(spec.msat === undefined ? {} : { millisatoshis: spec.msat.toString() }),
      timestamp: spec.timestamp ?? 1_700_000_000,
      tags,
    },
    false,
  );
  const signed = sign(unsigned, TEST_KEY).paymentRequest;
  if (!signed) throw new Error("bolt11 did not sign the invoice");
  return signed;
}
