import { describe, expect, it } from "vitest";
import {
  BOARD_PEOPLE,
  countPayment,
  emptyBoard,
  type GroupPaymentEntry,
  isoWeek,
  rankBoard,
  readBoard,
  recordGroupPayment,
} from "../../src/operations/board.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";

const DAY = 24 * 60 * 60_000;
/** Wednesday 2026-11-25, 12:00 UTC (ISO week 48). */
const WEDNESDAY = Date.UTC(2026, 10, 25, 12);

function payment(overrides: Partial<GroupPaymentEntry> = {}): GroupPaymentEntry {
  return {
    chatId: -100,
    from: { id: 1, name: "Alice" },
    to: { id: 2, name: "Bob" },
    sat: 100,
    at: WEDNESDAY,
    operationId: "op-1",
    ...overrides,
  };
}

describe("isoWeek", () => {
  it("names ISO weeks in UTC, the year being that of the week's Thursday", () => {
    expect(isoWeek(WEDNESDAY)).toBe("2026-W48");
    expect(isoWeek(Date.UTC(2026, 10, 23, 0))).toBe("2026-W48"); // Monday
    expect(isoWeek(Date.UTC(2026, 10, 29, 23, 59))).toBe("2026-W48"); // Sunday
    expect(isoWeek(Date.UTC(2026, 10, 30, 0))).toBe("2026-W49");
    expect(isoWeek(Date.UTC(2027, 0, 1))).toBe("2026-W53");
    expect(isoWeek(Date.UTC(2021, 0, 3))).toBe("2020-W53");
    expect(isoWeek(Date.UTC(2024, 11, 30))).toBe("2025-W01");
  });
});

describe("countPayment", () => {
  it("counts a payment once, for both people, this week and all time", () => {
    const once = countPayment(emptyBoard(WEDNESDAY), payment());
    expect(countPayment(once, payment())).toBe(once);
    const twice = countPayment(once, payment({ operationId: "op-2", sat: 50 }));
    const board = rankBoard(twice, WEDNESDAY);
    expect(board.all.tippers).toEqual([{ id: 1, name: "Alice", sat: 150, count: 2 }]);
    expect(board.week.receivers).toEqual([{ id: 2, name: "Bob", sat: 150, count: 2 }]);
  });

  it("starts a new week afresh, keeps all time, and counts a late payment of an old week for all time only", () => {
    const lastWeek = countPayment(
      emptyBoard(WEDNESDAY - 7 * DAY),
      payment({ at: WEDNESDAY - 7 * DAY }),
    );
    const thisWeek = countPayment(lastWeek, payment({ operationId: "op-2", sat: 30 }));
    expect(rankBoard(thisWeek, WEDNESDAY).week.tippers).toEqual([
      { id: 1, name: "Alice", sat: 30, count: 1 },
    ]);
    expect(rankBoard(thisWeek, WEDNESDAY).all.tippers[0]?.sat).toBe(130);
    const late = countPayment(thisWeek, payment({ operationId: "op-3", at: WEDNESDAY - 8 * DAY }));
    expect(rankBoard(late, WEDNESDAY).week.tippers[0]?.sat).toBe(30);
    expect(rankBoard(late, WEDNESDAY).all.tippers[0]?.sat).toBe(230);
    // Read a week later, nothing was given "this week".
    expect(rankBoard(late, WEDNESDAY + 7 * DAY).week.tippers).toEqual([]);
  });

  it("keeps at most BOARD_PEOPLE people per side, dropping the smallest totals", () => {
    let record = emptyBoard(WEDNESDAY);
    for (let i = 0; i < BOARD_PEOPLE + 50; i++) {
      record = countPayment(
        record,
        payment({ operationId: `op-${i}`, from: { id: 1000 + i, name: `P${i}` }, sat: 1 + i }),
      );
    }
    const ranked = rankBoard(record, WEDNESDAY).all.tippers;
    expect(ranked).toHaveLength(BOARD_PEOPLE);
    expect(ranked[0]?.sat).toBe(BOARD_PEOPLE + 50);
    expect(ranked.at(-1)?.sat).toBe(51);
  });
});

describe("recordGroupPayment", () => {
  it("stores per group, idempotently, and ignores private chats and self-payments", async () => {
    const store = openMemoryStore();
    await Promise.all([
      recordGroupPayment({ store }, payment()),
      recordGroupPayment({ store }, payment()),
      recordGroupPayment({ store }, payment({ operationId: "op-2" })),
      recordGroupPayment({ store }, payment({ operationId: "op-3", chatId: 42 })),
      recordGroupPayment({ store }, payment({ operationId: "op-4", to: { id: 1, name: "Alice" } })),
      recordGroupPayment({ store }, payment({ operationId: "op-5", chatId: -200 })),
    ]);
    const board = await readBoard(store, -100, WEDNESDAY);
    expect(board.all.tippers).toEqual([{ id: 1, name: "Alice", sat: 200, count: 2 }]);
    expect((await readBoard(store, -200, WEDNESDAY)).all.tippers[0]?.sat).toBe(100);
    expect((await readBoard(store, 42, WEDNESDAY)).all.tippers).toEqual([]);
  });
});
