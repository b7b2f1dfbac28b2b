/**
 * The Telegram fake, driven by a real grammY bot through `apiRoot`: if these
 * pass, what the end-to-end tests observe is what the bot really sent.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Bot, GrammyError, HttpError, InlineKeyboard, InputFile, webhookCallback } from "grammy";
import type { Message } from "grammy/types";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser, groupChat, privateChat, TelegramFake } from "./telegram-fake.ts";
import { until } from "./until.ts";

let telegram: TelegramFake;
const stops: Array<() => Promise<void>> = [];

beforeEach(async () => {
  telegram = new TelegramFake();
  await telegram.start();
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await telegram.close();
});

const alice = createUser(1001, "Alice", { username: "alice_ln" });
const bob = createUser(1002, "Bob", { username: "bob_ln" });

function createBot(): Bot {
  return new Bot(telegram.token, {
    botInfo: telegram.botInfo,
    client: { apiRoot: telegram.apiRoot },
  });
}

/** Starts long polling and waits until the bot's first getUpdates is waiting. */
async function startPolling(bot: Bot): Promise<void> {
  const running = bot.start({ timeout: 30 });
  stops.push(async () => {
    await bot.stop();
    await running;
  });
  await telegram.waitFor(
    () => telegram.calls("getUpdates").length > 0,
    3_000,
    "the first getUpdates",
  );
}

async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", margin: 2, scale: 4 });
}

function decodeQr(bytes: Uint8Array): string | undefined {
  const image = PNG.sync.read(Buffer.from(bytes));
  return jsQR.default(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe("long polling with a real grammY bot", () => {
  it("answers /start: the update carries a bot_command entity, the reply's HTML becomes entities", async () => {
    const bot = createBot();
    const seen: string[] = [];
    bot.command("start", async (ctx) => {
      seen.push(ctx.match);
      await ctx.reply("Welcome, <b>Alice</b> &amp; friends", { parse_mode: "HTML" });
    });
    await startPolling(bot);
    const started = Date.now();
    const update = telegram.sendText(alice, privateChat(alice), "/start tip");
    const reply = await telegram.nextBotMessage(alice.id);
    // The long poll (timeout 30 s) returned as soon as the update arrived.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seen).toEqual(["tip"]);
    expect(update.message.entities).toEqual([{ type: "bot_command", offset: 0, length: 6 }]);
    expect(reply.text).toBe("Welcome, Alice & friends");
    expect(reply.source).toBe("Welcome, <b>Alice</b> &amp; friends");
    expect(reply.parse_mode).toBe("HTML");
    expect(reply.entities).toEqual([{ type: "bold", offset: 9, length: 5 }]);
    expect(reply.from.id).toBe(telegram.botInfo.id);
    await telegram.waitFor(
      () => telegram.isConfirmed(update.update_id),
      3_000,
      "the offset to confirm it",
    );
  });

  it("delivers a redelivered update again, even after it was confirmed", async () => {
    const bot = createBot();
    const ids: number[] = [];
    bot.on("message", (ctx) => {
      ids.push(ctx.update.update_id);
    });
    await startPolling(bot);
    const update = telegram.sendText(alice, privateChat(alice), "hello");
    await telegram.waitFor(
      () => telegram.isConfirmed(update.update_id),
      3_000,
      "the first delivery",
    );
    telegram.injectUpdate(update);
    await telegram.waitFor(() => ids.length === 2, 3_000, "the redelivery");
    expect(ids).toEqual([update.update_id, update.update_id]);
  });

  it("delivers only the update types in allowed_updates, with Telegram's default before any list", async () => {
    const bot = createBot();
    const seen: string[] = [];
    bot.on(["message", "my_chat_member", "message_reaction"], (ctx) => {
      seen.push(Object.keys(ctx.update).find((key) => key !== "update_id") ?? "");
    });
    const group = groupChat(-77);
    const self = { ...telegram.botInfo, is_bot: true as const };
    const joined = {
      my_chat_member: {
        chat: group,
        from: alice,
        date: 0,
        old_chat_member: { status: "left" as const, user: self },
        new_chat_member: { status: "member" as const, user: self },
      },
    };
    const reaction = {
      message_reaction: {
        chat: group,
        message_id: 1,
        user: alice,
        date: 0,
        old_reaction: [],
        new_reaction: [{ type: "emoji" as const, emoji: "👍" as const }],
      },
    };
    // The default: my_chat_member yes, message_reaction no.
    telegram.injectUpdate(joined);
    telegram.injectUpdate(reaction);
    const running = bot.start({ timeout: 30, allowed_updates: ["message"] });
    stops.push(async () => {
      await bot.stop();
      await running;
    });
    await telegram.waitFor(() => seen.length === 1, 3_000, "the default's updates");
    expect(seen).toEqual(["my_chat_member"]);
    // From the bot's list on: only messages.
    telegram.injectUpdate(joined);
    telegram.sendText(alice, group, "/hello");
    await telegram.waitFor(() => seen.length === 2, 3_000, "the message");
    expect(seen).toEqual(["my_chat_member", "message"]);
  });

  it("ends an older getUpdates with 409 when a second poller asks, as Telegram does", async () => {
    const first = createBot();
    const second = createBot();
    const waiting = first.api.getUpdates({ timeout: 10 }).catch((error: unknown) => error);
    await telegram.waitFor(
      () => telegram.calls("getUpdates").length === 1,
      3_000,
      "the first poll",
    );
    await expect(second.api.getUpdates({ timeout: 0 })).resolves.toEqual([]);
    const error = await waiting;
    expect(error).toBeInstanceOf(GrammyError);
    expect((error as GrammyError).error_code).toBe(409);
    expect((error as GrammyError).description).toMatch(/terminated by other getUpdates request/);
  });
});

describe("sending and editing", () => {
  it("keeps the bytes of a photo uploaded as a Buffer, serves them back, and re-sends by file_id", async () => {
    const bot = createBot();
    telegram.openPrivateChat(alice);
    const png = await qrPng("lnbcrt10u1fake-invoice-text");
    const sent = await bot.api.sendPhoto(alice.id, new InputFile(png, "invoice.png"), {
      caption: "Invoice for <b>1,000 sat</b>\n<code>lnbcrt10u1fake</code>",
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard().text("Cancel", "inv:cancel"),
    });
    const stored = telegram.message(sent);
    expect(stored?.method).toBe("sendPhoto");
    expect(Buffer.from(stored?.photoBytes ?? [])).toEqual(png);
    expect(decodeQr(stored?.photoBytes ?? new Uint8Array())).toBe("lnbcrt10u1fake-invoice-text");
    expect(stored?.caption).toBe("Invoice for 1,000 sat\nlnbcrt10u1fake");
    expect(stored?.entities).toContainEqual({ type: "code", offset: 22, length: 14 });
    expect(sent.photo?.[0]).toMatchObject({
      width: expect.any(Number),
      height: expect.any(Number),
    });

    const fileId = sent.photo?.at(-1)?.file_id ?? "";
    const file = await bot.api.getFile(fileId);
    const download = await fetch(`${telegram.apiRoot}/file/bot${telegram.token}/${file.file_path}`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(png);

    const again = await bot.api.sendPhoto(alice.id, fileId);
    expect(Buffer.from(telegram.message(again)?.photoBytes ?? [])).toEqual(png);
    await expect(bot.api.sendPhoto(alice.id, "no-such-file-id")).rejects.toThrow(
      /wrong file identifier/,
    );
  });

  it("edits text and caption, keeps the history, drops a keyboard left out, refuses a no-op edit", async () => {
    const bot = createBot();
    telegram.openPrivateChat(alice);
    const keyboard = new InlineKeyboard().text("Pay", "pay:1").text("Cancel", "cancel:1");
    const sent = await bot.api.sendMessage(alice.id, "Pay 1,000 sat?", { reply_markup: keyboard });
    await bot.api.editMessageText(alice.id, sent.message_id, "Paying…");
    const edited = telegram.message(sent);
    expect(edited?.text).toBe("Paying…");
    expect(edited?.reply_markup).toBeUndefined();
    expect(edited?.edits.map((version) => version.text)).toEqual(["Pay 1,000 sat?"]);
    expect(edited?.edits[0]?.reply_markup).toEqual(keyboard);

    const noop = bot.api.editMessageText(alice.id, sent.message_id, "Paying…");
    await expect(noop).rejects.toBeInstanceOf(GrammyError);
    await expect(noop).rejects.toThrow(/message is not modified/);
    await expect(
      bot.api.editMessageCaption(alice.id, sent.message_id, { caption: "x" }),
    ).rejects.toThrow(/no caption in the message to edit/);

    const photo = await bot.api.sendPhoto(alice.id, new InputFile(await qrPng("x")), {
      caption: "Unpaid",
    });
    await bot.api.editMessageCaption(alice.id, photo.message_id, {
      caption: "<b>Paid</b>",
      parse_mode: "HTML",
    });
    expect(telegram.message(photo)?.caption).toBe("Paid");
    await bot.api.editMessageReplyMarkup(alice.id, photo.message_id, {
      reply_markup: new InlineKeyboard().text("Receipt", "receipt"),
    });
    expect(telegram.message(photo)?.caption).toBe("Paid");
    expect(telegram.message(photo)?.edits).toHaveLength(2);

    await bot.api.deleteMessage(alice.id, sent.message_id);
    expect(telegram.message(sent)?.deleted).toBe(true);
    await expect(bot.api.editMessageText(alice.id, sent.message_id, "late")).rejects.toThrow(
      /message to edit not found/,
    );
  });

  it("refuses what Telegram refuses: unescaped HTML, unknown chats, users who never started the bot", async () => {
    const bot = createBot();
    telegram.openPrivateChat(alice);
    await expect(
      bot.api.sendMessage(alice.id, "1 < 2 sat", { parse_mode: "HTML" }),
    ).rejects.toThrow(/can't parse entities/);
    await expect(bot.api.sendMessage(alice.id, "")).rejects.toThrow(/message text is empty/);
    await expect(bot.api.sendMessage(alice.id, "x".repeat(4097))).rejects.toThrow(
      /message is too long/,
    );
    await expect(
      bot.api.sendMessage(alice.id, "x", {
        reply_markup: new InlineKeyboard().url("Open wallet", "lightning:lnbc1"),
      }),
    ).rejects.toThrow(/Unsupported URL protocol/);
    await expect(
      bot.api.sendMessage(alice.id, "x", {
        reply_markup: new InlineKeyboard().text("A", "a".repeat(65)),
      }),
    ).rejects.toThrow(/BUTTON_DATA_INVALID/);
    await expect(bot.api.sendMessage(-999, "hi")).rejects.toThrow(/chat not found/);

    // Bob has only spoken in a group: the bot may not start a private chat with him.
    const group = groupChat(-100);
    telegram.sendText(bob, group, "hi all");
    const refusal = await bot.api.sendMessage(bob.id, "psst").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GrammyError);
    expect((refusal as GrammyError).error_code).toBe(403);
    expect((refusal as GrammyError).description).toBe(
      "Forbidden: bot can't initiate conversation with a user",
    );
    telegram.blockBot(alice);
    await expect(bot.api.sendMessage(alice.id, "hi")).rejects.toThrow(
      /bot was blocked by the user/,
    );
  });

  it("shows a channel's members only to an administrator bot, as Telegram does", async () => {
    const bot = createBot();
    const channel = {
      id: -1007000000001,
      type: "channel" as const,
      title: "News",
      username: "news",
    };
    telegram.setChatMember(channel, alice, "member");
    await expect(bot.api.getChatMember("@news", alice.id)).rejects.toThrow(
      /member list is inaccessible/,
    );
    telegram.setBotAdmin(channel, true);
    expect((await bot.api.getChatMember("@news", alice.id)).status).toBe("member");
    expect((await bot.api.getChatMember("@news", telegram.botInfo.id)).status).toBe(
      "administrator",
    );
  });

  it("replies to messages, including in groups, and shows the replied-to message", async () => {
    const bot = createBot();
    let replied: number | undefined;
    bot.command("tip", async (ctx) => {
      replied = ctx.message?.reply_to_message?.from?.id;
      await ctx.reply("Tipped", { reply_parameters: { message_id: ctx.msgId ?? 0 } });
    });
    await startPolling(bot);
    const group = groupChat(-42, "Lightning friends");
    const original = telegram.sendText(bob, group, "great talk");
    telegram.sendText(alice, group, "/tip 100", { replyTo: original.message });
    const receipt = await telegram.nextBotMessage(group.id);
    expect(replied).toBe(bob.id);
    expect(receipt.text).toBe("Tipped");
    expect(receipt.reply_to_message_id).toBe(original.message.message_id + 1);
  });
});

describe("Telegram's delivery rules", () => {
  /** Starts polling with a bot that records every update it receives. */
  async function recordingBot(options: { allowedUpdates?: string[] } = {}): Promise<{
    bot: Bot;
    received: Array<{ update_id: number }>;
  }> {
    const bot = createBot();
    const received: Array<{ update_id: number }> = [];
    bot.use((ctx) => {
      received.push(ctx.update);
    });
    const running = bot.start({
      timeout: 30,
      ...(options.allowedUpdates ? { allowed_updates: options.allowedUpdates as ["message"] } : {}),
    });
    stops.push(async () => {
      await bot.stop();
      await running;
    });
    await telegram.waitFor(() => telegram.calls("getUpdates").length > 0, 3_000, "getUpdates");
    return { bot, received };
  }

  /** Waits until `sentinel` (a delivered update) arrived: every earlier one has been seen or never will be. */
  async function settled(received: Array<{ update_id: number }>, sentinel: { update_id: number }) {
    await telegram.waitFor(
      () => received.some((update) => update.update_id === sentinel.update_id),
      3_000,
      "the sentinel update",
    );
    return received.map((update) => update.update_id);
  }

  it("in privacy mode (the default) a group delivers only commands, replies to the bot, mentions and service messages", async () => {
    const { bot, received } = await recordingBot();
    expect((await bot.api.getMe()).can_read_all_group_messages).toBe(false);
    const group = groupChat(-77, "Lightning friends");
    const chatter = telegram.sendText(alice, group, "anyone up for lunch?");
    const command = telegram.sendText(alice, group, "/help");
    const forUs = telegram.sendText(alice, group, "/help@tip_test_bot");
    const forOther = telegram.sendText(alice, group, "/help@other_bot");
    const mention = telegram.sendText(bob, group, "what does @tip_test_bot do?");
    const prompt = await bot.api.sendMessage(group.id, "How much?");
    const reply = telegram.sendText(bob, group, "1000", { replyTo: prompt });
    const replyToAlice = telegram.sendText(bob, group, "me too", { replyTo: chatter.message });
    const joined = telegram.addChatMember(group, createUser(1003, "Carol"), alice);
    const privateText = telegram.sendText(alice, privateChat(alice), "hello");

    const seen = await settled(received, privateText);
    expect(seen).toEqual([
      command.update_id,
      forUs.update_id,
      mention.update_id,
      reply.update_id,
      ...joined.map((update) => update.update_id),
      privateText.update_id,
    ]);
    expect(telegram.withheld(chatter)).toBe("privacy_mode");
    expect(telegram.withheld(forOther)).toBe("privacy_mode");
    expect(telegram.withheld(replyToAlice)).toBe("privacy_mode");
    expect(telegram.withheld(command)).toBeUndefined();
  });

  it("delivers every group message when privacy mode is off or the bot is an administrator there", async () => {
    const { bot, received } = await recordingBot();
    const group = groupChat(-78);
    telegram.setChatMember(group, telegram.botInfo, "administrator");
    const asAdmin = telegram.sendText(alice, group, "plain chatter");
    const seenAsAdmin = await settled(received, asAdmin);
    expect(seenAsAdmin).toContain(asAdmin.update_id);
    await bot.stop();

    const open = new TelegramFake({ privacyMode: false });
    await open.start();
    try {
      const openBot = new Bot(open.token, {
        botInfo: open.botInfo,
        client: { apiRoot: open.apiRoot },
      });
      expect((await openBot.api.getMe()).can_read_all_group_messages).toBe(true);
      const update = open.sendText(alice, groupChat(-79), "plain chatter");
      expect(open.withheld(update)).toBeUndefined();
      expect(await openBot.api.getUpdates({ timeout: 0 })).toMatchObject([
        { update_id: update.update_id, message: { text: "plain chatter" } },
      ]);
    } finally {
      await open.close();
    }
  });

  it("delivers only the update types the bot asked for, Telegram's default list until it asks", async () => {
    telegram.openPrivateChat(alice);
    const message = telegram.sendText(alice, privateChat(alice), "typo");
    const edit = telegram.editText(alice, message.message, "fixed");
    const reaction = telegram.injectUpdate({
      message_reaction: {
        chat: privateChat(alice),
        message_id: message.message.message_id,
        user: alice,
        date: 0,
        old_reaction: [],
        new_reaction: [{ type: "emoji", emoji: "👍" }],
      },
    });
    // Before any list: everything but chat_member and reactions.
    expect(telegram.withheld(edit)).toBeUndefined();
    expect(telegram.withheld(reaction)).toBe("allowed_updates");

    const { received } = await recordingBot({ allowedUpdates: ["message", "callback_query"] });
    const laterEdit = telegram.editText(alice, message.message, "fixed again");
    const sentinel = telegram.sendText(alice, privateChat(alice), "sentinel");
    const seen = await settled(received, sentinel);
    expect(seen).not.toContain(laterEdit.update_id);
    expect(telegram.withheld(laterEdit)).toBe("allowed_updates");
  });

  it("lets a user edit a message: edited_message with the new text, under the privacy rules", async () => {
    const { received } = await recordingBot();
    const group = groupChat(-80);
    const plain = telegram.sendText(alice, group, "lunch at 12?");
    const stillPlain = telegram.editText(alice, plain.message, "lunch at 1?");
    const nowCommand = telegram.editText(alice, plain.message, "/invoice 1000 lunch");
    const seen = await settled(received, nowCommand);
    expect(seen).not.toContain(stillPlain.update_id);
    expect(telegram.withheld(stillPlain)).toBe("privacy_mode");
    const delivered = received.at(-1) as { edited_message?: Message };
    expect(delivered.edited_message).toMatchObject({
      message_id: plain.message.message_id,
      text: "/invoice 1000 lunch",
      entities: [{ type: "bot_command", offset: 0, length: 8 }],
      edit_date: expect.any(Number),
    });
    expect(telegram.message(plain.message)?.edits.map((version) => version.text)).toEqual([
      "lunch at 12?",
      "lunch at 1?",
    ]);
    expect(() => telegram.editText(bob, plain.message, "not mine")).toThrow(/not sent by user/);
  });

  it("shows a selective force_reply to the member asked, whose answer arrives as a reply", async () => {
    const { bot, received } = await recordingBot();
    const group = groupChat(-81);
    const command = telegram.sendText(alice, group, "/invoice");
    const question = await bot.api.sendMessage(group.id, "How much?", {
      reply_parameters: { message_id: command.message.message_id },
      reply_markup: { force_reply: true, selective: true, input_field_placeholder: "1500" },
    });
    expect(telegram.forceReplyShownTo(question, alice)).toBe(true);
    expect(telegram.forceReplyShownTo(question, bob)).toBe(false);
    expect(() => telegram.replyToForceReply(bob, question, "5")).toThrow(/shows no force_reply/);
    const answer = telegram.replyToForceReply(alice, question, "1500");
    await settled(received, answer);
    expect(answer.message.reply_to_message?.message_id).toBe(question.message_id);

    // Selective by mention: the question names the member.
    const byMention = await bot.api.sendMessage(group.id, "@bob_ln, how much?", {
      reply_markup: { force_reply: true, selective: true },
    });
    expect(telegram.forceReplyShownTo(byMention, bob)).toBe(true);
    expect(telegram.forceReplyShownTo(byMention, alice)).toBe(false);
    await expect(
      bot.api.sendMessage(group.id, "How much?", {
        reply_markup: { force_reply: true, input_field_placeholder: "x".repeat(65) },
      }),
    ).rejects.toThrow(/can't parse reply keyboard markup/);
  });
});

describe("buttons", () => {
  it("delivers a press with the bot's message and records the answer; a second answer is refused", async () => {
    const bot = createBot();
    const answers: Array<Promise<unknown>> = [];
    bot.callbackQuery("pay:1", async (ctx) => {
      expect(ctx.callbackQuery.message?.message_id).toBeDefined();
      await ctx.answerCallbackQuery({ text: "Paying…" });
      answers.push(ctx.answerCallbackQuery({ text: "again" }).catch((error: unknown) => error));
      await ctx.editMessageText("Paid");
    });
    await startPolling(bot);
    telegram.openPrivateChat(alice);
    const prompt = await bot.api.sendMessage(alice.id, "Pay?", {
      reply_markup: new InlineKeyboard().text("Pay", "pay:1"),
    });
    const press = telegram.pressButton(alice, prompt, "pay:1");
    await telegram.waitFor(() => telegram.message(prompt)?.text === "Paid", 3_000, "the edit");
    expect(telegram.answerFor(press)).toMatchObject({ text: "Paying…" });
    expect(await answers[0]).toBeInstanceOf(GrammyError);
    expect(String(await answers[0])).toMatch(/query is too old/);
    expect(() => telegram.pressButton(alice, prompt, "pay:2")).toThrow(
      /no button with callback data/,
    );
    expect(() => telegram.pressButton(alice, prompt, "pay:1", { unchecked: true })).not.toThrow();
  });
});

describe("fault injection", () => {
  it("answers 429 with retry_after, which grammY surfaces as a GrammyError with parameters", async () => {
    const bot = createBot();
    telegram.openPrivateChat(alice);
    telegram.failNext("sendMessage", { status: 429, retryAfter: 3 });
    const error = await bot.api.sendMessage(alice.id, "hi").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GrammyError);
    expect((error as GrammyError).error_code).toBe(429);
    expect((error as GrammyError).parameters.retry_after).toBe(3);
    expect((error as GrammyError).description).toBe("Too Many Requests: retry after 3");
    // Only the next call fails.
    await expect(bot.api.sendMessage(alice.id, "hi")).resolves.toMatchObject({ text: "hi" });
    expect(telegram.botMessages(alice.id)).toHaveLength(1);
  });

  it("answers 500, delays, and drops connections on request", async () => {
    const bot = createBot();
    telegram.openPrivateChat(alice);
    telegram.failNext("sendChatAction", { status: 500 }, 2);
    await expect(bot.api.sendChatAction(alice.id, "typing")).rejects.toThrow(
      /Internal Server Error/,
    );
    await expect(bot.api.sendChatAction(alice.id, "typing")).rejects.toBeInstanceOf(GrammyError);
    await expect(bot.api.sendChatAction(alice.id, "typing")).resolves.toBe(true);

    telegram.failNext("getMe", { delayMs: 150 });
    const started = Date.now();
    await bot.api.getMe();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    telegram.failNext("sendMessage", { disconnect: true });
    await expect(bot.api.sendMessage(alice.id, "lost")).rejects.toBeInstanceOf(HttpError);
    expect(telegram.botMessages(alice.id)).toHaveLength(0);

    const release = Promise.withResolvers<void>();
    telegram.failNext("sendMessage", { hold: release.promise });
    let answered = false;
    const held = bot.api.sendMessage(alice.id, "held").then((message) => {
      answered = true;
      return message;
    });
    await until(() => telegram.calls("sendMessage").length === 2, "the held call", 3_000);
    // Held until released, however long that takes; then answered as usual.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release.resolve();
    await expect(held).resolves.toMatchObject({ text: "held" });
  });

  it("a held poll its client gave up on ends no later poll and takes no update", async () => {
    const bot = createBot();
    const release = Promise.withResolvers<void>();
    telegram.failNext("getUpdates", { hold: release.promise });
    const gaveUp = new AbortController();
    const abandoned = fetch(`${telegram.apiRoot}/bot${telegram.token}/getUpdates?timeout=0`, {
      signal: gaveUp.signal,
    }).catch((error: unknown) => error);
    // Polled: the fake reports a call once it is answered, and these are not yet.
    await until(() => telegram.calls("getUpdates").length === 1, "the poll", 3_000);
    gaveUp.abort();
    expect(await abandoned).toMatchObject({ name: "AbortError" });
    // The next poll waits; the abandoned one's hold ends; an update then reaches the next.
    const waiting = bot.api.getUpdates({ timeout: 10 });
    await until(() => telegram.calls("getUpdates").length === 2, "the next poll", 3_000);
    release.resolve();
    await telegram.waitFor(
      () => telegram.calls("getUpdates")[0]?.response !== undefined,
      3_000,
      "the end of the hold",
    );
    telegram.sendText(alice, privateChat(alice), "after the hold");
    const updates = await waiting;
    expect(updates.map((u) => u.message?.text)).toEqual(["after the hold"]);
  });
});

describe("webhook mode", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    server = undefined;
  });

  it("POSTs updates with the secret token, runs a webhook reply, and refuses getUpdates meanwhile", async () => {
    // Let grammY answer sendMessage inside the webhook response.
    const bot = new Bot(telegram.token, {
      botInfo: telegram.botInfo,
      client: {
        apiRoot: telegram.apiRoot,
        canUseWebhookReply: (method) => method === "sendMessage",
      },
    });
    bot.command("balance", (ctx) => ctx.reply("Balance: 21 sat"));
    const handle = webhookCallback(bot, "http", { secretToken: "s3cret-token" });
    const secrets: Array<string | undefined> = [];
    server = createServer((request, response) => {
      secrets.push(request.headers["x-telegram-bot-api-secret-token"] as string | undefined);
      void handle(request, response);
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/telegram`;
    await bot.api.setWebhook(url, { secret_token: "s3cret-token" });
    expect(telegram.webhook).toMatchObject({ url, secretToken: "s3cret-token" });

    const update = telegram.sendText(alice, privateChat(alice), "/balance");
    const reply = await telegram.nextBotMessage(alice.id);
    expect(reply.text).toBe("Balance: 21 sat");
    expect(secrets).toEqual(["s3cret-token"]);
    // grammY answered inside the webhook response (webhook reply).
    expect(telegram.calls("sendMessage")[0]?.viaWebhookReply).toBe(true);
    await telegram.waitFor(() => telegram.isConfirmed(update.update_id), 3_000, "the delivery");

    await expect(bot.api.getUpdates()).rejects.toThrow(
      /can't use getUpdates method while webhook is active/,
    );
    const info = await bot.api.getWebhookInfo();
    expect(info).toMatchObject({ url, pending_update_count: 0 });

    // A wrong secret is refused by the bot, and the fake records the failed attempts.
    const wrong = await telegram.deliverToWebhook(update, { secretToken: "wrong" });
    expect(wrong.status).toBe(401);

    await bot.api.deleteWebhook();
    expect(telegram.webhook).toBeUndefined();
  });

  it("retries a failing webhook a bounded number of times and reports the error", async () => {
    const fake = new TelegramFake({ webhookAttempts: 2, webhookRetryMs: 5 });
    await fake.start();
    try {
      server = createServer((_request, response) => {
        response.writeHead(500).end();
      });
      await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const bot = new Bot(fake.token, { botInfo: fake.botInfo, client: { apiRoot: fake.apiRoot } });
      await bot.api.setWebhook(url);
      const update = fake.sendText(alice, privateChat(alice), "hello");
      await fake.waitFor(
        () => fake.isConfirmed(update.update_id),
        3_000,
        "the delivery to be given up",
      );
      expect(fake.webhookDeliveries.map((delivery) => delivery.status)).toEqual([500, 500]);
      expect((await bot.api.getWebhookInfo()).last_error_message).toBe(
        "Wrong response from the webhook: 500",
      );
    } finally {
      await fake.close();
    }
  });
  it("with webhookParallel, POSTs updates of different chats at once up to max_connections, each chat's in order", async () => {
    const fake = new TelegramFake({ webhookParallel: true });
    await fake.start();
    const carol = createUser(1003, "Carol");
    // The server holds every request until the test lets it go.
    const held: Array<{ text: string; release: () => void }> = [];
    try {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const update = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
            message?: { text?: string };
          };
          held.push({
            text: update.message?.text ?? "",
            release: () => {
              if (!response.headersSent) response.writeHead(200).end();
            },
          });
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const bot = new Bot(fake.token, { botInfo: fake.botInfo, client: { apiRoot: fake.apiRoot } });
      await bot.api.setWebhook(url, { max_connections: 2 });
      fake.sendText(alice, privateChat(alice), "alice 1");
      fake.sendText(alice, privateChat(alice), "alice 2");
      fake.sendText(bob, privateChat(bob), "bob 1");
      const last = fake.sendText(carol, privateChat(carol), "carol 1");
      const seen = (count: number) => until(() => held.length >= count, `${count} requests`, 3_000);
      // Two connections: Alice's first and Bob's (Alice's second waits for her first).
      await seen(2);
      expect(held.map((request) => request.text)).toEqual(["alice 1", "bob 1"]);
      held[0]?.release();
      await seen(3);
      expect(held[2]?.text).toBe("alice 2");
      held[1]?.release();
      await seen(4);
      expect(held[3]?.text).toBe("carol 1");
      expect(fake.pendingUpdateCount).toBe(2);
      held[2]?.release();
      held[3]?.release();
      await fake.waitFor(() => fake.isConfirmed(last.update_id), 3_000, "every delivery");
      expect(fake.pendingUpdateCount).toBe(0);
      expect(held).toHaveLength(4);
    } finally {
      for (const request of held) request.release();
      await fake.close();
    }
  });
});

describe("requests in every encoding", () => {
  it("reads JSON, form-urlencoded, multipart and query parameters alike; checks the token and method", async () => {
    telegram.openPrivateChat(alice);
    const base = `${telegram.apiRoot}/bot${telegram.token}`;
    const keyboard = JSON.stringify({ inline_keyboard: [[{ text: "OK", callback_data: "ok" }]] });
    const form = await fetch(`${base}/sendMessage`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ chat_id: String(alice.id), text: "123", reply_markup: keyboard }),
    }).then((response) => response.json());
    expect(form).toMatchObject({ ok: true, result: { text: "123", chat: { id: alice.id } } });
    expect(telegram.calls("sendMessage")[0]?.params).toMatchObject({
      chat_id: alice.id,
      text: "123",
      reply_markup: { inline_keyboard: [[{ text: "OK", callback_data: "ok" }]] },
    });

    const multipart = new FormData();
    multipart.set("chat_id", String(alice.id));
    multipart.set("caption", "direct part");
    const png = await qrPng("multipart");
    multipart.set("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "qr.png");
    const uploaded = await fetch(`${base}/sendPhoto`, { method: "POST", body: multipart }).then(
      (response) => response.json() as Promise<{ ok: boolean; result: { message_id: number } }>,
    );
    expect(uploaded.ok).toBe(true);
    const stored = telegram.message({
      chat: { id: alice.id },
      message_id: uploaded.result.message_id,
    });
    expect(Buffer.from(stored?.photoBytes ?? [])).toEqual(png);

    const query = await fetch(`${base}/sendChatAction?chat_id=${alice.id}&action=typing`).then(
      (response) => response.json(),
    );
    expect(query).toEqual({ ok: true, result: true });

    const wrongToken = await fetch(`${telegram.apiRoot}/bot1:wrong/getMe`);
    expect(wrongToken.status).toBe(401);
    expect(await wrongToken.json()).toEqual({
      ok: false,
      error_code: 401,
      description: "Unauthorized",
    });
    const unknown = await fetch(`${base}/sendHologram`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error_code: 404, description: "Not Found" });
  });

  it("keeps the command menu per scope and language", async () => {
    const bot = createBot();
    await bot.api.setMyCommands([{ command: "help", description: "What I do" }]);
    await bot.api.setMyCommands([{ command: "tip", description: "Tip a member" }], {
      scope: { type: "all_group_chats" },
    });
    await bot.api.setMyCommands([{ command: "hilfe", description: "Was ich tue" }], {
      language_code: "de",
    });
    expect(telegram.commands()).toEqual([{ command: "help", description: "What I do" }]);
    expect(telegram.commands({ type: "all_group_chats" })).toEqual([
      { command: "tip", description: "Tip a member" },
    ]);
    expect(telegram.commands({ type: "default" }, "de")?.[0]?.command).toBe("hilfe");
    expect(await bot.api.getMyCommands({ scope: { type: "all_group_chats" } })).toHaveLength(1);
    await expect(
      bot.api.setMyCommands([{ command: "Bad-Name", description: "x" }]),
    ).rejects.toThrow(/BOT_COMMAND_INVALID/);
    await bot.api.setMyDescription("Lightning tips");
    expect(telegram.setting("setMyDescription")).toEqual({ description: "Lightning tips" });
  });

  it("lets the bot download a photo a user sent", async () => {
    const bot = createBot();
    const png = await qrPng("lnbcrt1pay-me");
    const update = telegram.sendPhoto(alice, privateChat(alice), png, { caption: "pay this" });
    const largest = update.message.photo?.at(-1);
    expect(largest).toMatchObject({ width: expect.any(Number), file_size: png.length });
    const file = await bot.api.getFile(largest?.file_id ?? "");
    const response = await fetch(`${telegram.apiRoot}/file/bot${telegram.token}/${file.file_path}`);
    expect(decodeQr(new Uint8Array(await response.arrayBuffer()))).toBe("lnbcrt1pay-me");
    await expect(bot.api.getFile("unknown")).rejects.toThrow(/invalid file_id/);
  });
});

describe("waitFor", () => {
  it("sees a change no Bot API call wakes it for (a store's or a log's)", async () => {
    let done = false;
    setImmediate(() => {
      done = true;
    });
    // No bot runs here: before the fake looked again on its own, this waited out its 2 s and
    // rejected.
    await expect(telegram.waitFor(() => done, 2_000, "the flag")).resolves.toBe(true);
  });

  it("still names what it waited for when the condition never holds", async () => {
    await expect(telegram.waitFor(() => false, 120, "the flag")).rejects.toThrow(
      "waited 120 ms for the flag",
    );
  });
});
