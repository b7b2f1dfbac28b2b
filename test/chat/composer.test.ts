/**
 * The chat's Composer routes as grammY's does: the same middleware trees,
 * run on grammY's Composer and on ours with the same updates, leave the
 * same trace (order, filters, a predicate that is async, middleware added to
 * a filter's composer after it was registered, errors, `next` called twice).
 */
import { Api, Context, Composer as GrammyComposer, type MiddlewareFn } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import { describe, expect, it } from "vitest";
import { Composer } from "../../src/chat/composer.ts";
import { TelegramFake } from "../support/telegram-fake.ts";

/** The fake's bot, as getMe reports it (the fake is not started: only its description is used). */
const me: UserFromGetMe = new TelegramFake().botInfo;
const api = new Api("1:token");

function command(text: string, chatType: "private" | "group" = "private"): Context {
  const chat =
    chatType === "private"
      ? { id: 7, type: "private" as const, first_name: "Ann" }
      : { id: -7, type: "group" as const, title: "G" };
  const update: Update = {
    update_id: 1,
    message: {
      message_id: 1,
      date: 0,
      chat,
      from: { id: 7, is_bot: false, first_name: "Ann" },
      text,
      ...(text.startsWith("/")
        ? {
            entities: [{ type: "bot_command", offset: 0, length: text.split(" ")[0]?.length ?? 0 }],
          }
        : {}),
    },
  };
  return new Context(update, api, me);
}

function press(data: string): Context {
  const update: Update = {
    update_id: 2,
    callback_query: {
      id: "q",
      from: { id: 7, is_bot: false, first_name: "Ann" },
      chat_instance: "c",
      data,
    },
  };
  return new Context(update, api, me);
}

type AnyComposer = GrammyComposer<Context>;

/** Builds the same tree on `root`, writing to `trace` as it runs. */
function build(root: AnyComposer, trace: string[]): void {
  root.use(async (_ctx, next) => {
    trace.push("outer before");
    await next();
    trace.push("outer after");
  });
  root.command("balance", (ctx) => {
    trace.push(`balance ${ctx.chat?.type}`);
  });
  const privateOnly = root.chatType("private");
  privateOnly.command("pay", async (_ctx, next) => {
    trace.push("pay first");
    await next();
  });
  // Added to the filter's composer after it was registered: runs too.
  privateOnly.command("pay", () => {
    trace.push("pay second");
  });
  root.callbackQuery(/^btn:(\d+)$/, (ctx) => {
    trace.push(`button ${ctx.match?.[1]}`);
  });
  root.filter(
    async (ctx) => {
      await Promise.resolve();
      return ctx.message?.text === "slow";
    },
    () => {
      trace.push("async predicate");
    },
  );
  root.drop(
    (ctx) => ctx.message?.text === "dropped",
    (ctx, next) => {
      trace.push(`not dropped ${ctx.message?.text ?? ctx.callbackQuery?.data}`);
      return next();
    },
  );
  root.hears("boom", () => {
    throw new Error("boom sync");
  });
  root.hears("reject", async () => {
    await Promise.resolve();
    throw new Error("boom async");
  });
  root.hears("twice", async (_ctx, next) => {
    await next();
    await next();
  });
  root.use(() => {
    trace.push("last");
  });
}

async function traceOf(make: () => AnyComposer, ctx: Context): Promise<string[]> {
  const trace: string[] = [];
  const root = make();
  build(root, trace);
  const run: MiddlewareFn<Context> = root.middleware();
  try {
    await run(ctx, async () => {
      trace.push("end of chain");
    });
  } catch (error) {
    trace.push(`error: ${(error as Error).message}`);
  }
  return trace;
}

describe("the chat's Composer", () => {
  const cases: Array<[string, () => Context]> = [
    ["a command", () => command("/balance")],
    ["a command in a group", () => command("/balance", "group")],
    ["a private-only command, in private", () => command("/pay 10")],
    ["a private-only command, in a group", () => command("/pay 10", "group")],
    ["a press", () => press("btn:42")],
    ["a press nothing takes", () => press("other")],
    ["an async predicate", () => command("slow")],
    ["a dropped message", () => command("dropped")],
    ["a message nothing takes", () => command("hello")],
    ["a handler that throws", () => command("boom")],
    ["a handler that rejects", () => command("reject")],
    ["next called twice", () => command("twice")],
  ];
  for (const [name, ctx] of cases) {
    it(`routes ${name} as grammY does`, async () => {
      const ours = await traceOf(() => new Composer<Context>(), ctx());
      const grammys = await traceOf(() => new GrammyComposer<Context>(), ctx());
      expect(ours).toEqual(grammys);
      expect(ours.length).toBeGreaterThan(0);
    });
  }

  it("runs middleware given to the constructor, then what is used later, in order", async () => {
    const trace: string[] = [];
    const composer = new Composer<Context>(
      (_ctx, next) => {
        trace.push("a");
        return next();
      },
      new Composer<Context>((_ctx, next) => {
        trace.push("b");
        return next();
      }),
    );
    composer.use(() => {
      trace.push("c");
    });
    await composer.middleware()(command("x"), async () => {
      trace.push("never");
    });
    expect(trace).toEqual(["a", "b", "c"]);
  });
});
