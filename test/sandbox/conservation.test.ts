/**
 * Money is conserved: whatever mix of payments succeeds or fails, the sum
 * of all balances plus what was paid out plus fees equals what was put in,
 * and no balance goes negative. Checked on the ledger with generated
 * sequences, and through the client over HTTP.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { SandboxError } from "../../src/sandbox/errors.ts";
import { SandboxLedger } from "../../src/sandbox/ledger.ts";
import { closeAll, foreignInvoice, merchantWithClient, testSandbox } from "./support.ts";

afterEach(closeAll);

const ADDRESS = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

type Step =
  | { kind: "internal"; payer: number; payee: number; amount: number }
  | { kind: "foreign"; payer: number; amount: number }
  | { kind: "onchain"; payer: number; amount: number }
  | { kind: "fund"; merchant: number; amount: number }
  | { kind: "receive"; merchant: number; amount: number }
  | { kind: "repay"; payer: number };

const merchant = fc.integer({ min: 0, max: 3 });
const amount = fc.integer({ min: 1, max: 6_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("internal" as const), payer: merchant, payee: merchant, amount }),
  fc.record({ kind: fc.constant("foreign" as const), payer: merchant, amount }),
  fc.record({ kind: fc.constant("onchain" as const), payer: merchant, amount }),
  fc.record({ kind: fc.constant("fund" as const), merchant, amount }),
  fc.record({ kind: fc.constant("receive" as const), merchant, amount }),
  fc.record({ kind: fc.constant("repay" as const), payer: merchant }),
);

describe("conservation of money", () => {
  it("holds on the ledger for any sequence of operations, failed ones included", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 8_000 }), { minLength: 4, maxLength: 4 }),
        fc.array(step, { maxLength: 25 }),
        (startBalances, steps) => {
          const ledger = new SandboxLedger({
            network: "regtest",
            clock: Date.now,
            onchainFeeSat: 250,
          });
          const ids = startBalances.map(
            (balanceSat) => ledger.createMerchant({ balanceSat }).merchantId,
          );
          const id = (index: number) => ids[index] ?? "";
          const paidInvoices: string[] = [];
          for (const s of steps) {
            const before = ids.map((m) => ledger.balance(m).totalSat);
            try {
              switch (s.kind) {
                case "internal": {
                  const invoice = ledger.createInvoice(id(s.payee), s.amount, { description: "p" });
                  ledger.payInvoice(id(s.payer), invoice.paymentRequest);
                  paidInvoices.push(invoice.paymentRequest);
                  break;
                }
                case "foreign":
                  ledger.payInvoice(id(s.payer), foreignInvoice({ amountSat: s.amount }).invoice);
                  break;
                case "onchain":
                  ledger.sendOnchain(id(s.payer), ADDRESS, s.amount);
                  break;
                case "fund":
                  ledger.fund(id(s.merchant), s.amount);
                  break;
                case "receive":
                  ledger.receiveOnchain(id(s.merchant), s.amount);
                  break;
                case "repay": {
                  const again = paidInvoices.at(-1);
                  if (again) ledger.payInvoice(id(s.payer), again);
                  break;
                }
              }
            } catch (error) {
              if (!(error instanceof SandboxError)) throw error;
              // A refusal changes nobody's balance.
              expect(ids.map((m) => ledger.balance(m).totalSat)).toEqual(before);
            }
            const totals = ledger.totals();
            expect(ledger.sumOfBalances()).toBe(
              totals.fundedSat - totals.paidOutSat - totals.feesSat,
            );
            for (const m of ids) expect(ledger.balance(m).totalSat).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("holds through the client over HTTP", async () => {
    const sandbox = await testSandbox({ onchainFeeSat: 250 });
    const merchants = await Promise.all(
      [20_000, 5_000, 0].map((balanceSat) => merchantWithClient(sandbox, { balanceSat })),
    );
    const [a, b, c] = merchants;
    if (!a || !b || !c) throw new Error("merchants missing");
    const check = () => {
      const totals = sandbox.totals();
      const sum = merchants.reduce(
        (s, m) => s + (sandbox.merchant(m.credentials.merchantId)?.balanceSat ?? 0),
        0,
      );
      expect(sum).toBe(totals.balancesSat);
      expect(sum + totals.paidOutSat + totals.feesSat).toBe(totals.fundedSat);
    };

    await a.client.sendPayment((await b.client.createInvoice(3_000, "1")).invoice);
    check();
    await b.client.sendPayment((await c.client.createInvoice(7_500, "2")).invoice);
    check();
    await c.client.sendOnchain(ADDRESS, 2_000);
    check();
    await a.client.sendPayment(foreignInvoice({ amountSat: 4_321 }).invoice);
    check();
    await expect(c.client.sendOnchain(ADDRESS, 5_251)).rejects.toThrow(/Insufficient balance/);
    check();
    expect(sandbox.totals()).toEqual({
      fundedSat: 25_000,
      paidOutSat: 6_321,
      feesSat: 250,
      balancesSat: 18_429,
    });
  });
});
