import { describe, expect, it } from "vitest";
import { Ledger } from "../../src/operations/ledger.ts";
import { recordTipReceived, tipReceivedId } from "../../src/operations/tip-received.ts";
import { openStore } from "../../src/storage/index.ts";

describe("the recipient's entry for money sent to them", () => {
  it("is paid, keyed by the sent operation, with its amount and time, and written once", async () => {
    const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
    const ledger = new Ledger(store, () => 5_000);
    const sent = { id: "op-1", amountSat: 700, createdAt: 1_000 };
    const entry = { recipientId: 42, description: "thanks", counterpart: "@alice" };
    await recordTipReceived(ledger, sent, entry);
    await recordTipReceived(ledger, sent, entry);
    expect(tipReceivedId("op-1")).toBe("op-1-in");
    const { operations } = await ledger.page(42, 0, 10);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({
      id: "op-1-in",
      userId: 42,
      kind: "tip-received",
      state: "paid",
      amountSat: 700,
      description: "thanks",
      counterpart: "@alice",
      createdAt: 1_000,
    });
    await store.close();
  });
});
