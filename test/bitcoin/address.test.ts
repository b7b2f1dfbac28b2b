import { bech32, bech32m } from "bech32";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AddressValidation,
  type BitcoinUriResult,
  parseBitcoinUri,
  validateAddress,
} from "../../src/bitcoin/address.ts";
import { BITCOIN_NETWORKS, type BitcoinNetwork } from "../../src/bitcoin/network.ts";

/** BIP-173 / BIP-350 test vectors and well-known base58 examples. */
const MAINNET_P2WPKH = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const MAINNET_P2WSH = "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3";
const MAINNET_P2TR = "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0";
const MAINNET_P2PKH = "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2";
const MAINNET_P2SH = "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy";
const TESTNET_P2WSH = "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7";
const TESTNET_P2TR = "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c";
const TESTNET_P2PKH = "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn";
const TESTNET_P2SH = "2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc";

/** A segwit address for `hrp` with a witness program of `bytes`. */
function segwit(hrp: string, version: number, program: Uint8Array): string {
  const encoding = version === 0 ? bech32 : bech32m;
  return encoding.encode(hrp, [version, ...encoding.toWords(program)]);
}

const REGTEST_P2WPKH = segwit("bcrt", 0, new Uint8Array(20).fill(7));
const REGTEST_P2TR = segwit("bcrt", 1, new Uint8Array(32).fill(9));

function validOn(address: string): BitcoinNetwork[] {
  return BITCOIN_NETWORKS.filter((network) => validateAddress(address, network).ok);
}

describe("validateAddress", () => {
  it.each([
    [MAINNET_P2WPKH, "p2wpkh", ["mainnet"]],
    [MAINNET_P2WSH, "p2wsh", ["mainnet"]],
    [MAINNET_P2TR, "p2tr", ["mainnet"]],
    [MAINNET_P2PKH, "p2pkh", ["mainnet"]],
    [MAINNET_P2SH, "p2sh", ["mainnet"]],
    [TESTNET_P2WSH, "p2wsh", ["testnet", "signet"]],
    [TESTNET_P2TR, "p2tr", ["testnet", "signet"]],
    [TESTNET_P2PKH, "p2pkh", ["testnet", "signet", "regtest"]],
    [TESTNET_P2SH, "p2sh", ["testnet", "signet", "regtest"]],
    [REGTEST_P2WPKH, "p2wpkh", ["regtest"]],
    [REGTEST_P2TR, "p2tr", ["regtest"]],
  ])("accepts %s as %s on exactly %j", (address, type, networks) => {
    expect(validOn(address)).toEqual(networks);
    const network = networks[0] as BitcoinNetwork;
    expect(validateAddress(address, network)).toEqual({ ok: true, address, type });
  });

  it.each<[string, BitcoinNetwork, AddressValidation]>([
    [MAINNET_P2WPKH, "regtest", { ok: false, reason: "wrong_network", detectedNetwork: "mainnet" }],
    [MAINNET_P2PKH, "testnet", { ok: false, reason: "wrong_network", detectedNetwork: "mainnet" }],
    [TESTNET_P2WSH, "mainnet", { ok: false, reason: "wrong_network", detectedNetwork: "testnet" }],
    [TESTNET_P2WSH, "regtest", { ok: false, reason: "wrong_network", detectedNetwork: "testnet" }],
    [TESTNET_P2SH, "mainnet", { ok: false, reason: "wrong_network", detectedNetwork: "testnet" }],
    [REGTEST_P2WPKH, "mainnet", { ok: false, reason: "wrong_network", detectedNetwork: "regtest" }],
    [REGTEST_P2TR, "signet", { ok: false, reason: "wrong_network", detectedNetwork: "regtest" }],
  ])("refuses %s on %s, naming the address's network", (address, network, result) => {
    expect(validateAddress(address, network)).toEqual(result);
  });

  it("accepts an uppercase bech32 address (as in QR codes) and returns it in lowercase", () => {
    expect(validateAddress(MAINNET_P2WPKH.toUpperCase(), "mainnet")).toEqual({
      ok: true,
      address: MAINNET_P2WPKH,
      type: "p2wpkh",
    });
    expect(validateAddress(REGTEST_P2WPKH.toUpperCase(), "regtest")).toMatchObject({
      ok: true,
      address: REGTEST_P2WPKH,
    });
  });

  it("keeps base58 addresses as written (their case is significant)", () => {
    expect(validateAddress(` ${TESTNET_P2PKH}\n`, "signet")).toEqual({
      ok: true,
      address: TESTNET_P2PKH,
      type: "p2pkh",
    });
  });

  it.each([
    ["mixed-case bech32", "bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"],
    ["a wrong bech32 checksum", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"],
    ["taproot with a bech32 (not bech32m) checksum", segwitWrongChecksum()],
    ["a wrong base58 checksum", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3"],
    ["an unknown prefix", segwit("ltc", 0, new Uint8Array(20))],
    ["an empty text", ""],
    ["a lightning invoice", "lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3"],
    ["a BIP-21 URI (parse it first)", `bitcoin:${MAINNET_P2WPKH}`],
    ["an address with text after it", `${MAINNET_P2WPKH} thanks`],
  ])("refuses %s as invalid", (_, text) => {
    expect(validateAddress(text, "mainnet")).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses segwit versions without spending rules, where coins could be lost", () => {
    expect(validateAddress("BC1SW50QGDZ25J", "mainnet")).toEqual({
      ok: false,
      reason: "unsupported",
    });
    expect(validateAddress(segwit("bc", 2, new Uint8Array(16)), "mainnet")).toEqual({
      ok: false,
      reason: "unsupported",
    });
    expect(validateAddress(segwit("bcrt", 1, new Uint8Array(20)), "regtest")).toEqual({
      ok: false,
      reason: "unsupported",
    });
  });

  it("accepts every v0/v1 program on its own network only", () => {
    const hrps: Record<string, BitcoinNetwork[]> = {
      bc: ["mainnet"],
      tb: ["testnet", "signet"],
      bcrt: ["regtest"],
    };
    fc.assert(
      fc.property(
        fc.constantFrom("bc", "tb", "bcrt"),
        fc.constantFrom([0, 20], [0, 32], [1, 32]),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (hrp, [version, length], bytes) => {
          const address = segwit(hrp, version ?? 0, bytes.subarray(0, length));
          expect(validOn(address)).toEqual(hrps[hrp]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("never throws and only accepts what it returns unchanged up to case", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `bc1${s}`),
          fc.string().map((s) => `bcrt1q${s}`),
        ),
        fc.constantFrom(...BITCOIN_NETWORKS),
        (text, network) => {
          const result = validateAddress(text, network);
          if (result.ok) expect(result.address.toLowerCase()).toBe(text.trim().toLowerCase());
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("parseBitcoinUri (BIP-21)", () => {
  it("reads address, exact amount, label and message", () => {
    expect(
      parseBitcoinUri(
        `bitcoin:${MAINNET_P2WPKH}?amount=0.001&label=Luke-Jr&message=Donation%20for%20project%20xyz`,
      ),
    ).toEqual<BitcoinUriResult>({
      ok: true,
      uri: {
        address: MAINNET_P2WPKH,
        amountSat: 100_000,
        label: "Luke-Jr",
        message: "Donation for project xyz",
        lightning: undefined,
      },
    });
  });

  it("reads a bare address URI", () => {
    expect(parseBitcoinUri(`bitcoin:${TESTNET_P2PKH}`)).toEqual<BitcoinUriResult>({
      ok: true,
      uri: {
        address: TESTNET_P2PKH,
        amountSat: undefined,
        label: undefined,
        message: undefined,
        lightning: undefined,
      },
    });
  });

  it("accepts the uppercase form of QR codes; the address then validates", () => {
    const result = parseBitcoinUri(`BITCOIN:${MAINNET_P2WPKH.toUpperCase()}?AMOUNT=20.3`);
    expect(result).toMatchObject({ ok: true, uri: { amountSat: 2_030_000_000 } });
    if (!result.ok || !result.uri.address) throw new Error("expected an address");
    expect(validateAddress(result.uri.address, "mainnet")).toMatchObject({
      ok: true,
      address: MAINNET_P2WPKH,
    });
  });

  it("keeps the lightning invoice of a unified QR code, even without address", () => {
    expect(
      parseBitcoinUri(`bitcoin:${MAINNET_P2WPKH}?amount=0.00001&lightning=LNBC10U1P3PJ257`),
    ).toMatchObject({ ok: true, uri: { amountSat: 1000, lightning: "LNBC10U1P3PJ257" } });
    expect(parseBitcoinUri("bitcoin:?lightning=lnbc1xyz")).toMatchObject({
      ok: true,
      uri: { address: undefined, lightning: "lnbc1xyz" },
    });
  });

  it("converts amounts exactly", () => {
    expect(parseBitcoinUri(`bitcoin:${MAINNET_P2TR}?amount=0.1`)).toMatchObject({
      ok: true,
      uri: { amountSat: 10_000_000 },
    });
    expect(parseBitcoinUri(`bitcoin:${MAINNET_P2TR}?amount=0.00000001`)).toMatchObject({
      ok: true,
      uri: { amountSat: 1 },
    });
  });

  it("ignores unknown optional parameters", () => {
    expect(
      parseBitcoinUri(`bitcoin:${MAINNET_P2SH}?somethingyoudontunderstand=50&amount=1`),
    ).toMatchObject({ ok: true, uri: { amountSat: 100_000_000 } });
  });

  it.each<[string, BitcoinUriResult]>([
    [MAINNET_P2WPKH, { ok: false, reason: "not_a_uri" }],
    [`lightning:${MAINNET_P2WPKH}`, { ok: false, reason: "not_a_uri" }],
    ["bitcoin:", { ok: false, reason: "missing_address" }],
    ["bitcoin:?amount=1", { ok: false, reason: "missing_address" }],
    [
      `bitcoin:${MAINNET_P2SH}?req-somethingyoudontunderstand=50`,
      { ok: false, reason: "unsupported_requirement" },
    ],
    [
      `bitcoin:${MAINNET_P2SH}?amount=0.000000001`,
      { ok: false, reason: "invalid_amount", amountError: "fractional_sat" },
    ],
    [
      `bitcoin:${MAINNET_P2SH}?amount=0`,
      { ok: false, reason: "invalid_amount", amountError: "zero" },
    ],
    [
      `bitcoin:${MAINNET_P2SH}?amount=1,5`,
      { ok: false, reason: "invalid_amount", amountError: "not_a_number" },
    ],
    [
      `bitcoin:${MAINNET_P2SH}?amount=1e-3`,
      { ok: false, reason: "invalid_amount", amountError: "not_a_number" },
    ],
    [
      `bitcoin:${MAINNET_P2SH}?amount=`,
      { ok: false, reason: "invalid_amount", amountError: "empty" },
    ],
    [
      `bitcoin:${MAINNET_P2SH}?amount=1&amount=2`,
      { ok: false, reason: "invalid_amount", amountError: "duplicate" },
    ],
    [`bitcoin:${MAINNET_P2SH}?label=%E0%A4%A`, { ok: false, reason: "not_a_uri" }],
  ])("refuses %s", (text, result) => {
    expect(parseBitcoinUri(text)).toEqual(result);
  });

  it("never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `bitcoin:${s}`),
          fc.string().map((s) => `bitcoin:${MAINNET_P2WPKH}?${s}`),
        ),
        (text) => {
          const result = parseBitcoinUri(text);
          if (result.ok) expect(result.uri.address ?? result.uri.lightning).toBeDefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** A v1 program wrongly encoded with the bech32 checksum (BIP-350 forbids it). */
function segwitWrongChecksum(): string {
  return bech32.encode("bc", [1, ...bech32.toWords(new Uint8Array(32).fill(1))]);
}
