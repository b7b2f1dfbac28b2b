/**
 * The harness's `idle()`: what the bot does after an update's handler (a
 * group hint removed after its delay, the note in private) is done when it
 * resolves; a timer set for longer than asked is not waited for.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, supergroupChat } from "../support/telegram-fake.ts";

const alice = createUser(7101, "Alice", { username: "alice_idle", language_code: "en" });
const group = supergroupChat(-1007100001, "Idle Lounge");

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

async function balanceInGroup(hintDelayMs: number): Promise<TestBot> {
  const started = await startTestBot({ env: { GROUP_HINT_DELETE_DELAY_MS: String(hintDelayMs) } });
  started.fake.openPrivateChat(alice);
  started.fake.setChatMember(group, alice, "member");
  started.fake.sendText(alice, group, "/balance");
  return started;
}

/** The bot's last message in the group, deleted or not. */
function hintOf(started: TestBot) {
  return started.fake
    .messages(group.id)
    .filter((message) => message.sender === "bot")
    .at(-1);
}

describe("the harness waits until the bot is idle", () => {
  it("after a group hint's removal and the private answer", async () => {
    bot = await balanceInGroup(300);
    await bot.idle();
    const hint = hintOf(bot);
    expect(hint?.text).toMatch(/private chat/);
    expect(hint?.deleted).toBe(true);
    expect(bot.fake.botMessages(alice.id).at(-1)?.text).toMatch(/sat/);
  });

  it("but not for a timer set for longer than asked", async () => {
    bot = await balanceInGroup(60_000);
    await bot.idle({ longestTimerMs: 1_000 });
    const hint = hintOf(bot);
    expect(hint?.text).toMatch(/private chat/);
    expect(hint?.deleted).toBeFalsy();
    await expect(bot.idle({ longestTimerMs: 60_000, timeoutMs: 200 })).rejects.toThrow(
      /not idle within 0.2 s: 0 piece\(s\) of work, timers: 1×60000 ms/,
    );
  });
});
