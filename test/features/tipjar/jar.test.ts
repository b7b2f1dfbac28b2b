import { describe, expect, it } from "vitest";
import {
  addPayment,
  type JarRecord,
  progressBar,
  renderJar,
} from "../../../src/features/tipjar/jar.ts";
import { Translations } from "../../../src/i18n/i18n.ts";

const t = new Translations().for("en");
const names = new Intl.ListFormat("en", { type: "conjunction" });
const voice = {
  t,
  amount: (sat: number) => `${sat.toLocaleString("en-US")} sat`,
  list: (items: readonly string[]) => names.format(items),
};

function jar(overrides: Partial<JarRecord> = {}): JarRecord {
  return {
    v: 1,
    id: "j".repeat(22),
    chatId: -100,
    chatTitle: "Lounge",
    owner: { id: 2, name: "Bob <3", handle: "@bob" },
    targetSat: 1_000,
    allowMore: false,
    totalSat: 0,
    contributors: [],
    counted: [],
    ...overrides,
  };
}

describe("addPayment", () => {
  it("counts a payment once per operation id and sums per contributor", () => {
    const payment = { operationId: "op-1", payer: { id: 1, name: "Alice" }, sat: 100 };
    const once = addPayment(jar(), payment);
    expect(addPayment(once, payment)).toBe(once);
    const twice = addPayment(once, { ...payment, operationId: "op-2" });
    expect(twice.totalSat).toBe(200);
    expect(twice.contributors).toEqual([{ id: 1, name: "Alice", sat: 200 }]);
    expect(twice.closed).toBeUndefined();
  });

  it("closes at the target unless more is allowed; a closed jar stays closed by its first reason", () => {
    const full = addPayment(jar(), { operationId: "a", payer: { id: 1, name: "A" }, sat: 1_000 });
    expect(full.closed).toBe("target");
    const open = addPayment(jar({ allowMore: true }), {
      operationId: "a",
      payer: { id: 1, name: "A" },
      sat: 1_500,
    });
    expect(open.closed).toBeUndefined();
    const late = addPayment(jar({ closed: "owner" }), {
      operationId: "a",
      payer: { id: 1, name: "A" },
      sat: 5_000,
    });
    expect(late.closed).toBe("owner");
    expect(late.totalSat).toBe(5_000);
  });
});

describe("renderJar", () => {
  it("shows progress and names (escaped), no amounts per person, and the test-money mark", () => {
    let record = jar();
    for (let i = 0; i < 12; i++) {
      record = addPayment(record, {
        operationId: `op-${i}`,
        payer: { id: 10 + i, name: i === 0 ? "<b>Eve</b>" : `P${i}` },
        sat: 50,
      });
    }
    const html = renderJar(record, true, voice);
    expect(html).toContain("Tip jar of Bob &lt;3");
    expect(html).toContain("▓▓▓▓▓▓░░░░ 60%");
    expect(html).toContain("<b>600 sat</b> of 1,000 sat");
    expect(html).toContain("From: &lt;b&gt;Eve&lt;/b&gt;, P1,");
    expect(html).toContain("and 2 more");
    expect(html).not.toContain("50 sat");
    expect(html).toContain("test money");
  });

  it("fills the bar from the target on", () => {
    expect(progressBar(0, 1_000)).toBe("░░░░░░░░░░");
    expect(progressBar(999, 1_000)).toBe("▓▓▓▓▓▓▓▓▓░");
    expect(progressBar(5_000, 1_000)).toBe("▓▓▓▓▓▓▓▓▓▓");
  });
});
