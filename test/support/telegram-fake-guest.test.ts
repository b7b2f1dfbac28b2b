/**
 * Guest mode in the Telegram fake (Bot API 10), driven by a real grammY
 * bot: a mention in a chat the bot is not in reaches it as a
 * `guest_message` with the replied-to message; `answerGuestQuery` posts
 * one inline message per query (a second answer fails); its buttons come
 * back as callback queries by inline_message_id, it is edited by that id,
 * and the bot cannot otherwise write in that chat.
 */
import { Bot, GrammyError, InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { createUser, groupChat, TelegramFake, type TelegramFakeOptions } from "./telegram-fake.ts";

const alice = createUser(1001, "Alice");
const bob = createUser(1002, "Bob");
const elsewhere = groupChat(-4101, "Elsewhere");

let telegram: TelegramFake;
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await telegram.close();
});

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

function card(text: string, keyboard?: InlineKeyboard): InlineQueryResultArticle {
  return {
    type: "article",
    id: "card",
    title: "Card",
    input_message_content: { message_text: text, parse_mode: "HTML" },
    ...(keyboard ? { reply_markup: keyboard } : {}),
  };
}

const guestOn = { botInfo: { supports_guest_queries: true } };

describe("guest mode", () => {
  it("delivers a guest message with the replied-to message; getMe says guest mode is on", async () => {
    const seen: Array<{ id: string | undefined; replyTo: string | undefined }> = [];
    const bot = await startBot(guestOn, (b) =>
      b.on("guest_message", (ctx) => {
        seen.push({
          id: ctx.guestMessage?.guest_query_id,
          replyTo: ctx.guestMessage?.reply_to_message?.text,
        });
      }),
    );
    expect(bot.botInfo.supports_guest_queries).toBe(true);
    telegram.addChatMember(elsewhere, bob);
    const bobSaid = telegram.sendText(bob, elsewhere, "here is the map").message;
    const update = telegram.guestMessage(alice, elsewhere, "@tip_test_bot 500", {
      replyTo: bobSaid,
    });
    await telegram.waitFor(() => seen.length > 0, 3_000, "the guest message");
    expect(seen).toEqual([{ id: update.guest_message.guest_query_id, replyTo: "here is the map" }]);
  });

  it("cannot be summoned when guest mode is off", async () => {
    const bot = await startBot({}, () => {});
    expect(bot.botInfo.supports_guest_queries).toBe(false);
    expect(() => telegram.guestMessage(alice, elsewhere, "@tip_test_bot 500")).toThrow(
      /guest mode is off/,
    );
  });

  it("is withheld from a bot that did not ask for guest_message in allowed_updates", async () => {
    telegram = new TelegramFake(guestOn);
    await telegram.start();
    const bot = new Bot(telegram.token, { client: { apiRoot: telegram.apiRoot } });
    await bot.init();
    const running = bot.start({ timeout: 30, allowed_updates: ["message"] });
    stops.push(async () => {
      await bot.stop();
      await running;
    });
    await telegram.waitFor(() => telegram.calls("getUpdates").length > 0, 3_000, "getUpdates");
    const update = telegram.guestMessage(alice, elsewhere, "@tip_test_bot hi");
    expect(telegram.withheld(update)).toBe("allowed_updates");
  });

  it("answers once per query with an inline message, edited and pressed by its id", async () => {
    const answered: string[] = [];
    const failures: string[] = [];
    const presses: Array<{ inline: string | undefined; data: string | undefined }> = [];
    await startBot(guestOn, (b) => {
      b.on("guest_message", async (ctx) => {
        const sent = await ctx.answerGuestQuery(
          card("<b>Tip</b>", new InlineKeyboard().text("Pay", "pay")),
        );
        answered.push(sent.inline_message_id);
        await ctx.answerGuestQuery(card("again")).catch((error: unknown) => {
          failures.push(error instanceof GrammyError ? error.description : String(error));
        });
        // Not a member: its own sendMessage there is refused.
        await ctx.api
          .sendMessage(elsewhere.id, "hello")
          .catch((error: unknown) =>
            failures.push(error instanceof GrammyError ? error.description : String(error)),
          );
      });
      b.on("callback_query:data", async (ctx) => {
        presses.push({ inline: ctx.callbackQuery.inline_message_id, data: ctx.callbackQuery.data });
        await ctx.answerCallbackQuery();
        await ctx.editMessageText("<b>Paid</b>", { parse_mode: "HTML" });
      });
    });
    const update = telegram.guestMessage(alice, elsewhere, "@tip_test_bot 500");
    await telegram.waitFor(() => failures.length === 2, 3_000, "both refusals");
    expect(failures).toEqual([
      "Bad Request: QUERY_ID_INVALID",
      "Forbidden: bot is not a member of the group chat",
    ]);
    const message = telegram.guestAnswer(update.guest_message.guest_query_id);
    expect(message).toMatchObject({
      text: "Tip",
      inline_message_id: answered[0],
      reply_to_message_id: update.guest_message.message_id,
    });
    if (!message) throw new Error("no answer");
    telegram.pressButton(alice, message, "pay");
    await telegram.waitFor(() => message.text === "Paid", 3_000, "the edit");
    expect(presses).toEqual([{ inline: answered[0], data: "pay" }]);
    expect(message.reply_markup).toBeUndefined();
  });

  it("lets the bot write there once it joins", async () => {
    const sent: number[] = [];
    const bot = await startBot(guestOn, () => {});
    telegram.guestMessage(alice, elsewhere, "@tip_test_bot hi");
    await expect(bot.api.sendMessage(elsewhere.id, "hi")).rejects.toThrow(/not a member/);
    telegram.setBotAdmin(elsewhere, false);
    sent.push((await bot.api.sendMessage(elsewhere.id, "hi")).message_id);
    expect(sent).toHaveLength(1);
  });

  it("keeps an anonymous admin's sender_chat on the message replied to", async () => {
    const replies: Array<{ sender: number | undefined; from: string | undefined }> = [];
    await startBot(guestOn, (b) =>
      b.on("guest_message", (ctx) => {
        const replied = ctx.guestMessage?.reply_to_message;
        replies.push({ sender: replied?.sender_chat?.id, from: replied?.from?.username });
      }),
    );
    const rules = telegram.sendAnonymousText(elsewhere, "Rules: be kind").message;
    telegram.guestMessage(alice, elsewhere, "@tip_test_bot 5", { replyTo: rules });
    await telegram.waitFor(() => replies.length > 0, 3_000, "the guest message");
    expect(replies).toEqual([{ sender: elsewhere.id, from: "GroupAnonymousBot" }]);
  });
});
