/**
 * Emoji reactions in the Telegram fake, driven by a real grammY bot:
 * `message_reaction` updates with the reactions before and after, only when
 * asked for in allowed_updates and, in groups, only to an administrator
 * bot; and getChatMember / getChatAdministrators answering the bot's rights.
 */
import { Bot } from "grammy";
import type { MessageReactionUpdated } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser, groupChat, supergroupChat, TelegramFake } from "./telegram-fake.ts";

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

/** A bot polling for messages and reactions (its list passed), collecting the reaction updates it gets. */
async function pollReactions() {
  const bot = new Bot(telegram.token, {
    botInfo: telegram.botInfo,
    client: { apiRoot: telegram.apiRoot },
  });
  const seen: MessageReactionUpdated[] = [];
  bot.on("message_reaction", (ctx) => {
    seen.push(ctx.messageReaction);
  });
  const running = bot.start({ timeout: 30, allowed_updates: ["message", "message_reaction"] });
  stops.push(async () => {
    await bot.stop();
    await running;
  });
  await telegram.waitFor(() => telegram.calls("getUpdates").length > 0, 3_000, "polling");
  return { bot, seen };
}

describe("reactions in the Telegram fake", () => {
  it("sends an admin bot each change of a member's reactions, old and new", async () => {
    const group = supergroupChat(-1001, "Lightning Club");
    const { seen } = await pollReactions();
    telegram.setBotAdmin(group, true);
    const post = telegram.sendText(bob, group, "a good post").message;
    telegram.react(alice, post, ["⚡"]);
    telegram.react(alice, post, ["⚡", "🔥"]);
    telegram.react(alice, post, []);
    await telegram.waitFor(() => seen.length === 3, 3_000, "three reaction updates");
    expect(seen.map((r) => [r.old_reaction, r.new_reaction])).toEqual([
      [[], [{ type: "emoji", emoji: "⚡" }]],
      [
        [{ type: "emoji", emoji: "⚡" }],
        [
          { type: "emoji", emoji: "⚡" },
          { type: "emoji", emoji: "🔥" },
        ],
      ],
      [
        [
          { type: "emoji", emoji: "⚡" },
          { type: "emoji", emoji: "🔥" },
        ],
        [],
      ],
    ]);
    expect(seen[0]).toMatchObject({
      chat: { id: group.id },
      message_id: post.message_id,
      user: alice,
    });
  });

  it("keeps reactions from a bot that is no admin of the group, and from one that did not ask", async () => {
    const group = groupChat(-2002, "Plain Group");
    const post = telegram.sendText(bob, group, "/start").message;
    const withheld = telegram.react(alice, post, ["⚡"]);
    // Not asked for yet (Telegram's default list leaves reactions out).
    expect(telegram.withheld(withheld)).toBe("allowed_updates");
    const { seen } = await pollReactions();
    const notAdmin = telegram.react(alice, post, ["🔥"]);
    expect(telegram.withheld(notAdmin)).toBe("not_admin");
    telegram.setBotAdmin(group, true);
    const delivered = telegram.react(alice, post, ["❤"]);
    expect(telegram.withheld(delivered)).toBeUndefined();
    await telegram.waitFor(() => seen.length === 1, 3_000, "the admin's reaction update");
    expect(seen[0]?.new_reaction).toEqual([{ type: "emoji", emoji: "❤" }]);
  });

  it("names a chat, not a user, for an anonymous admin's reaction", async () => {
    const group = supergroupChat(-1003, "Anon Club");
    const { seen } = await pollReactions();
    telegram.setBotAdmin(group, true);
    const post = telegram.sendText(bob, group, "hello").message;
    telegram.react({ anonymous: group }, post, ["🔥"]);
    await telegram.waitFor(() => seen.length === 1, 3_000, "the anonymous reaction");
    expect(seen[0]?.actor_chat).toMatchObject({ id: group.id });
    expect(seen[0]?.user).toBeUndefined();
  });

  it("answers getChatMember and getChatAdministrators with the bot's rights", async () => {
    const group = supergroupChat(-1004, "Rights");
    telegram.sendText(alice, group, "hi");
    const bot = new Bot(telegram.token, {
      botInfo: telegram.botInfo,
      client: { apiRoot: telegram.apiRoot },
    });
    expect((await bot.api.getChatMember(group.id, telegram.botInfo.id)).status).toBe("member");
    expect(await bot.api.getChatAdministrators(group.id)).toEqual([]);
    telegram.setBotAdmin(group, true);
    telegram.setChatMember(group, alice, "creator");
    expect((await bot.api.getChatMember(group.id, telegram.botInfo.id)).status).toBe(
      "administrator",
    );
    const admins = await bot.api.getChatAdministrators(group.id);
    expect(admins.map((a) => [a.status, a.user.id]).sort()).toEqual(
      [
        ["administrator", telegram.botInfo.id],
        ["creator", alice.id],
      ].sort(),
    );
    telegram.setBotAdmin(group, false);
    expect((await bot.api.getChatMember(group.id, telegram.botInfo.id)).status).toBe("member");
  });
});
