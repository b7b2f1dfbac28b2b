import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
    bot = await startTestBot();
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
