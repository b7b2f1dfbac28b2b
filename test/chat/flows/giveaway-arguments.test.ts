import { describe, expect, it } from "vitest";
import { parseGiveawayArguments } from "../../../src/chat/flows/giveaway-arguments.ts";

/** A total reader for the tests: whole satoshi without separators, or "1 500" style thousands. */
async function total(text: string): Promise<{ ok: true; sat: number } | { ok: false }> {
  const compact = text.replace(/ (?=\d{3}$)/, "");
  if (!/^\d+$/.test(compact)) return { ok: false };
  const sat = Number(compact);
  return sat > 0 ? { ok: true, sat } : { ok: false };
}

describe("/giveaway arguments", () => {
  it("read the total, the count and the note", async () => {
    expect(await parseGiveawayArguments("1000 5 for the meetup", total)).toEqual({
      kind: "read",
      total: { ok: true, sat: 1000 },
      count: 5,
      note: "for the meetup",
    });
  });

  it("are ambiguous when a space may be a thousands separator or the end of the total", async () => {
    expect(await parseGiveawayArguments("1 500 5", total)).toEqual({ kind: "ambiguous" });
  });

  it("say why the total was refused, else give the usage line", async () => {
    expect(await parseGiveawayArguments("0 5", total)).toEqual({
      kind: "read",
      total: { ok: false },
      count: 1,
      note: "",
    });
    expect(await parseGiveawayArguments("lots", total)).toEqual({ kind: "usage" });
    expect(await parseGiveawayArguments("", total)).toEqual({ kind: "usage" });
  });
});
