import { describe, expect, it } from "vitest";
import { readTipAddress } from "../../../src/features/settings/address.ts";

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
