import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { webhookSignatureHeader } from "../../src/gateway/signing.ts";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, groupChat, privateChat } from "../support/telegram-fake.ts";

const alice = createUser(3001, "Alice", { username: "alice" });

let bot: TestBot | undefined;
let gateway: Sandbox | undefined;
afterEach(async () => {
  await bot?.stop();
  await gateway?.close();
  bot = undefined;
  gateway = undefined;
});

/** The bot on a "real" gateway (a standalone sandbox reached over HTTP), so /connect is needed. */
async function botOnGateway(): Promise<{ bot: TestBot; gateway: Sandbox }> {
  gateway = await startSandbox({ port: 0 });
  bot = await startTestBot({
    env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
  });
  return { bot, gateway };
}

async function filesOf(dir: string): Promise<Buffer[]> {
  const names = await readdir(dir, { recursive: true });
  const files: Buffer[] = [];
  for (const name of names) {
    try {
      files.push(await readFile(path.join(dir, name)));
    } catch {
      // a folder
    }
  }
  return files;
}

describe("/connect and /disconnect on a real gateway", () => {
  it("asks for the three values, deletes the key messages, verifies, stores nothing readable", async () => {
    const { bot, gateway } = await botOnGateway();
    const creds = await gateway.createMerchant({ balanceSat: 4_200 });
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/balance");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/no gateway account/);
    bot.fake.sendText(alice, chat, "/connect");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/connect your merchant/);
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/merchant id/);
    bot.fake.sendText(alice, chat, creds.merchantId);
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/API key/);
    const keyMessage = bot.fake.sendText(alice, chat, creds.apiKey);
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/secret key/);
    bot.fake.sendText(alice, chat, "not hex!");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/hexadecimal/);
    const secretMessage = bot.fake.sendText(alice, chat, creds.secretKey);
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/Checking/);
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/Connected merchant/);
    expect(bot.fake.message(keyMessage.message)?.deleted).toBe(true);
    expect(bot.fake.message(secretMessage.message)?.deleted).toBe(true);

    bot.fake.sendText(alice, chat, "/balance");
    const balance = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(balance.text).toContain("Spendable: 4,200 sat");
    expect(balance.text).not.toContain("test money");

    for (const bytes of await filesOf(bot.dataDir)) {
      for (const secret of [creds.apiKey, creds.secretKey]) {
        expect(bytes.includes(secret)).toBe(false);
        expect(bytes.includes(Buffer.from(secret).toString("base64"))).toBe(false);
      }
    }
    expect(bot.logs.join("").includes(creds.secretKey)).toBe(false);
    expect(bot.logs.join("").includes(creds.apiKey)).toBe(false);

    bot.fake.sendText(alice, chat, "/disconnect");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/removed/);
    bot.fake.sendText(alice, chat, "/balance");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/no gateway account/);
  });

  it("saves nothing when the gateway refuses the keys", async () => {
    const { bot, gateway } = await botOnGateway();
    const creds = await gateway.createMerchant();
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/connect");
    await bot.fake.nextBotMessage(chat.id, 8_000);
    await bot.fake.nextBotMessage(chat.id);
    bot.fake.sendText(alice, chat, creds.merchantId);
    await bot.fake.nextBotMessage(chat.id);
    bot.fake.sendText(alice, chat, creds.apiKey);
    await bot.fake.nextBotMessage(chat.id);
    bot.fake.sendText(alice, chat, "ab".repeat(32));
    await bot.fake.nextBotMessage(chat.id);
    const refusal = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(refusal.text).toMatch(/did not accept these keys/);
    expect(await bot.app.deps.accounts.find(alice.id)).toBeUndefined();
  });

  it("/cancel leaves the conversation, and in a group /connect points to the private chat", async () => {
    const { bot } = await botOnGateway();
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/connect");
    await bot.fake.nextBotMessage(chat.id, 8_000);
    await bot.fake.nextBotMessage(chat.id);
    bot.fake.sendText(alice, chat, "/cancel");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toBe("Cancelled.");
    bot.fake.sendText(alice, chat, "m-1");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/did not understand/);
    const group = groupChat(-900);
    bot.fake.sendText(alice, group, "/connect");
    const hint = await bot.fake.nextBotMessage(group.id);
    expect(hint.text).toMatch(/private chat/);
    expect(JSON.stringify(hint.reply_markup)).toContain("?start=connect");
  });

  it("/lnurl explains the missing webhook on a real gateway", async () => {
    const { bot, gateway } = await botOnGateway();
    const creds = await gateway.createMerchant();
    await bot.app.deps.accounts.connect(alice.id, creds);
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/lnurl");
    expect((await bot.fake.nextBotMessage(chat.id, 8_000)).text).toMatch(/webhook/);
  });
});

/** Runs /connect for `user` with these three values; resolves with the bot's last answer. */
async function connectWith(
  test: TestBot,
  user: typeof alice,
  values: { merchantId: string; apiKey: string; secretKey: string },
): Promise<string> {
  const chat = privateChat(user);
  test.fake.openPrivateChat(user);
  test.fake.sendText(user, chat, "/connect");
  await test.fake.nextBotMessage(chat.id, 8_000);
  await test.fake.nextBotMessage(chat.id);
  test.fake.sendText(user, chat, values.merchantId);
  await test.fake.nextBotMessage(chat.id);
  test.fake.sendText(user, chat, values.apiKey);
  await test.fake.nextBotMessage(chat.id);
  test.fake.sendText(user, chat, values.secretKey);
  expect((await test.fake.nextBotMessage(chat.id)).text).toMatch(/Checking/);
  return (await test.fake.nextBotMessage(chat.id, 8_000)).text ?? "";
}

describe("one merchant, one Telegram user", () => {
  const bob = createUser(3002, "Bob", { username: "bob" });
  const mallory = createUser(3004, "Mallory");

  it("refuses one merchant's keys typed under another merchant's (public) id", async () => {
    const { bot, gateway } = await botOnGateway();
    const bobs = await gateway.createMerchant();
    const mallorys = await gateway.createMerchant();
    const answer = await connectWith(bot, mallory, { ...mallorys, merchantId: bobs.merchantId });
    expect(answer).toMatch(/belong to another merchant/);
    expect(answer).toContain(bobs.merchantId);
    expect(await bot.app.deps.accounts.find(mallory.id)).toBeUndefined();
    // Her own merchant id with her own keys is fine.
    expect(await connectWith(bot, mallory, mallorys)).toMatch(/Connected merchant/);
  });

  it("refuses a merchant connected to another Telegram user, until that one disconnects", async () => {
    const { bot, gateway } = await botOnGateway();
    const shared = await gateway.createMerchant();
    expect(await connectWith(bot, alice, shared)).toMatch(/Connected merchant/);
    const refusal = await connectWith(bot, bob, shared);
    expect(refusal).toMatch(/already connected to another Telegram account/);
    expect(refusal).not.toContain("Alice");
    expect(await bot.app.deps.accounts.find(bob.id)).toBeUndefined();
    // Alice connecting it again (or anew) is no conflict with herself.
    expect(await connectWith(bot, alice, shared)).toMatch(/Connected merchant/);

    bot.fake.sendText(alice, privateChat(alice), "/disconnect");
    expect((await bot.fake.nextBotMessage(alice.id)).text).toMatch(/removed/);
    expect(await connectWith(bot, bob, shared)).toMatch(/Connected merchant/);
    expect((await bot.app.deps.accounts.find(bob.id))?.credentials.merchantId).toBe(
      shared.merchantId,
    );
  });

  it("a self-signed event cannot mark another account's invoice handled before its real event", async () => {
    const { bot, gateway } = await botOnGateway();
    const bobs = await gateway.createMerchant();
    const mallorys = await gateway.createMerchant();
    const { accounts } = bot.app.deps;
    // Mallory's account under Bob's merchant id, as stored before /connect checked it: the
    // owner record such an account never had is taken away, so Bob can still connect.
    await accounts.connect(mallory.id, { ...mallorys, merchantId: bobs.merchantId });
    await bot.app.deps.store.keyv("merchant-owners").delete(bobs.merchantId);
    const bobAccount = await accounts.connect(bob.id, bobs);
    await gateway.setWebhook(
      bobs.merchantId,
      `http://127.0.0.1:${bot.app.httpPort}/gateway-events/${bobAccount.eventsToken}`,
    );
    bot.fake.openPrivateChat(bob);
    bot.fake.sendText(bob, privateChat(bob), "/invoice 1500 lamp");
    const photo = await bot.fake.nextBotMessage(bob.id, 8_000);
    const code = photo.entities?.find((e) => e.type === "code");
    const invoice = (photo.caption ?? "").slice(
      code?.offset,
      (code?.offset ?? 0) + (code?.length ?? 0),
    );

    const malloryAccount = await accounts.find(mallory.id);
    if (!malloryAccount) throw new Error("no account");
    const body = JSON.stringify({
      event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
      lightning_invoice_is_paid: { id: decodeInvoice(invoice).paymentHash },
    });
    const forged = await fetch(
      `http://127.0.0.1:${bot.app.httpPort}/gateway-events/${malloryAccount.eventsToken}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-gateway-webhook-signature": webhookSignatureHeader(
            mallorys.secretKey,
            Math.floor(Date.now() / 1000),
            body,
          ),
        },
        body,
      },
    );
    expect(forged.status).toBe(200);
    expect(bot.fake.botMessages(mallory.id)).toHaveLength(0);

    // A buyer really pays: the gateway's event reaches Bob and is applied.
    const buyer = bot.app.gateway.account(await gateway.createMerchant({ balanceSat: 5_000 }));
    await buyer.sendPayment(invoice);
    await bot.fake.waitFor(
      () => bot.fake.message(photo)?.caption?.includes("Paid: 1,500 sat"),
      8_000,
      "Bob's invoice to say Paid",
    );
    expect((await bot.app.deps.ledger.findInvoice(decodeInvoice(invoice).paymentHash))?.state).toBe(
      "paid",
    );
  });
});

describe("on the embedded sandbox", () => {
  it("/start greets with the commands and the sandbox note; /connect says there is nothing to connect", async () => {
    bot = await startTestBot();
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/start");
    const hello = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(hello.text).toContain("Hi Alice");
    expect(hello.text).toContain("/invoice");
    expect(hello.text).toContain("sandbox");
    bot.fake.sendText(alice, chat, "/connect");
    expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/nothing to connect/);
  });

  it("/balance shows total, frozen and spendable; in a group the answer goes private", async () => {
    bot = await startTestBot();
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/balance");
    const balance = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(balance.text).toContain("Spendable: 100,000 sat");
    expect(balance.text).toContain("Frozen: 0 sat");
    expect(balance.text).toContain("test money");
    const group = groupChat(-901);
    bot.fake.sendText(alice, group, "/balance");
    expect((await bot.fake.nextBotMessage(group.id)).text).toMatch(/private chat/);
    expect((await bot.fake.nextBotMessage(chat.id)).text).toContain("Spendable");
  });

  it("/balance tells the user to open a private chat when the bot cannot write there", async () => {
    bot = await startTestBot();
    const bob = createUser(3002, "Bob");
    bot.fake.blockBot(bob);
    const group = groupChat(-902);
    bot.fake.sendText(bob, group, "/balance");
    const reply = await bot.fake.nextBotMessage(group.id, 8_000);
    expect(reply.text).toMatch(/Open a private chat/);
  });

  it("/lnurl replies with a QR of the user's LNURL pay code", async () => {
    bot = await startTestBot();
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/lnurl");
    const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
    expect(photo.method).toBe("sendPhoto");
    expect(photo.caption).toMatch(/lnurl1/);
  });

  it("sets the command menus per scope at start", async () => {
    bot = await startTestBot({ commandMenus: true });
    const fake = bot.fake;
    await fake.waitFor(() => fake.commands({ type: "all_group_chats" }), 8_000, "group menu");
    expect(fake.commands({ type: "all_private_chats" })?.map((c) => c.command)).toContain("pay");
    expect(fake.commands({ type: "all_private_chats" })?.map((c) => c.command)).not.toContain(
      "connect",
    );
    expect(fake.commands({ type: "all_private_chats" })).toContainEqual({
      command: "disconnect",
      description: "Reset your test money",
    });
    expect(fake.commands({ type: "all_group_chats" })?.map((c) => c.command)).toContain("tip");
  });
});
