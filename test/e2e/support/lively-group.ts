/**
 * The set-up the lively-group tests share: a bot with Telegram's pacing on
 * against a fake with its limits on, and the length of the bot's outgoing
 * queue (its metrics). Two files, so the two long tests run side by side.
 */
import { startTestBot, type TestBot } from "../../support/harness.ts";
import { TelegramFake } from "../../support/telegram-fake.ts";

/** Generous waits: the assertions are on measured delays, not on these. */
export const WAIT_MS = 90_000;
/** Money and private notes, at most. */
export const PAID_WITHIN_MS = 2_000;

/** A bot and the fake it talks to, both with Telegram's limits on. */
export async function startLivelyBot(): Promise<{ fake: TelegramFake; bot: TestBot }> {
  const fake = new TelegramFake({ rateLimits: true });
  await fake.start();
  const bot = await startTestBot({
    fake,
    env: {
      TELEGRAM_RATE_LIMITS: "on",
      // A Claim is answered within a second even when its share is slow (the default).
      GIVEAWAY_CLAIM_ANSWER_MS: "600",
      GROUP_COMMANDS_PER_MINUTE: "100",
      TIP_COMMAND_DELETE_DELAY_MS: "600000",
      // The payments of this test are quick; a loaded machine must not make them unknown.
      GATEWAY_TIMEOUT_MS: "15000",
    },
  });
  return { fake, bot };
}

/** Bot API calls waiting in `bot`'s outgoing queue for Telegram's limits (its metrics). */
export async function outgoingQueueLength(bot: TestBot): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${bot.app.metricsPort}/metrics`)).text();
  return Number(/^tipbot_outgoing_queue_length (\d+)/m.exec(text)?.[1] ?? 0);
}
