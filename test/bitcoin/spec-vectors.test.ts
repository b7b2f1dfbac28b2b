/**
 * The specifications' own test vectors, read from verbatim copies in
 * test/vectors/ (repository, file, commit and lines in its README):
 * - BOLT #11 examples and invalid examples: lightning/bolts
 *   11-payment-encoding.md @ a3772650d8ebc06acf457fcadf97968ebfc4dfff;
 * - BIP-173 and BIP-350 test vectors: bitcoin/bips bip-0173.mediawiki and
 *   bip-0350.mediawiki @ 7fe0b034ec967b52a5a28276419117326df93263;
 * - LUD-01's example: lnurl/luds 01.md @ 0318227b280c972ff71202b71072cc91c1b77e5e.
 * Every example in those sections runs; the counts below fail when a copy
 * is cut short.
 */
import { bech32, bech32m } from "bech32";
import { describe, expect, it } from "vitest";
import { validateAddress } from "../../src/bitcoin/address.ts";
import {
  decodeInvoice,
  type InvoiceErrorReason,
  InvoiceFormatError,
} from "../../src/bitcoin/bolt11.ts";
import { decodeLnurl, encodeLnurl, parsePayTarget } from "../../src/bitcoin/lnurl.ts";
import type { BitcoinNetwork } from "../../src/bitcoin/network.ts";
import { type BipVectors, bipVectors, bolt11Examples } from "../support/spec-vectors.ts";

/** Every BOLT #11 example is signed by this node (the spec's `priv_key`). */
const SPEC_NODE = "03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad";
/** The time the examples were made (their timestamp `pvjluez`): none has expired then. */
const SPEC_TIME = new Date(1496314658 * 1000);
/** SHA-256 of the examples' long description ("One piece of chocolate cake, …"). */
const LIST_HASH = "3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1";

/** What each valid example must decode to, by the start of its title. */
const EXPECTED: Array<[string, { network?: BitcoinNetwork; msat?: bigint; text?: string }]> = [
  ["Please make a donation of any amount", { text: "Please consider supporting this project" }],
  ["Please send $3 for a cup of coffee", { msat: 250_000_000n, text: "1 cup coffee" }],
  ["Please send 0.0025 BTC for a cup of nonsense", { msat: 250_000_000n, text: "ナンセンス 1杯" }],
  ["Now send $24 for an entire list of things", { msat: 2_000_000_000n }],
  ["The same, on testnet", { network: "testnet", msat: 2_000_000_000n }],
  ["On mainnet, with fallback address 1RustyRX2oai4EYYDpQGWvEL62BBGqN9T", { msat: 2_000_000_000n }],
  ["On mainnet, with fallback (P2SH)", { msat: 2_000_000_000n }],
  ["On mainnet, with fallback (P2WPKH)", { msat: 2_000_000_000n }],
  ["On mainnet, with fallback (P2WSH)", { msat: 2_000_000_000n }],
  ["On mainnet, with fallback (P2TR)", { msat: 2_000_000_000n }],
  [
    "Please send 0.00967878534 BTC",
    {
      msat: 967_878_534n,
      text: 'Blockstream Store: 88.85 USD for Blockstream Ledger Nano S x 1, "Back In My Day" Sticker x 2, "I Got Lightning Working" Sticker x 2 and 1 more items',
    },
  ],
  ["Please send $30 for coffee beans", { msat: 2_500_000_000n, text: "coffee beans" }],
  ["Same, but all upper case.", { msat: 2_500_000_000n, text: "coffee beans" }],
  ["Same, but including fields which must be ignored.", { msat: 2_500_000_000n }],
  ["Please send 0.01 BTC with payment metadata", { msat: 1_000_000_000n }],
  ["Public-key recovery with high-S signature", {}],
];

/** Why each invalid example must be refused, by the start of its title. */
const REFUSED: Array<[string, InvoiceErrorReason]> = [
  ["Same, but adding invalid unknown feature 100", "unknown_feature"],
  ["Bech32 checksum is invalid.", "checksum"],
  ["Malformed bech32 string (no 1)", "not_an_invoice"],
  ["Malformed bech32 string (mixed case)", "checksum"],
  ["Signature is not recoverable.", "bad_signature"],
  ["String is too short.", "malformed"],
  ["Invalid multiplier", "malformed"],
  ["Invalid sub-millisatoshi precision.", "malformed"],
  ["Missing required `s` field.", "malformed"],
  ["Non canonical signature (high-S) with 'n' field defined", "bad_signature"],
];

function lookUp<T>(table: Array<[string, T]>, title: string): T {
  const found = table.find(([start]) => title.startsWith(start));
  if (!found) throw new Error(`no expectation for the example "${title}"`);
  return found[1];
}

describe("BOLT #11: the specification's examples", () => {
  const { valid, invalid } = bolt11Examples();

  it("has every example of both lists", () => {
    expect(valid.map((example) => lookUp(EXPECTED, example.title))).toHaveLength(EXPECTED.length);
    expect(invalid.map((example) => lookUp(REFUSED, example.title))).toHaveLength(REFUSED.length);
  });

  for (const { title, invoice } of valid) {
    it(`decodes "${title.slice(0, 70)}"`, () => {
      const expected = lookUp(EXPECTED, title);
      const decoded = decodeInvoice(invoice, SPEC_TIME);
      expect(decoded.network).toBe(expected.network ?? "mainnet");
      expect(decoded.payeeNodeId).toBe(SPEC_NODE);
      expect(decoded.amountMsat).toBe(expected.msat);
      expect(decoded.amountSat).toBe(
        expected.msat === undefined ? undefined : Number((expected.msat + 999n) / 1000n),
      );
      if (expected.text !== undefined) expect(decoded.description).toBe(expected.text);
      else if (decoded.description === undefined) expect(decoded.descriptionHash).toBe(LIST_HASH);
      expect(decoded.expired).toBe(false);
      expect(decoded.paymentRequest).toBe(invoice.toLowerCase());
    });
  }

  for (const { title, invoice } of invalid) {
    const reason = lookUp(REFUSED, title);
    it(`refuses "${title}" as ${reason}`, () => {
      let error: unknown;
      try {
        decodeInvoice(invoice, SPEC_TIME);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InvoiceFormatError);
      expect((error as InvoiceFormatError).reason).toBe(reason);
    });
  }
});

/**
 * The network an address of the vectors belongs to, by its prefix, and the
 * verdict the bot must give there: the kinds it sends to for scriptPubKeys
 * of v0 (20 or 32 bytes) and v1 (32 bytes); other versions and lengths are
 * valid addresses it declines ("unsupported"), never "invalid".
 */
function expectedVerdict(scriptPubKey: string) {
  if (/^0014[0-9a-f]{40}$/.test(scriptPubKey)) return { ok: true, type: "p2wpkh" };
  if (/^0020[0-9a-f]{64}$/.test(scriptPubKey)) return { ok: true, type: "p2wsh" };
  if (/^5120[0-9a-f]{64}$/.test(scriptPubKey)) return { ok: true, type: "p2tr" };
  return { ok: false, reason: "unsupported" };
}

function networkOf(address: string): BitcoinNetwork {
  return address.toLowerCase().startsWith("tb1") ? "testnet" : "mainnet";
}

function checksumVectors(name: string, vectors: BipVectors, encoding: typeof bech32) {
  it(`${name}: every valid string passes the checksum, every invalid one fails`, () => {
    expect(vectors.validStrings.length).toBeGreaterThanOrEqual(7);
    expect(vectors.invalidStrings.length).toBeGreaterThanOrEqual(12);
    for (const text of vectors.validStrings) {
      expect(() => encoding.decode(text, 90), text).not.toThrow();
    }
    for (const { text, reason } of vectors.invalidStrings) {
      expect(() => encoding.decode(text, 90), `${JSON.stringify(text)}: ${reason}`).toThrow();
    }
  });
}

describe("BIP-350 (Bech32m, v0-v16 segwit addresses): the specification's vectors", () => {
  const vectors = bipVectors("bip-0350");
  checksumVectors("Bech32m", vectors, bech32m);

  it("reads every valid address as valid on its network, to send to or to decline by its kind", () => {
    expect(vectors.validAddresses).toHaveLength(8);
    for (const { address, scriptPubKey } of vectors.validAddresses) {
      const verdict = validateAddress(address, networkOf(address));
      expect(verdict, address).toMatchObject(expectedVerdict(scriptPubKey));
      if (verdict.ok) expect(verdict.address).toBe(address.toLowerCase());
    }
  });

  it("refuses every invalid address as invalid", () => {
    expect(vectors.invalidAddresses).toHaveLength(15);
    for (const { address, reason } of vectors.invalidAddresses) {
      for (const network of ["mainnet", "testnet", "signet", "regtest"] as const) {
        expect(validateAddress(address, network), `${address} (${reason}) on ${network}`).toEqual({
          ok: false,
          reason: "invalid",
        });
      }
    }
  });
});

describe("BIP-173 (Bech32): the specification's vectors", () => {
  const vectors = bipVectors("bip-0173");
  checksumVectors("Bech32", vectors, bech32);

  it("reads its v0 addresses as valid; its v1+ ones used Bech32, which BIP-350 made invalid", () => {
    expect(vectors.validAddresses).toHaveLength(6);
    for (const { address, scriptPubKey } of vectors.validAddresses) {
      const verdict = validateAddress(address, networkOf(address));
      if (scriptPubKey.startsWith("00")) {
        expect(verdict, address).toMatchObject(expectedVerdict(scriptPubKey));
      } else {
        expect(verdict, address).toEqual({ ok: false, reason: "invalid" });
      }
    }
  });

  it("refuses every invalid address as invalid", () => {
    expect(vectors.invalidAddresses).toHaveLength(10);
    for (const { address, reason } of vectors.invalidAddresses) {
      expect(validateAddress(address, networkOf(address)), `${address} (${reason})`).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });
});

describe("LUD-01: the specification's example", () => {
  // lnurl/luds 01.md @ 0318227b280c972ff71202b71072cc91c1b77e5e, "An example LNURL".
  const url =
    "https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df";
  const lnurl =
    "LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS";

  it("decodes the LNURL to the URL, in either case, and encodes the URL back to it", () => {
    expect(decodeLnurl(lnurl).toString()).toBe(url);
    expect(decodeLnurl(lnurl.toLowerCase()).toString()).toBe(url);
    expect(encodeLnurl(url).toUpperCase()).toBe(lnurl);
  });

  it("takes it as a pay target, also behind lightning: (the fallback scheme)", () => {
    expect(parsePayTarget(lnurl)).toMatchObject({ kind: "lnurl", url: new URL(url) });
    expect(parsePayTarget(`lightning:${lnurl}`)).toMatchObject({
      kind: "lnurl",
      url: new URL(url),
    });
  });
});
