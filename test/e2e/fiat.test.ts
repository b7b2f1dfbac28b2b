/**
 * Amounts typed in fiat, end to end on the embedded sandbox's test rates
 * (1 BTC = $100,000 = 92,000 €): converted to whole satoshi, shown with the
 * rate, and what is paid is the satoshi figure confirmed. A price source
 * that is down, slow or answering garbage leaves every command working,
 * with one sentence where fiat was needed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  alice,
  balanceOf,
  bob,
  buttonData,
  lounge,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat } from "../support/telegram-fake.ts";

let bot: TestBot | undefined;
let source: Server | undefined;
/** Lets a slow price source answer at last (after the test: beyond any timeout of the bot's). */
let releaseSource: () => void = () => undefined;
afterEach(async () => {
  // First, so that a handler still waiting for the source cannot hold the bot's stop.
  releaseSource();
  await bot?.stop();
  bot = undefined;
  await new Promise((resolve) => (source ? source.close(resolve) : resolve(undefined)));
  source = undefined;
});

async function running(env: Record<string, string> = {}): Promise<TestBot> {
  bot = await startTestBot({ env });
  for (const user of [alice, bob]) bot.fake.openPrivateChat(user);
  return bot;
}

describe("fiat amounts on the sandbox's test rates", () => {
  it("/invoice 5€ coffee bills 5,435 sat and says both figures, in the message and the description", async () => {
    const b = await running();
    const chat = privateChat(alice);
    b.fake.sendText(alice, chat, "/invoice 5€ coffee");
    const card = await b.fake.nextBotMessage(chat.id, 8_000);
    expect(card.caption).toContain("Invoice for 5,435 sat");
    expect(card.caption).toContain("coffee (€5.00)");
    expect(card.caption).toContain("€5.00 = 5,435 sat at 1 BTC = €92,000.00 (test rate)");
    const history = await b.app.deps.ledger.page(alice.id, 0, 1);
    expect(history.operations[0]).toMatchObject({
      kind: "invoice",
      amountSat: 5435,
      description: "coffee (€5.00)",
    });
  });

  it("/tip 2 usd as a reply confirms 2,000 sat with the rate, and pays exactly that", async () => {
    const b = await running();
    const [payer, payee] = [await merchantOf(b, alice), await merchantOf(b, bob)];
    const before = [balanceOf(b, payer), balanceOf(b, payee)];
    const said = b.fake.sendText(bob, lounge, "/lnurl").message;
    await b.fake.nextBotMessage(lounge.id, 8_000);
    b.fake.sendText(alice, lounge, "/tip 2 usd thanks", { replyTo: said });
    // 2,000 sat is above Alice's 1,000 sat threshold: a Tip button, with the conversion.
    const confirm = await b.fake.waitFor(
      () => b.fake.botMessages(lounge.id).find((m) => m.text?.includes("Tip")),
      8_000,
      "the tip confirmation",
    );
    expect(confirm.text).toContain("2,000 sat");
    expect(confirm.text).toContain("$2.00 = 2,000 sat at 1 BTC = $100,000.00 (test rate)");
    b.fake.pressButton(alice, confirm, buttonData(confirm, "send:ok:"));
    await b.fake.waitFor(
      () => balanceOf(b, payee) === (before[1] ?? 0) + 2000,
      8_000,
      "Bob's 2,000 sat",
    );
    expect(balanceOf(b, payer)).toBe((before[0] ?? 0) - 2000);
  });

  it("/pay <lnurl> $3 confirms 3,000 sat with the rate, and pays exactly that", async () => {
    const b = await running();
    const payee = await merchantOf(b, bob);
    const payer = await merchantOf(b, alice);
    const before = balanceOf(b, payer);
    const chat = privateChat(alice);
    b.fake.sendText(alice, chat, `/pay ${sandboxOf(b).lnurlFor(payee)} $3`);
    const confirm = await b.fake.nextBotMessage(chat.id, 8_000);
    expect(confirm.text).toMatch(/^⚡ Pay 3,000 sat/);
    expect(confirm.text).toContain("$3.00 = 3,000 sat at 1 BTC = $100,000.00 (test rate)");
    b.fake.pressButton(alice, confirm, buttonData(confirm, "send:ok:"));
    await b.fake.waitFor(() => balanceOf(b, payer) === before - 3000, 8_000, "3,000 sat paid");
  });

  it("a fiat answer to 'How much?' is read too", async () => {
    const b = await running();
    const chat = privateChat(alice);
    b.fake.sendText(alice, chat, "/invoice");
    await b.fake.nextBotMessage(chat.id, 8_000);
    b.fake.sendText(alice, chat, "€1");
    expect((await b.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/What is it for/);
  });
});

describe("a price source that fails", () => {
  /** A price source on loopback answering as told. */
  async function priceSource(answer: "garbage" | "slow"): Promise<string> {
    // A slow source answers only once the test is over: never within the bot's time limit.
    const released = Promise.withResolvers<void>();
    releaseSource = released.resolve;
    source = createServer((_req, res) => {
      if (answer === "garbage") {
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<html>502 Bad Gateway</html>");
        return;
      }
      void released.promise.then(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"BTC":{"USD":100000}}');
      });
    });
    await new Promise<void>((resolve) => source?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(source.address() as AddressInfo).port}/rates`;
  }

  for (const [name, url] of [
    ["down", async () => "http://127.0.0.1:9/rates"],
    ["answering garbage", () => priceSource("garbage")],
    ["slow beyond its timeout", () => priceSource("slow")],
  ] as const) {
    it(`${name}: a fiat amount gets one clear sentence, satoshi amounts work as before`, async () => {
      const b = await running({ PRICE_SOURCE_URL: await url(), PRICE_TIMEOUT_MS: "300" });
      const chat = privateChat(alice);
      b.fake.sendText(alice, chat, "/invoice 5 usd coffee");
      expect((await b.fake.nextBotMessage(chat.id, 8_000)).text).toBe(
        "I cannot read exchange rates right now: give the amount in sat.",
      );
      await b.fake.nextBotMessage(chat.id, 8_000); // asks again: How much?
      b.fake.sendText(alice, chat, "/cancel");
      await b.fake.nextBotMessage(chat.id, 8_000);
      b.fake.sendText(alice, chat, "/invoice 500 coffee");
      expect((await b.fake.nextBotMessage(chat.id, 8_000)).caption).toContain(
        "Invoice for 500 sat",
      );
      b.fake.sendText(alice, chat, "/balance");
      const balance = await b.fake.nextBotMessage(chat.id, 8_000);
      expect(balance.text).toContain("Spendable");
      expect(balance.text).not.toContain("≈");
    });
  }
});
