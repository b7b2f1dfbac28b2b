import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { encodeModulePng } from "../../src/bitcoin/png.ts";

describe("encodeModulePng", () => {
  it("draws each module as scale × scale pixels inside a light margin", () => {
    // A 3 × 3 grid with a dark diagonal.
    const grid = { size: 3, isDark: (row: number, column: number) => row === column };
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
});
