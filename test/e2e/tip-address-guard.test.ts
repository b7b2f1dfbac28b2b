/**
 * A tip address is judged as the request guard judges a pay code's URL:
 * at /settings (chat and Mini App) its host is resolved and every address
 * must be public, whatever the spelling (10.0.0.1, 127.1, 2130706433, a
 * name that resolves inside); and a pay code's host, a tip address's too,
 * is judged again right before the gateway is asked to fetch it, so a name
 * that turns inside after the bot's look is refused and nothing is sent.
 * Names are mapped by an injected resolver the test can change.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeLnurl } from "../../src/bitcoin/lnurl.ts";
import type { Resolver } from "../../src/net/public-fetch.ts";
import { alice, balanceOf, bob, lounge, merchantOf } from "../chat/group-fixture.ts";
import { confirmData } from "../reliability/support/flows.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat } from "../support/telegram-fake.ts";
import { api } from "../webapp/support.ts";

/** The names this test's "DNS" knows; a test may change one's answer. */
const names: Record<string, string> = {};
const lookup: Resolver = async (hostname) => {
  const address = names[hostname];
  if (!address) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return [{ address, family: address.includes(":") ? 6 : 4 }];
};

/** A pay code's service on loopback, reached as flip.test while that name points at loopback. */
let service: Server;
let servicePort: number;
beforeAll(async () => {
  service = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        tag: "payRequest",
        callback: `http://flip.test:${servicePort}/cb`,
        minSendable: 1_000,
        maxSendable: 1_000_000,
        metadata: JSON.stringify([["text/plain", "coffee"]]),
      }),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  servicePort = (service.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

let bot: TestBot;
beforeEach(async () => {
  Object.assign(names, {
    "wallet.test": "203.0.114.7",
    "inside.test": "10.1.2.3",
    "meta.test": "169.254.169.254",
    "flip.test": "203.0.114.8",
  });
  bot = await startTestBot({
    publicFetch: { lookup, allowLoopback: (url) => url.hostname === "flip.test" },
  });
  for (const user of [alice, bob]) bot.fake.openPrivateChat(user);
});
afterEach(async () => {
  await bot.stop();
});

/** Internal hosts in the spellings the guard must see through, and what the menu answers. */
const LOCAL = "That address is on a local host the gateway cannot reach.";
const refused: [string, string][] = [
  ["x@10.0.0.1", LOCAL],
  ["x@169.254.169.254", LOCAL],
  ["x@127.1", LOCAL],
  ["x@2130706433", LOCAL],
  ["x@127.0.0.1:9", LOCAL],
  ["x@inside.test", LOCAL],
  ["x@meta.test", LOCAL],
  ["x@[::ffff:7f00:1]", "That is not a lightning address"],
  ["x@nowhere.test", "I could not reach nowhere.test to check that address, so it was not saved."],
];

/** The first message the bot sent Bob after his `after`-th whose text passes `match`. */
function bobIsTold(after: number, match: (text: string) => boolean, what: string) {
  return bot.fake.waitFor(
    () =>
      bot.fake
        .botMessages(bob.id)
        .slice(after)
        .find((m) => match(m.text ?? "")),
    8_000,
    what,
  );
}

/** Sets `address` through the /settings question; returns the bot's answer that says `said`. */
async function setInChat(address: string, said: string) {
  const chat = privateChat(bob);
  const told = () => bot.fake.botMessages(bob.id).length;
  let from = told();
  bot.fake.sendText(bob, chat, "/settings");
  const menu = await bobIsTold(from, (t) => t.includes("Lightning address for tips"), "menu");
  from = told();
  bot.fake.pressButton(bob, menu, "settings:address");
  await bobIsTold(from, (t) => t.includes("Send the lightning address"), "the question");
  from = told();
  bot.fake.sendText(bob, chat, address);
  const answer = await bobIsTold(from, (t) => t.includes(said), `the answer to ${address}`);
  if (answer.text?.includes("not a lightning address")) {
    // Refused by form, the question is asked again: close it.
    from = told();
    bot.fake.sendText(bob, chat, "/cancel");
    await bobIsTold(from, () => true, "the question closed");
  }
  return answer;
}

describe("/settings judges a tip address as the request guard judges a URL", () => {
  it("in the chat: internal hosts in any spelling are refused and nothing is saved", async () => {
    for (const [address, said] of refused) {
      await setInChat(address, said);
      expect(
        (await bot.app.deps.preferences.get(bob.id)).lightningAddress,
        address,
      ).toBeUndefined();
    }
    await setInChat("bob@wallet.test", "bob@wallet.test");
    expect((await bot.app.deps.preferences.get(bob.id)).lightningAddress).toBe("bob@wallet.test");
  });

  it("in the Mini App: the same refusals, 400 bad_setting with the same words", async () => {
    for (const [address, said] of refused) {
      const answer = await api(bot, bob, "PATCH", "/settings", { tipAddress: address });
      expect(answer.status, address).toBe(400);
      expect(answer.body.error).toBe("bad_setting");
      expect(String(answer.body.message), address).toContain(said);
    }
    expect((await bot.app.deps.preferences.get(bob.id)).lightningAddress).toBeUndefined();
    const saved = await api(bot, bob, "PATCH", "/settings", { tipAddress: "bob@wallet.test" });
    expect(saved.status).toBe(200);
    expect((await bot.app.deps.preferences.get(bob.id)).lightningAddress).toBe("bob@wallet.test");
  });
});

describe("right before the send, the host is judged again", () => {
  it("a tip to an address whose name turned inside after /settings is refused; nothing is sent", async () => {
    const saved = await api(bot, bob, "PATCH", "/settings", { tipAddress: "bob@flip.test" });
    expect(saved.status).toBe(200);
    // The name now answers an address inside the operator's network.
    names["flip.test"] = "10.0.0.1";
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    const idea = bot.fake.sendText(bob, lounge, "gm").message;
    bot.fake.sendText(alice, lounge, "/tip 100", { replyTo: idea });
    const inGroup = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(inGroup.text).toContain("The tip was not sent");
    const why = await bot.fake.waitFor(
      () => bot.fake.botMessages(alice.id).find((m) => m.text?.includes("private network")),
      8_000,
      "Alice told why",
    );
    expect(why.text).toContain("The pay code points to a private network address (flip.test)");
    expect(balanceOf(bot, payer)).toBe(before);
    const sent = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(sent).toMatchObject({
      state: "failed",
      failure: { code: "refused_host", host: "flip.test", reason: "private_network" },
    });
  });

  it("a pay code read while its name pointed outside is refused at Pay once it points inside", async () => {
    names["flip.test"] = "127.0.0.1";
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, `/pay ${encodeLnurl(`http://flip.test:${servicePort}/p`)} 100`);
    const confirm = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.reply_markup).toBeDefined();
    const payer = await merchantOf(bot, alice);
    const before = balanceOf(bot, payer);
    names["flip.test"] = "10.0.0.1";
    bot.fake.pressButton(alice, confirm, confirmData(confirm));
    await bot.fake.waitFor(
      () => bot.fake.message(confirm)?.text?.includes("private network address"),
      8_000,
      "the confirmation shows the refusal",
    );
    expect(bot.fake.message(confirm)?.text).toContain(
      `The pay code points to a private network address (flip.test:${servicePort})`,
    );
    expect(balanceOf(bot, payer)).toBe(before);
  });
});
