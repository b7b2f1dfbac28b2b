/**
 * Stored conversation state per step of /invoice's conversation: the real
 * app runs in this process against a Telegram fake; after each step (once
 * the update is fully handled) the sealed state is read from the store,
 * and opened with the data folder's secrets key to show the plain size.
 */
import path from "node:path";
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type Keyv from "keyv";
import { loadOrCreateSecretsKey, SecretBox } from "../../src/accounts/secret-box.ts";
import { startApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { benchUsers, nextBotMessage } from "../lib/chat.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";

/** The state after one step. */
export interface StateStep {
  /** What the user sent. */
  sent: string;
  /** The first line of the bot's answer. */
  answer: string;
  /** Length of the sealed value in the store (ASCII: bytes), 0 when there is none. */
  sealedBytes: number;
  /** Length of the state's JSON before sealing (UTF-8 bytes). */
  plainBytes: number;
}

/** The steps of /invoice's conversation: ask amount, ask description, QR photo. */
const STEPS = ["/invoice", "1000", "coffee beans"] as const;

/** How long one step may take. */
const STEP_LIMIT_MS = 15_000;

/** Runs /invoice's conversation once and reads the stored state after each step. */
export async function benchConversationState(): Promise<StateStep[]> {
  return withTempDir("state", (dir) =>
    withFake(async (fake) => {
      const dataDir = path.join(dir, "data");
      const config = loadConfig({
        TELEGRAM_BOT_TOKEN: fake.token,
        TELEGRAM_API_ROOT: fake.apiRoot,
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        METRICS_PORT: "0",
        PRIVATE_ACTIONS_PER_MINUTE: "1000000",
      });
      const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
      const app = await startApp(config, createLogger("warn", quiet));
      try {
        const box = new SecretBox(await loadOrCreateSecretsKey(undefined, dataDir));
        const states = app.deps.store.keyv<string>("conversations");
        const handled = app.deps.store.keyv<number>("handled-updates");
        const [bench] = benchUsers(900_001, 1, "State");
        if (!bench) throw new Error("no user");
        const key = `${bench.chat.id}:${bench.user.id}`;
        const steps: StateStep[] = [];
        for (const text of STEPS) {
          const sent = fake.sendText(bench.user, bench.chat, text);
          const reply = await nextBotMessage(
            fake,
            bench.chat.id,
            sent.message.message_id,
            () => true,
            STEP_LIMIT_MS,
            `the answer to "${text}"`,
          );
          await untilHandled(handled, sent.update_id);
          const sealed = await states.get(key);
          const plain = sealed === undefined ? "" : box.open(sealed, "conversation");
          steps.push({
            sent: text,
            answer: (reply.message.text ?? reply.message.caption ?? "").split("\n")[0] ?? "",
            sealedBytes: sealed?.length ?? 0,
            plainBytes: Buffer.byteLength(plain),
          });
        }
        return steps;
      } finally {
        await app.stop();
      }
    }),
  );
}

/** Waits (polling, at most STEP_LIMIT_MS) until the bot marked the update handled: its state is written by then. */
async function untilHandled(handled: Keyv<number>, updateId: number): Promise<void> {
  const deadline = performance.now() + STEP_LIMIT_MS;
  while (performance.now() < deadline) {
    if (await handled.get(String(updateId))) return;
    await sleep(5);
  }
  throw new Error(`update ${updateId} was not marked handled within ${STEP_LIMIT_MS} ms`);
}
