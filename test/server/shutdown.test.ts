/**
 * SIGTERM on the real process (`node src/main.ts`): intake stops, the update
 * being handled is finished and answered, then the process exits 0 within
 * its bounded time.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildBot, startChildBot } from "../reliability/support/child-bot.ts";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";
import { httpUrlOf, logged, waitUntil } from "./support/processes.ts";
import { RoundRobinFront } from "./support/round-robin-front.ts";

const SECRET = "shutdown-test-secret-0123";
/** main.ts's SHUTDOWN_LIMIT_MS: past it the process exits 1. */
const SHUTDOWN_LIMIT_MS = 15_000;
/**
 * The fake holds the bot's reply until the test has seen the shutdown begin (not for a set
 * time): the update is in flight across the SIGTERM however busy the machine is.
 */
function holdReply(telegram: TelegramFake): { release: () => void } {
  const held = Promise.withResolvers<void>();
  telegram.failNext("sendMessage", { hold: held.promise });
  return { release: () => held.resolve() };
}

let fake: TelegramFake | undefined;
let front: RoundRobinFront | undefined;
let child: ChildBot | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await child?.stop();
  await fake?.close();
  await front?.close();
  if (dataDir) await rm(path.dirname(dataDir), { recursive: true, force: true });
  child = undefined;
  fake = undefined;
  front = undefined;
  dataDir = undefined;
});

async function freshDataDir(): Promise<string> {
  // The child runs in the parent folder, so no .env of the repository is read.
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), "lnbot-sigterm-")), "data");
  return dataDir;
}

const alice = createUser(5301, "Alice");
const chat = privateChat(alice);

describe("SIGTERM while an update is being handled", () => {
  it("in webhook mode: refuses new updates with 503, answers the one in flight, exits 0", async () => {
    front = new RoundRobinFront();
    const frontUrl = await front.start();
    fake = new TelegramFake();
    await fake.start();
    child = await startChildBot({
      fake,
      dataDir: await freshDataDir(),
      env: { BOT_MODE: "webhook", WEBHOOK_URL: `${frontUrl}/telegram`, WEBHOOK_SECRET: SECRET },
    });
    const botUrl = httpUrlOf(child);
    front.setBackends([botUrl]);
    const running = child;
    const telegram = fake;

    const reply = holdReply(telegram);
    const slow = telegram.sendText(alice, chat, "/help");
    await waitUntil(() => telegram.calls("sendMessage").length > 0, 10_000, "the slow reply");
    const stoppedAt = Date.now();
    process.kill(running.pid, "SIGTERM");
    await waitUntil(() => logged(running, '"msg":"shutting down"'), 5_000, "shutting down");

    const late = await telegram.deliverToWebhook(
      { ...slow, update_id: slow.update_id + 1 },
      { url: `${botUrl}/telegram` },
    );
    expect(late.status).toBe(503);
    // Still there, waiting for its reply to go out.
    expect(running.running).toBe(true);
    reply.release();

    const exit = await running.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_LIMIT_MS);
    // The update in flight was handled to the end and its webhook request answered 200.
    expect(telegram.botMessages(chat.id)).toHaveLength(1);
    expect(telegram.calls("sendMessage")[0]?.response?.ok).toBe(true);
    expect(front.routed.find((r) => r.updateId === slow.update_id)?.status).toBe(200);
    // The webhook stays set for the next process (or another replica).
    expect(telegram.calls("deleteWebhook")).toEqual([]);
  });

  it("in polling mode: stops fetching, answers the update in flight, exits 0", async () => {
    fake = new TelegramFake();
    await fake.start();
    child = await startChildBot({ fake, dataDir: await freshDataDir() });
    const running = child;
    const telegram = fake;

    const reply = holdReply(telegram);
    telegram.sendText(alice, chat, "/help");
    await waitUntil(() => telegram.calls("sendMessage").length > 0, 10_000, "the slow reply");
    const stoppedAt = Date.now();
    process.kill(running.pid, "SIGTERM");
    await waitUntil(() => logged(running, '"msg":"shutting down"'), 5_000, "shutting down");
    // Still there, waiting for its reply to go out.
    expect(running.running).toBe(true);
    reply.release();

    const exit = await running.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_LIMIT_MS);
    expect(telegram.calls("sendMessage")[0]?.response?.ok).toBe(true);
    expect(telegram.botMessages(chat.id)).toHaveLength(1);
    expect(logged(running, "stopping with updates still in flight")).toBe(false);
  });
});
