/**
 * A sandbox restarted on the same state file carries on where it stopped:
 * accounts, balances, invoices, node key, spent nonces and undelivered
 * events. A damaged file stops start-up with a message naming it.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import bolt11 from "bolt11";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGateway } from "../../src/gateway/client.ts";
import { GatewayAuthenticationError, GatewayRejectedError } from "../../src/gateway/errors.ts";
import { startSandbox } from "../../src/sandbox/server.ts";
import { SandboxStateError } from "../../src/sandbox/state.ts";
import { readStateFile } from "../../src/sandbox/state-store.ts";
import {
  clientFor,
  closeAll,
  foreignInvoice,
  testReceiver,
  testSandbox,
  waitFor,
} from "./support.ts";

/** A valid regtest P2WPKH address (BIP 173 test vector, regtest prefix). */
const bcrtAddress = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

let directory = "";
let statePath = "";

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "sandbox-state-"));
  statePath = path.join(directory, "nested", "sandbox.sqlite");
});

afterEach(async () => {
  await closeAll();
  await rm(directory, { recursive: true, force: true });
});

describe("restart on the same state file", () => {
  it("keeps merchants, balances, invoices and the node key; paid stays paid", async () => {
    const first = await testSandbox({ statePath });
    const alice = await first.createMerchant({ balanceSat: 10_000 });
    const bob = await first.createMerchant();
    const paid = await clientFor(first, bob).createInvoice(1_000, "before");
    const open = await clientFor(first, bob).createInvoice(2_000, "after");
    await clientFor(first, alice).sendPayment(paid.invoice);
    const nodeKey = first.nodePublicKey;
    await first.close();
    expect((await stat(statePath)).mode & 0o777).toBe(0o600);

    const second = await testSandbox({ statePath });
    expect(second.nodePublicKey).toBe(nodeKey);
    expect(bolt11.decode(open.invoice).payeeNodeKey).toBe(second.nodePublicKey);
    const aliceAgain = clientFor(second, alice);
    expect((await aliceAgain.getBalance()).totalSat).toBe(9_000);
    await aliceAgain.sendPayment(open.invoice);
    await expect(aliceAgain.sendPayment(paid.invoice)).rejects.toThrow(GatewayRejectedError);
    expect(second.merchant(bob.merchantId)?.balanceSat).toBe(3_000);
    expect(second.totals()).toMatchObject({
      fundedSat: 10_000,
      paidOutSat: 0,
      balancesSat: 10_000,
    });
  });

  it("refuses after a restart a nonce spent before it", async () => {
    const first = await testSandbox({ statePath });
    const alice = await first.createMerchant({ balanceSat: 100 });
    const fixed = (sandboxUrl: string) =>
      createGateway({
        baseUrl: sandboxUrl,
        retry: { limit: 0 },
        nonce: () => "1732262400000005",
      }).account(alice);
    await fixed(first.url).getBalance();
    await first.close();

    const second = await testSandbox({ statePath });
    await expect(fixed(second.url).getBalance()).rejects.toThrow(GatewayAuthenticationError);
    expect((await clientFor(second, alice).getBalance()).totalSat).toBe(100);
  });

  it("resumes an event that was still undelivered when the sandbox stopped", async () => {
    let healthy = false;
    const receiver = await testReceiver(() => ({ status: healthy ? 200 : 503 }));
    const first = await testSandbox({
      statePath,
      webhookRetry: { attempts: 5, baseDelayMs: 60_000 },
    });
    const alice = await first.createMerchant({ balanceSat: 1_000 });
    const bob = await first.createMerchant({ webhookUrl: receiver.url });
    const invoice = await clientFor(first, bob).createInvoice(100, "x");
    await clientFor(first, alice).sendPayment(invoice.invoice);
    await waitFor(() => (first.merchant(bob.merchantId)?.events[0]?.attempts.length ?? 0) >= 1);
    await first.close();
    expect(first.merchant(bob.merchantId)?.events[0]?.status).toBe("pending");

    healthy = true;
    const second = await testSandbox({ statePath });
    await second.webhooksIdle();
    const [event] = second.merchant(bob.merchantId)?.events ?? [];
    expect(event?.status).toBe("delivered");
    expect(event?.attempts.map((attempt) => attempt.status)).toEqual([503, 200]);
    expect(receiver.received).toHaveLength(2);
  });

  it("writes every kind of change and reads back exactly what it had", async () => {
    const receiver = await testReceiver(() => ({ status: 200 }));
    const first = await testSandbox({ statePath });
    const alice = await first.createMerchant({ balanceSat: 50_000 });
    const bob = await first.createMerchant({ webhookUrl: receiver.url });
    const carol = await first.createMerchant();
    await first.fund(carol.merchantId, 7_000);
    await first.setLightningAddress(bob.merchantId, "bob.tips");
    await first.receiveOnchain(bob.merchantId, 3_000);
    const paid = await clientFor(first, bob).createInvoice(1_500, "paid");
    await clientFor(first, bob).createInvoice(2_500, "open");
    await clientFor(first, alice).sendPayment(paid.invoice);
    await clientFor(first, alice).sendPayment(foreignInvoice({ amountSat: 400 }).invoice);
    await clientFor(first, carol).sendOnchain(bcrtAddress, 1_000);
    await first.webhooksIdle();
    await first.setWebhook(carol.merchantId, receiver.url);
    await first.setFrozen(alice.merchantId, 1_000);
    const ids = first.merchantIds();
    const before = ids.map((id) => first.merchant(id));
    const totals = first.totals();
    await first.close();

    const second = await testSandbox({ statePath });
    expect(second.merchantIds()).toEqual(ids);
    expect(ids.map((id) => second.merchant(id))).toEqual(before);
    expect(second.totals()).toEqual(totals);
    const bobEvents = second.merchant(bob.merchantId)?.events ?? [];
    expect(bobEvents.map((event) => event.status)).toEqual(["delivered", "delivered"]);
  });

  it("forgets on disk what pruning forgets in memory", async () => {
    let now = Date.now();
    const first = await testSandbox({ statePath, clock: () => now });
    const alice = await first.createMerchant({ balanceSat: 1_000 });
    await clientFor(first, alice).createInvoice(100, "old");
    now += 3 * 24 * 60 * 60_000;
    await clientFor(first, alice).createInvoice(200, "new");
    expect(first.merchant(alice.merchantId)?.invoices.map((i) => i.amountSat)).toEqual([200]);
    await first.close();
    const second = await testSandbox({ statePath, clock: () => now });
    expect(second.merchant(alice.merchantId)?.invoices.map((i) => i.amountSat)).toEqual([200]);
  });

  it("imports a JSON state file of an earlier version once, beside or in its place", async () => {
    const first = await testSandbox({ statePath });
    const alice = await first.createMerchant({ balanceSat: 4_200 });
    const invoice = await clientFor(first, alice).createInvoice(100, "kept");
    await first.close();
    const document = JSON.stringify(readStateFile(statePath));

    const beside = path.join(directory, "old", "sandbox.json");
    await mkdir(path.dirname(beside), { recursive: true });
    await writeFile(beside, document);
    const imported = await testSandbox({
      statePath: path.join(directory, "old", "sandbox.sqlite"),
    });
    expect((await clientFor(imported, alice).getBalance()).totalSat).toBe(4_200);
    expect(imported.merchant(alice.merchantId)?.invoices.map((i) => i.paymentRequest)).toEqual([
      invoice.invoice,
    ]);
    await imported.close();
    await expect(stat(beside)).rejects.toThrow();
    expect((await stat(`${beside}.imported`)).isFile()).toBe(true);
    const again = await testSandbox({ statePath: path.join(directory, "old", "sandbox.sqlite") });
    expect((await clientFor(again, alice).getBalance()).totalSat).toBe(4_200);

    const inPlace = path.join(directory, "custom.json");
    await writeFile(inPlace, document);
    const replaced = await testSandbox({ statePath: inPlace });
    expect((await clientFor(replaced, alice).getBalance()).totalSat).toBe(4_200);
    await replaced.close();
    expect((await stat(`${inPlace}.imported`)).isFile()).toBe(true);
    expect((await stat(inPlace)).mode & 0o777).toBe(0o600);
  });

  it("stops with a clear message on a damaged file or another network", async () => {
    const garbage = path.join(directory, "garbage.sqlite");
    await writeFile(garbage, Buffer.alloc(4096, 7));
    await expect(startSandbox({ statePath: garbage })).rejects.toThrow(
      /garbage\.sqlite cannot be opened as an SQLite database|garbage\.sqlite is damaged/,
    );
    await writeFile(path.join(directory, "broken.json"), "{ not json");
    await expect(startSandbox({ statePath: path.join(directory, "broken.json") })).rejects.toThrow(
      SandboxStateError,
    );
    await writeFile(
      path.join(directory, "wrong.json"),
      JSON.stringify({ version: 1, merchants: "x" }),
    );
    await expect(startSandbox({ statePath: path.join(directory, "wrong.json") })).rejects.toThrow(
      /wrong\.json is damaged at network/,
    );

    const regtest = await testSandbox({ statePath });
    await regtest.close();
    await expect(startSandbox({ statePath, network: "testnet" })).rejects.toThrow(
      /made for regtest, not testnet/,
    );
  });
});
