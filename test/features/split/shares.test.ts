/** Reading /split's arguments and dividing a total into whole-satoshi shares that add up exactly. */
import { describe, expect, it } from "vitest";
import {
  planOpenShares,
  planShares,
  readSplitArguments,
} from "../../../src/features/split/shares.ts";

describe("readSplitArguments", () => {
  it("reads members, written shares, --all and the note after them", () => {
    expect(readSplitArguments("@ann @bob=20k --all Pizza night")).toEqual({
      ok: true,
      members: [{ username: "ann" }, { username: "bob", customSat: 20_000 }],
      all: true,
      openShares: undefined,
      note: "Pizza night",
    });
  });

  it("names a member once, and reads an open bill's count only without members", () => {
    const twice = readSplitArguments("@Ann @ann=5 x");
    expect(twice.ok && twice.members).toEqual([{ username: "Ann", customSat: 5 }]);
    expect(readSplitArguments("4 Pizza")).toMatchObject({ ok: true, openShares: 4, note: "Pizza" });
    expect(readSplitArguments("@ann 4 Pizza")).toMatchObject({ ok: true, note: "4 Pizza" });
    expect(readSplitArguments("@ann=lots x")).toEqual({
      ok: false,
      reason: "bad_share",
      word: "@ann=lots",
    });
  });
});

describe("planShares", () => {
  const sum = (plan: ReturnType<typeof planShares>) =>
    plan.ok ? plan.memberSat.reduce((a, b) => a + b, 0) + plan.organiserSat : Number.NaN;

  it("counts the organiser as one share and gives them the remainder", () => {
    const plan = planShares(1_000, [{}, {}], false);
    expect(plan).toEqual({ ok: true, memberSat: [333, 333], organiserSat: 334 });
    expect(sum(plan)).toBe(1_000);
  });

  it("keeps written shares and splits the rest among the others", () => {
    expect(planShares(60_000, [{ customSat: 20_000 }, {}], false)).toEqual({
      ok: true,
      memberSat: [20_000, 20_000],
      organiserSat: 20_000,
    });
  });

  it("with --all bills only the named, the remainder one satoshi each to the first", () => {
    const plan = planShares(1_001, [{}, {}], true);
    expect(plan).toEqual({ ok: true, memberSat: [501, 500], organiserSat: 0 });
    expect(planShares(1_000, [{ customSat: 400 }, { customSat: 600 }], true)).toMatchObject({
      ok: true,
    });
    expect(planShares(1_000, [{ customSat: 400 }], true)).toEqual({
      ok: false,
      reason: "custom_mismatch",
      sumSat: 400,
    });
  });

  it("refuses a share under 1 sat and written shares over the total", () => {
    expect(planShares(2, [{}, {}], false)).toEqual({ ok: false, reason: "too_small" });
    expect(planShares(100, [{ customSat: 200 }], false)).toEqual({
      ok: false,
      reason: "custom_over",
    });
    expect(planShares(100, [], false)).toEqual({ ok: false, reason: "no_one" });
  });

  it("always adds up to the total", () => {
    for (const total of [1, 7, 100, 999, 60_000, 123_457]) {
      for (let members = 1; members <= 7; members++) {
        for (const all of [false, true]) {
          const plan = planShares(
            total,
            Array.from({ length: members }, () => ({})),
            all,
          );
          if (plan.ok) expect(sum(plan)).toBe(total);
        }
      }
    }
  });
});

describe("planOpenShares", () => {
  it("divides among all the shares, the organiser's with the remainder", () => {
    expect(planOpenShares(1_000, 3)).toEqual({ ok: true, shareSat: 333, organiserSat: 334 });
    expect(planOpenShares(2, 3)).toEqual({ ok: false, reason: "too_small" });
    expect(planOpenShares(100, 1)).toEqual({ ok: false, reason: "too_small" });
  });
});
