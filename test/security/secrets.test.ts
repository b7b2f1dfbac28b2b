/**
 * Secrets at rest and in logs, after a whole session on a real gateway (a
 * standalone sandbox reached over HTTP, so accounts come from /connect):
 * a failed and a successful /connect, an invoice, a payment, a withdrawal,
 * gateway errors (a refused key, a dropped connection after a send), an
 * LNURL the gateway refuses.
 *
 * At rest: every file in DATA_DIR (the SQLite database with its -wal and
 * -shm, the secrets key file, anything else), read while the bot runs —
 * also halfway through /connect, when the API key sits in the
 * conversation's state — and after it stopped, holds no API key or secret
 * key, in plain text, hex, base64 or base64url, nor the secret's raw bytes,
 * nor the bot token; the chat messages that carried them are deleted.
 *
 * In logs: every line the bot wrote holds no bot token, API key, secret key,
 * request or webhook signature, nor a whole invoice.
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import {
  ANSWER_MS,
  codeText,
  confirmData,
  freshRegtestAddress,
} from "../reliability/support/flows.ts";
import { Tally } from "../reliability/support/tally.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  type MessageRef,
  privateChat,
} from "../support/telegram-fake.ts";
import { leaksIn, secretForms } from "./support/leaks.ts";

const tally = new Tally("secrets");
const alice = createUser(75_001, "Alice");
const bob = createUser(75_002, "Bob");

let gateway: Sandbox;
let bot: TestBot;
let aliceKeys: MerchantCredentials;
let bobKeys: MerchantCredentials;
/** Messages users sent that carried a key, which the bot must have deleted. */
const keyMessages: MessageRef[] = [];
/** Every invoice the session produced (none may be logged whole). */
const invoices: string[] = [];
/** Files scanned halfway through /connect, and what was found there. */
let midConnect: { files: number; found: string[] } = { files: 0, found: [] };
/** The same after the session, while the bot still runs, and once it stopped. */
let whileRunning: { files: number; found: string[] } = { files: 0, found: [] };
let afterStop: { files: number; found: string[] } = { files: 0, found: [] };
let logLines: string[] = [];

function occurrences(haystack: Buffer, needle: Buffer): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    count++;
  }
  return count;
}

/** Reads every file under DATA_DIR and names each secret form found (file: form ×n). */
async function scanDataDir(): Promise<{ files: number; found: string[] }> {
  const needles = [
    ...secretForms(aliceKeys, bot.fake.token),
    ...secretForms(bobKeys, bot.fake.token),
  ];
  const found: string[] = [];
  let files = 0;
  for (const name of await readdir(bot.dataDir, { recursive: true })) {
    const file = path.join(bot.dataDir, name);
    if (!(await stat(file)).isFile()) continue;
    files++;
    const bytes = await readFile(file);
    for (const [label, needle] of needles) {
      const n = occurrences(bytes, needle);
      if (n > 0) found.push(`${name}: ${label} ×${n}`);
    }
  }
  tally.add("placesScanned", files);
  tally.add("secretsFound", found.length);
  return { files, found };
}

async function say(user: typeof alice, text: string): Promise<FakeMessage> {
  const chat = privateChat(user);
  bot.fake.sendText(user, chat, text);
  return bot.fake.nextBotMessage(chat.id, ANSWER_MS);
}

/** /connect through the conversation; the key messages are remembered for the deletion check. */
async function connect(user: typeof alice, keys: MerchantCredentials, secret = keys.secretKey) {
  const chat = privateChat(user);
  expect((await say(user, "/connect")).text).toMatch(/connect your merchant/);
  expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/merchant id/);
  expect((await say(user, keys.merchantId)).text).toMatch(/API key/);
  keyMessages.push(bot.fake.sendText(user, chat, keys.apiKey).message);
  expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/secret key/);
  if (user === alice && midConnect.files === 0) midConnect = await scanDataDir();
  keyMessages.push(bot.fake.sendText(user, chat, secret).message);
  expect((await bot.fake.nextBotMessage(chat.id)).text).toMatch(/Checking/);
  return (await bot.fake.nextBotMessage(chat.id, ANSWER_MS)).text ?? "";
}

beforeAll(async () => {
  gateway = await startSandbox({ port: 0 });
  aliceKeys = await gateway.createMerchant({ balanceSat: 50_000 });
  bobKeys = await gateway.createMerchant({ balanceSat: 0 });
  bot = await startTestBot({
    env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest", GATEWAY_TIMEOUT_MS: "500" },
  });

  // A wrong secret first: the gateway refuses it, nothing is stored, the error is logged.
  const wrong = "ab".repeat(32);
  expect(await connect(alice, aliceKeys, wrong)).toMatch(/did not accept these keys/);
  expect(await connect(alice, aliceKeys)).toMatch(/Connected merchant/);
  expect(await connect(bob, bobKeys)).toMatch(/Connected merchant/);

  // Money moving: an invoice, its payment, a withdrawal.
  const invoicePhoto = await say(bob, "/invoice 1500 secrets session");
  invoices.push(codeText(invoicePhoto));
  const confirm = await say(alice, invoices[0] ?? "");
  bot.fake.pressButton(alice, confirm, confirmData(confirm));
  await bot.fake.waitFor(
    () => bot.fake.message(confirm)?.text?.startsWith("✅"),
    ANSWER_MS,
    "paid",
  );
  const withdraw = await say(alice, `/withdraw ${freshRegtestAddress()} 2000`);
  bot.fake.pressButton(alice, withdraw, confirmData(withdraw));
  await bot.fake.waitFor(
    () => bot.fake.message(withdraw)?.text?.startsWith("✅"),
    ANSWER_MS,
    "sent",
  );

  // Errors: a refused key, a send whose answer is lost, an LNURL the gateway refuses.
  gateway.faults.add({ route: "4.5", status: 401, times: 1 });
  expect((await say(alice, "/balance")).text).toMatch(/no longer accepts your account's keys/);
  const second = await say(bob, "/invoice 700 lost answer");
  invoices.push(codeText(second));
  const unknown = await say(alice, invoices[1] ?? "");
  gateway.faults.add({ route: "4.1", dropAfterApply: true, times: 1 });
  bot.fake.pressButton(alice, unknown, confirmData(unknown));
  await bot.fake.waitFor(
    () => bot.fake.message(unknown)?.text?.startsWith("❓"),
    ANSWER_MS,
    "unknown",
  );
  // No webhook registered for Alice's merchant: the gateway refuses 4.6, the bot says so.
  await say(alice, "/lnurl");

  whileRunning = await scanDataDir();
  await bot.app.stop();
  afterStop = await scanDataDir();
  logLines = bot.logs.join("").split("\n").filter(Boolean);
}, 90_000);

afterAll(async () => {
  // The app is stopped already; close the rest of what startTestBot made.
  await bot?.fake.close();
  if (bot) await rm(bot.dataDir, { recursive: true, force: true });
  await gateway?.close();
  await tally.write();
});

describe("secrets at rest", () => {
  it("no API key, secret key (any encoding, raw bytes) or bot token in any file of DATA_DIR", () => {
    // The scan sees every form it looks for (a planted copy of each is found).
    const needles = secretForms(aliceKeys, bot.fake.token);
    const planted = Buffer.concat(needles.map(([, bytes]) => bytes));
    expect(needles.filter(([, bytes]) => occurrences(planted, bytes) === 0)).toEqual([]);
    // The store really was there to scan: the database, its WAL and shared memory, the key file.
    expect(whileRunning.files).toBeGreaterThanOrEqual(3);
    expect(midConnect.found).toEqual([]);
    expect(whileRunning.found).toEqual([]);
    expect(afterStop.found).toEqual([]);
  });

  it("the chat messages that carried the keys were deleted, the failed attempt's too", () => {
    expect(keyMessages).toHaveLength(6);
    for (const message of keyMessages) {
      expect(bot.fake.message(message)?.deleted, `message ${message.message_id}`).toBe(true);
    }
  });
});

describe("secrets in logs", () => {
  it("the session logged enough to be worth checking", () => {
    const text = logLines.join("\n");
    // Every gateway call, both sends, and the refused key, the lost answer and the refused LNURL.
    expect(text.match(/"msg":"gateway call"/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
    expect(text.match(/"msg":"send admitted"/g)).toHaveLength(3);
    expect(text).toContain("GatewayAuthenticationError");
    expect(text).toContain("GatewayOutcomeUnknownError");
    expect(text).toContain("GatewayRejectedError");
  });

  it("no token, key, secret, signature or whole invoice in any log line", () => {
    const leaks = leaksIn(logLines, [aliceKeys, bobKeys], bot.fake.token, invoices);
    tally.add("placesScanned", logLines.length);
    tally.add("secretsFound", leaks.length);
    expect(leaks).toEqual([]);
  });
});
