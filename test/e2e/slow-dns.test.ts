/**
 * A name server that never answers must not stop other users' pay codes.
 * The guard resolves with c-ares queries (off libuv's thread pool, where
 * `dns.lookup` once let about 8 such names fail every pay code for 5 s),
 * and one user may have at most MAX_FETCHES_PER_OWNER fetches in flight.
 * Here the bot's resolver asks a name server on loopback that answers
 * shop.test and reads, but never answers, every name under hang.test.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import { dnsResolver, MAX_FETCHES_PER_OWNER } from "../../src/net/public-fetch.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { startNameServer, type TestNameServer } from "../support/name-server.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { api } from "../webapp/support.ts";

let service: Server;
let servicePort: number;
let nameServer: TestNameServer;

beforeAll(async () => {
  // A pay code's service, reached by its name (shop.test, which the name server maps to loopback).
  service = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        tag: "payRequest",
        callback: `http://shop.test:${servicePort}/cb`,
        minSendable: 1_000,
        maxSendable: 1_000_000,
        metadata: JSON.stringify([["text/plain", "coffee"]]),
      }),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  servicePort = (service.address() as AddressInfo).port;
  nameServer = await startNameServer({
    names: { "shop.test": "127.0.0.1" },
    silentSuffix: ".hang.test",
  });
});
afterAll(async () => {
  await nameServer.close();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({
    publicFetch: {
      lookup: dnsResolver({ servers: [nameServer.address] }),
      allowLoopback: (url) => url.hostname === "shop.test",
    },
  });
});
afterEach(async () => {
  await bot.stop();
});

const mallory = createUser(2_301, "Mallory", { username: "mallory", language_code: "en" });
const alice = createUser(2_302, "Alice", { username: "alice", language_code: "en" });
const bob = createUser(2_303, "Bob", { username: "bob", language_code: "en" });

const shopCode = () => encodeLnurl(`http://shop.test:${servicePort}/lnurlp/coffee`);
const hangingCode = (i: number) => encodeLnurl(`https://pay${i}.hang.test/lnurlp/x`);

describe("a name server that never answers", () => {
  it("holds only its own user's pay codes: others' are read at once", async () => {
    // The start's Bot API calls (command menus) out of the way first: they take nothing from the
    // 5 s in which Alice and Bob must be served below.
    await bot.idle();
    // Mallory sends twelve pay codes on names that never resolve, all at once, from the Mini App.
    let answered = 0;
    const mallorys = Array.from({ length: 12 }, (_, i) =>
      api(bot, mallory, "POST", "/decode", { text: hangingCode(i) }).then((answer) => {
        answered += 1;
        return answer;
      }),
    );
    // Wait until the name server has been asked for every one Mallory may have in flight. Polled:
    // the name server's queries are no Bot API calls, so the fake's waitFor would look again only
    // at the bot's next call (seen waiting out its time after the start's last setMyCommands).
    await until(
      () =>
        new Set(nameServer.asked.filter((q) => q.name.endsWith(".hang.test")).map((q) => q.name))
          .size >= MAX_FETCHES_PER_OWNER,
      "Mallory's lookups under way",
      15_000,
    );

    // Meanwhile Alice's pay code in the chat, and Bob's in the Mini App, are read and offered.
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/pay ${shopCode()} 100`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toMatch(/^⚡ Pay 100 sat\?/);
    expect(confirm.text).toContain(`shop.test:${servicePort}`);
    expect(confirm.reply_markup).toBeDefined();
    const bobs = await api(bot, bob, "POST", "/decode", { text: shopCode() });
    expect(bobs.status, JSON.stringify(bobs.body)).toBe(200);
    expect(bobs.body.kind).toBe("lnurl");
    // Both were served while Mallory's lookups still hung (they end with the exchange's 5 s).
    expect(answered).toBeLessThanOrEqual(12 - MAX_FETCHES_PER_OWNER);

    const answers = await Promise.all(mallorys);
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    for (const answer of answers) expect(answer.body.error).toBe("not_payable");
    // Beyond the cap, Mallory's codes were refused at once, without asking the name server.
    const asked = new Set(
      nameServer.asked.filter((q) => q.name.endsWith(".hang.test")).map((q) => q.name),
    );
    expect(asked.size).toBe(MAX_FETCHES_PER_OWNER);
  }, 30_000);
});
