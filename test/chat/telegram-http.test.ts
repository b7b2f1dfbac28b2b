/**
 * The HTTP exchange under the Bot API client (src/chat/telegram-http.ts):
 * undici's `request` against a local HTTP server standing in for Telegram
 * (JSON calls, an upload's stream, refusals, an abort), and the switch from
 * the first calls' client to undici once it is loaded.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { Agent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BufferedAnswer,
  type TelegramFetch,
  telegramHttp,
  undiciExchange,
} from "../../src/chat/telegram-http.ts";
import { until } from "../support/until.ts";

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let root: string;
const received: Received[] = [];
/** The answer to the next requests: status and body. */
let answer: { status: number; body: string } = { status: 200, body: '{"ok":true,"result":true}' };
/** Requests that are never answered (to abort them). */
let silent = false;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({
      method: req.method ?? "",
      url: req.url ?? "",
      contentType: req.headers["content-type"],
      body,
    });
    if (silent) return;
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bot1:TOKEN`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("undiciExchange", () => {
  const exchange = undiciExchange(new Agent());

  it("posts a JSON call and reads its answer whole, as often as asked", async () => {
    answer = { status: 200, body: '{"ok":true,"result":{"message_id":7}}' };
    const response = await exchange(`${root}/sendMessage`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "keep-alive" },
      body: '{"chat_id":5,"text":"hi"}',
    });
    expect(received.at(-1)).toEqual({
      method: "POST",
      url: "/bot1:TOKEN/sendMessage",
      contentType: "application/json",
      body: '{"chat_id":5,"text":"hi"}',
    });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(await response.clone().json()).toEqual({ ok: true, result: { message_id: 7 } });
    expect(await response.json()).toEqual({ ok: true, result: { message_id: 7 } });
  });

  it("sends an upload's stream whole", async () => {
    answer = { status: 200, body: '{"ok":true,"result":true}' };
    const parts = [
      "--b\r\n",
      'content-disposition: form-data; name="chat_id"\r\n\r\n5\r\n',
      "--b--",
    ];
    await exchange(`${root}/sendPhoto`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body: Readable.from(parts),
    });
    expect(received.at(-1)).toMatchObject({
      url: "/bot1:TOKEN/sendPhoto",
      contentType: "multipart/form-data; boundary=b",
      body: parts.join(""),
    });
  });

  it("gives a refusal's status and text (a 429 is read by the retries)", async () => {
    answer = { status: 429, body: '{"ok":false,"error_code":429,"parameters":{"retry_after":3}}' };
    const response = await exchange(`${root}/sendMessage`, { method: "POST", body: "{}" });
    expect(response.status).toBe(429);
    expect(response.ok).toBe(false);
    expect(response.statusText).toBe("Too Many Requests");
    expect(await response.text()).toBe(answer.body);
  });

  it("rejects when the caller's signal aborts", async () => {
    silent = true;
    try {
      const controller = new AbortController();
      const pending = exchange(`${root}/getUpdates`, {
        method: "POST",
        body: "{}",
        signal: controller.signal as never,
      });
      await until(() => received.at(-1)?.url === "/bot1:TOKEN/getUpdates", "the request arrived");
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    } finally {
      silent = false;
    }
  });
});

describe("telegramHttp", () => {
  it("sends the first calls through the first client, then through undici once loaded", async () => {
    answer = { status: 200, body: '{"ok":true,"result":true}' };
    let firstCalls = 0;
    const first: TelegramFetch = async () => {
      firstCalls += 1;
      return new BufferedAnswer(200, '{"ok":true,"result":"first"}');
    };
    const fetch = telegramHttp({ first, loadAfterMs: 0 });
    expect(await (await fetch(`${root}/getMe`, { method: "POST", body: "{}" })).json()).toEqual({
      ok: true,
      result: "first",
    });
    expect(firstCalls).toBe(1);
    const before = received.length;
    // Loaded in the background: each call goes to one of the two, the server sees undici's.
    await until(async () => {
      await fetch(`${root}/getMe`, { method: "POST", body: "{}" });
      return received.length > before;
    }, "a call through undici");
    const callsBefore = firstCalls;
    const response = await fetch(`${root}/getMe`, { method: "POST", body: "{}" });
    expect(await response.json()).toEqual({ ok: true, result: true });
    expect(firstCalls).toBe(callsBefore);
  });
});
