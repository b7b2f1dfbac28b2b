/**
 * Reading what can be paid, below both faces (src/operations/pay-targets.ts):
 * pure, no I/O, typed reasons only.
 */
import { describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import {
  checkInvoice,
  classifyPayText,
  lightningPart,
  payCodeCounterpart,
  payCodeDetails,
  payCodeRangeProblem,
} from "../../src/operations/pay-targets.ts";
import { makeInvoice } from "../support/invoices.ts";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowSec = Math.floor(NOW / 1000);

describe("classifyPayText", () => {
  it("tells an invoice, a pay code and a lightning address apart", () => {
    const invoice = makeInvoice({
      network: "regtest",
      description: "x",
      msat: 1_000_000n,
      timestamp: nowSec,
    });
    expect(classifyPayText(invoice)).toEqual({ kind: "invoice" });
    const address = classifyPayText("alice@example.com");
    expect(address).toMatchObject({ kind: "lnurl", display: "alice@example.com" });
    const lud17 = classifyPayText("lnurlp://shop.example.com/pay/1");
    expect(lud17).toMatchObject({ kind: "lnurl", display: "shop.example.com" });
  });

  it("says why a text is nothing to pay, as a reason code", () => {
    expect(classifyPayText("hello there")).toEqual({
      kind: "invalid",
      problem: { reason: "not_recognised" },
    });
    expect(classifyPayText("lnurl1qqqqqqqqqq")).toMatchObject({
      kind: "invalid",
      problem: { reason: "lnurl" },
    });
  });
});

describe("lightningPart", () => {
  it("takes the invoice of a unified QR code, and marks a bitcoin: URI without one on-chain", () => {
    const invoice = makeInvoice({
      network: "regtest",
      description: "x",
      msat: 5_000_000n,
      timestamp: nowSec,
    });
    const address = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";
    expect(lightningPart(`bitcoin:${address}?amount=0.00005&lightning=${invoice}`)).toEqual({
      onchain: false,
      text: invoice,
    });
    expect(lightningPart(`bitcoin:${address}`)).toEqual({ onchain: true });
    expect(lightningPart("alice@example.com")).toEqual({
      onchain: false,
      text: "alice@example.com",
    });
  });
});

describe("checkInvoice", () => {
  it("accepts an invoice of our network with an amount, prefix and capitals allowed", () => {
    const invoice = makeInvoice({
      network: "regtest",
      msat: 2_500_000n,
      description: "lunch",
      timestamp: nowSec,
    });
    const checked = checkInvoice(`LIGHTNING:${invoice.toUpperCase()}`, "regtest", NOW);
    expect(checked).toMatchObject({
      ok: true,
      invoice: { amountSat: 2_500, description: "lunch", paymentRequest: invoice },
    });
  });

  it("refuses another network, an expired invoice, one without amount, and garbage", () => {
    const mainnet = makeInvoice({
      network: "mainnet",
      description: "x",
      msat: 1_000n,
      timestamp: nowSec,
    });
    expect(checkInvoice(mainnet, "regtest", NOW)).toEqual({
      ok: false,
      problem: { reason: "wrong_network", invoiceNetwork: "mainnet", ours: "regtest" },
    });
    const old = makeInvoice({
      network: "regtest",
      description: "x",
      msat: 1_000n,
      timestamp: nowSec - 7_200,
      expirySec: 3_600,
    });
    expect(checkInvoice(old, "regtest", NOW)).toEqual({
      ok: false,
      problem: { reason: "expired" },
    });
    const open = makeInvoice({ network: "regtest", description: "x", timestamp: nowSec });
    expect(checkInvoice(open, "regtest", NOW)).toEqual({
      ok: false,
      problem: { reason: "zero_amount" },
    });
    expect(checkInvoice("lnbcrt1garbage", "regtest", NOW)).toMatchObject({
      ok: false,
      problem: { reason: "format" },
    });
  });
});

describe("pay codes", () => {
  it("refuses an amount outside the code's range, with the range", () => {
    const range = { minSat: 10, maxSat: 1_000 };
    expect(payCodeRangeProblem(range, 10)).toBeUndefined();
    expect(payCodeRangeProblem(range, 1_000)).toBeUndefined();
    expect(payCodeRangeProblem(range, 9)).toEqual({
      reason: "out_of_range",
      minSat: 10,
      maxSat: 1_000,
    });
    expect(payCodeRangeProblem(range, 1_001)).toMatchObject({ reason: "out_of_range" });
  });

  it("names the payee in history: its address, else the host the money goes to (never its own words)", () => {
    const base = { minSat: 1, maxSat: 10, host: "shop.example.com" };
    expect(
      payCodeCounterpart({ ...base, description: "Coffee", name: "bob@shop.example.com" }),
    ).toBe("bob@shop.example.com");
    expect(payCodeCounterpart({ ...base, description: "Coffee" })).toBe("shop.example.com");
    expect(
      payCodeCounterpart({ ...base, description: "", claimedName: "donate@wikipedia.org" }),
    ).toBe("shop.example.com");
  });

  it("takes an address its metadata names as the payee only at the host serving it; else a claim", () => {
    const info = { minSat: 1, maxSat: 10, description: "Donations" };
    const code = (url: string) => {
      const input = classifyPayText(encodeLnurl(url));
      if (input.kind !== "lnurl") throw new Error("expected a pay code");
      return input;
    };
    const evil = code("https://evil.example.net/lnurlp/x");
    expect(payCodeDetails(evil, { ...info, identifier: "donate@wikipedia.org" })).toEqual({
      ...info,
      host: "evil.example.net",
      claimedName: "donate@wikipedia.org",
    });
    expect(payCodeDetails(evil, { ...info, identifier: "x@Evil.example.net" })).toEqual({
      ...info,
      host: "evil.example.net",
      name: "x@Evil.example.net",
    });
    const typed = classifyPayText("bob@shop.example.com");
    if (typed.kind !== "lnurl") throw new Error("expected an address");
    expect(payCodeDetails(typed, { ...info, identifier: "donate@wikipedia.org" })).toEqual({
      ...info,
      host: "shop.example.com",
      name: "bob@shop.example.com",
    });
  });
});
