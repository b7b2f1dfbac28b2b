/**
 * Paced edits addressed to a message posted from an inline result: edited
 * by its inline_message_id alone (the bot never learns its chat), at the
 * same pace as a chat's message.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Api } from "grammy";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { requestEdit } from "../../../src/chat/flows/paced-edit.ts";
import { createLogger } from "../../../src/logger.ts";
import { openStore } from "../../../src/storage/index.ts";
import type { Store } from "../../../src/storage/types.ts";

let store: Store;
beforeEach(async () => {
  store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
});
afterEach(async () => {
  await store.close();
});

/** An Api that records the edits it is asked for. */
function recordingApi() {
  const calls: Array<{ method: string; target: unknown; html: string; at: number }> = [];
  const api = {
    editMessageTextInline: async (inlineMessageId: string, html: string) => {
      calls.push({ method: "inline", target: inlineMessageId, html, at: Date.now() });
      return true;
    },
    editMessageText: async (chatId: number, messageId: number, html: string) => {
      calls.push({ method: "chat", target: [chatId, messageId], html, at: Date.now() });
      return true;
    },
  } as unknown as Api;
  return { api, calls };
}

describe("requestEdit", () => {
  it("edits an inline message by its inline_message_id, at most once per interval", async () => {
    const { api, calls } = recordingApi();
    const deps = {
      store,
      logger: createLogger("silent"),
      config: { telegram: { editIntervalMs: 200 } },
    };
    let version = 0;
    const render = async () => ({ html: `v${version}`, keyboard: { inline_keyboard: [] } });
    const target = { key: "test:inline", inlineMessageId: "AAQ-inline-id" };
    version = 1;
    await requestEdit(api, deps, target, render);
    version = 2;
    await requestEdit(api, deps, target, render);
    expect(calls.map((call) => [call.method, call.target, call.html])).toEqual([
      ["inline", "AAQ-inline-id", "v1"],
      ["inline", "AAQ-inline-id", "v2"],
    ]);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it("still edits a chat's message by chat and message id", async () => {
    const { api, calls } = recordingApi();
    const deps = {
      store,
      logger: createLogger("silent"),
      config: { telegram: { editIntervalMs: 200 } },
    };
    const render = async () => ({ html: "shown", keyboard: { inline_keyboard: [] } });
    await requestEdit(api, deps, { key: "test:chat", chatId: -100, messageId: 7 }, render);
    expect(calls.map((call) => [call.method, call.target])).toEqual([["chat", [-100, 7]]]);
  });

  it("shows a change made while a dead editor held the lock, once its lease ran out", async () => {
    // Two processes on one SQLite file: the first takes the card's edit lock and dies
    // (closing its store ends its renewals, as a crash would), the lock left in the file.
    const dataDir = mkdtempSync(path.join(tmpdir(), "paced-edit-"));
    const url = "sqlite:bot.sqlite";
    const dead = await openStore({ url, dataDir });
    const live = await openStore({ url, dataDir });
    try {
      const taken = Promise.withResolvers<void>();
      void dead
        .withLock(
          "paced-edit:test:dead",
          () => {
            taken.resolve();
            return new Promise<never>(() => {});
          },
          { waitMs: 0, leaseMs: 400 },
        )
        .catch(() => {});
      await taken.promise;
      await dead.close();

      const { api, calls } = recordingApi();
      const deps = {
        store: live,
        logger: createLogger("silent"),
        config: { telegram: { editIntervalMs: 100 } },
      };
      const render = async () => ({ html: "claimed by Bob", keyboard: { inline_keyboard: [] } });
      await requestEdit(api, deps, { key: "test:dead", chatId: -100, messageId: 9 }, render);
      expect(calls.map((call) => call.html)).toEqual(["claimed by Bob"]);
    } finally {
      await live.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
