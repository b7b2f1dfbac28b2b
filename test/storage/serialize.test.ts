/**
 * The stores write values with `serializeStored`, the very text
 * @keyv/serialize's writer makes, and read them with `deserializeStored`:
 * the same values as @keyv/serialize's reader for everything its writer
 * produces (strings starting with ":" and Buffers included), with a plain
 * parse when no such string can be in the text.
 */
import { defaultDeserialize, defaultSerialize } from "@keyv/serialize";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deserializeStored, serializeStored } from "../../src/storage/serialize.ts";

const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom(":", "::", ":base64:", ":x", "::y", '"::', "a:b", ":base64:AAAA"),
  fc.string().map((text) => `:${text}`),
);
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(tricky, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)),
  node: fc.oneof(
    { depthSize: "small" },
    tie("leaf"),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(tricky, tie("node"), { maxKeys: 4 }),
  ),
})).node;

// What the bot stores beyond JSON's own values: Buffers, Dates, absent fields.
const stored = fc.letrec((tie) => ({
  leaf: fc.oneof(
    tricky,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.uint8Array({ maxLength: 8 }).map((bytes) => Buffer.from(bytes)),
    fc.date({ noInvalidDate: true }),
  ),
  node: fc.oneof(
    { depthSize: "small" },
    tie("leaf"),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(tricky, tie("node"), { maxKeys: 4 }),
  ),
})).node;

describe("serializeStored", () => {
  it("writes the very text Keyv's default writer writes", () => {
    fc.assert(
      fc.property(stored, fc.option(fc.integer(), { nil: undefined }), (value, expires) => {
        const entry = { value, expires };
        expect(serializeStored(entry)).toBe(defaultSerialize(entry));
      }),
      { numRuns: 1000 },
    );
  });

  it("escapes strings that start with a colon and writes Buffers as base64, as Keyv does", () => {
    for (const value of [
      ":x",
      [":x"],
      { a: ":x" },
      { ":k": 1 },
      Buffer.from("hi"),
      { b: Buffer.from([0]) },
    ]) {
      expect(serializeStored({ value })).toBe(defaultSerialize({ value }));
    }
    expect(serializeStored({ value: [":x", Buffer.from("hi")] })).toBe(
      '{"value":["::x",":base64:aGk="]}',
    );
    expect(serializeStored(undefined)).toBe("null");
  });

  it("round-trips through deserializeStored", () => {
    fc.assert(
      fc.property(value, (data) => {
        expect(deserializeStored(serializeStored({ value: data }))).toEqual(
          defaultDeserialize(defaultSerialize({ value: data })),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("deserializeStored", () => {
  it("reads back what Keyv's default writer wrote, as Keyv's default reader does", () => {
    fc.assert(
      fc.property(value, fc.option(fc.integer()), (stored, expires) => {
        const text = defaultSerialize({ value: stored, expires });
        expect(deserializeStored(text)).toEqual(defaultDeserialize(text));
      }),
      { numRuns: 500 },
    );
  });

  it("restores Buffers and strings that start with a colon", () => {
    const text = defaultSerialize({ value: { a: ":x", b: Buffer.from("hi"), c: ["::"] } });
    expect(deserializeStored(text)).toEqual({
      value: { a: ":x", b: Buffer.from("hi"), c: ["::"] },
    });
  });
});
