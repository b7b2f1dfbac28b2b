import { bech32 } from "bech32";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeLnurl,
  encodeLnurl,
  LnurlFormatError,
  lightningAddressUrl,
  PayRequestError,
  parseLightningAddress,
  parseLud17,
  parsePayTarget,
  readPayRequest,
  stripLightningPrefix,
} from "../../src/bitcoin/lnurl.ts";

/** The example of LUD-01. */
const LUD01_URL =
  "https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df";
const LUD01_LNURL =
  "LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS";

const httpUrl = fc.webUrl({ validSchemes: ["https", "http"], withQueryParameters: true });

describe("bech32 LNURL (LUD-01)", () => {
  it("decodes the LUD-01 example, uppercase as in QR codes", () => {
    expect(decodeLnurl(LUD01_LNURL).toString()).toBe(LUD01_URL);
  });

  it("encodes the LUD-01 example to the same string, in lowercase", () => {
    expect(encodeLnurl(LUD01_URL)).toBe(LUD01_LNURL.toLowerCase());
  });

  it("accepts lightning: and lightning:// prefixes in any case, and surrounding spaces", () => {
    for (const text of [
      `lightning:${LUD01_LNURL}`,
      `LIGHTNING:${LUD01_LNURL}`,
      `lightning://${LUD01_LNURL.toLowerCase()}`,
      `  ${LUD01_LNURL}\n`,
    ]) {
      expect(decodeLnurl(text).toString()).toBe(LUD01_URL);
    }
  });

  it("refuses a broken checksum with LnurlFormatError", () => {
    const lower = LUD01_LNURL.toLowerCase();
    const broken = `${lower.slice(0, -1)}${lower.endsWith("q") ? "p" : "q"}`;
    expect(() => decodeLnurl(broken)).toThrow(LnurlFormatError);
    expect(() => decodeLnurl(broken)).toThrow(/checksum/);
  });

  it("refuses text that is not an lnurl1 string", () => {
    expect(() => decodeLnurl("lnbc1xyz")).toThrow(LnurlFormatError);
    expect(() => decodeLnurl("")).toThrow(LnurlFormatError);
  });

  it("refuses a bech32 string whose prefix only starts like lnurl1", () => {
    const words = bech32.toWords(new TextEncoder().encode("https://example.com/"));
    const disguised = bech32.encode("lnurl1qq", words, 2000);
    expect(disguised.startsWith("lnurl1qq1")).toBe(true);
    expect(() => decodeLnurl(disguised)).toThrow(LnurlFormatError);
  });

  it("refuses an LNURL that does not hold a web address", () => {
    const notUrl = bech32.encode(
      "lnurl",
      bech32.toWords(new TextEncoder().encode("ftp://x.y")),
      2000,
    );
    expect(() => decodeLnurl(notUrl)).toThrow(/web address/);
  });

  it("round-trips any http(s) URL, in either case", () => {
    fc.assert(
      fc.property(httpUrl, (url) => {
        const lnurl = encodeLnurl(url);
        expect(lnurl.startsWith("lnurl1")).toBe(true);
        expect(decodeLnurl(lnurl).toString()).toBe(new URL(url).toString());
        expect(decodeLnurl(lnurl.toUpperCase()).toString()).toBe(new URL(url).toString());
      }),
      { numRuns: 200 },
    );
  });

  it("detects any one-character change", () => {
    const alphabet = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    fc.assert(
      fc.property(httpUrl, fc.nat(), fc.nat(), (url, at, by) => {
        const lnurl = encodeLnurl(url);
        const index = 6 + (at % (lnurl.length - 6)); // past "lnurl1"
        const original = lnurl[index] ?? "q";
        const replacement = alphabet[(alphabet.indexOf(original) + 1 + (by % 31)) % 32] ?? "q";
        const changed = lnurl.slice(0, index) + replacement + lnurl.slice(index + 1);
        expect(() => decodeLnurl(changed)).toThrow(LnurlFormatError);
      }),
      { numRuns: 200 },
    );
  });
});

describe("lightning addresses (LUD-16)", () => {
  it("parses user@domain, lowercased, with an optional lightning: prefix", () => {
    expect(parseLightningAddress("Alice@Example.COM")).toEqual({
      user: "alice",
      domain: "example.com",
    });
    expect(parseLightningAddress("lightning:bob.tips+1@pay.example.org")).toEqual({
      user: "bob.tips+1",
      domain: "pay.example.org",
    });
  });

  it("is undefined for text that is not an address", () => {
    for (const text of ["alice", "alice@", "@example.com", "a b@example.com", "alice@example"]) {
      expect(parseLightningAddress(text)).toBeUndefined();
    }
  });

  it("maps to the https .well-known/lnurlp URL", () => {
    expect(lightningAddressUrl({ user: "alice", domain: "example.com" }).toString()).toBe(
      "https://example.com/.well-known/lnurlp/alice",
    );
  });

  it("uses http only for onion and loopback hosts", () => {
    expect(lightningAddressUrl({ user: "a", domain: "abcdef.onion" }).protocol).toBe("http:");
    expect(lightningAddressUrl({ user: "a", domain: "127.0.0.1:8080" }).toString()).toBe(
      "http://127.0.0.1:8080/.well-known/lnurlp/a",
    );
    expect(lightningAddressUrl({ user: "a", domain: "localhost" }).protocol).toBe("http:");
    expect(lightningAddressUrl({ user: "a", domain: "example.com:8443" }).protocol).toBe("https:");
  });
});

describe("lnurlp:// (LUD-17)", () => {
  it("is the https URL with the same host and path", () => {
    expect(parseLud17("lnurlp://pay.example.com/lnurlp/abc?x=1")?.toString()).toBe(
      "https://pay.example.com/lnurlp/abc?x=1",
    );
    expect(parseLud17("LIGHTNING:LNURLP://pay.example.com/x")?.toString()).toBe(
      "https://pay.example.com/x",
    );
  });

  it("uses http for onion hosts", () => {
    expect(parseLud17("lnurlp://abcdef.onion/p")?.toString()).toBe("http://abcdef.onion/p");
  });

  it("is undefined for other schemes", () => {
    expect(parseLud17("lnurlw://example.com/w")).toBeUndefined();
    expect(parseLud17("https://example.com")).toBeUndefined();
  });
});

describe("parsePayTarget", () => {
  it("gives the bech32 LNURL (lowercase) to hand to the gateway", () => {
    expect(parsePayTarget(`lightning:${LUD01_LNURL}`)).toEqual({
      kind: "lnurl",
      lnurl: LUD01_LNURL.toLowerCase(),
      url: new URL(LUD01_URL),
    });
  });

  it("encodes a lnurlp:// link as the LNURL of its https URL", () => {
    const target = parsePayTarget("lnurlp://pay.example.com/p/1");
    expect(target?.kind).toBe("lnurl");
    expect(target && decodeLnurl(target.lnurl).toString()).toBe("https://pay.example.com/p/1");
  });

  it("turns a lightning address into the LNURL of its LUD-16 URL", () => {
    const target = parsePayTarget("Alice@Example.com");
    expect(target).toMatchObject({
      kind: "lightning-address",
      address: { user: "alice", domain: "example.com" },
    });
    expect(target && decodeLnurl(target.lnurl).toString()).toBe(
      "https://example.com/.well-known/lnurlp/alice",
    );
  });

  it("is undefined for invoices, on-chain addresses and plain text", () => {
    for (const text of [
      "lnbc2500u1pvjluezsp5zyg3zyg3",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      "hello",
      "",
    ]) {
      expect(parsePayTarget(text)).toBeUndefined();
    }
  });

  it("throws LnurlFormatError for a broken lnurl1 string", () => {
    expect(() => parsePayTarget(`${LUD01_LNURL.slice(0, -2)}QQ`)).toThrow(LnurlFormatError);
  });

  it("never throws anything but LnurlFormatError", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `lnurl1${s}`),
          fc.string().map((s) => `lightning:${s}@x.com`),
          fc.string().map((s) => `lnurlp://${s}`),
        ),
        (text) => {
          try {
            parsePayTarget(text);
          } catch (error) {
            expect(error).toBeInstanceOf(LnurlFormatError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("stripLightningPrefix", () => {
  it("removes lightning: with or without // in any case, and nothing else", () => {
    expect(stripLightningPrefix("lightning:lnbc1")).toBe("lnbc1");
    expect(stripLightningPrefix("LIGHTNING://LNBC1")).toBe("LNBC1");
    expect(stripLightningPrefix("lnbc1")).toBe("lnbc1");
    expect(stripLightningPrefix("bitcoin:bc1q")).toBe("bitcoin:bc1q");
  });
});

describe("readPayRequest (LUD-06 first step)", () => {
  const base = {
    tag: "payRequest",
    callback: "https://pay.example/cb",
    minSendable: 1_500,
    maxSendable: "7999999",
    metadata: JSON.stringify([
      ["text/plain", "Tips for\n Dave\u0007"],
      ["image/png;base64", "iVBOR"],
      ["text/identifier", "dave@pay.example"],
    ]),
  };

  it("reads the description, the range in whole sat (rounded inwards) and the address", () => {
    expect(readPayRequest(base, "pay.example")).toEqual({
      description: "Tips for Dave",
      minSat: 2,
      maxSat: 7_999,
      identifier: "dave@pay.example",
    });
    const email = { ...base, metadata: JSON.stringify([["text/email", "d@pay.example"]]) };
    expect(readPayRequest(email, "pay.example")).toEqual({
      description: "",
      minSat: 2,
      maxSat: 7_999,
      identifier: "d@pay.example",
    });
  });

  it("clips a long description", () => {
    const long = { ...base, metadata: JSON.stringify([["text/plain", "x".repeat(500)]]) };
    expect(readPayRequest(long, "h").description).toHaveLength(200);
  });

  it("quotes a service's refusal on one line, shortened to 140 characters, as it wrote it", () => {
    const long = { status: "ERROR", reason: `<b>No</b>\n\u0007${"y".repeat(300)}` };
    let error: unknown;
    try {
      readPayRequest(long, "h");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PayRequestError);
    const refusal = (error as PayRequestError).facts.refusal ?? "";
    expect(refusal).toHaveLength(140);
    expect(refusal).toMatch(/^<b>No<\/b> y+…$/);
  });

  it("refuses error answers, other LNURL kinds, missing fields and empty ranges, with a sentence", () => {
    const cases: Array<[unknown, RegExp]> = [
      [
        { status: "ERROR", reason: "closed." },
        /^The pay code's service at h refused\. In its own words: “closed\.”$/,
      ],
      [{ status: "error" }, /refused without giving a reason/],
      [{ ...base, tag: "withdrawRequest" }, /not a pay code/],
      [{ ...base, callback: undefined }, /incomplete/],
      [{ ...base, minSendable: -1 }, /incomplete/],
      [{ ...base, metadata: "not json" }, /unreadable metadata/],
      [{ ...base, minSendable: 1_500, maxSendable: 1_900 }, /no amount in whole satoshi/],
      [{ ...base, minSendable: 0, maxSendable: 999 }, /no amount in whole satoshi/],
      [[1, 2], /did not answer as LNURL does/],
      ["text", /did not answer as LNURL does/],
    ];
    for (const [body, reason] of cases) {
      expect(() => readPayRequest(body, "h")).toThrow(PayRequestError);
      expect(() => readPayRequest(body, "h")).toThrow(reason);
    }
  });
});
