import { describe, expect, it } from "vitest";
import { lightningAddressFor, readTipAddress } from "../../src/bitcoin/lightning-address.ts";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";

describe("lightningAddressFor", () => {
  it("reads name@host from a pay code whose URL is LUD-16's well-known one", () => {
    expect(
      lightningAddressFor(encodeLnurl("https://pay.example.com/.well-known/lnurlp/alice")),
    ).toBe("alice@pay.example.com");
    expect(
      lightningAddressFor(
        `lightning:${encodeLnurl("https://Pay.Example.com/.well-known/lnurlp/bob.tips").toUpperCase()}`,
      ),
    ).toBe("bob.tips@pay.example.com");
    // Loopback hosts use http, as lightning addresses there do (the sandbox's own).
    expect(
      lightningAddressFor(encodeLnurl("http://127.0.0.1:40065/.well-known/lnurlp/carol")),
    ).toBe("carol@127.0.0.1:40065");
  });

  it("makes up no address for any other code", () => {
    for (const url of [
      // The sandbox's 4.6 code: a merchant's pay request, not an address.
      "http://127.0.0.1:40065/lnurlp/m-7f3a",
      "https://pay.example.com/.well-known/lnurlp/alice?amount=1000",
      "https://pay.example.com/.well-known/lnurlp/alice/extra",
      "https://pay.example.com/.well-known/lnurlp/",
      // LUD-16 addresses on a public host are https only.
      "http://pay.example.com/.well-known/lnurlp/alice",
      "https://pay.example.com/.well-known/lnurlp/al%20ice",
      // LUD-16 names are lowercase: this URL is not the one "Bob@…" leads to.
      "https://pay.example.com/.well-known/lnurlp/Bob",
    ]) {
      expect(lightningAddressFor(encodeLnurl(url)), url).toBeUndefined();
    }
    expect(lightningAddressFor("lnurl1notbech32")).toBeUndefined();
    expect(lightningAddressFor("")).toBeUndefined();
  });
});

describe("the lightning address for tips", () => {
  it("is normalised to lowercase user@domain, with or without lightning:", () => {
    expect(readTipAddress(" lightning:Alice@Wallet.Example ", { allowLocal: false })).toEqual({
      ok: true,
      address: "alice@wallet.example",
    });
  });

  it("must look like an address", () => {
    for (const text of ["alice", "alice@", "@wallet.example", "alice at wallet.example", ""]) {
      expect(readTipAddress(text, { allowLocal: true }), text).toEqual({
        ok: false,
        reason: "not_an_address",
      });
    }
  });

  it("on a loopback host is refused for a real gateway and accepted on the embedded sandbox", () => {
    for (const text of ["bob@127.0.0.1:8080", "bob@localhost", "bob@localhost:3000"]) {
      expect(readTipAddress(text, { allowLocal: false }), text).toEqual({
        ok: false,
        reason: "local_host",
      });
      expect(readTipAddress(text, { allowLocal: true }).ok, text).toBe(true);
    }
  });
});
