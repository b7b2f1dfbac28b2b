import { beforeEach, describe, expect, it } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import { destinationOf, memberRoute, type PayeeDeps } from "../../src/operations/payees.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";

const bob = { id: 2 };

describe("where money for a member goes", () => {
  let deps: PayeeDeps & { accounts: AccountService; preferences: PreferenceService };
  let provisioned: number;
  beforeEach(() => {
    const store = openMemoryStore();
    provisioned = 0;
    const accounts = new AccountService({
      store,
      box: new SecretBox(Buffer.alloc(32, 7)),
      sandbox: {
        async createMerchant() {
          provisioned++;
          return { merchantId: `m${provisioned}`, apiKey: "key", secretKey: "ab".repeat(32) };
        },
        setWebhook() {},
      },
      eventsUrl: () => undefined,
    });
    deps = { accounts, preferences: new PreferenceService(store) };
  });

  it("nowhere for a member without account or address, and no account is made for them", async () => {
    expect(await memberRoute(deps, bob.id)).toEqual({ via: "none" });
    expect(provisioned).toBe(0);
    expect(await deps.accounts.findExisting(bob.id)).toBeUndefined();
  });

  it("to their existing account", async () => {
    await deps.accounts.find(bob.id);
    expect(await memberRoute(deps, bob.id)).toEqual({ via: "account" });
  });

  it("to their lightning address when they set one, even with an account", async () => {
    await deps.accounts.find(bob.id);
    await deps.preferences.update(bob.id, { lightningAddress: "bob@wallet.example" });
    const route = await memberRoute(deps, bob.id);
    expect(route).toMatchObject({ via: "address", address: "bob@wallet.example" });
    expect(route.via === "address" && route.lnurl.startsWith("lnurl1")).toBe(true);
  });
});

describe("what the payment engine is told for a route", () => {
  it("sends to the address's LNURL and names the address in history", () => {
    expect(
      destinationOf({ via: "address", address: "bob@wallet.example", lnurl: "lnurl1x" }, 2, "@bob"),
    ).toEqual({
      target: { type: "lnurl", lnurl: "lnurl1x" },
      counterpart: "@bob (bob@wallet.example)",
    });
  });

  it("sends to their account and names them alone", () => {
    expect(destinationOf({ via: "account" }, 2, "@bob")).toEqual({
      target: { type: "account", recipientUserId: 2 },
      counterpart: "@bob",
    });
  });
});
