/**
 * The Telegram fake's own parsers: HTML parse mode (what a chat member sees
 * and which formatting Telegram applies) and multipart bodies as grammY and
 * other clients write them.
 */
import { describe, expect, it } from "vitest";
import { parseTelegramHtml } from "./telegram-fake/html.ts";
import { imageSize } from "./telegram-fake/media.ts";
import { parseMultipart, parseParams } from "./telegram-fake/params.ts";

describe("HTML parse mode", () => {
  it("turns tags into entities with UTF-16 offsets and decodes entities", () => {
    expect(
      parseTelegramHtml("⚡ <b>Paid</b> <i>1&#160;000</i> &lt;sat&gt; <code>lnbc1&amp;x</code>"),
    ).toEqual({
      text: "⚡ Paid 1\u00a0000 <sat> lnbc1&x",
      entities: [
        { type: "bold", offset: 2, length: 4 },
        { type: "italic", offset: 7, length: 5 },
        { type: "code", offset: 19, length: 7 },
      ],
    });
  });

  it("handles nesting, links, spoilers and pre with a language", () => {
    const parsed = parseTelegramHtml(
      '<b>a<i>b</i></b><a href="https://x.test/?a=1&amp;b=2">link</a><tg-spoiler>s</tg-spoiler><pre><code class="language-json">{}</code></pre>',
    );
    expect(parsed.text).toBe("ablinks{}");
    expect(parsed.entities).toEqual([
      { type: "bold", offset: 0, length: 2 },
      { type: "italic", offset: 1, length: 1 },
      { type: "text_link", offset: 2, length: 4, url: "https://x.test/?a=1&b=2" },
      { type: "spoiler", offset: 6, length: 1 },
      { type: "pre", offset: 7, length: 2, language: "json" },
    ]);
  });

  it("rejects what Telegram rejects: stray '<', unknown tags, unbalanced tags", () => {
    expect(() => parseTelegramHtml("1 < 2")).toThrow(
      /can't parse entities: Unsupported start tag "" at byte offset 2/,
    );
    expect(() => parseTelegramHtml("<script>x</script>")).toThrow(/Unsupported start tag "script"/);
    expect(() => parseTelegramHtml("<b>x</i>")).toThrow(/expected "<\/b>", found "<\/i>"/);
    expect(() => parseTelegramHtml("<b>x")).toThrow(
      /Can't find end tag corresponding to start tag "b"/,
    );
    expect(() => parseTelegramHtml("x</b>")).toThrow(/Unexpected end tag/);
    // A bare "&" and an unknown entity stay literal, as in Telegram.
    expect(parseTelegramHtml("R&D &copy;").text).toBe("R&D &copy;");
  });
});

describe("multipart bodies", () => {
  it("reads grammY's terse unquoted headers and a browser's quoted ones", () => {
    const body = Buffer.concat([
      Buffer.from('--XyZ\r\ncontent-disposition:form-data;name="chat_id"\r\n\r\n42'),
      Buffer.from(
        '\r\n--XyZ\r\ncontent-disposition:form-data;name="abc";filename=photo.jpg\r\ncontent-type:application/octet-stream\r\n\r\n',
      ),
      Buffer.from([0, 13, 10, 45, 45, 255]),
      Buffer.from(
        '\r\n--XyZ\r\nContent-Disposition: form-data; name="doc"; filename="a; b.png"\r\n\r\nPNG',
      ),
      Buffer.from("\r\n--XyZ--\r\n"),
    ]);
    const parts = parseMultipart(body, "XyZ");
    expect(parts.map((part) => [part.name, part.filename])).toEqual([
      ["chat_id", undefined],
      ["abc", "photo.jpg"],
      ["doc", "a; b.png"],
    ]);
    expect([...(parts[1]?.body ?? [])]).toEqual([0, 13, 10, 45, 45, 255]);
  });

  it("types parameters as the Bot API does: JSON fields parsed, text left as text", () => {
    const { params } = parseParams(
      "application/x-www-form-urlencoded",
      Buffer.from(
        "chat_id=-100&text=007&show_alert=true&reply_markup=%7B%22inline_keyboard%22%3A%5B%5D%7D",
      ),
      new URLSearchParams("limit=5"),
    );
    expect(params).toEqual({
      chat_id: -100,
      text: "007",
      show_alert: true,
      reply_markup: { inline_keyboard: [] },
      limit: 5,
    });
  });
});

describe("image sizes", () => {
  it("reads PNG and JPEG dimensions and refuses other bytes", () => {
    const png = Buffer.alloc(24);
    png.writeUInt32BE(0x89504e47, 0);
    png.writeUInt32BE(0x0d0a1a0a, 4);
    png.writeUInt32BE(300, 16);
    png.writeUInt32BE(200, 20);
    expect(imageSize(png)).toEqual({ width: 300, height: 200 });
    // SOI, an APP0 segment of length 4, then SOF0 with height 120 and width 160.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 120, 0, 160, 3, 0, 0, 0,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 160, height: 120 });
    expect(imageSize(Buffer.from("not an image at all, really"))).toBeUndefined();
  });
});
