import { describe, expect, it } from "vitest";
import { mentionedTarget, readTarget } from "../../../src/features/send/target.ts";

describe("readTarget", () => {
  it("reads an @username, an address, an LNURL, and the note after it", () => {
    expect(readTarget("@bobby_sats thanks a lot")).toEqual({
      target: { kind: "username", username: "bobby_sats" },
      note: "thanks a lot",
    });
    expect(readTarget("carol@example.com").target).toEqual({
      kind: "pay",
      text: "carol@example.com",
    });
    expect(readTarget("LNURL1DP68GURN8GHJ7 hi").target).toEqual({
      kind: "pay",
      text: "LNURL1DP68GURN8GHJ7",
    });
    expect(readTarget("carol@127.0.0.1:3000").target.kind).toBe("pay");
  });

  it("says what is missing or unknown", () => {
    expect(readTarget("").target).toEqual({ kind: "missing" });
    expect(readTarget("bob thanks").target).toEqual({ kind: "unknown", word: "bob" });
    expect(readTarget("@x").target).toEqual({ kind: "unknown", word: "@x" });
    expect(readTarget("100 @bob").target).toEqual({ kind: "unknown", word: "100" });
  });
});

describe("mentionedTarget", () => {
  const mallory = { id: 7, is_bot: false, first_name: "Mallory Q" };
  it("splits around a text mention: amount before, note after", () => {
    const text = "/send 1 500 Mallory Q for lunch";
    expect(
      mentionedTarget(text, [
        { type: "bot_command", offset: 0, length: 5 },
        { type: "text_mention", offset: 12, length: 9, user: mallory },
      ]),
    ).toEqual({ amountText: "1 500", user: mallory, note: "for lunch" });
  });

  it("is undefined without a text mention", () => {
    expect(mentionedTarget("/send 5 @bob", [{ type: "mention", offset: 8, length: 4 }])).toBe(
      undefined,
    );
  });
});
