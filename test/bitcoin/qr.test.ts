import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { stripLightningPrefix } from "../../src/bitcoin/lnurl.ts";
import { lightningUri, QrCodeError, renderQrPng } from "../../src/bitcoin/qr.ts";
import { decodeQrImage, MAX_IMAGE_PIXELS } from "../../src/bitcoin/qr-decode.ts";

/** BOLT #11 example "a cup of coffee": a real, modern invoice. */
const INVOICE =
  "lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh";
const LNURL =
  "lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns";

function rgba(png: Buffer): { width: number; height: number; data: Buffer } {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, data: image.data };
}

/** `image` pasted at (left, top) on a grey canvas of `size` × `size`, as in a photo. */
function onCanvas(
  image: { width: number; height: number; data: Buffer },
  size: number,
  left: number,
  top: number,
): { width: number; height: number; data: Buffer } {
  const data = Buffer.alloc(size * size * 4, 190);
  for (let y = 0; y < image.height; y++) {
    const row = image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4);
    data.set(row, ((top + y) * size + left) * 4);
  }
  return { width: size, height: size, data };
}

function reasonOf(bytes: Uint8Array): string {
  try {
    decodeQrImage(bytes);
    return "decoded";
  } catch (error) {
    if (error instanceof QrCodeError) return error.reason;
    throw error;
  }
}

describe("lightningUri", () => {
  it("uppercases invoices and LNURLs under LIGHTNING:", () => {
    expect(lightningUri(INVOICE)).toBe(`LIGHTNING:${INVOICE.toUpperCase()}`);
    expect(lightningUri(LNURL)).toBe(`LIGHTNING:${LNURL.toUpperCase()}`);
  });

  it("replaces an existing lightning: prefix instead of doubling it", () => {
    expect(lightningUri(`lightning:${INVOICE}`)).toBe(`LIGHTNING:${INVOICE.toUpperCase()}`);
    expect(lightningUri(` LIGHTNING:${LNURL} `)).toBe(`LIGHTNING:${LNURL.toUpperCase()}`);
  });

  it("keeps lightning addresses and lnurlp:// links as written", () => {
    expect(lightningUri("alice@example.com")).toBe("lightning:alice@example.com");
    expect(lightningUri("lnurlp://pay.example.com/Ab")).toBe(
      "lightning:lnurlp://pay.example.com/Ab",
    );
  });

  it("gives a smaller code than the lowercase invoice (alphanumeric mode)", () => {
    const upper = QRCode.create(lightningUri(INVOICE), { errorCorrectionLevel: "M" });
    const lower = QRCode.create(`lightning:${INVOICE}`, { errorCorrectionLevel: "M" });
    expect(upper.modules.size).toBeLessThan(lower.modules.size);
  });
});

describe("renderQrPng → decodeQrImage", () => {
  it("round-trips an invoice, which then decodes as the same invoice", () => {
    const png = renderQrPng(lightningUri(INVOICE));
    const text = decodeQrImage(png);
    expect(text).toBe(lightningUri(INVOICE));
    expect(decodeInvoice(stripLightningPrefix(text ?? "")).paymentRequest).toBe(INVOICE);
  });

  it("round-trips mixed-case text (a lightning address, byte mode)", () => {
    const uri = lightningUri("Alice.Tips@example.com");
    expect(decodeQrImage(renderQrPng(uri))).toBe(uri);
  });

  it("renders a PNG of at most 512 px with whole pixels per module", () => {
    const png = renderQrPng(lightningUri(INVOICE));
    const { width, height } = rgba(png);
    const modules = QRCode.create(lightningUri(INVOICE), { errorCorrectionLevel: "M" }).modules
      .size;
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(512);
    expect(width).toBeGreaterThan(400);
    expect(width % (modules + 8)).toBe(0);
  });

  it("honours a smaller size and a larger error correction", () => {
    const png = renderQrPng(LNURL, { maxWidthPx: 300, errorCorrection: "H" });
    expect(rgba(png).width).toBeLessThanOrEqual(300);
    expect(decodeQrImage(png)).toBe(LNURL);
  });

  it("still reads the code after JPEG compression at quality 80, as Telegram sends photos", () => {
    const image = rgba(renderQrPng(lightningUri(INVOICE)));
    const photo = jpeg.encode(image, 80).data;
    expect(decodeQrImage(photo)).toBe(lightningUri(INVOICE));
  });

  it("finds the code inside a larger photo", () => {
    const image = rgba(renderQrPng(lightningUri(LNURL), { maxWidthPx: 300 }));
    const photo = jpeg.encode(onCanvas(image, 640, 200, 150), 80).data;
    expect(decodeQrImage(photo)).toBe(lightningUri(LNURL));
  });

  it("reads an inverted (light-on-dark) code, as in dark-mode screenshots", () => {
    const image = rgba(renderQrPng(LNURL, { maxWidthPx: 300 }));
    for (let i = 0; i < image.data.length; i += 4) {
      for (let c = 0; c < 3; c++) image.data[i + c] = 255 - (image.data[i + c] ?? 0);
    }
    const png = new PNG({ width: image.width, height: image.height });
    image.data.copy(png.data);
    expect(decodeQrImage(PNG.sync.write(png))).toBe(LNURL);
  });

  it("draws exactly qrcode's modules, mask included, inside a 4-module quiet zone", () => {
    const uri = lightningUri(INVOICE);
    const image = rgba(renderQrPng(uri));
    const symbol = QRCode.create(uri, { errorCorrectionLevel: "M" });
    const side = symbol.modules.size + 8;
    const scale = image.width / side;
    for (let row = 0; row < side; row++) {
      for (let column = 0; column < side; column++) {
        const inside = row >= 4 && column >= 4 && row < side - 4 && column < side - 4;
        const dark = inside && symbol.modules.get(row - 4, column - 4) === 1;
        // The centre pixel of the module, red channel.
        const centre = Math.floor(scale / 2);
        const pixel = ((row * scale + centre) * image.width + column * scale + centre) * 4;
        expect(image.data[pixel], `module ${row},${column}`).toBe(dark ? 0 : 255);
      }
    }
  });

  it("refuses text too long for any QR code", () => {
    expect(() => renderQrPng("x".repeat(8000))).toThrow(
      expect.objectContaining({ name: "QrCodeError", reason: "too_much_data" }),
    );
  });
});

describe("decodeQrImage without a code or with a bad image", () => {
  it("is undefined for a photo without a QR code", () => {
    const plain = { width: 320, height: 240, data: Buffer.alloc(320 * 240 * 4, 230) };
    expect(decodeQrImage(jpeg.encode(plain, 80).data)).toBeUndefined();
    const stripes = new PNG({ width: 200, height: 200 });
    for (let i = 0; i < stripes.data.length; i += 4) {
      const dark = Math.floor(i / 4 / 200) % 20 < 10;
      stripes.data.fill(dark ? 0 : 255, i, i + 3);
      stripes.data[i + 3] = 255;
    }
    expect(decodeQrImage(PNG.sync.write(stripes))).toBeUndefined();
  });

  it("throws unsupported_format for bytes that are neither JPEG nor PNG", () => {
    expect(reasonOf(new Uint8Array([1, 2, 3, 4, 5]))).toBe("unsupported_format");
    expect(reasonOf(new Uint8Array())).toBe("unsupported_format");
    expect(reasonOf(new TextEncoder().encode("GIF89a...."))).toBe("unsupported_format");
  });

  it("throws unreadable for a damaged JPEG or PNG", () => {
    const png = renderQrPng(LNURL, { maxWidthPx: 200 });
    const photo = jpeg.encode(rgba(png), 80).data;
    expect(reasonOf(photo.subarray(0, 100))).toBe("unreadable");
    expect(reasonOf(png.subarray(0, 60))).toBe("unreadable");
    expect(reasonOf(png.subarray(0, 12))).toBe("unreadable");
    const error = (() => {
      try {
        decodeQrImage(png.subarray(0, 60));
        return undefined;
      } catch (caught) {
        return caught;
      }
    })();
    expect((error as Error).message).toBe(
      "This image could not be read: send the QR code again as a photo.",
    );
  });

  it("refuses a PNG that declares more pixels than allowed, before decoding it", () => {
    const png = Buffer.from(renderQrPng(LNURL, { maxWidthPx: 200 }));
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    png.writeUInt32BE(side, 16);
    png.writeUInt32BE(side, 20);
    expect(reasonOf(png)).toBe("too_large");
  });

  it("refuses a JPEG that declares more pixels than allowed", () => {
    const photo = Buffer.from(jpeg.encode(rgba(renderQrPng(LNURL, { maxWidthPx: 200 })), 80).data);
    const frame = photo.indexOf(Buffer.from([0xff, 0xc0])); // start of frame: …, height, width
    expect(frame).toBeGreaterThan(0);
    photo.writeUInt16BE(6000, frame + 5);
    photo.writeUInt16BE(6000, frame + 7);
    expect(reasonOf(photo)).toBe("too_large");
  });
});
