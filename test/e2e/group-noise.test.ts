/**
 * What the bot leaves in a group: a short answer to /start and /help, a
 * short welcome when it is added, and hints, refusals and cancelled or
 * failed confirmations that go away after a moment (the member's command
 * too, where the bot may delete it). Private chats keep everything.
 */
import type { ChatMemberUpdated } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  alice,
  bob,
  botUser,
  buttonData,
  buttonUrl,
  lounge,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  groupChat,
  type MessageRef,
  privateChat,
} from "../support/telegram-fake.ts";

/** How long hints stay in these tests. */
const HINT_DELAY_MS = 60;

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({
    env: { GROUP_HINT_DELETE_DELAY_MS: String(HINT_DELAY_MS), GROUP_COMMANDS_PER_MINUTE: "50" },
  });
  for (const user of [alice, bob]) bot.fake.openPrivateChat(user);
});
afterEach(async () => {
  await bot.stop();
});

function removed(message: MessageRef, what: string): Promise<unknown> {
  return bot.fake.waitFor(() => bot.fake.message(message)?.deleted, 8_000, what);
}

/** Waits until the bot is idle, removals set for up to the hint delay included, then tells whether the message is still there. */
async function stillThereLater(message: MessageRef): Promise<boolean> {
  await bot.idle({ longestTimerMs: HINT_DELAY_MS * 5 });
  return bot.fake.message(message)?.deleted === false;
}

/** The bot's membership changing from `before` to `after`, as Telegram reports it. */
function botMembership(
  chat: ReturnType<typeof groupChat>,
  before: "left" | "member" | "administrator",
  after: "left" | "member" | "administrator",
): { my_chat_member: ChatMemberUpdated } {
  const user = botUser(bot);
  const member = (status: typeof before) =>
    (status === "administrator"
      ? {
          status,
          user,
          can_be_edited: false,
          is_anonymous: false,
          can_manage_chat: true,
          can_delete_messages: true,
          can_manage_video_chats: false,
          can_restrict_members: false,
          can_promote_members: false,
          can_change_info: false,
          can_invite_users: true,
          can_post_stories: false,
          can_edit_stories: false,
          can_delete_stories: false,
        }
      : { status, user }) as ChatMemberUpdated["new_chat_member"];
  return {
    my_chat_member: {
      chat,
      from: alice,
      date: Math.floor(Date.now() / 1000),
      old_chat_member: member(before),
      new_chat_member: member(after),
    },
  };
}

describe("/start and /help in a group", () => {
  it("answer in a few lines with a button to the private chat, not with the private welcome", async () => {
    for (const command of ["/start@tip_test_bot", "/help"]) {
      const asked = bot.fake.sendText(alice, lounge, command).message;
      const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
      expect(answer.reply_to_message_id, command).toBe(asked.message_id);
      expect(answer.text, command).toContain("I am a lightning wallet bot");
      expect(answer.text, command).toContain("/tip 100 as a reply");
      expect(answer.text, command).toContain("/giveaway 1000 5 – the first 5 to press Claim");
      expect(answer.text, command).toContain("/rain 1000 – split among members who wrote lately");
      // One line per group command (tip jar and /top share one), the private chat, reactions.
      expect(answer.text?.split("\n").length, command).toBeLessThanOrEqual(10);
      expect(answer.text, command).not.toContain("/withdraw");
      expect(answer.text, command).not.toContain("Hi Alice");
      expect(buttonUrl(answer), command).toBe("https://t.me/tip_test_bot?start=help");
    }
    // The button's link lands on the private welcome.
    bot.fake.sendText(alice, privateChat(alice), "/start help");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("Hi Alice");
  });
});

describe("being added to a group", () => {
  it("greets once, shortly, with a set-up button; a promotion says nothing", async () => {
    const group = groupChat(-4242, "Sats Club");
    bot.fake.setChatMember(group, botUser(bot), "member");
    // Telegram applies allowed_updates from the bot's first getUpdates on.
    await bot.fake.waitFor(() => bot.fake.calls("getUpdates")[0], 8_000, "the first poll");
    bot.fake.injectUpdate(botMembership(group, "left", "member"));
    const welcome = await bot.fake.nextBotMessage(group.id, 8_000);
    expect(welcome.text).toContain("I am a lightning wallet bot");
    expect(welcome.text).toContain("Reply to someone's message with /tip 100");
    expect(welcome.text).toContain("Admins: let me delete messages");
    expect(welcome.text).toContain("test money");
    expect(welcome.text?.split("\n").length).toBeLessThanOrEqual(6);
    expect(buttonUrl(welcome)).toBe("https://t.me/tip_test_bot?start=tip");

    // Made an admin: no second welcome (the next message is the answer to /help).
    bot.fake.injectUpdate(botMembership(group, "member", "administrator"));
    bot.fake.sendText(alice, group, "/help");
    expect((await bot.fake.nextBotMessage(group.id, 8_000)).reply_to_message_id).toBeDefined();
    expect(bot.fake.botMessages(group.id)).toHaveLength(2);

    // Added straight as an admin who may delete: no request to admins.
    const other = groupChat(-4343, "Admins only");
    bot.fake.setChatMember(other, botUser(bot), "administrator");
    bot.fake.injectUpdate(botMembership(other, "left", "administrator"));
    const asAdmin = await bot.fake.nextBotMessage(other.id, 8_000);
    expect(asAdmin.text).toContain("I am a lightning wallet bot");
    expect(asAdmin.text).not.toContain("Admins:");
  });

  it("the group speaks the language of the member who added the bot", async () => {
    const group = groupChat(-4545, "Stammtisch");
    const adder = createUser(4546, "Greta", { language_code: "de" });
    await bot.fake.waitFor(() => bot.fake.calls("getUpdates")[0], 8_000, "the first poll");
    bot.fake.addChatMember(group, botUser(bot), adder);
    await bot.fake.nextBotMessage(group.id, 8_000);
    expect(await bot.app.deps.languages.ofGroup(group.id)).toBe("de");
  });
});

describe("hints in a group", () => {
  it("go away after a moment with the command they answer, where the bot may delete", async () => {
    bot.fake.setChatMember(lounge, botUser(bot), "administrator");
    await merchantOf(bot, alice);
    const own = bot.fake.sendText(alice, lounge, "my own idea").message;
    const cases: Array<[string, MessageRef | undefined, RegExp]> = [
      ["/tip 100", own, /cannot tip yourself/],
      ["/tip", bot.fake.sendText(bob, lounge, "gm").message, /Reply to someone's message/],
      ["/settings", undefined, /works in a private chat/],
      ["/connect", undefined, /nothing to connect/],
      ["/pay", undefined, /Payments are made in a private chat/],
      ["/withdraw", undefined, /Withdrawals are made in a private chat/],
      ["/history", undefined, /works in a private chat/],
      ["/balance", undefined, /sent your balance to you in a private chat/],
    ];
    for (const [text, replyTo, expected] of cases) {
      const command = bot.fake.sendText(alice, lounge, text, replyTo ? { replyTo } : {}).message;
      const hint = await bot.fake.nextBotMessage(lounge.id, 8_000);
      expect(hint.text, text).toMatch(expected);
      await removed(hint, `the hint to ${text} removed`);
      await removed(command, `${text} removed`);
    }
    // The message that was replied to is no hint: it stays.
    expect(bot.fake.message(own)?.deleted).toBe(false);
  });

  it("go away without the command where the bot may not delete members' messages", async () => {
    const group = groupChat(-5151, "No rights");
    const command = bot.fake.sendText(alice, group, "/tip").message;
    const hint = await bot.fake.nextBotMessage(group.id, 8_000);
    expect(hint.text).toMatch(/Reply to the message of the person/);
    await removed(hint, "the hint removed");
    expect(await stillThereLater(command)).toBe(true);
  });

  it("stay in a private chat", async () => {
    const chat = privateChat(alice);
    bot.fake.sendText(alice, chat, "/tip 100");
    const answer = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(answer.text).toMatch(/works in groups/);
    expect(await stillThereLater(answer)).toBe(true);
  });
});

describe("confirmations in a group", () => {
  async function askToTip(amount: string): Promise<FakeMessage> {
    await merchantOf(bot, bob);
    const idea = bot.fake.sendText(bob, lounge, "a great idea").message;
    bot.fake.sendText(alice, lounge, `/tip ${amount}`, { replyTo: idea });
    const ask = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(ask.text).toContain(`Tip ${amount} sat to Bob?`);
    return ask;
  }

  it("a cancelled one shows that it was cancelled, then goes away", async () => {
    const ask = await askToTip("2,000");
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:no:"));
    await bot.fake.waitFor(
      () => /cancel/i.test(bot.fake.message(ask)?.text ?? "") && bot.fake.message(ask),
      8_000,
      "the cancelled outcome",
    );
    await removed(ask, "the cancelled confirmation removed");
  });

  it("a failed one shows that nothing was sent, then goes away", async () => {
    const ask = await askToTip("2,000");
    sandboxOf(bot).faults.add({ route: "sendPayment", status: 400, times: 1 });
    bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    await bot.fake.waitFor(
      () => /not sent|not paid/i.test(bot.fake.message(ask)?.text ?? ""),
      8_000,
      "the failed outcome",
    );
    await removed(ask, "the failed confirmation removed");
  });
});
