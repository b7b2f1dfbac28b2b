/** /top end to end: the leaderboard of a group from its tips and tip jar payments. */
import type { Chat } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  alice,
  bob,
  buttonData,
  buttonUrl,
  carol,
  joinGroup,
  lounge,
  merchantOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, groupChat, privateChat } from "../support/telegram-fake.ts";

let bot: TestBot;
let clock: number;
beforeEach(async () => {
  clock = Date.now();
  bot = await startTestBot({ now: () => clock, env: { GROUP_COMMANDS_PER_MINUTE: "50" } });
  for (const user of [alice, bob, carol]) {
    bot.fake.openPrivateChat(user);
    await merchantOf(bot, user);
  }
  joinGroup(bot.fake, [alice, bob, carol]);
});
afterEach(async () => {
  await bot.stop();
});

/** `from` tips the author of a fresh message by `to` in the lounge; resolves once the receipt shows it. */
async function tip(from: typeof alice, to: typeof bob, sat: number): Promise<void> {
  const message = bot.fake.sendText(to, lounge, "a fine idea").message;
  bot.fake.sendText(from, lounge, `/tip ${sat}`, { replyTo: message });
  const receipt = await bot.fake.nextBotMessage(lounge.id, 8_000);
  expect(receipt.text).toContain(`${to.first_name} received`);
}

/** `/top` in `chat`; the answer's text. */
async function top(chat: Chat = lounge): Promise<string> {
  bot.fake.sendText(carol, chat, "/top");
  return (await bot.fake.nextBotMessage(chat.id, 8_000)).text ?? "";
}

/** The lines of one period ("This week" or "All time") of a /top answer. */
function period(text: string, title: "This week" | "All time"): string {
  const start = text.indexOf(title);
  const end = text.indexOf("\n\n", start);
  return text.slice(start, end === -1 ? undefined : end);
}

describe("/top", () => {
  it("ranks the group's tippers and receivers from tips and tip jar payments", async () => {
    await tip(alice, bob, 500);
    bot.fake.sendText(bob, lounge, "/tipjar 10k");
    const jar = await bot.fake.nextBotMessage(lounge.id, 8_000);
    bot.fake.pressButton(carol, jar, buttonData(jar, "jar:").replace(/:\d+$/, ":100"));
    bot.fake.pressButton(alice, jar, buttonData(jar, "jar:").replace(/:\d+$/, ":1000"));
    await bot.fake.waitFor(() => bot.fake.message(jar)?.text?.includes("1,100 sat of"), 8_000);

    const text = await top();
    expect(text).toContain("Leaderboard");
    expect(text).toContain("To hide your name: /settings in our private chat.");
    const week = period(text, "This week");
    expect(week).toContain(
      "Gave most\n1. Alice: 1,500 sat\n2. Carol: 100 sat\n🎁 Received most\n1. Bob: 1,600 sat",
    );
    expect(period(text, "All time")).toContain("1. Alice: 1,500 sat");
    // Another group's board is its own.
    expect(await top(groupChat(-555, "Elsewhere"))).toContain("No payments in this group yet");
  });

  it("counts a pledge once it is claimed, not before", async () => {
    // Dave never used the bot: Alice's tip becomes a pledge, paid when he claims it.
    const dave = createUser(3005, "Dave");
    const said = bot.fake.sendText(dave, lounge, "I fixed the projector").message;
    bot.fake.sendText(alice, lounge, "/tip 300", { replyTo: said });
    const pledge = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(pledge.text).toContain("Alice pledged 300 sat to Dave");
    expect(await top()).toContain("No payments in this group yet");

    const link = new URL(buttonUrl(pledge) ?? "").searchParams.get("start");
    bot.fake.sendText(dave, privateChat(dave), `/start ${link}`);
    await bot.fake.waitFor(
      () => bot.fake.message(pledge)?.text?.includes("Dave claimed 300 sat"),
      8_000,
      "the pledge claimed",
    );
    const week = period(await top(), "This week");
    expect(week).toContain("Gave most\n1. Alice: 300 sat\n🎁 Received most\n1. Dave: 300 sat");
  });

  it("tells this week from all time", async () => {
    // A week and a day ago (the bot's clock; the sandbox keeps real time, so its invoices stay fresh).
    clock = Date.now() - 8 * 24 * 60 * 60_000;
    await tip(alice, bob, 300);
    clock = Date.now();
    await tip(carol, alice, 200);
    const text = await top();
    const week = period(text, "This week");
    expect(week).toContain("Gave most\n1. Carol: 200 sat\n🎁 Received most\n1. Alice: 200 sat");
    expect(week).not.toContain("Bob");
    const all = period(text, "All time");
    expect(all).toContain("Gave most\n1. Alice: 300 sat\n2. Carol: 200 sat");
    expect(all).toContain("Received most\n1. Bob: 300 sat\n2. Alice: 200 sat");
  });

  it("shows a member who opted out in /settings as someone", async () => {
    await tip(alice, bob, 400);
    const bobChat = privateChat(bob);
    bot.fake.sendText(bob, bobChat, "/settings");
    // The tip's note to Bob may come before or after the menu.
    const menu = await bot.fake.waitFor(
      () => bot.fake.botMessages(bob.id).find((m) => m.text?.includes("Leaderboards (/top)")),
      8_000,
      "the settings menu",
    );
    expect(menu.text).toContain("Leaderboards (/top): your name is shown");
    const press = bot.fake.pressButton(bob, menu, "settings:board");
    await bot.fake.waitFor(() => bot.fake.answerFor(press), 8_000);
    expect(bot.fake.answerFor(press)?.text).toBe('You now appear as "someone" on /top.');
    await bot.fake.waitFor(
      () => bot.fake.message(menu)?.text?.includes('you appear as "someone"'),
      8_000,
      "the menu to show the choice",
    );

    const text = await top();
    expect(text).toContain("1. someone: 400 sat");
    expect(text).not.toContain("Bob");
    expect(text).toContain("1. Alice: 400 sat");
  });

  it("says how to use it in a private chat", async () => {
    bot.fake.sendText(alice, privateChat(alice), "/top");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("/top works in groups");
  });
});
