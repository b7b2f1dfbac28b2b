/**
 * Paced edits addressed to a message posted from an inline result: edited
 * by its inline_message_id alone (the bot never learns its chat), at the
 * same pace as a chat's message.
 */
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
    const deps = { store, logger: createLogger("silent") };
    let version = 0;
    const render = async () => ({ html: `v${version}`, keyboard: { inline_keyboard: [] } });
    const target = { key: "test:inline", inlineMessageId: "AAQ-inline-id" };
    version = 1;
    await requestEdit(api, deps, target, render, 200);
    version = 2;
    await requestEdit(api, deps, target, render, 200);
    expect(calls.map((call) => [call.method, call.target, call.html])).toEqual([
      ["inline", "AAQ-inline-id", "v1"],
      ["inline", "AAQ-inline-id", "v2"],
    ]);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it("still edits a chat's message by chat and message id", async () => {
    const { api, calls } = recordingApi();
    const deps = { store, logger: createLogger("silent") };
    const render = async () => ({ html: "shown", keyboard: { inline_keyboard: [] } });
    await requestEdit(api, deps, { key: "test:chat", chatId: -100, messageId: 7 }, render, 200);
    expect(calls.map((call) => [call.method, call.target])).toEqual([["chat", [-100, 7]]]);
  });
});
