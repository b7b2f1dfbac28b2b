/**
 * Secrets when Telegram fails, in the real process (`node src/main.ts`,
 * long polling, a real gateway reached over HTTP so the merchants' keys are
 * known): connections to the Bot API dropped, reset and timed out on every
 * kind of call the bot makes (sendMessage, getUpdates while polling,
 * getFile and the file download, sendPhoto, editMessageText,
 * answerCallbackQuery), and an upload Telegram refuses (400 on sendPhoto).
 *
 * node-fetch names the request URL, bot token included, in its errors;
 * grammY keeps them, and a refused call's error carries its payload (a
 * photo caption with the whole invoice). What must hold: no line the
 * process wrote, on stdout (the log) or on stderr, holds the bot token, an
 * API key or secret key, a signature or a whole invoice; and each failure
 * was logged (so the check looked at something).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import { type ChildBot, startChildBot } from "../reliability/support/child-bot.ts";
import { ANSWER_MS, buttonData, codeText, confirmData } from "../reliability/support/flows.ts";
import { Tally } from "../reliability/support/tally.ts";
import {
  createUser,
  type FakeMessage,
  type Fault,
  privateChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import { leaksIn } from "./support/leaks.ts";

const tally = new Tally("telegram-secrets");
/** The bot's TELEGRAM_TIMEOUT_MS here; a timed-out fault answers later than that. */
const TIMEOUT_MS = 1_000;
/**
 * The bot's TELEGRAM_RETRY_MS here: the polls failing in turn are retried after 50, 100 and
 * 200 ms instead of 1, 2 and 4 s; the doubling is the same, and it is what is proven.
 */
const RETRY_MS = 50;
const FAULTS = {
  dropped: { disconnect: true },
  reset: { reset: true },
  // Late enough that the bot has given up even when its timer fires late on a busy machine.
  "timed out": { delayMs: TIMEOUT_MS + 300 },
} satisfies Record<string, Fault>;
type FaultName = keyof typeof FAULTS;
const NETWORK_FAULTS = Object.keys(FAULTS) as FaultName[];

const alice = createUser(76_001, "Alice");
const bob = createUser(76_002, "Bob");

let gateway: Sandbox;
let fake: TelegramFake;
let child: ChildBot;
let root: string;
let aliceKeys: MerchantCredentials;
let bobKeys: MerchantCredentials;
/** Every invoice the session produced (none may be written whole). */
const invoices = new Set<string>();

/** Arms `fault` on the next call of `method`; resolves once that call has its outcome. */
function inject(
  method: string,
  name: FaultName | "refused",
  fault: Fault = FAULTS[name as FaultName],
) {
  const before = fake.calls(method).length;
  fake.failNext(method, fault);
  tally.add("faultsInjected");
  return {
    fired: () =>
      fake.waitFor(() => fake.calls(method)[before]?.response, ANSWER_MS, `${name} ${method}`),
  };
}

/** Resolves with the first message the bot sends in the chat after message `afterId` (by `method`). */
function nextMessage(
  chatId: number,
  afterId: number,
  method = "sendMessage",
): Promise<FakeMessage> {
  return fake.waitFor(
    () =>
      fake
        .messages(chatId)
        .find((m) => m.sender === "bot" && m.message_id > afterId && m.method === method),
    ANSWER_MS,
    `a ${method} in chat ${chatId}`,
  );
}

function lastMessageId(chatId: number): number {
  return fake.messages(chatId).at(-1)?.message_id ?? 0;
}

async function say(user: typeof alice, text: string): Promise<FakeMessage> {
  const chat = privateChat(user);
  const after = lastMessageId(chat.id);
  fake.sendText(user, chat, text);
  return nextMessage(chat.id, after);
}

async function connect(user: typeof alice, keys: MerchantCredentials): Promise<void> {
  const chat = privateChat(user);
  await say(user, "/connect");
  for (const answer of [keys.merchantId, keys.apiKey, keys.secretKey]) {
    await fake.waitFor(() => fake.botMessages(chat.id).length > 0, ANSWER_MS, "a question");
    const after = lastMessageId(chat.id);
    fake.sendText(user, chat, answer);
    await nextMessage(chat.id, after);
  }
  await fake.waitFor(
    () => fake.botMessages(chat.id).some((m) => /Connected merchant/.test(m.text ?? "")),
    ANSWER_MS,
    "connected",
  );
}

/** Bob's invoice for `amount` sat, shown as a photo (no fault armed). */
async function invoiceFromBob(amount: number): Promise<string> {
  const chat = privateChat(bob);
  const after = lastMessageId(chat.id);
  fake.sendText(bob, chat, `/invoice ${amount} telegram faults`);
  const invoice = codeText(await nextMessage(chat.id, after, "sendPhoto"));
  invoices.add(invoice);
  return invoice;
}

beforeAll(async () => {
  gateway = await startSandbox({ port: 0 });
  aliceKeys = await gateway.createMerchant({ balanceSat: 50_000 });
  bobKeys = await gateway.createMerchant({ balanceSat: 0 });
  fake = new TelegramFake();
  await fake.start();
  // The child runs in the parent folder, so no .env of the repository is read.
  root = await mkdtemp(path.join(tmpdir(), "lnbot-telegram-faults-"));
  child = await startChildBot({
    fake,
    dataDir: path.join(root, "data"),
    env: {
      GATEWAY_BASE_URL: gateway.url,
      BITCOIN_NETWORK: "regtest",
      LOG_LEVEL: "debug",
      TELEGRAM_TIMEOUT_MS: String(TIMEOUT_MS),
      TELEGRAM_RETRY_MS: String(RETRY_MS),
      // The fake keeps no flood limits; paced, each apology would wait a second behind the
      // failed call in its chat. What is proven here is what the log holds, not the pacing.
      TELEGRAM_RATE_LIMITS: "off",
    },
  });
  await connect(alice, aliceKeys);
  await connect(bob, bobKeys);
}, 60_000);

afterAll(async () => {
  await child?.stop();
  await fake?.close();
  await gateway?.close();
  if (root) await rm(root, { recursive: true, force: true });
  await tally.write();
});

describe("Telegram fails while the bot works", () => {
  it.each(NETWORK_FAULTS)("sendMessage %s: the answer to /balance", async (name) => {
    const chat = privateChat(alice);
    const after = lastMessageId(chat.id);
    const fault = inject("sendMessage", name);
    fake.sendText(alice, chat, "/balance");
    await fault.fired();
    // The error boundary's apology follows; a timed-out answer arrived as well (when `fired`).
    await nextMessage(chat.id, after);
    if (name === "timed out") {
      await fake.waitFor(
        () => fake.botMessages(chat.id).filter((m) => m.message_id > after).length === 2,
        ANSWER_MS,
        "the late answer and the apology",
      );
    }
  });

  it("getUpdates dropped, reset and timed out while polling: polling goes on", async () => {
    const chat = privateChat(alice);
    // The poll waiting now answers with this update; the next polls fail in turn.
    const before = fake.calls("getUpdates").length;
    for (const name of NETWORK_FAULTS) inject("getUpdates", name);
    const after = lastMessageId(chat.id);
    fake.sendText(alice, chat, "/help");
    await nextMessage(chat.id, after);
    await fake.waitFor(
      () =>
        fake
          .calls("getUpdates")
          .slice(before + NETWORK_FAULTS.length)
          .some((c) => c.response?.ok),
      20_000,
      "a successful poll after the faults",
    );
    // Updates still arrive.
    const later = lastMessageId(chat.id);
    fake.sendText(alice, chat, "/help");
    await nextMessage(chat.id, later);
  }, 30_000);

  it.each(NETWORK_FAULTS)("getFile %s: a photo sent to the bot", async (name) => {
    const chat = privateChat(alice);
    const after = lastMessageId(chat.id);
    const fault = inject("getFile", name);
    fake.sendPhoto(alice, chat, renderQrPng("not a payment"));
    await fault.fired();
    await nextMessage(chat.id, after);
  });

  it.each(["dropped", "reset"] as const)(
    "the file download %s: a photo sent to the bot",
    async (name) => {
      const chat = privateChat(alice);
      const after = lastMessageId(chat.id);
      fake.failNext("file", FAULTS[name]);
      tally.add("faultsInjected");
      fake.sendPhoto(alice, chat, renderQrPng("not a payment"));
      await nextMessage(chat.id, after);
    },
  );

  it.each([...NETWORK_FAULTS, "refused" as const])(
    "sendPhoto %s: the invoice's QR code",
    async (name) => {
      const chat = privateChat(bob);
      const after = lastMessageId(chat.id);
      const fault =
        name === "refused"
          ? inject("sendPhoto", name, {
              status: 400,
              description: "Bad Request: not enough rights to send photos to the chat",
            })
          : inject("sendPhoto", name);
      fake.sendText(bob, chat, "/invoice 1200 refused photo");
      await fault.fired();
      await nextMessage(chat.id, after);
    },
  );

  it.each(NETWORK_FAULTS)(
    "answerCallbackQuery and editMessageText %s: pressing Pay and the outcome",
    async (name) => {
      const chat = privateChat(alice);
      const invoice = await invoiceFromBob(100);
      const shown = lastMessageId(chat.id);
      fake.sendText(alice, chat, invoice);
      const confirmation = await fake.waitFor(
        () =>
          fake
            .botMessages(chat.id)
            .find(
              (m) => m.message_id > shown && buttonData(m).some((d) => d.startsWith("send:ok:")),
            ),
        ANSWER_MS,
        "the confirmation",
      );
      const answer = inject("answerCallbackQuery", name);
      const edit = inject("editMessageText", name);
      const before = lastMessageId(chat.id);
      fake.pressButton(alice, confirmation, confirmData(confirmation));
      await answer.fired();
      await edit.fired();
      // The edit failed: the outcome comes as a new message.
      await nextMessage(chat.id, before);
    },
    20_000,
  );
});

describe("what the process wrote", () => {
  let lines: string[] = [];
  beforeAll(async () => {
    // Every invoice the bot tried to show, the refused and dropped photos' too.
    for (const call of fake.calls("sendPhoto")) {
      for (const match of String(call.params.caption ?? "").matchAll(/ln\w{100,}/gi)) {
        invoices.add(match[0]);
      }
    }
    await child.stop();
    lines = [...child.lines];
  }, 20_000);

  it("logged each failure", () => {
    const text = lines.join("\n");
    // getUpdates' failures, each with its next attempt; then polling came back.
    expect(
      text.match(/"msg":"Telegram unreachable: getUpdates failed, next attempt in [^"]+"/g),
    ).toHaveLength(NETWORK_FAULTS.length);
    expect(text).toContain('"msg":"Telegram reachable again"');
    // Dropped, reset and timed-out calls, and the refused upload with its code, not its payload.
    // A dropped connection: "other side closed" from undici, "socket hang up" from node-fetch
    // (the bot's first calls, before undici is loaded: src/chat/telegram-http.ts).
    expect(text).toMatch(/other side closed|socket hang up/);
    expect(text).toContain("ECONNRESET");
    expect(text).toContain("TelegramTimeoutError");
    expect(text).toMatch(/"method":"sendPhoto"[^\n]*"error_code":400/);
    expect(invoices.size).toBeGreaterThanOrEqual(7);
  });

  it("no bot token, key, signature or whole invoice on stdout or stderr", async () => {
    const leaks = leaksIn(lines, [aliceKeys, bobKeys], fake.token, [...invoices]);
    tally.add("placesScanned", lines.length);
    tally.add("secretsFound", leaks.length);
    expect(leaks).toEqual([]);
    // Said separately: stderr is where libraries print what they were not asked to log.
    expect(child.stderr.length).toBeLessThanOrEqual(lines.length);
    expect(leaksIn(child.stderr, [aliceKeys, bobKeys], fake.token, [...invoices])).toEqual([]);
  });
});
