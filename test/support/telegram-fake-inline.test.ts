/**
 * Inline mode in the Telegram fake, driven by a real grammY bot: inline
 * queries and Telegram's checks on their answers, chosen results posted as
 * inline messages (with chosen_inline_result only under inline feedback),
 * buttons under them, and edits by inline_message_id.
 */
import { Bot, GrammyError, InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { createUser, groupChat, TelegramFake, type TelegramFakeOptions } from "./telegram-fake.ts";

const alice = createUser(1001, "Alice");
const bob = createUser(1002, "Bob");
const lounge = groupChat(-4001, "Lounge");

let telegram: TelegramFake;
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await telegram.close();
});

/** A polling bot on a new fake; `setUp` adds its handlers before it starts. */
async function startBot(options: TelegramFakeOptions, setUp: (bot: Bot) => void): Promise<Bot> {
  telegram = new TelegramFake(options);
  await telegram.start();
  const bot = new Bot(telegram.token, { client: { apiRoot: telegram.apiRoot } });
  setUp(bot);
  await bot.init();
  const running = bot.start({ timeout: 30 });
  stops.push(async () => {
    await bot.stop();
    await running;
  });
  await telegram.waitFor(() => telegram.calls("getUpdates").length > 0, 3_000, "getUpdates");
  return bot;
}

function article(id: string, text: string, keyboard?: InlineKeyboard): InlineQueryResultArticle {
  return {
    type: "article",
    id,
    title: `Result ${id}`,
    input_message_content: { message_text: text, parse_mode: "HTML" },
    ...(keyboard ? { reply_markup: keyboard } : {}),
  };
}

const inlineOn = { botInfo: { supports_inline_queries: true } };

describe("inline queries", () => {
  it("reach the bot and resolve with its answer; getMe says inline mode is on", async () => {
    const bot = await startBot(inlineOn, (b) =>
      b.on("inline_query", (ctx) =>
        ctx.answerInlineQuery([article("a", `<b>${ctx.inlineQuery.query}</b>`)], {
          cache_time: 5,
          is_personal: true,
          button: { text: "Set up", start_parameter: "connect" },
        }),
      ),
    );
    expect(bot.botInfo.supports_inline_queries).toBe(true);
    const answer = await telegram.inlineQuery(alice, "1000 coffee", { chatType: "group" });
    expect(answer.results.map((result) => result.id)).toEqual(["a"]);
    expect(answer).toMatchObject({
      cache_time: 5,
      is_personal: true,
      button: { text: "Set up", start_parameter: "connect" },
    });
  });

  it("cannot be typed when inline mode is off", async () => {
    await startBot({}, () => {});
    await expect(telegram.inlineQuery(alice, "hi")).rejects.toThrow(/inline mode is off/);
  });

  it("refuse answers Telegram refuses, and an answer to an unknown or answered query", async () => {
    const ids: string[] = [];
    const bot = await startBot(inlineOn, (b) =>
      b.on("inline_query", (ctx) => {
        ids.push(ctx.inlineQuery.id);
      }),
    );
    const asked = telegram.inlineQuery(alice, "x", { timeoutMs: 8_000 });
    await telegram.waitFor(() => ids[0], 3_000, "the inline query");
    const id = ids[0] ?? "";
    const refused = async (results: InlineQueryResultArticle[], other = {}) => {
      const error = await bot.api.answerInlineQuery(id, results, other).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GrammyError);
      return (error as GrammyError).description;
    };
    expect(await refused([article("same", "a"), article("same", "b")])).toBe(
      "Bad Request: RESULT_ID_DUPLICATE",
    );
    expect(await refused([article("x".repeat(65), "a")])).toBe("Bad Request: RESULT_ID_INVALID");
    expect(await refused(Array.from({ length: 51 }, (_, i) => article(`r${i}`, "a")))).toBe(
      "Bad Request: RESULTS_TOO_MUCH",
    );
    expect(
      await refused([article("a", "a")], { button: { text: "Go", start_parameter: "no spaces" } }),
    ).toBe("Bad Request: START_PARAM_INVALID");
    expect(await refused([article("a", "a")], { cache_time: -1 })).toContain("cache_time");
    expect(await refused([article("a", "<b>unclosed")])).toMatch(/can't parse entities/);
    expect(
      await refused([article("a", "a", new InlineKeyboard().text("Press", "x".repeat(65)))]),
    ).toBe("Bad Request: BUTTON_DATA_INVALID");

    await bot.api.answerInlineQuery(id, [article("a", "fine")], { cache_time: 0 });
    expect((await asked).results).toHaveLength(1);
    const tooOld =
      "Bad Request: query is too old and response timeout expired or query ID is invalid";
    expect(await refused([article("b", "again")])).toBe(tooOld);
    const unknown = await bot.api
      .answerInlineQuery("12345", [article("a", "a")])
      .catch((e: unknown) => e);
    expect((unknown as GrammyError).description).toBe(tooOld);
  });
});

describe("chosen inline results", () => {
  async function answeredBot(options: TelegramFakeOptions) {
    const chosen: Array<{ result_id: string; query: string; inline_message_id?: string }> = [];
    const presses: Array<{ inline_message_id?: string; hasMessage: boolean; data?: string }> = [];
    const bot = await startBot({ ...inlineOn, ...options }, (b) => {
      b.on("inline_query", (ctx) =>
        ctx.answerInlineQuery([
          article("plain", "Just text"),
          article("keyed", "Invoice for <b>1,000 sat</b>", new InlineKeyboard().text("QR", "qr")),
        ]),
      );
      b.on("chosen_inline_result", (ctx) => {
        chosen.push(ctx.chosenInlineResult);
      });
      b.on("callback_query", async (ctx) => {
        presses.push({
          ...(ctx.callbackQuery.inline_message_id
            ? { inline_message_id: ctx.callbackQuery.inline_message_id }
            : {}),
          hasMessage: ctx.callbackQuery.message !== undefined,
          ...(ctx.callbackQuery.data ? { data: ctx.callbackQuery.data } : {}),
        });
        await ctx.answerCallbackQuery();
      });
    });
    return { bot, chosen, presses };
  }

  it("are posted in the chat, but reach the bot only with inline feedback on", async () => {
    const { chosen } = await answeredBot({});
    const answer = await telegram.inlineQuery(alice, "1000");
    const posted = telegram.chooseInlineResult(alice, answer, "keyed", lounge);
    expect(posted).toMatchObject({ text: "Invoice for 1,000 sat", from: { id: alice.id } });
    expect(posted.inline_message_id).toBeTruthy();
    expect(telegram.messages(lounge.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chosen).toEqual([]);

    telegram.setInlineFeedback(true);
    const again = await telegram.inlineQuery(alice, "1000 tea");
    const second = telegram.chooseInlineResult(alice, again, "keyed", lounge);
    const plain = telegram.chooseInlineResult(alice, again, "plain", lounge);
    await telegram.waitFor(() => chosen.length === 2, 3_000, "two chosen results");
    expect(chosen[0]).toMatchObject({
      result_id: "keyed",
      query: "1000 tea",
      inline_message_id: second.inline_message_id,
    });
    // Without an inline keyboard Telegram gives no inline_message_id.
    expect(chosen[1]?.result_id).toBe("plain");
    expect(chosen[1]?.inline_message_id).toBeUndefined();
    expect(plain.text).toBe("Just text");
  });

  it("have buttons whose presses carry the inline_message_id and no message, and are edited by that id", async () => {
    const { bot, presses } = await answeredBot({ inlineFeedback: true });
    const answer = await telegram.inlineQuery(alice, "1000");
    const posted = telegram.chooseInlineResult(alice, answer, "keyed", lounge);
    const id = posted.inline_message_id ?? "";
    telegram.pressButton(bob, posted, "qr");
    await telegram.waitFor(() => presses.length === 1, 3_000, "the press");
    expect(presses[0]).toEqual({ inline_message_id: id, hasMessage: false, data: "qr" });

    const edited = await bot.api.editMessageTextInline(id, "✅ <b>Paid</b>", {
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard().text("Done", "done"),
    });
    expect(edited).toBe(true);
    expect(telegram.inlineMessage(id)).toMatchObject({ text: "✅ Paid" });
    expect(telegram.inlineMessage(id)?.edits.map((edit) => edit.text)).toEqual([
      "Invoice for 1,000 sat",
    ]);
    const same = await bot.api
      .editMessageTextInline(id, "✅ <b>Paid</b>", {
        parse_mode: "HTML",
        reply_markup: new InlineKeyboard().text("Done", "done"),
      })
      .catch((e: unknown) => e);
    expect((same as GrammyError).description).toMatch(/message is not modified/);
    expect(await bot.api.editMessageReplyMarkupInline(id)).toBe(true);
    expect(telegram.inlineMessage(id)?.reply_markup).toBeUndefined();
    const unknown = await bot.api.editMessageTextInline("nope", "x").catch((e: unknown) => e);
    expect((unknown as GrammyError).description).toBe("Bad Request: MESSAGE_ID_INVALID");
  });
});
