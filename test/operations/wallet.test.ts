/**
 * Reading a user's own account through the engine, against the sandbox:
 * the balance, the pay code, and a connection check that tells wrong keys
 * from keys of another merchant.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Account } from "../../src/accounts/accounts.ts";
import { createGateway } from "../../src/gateway/client.ts";
import { GatewayError, GrpcCode } from "../../src/gateway/errors.ts";
import { Wallet } from "../../src/operations/wallet.ts";
import type { Sandbox } from "../../src/sandbox/server.ts";
import { closeAll, testSandbox } from "../sandbox/support.ts";

let sandbox: Sandbox;
let wallet: Wallet;

beforeEach(async () => {
  sandbox = await testSandbox();
  wallet = new Wallet({
    gateway: createGateway({ baseUrl: sandbox.url, timeoutMs: 2_000, retry: { limit: 0 } }),
  });
});
afterEach(() => closeAll());

const proof = { sat: 1, description: "connection check" };

describe("Wallet", () => {
  it("reads the balance of the user's own account", async () => {
    const credentials = await sandbox.createMerchant({ balanceSat: 12_345 });
    const account = { userId: 1, credentials, kind: "sandbox" } as Account;
    expect(await wallet.balance(account)).toMatchObject({ totalSat: 12_345, spendableSat: 12_345 });
  });

  it("accepts working keys of the merchant they name", async () => {
    const credentials = await sandbox.createMerchant();
    expect(await wallet.checkConnection(credentials, proof)).toEqual({ ok: true });
  });

  it("says wrong keys fail at the keys", async () => {
    const credentials = await sandbox.createMerchant();
    const check = await wallet.checkConnection(
      { ...credentials, secretKey: "00".repeat(32) },
      proof,
    );
    expect(check).toMatchObject({ ok: false, step: "keys" });
  });

  it("says keys of another merchant fail at the merchant", async () => {
    const mine = await sandbox.createMerchant();
    const other = await sandbox.createMerchant();
    const check = await wallet.checkConnection({ ...mine, merchantId: other.merchantId }, proof);
    expect(check).toMatchObject({ ok: false, step: "merchant" });
    if (check.ok) return;
    expect(check.error).toBeInstanceOf(GatewayError);
    expect((check.error as GatewayError).grpcCode).toBe(GrpcCode.PERMISSION_DENIED);
  });
});
