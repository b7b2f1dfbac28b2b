/**
 * Vouchers (LNURL-withdraw): the link forms of LUD-01 and LUD-17, the
 * withdraw request of LUD-03 step 3, the callback of step 5 and the
 * verdict of step 6.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  encodeLnurl,
  LnurlFormatError,
  lnurlTag,
  parseLud17,
  parseLud17Withdraw,
  parsePayTarget,
  parseWithdrawLink,
  readWithdrawRequest,
  readWithdrawVerdict,
  WithdrawRequestError,
  withdrawCallbackUrl,
} from "../../src/bitcoin/lnurl.ts";

const HOST = "voucher.example.com";

/** The fields of LUD-03's step 3, as a service would send them. */
function withdrawRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tag: "withdrawRequest",
    callback: "https://voucher.example.com/api/withdraw/cb",
    k1: "3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df",
    defaultDescription: "Faucet voucher",
    minWithdrawable: 1_000,
    maxWithdrawable: 21_000_000,
    ...overrides,
  };
}

function refusal(run: () => unknown): WithdrawRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof WithdrawRequestError) return error;
    throw error;
  }
  throw new Error("expected a WithdrawRequestError");
}

describe("lnurlw:// (LUD-17)", () => {
  it("is the https URL with the same host, path and query", () => {
    expect(parseLud17Withdraw("lnurlw://voucher.example.com/w/abc?x=1")?.toString()).toBe(
      "https://voucher.example.com/w/abc?x=1",
    );
    expect(parseLud17Withdraw("LIGHTNING:LNURLW://voucher.example.com/w")?.toString()).toBe(
      "https://voucher.example.com/w",
    );
  });

  it("uses http for onion hosts, as LUD-17 says, and for loopback (the sandbox)", () => {
    expect(parseLud17Withdraw("lnurlw://abcdefghijklmnop.onion/w")?.toString()).toBe(
      "http://abcdefghijklmnop.onion/w",
    );
    expect(parseLud17Withdraw("lnurlw://127.0.0.1:8650/lnurlw/v1")?.toString()).toBe(
      "http://127.0.0.1:8650/lnurlw/v1",
    );
  });

  it("is not a pay code, and a pay code is not a voucher", () => {
    expect(parseLud17("lnurlw://voucher.example.com/w")).toBeUndefined();
    expect(parsePayTarget("lnurlw://voucher.example.com/w")).toBeUndefined();
    expect(parseLud17Withdraw("lnurlp://pay.example.com/p")).toBeUndefined();
    expect(parseLud17Withdraw("lnurlw://")).toBeUndefined();
  });
});

describe("parseWithdrawLink", () => {
  it("takes lnurlw:// as a voucher by its scheme", () => {
    expect(parseWithdrawLink("lnurlw://voucher.example.com/w/1")).toEqual({
      url: new URL("https://voucher.example.com/w/1"),
      byScheme: true,
    });
  });

  it("takes a bech32 lnurl1 (any case, lightning: prefix) as a link whose answer tells", () => {
    const lnurl = encodeLnurl("https://voucher.example.com/w/2");
    for (const text of [lnurl, lnurl.toUpperCase(), `lightning:${lnurl}`]) {
      expect(parseWithdrawLink(text)).toEqual({
        url: new URL("https://voucher.example.com/w/2"),
        byScheme: false,
      });
    }
  });

  it("is undefined for pay codes by scheme, addresses, invoices and text", () => {
    for (const text of ["lnurlp://pay.example.com/p", "alice@example.com", "lnbc1xyz", "hi", ""]) {
      expect(parseWithdrawLink(text)).toBeUndefined();
    }
  });

  it("throws LnurlFormatError for a broken lnurl1", () => {
    const lnurl = encodeLnurl("https://voucher.example.com/w/3");
    expect(() => parseWithdrawLink(`${lnurl.slice(0, -1)}x`)).toThrow(LnurlFormatError);
  });
});

describe("readWithdrawRequest (LUD-03 step 3)", () => {
  it("reads callback, k1, the range in whole satoshi and the description", () => {
    expect(readWithdrawRequest(withdrawRequest(), HOST)).toEqual({
      callback: "https://voucher.example.com/api/withdraw/cb",
      k1: "3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df",
      minSat: 1,
      maxSat: 21_000,
      description: "Faucet voucher",
    });
  });

  it("takes millisatoshi as numbers or digit strings, rounding the range inwards", () => {
    const read = readWithdrawRequest(
      withdrawRequest({ minWithdrawable: "1500", maxWithdrawable: "9999" }),
      HOST,
    );
    expect(read).toMatchObject({ minSat: 2, maxSat: 9 });
  });

  it("reads a minimum of 0 (any amount) as 1 sat, and a fixed amount as min = max", () => {
    expect(readWithdrawRequest(withdrawRequest({ minWithdrawable: 0 }), HOST).minSat).toBe(1);
    const fixed = readWithdrawRequest(
      withdrawRequest({ minWithdrawable: 5_000_000, maxWithdrawable: 5_000_000 }),
      HOST,
    );
    expect(fixed).toMatchObject({ minSat: 5_000, maxSat: 5_000 });
  });

  it("keeps a callback's own query as written", () => {
    const read = readWithdrawRequest(
      withdrawRequest({ callback: "https://voucher.example.com/cb?id=7&sig=a%2Bb" }),
      HOST,
    );
    expect(read.callback).toBe("https://voucher.example.com/cb?id=7&sig=a%2Bb");
  });

  it("makes the description printable and one line, and clips it", () => {
    const read = readWithdrawRequest(
      withdrawRequest({ defaultDescription: `Gift\u0000 card\n\tfor <you>${"!".repeat(300)}` }),
      HOST,
    );
    expect(read.description.startsWith("Gift card for <you>!")).toBe(true);
    expect(read.description.length).toBeLessThanOrEqual(200);
    expect(read.description.endsWith("…")).toBe(true);
    expect(readWithdrawRequest(withdrawRequest({ defaultDescription: 5 }), HOST).description).toBe(
      "",
    );
  });

  it("gives the service's own reason for an ERROR answer, and says when it gave none", () => {
    const refused = refusal(() =>
      readWithdrawRequest({ status: "ERROR", reason: "Withdraw link is spent." }, HOST),
    );
    expect(refused.reason).toBe("refused");
    expect(refused.facts).toEqual({ host: HOST, refusal: "Withdraw link is spent" });
    expect(refusal(() => readWithdrawRequest({ status: "error" }, HOST)).reason).toBe(
      "refused_silently",
    );
  });

  it("refuses a pay code or another LNURL kind as no voucher", () => {
    for (const tag of ["payRequest", "channelRequest", "login", undefined]) {
      expect(refusal(() => readWithdrawRequest(withdrawRequest({ tag }), HOST)).reason).toBe(
        "not_voucher",
      );
    }
  });

  it("refuses answers that are not LNURL objects", () => {
    for (const body of [null, "text", 42, [withdrawRequest()]]) {
      expect(refusal(() => readWithdrawRequest(body, HOST)).reason).toBe("not_lnurl");
    }
  });

  it("refuses a missing or malformed callback, k1 or range as incomplete", () => {
    const broken: Array<Record<string, unknown>> = [
      { callback: undefined },
      { callback: "not a url" },
      { callback: "ftp://voucher.example.com/cb" },
      { k1: undefined },
      { k1: "" },
      { k1: 7 },
      { k1: "x".repeat(513) },
      { minWithdrawable: undefined },
      { maxWithdrawable: -1 },
      { maxWithdrawable: 1.5 },
      { maxWithdrawable: "12e3" },
    ];
    for (const overrides of broken) {
      expect(refusal(() => readWithdrawRequest(withdrawRequest(overrides), HOST)).reason).toBe(
        "incomplete",
      );
    }
  });

  it("refuses a range that holds no whole satoshi, or is upside down", () => {
    for (const overrides of [
      { minWithdrawable: 1_500, maxWithdrawable: 1_900 },
      { minWithdrawable: 0, maxWithdrawable: 999 },
      { minWithdrawable: 5_000, maxWithdrawable: 2_000 },
    ]) {
      expect(refusal(() => readWithdrawRequest(withdrawRequest(overrides), HOST)).reason).toBe(
        "no_whole_sat",
      );
    }
  });

  it("never throws anything but WithdrawRequestError, and a result is always a usable range", () => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.constant(undefined),
      fc.bigInt({ min: 0n, max: 10n ** 19n }).map(String),
    );
    // Found by this property: a top of 2^53 sat or more was not a safe integer.
    expect(
      readWithdrawRequest(
        {
          tag: "withdrawRequest",
          callback: "https://a.example/cb",
          k1: "k",
          minWithdrawable: "0",
          maxWithdrawable: "9007199254740992000",
        },
        HOST,
      ).maxSat,
    ).toBe(2_100_000_000_000_000);
    fc.assert(
      fc.property(
        fc.record({
          tag: fc.oneof(fc.constant("withdrawRequest"), fc.string()),
          callback: fc.oneof(fc.webUrl(), fc.string()),
          k1: field,
          minWithdrawable: field,
          maxWithdrawable: field,
          defaultDescription: field,
          status: fc.oneof(fc.constant(undefined), fc.constant("ERROR"), fc.string()),
          reason: field,
        }),
        (body) => {
          try {
            const read = readWithdrawRequest(body, HOST);
            expect(read.minSat).toBeGreaterThanOrEqual(1);
            expect(read.maxSat).toBeGreaterThanOrEqual(read.minSat);
            expect(Number.isSafeInteger(read.maxSat)).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(WithdrawRequestError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("lnurlTag", () => {
  it("is the answer's tag, or undefined", () => {
    expect(lnurlTag({ tag: "withdrawRequest" })).toBe("withdrawRequest");
    expect(lnurlTag({ tag: "payRequest" })).toBe("payRequest");
    expect(lnurlTag({ status: "ERROR" })).toBeUndefined();
    expect(lnurlTag([{ tag: "payRequest" }])).toBeUndefined();
    expect(lnurlTag(null)).toBeUndefined();
  });
});

describe("withdrawCallbackUrl (LUD-03 step 5)", () => {
  const invoice = "lnbcrt10u1pexample";

  it("appends ?k1=…&pr=… to a callback without a query", () => {
    expect(withdrawCallbackUrl("https://v.example.com/cb", "k", invoice).toString()).toBe(
      `https://v.example.com/cb?k1=k&pr=${invoice}`,
    );
  });

  it("appends &k1=…&pr=… to a callback with a query, keeping it as written", () => {
    expect(withdrawCallbackUrl("https://v.example.com/cb?id=7&sig=a%2Bb", "k", invoice).href).toBe(
      `https://v.example.com/cb?id=7&sig=a%2Bb&k1=k&pr=${invoice}`,
    );
    expect(withdrawCallbackUrl("https://v.example.com/cb?", "k", invoice).href).toBe(
      `https://v.example.com/cb?k1=k&pr=${invoice}`,
    );
  });

  it("encodes a k1 that is not plain hex, so it reads back the same", () => {
    const url = withdrawCallbackUrl("https://v.example.com/cb", "a b&c=d/é", invoice);
    expect(url.searchParams.get("k1")).toBe("a b&c=d/é");
    expect(url.searchParams.get("pr")).toBe(invoice);
  });

  it("drops a fragment, which would otherwise swallow the parameters", () => {
    const url = withdrawCallbackUrl("https://v.example.com/cb#top", "k", invoice);
    expect(url.searchParams.get("k1")).toBe("k");
    expect(url.hash).toBe("");
  });
});

describe("readWithdrawVerdict (LUD-03 step 6)", () => {
  it("reads OK in any case", () => {
    expect(readWithdrawVerdict({ status: "OK" })).toEqual({ ok: true });
    expect(readWithdrawVerdict({ status: "ok" })).toEqual({ ok: true });
  });

  it("gives the service's reason for ERROR, printable, without a final period", () => {
    expect(readWithdrawVerdict({ status: "ERROR", reason: "Voucher\nalready used." })).toEqual({
      ok: false,
      reason: "refused",
      refusal: "Voucher already used",
    });
    expect(readWithdrawVerdict({ status: "ERROR", reason: " " })).toEqual({
      ok: false,
      reason: "refused_silently",
    });
  });

  it("is not_lnurl for anything else", () => {
    for (const body of [null, {}, { status: "PENDING" }, "OK", [{ status: "OK" }]]) {
      expect(readWithdrawVerdict(body)).toEqual({ ok: false, reason: "not_lnurl" });
    }
  });
});
