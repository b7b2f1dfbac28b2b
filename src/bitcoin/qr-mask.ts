/**
 * QR code modules from `qrcode`, with its choice of data mask made fast.
 *
 * The standard (ISO/IEC 18004 §7.8.3) asks the encoder to try all eight
 * data masks and keep the one with the lowest penalty score (long runs,
 * 2×2 blocks, finder-like patterns, dark/light balance), so no mask leaves
 * a pattern that confuses scanners. `qrcode` does this through a method
 * call per module, eight times over, which is about 0.8 ms of the 0.9 ms an
 * invoice's code takes: the largest single cost of /invoice. Here `qrcode`
 * still does all the encoding (segments, error correction, layout, format
 * and version information); only the scoring is done here, over the
 * symbol's rows and columns packed 32 modules to a word (`PackedLines`),
 * with the same rules and tie-break as `qrcode`, so the result is the very
 * symbol `QRCode.create` returns (tested module for module).
 *
 * Why it works: the symbols of one text under two masks differ only in
 * cells that do not depend on the text (the mask's own cells and the format
 * information), so those differences are computed once per version and
 * error correction level and then applied to the mask-0 symbol by XOR.
 *
 * `qrcode` (57 modules) is loaded with the first code made, not when the
 * bot starts: a bot loads it only once someone asks for an invoice.
 */
import { createRequire } from "node:module";
import type { QRCodeMaskPattern, QRCodeSegment } from "qrcode";

type Qrcode = typeof import("qrcode");
const require = createRequire(import.meta.url);
let qrcode: Qrcode | undefined;

/** The `qrcode` package, loaded on first use (it is CommonJS: a synchronous require). */
function qrcodeLibrary(): Qrcode {
  qrcode ??= require("qrcode") as Qrcode;
  return qrcode;
}

/** QR error correction level: L 7 %, M 15 %, Q 25 %, H 30 % of the code may be lost. */
export type QrErrorCorrection = "L" | "M" | "Q" | "H";

/** A QR symbol's modules, row by row: `modules[row * size + column]` is 1 for dark. */
export interface QrModules {
  size: number;
  modules: Uint8Array;
}

const MASKS = 8;
/** Versions × levels kept; invoices and LNURLs use a handful (40 × 4 exist, up to 220 kB each). */
const CACHED_SYMBOL_KINDS = 16;

/** For masks 1…7 of one version and level: the cells where its symbol differs from the mask-0 symbol. */
interface MaskDifferences {
  /** Module by module, as `QrModules.modules`. */
  modules: Uint8Array[];
  /** The same as bits, line by line (`packLines`): rows, then columns. */
  rows: Int32Array[];
  columns: Int32Array[];
}

/** `${version}:${level}` → its mask differences. */
const maskDifferences = new Map<string, MaskDifferences>();

/**
 * The symbol `QRCode.create(data, { errorCorrectionLevel })` makes, mask
 * chosen by the standard's penalty score, in a fraction of its time.
 * Throws what `QRCode.create` throws (e.g. for text too long for any version).
 */
export function createQrModules(
  data: string | QRCodeSegment[],
  errorCorrectionLevel: QrErrorCorrection,
): QrModules {
  const base = qrcodeLibrary().create(data, { errorCorrectionLevel, maskPattern: 0 });
  const size = base.modules.size;
  const masked0 = base.modules.data;
  const differences = differencesFor(data, errorCorrectionLevel, base.version, masked0);
  const lines = new PackedLines(size);
  const rows0 = lines.pack(masked0, false).slice();
  const columns0 = lines.pack(masked0, true);
  const rows = new Int32Array(rows0.length);
  const columns = new Int32Array(columns0.length);
  let bestMask = 0;
  let bestPenalty = lines.penalty(rows0, columns0);
  for (let mask = 1; mask < MASKS; mask++) {
    const rowDifference = differences.rows[mask - 1] as Int32Array;
    const columnDifference = differences.columns[mask - 1] as Int32Array;
    for (let index = 0; index < rows.length; index++) {
      rows[index] = (rows0[index] as number) ^ (rowDifference[index] as number);
      columns[index] = (columns0[index] as number) ^ (columnDifference[index] as number);
    }
    const score = lines.penalty(rows, columns, bestPenalty);
    // Strictly lower, as qrcode: on a tie the lower mask number stays.
    if (score < bestPenalty) {
      bestPenalty = score;
      bestMask = mask;
    }
  }
  if (bestMask === 0) return { size, modules: new Uint8Array(masked0) };
  const difference = differences.modules[bestMask - 1] as Uint8Array;
  const modules = new Uint8Array(masked0.length);
  for (let index = 0; index < modules.length; index++) {
    modules[index] = (masked0[index] as number) ^ (difference[index] as number);
  }
  return { size, modules };
}

function differencesFor(
  data: string | QRCodeSegment[],
  level: QrErrorCorrection,
  version: number,
  masked0: Uint8Array,
): MaskDifferences {
  const key = `${version}:${level}`;
  let differences = maskDifferences.get(key);
  if (!differences) {
    const size = Math.round(Math.sqrt(masked0.length));
    const lines = new PackedLines(size);
    differences = { modules: [], rows: [], columns: [] };
    for (let mask = 1; mask < MASKS; mask++) {
      const other = qrcodeLibrary().create(data, {
        errorCorrectionLevel: level,
        maskPattern: mask as QRCodeMaskPattern,
      }).modules.data;
      const difference = other.map((module, index) => module ^ (masked0[index] as number));
      differences.modules.push(difference);
      differences.rows.push(lines.pack(difference, false).slice());
      differences.columns.push(lines.pack(difference, true).slice());
    }
    if (maskDifferences.size >= CACHED_SYMBOL_KINDS) maskDifferences.clear();
    maskDifferences.set(key, differences);
  }
  return differences;
}

/** The set bits of a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * A symbol's lines as bits: line `l`'s module `i` is bit `i % 32` of word
 * `l * words + ⌊i / 32⌋`, 1 for dark, the bits past the line's end 0. The
 * penalty score reads 32 modules per step: shifted copies of a line's words
 * line up each module with its next ten, and runs, blocks and finder-like
 * patterns become ANDs of them, counted by `bitCount`.
 */
class PackedLines {
  readonly size: number;
  /** Words per line. */
  readonly words: number;
  /** Per word of a line: the positions where a window of 2, 5 or 11 modules fits in the line. */
  private readonly fits2: Int32Array;
  private readonly fits5: Int32Array;
  private readonly fits11: Int32Array;
  private readonly packed: Int32Array;

  constructor(size: number) {
    this.size = size;
    this.words = Math.ceil(size / 32);
    const fits = (window: number) =>
      Int32Array.from({ length: this.words }, (_, word) => {
        let mask = 0;
        for (let bit = 0; bit < 32; bit++) {
          if (word * 32 + bit + window <= size) mask |= 1 << bit;
        }
        return mask;
      });
    this.fits2 = fits(2);
    this.fits5 = fits(5);
    this.fits11 = fits(11);
    this.packed = new Int32Array(size * this.words);
  }

  /** `modules` (row by row) packed by rows, or by columns when `byColumn`; the array is reused. */
  pack(modules: Uint8Array, byColumn: boolean): Int32Array {
    const { size, words, packed } = this;
    // Module (row, column) goes to line `row` (by rows) or `column`, at the other as position.
    const lineStep = byColumn ? 1 : size;
    const positionStep = byColumn ? size : 1;
    for (let line = 0; line < size; line++) {
      for (let word = 0; word < words; word++) {
        let bits = 0;
        const from = word * 32;
        const to = Math.min(from + 32, size);
        for (let position = to - 1; position >= from; position--) {
          bits = (bits << 1) | (modules[line * lineStep + position * positionStep] as number);
        }
        packed[line * words + word] = bits;
      }
    }
    return packed;
  }

  /**
   * The penalty score of `penalty` below, from the symbol packed by rows and
   * by columns. Stops once the score reaches `atLeast`.
   */
  penalty(rows: Int32Array, columns: Int32Array, atLeast = Infinity): number {
    const { size, words } = this;
    let dark = 0;
    for (let index = 0; index < rows.length; index++) dark += bitCount(rows[index] as number);
    let points = 10 * Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10);
    for (let line = 0; line < size && points < atLeast; line++) {
      points += this.linePoints(rows, line * words);
      if (line < size - 1) points += this.blockPoints(rows, line * words);
    }
    for (let line = 0; line < size && points < atLeast; line++) {
      points += this.linePoints(columns, line * words);
    }
    return points;
  }

  /** N1 and N3 of the line whose words start at `start`. */
  private linePoints(lines: Int32Array, start: number): number {
    const { words, fits5, fits11 } = this;
    let points = 0;
    let carry = 0; // the last bit of the previous word's 5-runs
    for (let word = 0; word < words; word++) {
      const x = lines[start + word] as number;
      const next = word + 1 < words ? (lines[start + word + 1] as number) : 0;
      // sK: bit i is module i + K of the line.
      const s1 = (x >>> 1) | (next << 31);
      const s2 = (x >>> 2) | (next << 30);
      const s3 = (x >>> 3) | (next << 29);
      const s4 = (x >>> 4) | (next << 28);
      const s5 = (x >>> 5) | (next << 27);
      const s6 = (x >>> 6) | (next << 26);
      const s7 = (x >>> 7) | (next << 25);
      const s8 = (x >>> 8) | (next << 24);
      const s9 = (x >>> 9) | (next << 23);
      const s10 = (x >>> 10) | (next << 22);
      // N1: five alike from i on; a run of L ≥ 5 has L − 4 of them and scores L − 2.
      const five = ~(x ^ s1) & ~(s1 ^ s2) & ~(s2 ^ s3) & ~(s3 ^ s4) & (fits5[word] as number);
      const firsts = five & ~((five << 1) | carry);
      carry = five >>> 31;
      points += bitCount(five) + 2 * bitCount(firsts);
      // N3: 1011101 with four light modules after it, or before it.
      const after = x & ~s1 & s2 & s3 & s4 & ~s5 & s6 & ~(s7 | s8 | s9 | s10);
      const before = ~(x | s1 | s2 | s3) & s4 & ~s5 & s6 & s7 & s8 & ~s9 & s10;
      points += 40 * bitCount((after | before) & (fits11[word] as number));
    }
    return points;
  }

  /** N2: the 2×2 blocks of one colour of the row starting at `start` and the row below it. */
  private blockPoints(rows: Int32Array, start: number): number {
    const { words, fits2 } = this;
    let blocks = 0;
    for (let word = 0; word < words; word++) {
      const x = rows[start + word] as number;
      const y = rows[start + words + word] as number;
      const xNext = word + 1 < words ? (rows[start + word + 1] as number) : 0;
      const yNext = word + 1 < words ? (rows[start + words + word + 1] as number) : 0;
      const x1 = (x >>> 1) | (xNext << 31);
      const y1 = (y >>> 1) | (yNext << 31);
      blocks += bitCount(~(x ^ x1) & ~(x ^ y) & ~(x1 ^ y1) & (fits2[word] as number));
    }
    return 3 * blocks;
  }
}

/**
 * The penalty score of ISO/IEC 18004 §7.8.3 as `qrcode` computes it:
 * N1 runs of five or more same-coloured modules in a row or column
 * (3 + length − 5 each), N2 same-coloured 2×2 blocks (3 each), N3 the
 * 1:1:3:1:1 finder-like pattern with four light modules on one side
 * (40 each), N4 the dark share's distance from 50 % (10 per 5 %).
 * Counted 32 modules at a time (`PackedLines`). Stops once the score
 * reaches `atLeast` (the mask cannot win then) and returns a score at
 * least that high.
 */
export function penalty(modules: Uint8Array, size: number, atLeast = Infinity): number {
  const lines = new PackedLines(size);
  const rows = lines.pack(modules, false).slice();
  const columns = lines.pack(modules, true);
  return lines.penalty(rows, columns, atLeast);
}
