/** Reads the QR code in a screenshot (PNG), as a phone's camera would read the screen. */
import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The text of the QR code in `png`, or undefined when none is found. */
export function readQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR.default(pixels, image.width, image.height, { inversionAttempts: "dontInvert" })?.data;
}
