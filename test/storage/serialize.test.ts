/**
 * The stores read values with `deserializeStored`: the same values as
 * @keyv/serialize's reader for everything its writer produces (strings
 * starting with ":" and Buffers included), with a plain parse when no such
 * string can be in the text.
 */
import { defaultDeserialize, defaultSerialize } from "@keyv/serialize";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deserializeStored } from "../../src/storage/serialize.ts";

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
