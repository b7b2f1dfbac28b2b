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
 * and version information); only the scoring is done over flat byte arrays,
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

/** `${version}:${level}` → for masks 1…7, the cells where its symbol differs from the mask-0 symbol. */
const maskDifferences = new Map<string, Uint8Array[]>();

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
  let best = new Uint8Array(masked0);
  let bestPenalty = penalty(best, size);
  let candidate = new Uint8Array(masked0.length);
  for (let mask = 1; mask < MASKS; mask++) {
    const difference = differences[mask - 1] as Uint8Array;
    for (let index = 0; index < candidate.length; index++) {
      candidate[index] = (masked0[index] as number) ^ (difference[index] as number);
    }
    const score = penalty(candidate, size, bestPenalty);
    // Strictly lower, as qrcode: on a tie the lower mask number stays.
    if (score < bestPenalty) {
      bestPenalty = score;
      [best, candidate] = [candidate, best];
    }
  }
  return { size, modules: best };
}

function differencesFor(
  data: string | QRCodeSegment[],
  level: QrErrorCorrection,
  version: number,
  masked0: Uint8Array,
): Uint8Array[] {
  const key = `${version}:${level}`;
  let differences = maskDifferences.get(key);
  if (!differences) {
    differences = [];
    for (let mask = 1; mask < MASKS; mask++) {
      const other = qrcodeLibrary().create(data, {
        errorCorrectionLevel: level,
        maskPattern: mask as QRCodeMaskPattern,
      }).modules.data;
      differences.push(other.map((module, index) => module ^ (masked0[index] as number)));
    }
    if (maskDifferences.size >= CACHED_SYMBOL_KINDS) maskDifferences.clear();
    maskDifferences.set(key, differences);
  }
  return differences;
}

/** N1: the points of a run of same-coloured modules by its length (3 + length − 5 from five on). */
const RUN_POINTS = Uint8Array.from({ length: 178 }, (_, length) => (length >= 5 ? length - 2 : 0));
/** N2: the points of a 2×2 block by its number of dark modules (3 when all four are alike). */
const BLOCK_POINTS = Uint8Array.of(3, 0, 0, 0, 3);

/**
 * The penalty score of ISO/IEC 18004 §7.8.3 as `qrcode` computes it:
 * N1 runs of five or more same-coloured modules in a row or column
 * (3 + length − 5 each), N2 same-coloured 2×2 blocks (3 each), N3 the
 * 1:1:3:1:1 finder-like pattern with four light modules on one side
 * (40 each), N4 the dark share's distance from 50 % (10 per 5 %).
 * Runs and blocks are counted through tables and arithmetic rather than
 * branches, which a masked symbol's random modules would mispredict.
 * Stops once the score reaches `atLeast` (the mask cannot win then) and
 * returns a score at least that high.
 */
export function penalty(modules: Uint8Array, size: number, atLeast = Infinity): number {
  let dark = 0;
  for (let index = 0; index < modules.length; index++) dark += modules[index] as number;
  let points = 10 * Math.abs(Math.ceil((dark * 100) / modules.length / 5) - 10);
  // Rows: runs, finder-like patterns and (with the row below) 2×2 blocks.
  for (let row = 0; row < size && points < atLeast; row++) {
    const start = row * size;
    const below = row < size - 1 ? start + size : -1;
    let last = modules[start] as number;
    let run = 0;
    let bits = 0;
    let pairBefore = 0;
    for (let column = 0; column < size; column++) {
      const module = modules[start + column] as number;
      const differs = module ^ last;
      points += (RUN_POINTS[run] as number) * differs;
      run = run * (1 - differs) + 1;
      last = module;
      bits = ((bits << 1) & 0x7ff) | module;
      if (column >= 10 && (bits === 0x5d0 || bits === 0x05d)) points += 40;
      if (below >= 0) {
        const pair = module + (modules[below + column] as number);
        if (column > 0) points += BLOCK_POINTS[pair + pairBefore] as number;
        pairBefore = pair;
      }
    }
    points += RUN_POINTS[run] as number;
  }
  // Columns: runs and finder-like patterns.
  for (let column = 0; column < size && points < atLeast; column++) {
    let last = modules[column] as number;
    let run = 0;
    let bits = 0;
    for (let index = column, row = 0; row < size; index += size, row++) {
      const module = modules[index] as number;
      const differs = module ^ last;
      points += (RUN_POINTS[run] as number) * differs;
      run = run * (1 - differs) + 1;
      last = module;
      bits = ((bits << 1) & 0x7ff) | module;
      if (row >= 10 && (bits === 0x5d0 || bits === 0x05d)) points += 40;
    }
    points += RUN_POINTS[run] as number;
  }
  return points;
}
