import { describe, expect, it } from "vitest";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import type { BotContext } from "../../src/chat/context.ts";
import { orderedOnce } from "../../src/chat/middleware.ts";
import { ChatLanguages } from "../../src/i18n/chat-languages.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { Voices } from "../../src/i18n/voices.ts";
import { createLogger } from "../../src/logger.ts";
import { openStore } from "../../src/storage/index.ts";
import type { Store } from "../../src/storage/types.ts";
import { until } from "../support/until.ts";

/** The least of a context `orderedOnce` reads: the update, its chat, a press's data, the store. */
async function pressIn(chatId: number, data: string, updateId: number) {
  const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
  const ctx = (store2 = store) =>
    ({
      update: { update_id: updateId },
      chat: { id: chatId, type: "supergroup" },
      from: { id: 7 },
      callbackQuery: { id: `q${updateId}`, data },
      deps: { store: store2, config: { presses: { waitAnswerMs: 500 } } },
      log: createLogger("silent"),
      api: { answerCallbackQuery: async () => true },
      answerCallbackQuery: async () => true,
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
    // Member 7's turn in the group is taken.
    const holding = store.withLock("chat:-100:7", () => held, { leaseMs: 15_000 });

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
    await turns();
    expect(otherRan).toBe(false);
    release();
    await holding;
    await waiting;
    expect(otherRan).toBe(true);
  });

  it("orders one member's updates in a group, not different members' updates", async () => {
    const { store, ctx } = await pressIn(-100, "pay:x", 5);
    const middleware = orderedOnce();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = store.withLock("chat:-100:7", () => held, { leaseMs: 15_000 });
    const message = (from: number, updateId: number) =>
      ({
        ...ctx(),
        from: { id: from },
        update: { update_id: updateId },
        callbackQuery: undefined,
      }) as unknown as BotContext;
    let otherMemberRan = false;
    await middleware(message(8, 6), async () => {
      otherMemberRan = true;
    });
    expect(otherMemberRan).toBe(true);
    let sameMemberRan = false;
    const waiting = middleware(message(7, 7), async () => {
      sameMemberRan = true;
    });
    await turns();
    expect(sameMemberRan).toBe(false);
    release();
    await holding;
    await waiting;
    expect(sameMemberRan).toBe(true);
  });

  it("stops the spinner of a press waiting for its turn, and skips the handler's own answer", async () => {
    const { store, ctx } = await pressIn(-100, "pay:x", 8);
    const middleware = orderedOnce();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = store.withLock("chat:-100:7", () => held, { leaseMs: 15_000 });
    const answers: unknown[] = [];
    const press = ctx();
    Object.assign(press, {
      api: {
        answerCallbackQuery: async (id: string) => {
          answers.push({ id, early: true });
          return true;
        },
      },
      answerCallbackQuery: async (answer: unknown) => {
        answers.push(answer);
        return true;
      },
    });
    const waiting = middleware(press, async () => {
      await press.answerCallbackQuery({ text: "late" });
    });
    await until(() => answers.length > 0, "the early answer");
    expect(answers).toEqual([{ id: "q8", early: true }]);
    release();
    await holding;
    await waiting;
    expect(answers).toEqual([{ id: "q8", early: true }]);
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
    const { store, ctx } = await pressIn(-100, "gw:c:AAAAAAAAAAAAAAAAAAAAAA", 4);
    // The store sees each replica ask for the press's lock.
    let lockAsks = 0;
    const counted = {
      ...store,
      keyv: store.keyv.bind(store),
      withLock: ((...args: Parameters<Store["withLock"]>) => {
        lockAsks++;
        return store.withLock(...args);
      }) as Store["withLock"],
    } as unknown as Store;
    const middleware = orderedOnce({ lockFree: [/^gw:c:/] });
    let runs = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first handler stays in flight until the second delivery has asked for the lock.
    const handler = async () => {
      runs++;
      await held;
    };
    const both = Promise.all([
      middleware(ctx(counted), handler),
      middleware(ctx(counted), handler),
    ]);
    // Both are in: one in the handler, the other at the lock (or, were the press not locked, in
    // the handler too, which the count below tells).
    await until(() => runs === 2 || (runs === 1 && lockAsks === 2), "both deliveries in");
    release();
    await both;
    expect(runs).toBe(1);
  });
});

describe("orderedOnce while the store does not answer", () => {
  /** A store whose every lock and read fails at once, as a Redis or PostgreSQL that is down. */
  const downStore = async () => {
    const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
    const fail = async () => {
      throw new Error("the store does not answer (outage)");
    };
    return { ...store, withLock: fail, keyv: store.keyv.bind(store) } as unknown as Store;
  };
  const voices = async () => {
    const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
    const preferences = new PreferenceService(store);
    return new Voices({
      translations: new Translations(),
      languages: new ChatLanguages(store, preferences),
      preferences,
    });
  };

  it("answers a press at once, in the presser's Telegram language, and does nothing", async () => {
    const { ctx } = await pressIn(-100, "send:ok:AAAAAAAAAAAAAAAAAAAAAA", 20);
    const press = ctx(await downStore());
    const answers: Array<{ text?: string }> = [];
    Object.assign(press, {
      from: { id: 7, language_code: "de" },
      deps: { ...press.deps, voices: await voices() },
      answerCallbackQuery: async (answer: { text?: string }) => {
        answers.push(answer);
        return true;
      },
    });
    let ran = false;
    // Resolves (the webhook answers 200: the press was answered, Telegram need not send it again).
    await orderedOnce()(press, async () => {
      ran = true;
    });
    expect(ran).toBe(false);
    expect(answers).toEqual([
      {
        text: "⚠️ Ich erreiche meinen Speicher gerade nicht: Dieser Druck hat nichts bewirkt und nichts bezahlt. Bitte versuch es in einer Minute noch einmal.",
      },
    ]);
  });

  it("leaves a message to Telegram's redelivery: the error reaches the webhook", async () => {
    const { ctx } = await pressIn(-100, "pay:x", 21);
    const message = {
      ...ctx(await downStore()),
      callbackQuery: undefined,
    } as unknown as BotContext;
    await expect(orderedOnce()(message, async () => undefined)).rejects.toThrow(/outage/);
  });
});

/**
 * Lets every ready callback and timer of this moment run (a few event-loop
 * turns): a handler kept out by a held lock still has not run after them.
 */
async function turns(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}
