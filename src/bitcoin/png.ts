/**
 * A minimal PNG encoder for black-and-white module grids (QR codes): 1 bit
 * per pixel, grayscale. Hand-written because the `qrcode` package's PNG
 * renderer paints every pixel through pngjs and cost ~25 ms per 512 px
 * invoice code, the largest cost of /invoice.
 *
 * The compressed stream is written here too, not by node:zlib: a QR image is
 * one pixel row per module row, repeated `scale` times, and a deflate stream
 * can say "the row above again" directly (a back-reference one row back).
 * Handing zlib the whole image instead made it build and search ~26 kB per
 * invoice code, with a zlib handle and its stream objects per call: about
 * 45 of the ~95 µs this encoder took. Here each distinct pixel row goes into
 * a stored (uncompressed) block, copied as it is, and its repeats into a
 * block of deflate's fixed Huffman codes (RFC 1951 §3.2) as copies of it.
 * Any PNG reader inflates it (tested with pngjs, node:zlib and a QR
 * decoder); the file is larger than zlib's (~4.5 against ~1.8 kB for an
 * invoice's code), which Telegram's upload does not notice.
 */
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A square grid of modules, row by row: `modules[row * size + column]` is 1 for dark. */
export interface ModuleGrid {
  /** Modules per side. */
  size: number;
  modules: Uint8Array;
}

/**
 * Encodes `grid` with a light quiet zone of `margin` modules, each module
 * `scale` × `scale` pixels, as a 1-bit grayscale PNG (dark = 0, light = 1).
 */
export function encodeModulePng(grid: ModuleGrid, scale: number, margin: number): Buffer {
  if (!(Number.isInteger(scale) && scale >= 1 && Number.isInteger(margin) && margin >= 0)) {
    throw new RangeError("encodeModulePng needs a whole scale ≥ 1 and margin ≥ 0.");
  }
  const side = (grid.size + 2 * margin) * scale;
  const lineBytes = Math.ceil(side / 8) + 1; // filter byte ("none") + pixels
  const deflated = deflateRows(grid, scale, margin, lineBytes);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: grayscale
  const out = Buffer.allocUnsafe(SIGNATURE.length + 12 + 13 + 12 + deflated.length + 12);
  SIGNATURE.copy(out, 0);
  let at = writeChunk(out, SIGNATURE.length, "IHDR", header);
  at = writeChunk(out, at, "IDAT", deflated);
  writeChunk(out, at, "IEND", new Uint8Array(0));
  return out;
}

/** Writes one chunk (length, type, data, CRC) at `at`; returns where the next one starts. */
function writeChunk(out: Buffer, at: number, type: string, data: Uint8Array): number {
  out.writeUInt32BE(data.length, at);
  out.write(type, at + 4, "ascii");
  out.set(data, at + 8);
  const end = at + 8 + data.length;
  out.writeUInt32BE(crc32(out.subarray(at + 4, end)), end);
  return end + 4;
}

/** Scale → for each 8 modules (the first in the highest bit, 1 dark), their `scale` bytes of pixels. */
const pixelTables = new Map<number, Uint8Array>();

function pixelTable(scale: number): Uint8Array {
  let table = pixelTables.get(scale);
  if (!table) {
    table = new Uint8Array(256 * scale);
    for (let pattern = 0; pattern < 256; pattern++) {
      for (let pixel = 0; pixel < 8 * scale; pixel++) {
        const dark = (pattern >> (7 - Math.floor(pixel / scale))) & 1;
        const at = pattern * scale + (pixel >> 3);
        if (!dark) table[at] = (table[at] as number) | (0x80 >> (pixel & 7));
      }
    }
    if (pixelTables.size >= 8) pixelTables.clear();
    pixelTables.set(scale, table);
  }
  return table;
}

/**
 * Draws module row `row` of the symbol (outside 0…size−1: quiet zone) as one
 * PNG line: filter byte 0, then the pixels, 1 for light, most significant
 * bit first, the last byte's spare bits light. Modules go in 8 at a time
 * through `pixelTable`, shifted by the quiet zone's bits past a whole byte.
 */
function drawLine(
  line: Uint8Array,
  modules: Uint8Array,
  size: number,
  row: number,
  margin: number,
  scale: number,
): void {
  line[0] = 0;
  line.fill(0xff, 1);
  if (row < 0 || row >= size) return;
  const table = pixelTable(scale);
  const edge = margin * scale;
  const shift = edge & 7;
  let at = 1 + (edge >> 3);
  let before = 0xff; // the pixels shifted out of the byte before
  const start = row * size;
  for (let column = 0; column < size && at < line.length; column += 8) {
    let pattern = 0;
    for (let bit = 0; bit < 8; bit++) {
      pattern =
        (pattern << 1) | (column + bit < size ? (modules[start + column + bit] as number) : 0);
    }
    const from = pattern * scale;
    for (let byte = 0; byte < scale && at < line.length; byte++) {
      const pixels = table[from + byte] as number;
      line[at++] = ((before << (8 - shift)) | (pixels >>> shift)) & 0xff;
      before = pixels;
    }
  }
  // The right quiet zone starts with the bits shifted out of the last byte.
  if (at < line.length) line[at] = ((before << (8 - shift)) | (0xff >>> shift)) & 0xff;
}

// Deflate's fixed Huffman codes (RFC 1951 §3.2.6), bit-reversed for an LSB-first stream.
/** Literal/length symbol → its code, reversed; its length in bits. */
const LITERAL_CODE = new Uint16Array(288);
const LITERAL_BITS = new Uint8Array(288);
for (let symbol = 0; symbol < 288; symbol++) {
  const [code, bits] =
    symbol < 144
      ? [0x30 + symbol, 8]
      : symbol < 256
        ? [0x190 + symbol - 144, 9]
        : symbol < 280
          ? [symbol - 256, 7]
          : [0xc0 + symbol - 280, 8];
  LITERAL_CODE[symbol] = reverseBits(code, bits);
  LITERAL_BITS[symbol] = bits;
}
const END_OF_BLOCK = 256;
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/** Match length 3…258 → its symbol's code and extra bits, in stream order; their bit count. */
const MATCH_CODE = new Uint32Array(259);
const MATCH_BITS = new Uint8Array(259);
for (let index = 0; index < LENGTH_BASE.length; index++) {
  const base = LENGTH_BASE[index] as number;
  const extra = LENGTH_EXTRA[index] as number;
  const symbol = 257 + index;
  // 258 has a symbol of its own (285), though 284's extra bits could reach it.
  const top = Math.min(base + (1 << extra) - 1, 257);
  for (let length = base; length <= (symbol === 285 ? 258 : top); length++) {
    const bits = LITERAL_BITS[symbol] as number;
    MATCH_CODE[length] = (LITERAL_CODE[symbol] as number) | ((length - base) << bits);
    MATCH_BITS[length] = bits + extra;
  }
}
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
/** The largest distance deflate can refer back. */
const MAX_DISTANCE = 32_768;
const MAX_MATCH = 258;
const MIN_MATCH = 3;
const ADLER_MOD = 65_521;

function reverseBits(code: number, bits: number): number {
  let reversed = 0;
  for (let bit = 0; bit < bits; bit++) reversed |= ((code >>> bit) & 1) << (bits - 1 - bit);
  return reversed;
}

interface DistanceCode {
  code: number;
  bits: number;
}

/** A distance's code and extra bits, in stream order, and their bit count. */
function distanceCode(distance: number): DistanceCode {
  let index = DISTANCE_BASE.length - 1;
  while ((DISTANCE_BASE[index] as number) > distance) index--;
  const extra = index < 4 ? 0 : (index >> 1) - 1;
  const base = DISTANCE_BASE[index] as number;
  return { code: reverseBits(index, 5) | ((distance - base) << 5), bits: 5 + extra };
}

/** An LSB-first bit stream into a byte array, with deflate's blocks and codes. */
class DeflateWriter {
  readonly out: Uint8Array;
  at = 0;
  private bitBuffer = 0;
  private bitCount = 0;

  constructor(out: Uint8Array) {
    this.out = out;
  }

  /** Appends `bits` bits of `code` (at most 24). */
  write(code: number, bits: number): void {
    this.bitBuffer |= code << this.bitCount;
    this.bitCount += bits;
    while (this.bitCount >= 8) {
      this.out[this.at++] = this.bitBuffer & 0xff;
      this.bitBuffer >>>= 8;
      this.bitCount -= 8;
    }
  }

  /** A stored block (not the last) holding `bytes` as they are (at most 65 535). */
  stored(bytes: Uint8Array): void {
    this.write(0b000, 3);
    this.align();
    const length = bytes.length;
    this.out[this.at++] = length & 0xff;
    this.out[this.at++] = length >>> 8;
    this.out[this.at++] = ~length & 0xff;
    this.out[this.at++] = (~length >>> 8) & 0xff;
    this.out.set(bytes, this.at);
    this.at += length;
  }

  /** Opens a block of fixed Huffman codes, the last one when `last`. */
  openFixed(last: boolean): void {
    this.write(last ? 0b011 : 0b010, 3);
  }

  /** Ends the open block of fixed codes. */
  closeFixed(): void {
    this.write(LITERAL_CODE[END_OF_BLOCK] as number, LITERAL_BITS[END_OF_BLOCK] as number);
  }

  /**
   * Inside a fixed block: `length` bytes copied from `distance` back, as
   * matches of 3…258 bytes; a tail too short for a match as literals,
   * `source[(from + i) % source.length]` (the bytes the copy would give).
   */
  copy(length: number, distance: DistanceCode, source: Uint8Array, from: number): void {
    let done = 0;
    while (length - done >= MIN_MATCH) {
      let take = length - done > MAX_MATCH ? MAX_MATCH : length - done;
      // Leave no tail shorter than a match.
      const tail = length - done - take;
      if (tail > 0 && tail < MIN_MATCH) take -= MIN_MATCH;
      // At most 8 + 5 bits of length, then at most 5 + 13 of distance.
      this.write(MATCH_CODE[take] as number, MATCH_BITS[take] as number);
      this.write(distance.code, distance.bits);
      done += take;
    }
    for (; done < length; done++) {
      const byte = source[(from + done) % source.length] as number;
      this.write(LITERAL_CODE[byte] as number, LITERAL_BITS[byte] as number);
    }
  }

  /** Writes the bits still buffered, the last byte's spare bits 0. */
  align(): void {
    if (this.bitCount > 0) this.out[this.at++] = this.bitBuffer & 0xff;
    this.bitBuffer = 0;
    this.bitCount = 0;
  }
}

/** The compressed stream's bytes, reused from call to call (the encoder is synchronous). */
let scratch = new Uint8Array(16_384);
/** Two lines of pixels, reused likewise. */
let lineScratch = new Uint8Array(0);

/**
 * The zlib stream (RFC 1950) of the image's lines, module row by module row
 * (quiet zone included): its line once in a stored block (or not at all
 * when it equals the row before), its `scale − 1` other lines as copies.
 */
function deflateRows(
  grid: ModuleGrid,
  scale: number,
  margin: number,
  lineBytes: number,
): Uint8Array {
  if (lineBytes > MAX_DISTANCE) throw new RangeError("PNG rows this wide are not supported.");
  const groups = grid.size + 2 * margin;
  // Per group at most: a stored block, a fixed block's header and end, its copies and a short tail.
  const copies = Math.ceil((scale * lineBytes) / MAX_MATCH) + 1;
  const bound = groups * (lineBytes + 12 + copies * 4) + 16;
  if (scratch.length < bound) scratch = new Uint8Array(bound);
  if (lineScratch.length !== 2 * lineBytes) lineScratch = new Uint8Array(2 * lineBytes);
  const writer = new DeflateWriter(scratch);
  writer.out[writer.at++] = 0x78; // deflate, 32 kB window
  writer.out[writer.at++] = 0x01; // no preset dictionary, fastest (0x7801 % 31 === 0)
  const lineBack = distanceCode(lineBytes);
  let line = lineScratch.subarray(0, lineBytes);
  let previous = lineScratch.subarray(lineBytes, 2 * lineBytes);
  let pendingLines = 0; // lines to write as copies of `previous`
  let fixedOpen = false;
  let adlerA = 1;
  let adlerB = 0;
  let lineSum = 0;
  let lineWeighted = 0;
  for (let group = 0; group < groups; group++) {
    drawLine(line, grid.modules, grid.size, group - margin, margin, scale);
    let same = group > 0;
    for (let index = 0; same && index < lineBytes; index++) same = line[index] === previous[index];
    if (same) {
      pendingLines += scale;
    } else {
      if (pendingLines > 0) writer.copy(pendingLines * lineBytes, lineBack, previous, 0);
      if (fixedOpen) writer.closeFixed();
      writer.stored(line);
      writer.openFixed(false);
      fixedOpen = true;
      pendingLines = scale - 1;
      const drawn = line;
      line = previous;
      previous = drawn;
      // The line's sums for the Adler-32 of every copy of it.
      lineSum = 0;
      lineWeighted = 0;
      for (let index = 0; index < lineBytes; index++) {
        const byte = drawn[index] as number;
        lineSum += byte;
        lineWeighted += (lineBytes - index) * byte;
      }
      lineSum %= ADLER_MOD;
      lineWeighted %= ADLER_MOD;
    }
    // Adler-32 over the group's lines: per line, b += n·a + Σ(n − i)·byte_i, a += Σ byte_i.
    for (let copyIndex = 0; copyIndex < scale; copyIndex++) {
      adlerB = (adlerB + lineBytes * adlerA + lineWeighted) % ADLER_MOD;
      adlerA = (adlerA + lineSum) % ADLER_MOD;
    }
  }
  if (pendingLines > 0) writer.copy(pendingLines * lineBytes, lineBack, previous, 0);
  if (fixedOpen) writer.closeFixed();
  writer.openFixed(true); // an empty last block
  writer.closeFixed();
  writer.align();
  const { out } = writer;
  const adler = adlerB * 65_536 + adlerA;
  out[writer.at++] = (adler >>> 24) & 0xff;
  out[writer.at++] = (adler >>> 16) & 0xff;
  out[writer.at++] = (adler >>> 8) & 0xff;
  out[writer.at++] = adler & 0xff;
  return out.subarray(0, writer.at);
}
