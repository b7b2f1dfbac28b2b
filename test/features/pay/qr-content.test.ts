import { describe, expect, it } from "vitest";
import { encodeLnurl } from "../../../src/bitcoin/lnurl.ts";
import { classifyQrContent } from "../../../src/features/pay/qr-content.ts";
import { makeInvoice } from "../../support/invoices.ts";

describe("classifyQrContent", () => {
  const invoice = makeInvoice({ network: "regtest", msat: 1_000_000n, description: "x" });
  const regtestAddress = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

  it("hands anything payable to /pay, broken or not (its checks say why)", () => {
    for (const text of [
      invoice,
      `LIGHTNING:${invoice.toUpperCase()}`,
      encodeLnurl("https://pay.example/lnurlp/a"),
      "lnurl1qqqqqqqqqq",
      "alice@pay.example",
      `bitcoin:${regtestAddress}?amount=0.001`,
      `bitcoin:?lightning=${invoice}`,
      "bitcoin:",
    ]) {
      expect(classifyQrContent(text, "regtest"), text).toEqual({ kind: "payable" });
    }
  });

  it("tells on-chain addresses, web addresses and plain text apart", () => {
    expect(classifyQrContent(regtestAddress.toUpperCase(), "regtest")).toEqual({
      kind: "onchain-address",
      address: regtestAddress,
    });
    expect(
      classifyQrContent("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "regtest"),
    ).toMatchObject({ kind: "onchain-address" });
    expect(classifyQrContent("HTTPS://Example.com:8443/x?y", "regtest")).toEqual({
      kind: "web-address",
      host: "example.com:8443",
    });
    for (const text of ["http://", "hello", "WIFI:S:cafe;;", ""]) {
      expect(classifyQrContent(text, "regtest"), text).toEqual({ kind: "text" });
    }
  });
});
