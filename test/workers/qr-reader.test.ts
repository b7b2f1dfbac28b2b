import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { lightningUri, QrCodeError, renderQrPng } from "../../src/bitcoin/qr.ts";
import { QrPhotoReader } from "../../src/workers/qr-reader.ts";

const LNURL =
  "lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns";

describe("QrPhotoReader", () => {
  const reader = new QrPhotoReader({ maxThreads: 2, maxQueue: 32 });
  afterAll(() => reader.close());

  it("reads a code from a PNG and from a JPEG photo on a worker thread", async () => {
    const uri = lightningUri(LNURL);
    const png = renderQrPng(uri);
    expect(await reader.read(png)).toBe(uri);
    expect(await reader.read(jpeg.encode(PNG.sync.read(png), 80).data)).toBe(uri);
  });

  it("keeps concurrent photos apart: each answer belongs to its own photo", async () => {
    const texts = Array.from({ length: 12 }, (_, index) => `lightning:tip-${index}@example.com`);
    const answers = await Promise.all(texts.map((text) => reader.read(renderQrPng(text))));
    expect(answers).toEqual(texts);
  });

  it("answers undefined for a photo without a code", async () => {
    const plain = { width: 120, height: 90, data: Buffer.alloc(120 * 90 * 4, 230) };
    expect(await reader.read(jpeg.encode(plain, 80).data)).toBeUndefined();
  });

  it("rejects with QrCodeError and its reason across the thread boundary, and goes on", async () => {
    await expect(reader.read(new Uint8Array([1, 2, 3]))).rejects.toSatisfy(
      (error) => error instanceof QrCodeError && error.reason === "unsupported_format",
    );
    await expect(reader.read(renderQrPng("lightning:a@b.c").subarray(0, 60))).rejects.toSatisfy(
      (error) => error instanceof QrCodeError && error.reason === "unreadable",
    );
    expect(await reader.read(renderQrPng("lightning:a@b.c"))).toBe("lightning:a@b.c");
  });

  it("refuses photos beyond its queue as busy, and reads the others", async () => {
    const small = new QrPhotoReader({ maxThreads: 1, maxQueue: 1 });
    try {
      const photo = renderQrPng("lightning:a@b.c");
      const answers = await Promise.allSettled(Array.from({ length: 6 }, () => small.read(photo)));
      const busy = answers.filter(
        (answer) =>
          answer.status === "rejected" &&
          answer.reason instanceof QrCodeError &&
          answer.reason.reason === "busy",
      );
      const read = answers.filter(
        (answer) => answer.status === "fulfilled" && answer.value === "lightning:a@b.c",
      );
      expect(busy.length).toBeGreaterThan(0);
      expect(read.length).toBeGreaterThan(0);
      expect(busy.length + read.length).toBe(6);
    } finally {
      await small.close();
    }
  });

  it("refuses photos after close", async () => {
    const closing = new QrPhotoReader({ maxThreads: 1 });
    await closing.close();
    await expect(closing.read(renderQrPng("lightning:a@b.c"))).rejects.toThrow(
      "The QR photo reader is closed.",
    );
  });
});
