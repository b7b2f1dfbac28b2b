import { describe, expect, it } from "vitest";
import { displayName, historyName, messageLinkBase } from "../../../src/chat/flows/people.ts";

describe("message links", () => {
  it("use t.me/c/<id without -100> in private supergroups and the username in public ones", () => {
    expect(messageLinkBase({ id: -1001234567890, type: "supergroup" })).toBe(
      "https://t.me/c/1234567890",
    );
    expect(messageLinkBase({ id: -1001234567890, type: "supergroup", username: "sats" })).toBe(
      "https://t.me/sats",
    );
  });

  it("do not exist for basic groups", () => {
    expect(messageLinkBase({ id: -500, type: "group" })).toBeUndefined();
  });
});

describe("names", () => {
  it("join first and last name and shorten very long ones", () => {
    expect(displayName({ first_name: "Ada", last_name: "Lovelace" })).toBe("Ada Lovelace");
    const long = displayName({ first_name: "x".repeat(60) });
    expect(long).toHaveLength(40);
    expect(long.endsWith("…")).toBe(true);
  });

  it("prefer @username in history", () => {
    expect(historyName({ first_name: "Ada", username: "ada_l" })).toBe("@ada_l");
    expect(historyName({ first_name: "Ada" })).toBe("Ada");
  });
});
