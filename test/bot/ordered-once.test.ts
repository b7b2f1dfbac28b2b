import { describe, expect, it } from "vitest";
import type { BotContext } from "../../src/bot/context.ts";
import { orderedOnce } from "../../src/bot/middleware.ts";
import { createLogger } from "../../src/logger.ts";
import { openStore } from "../../src/storage/index.ts";

/** The least of a context `orderedOnce` reads: the update, its chat, a press's data, the store. */
async function pressIn(chatId: number, data: string, updateId: number) {
  const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
  const ctx = (store2 = store) =>
    ({
      update: { update_id: updateId },
      chat: { id: chatId, type: "supergroup" },
      from: { id: 7 },
      callbackQuery: { id: `q${updateId}`, data },
      deps: { store: store2 },
      log: createLogger("silent"),
    }) as unknown as BotContext;
  return { store, ctx };
}

describe("orderedOnce", () => {
  it("lets a lock-free press through while the chat is busy; other presses wait their turn", async () => {
    const { store, ctx } = await pressIn(-100, "gw:c:AAAAAAAAAAAAAAAAAAAAAA", 1);
    const middleware = orderedOnce({ lockFree: [/^gw:c:/] });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = store.withLock("chat:-100", () => held, { leaseMs: 15_000 });

    let claimRan = false;
    await middleware(ctx(), async () => {
      claimRan = true;
    });
    expect(claimRan).toBe(true);

    let otherRan = false;
    const other = {
      ...ctx(),
      update: { update_id: 2 },
      callbackQuery: { id: "q2", data: "pay:x" },
    };
    const waiting = middleware(other as unknown as BotContext, async () => {
      otherRan = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(otherRan).toBe(false);
    release();
    await holding;
    await waiting;
    expect(otherRan).toBe(true);
  });

  it("still handles a lock-free press's update id once", async () => {
    const { ctx } = await pressIn(-100, "gw:c:AAAAAAAAAAAAAAAAAAAAAA", 3);
    const middleware = orderedOnce({ lockFree: [/^gw:c:/] });
    const seen = ctx();
    let runs = 0;
    await middleware(seen, async () => {
      runs++;
    });
    await middleware(seen, async () => {
      runs++;
    });
    expect(runs).toBe(1);
  });

  it("handles one lock-free press delivered twice at once (two replicas) once", async () => {
    const { ctx } = await pressIn(-100, "gw:c:AAAAAAAAAAAAAAAAAAAAAA", 4);
    const middleware = orderedOnce({ lockFree: [/^gw:c:/] });
    let runs = 0;
    const slowly = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 50));
    };
    await Promise.all([middleware(ctx(), slowly), middleware(ctx(), slowly)]);
    expect(runs).toBe(1);
  });
});
