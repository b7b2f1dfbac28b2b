/**
 * Sandbox invoices must read correctly in any standard decoder: checked
 * with two independent ones (`bolt11`, `light-bolt11-decoder`) for amount,
 * description, payment hash, network, expiry and the signature's node key.
 */
import { createHash, randomBytes } from "node:crypto";
import { bech32 } from "bech32";
import bolt11 from "bolt11";
import fc from "fast-check";
import { decode as lightDecode } from "light-bolt11-decoder";
import { afterEach, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import type { BitcoinNetwork } from "../../src/bitcoin/network.ts";
import {
  amountText,
  encodeInvoice,
  InvoiceEncodingError,
  nodePublicKey,
  randomNodePrivateKey,
} from "../../src/sandbox/bolt11-encoder.ts";
import { closeAll, merchantWithClient, testSandbox } from "./support.ts";

afterEach(closeAll);

/** bolt11's network objects (it does not know signet by itself). */
const BOLT11_NETWORKS: Record<
  BitcoinNetwork,
  { bech32: string; pubKeyHash: number; scriptHash: number; validWitnessVersions: number[] }
> = {
  mainnet: { bech32: "bc", pubKeyHash: 0x00, scriptHash: 0x05, validWitnessVersions: [0, 1] },
  testnet: { bech32: "tb", pubKeyHash: 0x6f, scriptHash: 0xc4, validWitnessVersions: [0, 1] },
  signet: { bech32: "tbs", pubKeyHash: 0x6f, scriptHash: 0xc4, validWitnessVersions: [0, 1] },
  regtest: { bech32: "bcrt", pubKeyHash: 0x6f, scriptHash: 0xc4, validWitnessVersions: [0, 1] },
};

function lightSection(invoice: string, name: string): unknown {
  const section = lightDecode(invoice).sections.find((s) => s.name === name);
  return section && "value" in section ? section.value : undefined;
}

describe("sandbox invoices read by independent decoders", () => {
  it.each([
    ["regtest", "lnbcrt"],
    ["testnet", "lntb"],
    ["signet", "lntbs"],
    ["mainnet", "lnbc"],
  ] as const)(
    "4.2 on %s: prefix %s, amount, description, hash, expiry and node key",
    async (network, prefix) => {
      const sandbox = await testSandbox({ network });
      const { client } = await merchantWithClient(sandbox);
      const created = await client.createInvoice(1_500, "coffee ☕ for two");
      expect(created.invoice.startsWith(`${prefix}15u1`)).toBe(true);

      const decoded = bolt11.decode(created.invoice, BOLT11_NETWORKS[network]);
      expect(decoded.satoshis).toBe(1_500);
      expect(decoded.millisatoshis).toBe("1500000");
      expect(decoded.tagsObject.payment_hash).toBe(created.id);
      expect(decoded.tagsObject.description).toBe("coffee ☕ for two");
      expect(decoded.tagsObject.expire_time).toBe(3_600);
      expect(decoded.tagsObject.payment_secret).toMatch(/^[0-9a-f]{64}$/);
      expect(decoded.payeeNodeKey).toBe(sandbox.nodePublicKey);
      expect(Math.abs((decoded.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(60);

      if (network !== "signet") {
        // light-bolt11-decoder knows no signet prefix.
        expect(lightSection(created.invoice, "amount")).toBe("1500000");
        expect(lightSection(created.invoice, "payment_hash")).toBe(created.id);
        expect(lightSection(created.invoice, "description")).toBe("coffee ☕ for two");
        expect(lightSection(created.invoice, "expiry")).toBe(3_600);
        expect((lightSection(created.invoice, "coin_network") as { bech32: string }).bech32).toBe(
          BOLT11_NETWORKS[network].bech32,
        );
      }
    },
  );

  it("the signature verifies: a changed character breaks it, and the key recovers only for the real invoice", async () => {
    const key = randomNodePrivateKey();
    const invoice = encodeInvoice(
      {
        network: "regtest",
        amountMsat: 21_000n,
        paymentHash: "11".repeat(32),
        paymentSecret: "22".repeat(32),
        description: "tip",
        timestampSec: 1_732_262_400,
      },
      key,
    );
    expect(bolt11.decode(invoice).payeeNodeKey).toBe(nodePublicKey(key));
    // Re-encode with a different description but the old signature: a
    // checksum-valid invoice whose signature no longer matches its data.
    const tampered = encodeInvoice(
      {
        network: "regtest",
        amountMsat: 21_000n,
        paymentHash: "11".repeat(32),
        paymentSecret: "22".repeat(32),
        description: "tiq",
        timestampSec: 1_732_262_400,
      },
      key,
    );
    const original = bech32.decode(invoice, 2_000);
    const changed = bech32.decode(tampered, 2_000);
    const forged = bech32.encode(
      changed.prefix,
      [...changed.words.slice(0, -104), ...original.words.slice(-104)],
      2_000,
    );
    let recovered: string | undefined;
    try {
      recovered = bolt11.decode(forged).payeeNodeKey;
    } catch {
      recovered = undefined; // an unrecoverable signature is also a refusal
    }
    expect(recovered).not.toBe(nodePublicKey(key));
  });

  it("the sandbox vouches in-process only for the exact text it signed", async () => {
    const sandbox = await testSandbox();
    const { client } = await merchantWithClient(sandbox);
    const created = await client.createInvoice(21, "tip");
    expect(decodeInvoice(created.invoice).payeeNodeId).toBe(sandbox.nodePublicKey);
    // The same data under another key's signature (checksum valid): still checked, not trusted.
    const decoded = decodeInvoice(created.invoice);
    const other = encodeInvoice(
      {
        network: "regtest",
        amountMsat: 21_000n,
        paymentHash: decoded.paymentHash,
        paymentSecret: "22".repeat(32),
        description: "tip",
        timestampSec: decoded.timestamp,
      },
      randomNodePrivateKey(),
    );
    expect(decodeInvoice(other).payeeNodeId).not.toBe(sandbox.nodePublicKey);
    const original = bech32.decode(created.invoice, 2_000);
    const forged = bech32.encode(
      original.prefix,
      [...original.words.slice(0, -104), ...bech32.decode(other, 2_000).words.slice(-104)],
      2_000,
    );
    expect(() => decodeInvoice(forged).payeeNodeId).not.toThrow();
    expect(decodeInvoice(forged).payeeNodeId).not.toBe(sandbox.nodePublicKey);
  });

  it("an LNURL-pay invoice commits to the metadata with an h field instead of d", () => {
    const metadata = '[["text/plain","pay me"]]';
    const hash = createHash("sha256").update(metadata).digest("hex");
    const invoice = encodeInvoice(
      {
        network: "testnet",
        amountMsat: 1_000_000n,
        paymentHash: randomBytes(32).toString("hex"),
        paymentSecret: randomBytes(32).toString("hex"),
        descriptionHash: hash,
        timestampSec: 1_700_000_000,
      },
      randomNodePrivateKey(),
    );
    const decoded = bolt11.decode(invoice);
    expect(decoded.tagsObject.purpose_commit_hash).toBe(hash);
    expect(decoded.tagsObject.description).toBeUndefined();
  });

  it("any whole-satoshi amount and description survives both decoders", () => {
    const key = randomNodePrivateKey();
    const publicKey = nodePublicKey(key);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_100_000_000_000_000 }),
        fc.string({ maxLength: 100 }),
        (amountSat, description) => {
          const invoice = encodeInvoice(
            {
              network: "regtest",
              amountMsat: BigInt(amountSat) * 1000n,
              paymentHash: "ab".repeat(32),
              paymentSecret: "cd".repeat(32),
              description,
              timestampSec: 1_732_262_400,
            },
            key,
          );
          const decoded = bolt11.decode(invoice);
          expect(decoded.millisatoshis).toBe(String(BigInt(amountSat) * 1000n));
          expect(decoded.tagsObject.description).toBe(description);
          expect(decoded.payeeNodeKey).toBe(publicKey);
          expect(lightSection(invoice, "amount")).toBe(String(BigInt(amountSat) * 1000n));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("writes the amount with the largest exact multiplier", () => {
    expect(amountText(100_000_000_000n)).toBe("1");
    expect(amountText(250_000_000n)).toBe("2500u");
    expect(amountText(100_000_000n)).toBe("1m");
    expect(amountText(1_500_000n)).toBe("15u");
    expect(amountText(1_000n)).toBe("10n");
    expect(amountText(1n)).toBe("10p");
    expect(amountText(undefined)).toBe("");
  });

  it("refuses a description longer than a d field can hold", () => {
    const fields = {
      network: "regtest" as const,
      amountMsat: 1_000n,
      paymentHash: "ab".repeat(32),
      paymentSecret: "cd".repeat(32),
      timestampSec: 1_732_262_400,
    };
    expect(() =>
      encodeInvoice({ ...fields, description: "x".repeat(639) }, randomNodePrivateKey()),
    ).not.toThrow();
    expect(() =>
      encodeInvoice({ ...fields, description: "x".repeat(640) }, randomNodePrivateKey()),
    ).toThrow(InvoiceEncodingError);
  });
});
