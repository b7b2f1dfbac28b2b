/**
 * A pay code may call itself anything ("donate@wikipedia.org" from any
 * host): both faces name the host the money goes to, and show what the
 * code calls itself only beside it, marked as its own unchecked words.
 * Through the real bot: the chat's /pay and /send, and the Mini App's
 * decode and send preview, against a pay code served on loopback (allowed
 * at its own origin only).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import type { DecodeResponse, SendPreview } from "../../src/webapp/api-types.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { api } from "../webapp/support.ts";

const CLAIM = "donate@wikipedia.org";

let service: Server;
let host = "";
beforeAll(async () => {
  service = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        tag: "payRequest",
        callback: `http://${host}/callback`,
        minSendable: 1000,
        maxSendable: 1_000_000,
        metadata: JSON.stringify([
          ["text/plain", "Wikipedia donations"],
          ["text/identifier", CLAIM],
        ]),
      }),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({ publicFetch: { allowLoopback: (url) => url.host === host } });
  bot.fake.openPrivateChat(alice);
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(2301, "Alice", { username: "alice", language_code: "en" });
const lnurl = () => encodeLnurl(`http://${host}/lnurlp/donate`);
const CLAIM_LINE = `🏷 Calls itself “${CLAIM}” (its own words, not checked)`;

describe("a pay code that calls itself someone else", () => {
  it("/pay: the question names no one, the host is where it goes, the claim is marked as its words", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/pay ${lnurl()} 100`);
    const ask = await bot.fake.nextBotMessage(chat.id, 8_000);
    const text = ask.text ?? "";
    expect(text.split("\n")[0]).toBe("⚡ Pay 100 sat?");
    expect(text).toContain(`🌐 Pay code at ${host}`);
    expect(text).toContain(CLAIM_LINE);
    expect(text.replace(CLAIM_LINE, "")).not.toContain(CLAIM);
  });

  it("/send: to the host, with the claim beside it", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/send 100 ${lnurl()}`);
    const ask = await bot.fake.nextBotMessage(chat.id, 8_000);
    const text = ask.text ?? "";
    expect(text.split("\n")[0]).toContain(host);
    expect(text).toContain(CLAIM_LINE);
    expect(text.replace(CLAIM_LINE, "")).not.toContain(CLAIM);
  });

  it("the Mini App's decode and send preview: payee the host, the claim apart", async () => {
    const decoded = await api<DecodeResponse>(bot, alice, "POST", "/decode", { text: lnurl() });
    expect(decoded.status).toBe(200);
    expect(decoded.body).toMatchObject({ kind: "lnurl", payee: host, claimedName: CLAIM });
    const preview = await api<SendPreview>(bot, alice, "POST", "/send", {
      to: lnurl(),
      amountSat: 100,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.to).toEqual({ label: host, claimedName: CLAIM });
  });
});
