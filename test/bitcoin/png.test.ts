import { inflateSync } from "node:zlib";
import fc from "fast-check";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { encodeModulePng } from "../../src/bitcoin/png.ts";

/** The PNG's IDAT data (one chunk), as written. */
function idat(png: Buffer): Buffer {
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    if (type === "IDAT") return png.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  throw new Error("no IDAT chunk");
}

/** The image's filtered lines, written the plain way: filter byte 0, 1 bit per pixel, 1 light. */
function expectedLines(size: number, modules: Uint8Array, scale: number, margin: number): Buffer {
  const side = (size + 2 * margin) * scale;
  const rowBytes = Math.ceil(side / 8);
  const raw = Buffer.alloc((rowBytes + 1) * side, 0xff);
  for (let y = 0; y < side; y++) {
    raw[y * (rowBytes + 1)] = 0;
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - margin;
      const column = Math.floor(x / scale) - margin;
      const inside = row >= 0 && column >= 0 && row < size && column < size;
      if (inside && modules[row * size + column] === 1) {
        const at = y * (rowBytes + 1) + 1 + (x >> 3);
        raw[at] = (raw[at] as number) & ~(0x80 >> (x & 7));
      }
    }
  }
  return raw;
}

describe("encodeModulePng", () => {
  it("draws each module as scale × scale pixels inside a light margin", () => {
    // A 3 × 3 grid with a dark diagonal.
    const grid = { size: 3, modules: Uint8Array.of(1, 0, 0, 0, 1, 0, 0, 0, 1) };
    const png = PNG.sync.read(encodeModulePng(grid, 4, 2));
    expect(png.width).toBe((3 + 4) * 4);
    expect(png.height).toBe(png.width);
    const gray = (x: number, y: number) => png.data[(y * png.width + x) * 4];
    expect(gray(0, 0)).toBe(255); // margin
    expect(gray(8, 8)).toBe(0); // module (0,0), first pixel
    expect(gray(11, 11)).toBe(0); // module (0,0), last pixel
    expect(gray(12, 8)).toBe(255); // module (0,1) is light
    expect(gray(16, 16)).toBe(0); // module (1,1)
    expect(gray(8, 16)).toBe(255); // module (1,0) is light
  });

  it("writes a zlib stream that inflates to the image's lines, for any grid, scale and margin", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 45 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom("random", "rows repeat", "all dark", "all light"),
        (size, scale, margin, seed, shape) => {
          let state = seed;
          const next = () => {
            state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
            return state >>> 16;
          };
          const modules = new Uint8Array(size * size);
          for (let index = 0; index < modules.length; index++) {
            modules[index] =
              shape === "all dark"
                ? 1
                : shape === "all light"
                  ? 0
                  : shape === "rows repeat" && index >= size && next() % 2 === 0
                    ? (modules[index - size] as number)
                    : next() & 1;
          }
          const png = encodeModulePng({ size, modules }, scale, margin);
          // node:zlib checks the stream's Adler-32 too.
          expect(inflateSync(idat(png)).equals(expectedLines(size, modules, scale, margin))).toBe(
            true,
          );
          const side = (size + 2 * margin) * scale;
          const decoded = PNG.sync.read(png);
          expect([decoded.width, decoded.height]).toEqual([side, side]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("encodes a version-40 sized grid at 512 px and a large scale", () => {
    const size = 177;
    const modules = Uint8Array.from(
      { length: size * size },
      (_, index) => ((index * 7919) % 3) & 1,
    );
    for (const [scale, margin] of [
      [2, 4],
      [40, 1],
    ] as const) {
      const png = encodeModulePng({ size, modules }, scale, margin);
      expect(inflateSync(idat(png)).equals(expectedLines(size, modules, scale, margin))).toBe(true);
    }
  });
});
