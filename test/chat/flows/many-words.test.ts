import { describe, expect, it } from "vitest";
import { readManyWords, shareOf } from "../../../src/chat/flows/many-words.ts";

describe("readManyWords", () => {
  it("reads the names after the amount, the note after them, and --split anywhere", () => {
    expect(readManyWords("@ann @bob @cyd thanks all")).toEqual({
      usernames: ["ann", "bob", "cyd"],
      split: false,
      note: "thanks all",
    });
    expect(readManyWords("@ann @Bob --split lunch")).toEqual({
      usernames: ["ann", "Bob"],
      split: true,
      note: "lunch",
    });
  });

  it("names each person once, and names no one in an ordinary note", () => {
    expect(readManyWords("@ann @ANN @bob")?.usernames).toEqual(["ann", "bob"]);
    expect(readManyWords("thanks @ann")).toBeUndefined();
    expect(readManyWords("")).toBeUndefined();
    expect(readManyWords("@ab")).toBeUndefined();
  });
});

describe("shareOf", () => {
  it("gives the amount to each, or splits it in whole satoshi", () => {
    expect(shareOf(300, 3, false)).toBe(300);
    expect(shareOf(900, 3, true)).toBe(300);
    expect(shareOf(1000, 3, true)).toBe(333);
    expect(shareOf(2, 3, true)).toBe(0);
  });
});
