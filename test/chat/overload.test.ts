/**
 * The overload bounds (src/chat/overload.ts): a message older than the bound
 * when its turn comes, or one arriving while too much waits to be sent, is
 * not carried out, and its chat is told once per burst, in its language;
 * button presses and fresh messages go through.
 */
import { afterEach, describe, expect, it } from "vitest";
import { NoticeBook, overloadOf } from "../../src/chat/overload.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

const OPTIONS = { lateAfterMs: 120_000, busyAfterSec: 60 };

describe("overloadOf", () => {
  it("judges a message by its age, then by the queue's backlog", () => {
    expect(overloadOf(0, 120_000, 0, OPTIONS)).toBeUndefined();
    expect(overloadOf(0, 120_001, 0, OPTIONS)).toBe("late");
    expect(overloadOf(0, 1_000, 60, OPTIONS)).toBeUndefined();
    expect(overloadOf(0, 1_000, 60.5, OPTIONS)).toBe("busy");
    expect(overloadOf(0, 200_000, 90, OPTIONS)).toBe("late");
  });
});

describe("NoticeBook", () => {
  it("tells a chat once in its window, again after it", () => {
    const book = new NoticeBook(300_000);
    expect(book.shouldTell(1, 0)).toBe(true);
    expect(book.shouldTell(1, 299_999)).toBe(false);
    expect(book.shouldTell(2, 1)).toBe(true);
    expect(book.shouldTell(1, 300_000)).toBe(true);
  });
});

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

describe("a bot minutes behind", () => {
  it("does not carry out stale messages: one notice per chat, in its language, then fresh ones work", async () => {
    bot = await startTestBot();
    const { fake } = bot;
    // The messages reach the bot 10 minutes after they were sent.
    fake.messageDelayMs = 10 * 60_000;
    const hans = createUser(8_101, "Hans", { language_code: "de" });
    const chat = privateChat(hans);
    fake.sendText(hans, chat, "/invoice 1000 Kaffee");
    const notice = await fake.nextBotMessage(hans.id);
    expect(notice.text).toContain("Minuten zu spät");
    // The rest of the burst: nothing carried out, nothing more said.
    fake.sendText(hans, chat, "/balance");
    fake.sendText(hans, chat, "/invoice 2000 Tee");
    const judged = () =>
      bot?.logs.filter((line) => line.includes("overloaded: message not carried out")).length ?? 0;
    // Polled: the last of the burst is judged without a Bot API call the fake would see.
    await until(() => judged() === 3, "the burst judged", 5_000);
    fake.messageDelayMs = 0;
    fake.sendText(hans, chat, "/balance");
    const answer = await fake.nextBotMessage(hans.id);
    expect(answer.text).toContain("Verfügbar");
    const sent = fake.botMessages(hans.id);
    expect(sent).toHaveLength(2);
    expect(sent.some((message) => message.photo)).toBe(false);
  });
});
