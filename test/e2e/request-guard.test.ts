/**
 * Pay codes and lightning addresses are URLs a stranger chooses: through the
 * real bot, a name that resolves to an internal address is refused with the
 * "private network" answer, and nothing reaches the service listening
 * there; on the sandbox, loopback is open only at the sandbox's own origin
 * (no probing of other ports). Names are mapped by an injected resolver.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import type { Resolver } from "../../src/net/public-fetch.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";

/** The names this test's "DNS" knows. */
const names: Record<string, string> = {
  "loop.test": "127.0.0.1",
  "office.test": "10.20.30.40",
  "ula.test": "fd00::1",
  "mapped.test": "::ffff:127.0.0.1",
  "metadata.test": "169.254.169.254",
  "cgnat.test": "100.64.12.34",
};
const lookups: string[] = [];
const lookup: Resolver = async (hostname) => {
  lookups.push(hostname);
  const address = names[hostname];
  if (!address) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return [{ address, family: address.includes(":") ? 6 : 4 }];
};

/** A service on loopback that would answer as a pay code; it records every request. */
let service: Server;
let servicePort: number;
const requests: string[] = [];

beforeAll(async () => {
  service = createServer((request, response) => {
    requests.push(request.url ?? "");
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        tag: "payRequest",
        callback: "https://example.com/cb",
        minSendable: 1000,
        maxSendable: 1_000_000,
        metadata: JSON.stringify([["text/plain", "internal service"]]),
      }),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  servicePort = (service.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({ publicFetch: { lookup } });
  requests.length = 0;
  lookups.length = 0;
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(2101, "Alice", { username: "alice" });

describe("a pay code on a name that resolves inside is refused, through the bot", () => {
  for (const name of Object.keys(names)) {
    it(`/pay with an LNURL at ${name} (${names[name]}): the private-network answer, no request`, async () => {
      const chat = privateChat(alice);
      const lnurl = encodeLnurl(`https://${name}:${servicePort}/lnurlp/dave`);
      bot.fake.sendText(alice, chat, `/pay ${lnurl} 100`);
      const answer = await bot.fake.nextBotMessage(chat.id, 8_000);
      expect(answer.text).toBe(
        `The pay code points to a private network address (${name}:${servicePort}), which I do not contact.`,
      );
      expect(answer.reply_markup).toBeUndefined();
      expect(lookups).toEqual([name]);
      expect(requests).toEqual([]);
    });
  }

  it("a lightning address on such a name is refused the same way, before any amount is asked", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/pay dave@metadata.test");
    const answer = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(answer.text).toBe(
      "The pay code points to a private network address (metadata.test), which I do not contact.",
    );
    bot.fake.sendText(alice, chat, "/send 100 dave@office.test");
    const viaSend = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(viaSend.text).toContain(
      "The pay code points to a private network address (office.test), which I do not contact.",
    );
    expect(bot.fake.botMessages(chat.id).filter((m) => m.reply_markup)).toHaveLength(0);
  });
});

describe("on the sandbox, loopback is open only at the sandbox's own address", () => {
  it("a pay code at another loopback port is refused as this machine, and the port is not contacted", async () => {
    const chat = privateChat(alice);
    const lnurl = encodeLnurl(`http://127.0.0.1:${servicePort}/lnurlp/dave`);
    bot.fake.sendText(alice, chat, `/pay ${lnurl} 100`);
    const answer = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(answer.text).toBe(`The pay code points to this machine (127.0.0.1:${servicePort}).`);
    // A closed port gets the same answer: nothing tells open ports from closed ones.
    bot.fake.sendText(alice, chat, `/pay ${encodeLnurl("http://127.0.0.1:9/x")} 100`);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toBe(
      "The pay code points to this machine (127.0.0.1:9).",
    );
    expect(requests).toEqual([]);
  });

  it("the sandbox's own pay code is still read and offered for confirmation", async () => {
    const sandbox = bot.app.sandbox;
    if (!sandbox) throw new Error("expected the embedded sandbox");
    const payee = await sandbox.createMerchant({ balanceSat: 0 });
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/pay ${sandbox.lnurlFor(payee.merchantId)} 100`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toMatch(/^⚡ Pay 100 sat to /);
    expect(lookups).toEqual([]);
  });
});
