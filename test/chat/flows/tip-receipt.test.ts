import { describe, expect, it } from "vitest";
import { addTip, emptyReceipt, renderReceipt } from "../../../src/chat/flows/tip-receipt.ts";

const tip = (id: string, tipperId: number, tipperName: string, amountSat: number) => ({
  id,
  tipperId,
  tipperName,
  amountSat,
});

describe("tip receipts", () => {
  it("add up the total and each tipper's share, in the order they first tipped", () => {
    let record = emptyReceipt("Bob");
    record = addTip(record, tip("a1", 1, "Alice", 100));
    record = addTip(record, tip("c1", 3, "Carol", 250));
    record = addTip(record, tip("a2", 1, "Alice", 50));
    expect(record.totalSat).toBe(400);
    expect(record.tippers).toEqual([
      { id: 1, name: "Alice", sat: 150 },
      { id: 3, name: "Carol", sat: 250 },
    ]);
    expect(renderReceipt(record, false)).toBe(
      "💸 <b>Bob</b> received <b>400 sat</b> in tips\nfrom Alice (150 sat) and Carol (250 sat)",
    );
  });

  it("count a tip once, however often it is added", () => {
    const once = addTip(emptyReceipt("Bob"), tip("a1", 1, "Alice", 100));
    const twice = addTip(once, tip("a1", 1, "Alice", 100));
    expect(twice).toBe(once);
    expect(twice.totalSat).toBe(100);
  });

  it("escape names, mark test money and name at most ten tippers", () => {
    let record = emptyReceipt("<Bob & co>");
    for (let i = 1; i <= 12; i++) record = addTip(record, tip(`t${i}`, i, `T${i}`, i));
    const html = renderReceipt(record, true);
    expect(html).toContain("<b>&lt;Bob &amp; co&gt;</b> received <b>78 sat</b>");
    expect(html).toContain("T10 (10 sat), and 2 more");
    expect(html).not.toContain("T11");
    expect(html).toContain("test money");
  });
});
